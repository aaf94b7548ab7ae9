import type { MailMessage } from "../message.ts";

/** The double opt-in e-mail: the only message an address gets until it confirms. Plain text. */
export function newsletterConfirmationMail(email: string, link: string, siteName: string): MailMessage {
  return {
    to: email,
    subject: `Please confirm your subscription – ${siteName}`,
    text: [
      "Hello,",
      "",
      `Someone (we hope you) asked to receive legal updates from ${siteName} at this address.`,
      "To confirm, open the link below and press the button:",
      "",
      link,
      "",
      "If you did not ask for this, ignore this e-mail: we will not write to you again.",
      "",
      siteName,
    ].join("\n"),
  };
}
