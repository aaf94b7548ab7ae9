/**
 * A chat hand-off's transcript as stored with the lead. `verified` marks an assistant reply whose
 * signature checked out when it was handed over (issue 22); a "bot" turn without it is text the
 * visitor's browser sent, so staff never read it as the assistant's words. Pure: mail and console.
 */
export type TranscriptMessage = { role: "user" | "bot"; text: string; verified?: true };

/** Who a transcript line is from, as staff read it. */
export function transcriptSpeaker(turn: TranscriptMessage): string {
  if (turn.role === "user") return "Visitor";
  return turn.verified ? "Assistant" : "Typed by the visitor as the assistant's (unverified)";
}
