import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { InvoiceSnapshot, PaymentBilling } from "#app/features/billing/invoice-types.ts";
import { newReference } from "#app/features/leads/reference.ts";

/** Every table of the site. Timestamps are timestamptz named *_at; tables are snake_case plurals. */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** What staff work on every kind of lead: status (new → contacted → converted | closed), assignee. */
const leadWorkflow = () => ({
  status: text("status").notNull().default("new"),
  /** Optimistic concurrency: every staff change must name the version it saw. */
  version: integer("version").notNull().default(1),
  assigneeId: uuid("assignee_id"),
  statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
});

export const consultationRequests = pgTable(
  "consultation_requests",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    city: text("city").notNull(),
    serviceType: text("service_type").notNull(),
    details: text("details").notNull().default(""),
    source: text("source").notNull().default("form"),
    /** A chat hand-off's turns; `verified` marks a signed assistant reply (features/leads/transcript.ts). */
    transcript: jsonb("transcript").$type<{ role: "user" | "bot"; text: string; verified?: true }[]>(),
    /** The short reference the visitor reads (features/leads/reference.ts); made at insert, null only for older rows. */
    reference: text("reference").$defaultFn(newReference),
    ...leadWorkflow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("consultation_requests_inbox_idx").on(t.createdAt, t.id),
    uniqueIndex("consultation_requests_reference_idx").on(t.reference),
    // The inbox search (features/staff/inbox.server.ts SEARCH_TEXT) reads this same expression.
    index("consultation_requests_search_idx").using(
      "gin",
      sql`(${t.fullName} || ' ' || ${t.email} || ' ' || ${t.phone} || ' ' || ${t.city} || ' ' || ${t.details} || ' ' || coalesce(${t.transcript}::text, '')) gin_trgm_ops`,
    ),
  ],
);

export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    consultationId: uuid("consultation_id")
      .notNull()
      .references(() => consultationRequests.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** The document itself when stored in the database (embedded default); null when kept in object storage. */
    bytes: bytea("bytes"),
    /** Key in S3-compatible storage when UPLOAD_STORAGE=s3; null for bytes kept in the database. */
    storageKey: text("storage_key"),
    /** Who added it: the visitor with the consultation form, or the signed-in client later. */
    addedBy: text("added_by").notNull().default("visitor").$type<"visitor" | "client">(),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_consultation_idx").on(t.consultationId)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    ...leadWorkflow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_inbox_idx").on(t.createdAt, t.id),
    index("contact_messages_search_idx").using(
      "gin",
      sql`(${t.fullName} || ' ' || ${t.email} || ' ' || ${t.phone} || ' ' || ${t.message}) gin_trgm_ops`,
    ),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull().unique(),
    source: text("source").notNull(),
    /** SHA-256 of the token in the confirmation link (double opt-in); null once confirmed. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    /** When the last confirmation e-mail was enqueued (at most one a day per address). */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    /** When the address confirmed by its link; nothing is sent to an address until then. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    ...leadWorkflow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("newsletter_subscribers_inbox_idx").on(t.createdAt, t.id),
    index("newsletter_subscribers_search_idx").using("gin", sql`${t.email} gin_trgm_ops`),
  ],
);

export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: id(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().$type<Record<string, unknown>>(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    providerId: text("provider_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/** Server-side keys made once and shared by every instance (e.g. the key that signs assistant replies). */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  secret: bytea("secret").notNull(),
  createdAt: createdAt(),
});

/** One row per limited key: its window opened at the key's first hit and lasts a fixed time. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull().default(0),
});

export const payments = pgTable(
  "payments",
  {
    id: id(),
    slug: text("slug").notNull(),
    serviceTitle: text("service_title").notNull(),
    actualPaise: integer("actual_paise").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    coupon: text("coupon"),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    status: text("status").notNull().default("created"),
    gateway: text("gateway").notNull(),
    gatewayLinkId: text("gateway_link_id"),
    gatewayPaymentId: text("gateway_payment_id"),
    shortUrl: text("short_url"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When a signed callback and a signed webhook last confirmed this payment (for reconciliation). */
    callbackAt: timestamp("callback_at", { withTimezone: true }),
    webhookAt: timestamp("webhook_at", { withTimezone: true }),
    /** The breakdown charged and the buyer's tax details, fixed when the payment starts (issue 24). */
    billing: jsonb("billing").$type<PaymentBilling>(),
    /** The quote this payment pays (issue 25, features/cases/QUOTES.md); null for a checkout payment. */
    quoteId: uuid("quote_id"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The console lists payments newest first, a page at a time (keyset on created_at, id).
  (t) => [index("payments_created_idx").on(t.createdAt, t.id)],
);

