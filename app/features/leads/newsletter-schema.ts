import { z } from "zod";
import { emailField } from "./fields.ts";

export const NEWSLETTER_SOURCES = ["footer", "updates"] as const;

/** The newsletter sign-up: one e-mail address (stored lower-case, so duplicates are found). */
export const NewsletterSchema = z.strictObject({
  email: emailField.transform((e) => e.toLowerCase()),
});
