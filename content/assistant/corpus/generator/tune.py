"""Train-only phrasings, round 4 (asst-tune, decision 158): pairs of neighbouring intents written side by side
so the model learns the word that decides between them — our fee vs the government's fee, the last date vs
what missing it costs, what a thing is vs how it is done, how long vs how, who may apply vs how long it lasts,
how much vs which papers. Written from scratch in our own words; never from the test split or held-out set.
gen.py appends them after everything else with its own seed, so the earlier items do not move."""
T5 = {
"gov_fee": {
    "en": ["government fee for {s}", "what does the government charge for {s}", "official fee on the portal for {s}",
           "{s} statutory fee", "how much goes to the government for {s}", "is there any govt fee in {s}",
           "{s} fee paid to the department, not your fee", "apart from your charges what is the government fee for {s}",
           "{s} challan amount", "how much is the filing fee to the authority for {s}"],
    "hinglish": ["{s} ki sarkari fees kitni hai", "{s} ke liye government ko kitna dena padta hai", "{s} ki official fee kitni",
                 "{s} portal pe kitni fee lagti hai", "{s} me govt charges kitne hai", "{s} ka sarkari shulk kya hai",
                 "aapki fees ke alawa {s} ki govt fee kitni", "{s} ka challan kitne ka banta hai", "{s} me sarkar ki fees kya hai"],
    "hi": ["{s} की सरकारी फीस कितनी है", "{s} के लिए सरकार को कितना देना पड़ता है", "{s} का सरकारी शुल्क क्या है",
           "{s} पोर्टल पर कितनी फीस लगती है", "{s} की चालान राशि कितनी है", "आपकी फीस के अलावा {s} का सरकारी शुल्क कितना",
           "{s} में सरकार की फीस कितनी", "{s} का आधिकारिक शुल्क बताइए"]},
"price": {
    "en": ["how much do you charge for {s}", "your fee for {s}", "what will you take for doing {s}",
           "total cost of getting {s} done through you", "{s} package price", "{s} rate with you",
           "how much will {s} cost me with nyayik", "your professional fee for {s}"],
    "hinglish": ["aap {s} ke kitne paise lete ho", "{s} aapki fees kitni hai", "{s} karwane me kitna kharcha aayega",
                 "{s} ka kharcha kitna hai", "{s} ke kitne rupaye lagenge", "{s} me kitna paisa lagega",
                 "{s} ka rate kya hai aapka", "{s} ka total kitna padega"],
    "hi": ["आप {s} के कितने पैसे लेते हैं", "आपकी {s} की फीस कितनी है", "{s} करवाने में कितना खर्च आएगा",
           "{s} के कितने रुपये लगेंगे", "{s} का खर्चा कितना है", "{s} का रेट क्या है", "{s} में कुल कितना लगेगा"]},
"penalty": {
    "en": ["what happens if i miss the {s} due date", "late fee for {s}", "fine for filing {s} late",
           "interest if {s} is paid after the last date", "{s} deadline passed, what will it cost me",
           "penalty per day for late {s}", "i forgot {s}, is there a fine", "consequences of not doing {s} on time"],
    "hinglish": ["{s} ki last date nikal gayi ab kitna fine", "{s} late karne par kitna fine lagega", "{s} ki due date miss ho gayi to kya hoga",
                 "{s} time pe na kiya to kitna lagega", "{s} me deri hone par interest kitna", "{s} der se bharne pe kya charge lagta hai",
                 "{s} ki date nikal gayi penalty lagegi kya", "{s} ki late fee per day kitni", "{s} bhool gaya ab jurmana kitna"],
    "hi": ["{s} की आखिरी तारीख निकल गई तो कितना जुर्माना", "{s} देर से करने पर कितना जुर्माना लगेगा",
           "{s} की अंतिम तिथि चूक गई तो क्या होगा", "{s} समय पर न करने पर लेट फीस कितनी", "{s} में देरी पर ब्याज कितना",
           "{s} देर से भरने पर क्या पेनल्टी है", "{s} भूल गया तो कितना दंड लगेगा"]},
"deadline": {
    "en": ["last date for {s}", "by when must {s} be done", "{s} due date this year", "what is the cutoff date for {s}",
           "until which date can i do {s}", "when is {s} due"],
    "hinglish": ["{s} ki last date kab hai", "{s} kis date tak karna zaroori hai", "{s} ki due date kya hai",
                 "{s} ki antim tithi batao", "{s} kab tak jama karna hai", "{s} ki deadline kab tak hai"],
    "hi": ["{s} की आखिरी तारीख कब है", "{s} किस तारीख तक करना ज़रूरी है", "{s} की नियत तारीख क्या है",
           "{s} की अंतिम तिथि बताइए", "{s} कब तक जमा करना है"]},
"definition": {
    "en": ["what exactly is {s}", "explain {s} in simple words", "what does {s} mean", "what is {s} used for",
           "meaning of {s}", "i don't understand what {s} is", "{s} meaning in simple terms"],
    "hinglish": ["{s} kya hota hai", "{s} kya cheez hai", "{s} ka matlab kya hai", "{s} kis kaam aata hai",
                 "{s} ke baare me samjhao", "{s} hota kya hai simple me batao", "ye {s} kya hai"],
    "hi": ["{s} क्या होता है", "{s} का मतलब क्या है", "{s} किस काम आता है", "{s} के बारे में समझाइए",
           "{s} असल में क्या है", "{s} आसान शब्दों में समझाइए"]},
"process": {
    "en": ["how do i get {s} done", "steps to get {s}", "what is the procedure for {s}", "how to apply for {s} online",
           "walk me through {s}", "what do i do first for {s}", "how does {s} get filed"],
    "hinglish": ["{s} kaise karwaye", "{s} ka process kya hai", "{s} kaise milega step by step", "{s} ke liye apply kaise kare",
                 "{s} ki procedure batao", "{s} online kaise kare"],
    "hi": ["{s} कैसे करवाएं", "{s} की प्रक्रिया क्या है", "{s} के लिए आवेदन कैसे करें", "{s} कैसे मिलेगा",
           "{s} के स्टेप बताइए", "{s} ऑनलाइन कैसे करें"]},
"timeline": {
    "en": ["how many days for {s}", "how quickly can {s} be done", "{s} turnaround time", "when will i get my {s}",
           "how long until {s} is complete", "how many weeks does {s} take"],
    "hinglish": ["{s} kitne din me ho jayega", "{s} milne me kitna time lagta hai", "{s} me kitne din lagenge",
                 "{s} kab tak mil jayega", "{s} hone me kitna samay"],
    "hi": ["{s} कितने दिन में मिलेगा", "{s} में कितना समय लगता है", "{s} होने में कितने दिन लगते हैं",
           "{s} कब तक मिल जाएगा", "{s} में कितने हफ्ते लगते हैं"]},
"eligibility": {
    "en": ["who can apply for {s}", "am i eligible for {s}", "who qualifies for {s}", "conditions to apply for {s}",
           "is {s} compulsory for me", "who is allowed to use {s}"],
    "hinglish": ["{s} kaun le sakta hai", "kya main {s} ke liye eligible hu", "{s} ki eligibility kya hai",
                 "{s} kiske liye zaroori hai", "{s} kaun kaun file kar sakta hai", "{s} ki sharten kya hai"],
    "hi": ["{s} कौन ले सकता है", "क्या मैं {s} के लिए पात्र हूं", "{s} के लिए योग्यता क्या है", "{s} किसके लिए ज़रूरी है",
           "{s} की शर्तें क्या हैं", "{s} कौन कौन करवा सकता है"]},
"validity": {
    "en": ["how long is {s} valid", "does {s} expire", "{s} validity period", "when do i renew {s}"],
    "hinglish": ["{s} kitne saal valid rehta hai", "{s} expire hota hai kya", "{s} ki validity kitni hai", "{s} renew kab karna hai"],
    "hi": ["{s} कितने साल के लिए वैध है", "{s} की वैधता कितनी है", "{s} की मियाद कब खत्म होती है", "{s} का नवीनीकरण कब करना है"]},
"documents": {
    "en": ["papers needed for {s}", "what should i keep ready for {s}", "which proofs for {s}", "docs list for {s}"],
    "hinglish": ["{s} me kya kya lagega", "{s} ke liye kaun se kagaz chahiye", "{s} ke documents ki list", "{s} ke liye kya kya dena padega"],
    "hi": ["{s} में क्या क्या लगेगा", "{s} के लिए कौन से कागज़ चाहिए", "{s} के दस्तावेज़ों की सूची", "{s} के लिए क्या क्या देना होगा"]},
}