export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  paymentId: uuid("payment_id"),
  type: text("type").notNull(),
  /** What the event named (link id, reference id, amount), so an event for no known payment can still be traced. */
  detail: jsonb("detail").$type<{ linkId?: string; referenceId?: string; amountPaise?: number; gatewayPaymentId?: string }>(),
  createdAt: createdAt(),
});

/**
 * A quote staff send a client from a lead or a case (issue 25, features/cases/QUOTES.md). A sent
 * quote is never edited: a revision is a new row in the same `chain_id` with the next `version`, and
 * sending it marks the one before `superseded`. Amounts are computed on the server from the lines and
 * frozen in `billing` when it is sent.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: id(),
    /** The first version's id; every version of one quote shares it. */
    chainId: uuid("chain_id").notNull(),
    version: integer("version").notNull().default(1),
    /** What the client reads: `Q-` and six characters without look-alikes, plus `/v2` … from the second version. */
    reference: text("reference").notNull(),
    status: text("status").notNull().default("draft").$type<"draft" | "sent" | "accepted" | "paid" | "superseded" | "expired">(),
    clientEmail: text("client_email").notNull(),
    clientName: text("client_name").notNull(),
    clientPhone: text("client_phone").notNull().default(""),
    serviceSlug: text("service_slug").notNull(),
    serviceTitle: text("service_title").notNull(),
    leadKind: text("lead_kind").$type<"consultation" | "contact">(),
    leadId: uuid("lead_id"),
    caseId: uuid("case_id").references((): AnyPgColumn => cases.id),
    /** The last day (in India) the client can accept it. */
    validUntil: text("valid_until").notNull(),
    /** Sent to the client with the quote. */
    note: text("note").notNull().default(""),
    placeOfSupply: text("place_of_supply").notNull(),
    recipientGstin: text("recipient_gstin"),
    billing: jsonb("billing").notNull().$type<PaymentBilling>(),
    payableNowPaise: integer("payable_now_paise").notNull(),
    createdById: uuid("created_by_id"),
    createdByLabel: text("created_by_label").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paymentId: uuid("payment_id"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quotes_chain_version_idx").on(t.chainId, t.version),
    uniqueIndex("quotes_reference_idx").on(t.reference),
    index("quotes_client_idx").on(t.clientEmail, t.createdAt),
    index("quotes_lead_idx").on(t.leadId),
    index("quotes_case_idx").on(t.caseId),
  ],
);

