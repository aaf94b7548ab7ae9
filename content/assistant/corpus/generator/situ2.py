"""Train-only situation questions: who the visitor is and what they earn or do -> the service they need."""
import random

# (description en, hinglish, hi, profile, itr slug)
ITR = [
 (["i get only salary", "salaried, just one job", "govt employee only salary income", "software engineer, salary only", "teacher with salary and bank interest"],
  ["sirf salary aati hai", "naukri karta hu bas salary", "sarkari naukri hai salary hi income", "salary aur bank ka interest hai bas"],
  ["सिर्फ सैलरी आती है", "नौकरी करता हूं बस वेतन", "सरकारी कर्मचारी हूं केवल वेतन", "वेतन और बैंक ब्याज है बस"],
  {"entity": "salaried", "income": ["salary"]}, "itr-1-return-filing"),
 (["retired, only pension", "pensioner with fd interest", "senior citizen, pension and savings interest"],
  ["retired hu pension aati hai", "pension aur fd ka byaj hai", "senior citizen hu sirf pension"],
  ["रिटायर हूं पेंशन आती है", "पेंशन और एफडी का ब्याज है", "वरिष्ठ नागरिक हूं केवल पेंशन"],
  {"entity": "senior_citizen", "income": ["pension"]}, "itr-1-return-filing"),
 (["salary and i sold shares this year", "job plus mutual fund redemption gains", "salary + short term capital gain from stocks", "sold a plot this year and have salary", "salaried with crypto gains"],
  ["salary ke saath share beche hai", "job hai aur mutual fund se profit hua", "zameen bechi hai is saal aur salary bhi", "salary aur stock market ka munafa"],
  ["सैलरी के साथ शेयर बेचे हैं", "नौकरी है और म्यूचुअल फंड से मुनाफा हुआ", "इस साल ज़मीन बेची और सैलरी भी है", "वेतन और शेयर बाजार का लाभ"],
  {"entity": "salaried", "income": ["salary", "capital_gains"]}, "itr-2-return-filing"),
 (["nri earning abroad with indian fd interest", "i live in dubai, have rent from a flat in india", "nri with capital gains in india"],
  ["nri hu india me fd ka interest aata hai", "dubai me rehta hu india me flat ka kiraya aata hai", "nri hu yaha share beche hai"],
  ["एनआरआई हूं भारत में एफडी ब्याज आता है", "विदेश में रहता हूं भारत में फ्लैट का किराया आता है"],
  {"entity": "nri"}, "itr-2-return-filing"),
 (["salary above 50 lakh", "ctc 60 lakh salary only", "salaried with foreign stocks (rsu)"],
  ["salary 60 lakh hai", "50 lakh se zyada salary hai", "videsh ke shares (rsu) hai salary ke saath"],
  ["वेतन 50 लाख से ज्यादा है", "सैलरी 60 लाख है", "विदेशी शेयर (आरएसयू) हैं वेतन के साथ"],
  {"entity": "salaried", "income": ["salary"]}, "itr-2-return-filing"),
 (["i do intraday and f&o trading", "proprietor with audited books", "consultant with income above the presumptive limit, keeping books", "partner in a firm getting remuneration", "salary plus futures and options loss"],
  ["intraday aur f&o trading karta hu", "dukan hai books maintain karta hu audit hota hai", "firm me partner hu remuneration milta hai", "salary ke saath f&o me loss hua"],
  ["इंट्राडे और एफएंडओ ट्रेडिंग करता हूं", "दुकान है, खाते रखता हूं और ऑडिट होता है", "फर्म में पार्टनर हूं पारिश्रमिक मिलता है", "सैलरी के साथ एफएंडओ में घाटा हुआ"],
  {"income": ["business"]}, "itr-3-return-filing"),
 (["small shop turnover 30 lakh under 44ad", "freelance developer under 44ada", "truck owner with 3 trucks 44ae", "tuition teacher presumptive income", "doctor opting presumptive 44ada"],
  ["chhoti dukan hai 30 lakh turnover 44ad", "freelancer developer hu 44ada", "3 truck hai mere 44ae", "tuition padhata hu presumptive income"],
  ["छोटी दुकान है 30 लाख टर्नओवर 44AD", "फ्रीलांस डेवलपर हूं 44ADA", "मेरे 3 ट्रक हैं 44AE", "ट्यूशन पढ़ाता हूं प्रिज़म्प्टिव आय"],
  {"entity": "individual", "income": ["business", "presumptive"]}, "itr-4-return-filing"),
 (["we are a partnership firm", "a registered partnership business", "family partnership firm running a shop"],
  ["hamari partnership firm hai", "partnership me dukan chalate hai"],
  ["हमारी पार्टनरशिप फर्म है", "साझेदारी में दुकान चलाते हैं"],
  {"entity": "partnership"}, "itr-5-return-filing"),
 (["our llp", "an llp with two designated partners", "my consulting llp"],
  ["hamari llp hai", "do partner wali llp"],
  ["हमारी एलएलपी है", "दो पार्टनर वाली एलएलपी"],
  {"entity": "llp"}, "itr-5-return-filing"),
 (["our private limited company", "a company with no revenue this year", "our startup pvt ltd with losses"],
  ["hamari pvt ltd company", "company me is saal koi income nahi"],
  ["हमारी प्राइवेट लिमिटेड कंपनी", "कंपनी में इस साल कोई आय नहीं"],
  {"entity": "company"}, "itr-6-return-filing"),
 (["our charitable trust", "a registered society running a school", "a temple trust", "our section 8 company claiming exemption"],
  ["hamara charitable trust hai", "school chalane wali society", "mandir ka trust hai"],
  ["हमारा धर्मार्थ ट्रस्ट है", "स्कूल चलाने वाली सोसाइटी", "मंदिर का ट्रस्ट है"],
  {"entity": "trust_ngo"}, "itr-7-return-filing"),
]
ASK_ITR = {"en": ["{d}, which itr?", "{d} - which itr form do i file", "{d}. what return form applies", "which itr for me? {d}", "{d}, itr form?", "{d} which itr should i use"],
           "hinglish": ["{d}, kaunsa itr bharu", "{d} to itr konsa lagega", "{d} - itr form kaunsa hai", "mera case: {d}, kaunsa itr", "{d}, kis form me return file karu"],
           "hi": ["{d}, कौन सा आईटीआर भरूं", "{d} तो कौन सा आईटीआर फॉर्म", "{d}, रिटर्न किस फॉर्म में भरूं", "मेरा मामला: {d}, कौन सा ITR"]}

