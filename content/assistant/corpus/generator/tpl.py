# intent -> lang -> templates; {s} = service surface form
T = {
"price": {
 "en": ["how much for {s}", "{s} price", "{s} fees?", "what do you charge for {s}", "cost of {s}", "{s} charges pls", "{s} kitna", "whats ur fee for {s}", "price list {s}", "how much will {s} cost me", "total cost for {s} including everything?", "{s} rate", "budget for {s}?", "is {s} expensive", "ur charges for {s}", "how much is it to get {s} done", "{s} cheapest package", "{s} fee with you guys", "how much money for {s}", "quote for {s}"],
 "hinglish": ["{s} ka kitna lagega", "{s} ki fees kitni hai", "{s} kitne ka hai", "{s} ka charge kya hai", "{s} karwane me kitna paisa lagega", "{s} ka rate batao", "aap {s} ka kitna lete ho", "{s} ka kharcha kitna", "{s} ki price kya hai bhai", "{s} ke liye kitna dena hoga", "{s} sasta kitne me hoga", "{s} ka total kitna banega", "{s} ki fee btao", "{s} karane ka kya rate hai"],
 "hi": ["{s} की फीस कितनी है", "{s} का कितना खर्च आएगा", "{s} कितने का है", "{s} के लिए आपका चार्ज क्या है", "{s} करवाने में कितना पैसा लगेगा", "{s} का रेट बताइए", "{s} की कीमत क्या है", "{s} का शुल्क कितना है", "आप {s} का कितना लेते हैं", "{s} में कुल कितना खर्चा होगा", "{s} की प्राइस क्या है"],
},
"gov_fee": {
 "en": ["govt fee for {s}", "what is the government fee for {s}", "{s} official fee", "{s} govt charges separate?", "how much goes to govt for {s}", "{s} challan amount", "stamp duty / govt fee {s}", "{s} statutory fee", "is govt fee included in {s} price", "{s} portal fee how much", "{s} filing fee to government"],
 "hinglish": ["{s} ki sarkari fees kitni hai", "{s} me govt fee alag se lagegi kya", "{s} ka government charge kitna", "{s} ki govt fees kya hai", "{s} me sarkar ko kitna dena padta hai", "{s} ka challan kitne ka", "{s} ki official fee batao"],
 "hi": ["{s} की सरकारी फीस कितनी है", "{s} में सरकारी शुल्क अलग से लगेगा क्या", "{s} का गवर्नमेंट फीस कितना है", "{s} के लिए सरकार को कितना देना होता है", "{s} की आधिकारिक फीस", "{s} का चालान कितने का है"],
},
"documents": {
 "en": ["documents for {s}", "what docs needed for {s}", "{s} documents list", "papers required for {s}?", "{s} docs", "what do i need to submit for {s}", "which documents for {s} pls", "{s} document checklist", "what papers do i keep ready for {s}", "docs reqd {s}", "{s} kyc documents", "do i need aadhaar for {s}", "what all to upload for {s}", "documnets for {s}", "what proofs for {s}"],
 "hinglish": ["{s} ke liye documents kya chahiye", "{s} me kaun kaun se kagaz lagenge", "{s} ke documents batao", "{s} ke liye kya kya papers chahiye", "{s} me kitne documents lagte hai", "{s} ke liye kaunse docs dene honge", "{s} ka document list bhejo", "{s} ke kagzat kya lagenge", "{s} ke liye aadhaar pan chahiye kya", "{s} me kya kya upload karna hai", "{s} ke liye dastavez kya chahiye"],
 "hi": ["{s} के लिए कौन से दस्तावेज़ चाहिए", "{s} के डॉक्यूमेंट क्या लगेंगे", "{s} में कितने डॉक्यूमेंट लगते हैं", "{s} के लिए कागज़ क्या चाहिए", "{s} के लिए कौन-कौन से पेपर देने होंगे", "{s} की दस्तावेज़ सूची", "{s} के लिए आधार पैन चाहिए क्या", "{s} के लिए क्या क्या अपलोड करना है", "{s} डॉक्यूमेंट्स लिस्ट", "{s} के लिए ज़रूरी कागजात"],
},
"timeline": {
 "en": ["how long does {s} take", "{s} time taken", "how many days for {s}", "{s} processing time", "when will i get {s}", "how fast can {s} be done", "{s} kitne din", "{s} duration?", "how much time for {s}", "{s} how many weeks", "is {s} done in a day", "turnaround time {s}", "{s} tat", "how soon {s}"],
 "hinglish": ["{s} me kitne din lagte hai", "{s} kitne time me ho jayega", "{s} kab tak milega", "{s} me kitna time lagega", "{s} hone me kitne din", "{s} kitne dino me hoga", "{s} jaldi ho sakta hai kya", "{s} ka process kitna lamba hai", "{s} ek din me ho jayega?", "{s} kitne hafte me milega"],
 "hi": ["{s} में कितने दिन लगते हैं", "{s} में कितना समय लगता है", "{s} कब तक मिल जाएगा", "{s} होने में कितना टाइम लगेगा", "{s} कितने दिनों में हो जाएगा", "{s} जल्दी हो सकता है क्या", "{s} की प्रक्रिया में कितना वक्त", "{s} कितने हफ्ते में"],
},
"deadline": {
 "en": ["last date for {s}", "{s} due date", "deadline for {s}", "by when should i do {s}", "{s} last date 2026", "when is {s} due", "due date of {s} this year", "{s} cut off date", "is there a deadline for {s}", "till when can i file {s}", "{s} last day?"],
 "hinglish": ["{s} ki last date kya hai", "{s} ki antim tithi", "{s} kab tak karna hai", "{s} ki due date kab hai", "{s} ka deadline kya hai", "{s} kab tak file kar sakte hai", "{s} ki aakhri tareekh batao", "{s} ki last date nikal gayi kya"],
 "hi": ["{s} की अंतिम तिथि क्या है", "{s} की आखिरी तारीख", "{s} की ड्यू डेट कब है", "{s} कब तक करना है", "{s} की डेडलाइन क्या है", "{s} कब तक फाइल कर सकते हैं", "{s} की लास्ट डेट"],
},
"eligibility": {
 "en": ["is {s} mandatory", "who needs {s}", "do i need {s}", "is {s} compulsory for me", "can i apply for {s} myself", "who can apply for {s}", "eligibility for {s}", "{s} required for small business?", "is {s} necessary", "can an individual get {s}", "{s} applicable to whom", "am i eligible for {s}", "{s} zaruri hai for freelancers?", "can a student apply {s}"],
 "hinglish": ["{s} zaroori hai kya", "{s} kisko lena padta hai", "kya mujhe {s} chahiye", "{s} compulsory hai kya", "{s} kaun le sakta hai", "{s} ke liye eligible kaun hai", "{s} lena jaruri hai kya chhote business ke liye", "{s} mandatory hai ya optional", "{s} ke bina kaam chalega kya", "main {s} apply kar sakta hu kya"],
 "hi": ["{s} अनिवार्य है क्या", "{s} किसको लेना पड़ता है", "क्या मुझे {s} चाहिए", "{s} ज़रूरी है क्या", "{s} कौन ले सकता है", "{s} के लिए पात्रता क्या है", "{s} के बिना काम चलेगा क्या", "क्या {s} छोटे व्यापार के लिए जरूरी है", "{s} के लिए कौन योग्य है"],
},
"process": {
 "en": ["how to apply for {s}", "{s} process", "steps for {s}", "how do i get {s}", "{s} procedure", "how does {s} work with you", "{s} step by step", "how to do {s} online", "process of {s}?", "what happens after i pay for {s}", "how to start {s}", "can i do {s} online from home"],
 "hinglish": ["{s} kaise karte hai", "{s} ka process kya hai", "{s} kaise apply kare", "{s} ke steps batao", "{s} online kaise hoga", "{s} karwana hai kaise shuru kare", "{s} ka tarika kya hai", "{s} ke liye kya karna padega", "{s} ghar baithe ho sakta hai kya"],
 "hi": ["{s} कैसे करें", "{s} की प्रक्रिया क्या है", "{s} के लिए आवेदन कैसे करें", "{s} के स्टेप्स बताइए", "{s} ऑनलाइन कैसे होगा", "{s} का तरीका क्या है", "{s} करवाना है, कैसे शुरू करें", "{s} घर बैठे हो सकता है क्या"],
},
"validity": {
 "en": ["how long is {s} valid", "{s} validity", "does {s} expire", "{s} renewal when", "is {s} lifetime", "{s} valid for how many years", "when do i renew {s}", "{s} expiry", "renew {s} every year?"],
 "hinglish": ["{s} kitne saal valid rehta hai", "{s} ki validity kitni hai", "{s} expire hota hai kya", "{s} renew kab karna padta hai", "{s} lifetime ke liye hai kya", "{s} har saal renew karna padega kya", "{s} kab tak chalega"],
 "hi": ["{s} कितने साल तक वैध रहता है", "{s} की वैधता कितनी है", "{s} एक्सपायर होता है क्या", "{s} का रिन्यूअल कब करना है", "{s} हमेशा के लिए है क्या", "{s} हर साल रिन्यू करना पड़ता है क्या"],
},
"rejection": {
 "en": ["my {s} was rejected what now", "{s} rejected", "{s} application rejected, what to do", "got objection in {s}", "{s} got rejected help", "what if {s} gets rejected", "why do {s} applications get rejected", "{s} rejected by department can i reapply", "officer raised query on my {s}", "{s} application returned with clarification"],
 "hinglish": ["mera {s} reject ho gaya ab kya kare", "{s} reject ho gaya", "{s} me objection aa gaya", "agar {s} reject ho jaye to kya hoga", "{s} reject kyu hota hai", "{s} ka application wapas aa gaya", "{s} reject hua dobara apply kar sakte hai kya", "{s} pe query aayi hai kya karu"],
 "hi": ["मेरा {s} रिजेक्ट हो गया अब क्या करें", "{s} रिजेक्ट हो गया", "{s} में आपत्ति आ गई", "अगर {s} रिजेक्ट हो जाए तो क्या होगा", "{s} रिजेक्ट क्यों होता है", "{s} अस्वीकार हो गया, दोबारा आवेदन कर सकते हैं क्या", "{s} पर क्वेरी आई है क्या करूं"],
},
"penalty": {
 "en": ["penalty for late {s}", "missed {s} due date what happens", "{s} late fee", "fine if i dont do {s}", "what is the penalty for not filing {s}", "{s} late filing penalty", "forgot {s}, any fine?", "interest and penalty on delayed {s}", "consequences of skipping {s}"],
 "hinglish": ["{s} late hone pe penalty kitni", "{s} ki date nikal gayi ab kya hoga", "{s} nahi kiya to fine lagega kya", "{s} ki late fee kitni hai", "{s} time pe nahi kiya to kya penalty", "{s} bhool gaya ab jurmana lagega?", "{s} na karne ka nuksaan kya hai"],
 "hi": ["{s} देर से करने पर पेनल्टी कितनी", "{s} की तारीख निकल गई अब क्या होगा", "{s} नहीं किया तो जुर्माना लगेगा क्या", "{s} की लेट फीस कितनी है", "{s} समय पर नहीं किया तो क्या दंड है", "{s} न करने पर क्या जुर्माना"],
},
"definition": {
 "en": ["what is {s}", "{s} meaning", "what exactly is {s}", "explain {s}", "{s} kya hota hai", "what does {s} mean", "{s}?? whats that", "tell me about {s}", "what is the use of {s}", "why do people get {s}"],
 "hinglish": ["{s} kya hota hai", "{s} kya hai", "{s} ka matlab kya hai", "{s} ke baare me batao", "{s} kis kaam aata hai", "{s} kyu karwate hai log", "{s} samjhao"],
 "hi": ["{s} क्या होता है", "{s} क्या है", "{s} का मतलब क्या है", "{s} के बारे में बताइए", "{s} किस काम आता है", "{s} समझाइए", "{s} क्यों करवाते हैं"],
},
}
