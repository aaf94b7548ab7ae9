import { z } from "zod";

/**
 * What a signed-in client may send from a request page, and the words they see for our statuses.
 * Pure: the page and the server share it.
 */

export const LEAD_KINDS = ["consultation", "contact"] as const;
export type ClientLeadKind = (typeof LEAD_KINDS)[number];

export const MESSAGE_MAX = 2000;

export const ClientMessageSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, "Write your message before sending.")
    .max(MESSAGE_MAX, `Keep the message under ${MESSAGE_MAX} characters (or send it in two parts).`),
});
export type ClientMessage = z.output<typeof ClientMessageSchema>;

/** Staff statuses (new → contacted → converted | closed) in the client's words: one table with the console's. */
export { clientStatusLabel } from "#app/features/staff/inbox-schema.ts";

/** A client may add documents and messages while the request is open. */
export const isOpenStatus = (status: string) => status === "new" || status === "contacted";

export const CLOSED_REQUEST_MESSAGE =
  "This request is closed, so it cannot take new documents or messages. Please send a new consultation request instead.";

/** The confirmation a client types before erasure. */
export const ERASE_CONFIRMATION = "ERASE";
