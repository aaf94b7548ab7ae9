"""Train-only round 6 (a-understand, decision 160): every service by every way visitors name it.

For each of the 81 services: its names (services.py, services_extra.py and NAMES6 below), seeded typos
of each Latin name (drop, swap or double a letter), inside short phone-style frames in en, hinglish and
hi; "how many" questions that ask about time or people, not money; messages where our fee is asked next
to another subject (the fee wins); and follow-ups that name no service. Written from scratch in our own
words, never from the test split or the held-out set. gen.py appends them last with their own seed."""

# More train-only names: everyday words and abbreviations the earlier lists lacked.
NAMES6 = {
    "business-agreement": (["nda", "non disclosure agreement", "confidentiality agreement", "nda drafting", "joint venture agreement", "vendor terms"],
                           ["एनडीए", "गोपनीयता अनुबंध", "नॉन डिस्क्लोजर एग्रीमेंट"]),
    "international-trademark": (["brand abroad", "brand in other countries", "register my brand outside india", "trademark abroad", "trademark in other countries", "brand protection outside india", "foreign trademark filing", "worldwide trademark", "madrid trademark"],
                                ["विदेश में ट्रेडमार्क", "दूसरे देशों में ट्रेडमार्क"]),
    "real-estate-property-agreement": (["rent agreement", "rental agreement", "rent agrement", "leave and licence agreement", "tenancy agreement", "flat sale agreement", "lease agreement"],
                                       ["किरायानामा", "रेंट एग्रीमेंट", "किराया एग्रीमेंट", "लीज एग्रीमेंट"]),
    "private-limited-company": (["pvt ltd", "pvt. ltd.", "private company", "pvt company", "private limited"], ["प्राइवेट कंपनी", "पीवीटी लिमिटेड कंपनी"]),
    "one-person-company": (["opc", "opc company", "one man company"], ["ओपीसी", "ओपीसी रजिस्ट्रेशन", "ओपीसी कंपनी"]),
    "trademark-registration": (["tm", "trademark", "trademark filing", "tm application", "brand registration", "trademark apply"],
                               ["ट्रेडमार्क", "टीएम", "ब्रांड रजिस्ट्रेशन", "ट्रेडमार्क आवेदन"]),
    "itr-1-return-filing": (["itr1", "itr 1 form", "sahaj form"], ["आईटीआर1", "आईटीआर 1 फॉर्म"]),
    "tan-registration": (["tan", "tan apply", "new tan"], ["टैन", "टैन आवेदन"]),
    "gst-amendment": (["gst address change", "change address in gst", "gst details change", "gst me address change", "gst me naam badalna", "add partner in gst"],
                      ["जीएसटी में पता बदलना", "जीएसटी में बदलाव"]),
    "gst-cancellation": (["close gst number", "gst band karna", "gst number band", "surrender gst", "cancel my gst"], ["जीएसटी बंद करना", "जीएसटी नंबर बंद"]),
    "gst-registration": (["gst registration", "gst lena", "gst number apply"], ["जीएसटी नंबर", "जीएसटी लेना"]),
}

# A bare generic name means the base service, whatever is asked; a variant needs its own word (abroad, USA,
# fast track, objection…). Each generic name is put in every kind of question below.
GENERIC = {
    "trademark-registration": (["trademark", "tm", "trade mark", "trademak", "tradmark", "my brand name"], ["ट्रेडमार्क", "टीएम"]),
    "company-registration": (["company", "new company", "compny", "llp", "an llp"], ["कंपनी", "नई कंपनी"]),
    "copyright-registration": (["copyright", "copywrite"], ["कॉपीराइट"]),
    "patent-registration": (["patent", "patant"], ["पेटेंट"]),
    "design-registration": (["design registration", "product design"], ["डिज़ाइन रजिस्ट्रेशन"]),
    "food-business-licence": (["fssai", "food licence"], ["एफएसएसएआई"]),
    "import-export-compliance-if-applicable": (["iec", "import export code"], ["आईईसी"]),
    "digital-signature-certificate": (["dsc", "digital signature"], ["डीएससी"]),
}
MORE = {
    "validity": {"en": ["{s} validity", "how long is {s} valid", "{s} expiry"], "hinglish": ["{s} kitne saal valid", "{s} ki validity kitni", "{s} kab expire hota"],
                 "hi": ["{s} कितने साल वैध", "{s} की वैधता", "{s} कब खत्म होता है"]},
    "rejection": {"en": ["{s} rejected what now", "{s} application refused"], "hinglish": ["{s} reject ho gaya ab kya", "{s} ki application reject hui"],
                  "hi": ["{s} रिजेक्ट हो गया अब क्या करें", "{s} का आवेदन खारिज"]},
    "definition": {"en": ["what is {s}", "{s} meaning"], "hinglish": ["{s} kya hota hai", "{s} ka matlab"], "hi": ["{s} क्या होता है", "{s} का मतलब"]},
    "gov_fee": {"en": ["{s} government fee", "{s} official fee"], "hinglish": ["{s} ki sarkari fees", "{s} ka govt charge"], "hi": ["{s} की सरकारी फीस", "{s} का सरकारी शुल्क"]},
}

