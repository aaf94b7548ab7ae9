import type { MailMessage } from "#app/features/mail/message.ts";

/**
 * The e-mail a client gets for each client-visible case event (issue 25 "Told before they ask").
 * Rendered when enqueued. Only what the event's client-visible data says goes in: internal notes
 * and closing reasons are never passed here (cases.server.ts strips them before).
 */

export type CaseMailContext = {
  reference: string;
  clientName: string;
  clientEmail: string;
  serviceTitle: string;
  expertName: string | null;
  link: string;
  siteName: string;
};

const str = (v: unknown) => (typeof v === "string" ? v : "");
const dateIst = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/** "12 Dec 2026" for an ISO date or timestamp; "" for anything else. */
export function formatCaseDate(value: unknown): string {
  if (!(typeof value === "string" || value instanceof Date)) return "";
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? "" : dateIst.format(d);
}

function body(kind: string, data: Record<string, unknown>, c: CaseMailContext): { subject: string; lines: string[] } {
  const expert = c.expertName ?? "our team";
  switch (kind) {
    case "opened": {
      const items = Array.isArray(data.checklist) ? (data.checklist as unknown[]).map(str).filter(Boolean) : [];
      return {
        subject: `Your case ${c.reference} is open: ${c.serviceTitle}`,
        lines: [
          `Thank you. We have opened case ${c.reference} for ${c.serviceTitle}.`,
          `${expert} is your expert and will handle it from start to finish.`,
          ...(items.length
            ? ["", "Documents we need from you (upload them on the case page):", ...items.map((i) => `- ${i}`)]
            : []),
          ...(data.stage ? ["", `Now: ${str(data.stage)}`] : []),
          ...(data.dueAt ? [`Expected by: ${formatCaseDate(data.dueAt)}`] : []),
        ],
      };
    }
    case "stage": {
      const refs = Array.isArray(data.references) ? (data.references as { label?: unknown; value?: unknown }[]) : [];
      return {
        subject: `Case ${c.reference}: ${str(data.stageTitle) || "next stage"}`,
        lines: [
          `Your case has moved on to: ${str(data.stageTitle)}.`,
          ...(data.client ? [str(data.client)] : []),
          ...(data.dueAt ? [`Expected by: ${formatCaseDate(data.dueAt)}`] : []),
          ...refs.map((r) => `${str(r.label)}: ${str(r.value)}`),
        ],
      };
    }
    case "document_accepted":
      return {
        subject: `Case ${c.reference}: document accepted`,
        lines: [`We checked and accepted "${str(data.name)}". Nothing more is needed for it.`],
      };
    case "document_returned":
      return {
        subject: `Case ${c.reference}: please send "${str(data.name)}" again`,
        lines: [
          `We could not use "${str(data.name)}" as sent.`,
          `Why: ${str(data.reason)}`,
          "Please upload a new copy on the case page.",
        ],
      };
    case "message":
      return {
        subject: `Case ${c.reference}: a message from ${expert}`,
        lines: [`${str(data.author) || expert} wrote:`, "", str(data.body)],
      };
    case "deliverable":
      return {
        subject: `Case ${c.reference}: ${str(data.title)} is ready`,
        lines: [`"${str(data.title)}" is ready to download on the case page.`],
      };
    case "reassigned":
      return {
        subject: `Case ${c.reference}: your expert is now ${str(data.expertName)}`,
        lines: [`${str(data.expertName)} now handles your case and knows its history.`],
      };
    case "closed":
      return {
        subject: `Case ${c.reference} is closed`,
        lines: ["We have closed this case. Its page and documents stay available to you."],
      };
    default:
      return { subject: `Case ${c.reference}: an update`, lines: [str(data.summary) || "There is an update on your case."] };
  }
}

export function caseEventMail(kind: string, data: Record<string, unknown>, c: CaseMailContext): MailMessage {
  const { subject, lines } = body(kind, data, c);
  return {
    to: c.clientEmail,
    subject,
    text: [
      `Dear ${c.clientName || "client"},`,
      "",
      ...lines,
      "",
      `See your case, its documents and dates: ${c.link}`,
      "",
      `${c.siteName}`,
      `Case ${c.reference} · ${c.serviceTitle}`,
    ].join("\n"),
  };
}
