/**
 * What a visitor is told once a consultation request is stored (issue 27): a short reference, when
 * and how the firm will get in touch, and what happens next. One shape for the panel that replaces
 * the form, the no-JavaScript confirmation page and the acknowledgement e-mail, so all three say the
 * same thing. Built on the server from content (office hours in site.yaml, next steps in home.yaml):
 * nothing here promises more than the firm's own content does.
 */

export type ConsultationConfirmation = {
  /** e.g. `NY-7K3F` (reference.ts); null for the no-JS page when the address carries none. */
  reference: string | null;
  /** Whether an acknowledgement with the reference is on its way (not past the address's daily limit). */
  emailed: boolean;
  /** How and when: by phone or e-mail, in office hours. */
  contact: string;
  /** The steps after this one, each a title and a sentence. */
  nextSteps: { title: string; description: string }[];
};

export type ConfirmationFacts = {
  hours: { label: string };
  /** home.yaml nextSteps; the first ("We receive your request") is the one just done. */
  nextSteps: readonly { title: string; description: string }[];
};

export function consultationConfirmation(
  reference: string | null,
  emailed: boolean,
  facts: ConfirmationFacts,
): ConsultationConfirmation {
  return {
    reference,
    emailed,
    contact: `We will call you on the phone number you gave us, or e-mail you, during office hours (${facts.hours.label}).`,
    nextSteps: facts.nextSteps.slice(1).map(({ title, description }) => ({ title, description })),
  };
}

/** The same words as plain text lines, for the acknowledgement e-mail. */
export function confirmationText(confirmation: ConsultationConfirmation): string[] {
  return [
    ...(confirmation.reference
      ? [`Your reference: ${confirmation.reference}`, "Please quote it when you call or reply.", ""]
      : []),
    `When and how we contact you: ${confirmation.contact}`,
    "",
    "What happens next:",
    ...confirmation.nextSteps.map((step, i) => `${i + 1}. ${step.title}. ${step.description}`),
  ];
}