COMPANY = ["company-registration", "private-limited-company", "one-person-company", "public-limited-company", "section-8-company",
           "producer-company", "nidhi-company", "unlimited-company", "foreign-company-registration"]

# Short frames per intent: what a visitor types on a phone, a name and one or two words.
FRAMES = {
    "price": {
        "en": ["{s} price", "{s} charges?", "{s} how much", "cost of {s}", "{s} rate", "what's the fee for {s}", "{s} fees pls"],
        "hinglish": ["{s} ka kitna lagega", "{s} ka kharcha", "{s} ki fees kya hai", "{s} kitne ka padega", "{s} ka kitna paisa", "{s} karwane ka charge", "{s} kholne ka kharcha"],
        "hi": ["{s} का खर्च", "{s} की फीस", "{s} कितने का पड़ेगा", "{s} के कितने पैसे लगेंगे", "{s} का चार्ज"]},
    "documents": {
        "en": ["{s} docs", "{s} documents needed", "papers for {s}", "{s} document list"],
        "hinglish": ["{s} ke docs", "{s} ke liye kya kya chahiye", "{s} ke kagaz", "{s} me kitne documents lagte"],
        "hi": ["{s} के कागज", "{s} के लिए कौन से दस्तावेज", "{s} के डॉक्यूमेंट"]},
    "timeline": {
        "en": ["{s} how many days", "{s} time taken", "how fast is {s}"],
        "hinglish": ["{s} me kitne din", "{s} kitne din me hoga", "{s} me kitna time lagta", "{s} kab tak ho jayega"],
        "hi": ["{s} में कितने दिन", "{s} कितने दिन में होगा", "{s} में कितना समय"]},
    "process": {
        "en": ["{s} steps", "how to do {s}", "{s} procedure"],
        "hinglish": ["{s} kaise hota hai", "{s} ka process", "{s} kaise karein"],
        "hi": ["{s} कैसे होता है", "{s} की प्रक्रिया", "{s} कैसे करें"]},
    "eligibility": {
        "en": ["who can apply for {s}", "{s} eligibility", "is {s} compulsory for me"],
        "hinglish": ["{s} kaun le sakta hai", "{s} zaroori hai kya", "{s} ke liye eligible kaun"],
        "hi": ["{s} कौन ले सकता है", "{s} ज़रूरी है क्या", "{s} के लिए कौन पात्र है"]},
}

# "How many people" questions are eligibility (company-type services only).
COUNT = {
    "en": ["how many directors for {s}", "minimum members for {s}", "how many people do i need for {s}", "{s} how many shareholders needed"],
    "hinglish": ["{s} ke liye kitne directors chahiye", "{s} me kitne members hone chahiye", "{s} ke liye kitne log lagte", "{s} me minimum kitne shareholder"],
    "hi": ["{s} के लिए कितने डायरेक्टर चाहिए", "{s} में कितने सदस्य चाहिए", "{s} के लिए कितने लोग चाहिए", "{s} में कम से कम कितने निदेशक"],
}