# Round 2: more ways to ask how long, how it is done, how much and what it is.
T6 = {
"timeline": {
    "en": ["how much time to get {s}", "{s} processing time", "how soon will {s} be ready", "{s} done in how many days"],
    "hinglish": ["{s} hone me kitne din lag jaate hai", "{s} ka kaam kitne din me pura hoga", "{s} ka certificate kab tak aayega",
                 "{s} jaldi se jaldi kitne din me"],
    "hi": ["{s} मिलने में कितना वक्त लगता है", "{s} पूरा होने में कितने दिन लगेंगे", "{s} कितने समय में हो जाता है",
           "{s} का काम कितने दिन में पूरा होगा", "{s} का सर्टिफिकेट कब तक आएगा", "{s} होने में कितनी देर लगेगी"]},
"process": {
    "en": ["how can i get {s}", "how to get {s}", "how do i start {s}", "what are the steps for {s}", "how is {s} done"],
    "hinglish": ["{s} kaise hota hai", "{s} karwane ka tarika kya hai", "{s} banwane ka process", "{s} kaise start kare"],
    "hi": ["{s} कैसे होता है", "{s} करवाने का तरीका क्या है", "{s} बनवाने का तरीका", "{s} कैसे शुरू करें", "{s} कैसे बनवाएं"]},
"price": {
    "en": ["what do you charge for {s}", "how much to pay for {s}", "{s} how much", "how much for {s} with you"],
    "hinglish": ["{s} kitne ka padega", "{s} ka charge kya hai", "{s} ke liye kitna dena hoga", "{s} ke liye kitna pay karna hoga"],
    "hi": ["{s} कितने का पड़ेगा", "{s} का चार्ज क्या है", "{s} के लिए कितना देना होगा", "{s} के लिए कितना भुगतान करना होगा"]},
"definition": {
    "en": ["what is {s}", "tell me what {s} is", "what is meant by {s}", "define {s}", "what is {s} and why would i need it"],
    "hinglish": ["{s} kya hai", "{s} kya hai aur kyu chahiye", "{s} samjhaiye", "{s} ki jankari do", "{s} matlab"],
    "hi": ["{s} क्या है", "{s} क्या है और क्यों चाहिए", "{s} की जानकारी दीजिए", "{s} का अर्थ"]},
}
for _k, _d in T6.items():
    for _l, _v in _d.items():
        T5[_k][_l].extend(_v)

# Round 3: limits and thresholds are who-may-apply questions, not price questions.
T7 = {
"eligibility": {
    "en": ["turnover limit for {s}", "max income allowed in {s}", "up to how much income can i use {s}", "{s} threshold",
           "above what turnover is {s} needed", "{s} limit for small businesses"],
    "hinglish": ["{s} ki limit kitni hai", "{s} ke liye income kitni honi chahiye", "kitne turnover pe {s} zaroori hai",
                 "{s} ki turnover limit", "{s} ki seema kya hai"],
    "hi": ["{s} की सीमा क्या है", "{s} के लिए अधिकतम आय कितनी", "कितने टर्नओवर पर {s} ज़रूरी है", "{s} की टर्नओवर सीमा",
           "{s} के लिए आय की सीमा"]},
}
for _k, _d in T7.items():
    for _l, _v in _d.items():
        T5[_k][_l].extend(_v)
