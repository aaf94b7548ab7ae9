import { z } from "zod";
import { emailField, fullNameField, phoneField, termsField } from "./fields.ts";
import { CONTACT_SUBJECTS, type ContactSubject, MESSAGE_MAX } from "./form-contract.ts";

export { CONTACT_SUBJECTS, type ContactSubject };

const subjectValues = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]];

/** The contact form (SPEC §3, §5): every field is required. */
export const ContactSchema = z.strictObject({
  fullName: fullNameField,
  email: emailField,
  phone: phoneField,
  subject: z.enum(subjectValues, { error: "Select a subject" }),
  message: z
    .string({ error: "Enter your message" })
    .trim()
    .min(1, "Enter your message")
    .max(MESSAGE_MAX, `Keep the message under ${MESSAGE_MAX} characters`),
  agreeToTerms: termsField,
});

export type ContactMessage = z.output<typeof ContactSchema>;

export function subjectLabel(value: string): string {
  return CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;
}
