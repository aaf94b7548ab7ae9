"""Round 12 (train only, decision 180): situation messages that never name the service, many opening a new topic mid-chat, mapped to the guide that serves them, written by t12s from content/ and this brief."""

SITUATIONS = [
    # --- 15ca-15cb-filing ---
    ("btw we pay a consultant in the US every month and now the bank wants a CA certificate before it wires the money. what does that cost?", "en", "price", "15ca-15cb-filing"),
    ("bank ne foreign payment rok di, CA ka form maang rahe", "hinglish", "which_service", "15ca-15cb-filing"),
    ("एक और बात — विदेशी सप्लायर को पेमेंट, बैंक क्या कागज़ मांगेगा?", "hi", "documents", "15ca-15cb-filing"),

    # --- business-agreement ---
    ("separate thing — we're about to show our business plan to a possible investor. how do I make sure he keeps it to himself?", "en", "which_service", "business-agreement"),
    ("distributor ke saath sab whatsapp pe tay hua h, kuch likhit chahiye", "hinglish", "which_service", "business-agreement"),
    ("aside from that — our supplier deal exists only in emails. would that hold up if he stops paying, or do we sign something proper?", "en", "eligibility", "business-agreement"),

    # --- business-software ---
    ("invoices in excel, wrong tax rates everywhere, need proper billing setup", "en", "which_service", "business-software"),
    ("aur haan, hamara accounting system bahut purana hai — naye me shift karein to pichla data bhi aa jayega?", "hinglish", "process", "business-software"),
    ("कंपनी के हिसाब-किताब के लिए ऐसा सिस्टम चाहिए जिसमें हर बदलाव का लॉग रहे और उसे बंद न किया जा सके", "hi", "eligibility", "business-software"),

    # --- business-tax-filing ---
    ("different question: my proprietorship shop did about 1.8 crore this year — what yearly filing and audit am I looking at?", "en", "which_service", "business-tax-filing"),
    ("also unrelated — we're a partnership firm and want one team for the yearly income filing, the audit and the advance tax instalments together", "en", "which_service", "business-tax-filing"),
    ("dukaan ka saal bhar ka hisaab + advance tax, charges kya?", "hinglish", "price", "business-tax-filing"),
    ("एक और सवाल — फर्म के आयकर ऑडिट की आखिरी तारीख?", "hi", "deadline", "business-tax-filing"),

    # --- company-registration (structure) ---
    ("three of us are chartered accountants starting a practice together. we want a partnership but with limited liability", "en", "which_service", "company-registration"),
    ("btw still torn between a company and a partnership with limited liability — we don't need outside investors at all", "en", "which_service", "company-registration"),
    ("ek aur baat — hum do log services ka kaam shuru kar rahe, compliance kam chahiye aur liability limited, kaunsa structure lein?", "hinglish", "which_service", "company-registration"),
    ("ghar ke address pe business ki legal entity ban sakti h kya", "hinglish", "eligibility", "company-registration"),
    ("हम दो साझेदार हैं, सीमित देनदारी चाहिए पर कंपनी जितना झंझट नहीं", "hi", "which_service", "company-registration"),
    ("how long to set up my biz as a separate legal entity?", "en", "timeline", "company-registration"),

    # --- copyright-objection ---
    ("one more thing — got a discrepancy letter on the song I applied to record with the government last month. what now?", "en", "process", "copyright-objection"),
    ("meri kitaab ki application pe 30 din me kisi ne objection daala", "hinglish", "rejection", "copyright-objection"),
    ("पेंटिंग के स्वामित्व वाले आवेदन पर आपत्ति, जवाब कब तक?", "hi", "deadline", "copyright-objection"),

    # --- copyright-registration ---
    ("wrote and recorded a song, want proof its mine", "en", "which_service", "copyright-registration"),
    ("separate thing — I've finished a novel and want an official record that I own it before I send it to publishers. cost?", "en", "price", "copyright-registration"),
    ("apne app ka source code govt record me register karwana h", "hinglish", "process", "copyright-registration"),
    ("btw photographer hu, meri photos ka official ownership proof milta h?", "hinglish", "which_service", "copyright-registration"),
    ("मैंने एक किताब लिखी है, उस पर अपना हक़ सरकारी रिकॉर्ड में दर्ज कराने के लिए क्या कागज़ चाहिए?", "hi", "documents", "copyright-registration"),
    ("btw is it even compulsory to register my illustrations, or are they protected the moment I draw them?", "en", "eligibility", "copyright-registration"),

    # --- dedicated-business-manager ---
    ("separate from the filing question — I keep missing due dates across five portals and just want a single point of contact tracking everything for me", "en", "which_service", "dedicated-business-manager"),
    ("alag sawaal: saari deadlines dekhne wala ek banda, monthly kitna?", "hinglish", "price", "dedicated-business-manager"),
    ("मेरा अपना अकाउंटेंट है, फिर भी कोई एक व्यक्ति चाहिए जो सारी डेडलाइन याद रखे — क्या दोनों साथ चल सकते हैं?", "hi", "eligibility", "dedicated-business-manager"),

    # --- design-objection ---
    ("examiner report on my lamp shape application, says drawings unclear", "en", "process", "design-objection"),
    ("bottle shape wali application pe objection, reply nahi kiya to?", "hinglish", "rejection", "design-objection"),
    ("वैसे, कुर्सी के आकार वाले आवेदन पर जांच रिपोर्ट आई है — क्या जवाब में चित्र बदल सकते हैं?", "hi", "eligibility", "design-objection"),

    # --- design-registration (look) ---
    ("customers recognise our bottle's curve, how to stop copies?", "en", "which_service", "design-registration"),
    ("btw other sellers are copying our fabric print pattern — how do I protect just the look of it?", "en", "which_service", "design-registration"),
    ("lamp ka shape unique h, andar koi nayi technology nahi", "hinglish", "which_service", "design-registration"),
    ("phone case ka outline humne banaya hai, koi copy na kare — iska protection kitne saal tak milta hai?", "hinglish", "validity", "design-registration"),
    ("हमारे जूतों का आकार और पैटर्न नया है, नकल कैसे रोकें?", "hi", "which_service", "design-registration"),
    ("separate thing — the toy I made looks one of a kind but works like any other toy. which protection fits?", "en", "which_service", "design-registration"),
    ("jewellery pieces ka look register karne ki sarkari fees kitni", "hinglish", "gov_fee", "design-registration"),
    ("one more thing, I'm posting my new chair on instagram next week — should I lock in its shape before that?", "en", "deadline", "design-registration"),
    ("ek aur baat, packaging box ka unique shape protect karwana hai — kaunse drawings aur docs lagenge?", "hinglish", "documents", "design-registration"),
    ("रसोई के बर्तनों का नया दिखने वाला आकार है, इसे दर्ज होने में कितना समय लगता है?", "hi", "timeline", "design-registration"),

    # --- patent-registration (working) ---
    ("a mechanism inside my product nobody should copy", "en", "which_service", "patent-registration"),
    ("aside from that — I've built a water filter that purifies in a genuinely new way. how do I stop others from making it?", "en", "which_service", "patent-registration"),
    ("machine ka naya method, kaam double speed, dikhne me normal", "hinglish", "which_service", "patent-registration"),
    ("invention abhi develop ho rahi h, filing date pehle lock ho sakti?", "hinglish", "process", "patent-registration"),
    ("हमने खेती के लिए एक उपकरण बनाया है जिसकी कार्यप्रणाली बिल्कुल नई है, इसकी सुरक्षा कितने साल मिलेगी?", "hi", "validity", "patent-registration"),
    ("quick one on something else: I'm demoing my device at a trade fair next month — what has to be filed before I show it?", "en", "deadline", "patent-registration"),
    ("my app has a new technical effect, can its working be protected?", "en", "eligibility", "patent-registration"),
    ("naya chemical formulation, startup ke liye protect karne ki govt fee?", "hinglish", "gov_fee", "patent-registration"),
    ("एक और बात — हमारे प्रोडक्ट के अंदर का पुर्ज़ा एक नए तरीके से काम करता है, इसके लिए क्या-क्या दस्तावेज़ लगेंगे?", "hi", "documents", "patent-registration"),
    ("how long before my invention actually gets granted?", "en", "timeline", "patent-registration"),

    # --- digital-signature-certificate ---
    ("CA says i need usb token to sign MCA forms, where from?", "en", "which_service", "digital-signature-certificate"),
    ("ek aur baat, e-tendering ke liye encryption wala signing token chahiye, kitne saal chalega?", "hinglish", "validity", "digital-signature-certificate"),
    ("ऑनलाइन फॉर्म पर इलेक्ट्रॉनिक हस्ताक्षर वाला टोकन, कौन से कागज़?", "hi", "documents", "digital-signature-certificate"),

    # --- employer-and-worker-contracts ---
    ("also — hired our first two employees and need appointment letters that fit the new labour codes", "en", "which_service", "employer-and-worker-contracts"),
    ("btw can I stop someone who quits from joining a rival? what should our hiring papers say about that?", "en", "eligibility", "employer-and-worker-contracts"),
    ("interns aur fixed-term staff ke liye likhit terms banwane h", "hinglish", "which_service", "employer-and-worker-contracts"),

    # --- expedited-tm-registration ---
    ("separate thing — we filed for our brand name months ago and launch is in 8 weeks. can the examination be pushed up the queue?", "en", "timeline", "expedited-tm-registration"),
    ("amazon brand program ke liye brand application fast-track ho sakti?", "hinglish", "which_service", "expedited-tm-registration"),
    ("निवेशक कह रहे हैं कि ब्रांड नाम की जांच जल्दी करवाओ — जल्दी वाले रास्ते में सरकारी शुल्क ज़्यादा है क्या?", "hi", "gov_fee", "expedited-tm-registration"),

    # --- family-dispute-agreement ---
    ("dividing ancestral land among brothers", "en", "which_service", "family-dispute-agreement"),
    ("separate thing — after dad passed, my sisters and I want to split his house between us without going to court. how?", "en", "process", "family-dispute-agreement"),
    ("papa ki zameen bhaiyon me baatni h, behen ka hissa bhi?", "hinglish", "eligibility", "family-dispute-agreement"),
    ("पारिवारिक संपत्ति का बंटवारा आपसी सहमति से करना है, ताकि बाद में कोई मुकर न सके", "hi", "which_service", "family-dispute-agreement"),
    ("aur haan, chacha ke saath zameen ka case chal raha hai — compromise karke likhit me settle karna ho to kitna time lagega?", "hinglish", "timeline", "family-dispute-agreement"),

    # --- financial-contracts ---
    ("lending 5 lakh to a friend, want paperwork to recover it", "en", "which_service", "financial-contracts"),
    ("one more thing — my brother-in-law wants me to stand guarantor for his business loan. what exactly am I signing up for?", "en", "definition", "financial-contracts"),
    ("dost ka repayment cheque bounce ho gaya, ab kya karu", "hinglish", "process", "financial-contracts"),

    # --- food-business-licence ---
    ("the tax number stuff can wait — my wife wants to sell homemade achaar on instagram, what permission does she need first?", "en", "which_service", "food-business-licence"),
    ("home baker here selling cakes to neighbours, need govt regn?", "en", "eligibility", "food-business-licence"),
    ("waise, cloud kitchen khol raha hu — swiggy zomato listing se pehle kaunsa 14 digit number maangte hain?", "hinglish", "which_service", "food-business-licence"),
    ("chai ka stall lagana h, kaunse kagaz chahiye", "hinglish", "documents", "food-business-licence"),
    ("एक और बात — मेरी बेकरी के लिए खाद्य सुरक्षा विभाग की अनुमति कितने दिन में मिल जाती है?", "hi", "timeline", "food-business-licence"),
    ("tiffin service without the food safety number — what's the fine?", "en", "penalty", "food-business-licence"),
    ("restaurant ka food safety number har saal renew karna padta?", "hinglish", "validity", "food-business-licence"),
    ("aside from that, we're going to import packaged snacks to sell here — which food authority approval do we need?", "en", "which_service", "food-business-licence"),
    ("घर से मिठाई बनाकर ऑनलाइन बेचनी है, सरकारी फीस कितनी?", "hi", "gov_fee", "food-business-licence"),

    # --- foreign-company-registration ---
    ("different question: our parent company in Germany wants an office in Bangalore — branch or subsidiary?", "en", "which_service", "foreign-company-registration"),
    ("btw we're a UK company and already have an agent working for us in India. do we have to register anything here?", "en", "eligibility", "foreign-company-registration"),
    ("dubai wali company india me liaison office kholegi, kitne din?", "hinglish", "timeline", "foreign-company-registration"),

    # --- franchise-agreement ---
    ("my cafe brand is doing well and others want to open outlets under my name and pay me a royalty", "en", "which_service", "franchise-agreement"),
    ("separate question: I'm putting money into an outlet of a salon chain and want my territory and exit rights spelled out", "en", "which_service", "franchise-agreement"),
    ("coaching brand ke naam pe dusre centre kholna chahte, terms?", "hinglish", "process", "franchise-agreement"),

    # --- gst-amendment ---
    ("moved office in same city, tax registration shows old address", "en", "process", "gst-amendment"),
    ("partner nikal gaya firm se, tax portal pe update karna padega?", "hinglish", "eligibility", "gst-amendment"),
    ("aur haan, bank account badal gaya hai — tax number wali details me kitne din ke andar update karna hota hai?", "hinglish", "deadline", "gst-amendment"),

    # --- gst-annual-return-filing ---
    ("ok the monthly side is sorted — at year end I need everything reconciled with the books and the yearly return filed", "en", "which_service", "gst-annual-return-filing"),
    ("turnover is about 6 crore — besides the yearly return, do we also need that reconciliation statement?", "en", "eligibility", "gst-annual-return-filing"),
    ("saal bhar ka summary return bharna h, last date kab?", "hinglish", "deadline", "gst-annual-return-filing"),

    # --- gst-cancellation ---
    ("closed my shop last month, want the tax number shut properly", "en", "process", "gst-cancellation"),
    ("btw proprietorship ko company me convert kar rahe, purana tax number band karna hoga?", "hinglish", "eligibility", "gst-cancellation"),
    ("कारोबार बंद हो गया, टैक्स नंबर सरेंडर में कितना समय?", "hi", "timeline", "gst-cancellation"),
    ("also, the officer cancelled my registration because I didn't file for months — can I get it back?", "en", "rejection", "gst-cancellation"),

    # --- gst-lut-filing ---
    ("I freelance for US clients and want to bill them without paying 18% upfront and then waiting for a refund", "en", "which_service", "gst-lut-filing"),
    ("aside from that, we export garments — what's that yearly undertaking so we don't pay IGST on exports?", "en", "definition", "gst-lut-filing"),
    ("do state me registration, export undertaking dono ke liye alag?", "hinglish", "eligibility", "gst-lut-filing"),

    # --- gst-notice-reply ---
    ("got a notice saying my sales figures don't match the tax I paid, and they want a reply within 7 days", "en", "deadline", "gst-notice-reply"),
    ("ek aur baat — tax department se show cause aaya hai, registration cancel karne ki baat likhi hai", "hinglish", "process", "gst-notice-reply"),
    ("notice ka reply nahi diya to penalty lagegi kya", "hinglish", "penalty", "gst-notice-reply"),
    ("वैसे, विभाग कह रहा है कि मैंने जितना इनपुट क्रेडिट लिया वो सप्लायर के डेटा से ज़्यादा है — जवाब के साथ क्या लगाना है?", "hi", "documents", "gst-notice-reply"),

    # --- gst-registration-and-filing ---
    ("ok the company is incorporated — now I need the tax number and someone to run the first few months of returns after it", "en", "which_service", "gst-registration-and-filing"),
    ("need tax regn + first 3 months filings as one package, price?", "en", "price", "gst-registration-and-filing"),
    ("naya kaam, tax number + shuru ke returns aap bhar do", "hinglish", "which_service", "gst-registration-and-filing"),

    # --- gst-registration ---
    ("selling on amazon, they keep asking for 15 digit tax number", "en", "which_service", "gst-registration"),
    ("my goods turnover crosses 40 lakh this year, what must i get", "en", "eligibility", "gst-registration"),
    ("btw my B2B clients want proper tax invoices from me — I'm a small freelancer below the limit. can I register anyway?", "en", "eligibility", "gst-registration"),
    ("ghar ke address se tax number milta h? docs kya", "hinglish", "documents", "gst-registration"),
    ("ek alag cheez — doosre state me maal bhejna hai, turnover chhota hai fir bhi tax number chahiye kya?", "hinglish", "eligibility", "gst-registration"),
    ("tax number banwane ki sarkari fees kitni h", "hinglish", "gov_fee", "gst-registration"),
    ("एक और बात — ऑनलाइन मार्केटप्लेस पर सामान बेचना है, 15 अंकों वाला टैक्स नंबर कितने दिन में मिलेगा?", "hi", "timeline", "gst-registration"),
    ("सेवाओं का कारोबार है और सालाना कमाई 20 लाख से ऊपर जा रही है — अब कौन सा पंजीकरण ज़रूरी है?", "hi", "which_service", "gst-registration"),

    # --- gst-return-filing ---
    ("got tax number last month, no sales yet, still file monthly?", "en", "eligibility", "gst-return-filing"),
    ("separate thing: my supplier hasn't uploaded his invoices so the credit isn't showing on my side. can I still claim it?", "en", "process", "gst-return-filing"),
    ("mahine wale returns late ho gaye, late fee kitni", "hinglish", "penalty", "gst-return-filing"),
    ("quarterly bharu ya monthly, kya better h", "hinglish", "process", "gst-return-filing"),
    ("हर महीने बिक्री-टैक्स का रिटर्न भरवाना है, फीस?", "hi", "price", "gst-return-filing"),
    ("before I forget — what's the due date for the monthly summary return where the tax is actually paid?", "en", "deadline", "gst-return-filing"),

    # --- health-insurance-claim ---
    ("dad got admitted tonight in an emergency and the hospital says cashless isn't approved yet", "en", "process", "health-insurance-claim"),
    ("btw the insurer knocked 40k off my mother's hospital bill as non-payable items. can I push back?", "en", "rejection", "health-insurance-claim"),
    ("hospital bill khud bhara, paise wapas lene ke papers?", "hinglish", "documents", "health-insurance-claim"),
    ("TPA ne file reject kar di, bole late intimation", "hinglish", "rejection", "health-insurance-claim"),
    ("अगले महीने ऑपरेशन है, नेटवर्क अस्पताल में कैशलेस के लिए कितने दिन पहले बताना होता है?", "hi", "deadline", "health-insurance-claim"),
    ("one more thing — the medicine bills from before and after the hospital stay, does the policy pay for those too?", "en", "eligibility", "health-insurance-claim"),

    # --- homeowner-property-damage-insurance-claim ---
    ("flood water entered our ground floor flat, furniture ruined", "en", "which_service", "homeowner-property-damage-insurance-claim"),
    ("aur haan, ghar me aag lagi thi — surveyor aane se pehle repair shuru kar sakte hain kya?", "hinglish", "process", "homeowner-property-damage-insurance-claim"),
    ("ghar me chori, gehne gaye, home policy cover karegi?", "hinglish", "eligibility", "homeowner-property-damage-insurance-claim"),
    ("on another note — our flat is on a home loan and cracked in the earthquake; does the payout go to me or to the bank?", "en", "process", "homeowner-property-damage-insurance-claim"),

    # --- import-export-compliance-if-applicable ---
    ("planning to ship handicrafts to europe, what code first", "en", "which_service", "import-export-compliance-if-applicable"),
    ("btw customs is holding my shipment because the code for importing got deactivated — what happened?", "en", "validity", "import-export-compliance-if-applicable"),
    ("china se machinery mangwani, pehli baar import, kya registration?", "hinglish", "which_service", "import-export-compliance-if-applicable"),

    # --- income-tax-e-filing ---
    ("also — I need to file my taxes online this year and I've never done it. where do I even start?", "en", "process", "income-tax-e-filing"),
    ("income below limit, should i still file? bank wants proof", "en", "eligibility", "income-tax-e-filing"),
    ("separate thing — the refund from last year's filing still hasn't come. how long does it normally take?", "en", "timeline", "income-tax-e-filing"),
    ("31 july nikal gaya, ab file ho sakta? penalty kitni", "hinglish", "penalty", "income-tax-e-filing"),
    ("पहली बार ऑनलाइन आयकर भरना है, क्या-क्या तैयार रखूं?", "hi", "documents", "income-tax-e-filing"),

    # --- income-tax-notice ---
    ("tax dept intimation shows 38k demand, i dont agree", "en", "process", "income-tax-notice"),
    ("aside from that, I got a mail from the income tax side about a mismatch in my AIS. will I have to go to their office?", "en", "process", "income-tax-notice"),
    ("IT notice ka reply kal tak, time badh sakta?", "hinglish", "deadline", "income-tax-notice"),
    ("वैसे, आयकर विभाग से जांच का नोटिस आया है — जवाब न दें तो क्या होगा?", "hi", "penalty", "income-tax-notice"),

    # --- intellectual-property-agreement ---
    ("btw I wrote the app's code before we incorporated and now investors want the company to own it", "en", "which_service", "intellectual-property-agreement"),
    ("freelancer ne brand artwork banaya, ownership hamare naam likhit me chahiye", "hinglish", "which_service", "intellectual-property-agreement"),
    ("we're buying a small D2C label along with its website, product drawings and content — how do we move all the ownership properly?", "en", "process", "intellectual-property-agreement"),

    # --- international-trademark ---
    ("selling in UAE, UK, Singapore — one filing protects our name everywhere?", "en", "which_service", "international-trademark"),
    ("ek aur baat — brand ko 5-6 deshon me protect karna hai, ek hi filing se ho jayega kya? kharcha?", "hinglish", "price", "international-trademark"),
    ("हमारा ब्रांड नाम भारत में दर्ज है, अब खाड़ी देशों और यूरोप में भी उसकी सुरक्षा चाहिए", "hi", "which_service", "international-trademark"),

    # --- ip-registration ---
    ("different topic: I have a brand name, a label artwork, a bottle shape and a new cap mechanism — no idea what protects what", "en", "which_service", "ip-registration"),
    ("limited budget, new product launching, what to protect first?", "en", "process", "ip-registration"),
    ("naam, packaging, andar ki technology — sab ka alag protection?", "hinglish", "definition", "ip-registration"),

    # --- iso-certification ---
    ("govt tender demands quality management certificate from accredited body", "en", "which_service", "iso-certification"),
    ("btw a buyer in Europe wants us quality-certified. once issued, how long does that certificate stay valid?", "en", "validity", "iso-certification"),
    ("tender ke liye quality system certificate chahiye, audit me kitna time", "hinglish", "timeline", "iso-certification"),

    # --- itr-1-return-filing ---
    ("only salary and some FD interest, need to file for this year", "en", "which_service", "itr-1-return-filing"),
    ("btw I switched jobs mid-year so I have two Form 16s. can I still use the simple salaried form?", "en", "eligibility", "itr-1-return-filing"),
    ("pension aur bank interest hi h, file karne ke papers?", "hinglish", "documents", "itr-1-return-filing"),
    ("salary 9 lakh h, tax zero, fir bhi file karu?", "hinglish", "eligibility", "itr-1-return-filing"),
    ("वैसे, नौकरी की तनख्वाह और एक किराये के मकान की आमदनी है — भरने की आखिरी तारीख क्या है?", "hi", "deadline", "itr-1-return-filing"),
    ("salaried, my employer deducted more tax than needed and I want it back. how much do you charge?", "en", "price", "itr-1-return-filing"),

    # --- itr-1-to-itr-7-return-filing ---
    ("confused which of the seven tax forms fits salary + trading + rent", "en", "which_service", "itr-1-to-itr-7-return-filing"),
    ("aur haan, pichli baar galat form bhar diya tha aur return defective bataya gaya — sahi form kaise pata karein?", "hinglish", "rejection", "itr-1-to-itr-7-return-filing"),
    ("हमारे परिवार में एक नौकरीपेशा, एक दुकानदार और एक ट्रस्ट है — सबके लिए अलग फॉर्म कौन से होंगे?", "hi", "which_service", "itr-1-to-itr-7-return-filing"),

    # --- itr-2-return-filing ---
    ("sold my flat and some mutual funds this year, which filing?", "en", "which_service", "itr-2-return-filing"),
    ("NRI here, rent from a Pune flat plus FD interest", "en", "which_service", "itr-2-return-filing"),
    ("one more thing — I hold US stocks through my employer's RSU plan. does that change how I file this year?", "en", "eligibility", "itr-2-return-filing"),
    ("crypto bech ke profit hua, salary bhi, file kaise karu", "hinglish", "process", "itr-2-return-filing"),
    ("ek aur cheez — shares ka short term gain hua hai, salary ke saath isko file karwane ka charge kitna hoga?", "hinglish", "price", "itr-2-return-filing"),
    ("मैं एक कंपनी में डायरेक्टर हूं और वहीं से तनख्वाह लेता हूं, कोई कारोबार नहीं — कौन सा फॉर्म?", "hi", "which_service", "itr-2-return-filing"),

    # --- itr-3-return-filing ---
    ("doctor, own clinic, full books, income around 80 lakh", "en", "which_service", "itr-3-return-filing"),
    ("F&O me loss hua, file karna zaroori h?", "hinglish", "eligibility", "itr-3-return-filing"),
    ("ek firm me partner hu, apna profit share aur remuneration apni filing me kaise dikhana hai?", "hinglish", "process", "itr-3-return-filing"),
    ("अलग सवाल: मैं इंट्राडे ट्रेडिंग करता हूं और साथ में वेतन भी है, फाइलिंग के लिए क्या दस्तावेज़ चाहिए?", "hi", "documents", "itr-3-return-filing"),
    ("aside from that, my freelance design receipts hit 60 lakh this year. do I need an audit on top of filing?", "en", "eligibility", "itr-3-return-filing"),

    # --- itr-4-return-filing ---
    ("small kirana store, turnover 70 lakh, dont keep detailed books", "en", "which_service", "itr-4-return-filing"),
    ("own 4 trucks, want to file on per-vehicle fixed income", "en", "which_service", "itr-4-return-filing"),
    ("consultant hu, receipts 30 lakh, 50% profit maan ke file", "hinglish", "process", "itr-4-return-filing"),
    ("btw salaried hu par side me freelancing bhi karta hu, kya simple presumptive wala form chalega?", "hinglish", "eligibility", "itr-4-return-filing"),
    ("छोटा दुकानदार हूं, अंदाज़न मुनाफे वाली योजना में फाइल करने की अंतिम तिथि क्या है?", "hi", "deadline", "itr-4-return-filing"),
    ("one more thing — I run home tuitions, about 12 lakh a year in fees. can I skip keeping detailed books?", "en", "eligibility", "itr-4-return-filing"),

    # --- itr-5-return-filing ---
    ("separately, our partnership firm has to file its yearly income tax — what do you need from us?", "en", "documents", "itr-5-return-filing"),
    ("LLP dormant h, koi business nahi, fir bhi file?", "hinglish", "eligibility", "itr-5-return-filing"),
    ("building ke co-owners milke rent kamate hain as a group, uska tax return kaise bharein?", "hinglish", "process", "itr-5-return-filing"),
    ("एक और बात — हमारी साझेदारी फर्म का सालाना आयकर रिटर्न भरवाने का खर्च कितना है?", "hi", "price", "itr-5-return-filing"),

    # --- itr-6-return-filing ---
    ("startup pvt ltd, zero revenue this year, still file income tax?", "en", "eligibility", "itr-6-return-filing"),
    ("company ka return, 22% wala regime lein ya nahi?", "hinglish", "process", "itr-6-return-filing"),
    ("हमारी कंपनी की ऑडिट हो चुकी बैलेंस शीट तैयार है, आयकर फाइलिंग की आखिरी तारीख?", "hi", "deadline", "itr-6-return-filing"),
    ("btw who signs the company's income tax filing — does a director need one of those usb signing tokens for it?", "en", "documents", "itr-6-return-filing"),

    # --- itr-7-return-filing ---
    ("charitable trust with 12AB registration, need to file this year", "en", "which_service", "itr-7-return-filing"),
    ("trust ki income exemption limit se kam h, fir bhi file?", "hinglish", "eligibility", "itr-7-return-filing"),
    ("हमारा मंदिर ट्रस्ट है, दान के हिसाब और ऑडिट रिपोर्ट के साथ सालाना आयकर फाइलिंग करनी है", "hi", "process", "itr-7-return-filing"),
    ("aur haan, our NGO filed its tax return late last year — what happens to the exemption?", "en", "penalty", "itr-7-return-filing"),

    # --- legal-dispute-insurance-claim ---
    ("insurer rejected the claim and the grievance cell isn't answering. what's next, the ombudsman?", "en", "process", "legal-dispute-insurance-claim"),
    ("claim 70 lakh ka h, ombudsman ke paas ja sakte?", "hinglish", "eligibility", "legal-dispute-insurance-claim"),
    ("discharge voucher sign karke kam paisa liya, ab dispute ho sakta?", "hinglish", "eligibility", "legal-dispute-insurance-claim"),
    ("separate thing — the payout on our shop's fire policy has been stuck for 8 months. can someone fight it for us?", "en", "which_service", "legal-dispute-insurance-claim"),

    # --- licensing-and-ip-contracts ---
    ("aside from the agency stuff — a manufacturer wants to put my brand on their products and pay royalty, but I keep ownership", "en", "which_service", "licensing-and-ip-contracts"),
    ("recipe ka know-how partner ko royalty pe dena h", "hinglish", "which_service", "licensing-and-ip-contracts"),
    ("हम विदेशी कंपनी की तकनीक इस्तेमाल करके रॉयल्टी देंगे — एक्सक्लूसिव और सोल अधिकार में क्या फर्क है?", "hi", "definition", "licensing-and-ip-contracts"),

    # --- life-insurance-claim ---
    ("my father passed away last month and I'm the nominee on his term policy", "en", "process", "life-insurance-claim"),
    ("nominee bhi guzar gaye, ab paisa kisko milega", "hinglish", "eligibility", "life-insurance-claim"),
    ("waise ek aur baat, policy sirf 2 saal purani thi — company death claim reject kar sakti hai kya?", "hinglish", "rejection", "life-insurance-claim"),
    ("पति की पॉलिसी का पैसा लेने के लिए कौन से कागज़?", "hi", "documents", "life-insurance-claim"),
    ("aside from that, mum had the bank-linked PMJJBY cover. how long does that payout usually take?", "en", "timeline", "life-insurance-claim"),

    # --- logo-designing ---
    ("the name part is done — now I need a brand symbol for our packaging that won't clash with anyone's registered marks", "en", "which_service", "logo-designing"),
    ("purana brand nishaan internet se copy tha, naya original chahiye", "hinglish", "which_service", "logo-designing"),
    ("जांच अधिकारी ने कहा कि हमारा ब्रांड चिह्न एक पुराने मार्क जैसा दिखता है, अब नया बनवाना है", "hi", "process", "logo-designing"),

    # --- marketing-and-advertisement-agreement ---
    ("paying 5 influencers for reels, who owns the content?", "en", "which_service", "marketing-and-advertisement-agreement"),
    ("btw digital agency ko retainer pe rakh rahe hain, scope aur payment terms likhit me chahiye", "hinglish", "which_service", "marketing-and-advertisement-agreement"),
    ("अगर विज्ञापन भ्रामक निकला तो ज़िम्मेदार कौन — एजेंसी या हम?", "hi", "definition", "marketing-and-advertisement-agreement"),

    # --- mou ---
    ("separate thing — we're doing a pilot with a university and want to record the understanding before a full deal", "en", "which_service", "mou"),
    ("joint project ki in-principle understanding likhni, binding hogi kya?", "hinglish", "definition", "mou"),
    ("सरकारी विभाग के साथ सहयोग की सैद्धांतिक सहमति लिखित करनी है", "hi", "which_service", "mou"),

    # --- nidhi-company ---
    ("unrelated to our shop — our traders' association wants to formalise member-only savings and lending", "en", "which_service", "nidhi-company"),
    ("members se deposit lekar sirf members ko loan dene wali company, minimum capital kitna lagta?", "hinglish", "eligibility", "nidhi-company"),
    ("एक और बात — सदस्यों की बचत और उधार वाली कंपनी बनाई, 120 दिन में 200 सदस्य न जुड़े तो क्या होगा?", "hi", "rejection", "nidhi-company"),

    # --- one-person-company (structure) ---
    ("starting alone but want my savings safe if it fails", "en", "which_service", "one-person-company"),
    ("just me, no partner, but want limited liability", "en", "which_service", "one-person-company"),
    ("btw I'm an Indian citizen living in Dubai — can I form a company as its only shareholder from here?", "en", "eligibility", "one-person-company"),
    ("akela founder hu, company chahiye par doosra shareholder nahi", "hinglish", "which_service", "one-person-company"),
    ("freelancer hu, proprietor ki jagah apni single-member company banani hai — nominee ke kya documents lagenge?", "hinglish", "documents", "one-person-company"),
    ("अकेला हूं, निजी संपत्ति को कारोबारी कर्ज़ से बचाना चाहता हूं", "hi", "which_service", "one-person-company"),
    ("aside from that, my proprietorship has grown and I want personal assets ring-fenced — still solo though. cost?", "en", "price", "one-person-company"),
    ("ek aur baat — akele member wali company ka turnover 2 crore cross hua to convert karna padega?", "hinglish", "eligibility", "one-person-company"),

    # --- private-limited-company (structure) ---
    ("my friend joins as 50/50 co-founder", "en", "which_service", "private-limited-company"),
    ("two co-founders, raising angel money next year, which setup?", "en", "which_service", "private-limited-company"),
    ("btw we want to give stock options to early employees — what kind of entity should we form?", "en", "which_service", "private-limited-company"),
    ("hum do dost, investors baad me, limited liability chahiye", "hinglish", "which_service", "private-limited-company"),
    ("2 directors 2 shareholders ghar ka address, company kitne din me?", "hinglish", "timeline", "private-limited-company"),
    ("हम दो संस्थापक हैं, आगे वेंचर कैपिटल लेना है, कौन सी कंपनी?", "hi", "which_service", "private-limited-company"),
    ("aur haan, family business hai — agli peedhi ko shares clear tarike se dene hain aur risk ghar se alag rakhna hai", "hinglish", "which_service", "private-limited-company"),
    ("one more thing — my cofounder and I want our personal assets kept apart from business risk. what documents do we need?", "en", "documents", "private-limited-company"),

    # --- producer-company ---
    ("we're 15 dairy farmers who want to sell our milk together and own the company ourselves", "en", "which_service", "producer-company"),
    ("gaon ke kisaan milke FPO banana chahte, minimum kitne log?", "hinglish", "eligibility", "producer-company"),
    ("separate question — can one farming family on its own form that farmer-owned company?", "en", "eligibility", "producer-company"),

    # --- professional-tax-registration ---
    ("we have staff in Bangalore and need to deduct that small state tax from their salaries", "en", "which_service", "professional-tax-registration"),
    ("delhi me office h, salary se 200 wala state tax katna padta?", "hinglish", "eligibility", "professional-tax-registration"),
    ("btw what's the penalty if we never registered for the state employee tax in Maharashtra?", "en", "penalty", "professional-tax-registration"),

    # --- property-transfer-agreement ---
    ("mom wants to gift her flat to me, how?", "en", "process", "property-transfer-agreement"),
    ("ek aur baat — bhai apna hissa chhod ke mere naam karna chahta hai, wo release wala document kaise banta hai?", "hinglish", "which_service", "property-transfer-agreement"),
    ("plot ki sale deed registry, stamp duty kitni lagegi?", "hinglish", "gov_fee", "property-transfer-agreement"),

    # --- public-limited-company (structure) ---
    ("about 50 people from our community will hold shares, and we want an entity that could one day go for an IPO", "en", "which_service", "public-limited-company"),
    ("7 log milke company, future me public se paisa uthana", "hinglish", "which_service", "public-limited-company"),
    ("ek aur baat, jis company ke shares public ko bech sakein uske liye minimum kitne directors?", "hinglish", "eligibility", "public-limited-company"),
    ("सात सदस्यों वाली सार्वजनिक कंपनी बनने में कितना समय?", "hi", "timeline", "public-limited-company"),

    # --- real-estate-property-agreement ---
    ("renting out my shop to a chain store for 5 years", "en", "which_service", "real-estate-property-agreement"),
    ("builder 20% advance maang raha bina agreement ke", "hinglish", "process", "real-estate-property-agreement"),
    ("resale flat khareed rahe, notarised agreement kaafi hai kya?", "hinglish", "eligibility", "real-estate-property-agreement"),
    ("एक और बात — गोदाम 3 साल के लिए किराये पर ले रहे हैं, कागज़ात क्या-क्या चाहिए?", "hi", "documents", "real-estate-property-agreement"),

    # --- saas-agreement ---
    ("one more thing — we sell our cloud tool on monthly subscription to businesses and need uptime and data terms", "en", "which_service", "saas-agreement"),
    ("subscription app me auto-renewal hai, consumers ke liye terms kaise likhein ki cancel karna easy ho", "hinglish", "process", "saas-agreement"),
    ("हमारा सॉफ़्टवेयर इंटरनेट पर मासिक शुल्क पर चलता है, ग्राहकों के डेटा की शर्तें लिखवानी हैं", "hi", "which_service", "saas-agreement"),

    # --- sales-purchase-contracts ---
    ("supplying steel to a distributor on 60-day credit, need terms on delivery and who bears the risk", "en", "which_service", "sales-purchase-contracts"),
    ("kachcha maal udhaar pe, quality kharab nikli to kya?", "hinglish", "which_service", "sales-purchase-contracts"),
    ("btw is a purchase order alone enough as a deal?", "en", "definition", "sales-purchase-contracts"),

    # --- service-provider-contracts ---
    ("agency taking over our accounting work, want scope and liability clear", "en", "which_service", "service-provider-contracts"),
    ("freelancer hu, client ka template as-is sign kar du?", "hinglish", "process", "service-provider-contracts"),
    ("इसके अलावा, हम एक ठेकेदार से हाउसकीपिंग करवा रहे हैं — शर्तें लिखित में बनवाने का शुल्क?", "hi", "price", "service-provider-contracts"),

    # --- section-8-company (structure) ---
    ("we want to run a nonprofit school — which structure gives us a board and credibility with donors?", "en", "which_service", "section-8-company"),
    ("btw planning a not-for-profit foundation, no dividends ever, and we want CSR funds later", "en", "which_service", "section-8-company"),
    ("NGO ko company ki tarah chalana h, profit nahi baantna", "hinglish", "which_service", "section-8-company"),
    ("गैर-लाभकारी संस्था कंपनी के रूप में बनने में कितना समय?", "hi", "timeline", "section-8-company"),
    ("alag sawaal — sports academy ko non-profit company banana hai, documents kya chahiye?", "hinglish", "documents", "section-8-company"),

    # --- small-business-registration ---
    ("the bank says I can get a collateral-free loan if my small unit is registered with the ministry", "en", "which_service", "small-business-registration"),
    ("aside from the tender paperwork, the PSU said small enterprises get the EMD waived — what do I register for?", "en", "which_service", "small-business-registration"),
    ("chhoti unit h, ministry wala small enterprise certificate free h?", "hinglish", "gov_fee", "small-business-registration"),
    ("buyer 90 din se paisa nahi de raha, small udyog protection?", "hinglish", "which_service", "small-business-registration"),
    ("एक और बात — मेरी छोटी फैक्ट्री के लिए सूक्ष्म उद्यम वाला प्रमाणपत्र कैसे मिलेगा?", "hi", "process", "small-business-registration"),
    ("btw I'm a freelance designer — can a pure services business get that small-enterprise certificate too?", "en", "eligibility", "small-business-registration"),
    ("purana udyog aadhaar h, ab bhi chalega kya?", "hinglish", "validity", "small-business-registration"),

    # --- tan-registration ---
    ("hired first employee, must deduct tax from salary, what number?", "en", "which_service", "tan-registration"),
    ("office ka rent 60k monthly de raha hu, tax kaatne se pehle koi alag number lena padega?", "hinglish", "eligibility", "tan-registration"),
    ("btw I bought a flat from a resident seller and must deduct tax on it. do I need a separate deductor number?", "en", "eligibility", "tan-registration"),

    # --- tax-compliance ---
    ("want one calendar of every tax and company due date", "en", "which_service", "tax-compliance"),
    ("kaunsi dates sabse important — 7 wali ya 20 wali?", "hinglish", "deadline", "tax-compliance"),
    ("एक और बात — पिछले साल के कई रिटर्न और फाइलिंग छूट गए थे, क्या अब भी भर सकते हैं?", "hi", "process", "tax-compliance"),

    # --- tds-return-filing ---
    ("we deduct tax from contractors, need quarterly statements filed", "en", "which_service", "tds-return-filing"),
    ("employee bol raha uska kata tax 26AS me nahi dikh raha", "hinglish", "process", "tds-return-filing"),
    ("aur haan, is quarter me kisi ka tax nahi kata — fir bhi statement bharna padega?", "hinglish", "eligibility", "tds-return-filing"),
    ("एक और बात — तिमाही कटौती का विवरण देर से भरा तो जुर्माना कितना लगेगा?", "hi", "penalty", "tds-return-filing"),

    # --- technology-software-agreement ---
    ("hiring freelance dev to build our app, who owns the code?", "en", "which_service", "technology-software-agreement"),
    ("ek aur baat, agency se website banwa rahe hain — acceptance aur bug fixing ki terms likhni hain", "hinglish", "which_service", "technology-software-agreement"),
    ("ग्राहकों को अपना सॉफ़्टवेयर इंस्टॉल करके बेचना है — सोर्स कोड एस्क्रो क्या होता है?", "hi", "definition", "technology-software-agreement"),

    # --- tm-infringement-notice ---
    ("competitor opened shop nearby with almost our exact name", "en", "which_service", "tm-infringement-notice"),
    ("separately — there are fake listings using our brand name on flipkart; how do I send them a cease and desist?", "en", "process", "tm-infringement-notice"),
    ("hume notice aaya ki hamara naam unke brand jaisa, reply kaise?", "hinglish", "process", "tm-infringement-notice"),

    # --- trademark-certificate ---
    ("status finally shows registered, how do i get the certificate?", "en", "process", "trademark-certificate"),
    ("brand registration certificate kho gaya, court ke liye certified copy chahiye", "hinglish", "documents", "trademark-certificate"),
    ("वैसे, पंजीकृत ब्रांड के प्रमाणपत्र में हमारा पता गलत छपा है — ठीक कैसे होगा?", "hi", "process", "trademark-certificate"),

    # --- trademark-hearing ---
    ("different question: status on my brand application says ready for show cause hearing — do I have to attend in person?", "en", "process", "trademark-hearing"),
    ("brand ki sunwai ki date pe bahar hu, adjourn ho sakti?", "hinglish", "process", "trademark-hearing"),
    ("ब्रांड नाम पर सुनवाई का नोटिस आया, तैयारी में कितना समय?", "hi", "timeline", "trademark-hearing"),

    # --- trademark-objection ---
    ("brand name application says objected, does that mean rejected?", "en", "rejection", "trademark-objection"),
    ("examiner bola naam descriptive h, reply kab tak dena", "hinglish", "deadline", "trademark-objection"),
    ("btw can I keep selling under my brand while the examiner's report is still waiting for a reply?", "en", "eligibility", "trademark-objection"),

    # --- trademark-opposition ---
    ("spotted a copycat of our brand advertised in the journal last month. can we still stop it?", "en", "which_service", "trademark-opposition"),
    ("ek aur baat, kisi ne hamare brand application pe virodh ka notice bhej diya — jawab kab tak dena hai?", "hinglish", "deadline", "trademark-opposition"),
    ("पत्रिका में हमारे जैसा नाम छपा, चार महीने की मियाद बढ़ेगी?", "hi", "deadline", "trademark-opposition"),

    # --- trademark-rectification ---
    ("an old registered mark is blocking my application, but that company stopped using it years ago", "en", "which_service", "trademark-rectification"),
    ("ex-distributor ne hamara brand apne naam register kara liya", "hinglish", "which_service", "trademark-rectification"),
    ("और हाँ, रजिस्टर में हमारे ब्रांड की एंट्री में गलती है — सुधार कहां और कैसे होगा?", "hi", "process", "trademark-rectification"),

    # --- trademark-registration ---
    ("want to own my cafe's name before spending on signboards", "en", "which_service", "trademark-registration"),
    ("sell homemade candles on instagram, want to protect the brand name", "en", "which_service", "trademark-registration"),
    ("btw MCA approved our company name — does that stop others from using it as a brand?", "en", "eligibility", "trademark-registration"),
    ("brand name ka registration kitne saal chalta h", "hinglish", "validity", "trademark-registration"),
    ("coaching centre ka naam protect karna h, kaunse docs?", "hinglish", "documents", "trademark-registration"),
    ("ek aur baat — product ka naam abhi use nahi kiya, launch se pehle hi file kar sakte?", "hinglish", "eligibility", "trademark-registration"),
    ("हमारी दुकान का नाम इलाके में मशहूर है, कोई और न ले इसके लिए सरकारी फीस कितनी?", "hi", "gov_fee", "trademark-registration"),
    ("aside from that, our clinic's name and tagline — how long until they're officially ours?", "en", "timeline", "trademark-registration"),
    ("इसके अलावा, मार्केटप्लेस के ब्रांड प्रोटेक्शन प्रोग्राम के लिए अपना ब्रांड नाम दर्ज कराना है — प्रक्रिया क्या है?", "hi", "process", "trademark-registration"),

    # --- trademark-renewal ---
    ("also our brand's registration from 2016 runs out soon — how early can we extend it?", "en", "deadline", "trademark-renewal"),
    ("10 saal pure, brand expire ho gaya, ab bhi bacha sakte?", "hinglish", "validity", "trademark-renewal"),
    ("ब्रांड पंजीकरण दस साल बाद बढ़ाने की सरकारी फीस?", "hi", "gov_fee", "trademark-renewal"),

    # --- trademark-transfer ---
    ("registered brand in my own name, now want company to own it", "en", "which_service", "trademark-transfer"),
    ("aur haan, papa ke naam pe brand tha — unke jaane ke baad ab mere naam karna hai, kaise hoga?", "hinglish", "process", "trademark-transfer"),
    ("हम पार्टनर अलग हो रहे हैं, ब्रांड एक के नाम करना है — स्टाम्प ड्यूटी लगेगी?", "hi", "gov_fee", "trademark-transfer"),

    # --- unlimited-company (structure) ---
    ("family holding vehicle: we're fine with unlimited personal liability if we get flexibility on returning capital", "en", "which_service", "unlimited-company"),
    ("members ki liability ki koi limit na ho, aisi company kyun?", "hinglish", "definition", "unlimited-company"),
    ("असीमित देनदारी वाली कंपनी बनने में कितना समय?", "hi", "timeline", "unlimited-company"),

    # --- usa-trademark-registration ---
    ("selling on amazon.com to US buyers, need our brand protected there", "en", "which_service", "usa-trademark-registration"),
    ("btw US me brand file karna hai — India se khud kar sakte ya wahan ka attorney chahiye?", "hinglish", "eligibility", "usa-trademark-registration"),
    ("अमेरिका में ब्रांड सुरक्षा का कुल खर्च कितना?", "hi", "price", "usa-trademark-registration"),

    # --- vehicle-insurance-claim ---
    ("someone rear-ended my car this morning", "en", "which_service", "vehicle-insurance-claim"),
    ("bike chori ho gayi kal raat, FIR zaroori h kya", "hinglish", "documents", "vehicle-insurance-claim"),
    ("btw the surveyor assessed my car damage way too low. what can I do?", "en", "rejection", "vehicle-insurance-claim"),
    ("accident ke baad apni pasand ke garage me repair ho sakta?", "hinglish", "eligibility", "vehicle-insurance-claim"),
    ("मेरे ट्रक से टक्कर में दूसरे की दुकान टूट गई, अब क्या करें?", "hi", "process", "vehicle-insurance-claim"),
    ("one more thing — if I claim for a small dent, do I lose my no-claim bonus?", "en", "eligibility", "vehicle-insurance-claim"),

    # --- partnership-and-ownership-contracts (structure) ---
    ("me + 2 friends starting a firm, need deed for profit split", "en", "which_service", "partnership-and-ownership-contracts"),
    ("btw our LLP just got incorporated on MCA but the partners haven't signed anything on duties and profit shares yet", "en", "which_service", "partnership-and-ownership-contracts"),
    ("co-founders ke beech equity, vesting aur roles likhit karna h", "hinglish", "which_service", "partnership-and-ownership-contracts"),
    ("ek alag baat — investor aa raha hai company me, articles ke alawa alag shareholders wala document chahiye kya?", "hinglish", "eligibility", "partnership-and-ownership-contracts"),
    ("फर्म में नया पार्टनर जुड़ रहा है, मुनाफे का बंटवारा बदलना है", "hi", "which_service", "partnership-and-ownership-contracts"),
    ("there's no written deed between us partners at all — is that a problem?", "en", "definition", "partnership-and-ownership-contracts"),

    # --- other-licenses ---
    ("opening a salon in a rented shop, what local permissions?", "en", "which_service", "other-licenses"),
    ("separate thing — our IT startup sits in a co-working space with 12 staff; do we still need the state's shop and establishment registration?", "en", "eligibility", "other-licenses"),
    ("municipal wala trade permission har saal renew hota h kya?", "hinglish", "validity", "other-licenses"),
    ("एक और बात — नए शहर में ब्रांच खोल रहे हैं, वहां नगर निगम और श्रम विभाग की कौन-कौन सी अनुमतियां लगेंगी?", "hi", "which_service", "other-licenses"),
]