# More "how many" that are not money: how often (the due dates), how many years (validity), how many may join.
HOW_OFTEN = {
    "en": ["how often do i file {s}", "{s} is monthly or quarterly?", "how many times a year is {s} due", "{s} frequency"],
    "hinglish": ["{s} kitni baar bharna hota hai", "saal me kitni baar {s}", "{s} har mahine ya teen mahine me", "{s} kitni baar file karna padta"],
    "hi": ["{s} साल में कितनी बार भरना होता है", "{s} कितनी बार फाइल करना पड़ता है", "{s} हर महीने या तिमाही"],
}
HOW_MANY_YEARS = {
    "en": ["{s} is given for how many years", "how many years does {s} last", "{s} good for how many years"],
    "hinglish": ["{s} kitne saal ka milta hai", "{s} kitne saal ke liye hota hai", "{s} kitne saal tak chalega"],
    "hi": ["{s} कितने साल के लिए मिलता है", "{s} कितने साल तक चलता है", "{s} कितने साल का होता है"],
}
HOW_MANY_JOIN = {
    "en": ["how many partners can {s} have", "maximum members in {s}", "{s} can have how many owners"],
    "hinglish": ["{s} me kitne member hote hai", "{s} me kitne partner ho sakte", "{s} me maximum kitne log", "{s} me kitne directors ho sakte hai"],
    "hi": ["{s} में कितने सदस्य हो सकते हैं", "{s} में अधिकतम कितने लोग", "{s} में कितने पार्टनर हो सकते हैं"],
}
JOIN = COMPANY + ["partnership-and-ownership-contracts"]

# Our fee asked beside another subject: the fee wins. ("Is the government fee included in X's price?" is read by
# a rule in state.ts, so the government-fee words are not taught as price here.)
OUR_FEE = {
    "en": ["{s} got rejected, what is your fee to handle it", "stuck with {s}, what do you charge", "{s} is late already, how much will you take",
           "{s} problem, your charges?"],
    "hinglish": ["{s} reject ho gaya, aapki fees kitni", "{s} me dikkat hai, aap kitna charge karte ho", "{s} late ho gaya aap kitna loge",
                 "{s} ke kaam ke liye aap kya charge karoge"],
    "hi": ["{s} रिजेक्ट हो गया, आपकी फीस कितनी है", "{s} में दिक्कत है, आप कितना लेते हैं",
           "{s} लेट हो गया, आपका चार्ज कितना"],
}

# Follow-ups that name no service: (intent, lang, text). The earlier turn's service stays.
FOLLOW = [
    ("deadline", "en", "anything to file every year after this"), ("deadline", "en", "any yearly filing after that?"),
    ("deadline", "en", "what do i have to do each year"), ("deadline", "hinglish", "har saal kuch bharna padta hai kya"),
    ("deadline", "hinglish", "iske baad yearly kya karna hota"), ("deadline", "hi", "इसके बाद हर साल क्या करना होता है"),
    ("validity", "en", "for how many years is it good"), ("validity", "hinglish", "iski validity kitne saal"),
    ("validity", "hinglish", "kitne saal chalega ye"), ("validity", "hi", "यह कितने साल चलेगा"), ("validity", "hi", "इसकी वैधता कितनी"),
    ("price", "en", "is that free"), ("price", "en", "do you do it for free"), ("price", "hinglish", "ye free hai kya"),
    ("price", "hinglish", "iska kuch paisa lagta hai?"), ("price", "hi", "क्या यह मुफ्त है"), ("price", "hi", "इसका कोई पैसा लगता है"),
    ("price", "en", "and what do you charge for it"), ("price", "hinglish", "aap iske kitne loge"),
    ("timeline", "hinglish", "kitne din me ho jata hai ye"), ("timeline", "hi", "इसमें कितने दिन लगते"),
    ("eligibility", "hinglish", "isme kitne members chahiye"), ("eligibility", "en", "how many directors does it need"),
]


def typos(name, r, typo, n=2):
    """Up to n names with one long word misspelt (seeded): drop, swap or double a letter."""
    words = name.split(" ")
    longs = [i for i, w in enumerate(words) if len(w) >= 5 and w.isascii() and w.isalpha()]
    out = []
    for _ in range(n):
        if not longs:
            break
        i = r.choice(longs)
        t = typo(words[i], r)
        if t != words[i]:
            out.append(" ".join(words[:i] + [t] + words[i + 1:]))
    return out


# How Hindi is often mistyped on a phone: long and short vowel signs swapped, श/स and ण/न confused, a
# conjunct split. One is applied to a Devanagari name to make a train-only variant of it.
DEVA_SLIPS = [("ी", "ि"), ("ि", "ी"), ("ू", "ु"), ("ु", "ू"), ("श", "स"), ("ण", "न"), ("ट्र", "टर"), ("ं", "न"), ("ॉ", "ो"), ("े", "ै")]


