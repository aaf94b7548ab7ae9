import type { CorpusLanguage, Intent, Profile } from "./labels.ts";

/**
 * What the composer answers from (issue 23): the conversation state after this message, computed by
 * the state module in one forward pass over the history. The composer reads nothing else about the
 * conversation; everything it says comes from this and the knowledge built from content/.
 */
export type AssistantState = {
  /** What this message asks for. */
  intent: Intent;
  /** Canonical guide slug the answer is about (content/guides/<slug>.md), after the state rules. */
  service?: string;
  /** A second intent the message asks nearly as likely as the first: the answer covers it too. */
  also?: Intent;
  /** Other plausible services when the model is unsure: the composer asks ONE short question naming them. */
  alternatives?: string[];
  /** What the visitor has told us about themselves so far (entity, income, activity, turnover). */
  profile: Profile;
  /** The service talked about before this one in the conversation ("price for both together?"). */
  previous?: string;
  /** This message brings the service into the conversation (the first turn about it): its price is worth saying. */
  fresh?: boolean;
  /** The model's service readings of this message alone at p ≥ 0.05, best first: the rules in refine choose among them. */
  readings?: string[];
  /** The visitor's language for the fixed sentences. */
  lang: CorpusLanguage;
  /** The visitor's message as typed (for the few answers that quote what was asked). */
  message: string;
  /** The FAQ entry (faq.yaml `id`) the model's FAQ head reads this message as asking, and how sure it is (decision 183). */
  faq?: { id: string; p: number };
};
