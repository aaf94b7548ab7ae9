import type { CorpusLanguage } from "./labels.ts";

/**
 * The reply to a bare greeting ("hi", "namaste", "नमस्ते"): who is answering (the firm's short name from
 * content/site.yaml) and what it can help with, in the visitor's language (decision 160). A greeting that
 * also asks something is read as that question, not as a greeting.
 */
export function welcome(lang: CorpusLanguage, shortName: string, message = ""): string {
  // "namaste ji" has no other Hindi word for the language check, but it is a Hindi greeting.
  if (lang === "en" && /\b(?:namaste|namaskar|namaskaar|pranam|ram ram)\b/i.test(message)) lang = "hinglish";
  if (lang === "hi")
    return `नमस्ते! मैं ${shortName} का सहायक हूँ। जीएसटी, आयकर (ITR), ट्रेडमार्क, कंपनी रजिस्ट्रेशन, एग्रीमेंट या बीमा क्लेम — हमारी किसी भी सेवा के बारे में पूछिए: फ़ीस, दस्तावेज़, कितना समय लगेगा, या आपके लिए कौन-सा फ़ॉर्म या रजिस्ट्रेशन सही है।`;
  if (lang === "hinglish")
    return `Namaste! Main ${shortName} ka assistant hoon. GST, income tax (ITR), trademark, company registration, agreements ya insurance claim — hamari kisi bhi service ke baare mein poochiye: fees, documents, kitna time lagega, ya aapke liye kaunsa form ya registration sahi hai.`;
  return `Hello! I'm ${shortName}'s assistant. Ask me about any of our services — GST, income tax (ITR), trademarks, company registration, agreements or insurance claims: the fee, the documents, how long it takes, or which form or registration fits you.`;
}