def deva_slip(name, r):
    """The name with one common phone slip, or None when none applies."""
    options = [(a, b) for a, b in DEVA_SLIPS if a in name]
    if not options:
        return None
    a, b = r.choice(options)
    return name.replace(a, b, 1)


def build(r, S, S_EXTRA, typo, noise):
    """Items for the train split: dicts for Out.add."""
    from tpl2 import FILINGS, VALIDITY, REJECT, GOVFEE
    fits = {"validity": VALIDITY, "rejection": REJECT, "gov_fee": GOVFEE}
    items = []
    for slug in sorted(S):
        # The kinds of question asked with this service's names: the five common ones, what it is, and the
        # government fee, validity and rejection where the service has them (the same pairing as tpl2.py).
        asked = {**FRAMES, **{k: v for k, v in MORE.items() if k == "definition" or slug in fits[k]}}
        latin = list(dict.fromkeys(S[slug][0] + S_EXTRA.get(slug, ([], []))[0] + NAMES6.get(slug, ([], []))[0]))
        deva = list(dict.fromkeys(S[slug][1] + S_EXTRA.get(slug, ([], []))[1] + NAMES6.get(slug, ([], []))[1]))
        latin_all = latin + [t for name in latin for t in typos(name, r, typo, 1)]
        for name in latin_all:
            # A short abbreviation (nda, tm, opc, llp) has few n-grams of its own: it needs more examples.
            for lang in ("en", "hinglish") * 4 if len(name) <= 4 else (r.choice(("en", "hinglish")),):
                intent = r.choice(list(asked))
                text = r.choice(asked[intent][lang]).format(s=name)
                items.append(dict(text=noise(text, lang, r), lang=lang, intent=intent, service=slug))
        slips = [x for x in (deva_slip(name, r) for name in deva) if x and x not in deva]
        for name in deva + slips:
            for _ in range(1):
                intent = r.choice(list(asked))
                text = r.choice(asked[intent]["hi"]).format(s=name)
                items.append(dict(text=noise(text, "hi", r), lang="hi", intent=intent, service=slug))
        names = {"en": latin, "hinglish": latin, "hi": deva}
        for lang in ("en", "hinglish", "hi"):
            if slug in COMPANY:
                for t in COUNT[lang]:
                    items.append(dict(text=noise(t.format(s=r.choice(names[lang])), lang, r), lang=lang, intent="eligibility", service=slug))
            t = r.choice(OUR_FEE[lang])
            items.append(dict(text=noise(t.format(s=r.choice(names[lang])), lang, r), lang=lang, intent="price", service=slug))
    for pool, intent, bylang in ((FILINGS, "deadline", HOW_OFTEN), (VALIDITY, "validity", HOW_MANY_YEARS), (JOIN, "eligibility", HOW_MANY_JOIN)):
        for lang in ("en", "hinglish", "hi"):
            for t in bylang[lang]:
                for slug in r.sample(pool, 3):
                    latin = S[slug][0] + S_EXTRA.get(slug, ([], []))[0]
                    deva = S[slug][1] + S_EXTRA.get(slug, ([], []))[1]
                    name = r.choice(deva if lang == "hi" and r.random() < 0.75 else latin)
                    items.append(dict(text=noise(t.format(s=name), lang, r), lang=lang, intent=intent, service=slug))
    frames = {**FRAMES, **MORE}
    for slug, (latin, deva) in sorted(GENERIC.items()):
        for intent, bylang in frames.items():
            for lang in ("en", "hinglish", "hi"):
                for t in bylang[lang]:
                    name = r.choice(deva if lang == "hi" else latin)
                    items.append(dict(text=noise(t.format(s=name), lang, r), lang=lang, intent=intent, service=slug))
    slugs = sorted(S)
    for intent, lang, text in FOLLOW:
        for k in range(4):
            ctx = r.choice(COMPANY if intent == "eligibility" else slugs)
            items.append(dict(text=noise(text, lang, r) if k else text, lang=lang, intent=intent, service=None,
                              context={"service": ctx, "intent": r.choice(["price", "documents", "process"])}, expect_service=ctx))
    return items