/** The lines of a quote, in order; amounts in paise, entered by staff and checked on the server. */
export const quoteLines = pgTable(
  "quote_lines",
  {
    id: id(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind").notNull().$type<"our_fee" | "government_fee" | "other_at_actuals">(),
    description: text("description").notNull(),
    amountPaise: integer("amount_paise").notNull(),
  },
  (t) => [uniqueIndex("quote_lines_position_idx").on(t.quoteId, t.position)],
);

/** Staff accounts of the back office (/admin). E-mail is stored lower-cased. */
export const staffUsers = pgTable("staff_users", {
  id: id(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  role: text("role").notNull().default("staff").$type<"owner" | "staff">(),
  /** `scrypt$N$r$p$salt$key` (base64url); empty until the invitation link sets a password. */
  passwordHash: text("password_hash").notNull().default(""),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

/**
 * Signed-in sessions of staff and clients. `id` is the SHA-256 (hex) of the random token held in
 * the cookie, so a leaked table cannot be replayed. Idle expiry is computed from `last_seen_at`.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    subjectKind: text("subject_kind").notNull().$type<"staff" | "client">(),
    subjectId: uuid("subject_id").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [index("sessions_subject_idx").on(t.subjectKind, t.subjectId)],
);

/** Who did what, for the owner's audit log. Never updated or deleted by the application. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorKind: text("actor_kind").notNull().$type<"staff" | "client" | "system">(),
    actorId: text("actor_id"),
    actorLabel: text("actor_label").notNull(),
    action: text("action").notNull(),
    targetKind: text("target_kind"),
    targetId: text("target_id"),
    ip: text("ip").notNull().default(""),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);

/** Failed sign-in counters per key (`account:<email>` or `ip:<address>`), for lockout with back-off. */
export const loginThrottles = pgTable("login_throttles", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use links to set a staff password (reset or invitation). `id` is the SHA-256 of the token. */
export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: text("id").primaryKey(),
  staffId: uuid("staff_id")
    .notNull()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  purpose: text("purpose").notNull().$type<"reset" | "invite">(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Client portal accounts: one per verified e-mail (lower-cased). Name from their latest request, editable. */
export const clientAccounts = pgTable("client_accounts", {
  id: id(),
  email: text("email").notNull().unique(),
  name: text("name").notNull().default(""),
  verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Passwordless sign-in: a 6-digit code and a one-click link token per request, both stored hashed. */
export const loginCodes = pgTable(
  "login_codes",
  {
    id: id(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    linkHash: text("link_hash").notNull().unique(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("login_codes_email_idx").on(t.email, t.createdAt)],
);

/**
 * The history of one lead (consultation request, chat hand-off, contact message or subscriber):
 * status changes, notes, assignment, staff replies, and what the client added from the portal.
 * The staff detail page and the client's timeline both read it. Never updated or deleted except
 * by erasure.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: id(),
    leadKind: text("lead_kind").notNull().$type<"consultation" | "contact" | "subscriber">(),
    leadId: uuid("lead_id").notNull(),
    actorKind: text("actor_kind").notNull().$type<"staff" | "client" | "system">(),
    actorId: text("actor_id"),
    actorLabel: text("actor_label").notNull(),
    /** created | status | assign | note | reply | client_message | client_upload */
    action: text("action").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadKind, t.leadId, t.createdAt)],
);

/** Refunds recorded by staff by hand (the money moves in the gateway's dashboard). */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    amountPaise: integer("amount_paise").notNull(),
    reason: text("reason").notNull(),
    staffId: uuid("staff_id"),
    staffLabel: text("staff_label").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("refunds_payment_idx").on(t.paymentId)],
);

/**
 * Compliance-calendar subscribers (features/calendar): a visitor confirmed by e-mail, or a portal
 * client. Settings take effect only when confirmed: a request waits in `pending` with a hashed
 * confirmation token. The feed token is stored hashed; the unsubscribe token is kept as is, because
 * every reminder carries it and it allows nothing but unsubscribing (decision 112).
 */
export const calendarSubscribers = pgTable("calendar_subscribers", {
  id: id(),
  email: text("email").notNull().unique(),
  profiles: jsonb("profiles").notNull().$type<string[]>().default([]),
  stateGroup: text("state_group").$type<"a" | "b">(),
  /** Days before each due date that a reminder goes out, e.g. [7, 1]. */
  leadDays: jsonb("lead_days").notNull().$type<number[]>().default([7, 1]),
  pending: jsonb("pending").$type<{ profiles: string[]; stateGroup: "a" | "b" | null; leadDays: number[] }>(),
  confirmTokenHash: text("confirm_token_hash").unique(),
  confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribeToken: text("unsubscribe_token").notNull().unique(),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  feedTokenHash: text("feed_token_hash").unique(),
  source: text("source").notNull().$type<"visitor" | "portal">(),
  createdAt: createdAt(),
});

/**
 * Work due at a time (features/scheduling): reminders, digests, call reminders. `key` is unique, so
 * materialising the same job twice (a second instance, a retry) inserts nothing; a worker claims due
 * rows with FOR UPDATE SKIP LOCKED and does the job in the same transaction that marks it done.
 */
export const scheduledJobs = pgTable(
  "scheduled_jobs",
  {
    id: id(),
    kind: text("kind").notNull(),
    key: text("key").notNull().unique(),
    payload: jsonb("payload").notNull().$type<Record<string, unknown>>(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** pending | done | skipped (no longer applies when due) | dead (gave up after retries) */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("scheduled_jobs_due_idx").on(t.status, t.dueAt)],
);

/**
 * A staff member who takes the free call (features/booking): call length, weekly hours per ISO
 * weekday ("1" = Monday … "7" = Sunday) as IST "HH:MM" ranges, and days off as IST dates (YYYY-MM-DD).
 */
export const expertSchedules = pgTable("expert_schedules", {
  staffId: uuid("staff_id")
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  callMinutes: integer("call_minutes").notNull().default(15),
  weeklyHours: jsonb("weekly_hours").notNull().$type<Record<string, { start: string; end: string }[]>>(),
  daysOff: jsonb("days_off").notNull().$type<string[]>().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A booked free call. At most one active booking per expert and start (partial unique index): the
 * database, not the page, settles two visitors choosing the same time. The lead staff work on is
 * the consultation request it created (`consultation_id`, source "booking").
 */
export const callBookings = pgTable(
  "call_bookings",
  {
    id: id(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffUsers.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    topic: text("topic").notNull(),
    status: text("status").notNull().default("booked").$type<"booked" | "cancelled">(),
    /** The invite's SEQUENCE (RFC 5545): 0 when booked, +1 on each reschedule or cancellation. */
    sequence: integer("sequence").notNull().default(0),
    consultationId: uuid("consultation_id").references(() => consultationRequests.id, { onDelete: "set null" }),
    /** The 1-hour reminder waiting in the outbox, discarded on reschedule or cancellation. */
    reminderId: uuid("reminder_id"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("call_bookings_expert_slot_idx").on(t.staffId, t.startsAt).where(sql`status = 'booked'`),
    index("call_bookings_starts_idx").on(t.startsAt),
  ],
);

/** Single-purpose links sent to the visitor (view, reschedule, cancel). `id` is the SHA-256 of the token. */
export const bookingTokens = pgTable(
  "booking_tokens",
  {
    id: text("id").primaryKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => callBookings.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull().$type<"view" | "reschedule" | "cancel">(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("booking_tokens_booking_idx").on(t.bookingId)],
);

/**
 * Gap-free document numbers: one row per series and financial year, locked FOR UPDATE by the
 * transaction that records a capture or a refund (DESIGN.md "Billing"; a sequence can leave gaps).
 */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text("series").notNull().$type<"invoice" | "credit-note">(),
    financialYear: text("financial_year").notNull(),
    last: integer("last").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/** Invoices (tax invoice, bill of supply or receipt, by the firm's GST mode), one per captured payment. */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    number: text("number").notNull().unique(),
    financialYear: text("financial_year").notNull(),
    serial: integer("serial").notNull(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** Everything printed, frozen at issue: supplier, recipient, lines, totals. */
    snapshot: jsonb("snapshot").$type<InvoiceSnapshot>().notNull(),
    totalPaise: integer("total_paise").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invoices_payment_idx").on(t.paymentId), index("invoices_issued_idx").on(t.issuedAt)],
);

/** Credit notes, one per recorded refund, in their own series and linked to the invoice. */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: id(),
    number: text("number").notNull().unique(),
    financialYear: text("financial_year").notNull(),
    serial: integer("serial").notNull(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    refundId: uuid("refund_id")
      .notNull()
      .unique()
      .references(() => refunds.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** The refund split back into our fee, tax and government fee, frozen at issue. */
    snapshot: jsonb("snapshot").$type<InvoiceSnapshot>().notNull(),
    totalPaise: integer("total_paise").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("credit_notes_invoice_idx").on(t.invoiceId)],
);

/**
 * A case (issue 25, features/cases): one paid or quoted job for one client e-mail and one service,
 * tracked stage by stage to delivery. The workflow and its stages come from content/workflows.yaml
 * (`workflow_id` is the workflow's key); `stage_due_at` is the current stage's expected date.
 */
export const cases = pgTable(
  "cases",
  {
    id: id(),
    /** What the client and staff quote: `C-` and six characters without look-alikes (e.g. C-7K3F9Q). */
    reference: text("reference").notNull().unique(),
    /** Lower-cased; the portal shows a signed-in client the cases of their address only. */
    clientEmail: text("client_email").notNull(),
    clientName: text("client_name").notNull(),
    serviceSlug: text("service_slug").notNull(),
    /** The service's name when the case opened, as the client saw it (the receipt's, or the workflow's). */
    serviceTitle: text("service_title").notNull(),
    workflowId: text("workflow_id").notNull(),
    stageKey: text("stage_key").notNull(),
    stageStartedAt: timestamp("stage_started_at", { withTimezone: true }).notNull().defaultNow(),
    stageDueAt: timestamp("stage_due_at", { withTimezone: true }),
    expertStaffId: uuid("expert_staff_id").references(() => staffUsers.id),
    status: text("status").notNull().default("open").$type<"open" | "closed">(),
    /** Why staff closed it: for the team only, never shown or sent to the client. */
    closingReason: text("closing_reason"),
    source: text("source").notNull().$type<"payment" | "lead" | "staff" | "quote">(),
    leadKind: text("lead_kind").$type<"consultation" | "contact" | "subscriber">(),
    leadId: uuid("lead_id"),
    /** The payment that opened it: unique, so a replayed capture cannot open a second case. */
    paymentId: uuid("payment_id")
      .unique()
      .references(() => payments.id),
    quoteId: uuid("quote_id"),
    /** The last event the client was told of (the idle "where your case stands" update counts from here). */
    lastClientEventAt: timestamp("last_client_event_at", { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic concurrency: a staff change names the version it saw. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cases_client_idx").on(t.clientEmail, t.createdAt),
    index("cases_list_idx").on(t.status, t.updatedAt, t.id),
    index("cases_expert_due_idx").on(t.expertStaffId, t.status, t.stageDueAt),
    index("cases_due_idx").on(t.status, t.stageDueAt),
    index("cases_search_idx").using(
      "gin",
      sql`(${t.reference} || ' ' || ${t.clientName} || ' ' || ${t.clientEmail} || ' ' || ${t.serviceSlug}) gin_trgm_ops`,
    ),
  ],
);

/**
 * Everything that happened on a case, oldest first: opened, stage, document, message, deliverable,
 * reassigned, note, closed. Only rows with `visible_to_client` ever reach the portal or an e-mail.
 */
export const caseEvents = pgTable(
  "case_events",
  {
    id: id(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    visibleToClient: boolean("visible_to_client").notNull(),
    actorKind: text("actor_kind").notNull().$type<"staff" | "client" | "system">(),
    actorId: text("actor_id"),
    actorLabel: text("actor_label").notNull(),
    data: jsonb("data").notNull().$type<Record<string, unknown>>().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("case_events_case_idx").on(t.caseId, t.createdAt)],
);

/**
 * The bytes of a document a client sent for a checklist item, or of a deliverable staff uploaded.
 * Kept like `uploads` (bytes here, or a key in object storage, decision 063).
 */
export const caseFiles = pgTable(
  "case_files",
  {
    id: id(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull().$type<"document" | "deliverable">(),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    bytes: bytea("bytes"),
    storageKey: text("storage_key"),
    addedBy: text("added_by").notNull().$type<"client" | "staff">(),
    createdAt: createdAt(),
  },
  (t) => [index("case_files_case_idx").on(t.caseId, t.createdAt)],
);

/** One checklist item of a case and where it stands; each upload is a new version (`file_ids`, newest last). */
export const caseDocuments = pgTable(
  "case_documents",
  {
    id: id(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    itemKey: text("item_key").notNull(),
    name: text("name").notNull(),
    required: boolean("required").notNull().default(true),
    state: text("state").notNull().default("waiting").$type<"waiting" | "received" | "accepted" | "returned">(),
    /** Why staff sent it back; the client reads it. */
    reason: text("reason"),
    fileIds: jsonb("file_ids").notNull().$type<string[]>().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("case_documents_item_idx").on(t.caseId, t.itemKey), index("case_documents_state_idx").on(t.state)],
);

/** Messages between the client and the expert; `internal` rows are team notes the client never sees. */
export const caseMessages = pgTable(
  "case_messages",
  {
    id: id(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    from: text("from").notNull().$type<"client" | "staff">(),
    authorId: text("author_id"),
    authorLabel: text("author_label").notNull(),
    body: text("body").notNull(),
    internal: boolean("internal").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("case_messages_case_idx").on(t.caseId, t.createdAt)],
);

/** References a stage recorded (application number, ARN, acknowledgement number, hearing date …). */
export const caseReferences = pgTable(
  "case_references",
  {
    id: id(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    stageKey: text("stage_key").notNull(),
    key: text("key").notNull(),
    label: text("label").notNull(),
    value: text("value").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("case_references_key_idx").on(t.caseId, t.key)],
);

/** What the firm hands over (certificate, acknowledgement, drafted agreement): a file the client downloads. */
export const caseDeliverables = pgTable(
  "case_deliverables",
  {
    id: id(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => caseFiles.id),
    staffLabel: text("staff_label").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("case_deliverables_case_idx").on(t.caseId, t.createdAt)],
);
