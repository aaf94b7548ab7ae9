import { faqBlock, faqFor, join, passageBlock } from "./compose-firm.server.ts";
import type { ComposePhrases } from "./compose-phrases.ts";
import { TAX_REFUND } from "./guards.ts";
import type { Knowledge } from "./knowledge.server.ts";
import { ADDRESSES_US } from "./who-we-are.ts";

/**
 * Our dealings with the visitor (split from compose-firm.server.ts, decision 182): money back from us, a
 * paid order cancelled, the call, uploads and their data, and the FAQ or policy passage that answers them.
 */

/** Asking for money back from us: a refund, cancelling an order, "changed my mind" (not "cancel my GST"). */
const MONEY_BACK =
  /\b(?:how much (?:do|will|would|can|shall) (?:i|we) get back|refunds?|refunded|money back|money comes? back|(?:fees?|amount|payment|paise|paisa) back|paise? wapas|paisa wapas|changed? my mind|cancel (?:my|the) (?:order|payment|purchase)|(?:paid|payment|pay kiya|pay kar diya)\b[^.?!]{0,60}\b(?:want to|wanna|need to|have to|chahta|chahti)? ?cancel|(?:to|in|into) (?:my )?(?:other|another|different|second) (?:bank )?account)\b|रिफ़ंड|रिफंड|पैसे वापस/i;
/** Money back from the insurer, the hospital or a seller ("get the money back from my insurer"): not ours. */
const FROM_OTHERS =
  /\b(?:from|by) (?:the |my |our |his |her )?(?:insur\w*|hospital|tpa|seller|builder|bank|landlord|department|employer)\b|\b(?:to|with) (?:the |my |our )?(?:insur\w*|tpa)\b|बीमा कंपनी से|इंश्योरेंस कंपनी से|insurance (?:company|walo|wale) se/;
/** Other words of our dealings with the visitor: going ahead or not, the call, uploads, their data. */
const OTHER_DEALINGS =
  /\b(?:(?:do not|don'?t|dont) want to (?:go ahead|continue|proceed)|charged twice|consultation|before the call|upload|attach|size limit|max size|my data|personal data|delete|deleted|privacy|sell my|share my|confidential|get back to me|call me back)\b|इनवॉइस|रसीद|बेचेंगे|डेटा|कॉल/i;
/** Our receipt or invoice, said to us ("will your invoice show GST?"), not a business's own receipts. */
const OUR_PAPERS = /\b(?:invoices?|receipts?|bills?|input (?:tax )?credit)\b|इनवॉइस|रसीद|बिल/i;
const ASKS_HOW_SOON =
  /\b(?:how long|how soon|how many days|when|by when|kab|kitne din|kitne time|kitna time|get it back|(?:other|another|different|second) (?:bank )?account|which account)\b|कब|कितने दिन|कितना समय|दूसरे खाते/i;

export const asksMoneyBack = (message: string) => MONEY_BACK.test(message);

/**
 * Cancelling what was paid to us and asking what comes back ("I paid, the team drafted it, I want to cancel:
 * how much do I get back?"), which the model may read as a price question (decision 180).
 */
const PAID_US = /\b(?:i|we) (?:have |already )?paid\b|\bpaid (?:you|u|for|the fee|your)\b|\b(?:my|our) (?:order|payment)\b/i;
const CANCEL_BACK = /\b(?:cancel\w*|get back|getting back|money back|refund\w*|wapas)\b/i;
export const cancelsPaidOrder = (message: string) =>
  PAID_US.test(message) && CANCEL_BACK.test(message) && !FROM_OTHERS.test(message.toLowerCase());

/**
 * Words of our own dealings with the visitor (refunds, the call, uploads, their data; our receipt said to
 * us): such a message gets our side first, even when it also names a service ("trademark already filed,
 * can I get the fee back if I cancel?").
 */
export function aboutOurDealings(message: string): boolean {
  // (The department's refund of a tax, "टैक्स का रिफ़ंड", is the return's matter, not money back from us.)
  const others = FROM_OTHERS.test(message.toLowerCase()) || TAX_REFUND.test(message.normalize("NFC"));
  return (
    (MONEY_BACK.test(message) && !others) ||
    OTHER_DEALINGS.test(message) ||
    // ("We paid the hospital's bill: your fee to get it back from the insurer?": their bill, not ours.)
    (OUR_PAPERS.test(message) && ADDRESSES_US.test(message) && !others)
  );
}

/**
 * Our side of a message about our dealings: the refund entry when it asks for money back (its summary has
 * every stage; its timing when it asks how soon), and the policy or FAQ passage that shares two meanings.
 */
export function dealingsBlock(message: string, k: Knowledge, t: ComposePhrases): string | undefined {
  const refund = MONEY_BACK.test(message) ? faqFor(ASKS_HOW_SOON.test(message) ? "refund time" : "refund", k) : undefined;
  const found = k.passages.search(message);
  const passage = found && found.matched >= 2 && found.faq !== refund?.question ? passageBlock(message, k, t, 2) : undefined;
  return join([refund ? faqBlock(refund, k, t) : undefined, passage]) || undefined;
}
