import { FEE_BACK } from "./intent-words.ts";

/**
 * An explicit question about OUR fee ("your fee?", "what do you charge", "aapki fees", "आप कितना लेते हैं"),
 * or whether the government fee is included in a price: the visitor asks our price, whatever else the
 * message is about ("claim rejected, your fee for help?"). Naming the government fee without "included"
 * leaves it to the model ("apart from your charges, what is the govt fee?").
 */
const OUR_FEE =
  /\b(?:your|ur|you guys|yours) (?:fees?|charges?|price|pricing|cost|rates?)\b|\b(?:what|how much) (?:do|will|would|does) (?:you|u|your firm|nyayik) (?:charge|take)\b|\b(?:you|u) charge\b|\b(?:aapki|apki|aapka|apka|aapke|apke|tumhari|tumhara) (?:fees?|charges?|charge|rate|price)\b|\b(?:aap|ap) (?:kitna|kitne|kitni) (?:loge|lete|lenge|legi|charge)|आपकी फ़?ीस|आपका (?:चार्ज|शुल्क)|आप कितना (?:लेते|लेंगे|चार्ज)|आप कितने (?:लेते|लेंगे)/;
/** How to pay us ("can I pay by UPI?", "how do I pay", "payment kaise karu", "भुगतान कैसे करें"). */
const PAY_HOW =
  /\bpay\w*\b.{0,30}\b(?:by|via|through|using|with|in) (?:upi|card|credit|debit|net ?banking|cash|cheque|emi|gpay|paytm|phonepe|wallet)|\bhow (?:can|do|should|to|will) (?:i |we )?(?:pay|make (?:the )?payment)\b|\b(?:pay|payment) kaise\b|\bkaise (?:pay|payment)\b|भुगतान कैसे|पेमेंट कैसे/;
/** Whether the visitor asks how to pay us, not what we charge or what their own matter pays. */
export function asksHowToPay(text: string): boolean {
  return PAY_HOW.test(text.toLowerCase());
}
const INCLUDED = /\b(?:includ\w*|shamil|part of)\b|शामिल/;
const GOVERNMENT = /\b(?:government|govt|sarkari|official|statutory)\b|सरकारी|सरकार/;
/** Our fee is asked: see OUR_FEE. */
export function asksOurFee(text: string): boolean {
  const lower = text.toLowerCase();
  // "Can I pay your fee by UPI?": how to pay it, not what it is. "How much of your fee comes back?": the refund.
  if (asksHowToPay(lower) || FEE_BACK.test(lower)) return false;
  if (GOVERNMENT.test(lower)) return INCLUDED.test(lower);
  return OUR_FEE.test(lower);
}
