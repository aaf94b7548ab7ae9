import { z } from "zod";
import { emailField, fullNameField, HONEYPOT_FIELD, phoneField } from "#app/features/leads/fields.ts";

/** Shared by the chat panel and the chat routes: limits, wire shapes and the visitor-facing texts. */

export const MAX_MESSAGE_CHARS = 2000;
export const MAX_HISTORY_TURNS = 20;
/** A bot reply in the history may be longer than a visitor's message; this bounds the request body. */
export const MAX_HISTORY_TEXT_CHARS = 6000;
export const MAX_CHAT_BODY_BYTES = 160_000;

/** SPEC §8: the exact bot message for any chat failure. */
export const CHAT_ERROR_TEXT = "I'm sorry, but I encountered an error processing your request. Please try again.";
/** SPEC §4: shown in place of the reply until its first words arrive. */
export const THINKING_TEXT = "Thinking...";
export const GREETING_TEXT =
  "Hello! I'm the Nyayik assistant. Ask me about trademarks, GST, income-tax returns, company registration, insurance claims or agreements — our fees, the documents you need and how long things take.";

export const ChatTurnSchema = z.object({
  role: z.enum(["user", "bot"]),
  text: z.string().trim().min(1).max(MAX_HISTORY_TEXT_CHARS),
});
export type ChatTurn = z.infer<typeof ChatTurnSchema>;

export const ChatRequestSchema = z
  .object({
    message: z
      .string()
      .trim()
      .min(1, "Type a message first.")
      .max(MAX_MESSAGE_CHARS, `Keep your message under ${MAX_MESSAGE_CHARS.toLocaleString("en-IN")} characters.`),
    history: z.array(ChatTurnSchema).max(MAX_HISTORY_TURNS).default([]),
  })
  .strict();
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** The events of the chat stream (Server-Sent Events, one JSON object per `data:` line). */
export type ChatEvent = { delta: string } | { done: true; sig?: string } | { error: string };

/** A blank or whitespace-only message is ignored (SPEC §5). */
export function isBlankMessage(text: string): boolean {
  return text.trim() === "";
}

/** A turn of the hand-off's transcript: an assistant reply carries the signature it was streamed with. */
export const HandoffTurnSchema = ChatTurnSchema.extend({ sig: z.string().max(100).optional() });
export type HandoffTurn = z.infer<typeof HandoffTurnSchema>;

/** The "Talk to an expert" form: the visitor's contact details and the conversation so far. */
export const HandoffSchema = z.strictObject({
  fullName: fullNameField,
  email: emailField,
  phone: phoneField,
  city: z.string().trim().max(80, "Keep the city under 80 characters").optional(),
  agreeToTerms: z.literal(true, "Please agree to the Terms of Service and Privacy Policy"),
  transcript: z
    .array(HandoffTurnSchema)
    .min(1, "Ask a question first, so our expert knows what it is about.")
    .max(MAX_HISTORY_TURNS * 2),
  /** Honeypot: people leave it empty; bots fill every field. */
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
});
export type Handoff = z.infer<typeof HandoffSchema>;
export const MAX_HANDOFF_BODY_BYTES = 300_000;
