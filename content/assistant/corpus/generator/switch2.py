"""Train-only follow-ups that change who the visitor is, so the ITR form changes (context: an earlier ITR answer)."""
ITRS = ["itr-1-return-filing", "itr-2-return-filing", "itr-3-return-filing", "itr-4-return-filing", "itr-5-return-filing", "itr-6-return-filing", "itr-7-return-filing"]
SWITCH = [
 ({"en": ["and for an llp?", "what about our llp", "same question for llp"], "hinglish": ["llp ke liye kaunsa?", "aur llp ka form?"], "hi": ["एलएलपी के लिए कौन सा?", "और एलएलपी का फॉर्म?"]}, {"entity": "llp"}, "itr-5-return-filing"),
 ({"en": ["and for a partnership firm?", "what if it's a firm", "for my partnership business?"], "hinglish": ["partnership firm ho to?", "firm ke liye kaunsa"], "hi": ["पार्टनरशिप फर्म हो तो?", "फर्म के लिए कौन सा"]}, {"entity": "partnership"}, "itr-5-return-filing"),
 ({"en": ["and for my pvt ltd?", "for a private limited company?", "what about the company itself"], "hinglish": ["pvt ltd ke liye?", "company ka khud ka itr?"], "hi": ["प्राइवेट लिमिटेड के लिए?", "कंपनी का अपना आईटीआर?"]}, {"entity": "company"}, "itr-6-return-filing"),
 ({"en": ["and for our trust?", "what if it's an ngo trust", "for a charitable society?"], "hinglish": ["trust ke liye kaunsa?", "ngo ho to?"], "hi": ["ट्रस्ट के लिए कौन सा?", "एनजीओ हो तो?"]}, {"entity": "trust_ngo"}, "itr-7-return-filing"),
 ({"en": ["what if i only have salary", "and if it's just salary income?", "just salary, nothing else?"], "hinglish": ["sirf salary ho to?", "bas salary ho to kaunsa"], "hi": ["सिर्फ सैलरी हो तो?", "बस वेतन हो तो कौन सा"]}, {"income": ["salary"]}, "itr-1-return-filing"),
 ({"en": ["and if i sold shares too?", "i also sold a house this year", "what if there are capital gains"], "hinglish": ["share bhi beche hai to?", "is saal ghar bhi becha hai", "capital gain ho to?"], "hi": ["शेयर भी बेचे हैं तो?", "इस साल घर भी बेचा है", "कैपिटल गेन हो तो?"]}, {"income": ["capital_gains"]}, "itr-2-return-filing"),
 ({"en": ["what if i trade f&o as well", "i also do intraday", "and with business income?"], "hinglish": ["f&o bhi karta hu to?", "intraday bhi hai to", "business income bhi hai"], "hi": ["एफएंडओ भी करता हूं तो?", "इंट्राडे भी है तो", "बिज़नेस की आय भी है"]}, {"income": ["business"]}, "itr-3-return-filing"),
 ({"en": ["and for a freelancer under 44ada?", "what if i opt presumptive", "for a small shop under 44ad?"], "hinglish": ["44ada freelancer ho to?", "presumptive lu to kaunsa", "44ad wali dukan ke liye?"], "hi": ["44ADA फ्रीलांसर हो तो?", "प्रिज़म्प्टिव लूं तो कौन सा", "44AD वाली दुकान के लिए?"]}, {"income": ["presumptive"]}, "itr-4-return-filing"),
]
def build(r):
    out = []
    for texts, prof, slug in SWITCH:
        for lang, ts in texts.items():
            for t in ts:
                ctx = r.choice([s for s in ITRS if s != slug])
                out.append(dict(text=t, lang=lang, intent="which_service", service=None, context={"service": ctx, "intent": "which_service"}, expect_service=slug, profile=prof))
    return out
