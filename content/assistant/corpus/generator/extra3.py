"""Train-only phrasings, round 3 (asst-model's second request): price questions that start with what/what does,
bare noun-phrase price questions, 'is it free', firm contact/hours/about, payment and TM20 coupon questions."""
T3 = {
"price": {"en": ["what is the cost of {s}", "what does {s} cost", "what's the price of {s}", "what is the fee for {s}", "what are the charges for {s}", "what is your fee for {s}", "what would be the cost of {s}", "{s} fee", "{s} cost?", "{s} pricing", "{s} fees and charges", "{s} total fees", "is {s} free", "is {s} free of cost", "{s} free or paid", "what is the price to get {s}", "what amount do i pay for {s}", "what are your {s} fees"],
          "hinglish": ["{s} ki cost kya hai", "{s} free me hota hai kya", "{s} free hai ya paid", "{s} ka cost kitna", "{s} fees?", "{s} ka price kitna hai", "{s} ki pricing batao", "{s} ke charges kitne hai"],
          "hi": ["{s} की लागत कितनी है", "{s} की फीस क्या है", "{s} मुफ्त में होता है क्या", "{s} फ्री है या पेड", "{s} का कॉस्ट कितना", "{s} की प्राइसिंग बताइए", "{s} के चार्ज कितने हैं"]},
}
NS4 = {
"offer": {"en": ["how do i apply the tm20 coupon", "is tm20 still valid", "where do i enter the coupon code", "tm20 discount how much", "does tm20 work for every service", "coupon box at checkout kaha hai", "what coupon codes do you have"],
          "hinglish": ["tm20 coupon kaise use kare", "tm20 abhi chal raha hai kya", "coupon code kaha daalna hai", "tm20 me kitna discount", "tm20 har service pe lagega"],
          "hi": ["TM20 कूपन कैसे इस्तेमाल करें", "TM20 अभी चल रहा है क्या", "कूपन कोड कहां डालना है", "TM20 में कितनी छूट मिलती है", "TM20 हर सेवा पर लगेगा क्या"]},
"firm_contact": {"en": ["what is your contact number", "ways to contact nyayik", "can i call your office", "how to reach your team", "best way to talk to you", "send me your address", "do you have an email for documents", "contact details of nyayik"],
                 "hinglish": ["aapka contact number kya hai", "nyayik se contact kaise kare", "aapke office me call kar sakta hu", "aapki team tak kaise pahuche", "address bhejo aapka"],
                 "hi": ["आपका संपर्क नंबर क्या है", "न्यायिक से संपर्क कैसे करें", "आपके ऑफिस में कॉल कर सकता हूं", "आपकी टीम तक कैसे पहुंचें", "अपना पता भेजिए"]},
"firm_hours": {"en": ["what are your office hours", "what time does your office open", "opening hours please", "is the office open on weekends", "till when are you available today"],
               "hinglish": ["office hours kya hai", "office kab khulta hai", "weekend pe office khula rehta hai", "aaj kab tak available ho"],
               "hi": ["ऑफिस का समय क्या है", "ऑफिस कब खुलता है", "सप्ताहांत पर ऑफिस खुला रहता है", "आज कब तक उपलब्ध हैं"]},
"firm_about": {"en": ["tell me about nyayik", "who are the people behind this firm", "is nyayik a government body", "where is nyayik based", "how many clients have you served"],
               "hinglish": ["nyayik ke baare me batao", "is firm ke peeche kaun hai", "nyayik sarkari hai kya", "nyayik kaha ki firm hai"],
               "hi": ["न्यायिक के बारे में बताइए", "इस फर्म के पीछे कौन है", "न्यायिक सरकारी है क्या", "न्यायिक कहां की फर्म है"]},
"payment": {"en": ["what payment modes do you accept", "can i pay with a credit card", "how do i get a receipt", "is there a refund if i cancel", "do you accept wallets", "how does the pay now button work"],
            "hinglish": ["kaun kaun se payment mode hai", "credit card se pay kar sakta hu", "receipt kaise milegi", "cancel karu to refund milega", "wallet se payment hoga"],
            "hi": ["कौन कौन से भुगतान तरीके हैं", "क्रेडिट कार्ड से भुगतान कर सकता हूं", "रसीद कैसे मिलेगी", "कैंसल करूं तो रिफंड मिलेगा", "वॉलेट से भुगतान होगा"]},
}
F3 = {
"price": {"en": ["is it free?", "is this free of cost", "do i have to pay for it", "what does it cost"], "hinglish": ["kya ye free hai", "iske paise lagte hai kya", "ye free me hoga?"], "hi": ["क्या यह मुफ्त है", "इसके पैसे लगते हैं क्या", "ये फ्री में होगा?"]},
}
