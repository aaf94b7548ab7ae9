import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every table of the site. Timestamps are timestamptz named *_at; tables are snake_case plurals. */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const consultationRequests = pgTable("consultation_requests", {
  id: id(),
  fullName: text("full_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  city: text("city").notNull(),
  serviceType: text("service_type").notNull(),
  details: text("details").notNull().default(""),
  source: text("source").notNull().default("form"),
  transcript: jsonb("transcript").$type<{ role: "user" | "bot"; text: string }[]>(),
  status: text("status").notNull().default("new"),
  createdAt: createdAt(),
});

export const uploads = pgTable("uploads", {
  id: id(),
  consultationId: uuid("consultation_id")
    .notNull()
    .references(() => consultationRequests.id, { onDelete: "cascade" }),
  filename: text("filename").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable("contact_messages", {
  id: id(),
  fullName: text("full_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  status: text("status").notNull().default("new"),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: id(),
  email: text("email").notNull().unique(),
  source: text("source").notNull(),
  createdAt: createdAt(),
});

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

/** One row per limited key: its window opened at the key's first hit and lasts a fixed time. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull().default(0),
});

export const payments = pgTable("payments", {
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
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  paymentId: uuid("payment_id"),
  type: text("type").notNull(),
  createdAt: createdAt(),
});
