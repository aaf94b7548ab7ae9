import { type ConsultationConfirmation, confirmationText } from "#app/features/leads/confirmation.ts";
import { type TranscriptMessage, transcriptSpeaker } from "#app/features/leads/transcript.ts";
import type { MailMessage } from "../message.ts";

/**
 * The e-mails a consultation request or a contact message produces: a notification for the firm
 * (with the SPEC §3 EmailJS payload) and an acknowledgement for the visitor. Plain text, rendered
 * when enqueued.
 */

/** Confirmed facts only (content `samples` removed): an e-mail never gives a sample phone or address as ours. */
export type SiteFacts = { name: string; phones: readonly string[]; email: string | null; hours: { label: string } };

export type ConsultationMailInput = {
  id: string;
  /** The short reference the visitor also sees on the confirmation (features/leads/reference.ts). */
  reference: string;
  fullName: string;
  email: string;
  phone: string;
  city: string;
  serviceType: string;
  serviceLabel: string;
  details: string;
  source: "form" | "popup" | "chat";
  transcript?: TranscriptMessage[];
  document?: { uploadId: string; filename: string; contentType: string; size: number };
};

export type ContactMailInput = {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  subject: string;
  subjectLabel: string;
  message: string;
};

const SOURCE_LABEL = { form: "the consultation form", popup: "the 'Get In Touch' popup", chat: "the AI assistant chat" } as const;

function formatSize(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function signature(site: SiteFacts) {
  return [
    `${site.name}`,
    ...(site.phones.length > 0 ? [`Phone: ${site.phones.join(", ")}`] : []),
    ...(site.email ? [`E-mail: ${site.email}`] : []),
    `Hours: ${site.hours.label}`,
  ].join("\n");
}

export function consultationMails(
  lead: ConsultationMailInput,
  site: SiteFacts,
  confirmation: ConsultationConfirmation,
): MailMessage[] {
  const documentLine = lead.document
    ? `Document: ${lead.document.filename} (${formatSize(lead.document.size)}), attached and stored with request ${lead.id}`
    : "Document: none";
  const transcript = lead.transcript?.length
    ? `\n\nChat transcript:\n${lead.transcript.map((m) => `${transcriptSpeaker(m)}: ${m.text}`).join("\n")}`
    : "";
  const staff: MailMessage = {
    toStaff: true,
    replyTo: lead.email,
    subject: `New consultation request: ${lead.fullName} (${lead.serviceLabel}, ${lead.city})`,
    text:
      [
        `A new consultation request arrived through ${SOURCE_LABEL[lead.source]}.`,
        "",
        `Name: ${lead.fullName}`,
        `E-mail: ${lead.email}`,
        `Phone: ${lead.phone}`,
        `City: ${lead.city}`,
        `Service: ${lead.serviceLabel}`,
        `Details: ${lead.details || "(none given)"}`,
        documentLine,
        `Reference: ${lead.reference}`,
        `Request id: ${lead.id}`,
      ].join("\n") + transcript,
    ...(lead.document
      ? {
          attachments: [
            { uploadId: lead.document.uploadId, filename: lead.document.filename, contentType: lead.document.contentType },
          ],
        }
      : {}),
    emailjs: {
      template: "consultation",
      // SPEC §3 consultation payload; to_email is filled in from configuration when sent.
      params: {
        full_name: lead.fullName,
        email_address: lead.email,
        phone_number: lead.phone,
        city: lead.city,
        service_type: lead.serviceType,
        additional_details: lead.document ? `${lead.details}\n\n[${documentLine}]`.trim() : lead.details,
        to_email: "",
      },
    },
  };
  const visitor: MailMessage = {
    to: lead.email,
    ...(site.email ? { replyTo: site.email } : {}),
    subject: `We received your consultation request ${lead.reference} – ${site.name}`,
    text: [
      `Dear ${lead.fullName},`,
      "",
      `Thank you for contacting ${site.name}. We have received your request for help with ${lead.serviceLabel}. The phone number we have is ${lead.phone}.`,
      lead.document ? `We have your document "${lead.document.filename}" with the request.` : "",
      "",
      ...confirmationText(confirmation),
      "",
      "If anything is urgent, call or WhatsApp us.",
      "",
      signature(site),
    ]
      .filter((line, i, all) => line !== "" || all[i - 1] !== "")
      .join("\n"),
  };
  return [staff, visitor];
}

export function contactMails(message: ContactMailInput, site: SiteFacts): MailMessage[] {
  const staff: MailMessage = {
    toStaff: true,
    replyTo: message.email,
    subject: `Contact form: ${message.subjectLabel} – ${message.fullName}`,
    text: [
      "A new message arrived through the contact form.",
      "",
      `Name: ${message.fullName}`,
      `E-mail: ${message.email}`,
      `Phone: ${message.phone}`,
      `Subject: ${message.subjectLabel}`,
      "",
      message.message,
      "",
      `Message id: ${message.id}`,
    ].join("\n"),
    emailjs: {
      template: "contact",
      // SPEC §3 contact payload; to_email is filled in from configuration when sent.
      params: {
        from_name: message.fullName,
        from_email: message.email,
        phone_number: message.phone,
        subject: message.subject,
        message: message.message,
        to_email: "",
      },
    },
  };
  const visitor: MailMessage = {
    to: message.email,
    ...(site.email ? { replyTo: site.email } : {}),
    subject: `We got your message – ${site.name}`,
    text: [
      `Dear ${message.fullName},`,
      "",
      `Thank you for writing to ${site.name}. We got your message about "${message.subjectLabel}" and will reach out to you soon.`,
      `Your reference: ${message.id}`,
      "",
      signature(site),
    ].join("\n"),
  };
  return [staff, visitor];
}
