"""Round 13 (train only, decision 181): situation messages, written by t13s from content/ and a brief."""

SITUATIONS = [
    # --- gst-return-filing (new need mid-chat, late filings) ---
    ("once the gstin comes thru can u guys handle the monthly filings as well?", "en", "which_service", "gst-return-filing"),
    ("ok registration is sorted. who uploads my sales and purchase figures every month from here on?", "en", "which_service", "gst-return-filing"),
    ("skipped the monthly summary return for two months bc no sales, how bad is the late fee", "en", "penalty", "gst-return-filing"),
    ("missed the 11th for the outward supplies return, can i still upload it today?", "en", "deadline", "gst-return-filing"),
    ("what do you charge per month for the returns, and is it cheaper if I go quarterly?", "en", "price", "gst-return-filing"),
    ("got my number last week — when is the very first return actually due?", "en", "deadline", "gst-return-filing"),
    ("number mil jaye to har mahine wala return bhi aap log bhar doge na?", "hinglish", "which_service", "gst-return-filing"),
    ("teen mahine se nil return nahi dala, ab kitna bharna padega", "hinglish", "penalty", "gst-return-filing"),
    ("mahine ka return bharne ke liye har baar kya kya bhejna hoga, aur kis date tak?", "hinglish", "documents", "gst-return-filing"),
    ("नंबर मिलने के बाद हर महीने वाली रिटर्न भी आप ही भर देंगे क्या?", "hi", "which_service", "gst-return-filing"),
    ("पिछले दो महीने की रिटर्न छूट गई है, अब लेट फीस कितनी बनेगी?", "hi", "penalty", "gst-return-filing"),

    # --- tan-registration ---
    ("we also pay a freelance designer every month and don't have any number for cutting tax on it", "en", "which_service", "tan-registration"),
    ("our office landlord wants us to deduct tax on the rent, we've never had a deductor number. what do you charge?", "en", "price", "tan-registration"),
    ("hiring our first salaried staff next month, what do I need in place before I deduct their tax?", "en", "which_service", "tan-registration"),
    ("how fast can we get the 10 character deduction number, and what papers do u need", "en", "timeline", "tan-registration"),
    ("ek CA ko har mahine fees dete h, tax kaat ke dena hai par apne paas koi number hi nahi", "hinglish", "which_service", "tan-registration"),
    ("contractor ki payment pe tds katna h, uske liye number kaise banega? docs bhi batao", "hinglish", "process", "tan-registration"),
    ("हम एक फ्रीलांसर को हर महीने भुगतान करते हैं, टैक्स काटने के लिए हमारे पास कोई नंबर नहीं है", "hi", "which_service", "tan-registration"),
    ("टैक्स काटने वाला नंबर लेने की सरकारी फीस कितनी है?", "hi", "gov_fee", "tan-registration"),

    # --- tds-return-filing ---
    ("and once that deductor number is in place, can you also do the quarterly statements?", "en", "which_service", "tds-return-filing"),
    ("we deducted tax from vendors but never filed the quarterly statement, it's been about 4 months", "en", "penalty", "tds-return-filing"),
    ("kaate hue tax ke quarterly statement ki date nikal gayi, wo 200 rupaye roz wala fine lagega kya?", "hinglish", "penalty", "tds-return-filing"),
    ("staff ko form 16 dena hai par quarterly filing hi pending h", "hinglish", "deadline", "tds-return-filing"),
    ("हर तिमाही काटे गए टैक्स का स्टेटमेंट भी आप भर देंगे? खर्च कितना होगा?", "hi", "which_service", "tds-return-filing"),
    ("काटे गए टैक्स का तिमाही स्टेटमेंट देर से भरा तो कितना जुर्माना लगेगा?", "hi", "penalty", "tds-return-filing"),

    # --- trademark-registration ---
    ("oh and the app has its own name, different from the company's — can we protect that too while we're filing?", "en", "eligibility", "trademark-registration"),
    ("also want the tagline covered, same filing or separate fees?", "en", "eligibility", "trademark-registration"),
    ("brand name for my candle biz, how much all in incl govt fee?", "en", "price", "trademark-registration"),
    ("how long till i can put the R symbol on the pack, and what's it cost", "en", "timeline", "trademark-registration"),
    ("we sell clothes and bags under one name, one application or two?", "en", "eligibility", "trademark-registration"),
    ("before we print 10k boxes with this name, how do we make sure nobody else can claim it?", "en", "which_service", "trademark-registration"),
    ("app ka naam bhi isi filing me protect ho jayega kya?", "hinglish", "eligibility", "trademark-registration"),
    ("restaurant ka naam koi aur use na kare, iske liye kya karna padega", "hinglish", "which_service", "trademark-registration"),
    ("brand naam ke liye sarkari fees aur time dono batao", "hinglish", "gov_fee", "trademark-registration"),
    ("हमारे ऐप का नाम भी उसी आवेदन में सुरक्षित हो सकता है क्या?", "hi", "eligibility", "trademark-registration"),
    ("अपनी दुकान के नाम पर कोई और हक़ न जता सके, इसके लिए क्या करें?", "hi", "which_service", "trademark-registration"),
    ("ब्रांड का नाम दर्ज कराने के लिए कौन-कौन से कागज़ लगेंगे और खर्च कितना आएगा?", "hi", "documents", "trademark-registration"),

    # --- design-registration ---
    ("separately, the whole silhouette of our speaker is distinctive. is just the look of it protectable?", "en", "eligibility", "design-registration"),
    ("competitor launched a lookalike of our steel bottle, we never registered the shape — can we still file?", "en", "eligibility", "design-registration"),
    ("how many yrs does protection on a product's appearance last, and can it be extended?", "en", "validity", "design-registration"),
    ("the way our lamp looks is the whole selling point, not the wiring. what protects that?", "en", "which_service", "design-registration"),
    ("product ka pura shape hi alag h, uska protection milta h kya?", "hinglish", "eligibility", "design-registration"),
    ("almirah ka design koi copy na kare, kitna kharcha aur kitne din?", "hinglish", "price", "design-registration"),
    ("उत्पाद की पूरी बनावट अनोखी है — क्या सिर्फ़ उसका रूप सुरक्षित हो सकता है?", "hi", "eligibility", "design-registration"),

    # --- one-person-company ---
    ("can I start a company totally on my own, no partner at all?", "en", "eligibility", "one-person-company"),
    ("solo founder, no cofounder yet, but i want my house safe if the biz fails. options?", "en", "which_service", "one-person-company"),
    ("I'm an NRI with an Indian passport — can I set up a single-member company back home?", "en", "eligibility", "one-person-company"),
    ("for the one-owner company, who can I put down as nominee? my wife?", "en", "eligibility", "one-person-company"),
    ("akele company bana sakta hu kya, koi partner nahi h", "hinglish", "eligibility", "one-person-company"),
    ("solo hu, company register karni h, kharcha kitna aur kitne din lagenge", "hinglish", "price", "one-person-company"),
    ("मैं अकेले कंपनी शुरू करना चाहता हूँ, कोई साझेदार नहीं — क्या ऐसा हो सकता है?", "hi", "eligibility", "one-person-company"),
    ("अकेले मालिक वाली कंपनी में नॉमिनी रखना ज़रूरी है क्या?", "hi", "eligibility", "one-person-company"),

    # --- trademark-hearing ---
    ("we sent our reply but the registry still isn't convinced — now they've listed us for a hearing. what happens next?", "en", "process", "trademark-hearing"),
    ("hearing notice came for my brand, can someone argue it for me over video?", "en", "process", "trademark-hearing"),
    ("hearing is next tuesday and I'm abroad, can it be pushed?", "en", "deadline", "trademark-hearing"),
    ("what if nobody turns up for the hearing on our mark?", "en", "rejection", "trademark-hearing"),
    ("objection ka jawab diya tha, fir bhi nahi maan rahe, ab hearing ki date aayi h", "hinglish", "process", "trademark-hearing"),
    ("hearing me khud jana zaroori h? aapki fees kitni", "hinglish", "eligibility", "trademark-hearing"),
    ("आपत्ति का जवाब देने के बाद भी परीक्षक संतुष्ट नहीं है, अब सुनवाई की तारीख आई है", "hi", "process", "trademark-hearing"),
    ("सुनवाई के लिए कौन से दस्तावेज़ तैयार रखने होंगे?", "hi", "documents", "trademark-hearing"),

    # --- health-insurance-claim (escalation) ---
    ("and if they still say no after the grievance cell looks at my mom's hospital claim, then what?", "en", "process", "health-insurance-claim"),
    ("wrote to the insurer's grievance officer 5 weeks ago about dad's rejected hospitalisation claim, zero reply. next step?", "en", "process", "health-insurance-claim"),
    ("how long do i have to approach the ombudsman after the insurer's final no on my surgery claim?", "en", "deadline", "health-insurance-claim"),
    ("reimbursement for my knee surgery pending 45 days after I sent everything — do they owe interest?", "en", "penalty", "health-insurance-claim"),
    ("grievance ke baad bhi health claim reject hi rakha, ab kahan jaaye?", "hinglish", "process", "health-insurance-claim"),
    ("hospital wala claim reject hua, dobara lagane ke docs kya chahiye aur kitna time lagega?", "hinglish", "documents", "health-insurance-claim"),
    ("discharge ke 40 din baad bills bheje, TPA bol raha late ho gaya", "hinglish", "deadline", "health-insurance-claim"),
    ("शिकायत के बाद भी बीमा कंपनी ने अस्पताल वाला क्लेम नहीं माना, अब आगे क्या?", "hi", "process", "health-insurance-claim"),
    ("लोकपाल के पास जाने में कोई फीस लगती है क्या? पापा के इलाज का क्लेम है", "hi", "gov_fee", "health-insurance-claim"),

    # --- vehicle-insurance-claim ---
    ("car claim got short-settled, grievance didn't help either. can I still take it higher?", "en", "process", "vehicle-insurance-claim"),
    ("bike was stolen 3 weeks ago and I only informed the insurer today. too late?", "en", "deadline", "vehicle-insurance-claim"),
    ("gaadi ka claim kam diya, complaint ke baad bhi nahi maane, ab?", "hinglish", "process", "vehicle-insurance-claim"),
    ("accident hua tha par FIR nahi karwayi, claim milega?", "hinglish", "eligibility", "vehicle-insurance-claim"),
    ("कार एक्सीडेंट के क्लेम पर शिकायत के बाद भी बीमा कंपनी नहीं मानी, अब क्या करें?", "hi", "process", "vehicle-insurance-claim"),

    # --- life-insurance-claim ---
    ("dad's death claim was turned down for non-disclosure and the grievance cell backed it. what's left for us?", "en", "process", "life-insurance-claim"),
    ("my husband passed 8 months ago and we still haven't lodged his policy claim — is it too late?", "en", "deadline", "life-insurance-claim"),
    ("nominee hu, papa ki policy ka claim karna h — docs aur kitne din lagte?", "hinglish", "documents", "life-insurance-claim"),
    ("पति की बीमा पॉलिसी का क्लेम दो महीने से अटका है, कंपनी कितने दिन में निपटाने को बाध्य है?", "hi", "timeline", "life-insurance-claim"),
    ("शिकायत के बाद भी जीवन बीमा का क्लेम खारिज रखा, लोकपाल के पास कब तक जा सकते हैं?", "hi", "deadline", "life-insurance-claim"),

    # --- homeowner-property-damage-insurance-claim ---
    ("insurer is still refusing our flood damage claim on the house even after the grievance. next?", "en", "process", "homeowner-property-damage-insurance-claim"),
    ("ghar me paani bhar gaya tha, surveyor ne nuksaan kam aanka, complaint bhi kar di, ab?", "hinglish", "process", "homeowner-property-damage-insurance-claim"),

    # --- legal-dispute-insurance-claim ---
    ("claim is above 50 lakh so the ombudsman won't take it — which forum then?", "en", "which_service", "legal-dispute-insurance-claim"),
    ("insurance claim ka jhagda consumer court le jana h, kitna kharcha aayega?", "hinglish", "price", "legal-dispute-insurance-claim"),
    ("बीमा क्लेम के विवाद में उपभोक्ता आयोग में कब तक शिकायत कर सकते हैं?", "hi", "deadline", "legal-dispute-insurance-claim"),

    # --- itr-1-return-filing ---
    ("just my salary and savings interest, nothing else at all. which return?", "en", "which_service", "itr-1-return-filing"),
    ("retired, pension plus FD interest and rent from one flat — simplest form?", "en", "which_service", "itr-1-return-filing"),
    ("missed july, salaried only — can i still file and whats the fine", "en", "deadline", "itr-1-return-filing"),
    ("sirf naukri ki salary h aur do flat ka kiraya, kaunsa form bharu", "hinglish", "which_service", "itr-1-return-filing"),
    ("salary wale return ki date nikal gayi, income 4.5 lakh h, late fees kitni?", "hinglish", "penalty", "itr-1-return-filing"),
    ("सिर्फ़ तनख्वाह और बैंक का ब्याज है, कौन सा रिटर्न भरूँ?", "hi", "which_service", "itr-1-return-filing"),

    # --- itr-2-return-filing ---
    ("sold some shares at a short term profit this year on top of my salary — which form now?", "en", "which_service", "itr-2-return-filing"),
    ("moved to Dubai last year but my Noida flat is still on rent", "en", "which_service", "itr-2-return-filing"),
    ("got RSUs from my US employer and a bank a/c abroad, what do i file", "en", "which_service", "itr-2-return-filing"),
    ("crypto gains + salary, file by when?", "en", "deadline", "itr-2-return-filing"),
    ("salary + mutual fund bech ke profit + ek plot becha, kaunsa form", "hinglish", "which_service", "itr-2-return-filing"),
    ("income 60 lakh h sirf salary se, simple wala form chalega?", "hinglish", "eligibility", "itr-2-return-filing"),
    ("मैंने इस साल पुश्तैनी ज़मीन बेची है और नौकरी भी करता हूँ, कौन सा फॉर्म लगेगा?", "hi", "which_service", "itr-2-return-filing"),
    ("विदेश में रहता हूँ, भारत में सिर्फ़ किराया और ब्याज आता है — रिटर्न कौन सा?", "hi", "which_service", "itr-2-return-filing"),

    # --- itr-3-return-filing ---
    ("I trade options on the side and have a day job. what return does that need", "en", "which_service", "itr-3-return-filing"),
    ("architect, full books of accounts, I claim actual expenses not a flat percent", "en", "which_service", "itr-3-return-filing"),
    ("my boutique made a loss this year and I keep proper accounts — which form shows that?", "en", "which_service", "itr-3-return-filing"),
    ("firm me partner hu, remuneration aur interest milta h, mera form kaunsa", "hinglish", "which_service", "itr-3-return-filing"),
    ("intraday me loss hua, aage carry forward karna h, last date kya", "hinglish", "deadline", "itr-3-return-filing"),
    ("डॉक्टर हूँ, क्लिनिक का पूरा हिसाब-किताब रखता हूँ, कौन सा रिटर्न भरना है?", "hi", "which_service", "itr-3-return-filing"),

    # --- itr-4-return-filing ---
    ("freelance writer, no books at all, just bank receipts of around 18L", "en", "which_service", "itr-4-return-filing"),
    ("I run a small tailoring shop, mostly cash, never kept accounts", "en", "which_service", "itr-4-return-filing"),
    ("youtube income abt 9 lakh, no accounts — can I just declare a fixed share as profit?", "en", "eligibility", "itr-4-return-filing"),
    ("consultant on the presumptive basis — the august date went by, what now", "en", "deadline", "itr-4-return-filing"),
    ("freelance graphic designer hu, koi khata nahi rakhta, receipts 20 lakh", "hinglish", "which_service", "itr-4-return-filing"),
    ("do tempo chalata hu maal dhone ke, hisaab kitaab nahi rakhta", "hinglish", "which_service", "itr-4-return-filing"),
    ("मैं घर से ट्यूशन पढ़ाती हूँ, कोई बहीखाता नहीं रखती, कौन सा फॉर्म?", "hi", "which_service", "itr-4-return-filing"),
    ("छोटी किराना दुकान है, हिसाब नहीं रखता, तय मुनाफ़ा मानकर भरना है", "hi", "which_service", "itr-4-return-filing"),

    # --- itr-5 / itr-6 / itr-7 ---
    ("our LLP needs its yearly tax return filed, which form is that even", "en", "which_service", "itr-5-return-filing"),
    ("partnership firm ka return, form konsa aur fees kitni", "hinglish", "which_service", "itr-5-return-filing"),
    ("हमारी एलएलपी का आयकर रिटर्न किस फॉर्म में जाएगा?", "hi", "which_service", "itr-5-return-filing"),
    ("pvt ltd, accounts audited — which return form does the company file?", "en", "which_service", "itr-6-return-filing"),
    ("company ka ITR late ho gaya, penalty kitni?", "hinglish", "penalty", "itr-6-return-filing"),
    ("कंपनी का आयकर रिटर्न भरवाना है, खर्च कितना और कितने दिन?", "hi", "price", "itr-6-return-filing"),
    ("we run a registered charitable trust for a school — what yearly tax filing is ours?", "en", "which_service", "itr-7-return-filing"),
    ("NGO section 8 company h, return kaunsa bharein", "hinglish", "which_service", "itr-7-return-filing"),
    ("मंदिर ट्रस्ट का सालाना रिटर्न किस फॉर्म में भरें?", "hi", "which_service", "itr-7-return-filing"),

    # --- itr-1-to-itr-7-return-filing ---
    ("wife has a salary, I freelance, dad gets pension — can you sort out which form each of us needs?", "en", "which_service", "itr-1-to-itr-7-return-filing"),
    ("pata nahi kaunsa ITR lagega, paisa alag alag jagah se aata h", "hinglish", "which_service", "itr-1-to-itr-7-return-filing"),

    # --- income-tax-e-filing ---
    ("missed the due date and the december window too. any way left to file?", "en", "deadline", "income-tax-e-filing"),
    ("how much to file my return and how long till the refund shows up?", "en", "price", "income-tax-e-filing"),
    ("return bhara tha par verify karna bhool gaya, 2 mahine ho gaye", "hinglish", "deadline", "income-tax-e-filing"),
    ("रिटर्न अपलोड कर दिया पर ई-वेरिफाई करना भूल गया, अब क्या होगा?", "hi", "deadline", "income-tax-e-filing"),

    # --- income-tax-notice ---
    ("got a tax dept notice, the reply date was yesterday — can I still respond?", "en", "deadline", "income-tax-notice"),
    ("notice says my return is defective — how many days to fix it and what docs?", "en", "deadline", "income-tax-notice"),
    ("income tax ka notice aaya tha, time pe jawab nahi diya, ab kya hoga", "hinglish", "penalty", "income-tax-notice"),
    ("आयकर नोटिस का जवाब देने की तारीख निकल गई, अब जुर्माना लगेगा क्या?", "hi", "penalty", "income-tax-notice"),

    # --- gst-lut-filing ---
    ("I do web dev for clients in Canada, paid in dollars — do I even add GST on those bills?", "en", "which_service", "gst-lut-filing"),
    ("we're a small BPO serving only UK clients, want our invoices to go out without IGST", "en", "which_service", "gst-lut-filing"),
    ("this year's export undertaking isn't in yet and we've already raised 3 export invoices, problem?", "en", "deadline", "gst-lut-filing"),
    ("foreign clients ko design ka kaam deta hu, invoice pe 18% lagana padega kya?", "hinglish", "which_service", "gst-lut-filing"),
    ("bina tax export karne wala undertaking kab tak dena hota h, har saal dena padta h?", "hinglish", "deadline", "gst-lut-filing"),
    ("मैं विदेशी क्लाइंट्स के लिए सॉफ्टवेयर बनाता हूँ, बिल पर जीएसटी लगाऊँ या कोई और तरीका है?", "hi", "which_service", "gst-lut-filing"),
    ("निर्यात वाला अंडरटेकिंग हर साल दोबारा भरना पड़ता है क्या?", "hi", "validity", "gst-lut-filing"),

    # --- gst-registration ---
    ("want to start selling on flipkart, they ask for a tax number even for tiny volumes", "en", "which_service", "gst-registration"),
    ("moving my handmade jewellery store onto meesho, what do i need first?", "en", "which_service", "gst-registration"),
    ("my turnover crossed 40L back in october and I still haven't registered. what's the damage?", "en", "penalty", "gst-registration"),
    ("amazon pe seller account banana h, bina gst ke chalega?", "hinglish", "eligibility", "gst-registration"),
    ("meesho pe kapde bechne h, registration me kitne din aur docs kya", "hinglish", "timeline", "gst-registration"),
    ("turnover limit 2 mahine pehle cross ho gayi, ab late registration pe penalty?", "hinglish", "penalty", "gst-registration"),
    ("फ्लिपकार्ट पर सामान बेचना शुरू करना है, पहले कौन सा पंजीकरण चाहिए?", "hi", "which_service", "gst-registration"),

    # --- gst-registration-and-filing ---
    ("new trading firm — tax number plus the first few returns, price and how long?", "en", "price", "gst-registration-and-filing"),

    # --- food-business-licence ---
    ("my mom makes pickles at home and wants to sell them at the weekend bazaar", "en", "which_service", "food-business-licence"),
    ("starting a home tiffin service for office goers, which registration do i need", "en", "which_service", "food-business-licence"),
    ("what's the govt fee and documents for a small home bakery registration", "en", "gov_fee", "food-business-licence"),
    ("ghar se cake bana ke insta pe bechna h, kaunsa licence", "hinglish", "which_service", "food-business-licence"),
    ("घर से नमकीन बनाकर बेचना है, कौन सा लाइसेंस चाहिए?", "hi", "which_service", "food-business-licence"),

    # --- small-business-registration ---
    ("bank said my workshop would get a cheaper loan if it was registered as a small enterprise", "en", "which_service", "small-business-registration"),
    ("chhote karobar wala sarkari certificate chahiye, free hota h kya?", "hinglish", "gov_fee", "small-business-registration"),
    ("सरकारी टेंडर में छोटे उद्योग वाली छूट चाहिए, कौन सा पंजीकरण?", "hi", "which_service", "small-business-registration"),

    # --- import-export-compliance-if-applicable ---
    ("first shipment of spices to the UK next month, what code do I need?", "en", "which_service", "import-export-compliance-if-applicable"),
    ("bahar se machine mangwani h, customs wala code chahiye?", "hinglish", "which_service", "import-export-compliance-if-applicable"),
    ("आयात-निर्यात कोड को हर साल अपडेट करना ज़रूरी है? भूल गए तो?", "hi", "validity", "import-export-compliance-if-applicable"),

    # --- professional-tax-registration ---
    ("we're in Maharashtra and just hired staff — is there some state tax to cut from their salaries?", "en", "which_service", "professional-tax-registration"),
    ("staff ki salary se katne wale state tax ka registration late ho gaya, penalty kitni", "hinglish", "penalty", "professional-tax-registration"),
    ("कर्मचारियों की तनख्वाह से राज्य वाला टैक्स काटना है, पंजीकरण कैसे होगा?", "hi", "process", "professional-tax-registration"),

    # --- other-licenses ---
    ("opening a salon in a rented shop — which local permits besides the tax stuff?", "en", "which_service", "other-licenses"),
    ("dukaan khol rahe, shop act wala registration kaise hota h", "hinglish", "process", "other-licenses"),
    ("नई दुकान के लिए नगर निगम का ट्रेड लाइसेंस चाहिए, कितने दिन लगेंगे?", "hi", "timeline", "other-licenses"),

    # --- trademark-objection ---
    ("examination report came on our brand 5 weeks ago and we never replied. is it dead?", "en", "deadline", "trademark-objection"),
    ("objection on my mark — how much to reply and how soon do i have to?", "en", "price", "trademark-objection"),
    ("objection ka reply 1 mahine me dena tha, miss ho gaya yaar", "hinglish", "deadline", "trademark-objection"),
    ("ब्रांड पर आपत्ति आई थी, एक महीने में जवाब नहीं दिया, अब आवेदन का क्या होगा?", "hi", "rejection", "trademark-objection"),

    # --- trademark-renewal ---
    ("our brand registration ran out 3 months ago — can we still extend it, and what's the extra?", "en", "deadline", "trademark-renewal"),
    ("registration lapsed about 10 months back, is the mark gone for good?", "en", "deadline", "trademark-renewal"),
    ("brand ka registration pichle mahine expire ho gaya, ab aage badhane pe extra charge lagega?", "hinglish", "penalty", "trademark-renewal"),
    ("ब्रांड नाम के पंजीकरण की अवधि चार महीने पहले खत्म हो गई, क्या अब भी आगे बढ़ सकती है?", "hi", "deadline", "trademark-renewal"),
    ("दस साल पूरे होने पर ब्रांड के पंजीकरण को आगे बढ़ाने की सरकारी फीस और समय दोनों बताइए", "hi", "gov_fee", "trademark-renewal"),

    # --- trademark-opposition ---
    ("someone opposed our mark, we got the notice 3 months ago and filed nothing. now?", "en", "deadline", "trademark-opposition"),
    ("journal me kisi ne humse milta julta naam daala h, rokna h", "hinglish", "which_service", "trademark-opposition"),
    ("किसी ने हमारे ब्रांड जैसे नाम के लिए आवेदन किया है और जर्नल में छप गया — विरोध की आखिरी तारीख क्या है?", "hi", "deadline", "trademark-opposition"),

    # --- tm-infringement-notice ---
    ("a shop down the road put up a board with our brand name on it, how do i make them stop", "en", "which_service", "tm-infringement-notice"),
    ("legal notice aaya h ki hamara naam unke brand jaisa h, kya karein", "hinglish", "process", "tm-infringement-notice"),

    # --- copyright-registration ---
    ("separately, the jingle we composed for the ad — can that be registered as ours too?", "en", "eligibility", "copyright-registration"),
    ("meri kavitaon ki kitaab pe apna haq sarkari record me darj karwana h, sarkari fees aur time batao", "hinglish", "gov_fee", "copyright-registration"),
    ("हमारे सॉफ्टवेयर के कोड पर अपना हक़ दर्ज करवाना है, कौन से दस्तावेज़ लगेंगे?", "hi", "documents", "copyright-registration"),

    # --- patent-registration ---
    ("and the mechanism inside, the actual way it works — is there separate protection for that part?", "en", "which_service", "patent-registration"),
    ("expo me product pehle hi dikha diya, ab bhi iske kaam karne ke tarike ki protection mil sakti h?", "hinglish", "eligibility", "patent-registration"),
    ("आविष्कार की फाइलिंग में कितना समय और कितना खर्च लगेगा?", "hi", "timeline", "patent-registration"),

    # --- ip-registration ---
    ("not sure if my thing needs a trademark, copyright or patent — can you tell me which?", "en", "which_service", "ip-registration"),
    ("नाम, लोगो, डिज़ाइन — किसके लिए कौन सी सुरक्षा लें, समझ नहीं आ रहा", "hi", "which_service", "ip-registration"),

    # --- trademark-certificate / transfer / expedited / usa / international / logo ---
    ("brand registered ho gaya, ab uska sarkari praman patra kaise milega", "hinglish", "process", "trademark-certificate"),
    ("the registration certificate shows our old address, can that be corrected?", "en", "process", "trademark-certificate"),
    ("we bought the brand off the old owner, how do we get it recorded in our name?", "en", "process", "trademark-transfer"),
    ("पिता के नाम वाला ट्रेडमार्क मेरे नाम पर करवाना है, कौन से कागज़ चाहिए?", "hi", "documents", "trademark-transfer"),
    ("launch is in 6 weeks, can the brand application be moved faster? cost?", "en", "timeline", "expedited-tm-registration"),
    ("we're going live on amazon.com too — do we need to register the brand over there?", "en", "which_service", "usa-trademark-registration"),
    ("US me brand register karna h, kitna kharcha", "hinglish", "price", "usa-trademark-registration"),
    ("also want the name protected in UAE, UK and Singapore in one go", "en", "which_service", "international-trademark"),
    ("एक ही आवेदन से कई देशों में ब्रांड सुरक्षित हो सकता है?", "hi", "eligibility", "international-trademark"),
    ("we don't even have a brand mark drawn yet — can you design one that'll actually get registered?", "en", "which_service", "logo-designing"),
    ("brand ka nishan banwana h jo registration me reject na ho, kitna lagega", "hinglish", "price", "logo-designing"),

    # --- design-objection / copyright-objection / trademark-rectification ---
    ("examiner raised issues on our chair-shape application 2 months back and we never responded. still time?", "en", "deadline", "design-objection"),
    ("लैंप के रूप-आकार वाले आवेदन पर जांच रिपोर्ट आई है, जवाब की अंतिम तिथि क्या है?", "hi", "deadline", "design-objection"),
    ("meri kitaab ke ownership wali application pe discrepancy letter aaya tha, reply late ho gaya", "hinglish", "deadline", "copyright-objection"),
    ("someone registered a mark years ago and never used it, and it's blocking ours", "en", "which_service", "trademark-rectification"),

    # --- company structures ---
    ("three of us want to raise VC money later — what do we register as?", "en", "which_service", "private-limited-company"),
    ("investors wali company banane me kitne din aur kitna kharcha", "hinglish", "timeline", "private-limited-company"),
    ("निवेशकों से पैसा लेना है, कौन सी कंपनी बनाएं?", "hi", "which_service", "private-limited-company"),
    ("two friends, want limited liability but fewer filings than a full company", "en", "which_service", "company-registration"),
    ("LLP banana h, docs kya kya?", "hinglish", "documents", "company-registration"),
    ("we want to run our NGO as a non-profit company — can donors get a tax benefit?", "en", "which_service", "section-8-company"),
    ("गैर-लाभकारी संस्था को कंपनी के रूप में पंजीकृत करना है", "hi", "which_service", "section-8-company"),
    ("hamare gaon ke 50 kisan milke company banana chahte h", "hinglish", "which_service", "producer-company"),
    ("want to start a mutual benefit society lending only among members", "en", "which_service", "nidhi-company"),
    ("हम सात लोग मिलकर कंपनी बनाकर आम जनता से शेयर लेना चाहते हैं", "hi", "which_service", "public-limited-company"),
    ("our Singapore parent wants an Indian subsidiary, how long does that take?", "en", "timeline", "foreign-company-registration"),
    ("aisi company jisme members ki liability unlimited ho, ye hoti kya h?", "hinglish", "definition", "unlimited-company"),

    # --- digital-signature-certificate ---
    ("my usb signing token expired last week and the ROC filing is due, how fast can I get a new one?", "en", "timeline", "digital-signature-certificate"),
    ("online signing wala token expire ho gaya, naya banwana h, kitne ka", "hinglish", "price", "digital-signature-certificate"),
    ("डिजिटल सिग्नेचर की वैधता कितने साल की होती है?", "hi", "validity", "digital-signature-certificate"),

    # --- 15ca-15cb / gst annual / cancellation / amendment / notice ---
    ("paying a software vendor in Ireland and the bank wants the CA cert plus form — how long?", "en", "timeline", "15ca-15cb-filing"),
    ("the yearly GST return date passed on 31 dec and we haven't filed. late fee?", "en", "penalty", "gst-annual-return-filing"),
    ("monthly wale to bhar diye, ab saal ka return bhi karna padega kya", "hinglish", "eligibility", "gst-annual-return-filing"),
    ("जीएसटी का सालाना रिटर्न देर से भरने पर रोज़ कितनी लेट फीस लगती है?", "hi", "penalty", "gst-annual-return-filing"),
    ("we shut the business months ago but never cancelled the GST, and returns are piling up", "en", "process", "gst-cancellation"),
    ("dukaan band kar di, gst number band karwana h, kitna kharcha aur time", "hinglish", "price", "gst-cancellation"),
    ("added a new godown across town — does the registration need updating, and by when?", "en", "eligibility", "gst-amendment"),
    ("नया पार्टनर जुड़ा है, जीएसटी में उसका नाम जुड़वाने के लिए कितने दिन की मोहलत है?", "hi", "deadline", "gst-amendment"),
    ("the gst notice gave 30 days and we're past it — can we still reply?", "en", "deadline", "gst-notice-reply"),
    ("gst notice ka reply time pe nahi diya, ab penalty lagegi kya", "hinglish", "penalty", "gst-notice-reply"),

    # --- business support ---
    ("my shop's turnover crossed the audit limit — do I need a tax audit, and by when?", "en", "eligibility", "business-tax-filing"),
    ("we keep missing due dates — can you just remind us before every tax filing?", "en", "which_service", "tax-compliance"),
    ("ek banda chahiye jo saari filings track kare, monthly charge kya h", "hinglish", "price", "dedicated-business-manager"),
    ("billing ka system chahiye jisme e-invoice seedha ban jaye", "hinglish", "which_service", "business-software"),
    ("a big client wants us to hold that international quality certificate before the tender — how long and how much?", "en", "timeline", "iso-certification"),

    # --- agreements ---
    ("also need something signed with our new distributor in Pune", "en", "which_service", "business-agreement"),
    ("we're launching our SaaS and need proper subscription terms for customers", "en", "which_service", "saas-agreement"),
    ("app development outsource kar rahe, code kiska hoga ye likhit me chahiye", "hinglish", "which_service", "technology-software-agreement"),
    ("hiring an outside firm for our bookkeeping, need a proper contract with them", "en", "which_service", "service-provider-contracts"),
    ("नए कर्मचारियों के लिए नियुक्ति पत्र बनवाने हैं", "hi", "which_service", "employer-and-worker-contracts"),
    ("we three cofounders need it in writing who owns what and what happens if one leaves", "en", "which_service", "partnership-and-ownership-contracts"),
    ("do dost milke dhandha kar rahe, likhit deed banwani h, stamp duty kitni lagegi", "hinglish", "gov_fee", "partnership-and-ownership-contracts"),
    ("दोस्त को उधार दे रहा हूँ, लिखित कागज़ चाहिए ताकि पैसा वापस मिले", "hi", "which_service", "financial-contracts"),
    ("someone wants to use our brand on their products and pay us a royalty", "en", "which_service", "licensing-and-ip-contracts"),
    ("freelancer ne logo banaya tha, uska copyright apne naam karwana h", "hinglish", "which_service", "intellectual-property-agreement"),
    ("signing an influencer for our launch campaign, need something in writing", "en", "which_service", "marketing-and-advertisement-agreement"),
    ("do companies ke beech pehle ek samjhauta patra sign karna h, ye binding hota h kya?", "hinglish", "definition", "mou"),
    ("दुकान किराये पर दे रहा हूँ, किरायानामा बनवाना है", "hi", "which_service", "real-estate-property-agreement"),
    ("want to gift my flat to my daughter, what deed is that?", "en", "which_service", "property-transfer-agreement"),
    ("a bulk supply order with a new buyer — need a proper purchase contract", "en", "which_service", "sales-purchase-contracts"),
    ("bhaiyon me dukaan aur ghar ka batwara aapsi sehmati se likhwana h", "hinglish", "which_service", "family-dispute-agreement"),
    ("others want to open outlets of my cafe under my name, how do i set the terms?", "en", "which_service", "franchise-agreement"),

    # --- round-13 second batch: more new needs, form choice, two-in-one, late ---
    ("btw we also have to pay a contractor in Germany next week — what will the bank want from us?", "en", "documents", "15ca-15cb-filing"),
    ("unrelated, but my brother's home bakery just got on swiggy — does he need some food number?", "en", "which_service", "food-business-licence"),
    ("how long does the food registration take for a cloud kitchen, and what does it cost?", "en", "timeline", "food-business-licence"),
    ("we make jam and the yearly food return that was due in may got missed", "en", "penalty", "food-business-licence"),
    ("one more — I sell crochet toys only thru my own insta, inside my state, well under 20L. need GST?", "en", "eligibility", "gst-registration"),
    ("separately, we're about to start supplying a buyer in another state — does that change things for GST even though we're tiny?", "en", "eligibility", "gst-registration"),
    ("docs + fees for the 15-digit tax number? sole prop, rented office?", "en", "documents", "gst-registration"),
    ("and after the company's formed, can you get us on GST and run the returns for the first couple of months?", "en", "which_service", "gst-registration-and-filing"),
    ("we've started exporting handicrafts — what do we file so IGST isn't paid upfront?", "en", "which_service", "gst-lut-filing"),
    ("last year's export undertaking ran out in march, do we redo it?", "en", "validity", "gst-lut-filing"),
    ("salary, a fixed deposit and a bit of dividend, that's it. cost to file, and which form?", "en", "price", "itr-1-return-filing"),
    ("came back to India this year after 6 yrs in Canada, still have my account there", "en", "which_service", "itr-2-return-filing"),
    ("salary plus long term gains of about 3 lakh on equity funds — which return?", "en", "which_service", "itr-2-return-filing"),
    ("home-based CA practice, receipts 40L, I'd rather not maintain books — is that allowed?", "en", "eligibility", "itr-4-return-filing"),
    ("we're a partnership firm running two goods trucks, want to show fixed income per truck. which return?", "en", "which_service", "itr-4-return-filing"),
    ("salaried but I also sell on amazon and my CA keeps full accounts for that", "en", "which_service", "itr-3-return-filing"),
    ("F&O turnover is huge this yr — do I need an audit, and by what date?", "en", "eligibility", "itr-3-return-filing"),
    ("missed last year's filing completely and the belated date's gone too — can I still file some updated return?", "en", "deadline", "income-tax-e-filing"),
    ("filed my return but left out some interest income, can I revise it, and till when?", "en", "eligibility", "income-tax-e-filing"),
    ("our auditor is running late and the company's return date is close — what does filing late cost us?", "en", "penalty", "itr-6-return-filing"),
    ("our trust didn't file its return last year, will we lose the exemption?", "en", "penalty", "itr-7-return-filing"),
    ("btw the logo on our shop board, can I protect it along with the name?", "en", "eligibility", "trademark-registration"),
    ("roughly what does a trademark cost and how long does it take?", "en", "price", "trademark-registration"),
    ("our mark got registered in 2015 — when does it run out, and can I renew early?", "en", "validity", "trademark-renewal"),
    ("after our reply they sent a hearing notice and the date went by while I was in hospital", "en", "deadline", "trademark-hearing"),
    ("hearing's done and they refused the mark anyway. can we appeal?", "en", "rejection", "trademark-hearing"),
    ("also, the print on our saree range — can that be locked so others can't copy it?", "en", "which_service", "design-registration"),
    ("for the objection reply — what docs do you need from me, and what's your fee?", "en", "documents", "trademark-objection"),
    ("my single-owner company has grown and I want to bring in a cofounder. how does that work?", "en", "process", "one-person-company"),
    ("just me consulting, want to look bigger than a proprietor to clients — is there a company type for one person?", "en", "which_service", "one-person-company"),
    ("we also need a number for collecting tax at source on our scrap sales", "en", "which_service", "tan-registration"),
    ("that deduction number — is it a one-time thing or does it expire?", "en", "validity", "tan-registration"),
    ("filed the quarterly deduction statement but one vendor's PAN was wrong — how to correct it, and any fine?", "en", "process", "tds-return-filing"),
    ("car claim rejected, they say the driver's licence had lapsed on the day", "en", "rejection", "vehicle-insurance-claim"),
    ("the mediclaim rejection letter came 13 months ago — can I still go to the ombudsman?", "en", "deadline", "health-insurance-claim"),
    ("cashless denied for my wife's delivery — what do you charge to fight it, and how long?", "en", "price", "health-insurance-claim"),
    ("fire at our home 4 months ago and still no settlement. is there a time limit they must stick to?", "en", "timeline", "homeowner-property-damage-insurance-claim"),
    ("our shop's fire claim was only partly paid and the grievance got us nothing. ombudsman or court?", "en", "which_service", "legal-dispute-insurance-claim"),
    ("we hired staff in Karnataka — how soon after hiring do we have to register for that state salary tax?", "en", "deadline", "professional-tax-registration"),
    ("our small-enterprise certificate still shows last year's turnover, does it need updating every year?", "en", "validity", "small-business-registration"),
    ("also need the import-export code for our new trading co — how many days and what fee?", "en", "timeline", "import-export-compliance-if-applicable"),
    ("now that we're incorporated, who does the company's income tax filing and on what form?", "en", "which_service", "itr-6-return-filing"),
    ("never filed the year-end GST return for FY 23-24 — can it still go in?", "en", "deadline", "gst-annual-return-filing"),
    ("the director needs a signing token for the MCA forms — docs and price?", "en", "documents", "digital-signature-certificate"),
    ("aur haan, company ban jaye to gst ke monthly return bhi aap hi dekh lena", "hinglish", "which_service", "gst-return-filing"),
    ("sales wala return teen mahine se pending h, late fee kitni banegi", "hinglish", "penalty", "gst-return-filing"),
    ("ghar se achaar bechna shuru kiya h, pehle kaunsa registration lu", "hinglish", "which_service", "food-business-licence"),
    ("cloud kitchen ke liye food wala number, kitne din aur kitni fees", "hinglish", "timeline", "food-business-licence"),
    ("swiggy pe listing ke liye 14 digit number chahiye, docs kya lagenge", "hinglish", "documents", "food-business-licence"),
    ("freelancer hu, US client se dollar me paisa aata h, gst bharna padega?", "hinglish", "which_service", "gst-lut-filing"),
    ("export wala undertaking is saal bharna bhool gaye, ab IGST dena padega?", "hinglish", "deadline", "gst-lut-filing"),
    ("flipkart pe bechna h, turnover chhota h, fir bhi gst number?", "hinglish", "eligibility", "gst-registration"),
    ("15 digit wala tax number banwana h, docs aur fees dono batao", "hinglish", "documents", "gst-registration"),
    ("salary h aur ek ghar ka rent aata h, ITR kaunsa", "hinglish", "which_service", "itr-1-return-filing"),
    ("papa pension pe h, unka return kaunse form me jayega", "hinglish", "which_service", "itr-1-return-filing"),
    ("ITR ki date nikal gayi, income 3 lakh hi h, fir bhi fine lagega?", "hinglish", "penalty", "itr-1-return-filing"),
    ("shares bech ke profit hua aur salary bhi h, ITR kaunsa aur kitne ka", "hinglish", "which_service", "itr-2-return-filing"),
    ("NRI hu, india me sirf FD ka interest aata h, file karna zaroori h?", "hinglish", "eligibility", "itr-2-return-filing"),
    ("ek chhoti company me director hu, salary ke alawa kuch nahi, form kaunsa", "hinglish", "which_service", "itr-2-return-filing"),
    ("dukaan h, CA pura hisaab rakhta h, turnover 3 crore, kaunsa form", "hinglish", "which_service", "itr-3-return-filing"),
    ("F&O ka loss dikhana h, fees aur docs kya", "hinglish", "price", "itr-3-return-filing"),
    ("ghar pe tuition padhata hu, saal ke 10 lakh aate, simple form chalega?", "hinglish", "which_service", "itr-4-return-filing"),
    ("truck owner hu, 3 gaadi h, har gaadi pe fixed income dikhani h", "hinglish", "which_service", "itr-4-return-filing"),
    ("presumptive wala return late ho gaya, kitna fine", "hinglish", "penalty", "itr-4-return-filing"),
    ("LLP ka return kab tak bharna h aur kitna lagega", "hinglish", "deadline", "itr-5-return-filing"),
    ("trust ka return late ho gaya, exemption chali jayegi kya?", "hinglish", "penalty", "itr-7-return-filing"),
    ("ITR verify karne ka 30 din wala time nikal gaya, ab?", "hinglish", "deadline", "income-tax-e-filing"),
    ("belated return bhi nahi bhara, ab koi raasta h kya", "hinglish", "deadline", "income-tax-e-filing"),
    ("tax notice ka reply dena h, kitne din h aur aapki fees", "hinglish", "deadline", "income-tax-notice"),
    ("freelancer ko payment karte h, TDS kaatna padega? humare paas koi number nahi h", "hinglish", "which_service", "tan-registration"),
    ("tax kaatne wala number lene ke docs aur time batao", "hinglish", "documents", "tan-registration"),
    ("quarterly statement me ek vendor ka PAN galat chala gaya, correction kaise hogi", "hinglish", "process", "tds-return-filing"),
    ("brand ka logo bhi naam ke saath register ho sakta h kya", "hinglish", "eligibility", "trademark-registration"),
    ("brand ka naam register karne ka kharcha aur time dono batao", "hinglish", "price", "trademark-registration"),
    ("online store ka naam protect karna h, kya karna hoga", "hinglish", "which_service", "trademark-registration"),
    ("brand registration ki 10 saal wali validity 5 mahine pehle khatam ho gayi, dhyan hi nahi raha", "hinglish", "deadline", "trademark-renewal"),
    ("reply ke baad bhi examiner nahi maana, hearing pe hamari taraf se kaun jayega?", "hinglish", "process", "trademark-hearing"),
    ("hearing miss ho gayi, ab application ka kya hoga", "hinglish", "rejection", "trademark-hearing"),
    ("bottle ka shape naya h, copy rokni h, kaise", "hinglish", "which_service", "design-registration"),
    ("akela hu par company chahiye, kitna kharcha aayega", "hinglish", "price", "one-person-company"),
    ("mere alawa koi shareholder nahi hoga, kaunsi company banegi", "hinglish", "which_service", "one-person-company"),
    ("hospital ka claim reject hua, grievance bhi kar di, ombudsman tak kaise jaaye", "hinglish", "process", "health-insurance-claim"),
    ("cashless mana ho gaya, khud bill bhara, ab reimbursement ke docs aur time?", "hinglish", "documents", "health-insurance-claim"),
    ("bike ka claim reject, bole licence expire tha, grievance ke baad bhi wahi jawab", "hinglish", "process", "vehicle-insurance-claim"),
    ("papa ke jaane ke baad policy claim 3 mahine se pending, complaint kahan karein", "hinglish", "process", "life-insurance-claim"),
    ("salary se katne wala state ka tax har saal bharna hota h kya, is baar late ho gaya", "hinglish", "deadline", "professional-tax-registration"),
    ("import export wale code ka saalana update miss ho gaya, band ho gaya kya", "hinglish", "deadline", "import-export-compliance-if-applicable"),
    ("gst ka saal bhar wala summary return ki last date nikal gayi, late fee kitni", "hinglish", "penalty", "gst-annual-return-filing"),
    ("office ka address badal gaya, gst me kitne din me update karna h", "hinglish", "deadline", "gst-amendment"),
    ("product ke shape wali application pe aapatti aayi h, reply kitne din me dena hota h, aur fees?", "hinglish", "deadline", "design-objection"),
    ("chhote udyog wala sarkari certificate — docs aur fees dono?", "hinglish", "documents", "small-business-registration"),
    ("कंपनी बनने के बाद जीएसटी की हर महीने की फाइलिंग का खर्च कितना आएगा?", "hi", "price", "gst-return-filing"),
    ("मासिक टैक्स रिटर्न देर से भरने पर ब्याज और लेट फीस दोनों लगेंगे?", "hi", "penalty", "gst-return-filing"),
    ("घर से टिफ़िन सर्विस शुरू करनी है, कौन सा पंजीकरण और कितना खर्च?", "hi", "which_service", "food-business-licence"),
    ("विदेश के ग्राहकों को सेवाएं देता हूँ, बिना आईजीएसटी के बिल कैसे बनाऊँ?", "hi", "process", "gst-lut-filing"),
    ("अमेज़न पर बेचने के लिए टैक्स नंबर ज़रूरी है क्या?", "hi", "eligibility", "gst-registration"),
    ("पेंशन और एफडी का ब्याज है — कौन सा फॉर्म और आखिरी तारीख क्या?", "hi", "which_service", "itr-1-return-filing"),
    ("शेयर बेचकर मुनाफ़ा हुआ है, नौकरी भी है, कौन सा फॉर्म?", "hi", "which_service", "itr-2-return-filing"),
    ("एफ एंड ओ ट्रेडिंग करता हूँ, रिटर्न कौन सा भरूँ?", "hi", "which_service", "itr-3-return-filing"),
    ("फ्रीलांस अनुवाद का काम करता हूँ, बहीखाता नहीं रखता — तय प्रतिशत पर रिटर्न भर सकता हूँ?", "hi", "eligibility", "itr-4-return-filing"),
    ("आयकर रिटर्न की तारीख निकल गई, अब देर से भरें तो कितना जुर्माना?", "hi", "penalty", "income-tax-e-filing"),
    ("हमारी फर्म दफ़्तर का किराया देती है और टीडीएस काटना है, नंबर कैसे लें?", "hi", "process", "tan-registration"),
    ("हर तिमाही काटे गए टैक्स का ब्योरा भरने की आखिरी तारीख क्या है, और देर हो जाए तो?", "hi", "deadline", "tds-return-filing"),
    ("लोगो और नाम दोनों एक ही आवेदन में दर्ज हो सकते हैं?", "hi", "eligibility", "trademark-registration"),
    ("ब्रांड नाम दर्ज होने में कितना समय और कितना खर्च लगता है?", "hi", "timeline", "trademark-registration"),
    ("सुनवाई की तारीख निकल गई, हम पहुँच नहीं पाए, अब क्या?", "hi", "deadline", "trademark-hearing"),
    ("बोतल के आकार को सुरक्षित कराने की सरकारी फीस कितनी है?", "hi", "gov_fee", "design-registration"),
    ("मैं अकेला हूँ, फिर भी कंपनी बना सकता हूँ? खर्च कितना होगा?", "hi", "eligibility", "one-person-company"),
    ("स्वास्थ्य बीमा का क्लेम 30 दिन से ज़्यादा लटका है, क्या ब्याज मिलेगा?", "hi", "penalty", "health-insurance-claim"),
    ("बाइक चोरी का क्लेम खारिज हुआ, शिकायत के बाद भी नहीं माने", "hi", "process", "vehicle-insurance-claim"),
    ("तनख्वाह से कटने वाले राज्य कर का पंजीकरण देर से हुआ, जुर्माना कितना?", "hi", "penalty", "professional-tax-registration"),
    ("जीएसटी नंबर रद्द करवाने में कितना समय और खर्च?", "hi", "timeline", "gst-cancellation"),
    ("ब्रांड आवेदन पर आई आपत्ति का जवाब देने की फीस और ज़रूरी कागज़ बताइए", "hi", "price", "trademark-objection"),
]
