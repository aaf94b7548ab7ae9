/** The action groups the page offers as a filter, with plain names. */
export const AUDIT_ACTIONS = [
  { value: "staff.sign_in", label: "Sign-in" },
  { value: "staff.sign_in_failed", label: "Failed sign-in" },
  { value: "staff.locked_out", label: "Account locked" },
  { value: "staff.sign_out", label: "Sign-out" },
  { value: "staff.", label: "Any staff account action" },
  { value: "lead.status", label: "Status change" },
  { value: "lead.", label: "Any inbox action (status, assignee, note, reply)" },
  { value: "upload.download", label: "Document download" },
  { value: "inbox.export", label: "Inbox export" },
  { value: "payments.export", label: "Payments export" },
  { value: "billing.gstr1_export", label: "GSTR-1 export" },
  { value: "payment.refund_recorded", label: "Refund recorded" },
  { value: "payment.receipt_downloaded", label: "Receipt download" },
  { value: "outbox.retry", label: "Outbox retry" },
  { value: "outbox.discard", label: "Outbox discard" },
  { value: "client.", label: "Any client action" },
] as const;