# business situations -> registration / licence
BIZ = [
 (["i sell clothes on meesho", "selling handmade jewellery on etsy and amazon", "online store on shopify selling to other states"],
  ["meesho pe kapde bechta hu", "amazon flipkart pe saman bechna hai"],
  ["मीशो पर कपड़े बेचता हूं", "अमेज़न फ्लिपकार्ट पर सामान बेचना है"],
  {"activity": "ecommerce"}, "gst-registration", {"en": ["do i need gst", "gst lena padega?", "is gst required"], "hinglish": ["gst lena padega kya", "gst number chahiye kya"], "hi": ["जीएसटी लेना पड़ेगा क्या", "जीएसटी नंबर चाहिए क्या"]}),
 (["starting a tiffin service from home", "opening a small restaurant", "selling homemade pickles", "want to start a tea stall", "running a bakery"],
  ["ghar se tiffin service shuru kar raha hu", "chhota restaurant kholna hai", "ghar ka achaar bechna hai", "chai ki tapri kholni hai"],
  ["घर से टिफिन सर्विस शुरू कर रहा हूं", "छोटा रेस्टोरेंट खोलना है", "घर का अचार बेचना है", "चाय की दुकान खोलनी है"],
  {"activity": "food"}, "food-business-licence", {"en": ["what licence do i need", "which food registration", "what permit"], "hinglish": ["kaunsa license chahiye", "kya registration lagega"], "hi": ["कौन सा लाइसेंस चाहिए", "क्या रजिस्ट्रेशन लगेगा"]}),
 (["want to import electronics from china", "exporting rice to nepal", "starting a garment export business", "buying machines from germany for my factory"],
  ["china se electronics import karna hai", "chawal export karna hai", "kapdon ka export business shuru karna hai"],
  ["चीन से इलेक्ट्रॉनिक्स आयात करना है", "चावल निर्यात करना है", "कपड़ों का निर्यात शुरू करना है"],
  {"activity": "import_export"}, "import-export-compliance-if-applicable", {"en": ["what registration first", "what code do i need", "which licence"], "hinglish": ["kya registration chahiye", "kaunsa code lena hoga"], "hi": ["कौन सा रजिस्ट्रेशन चाहिए", "कौन सा कोड लेना होगा"]}),
 (["two friends starting a tech startup and raising seed money", "want to issue shares to angel investors", "planning esops for employees"],
  ["do dost startup shuru kar rahe investor se paisa lena hai", "angel investor ko share dene hai"],
  ["दो दोस्त स्टार्टअप शुरू कर रहे हैं, निवेश लेना है", "निवेशकों को शेयर देने हैं"],
  {"entity": "startup"}, "private-limited-company", {"en": ["which company type", "what structure should we register"], "hinglish": ["kaunsi company banaye", "kya register karwaye"], "hi": ["कौन सी कंपनी बनाएं", "क्या रजिस्टर कराएं"]}),
 (["i run a small factory and want collateral free loans", "manufacturing unit wants msme benefits", "supplier wants payment within 45 days from buyers"],
  ["chhoti factory hai loan me fayda chahiye", "msme ke benefits lene hai"],
  ["छोटी फैक्ट्री है लोन में लाभ चाहिए", "एमएसएमई के लाभ लेने हैं"],
  {"activity": "manufacturing"}, "small-business-registration", {"en": ["what should i register", "which registration helps"], "hinglish": ["kya registration karu", "kaunsa certificate lu"], "hi": ["क्या रजिस्ट्रेशन कराऊं", "कौन सा सर्टिफिकेट लूं"]}),
 (["hired my first 5 employees in karnataka", "paying salaries to staff in west bengal", "my shop has 3 workers in maharashtra"],
  ["karnataka me 5 log rakhe hai", "bengal me staff ko salary deta hu"],
  ["कर्नाटक में 5 कर्मचारी रखे हैं", "बंगाल में स्टाफ को वेतन देता हूं"],
  {"activity": "services"}, "professional-tax-registration", {"en": ["which state tax registration", "what tax registration for salaries"], "hinglish": ["kaunsa tax registration", "salary pe kaunsa tax"], "hi": ["कौन सा कर पंजीकरण", "वेतन पर कौन सा टैक्स"]}),
 (["company paying contractors and deducting tds", "starting to deduct tds on salaries"],
  ["contractor ko payment pe tds katna hai", "salary pe tds kaatna shuru karna hai"],
  ["ठेकेदार को भुगतान पर टीडीएस काटना है", "वेतन पर टीडीएस काटना शुरू करना है"],
  {}, "tan-registration", {"en": ["what number do i need first", "what do i apply for"], "hinglish": ["pehle kya lena hoga", "kaunsa number chahiye"], "hi": ["पहले क्या लेना होगा", "कौन सा नंबर चाहिए"]}),
 (["i export it services to a us client without igst", "export of goods without paying gst", "zero-rated supply to a uk client"],
  ["us client ko service export karta hu bina igst", "bina gst ke export karna hai"],
  ["अमेरिकी क्लाइंट को सेवा निर्यात करता हूं बिना आईजीएसटी", "बिना जीएसटी के निर्यात करना है"],
  {"activity": "software"}, "gst-lut-filing", {"en": ["what do i file", "which form for this"], "hinglish": ["kya file karna hoga", "kaunsa form"], "hi": ["क्या फाइल करना होगा", "कौन सा फॉर्म"]}),
 (["paying a foreign freelancer 8 lakh", "sending royalty to a uk company", "remitting consultancy fee to a us firm"],
  ["videshi freelancer ko 8 lakh dena hai", "uk company ko royalty bhejni hai"],
  ["विदेशी फ्रीलांसर को 8 लाख देने हैं", "यूके कंपनी को रॉयल्टी भेजनी है"],
  {"activity": "import_export"}, "15ca-15cb-filing", {"en": ["which forms do i need", "what must i file before paying"], "hinglish": ["kaunse form chahiye", "bhejne se pehle kya file kare"], "hi": ["कौन से फॉर्म चाहिए", "भेजने से पहले क्या फाइल करें"]}),
 (["i want to open a clothing shop in my town", "starting a salon", "opening a medical store", "opening a gym"],
  ["sheher me kapdon ki dukan kholni hai", "salon shuru karna hai", "gym kholna hai"],
  ["शहर में कपड़ों की दुकान खोलनी है", "सैलून शुरू करना है", "जिम खोलना है"],
  {"entity": "proprietor"}, "other-licenses", {"en": ["what local licences", "which shop licence"], "hinglish": ["kaunse local license", "dukan ka kaunsa license"], "hi": ["कौन से स्थानीय लाइसेंस", "दुकान का कौन सा लाइसेंस"]}),
 (["i made a new brand name for my tea", "launching a clothing label", "my app needs its name protected"],
  ["chai ka naya brand naam banaya hai", "kapdon ka label launch kar raha hu"],
  ["चाय का नया ब्रांड नाम बनाया है", "कपड़ों का लेबल लॉन्च कर रहा हूं"],
  {}, "trademark-registration", {"en": ["how do i protect it", "what should i register"], "hinglish": ["kaise protect karu", "kya register karu"], "hi": ["कैसे सुरक्षित करूं", "क्या रजिस्टर करूं"]}),
 (["i wrote a software program", "composed a song", "made an online course video series"],
  ["maine software banaya hai", "gaana likha hai", "online course ki videos banayi"],
  ["मैंने सॉफ्टवेयर बनाया है", "गाना लिखा है", "ऑनलाइन कोर्स के वीडियो बनाए"],
  {}, "copyright-registration", {"en": ["how to protect it", "what registration"], "hinglish": ["protect kaise kare", "kya registration"], "hi": ["सुरक्षित कैसे करें", "कौन सा रजिस्ट्रेशन"]}),
]

def build(rng):
    out = []
    for en, hl, hi, prof, slug in ITR:
        for lang, ds in (("en", en), ("hinglish", hl), ("hi", hi)):
            for d in ds:
                for t in rng.sample(ASK_ITR[lang], 2):
                    out.append((t.format(d=d), lang, slug, prof))
    for en, hl, hi, prof, slug, asks in BIZ:
        for lang, ds in (("en", en), ("hinglish", hl), ("hi", hi)):
            for d in ds:
                for a in rng.sample(asks[lang], min(2, len(asks[lang]))):
                    sep = ", " if lang != "hi" else ", "
                    out.append((d + sep + a, lang, slug, prof))
    return out
