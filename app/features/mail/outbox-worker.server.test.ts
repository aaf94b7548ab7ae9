import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { outboxMessages } from "#app/db/schema.server.ts";
import { createConsultation, createContactMessage } from "#app/features/leads/leads.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { startFakeEmailJs } from "../../../tests/fakes/emailjs.ts";
import { startFakeSmtp } from "../../../tests/fakes/smtp.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { enqueueMail } from "./outbox.server.ts";
import { runOutboxOnce } from "./outbox-worker.server.ts";
import { createTransport, type Transport } from "./transports.server.ts";

const STAFF = "staff@nyayik.test";
const lead = {
  fullName: "Priya Sharma",
  email: "priya@example.in",
  phone: "+919876543210",
  city: "Dhanbad",
  serviceType: "trademark" as const,
  details: "Word mark for a spice brand",
  source: "form" as const,
};
const pdfBytes = new TextEncoder().encode("%PDF-1.7\nthe notice we received\n%%EOF");

function silentLog() {
  const lines: string[] = [];
  return { lines, info: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
}

async function drain(db: Parameters<typeof runOutboxOnce>[0], transport: Transport) {
  while ((await runOutboxOnce(db, transport, { baseBackoffMs: 20 })) > 0) {}
}

for (const kind of DATABASES) {
  test(`${kind}: SMTP delivers the staff notification with the document attached and the visitor's acknowledgement`, async () => {
    await using t = await testDb(kind);
    await using smtp = await startFakeSmtp();
    const config = parseConfig({ SMTP_URL: smtp.url, STAFF_EMAIL: STAFF, LOG_LEVEL: "silent" });
    const { id, reference } = await createConsultation(t.db, lead, {
      filename: "notice.pdf",
      contentType: "application/pdf",
      bytes: pdfBytes,
    });
    await drain(t.db, createTransport(t.db, config.mail, silentLog()));

    const received = await smtp.waitFor(2);
    const staff = received.find((m) => m.to.includes(STAFF));
    const visitor = received.find((m) => m.to.includes("priya@example.in"));
    expect(staff).toMatchObject({
      to: [STAFF],
      replyTo: "priya@example.in",
      subject: "New consultation request: Priya Sharma (Trademarks & Copyrights, Dhanbad)",
    });
    expect(staff?.text).toContain("Phone: +919876543210");
    expect(staff?.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ["notice.pdf", "application/pdf", "%PDF-1.7\nthe notice we received\n%%EOF"],
    ]);
    expect(visitor).toMatchObject({
      to: ["priya@example.in"],
      subject: `We received your consultation request ${reference} – Nyayik Legal & Compliance`,
    });
    // The short reference the confirmation panel shows, not the 36-character row id (issue 27).
    expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{2}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(visitor?.text).toContain(`Your reference: ${reference}`);
    expect(visitor?.text).not.toContain(id);
    expect(visitor?.text).toContain("What happens next:");
    expect(staff?.text).toContain(`Reference: ${reference}`);
    const rows = await t.db.select().from(outboxMessages);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
    ]);
    expect(smtp.unexpected).toEqual([]);
  });

  test(`${kind}: while the SMTP server is down a message waits with a later attempt, then is delivered once it is back`, async () => {
    await using t = await testDb(kind);
    await using smtp = await startFakeSmtp();
    const config = parseConfig({ SMTP_URL: smtp.url, STAFF_EMAIL: STAFF, LOG_LEVEL: "silent" });
    const transport = createTransport(t.db, config.mail, silentLog());
    await enqueueMail(t.db, "test", [{ to: "asha@example.com", subject: "Hello", text: "Body" }]);
    await smtp.down();

    expect(await runOutboxOnce(t.db, transport, { baseBackoffMs: 300 })).toBe(1);
    const [waiting] = await t.db.select().from(outboxMessages);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await runOutboxOnce(t.db, transport)).toBe(0);

    await smtp.up();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await runOutboxOnce(t.db, transport)).toBe(1);
    expect((await smtp.waitFor(1)).map((m) => m.subject)).toEqual(["Hello"]);
    const [sent] = await t.db.select().from(outboxMessages);
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  test(`${kind}: an SMTP 451 is retried later; a 550 makes the message dead at once`, async () => {
    await using t = await testDb(kind);
    await using smtp = await startFakeSmtp();
    const config = parseConfig({ SMTP_URL: smtp.url, STAFF_EMAIL: STAFF, LOG_LEVEL: "silent" });
    const transport = createTransport(t.db, config.mail, silentLog());
    const [temporary] = await enqueueMail(t.db, "test", [{ to: "a@example.com", subject: "Temporary", text: "x" }]);
    smtp.failNext(451, "Mailbox busy");
    await runOutboxOnce(t.db, transport, { baseBackoffMs: 60_000 });
    const [retry] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, temporary ?? ""));
    expect(retry).toMatchObject({ status: "pending", attempts: 1 });
    expect(retry?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    const [permanent] = await enqueueMail(t.db, "test", [{ to: "nobody@example.com", subject: "Permanent", text: "x" }]);
    smtp.failNext(550, "No such user");
    await runOutboxOnce(t.db, transport);
    const [dead] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, permanent ?? ""));
    expect(dead).toMatchObject({ status: "dead", attempts: 1 });
    expect(dead?.lastError).toMatch(/No such user/);
  });

  test(`${kind}: two workers running at once deliver every message exactly once`, async () => {
    await using t = await testDb(kind);
    await using smtp = await startFakeSmtp();
    const config = parseConfig({ SMTP_URL: smtp.url, STAFF_EMAIL: STAFF, LOG_LEVEL: "silent" });
    const count = 24;
    await enqueueMail(
      t.db,
      "test",
      Array.from({ length: count }, (_, i) => ({ to: `visitor${i}@example.com`, subject: `Message ${i}`, text: "x" })),
    );
    const delivered = [0, 0];
    const worker = (n: 0 | 1) => {
      const transport = createTransport(t.db, config.mail, silentLog());
      const counted: Transport = {
        kind: transport.kind,
        send: (message, id) => {
          delivered[n] = (delivered[n] ?? 0) + 1;
          return transport.send(message, id);
        },
      };
      return (async () => {
        while ((await runOutboxOnce(t.db, counted, { limit: 3 })) > 0) {}
      })();
    };
    await Promise.all([worker(0), worker(1)]);

    const received = await smtp.waitFor(count);
    expect(received).toHaveLength(count);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(count);
    expect(new Set(received.map((m) => m.subject)).size).toBe(count);
    expect((delivered[0] ?? 0) + (delivered[1] ?? 0)).toBe(count);
    // On PostgreSQL the claims really run side by side (SKIP LOCKED); PGlite serialises them.
    if (kind === "postgres") expect(delivered.every((n) => n > 0)).toBe(true);
    const rows = await t.db.select().from(outboxMessages);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  test(`${kind}: EmailJS receives the exact SPEC payloads with to_email from configuration; acknowledgements go to the log`, async () => {
    await using t = await testDb(kind);
    await using emailjs = await startFakeEmailJs({
      publicKey: "pk_public",
      privateKey: "sk_private",
      serviceId: "service_nyayik",
    });
    const config = parseConfig({
      STAFF_EMAIL: STAFF,
      LOG_LEVEL: "silent",
      EMAILJS_BASE_URL: emailjs.url,
      EMAILJS_SERVICE_ID: "service_nyayik",
      EMAILJS_CONSULTATION_TEMPLATE_ID: "template_consultation",
      EMAILJS_CONTACT_TEMPLATE_ID: "template_contact",
      EMAILJS_PUBLIC_KEY: "pk_public",
      EMAILJS_PRIVATE_KEY: "sk_private",
    });
    await createConsultation(t.db, lead);
    await createContactMessage(t.db, {
      fullName: "Rahul Verma",
      email: "rahul@example.com",
      phone: "+919835012345",
      subject: "billing",
      message: "Please resend the invoice.",
    });
    const log = silentLog();
    await drain(t.db, createTransport(t.db, config.mail, log, { emailjsMinIntervalMs: 0 }));

    // The worker's order among messages due at the same moment is not fixed.
    expect([...emailjs.calls].sort((a, b) => a.template_id.localeCompare(b.template_id))).toEqual([
      {
        lib_version: "server",
        user_id: "pk_public",
        service_id: "service_nyayik",
        template_id: "template_consultation",
        template_params: {
          full_name: "Priya Sharma",
          email_address: "priya@example.in",
          phone_number: "+919876543210",
          city: "Dhanbad",
          service_type: "trademark",
          additional_details: "Word mark for a spice brand",
          to_email: STAFF,
        },
        accessToken: "sk_private",
      },
      {
        lib_version: "server",
        user_id: "pk_public",
        service_id: "service_nyayik",
        template_id: "template_contact",
        template_params: {
          from_name: "Rahul Verma",
          from_email: "rahul@example.com",
          phone_number: "+919835012345",
          subject: "billing",
          message: "Please resend the invoice.",
          to_email: STAFF,
        },
        accessToken: "sk_private",
      },
    ]);
    expect(log.lines.filter((l) => l.includes("(no EmailJS template) to=priya@example.in"))).toHaveLength(1);
    expect(log.lines.filter((l) => l.includes("(no EmailJS template) to=rahul@example.com"))).toHaveLength(1);
    expect((await t.db.select().from(outboxMessages)).every((r) => r.status === "sent")).toBe(true);
    expect(emailjs.unexpected).toEqual([]);
  });

  test(`${kind}: EmailJS with the notice template sends the visitor's confirmation through it`, async () => {
    await using t = await testDb(kind);
    await using emailjs = await startFakeEmailJs();
    const config = parseConfig({
      STAFF_EMAIL: STAFF,
      LOG_LEVEL: "silent",
      EMAILJS_BASE_URL: emailjs.url,
      EMAILJS_SERVICE_ID: "service_nyayik",
      EMAILJS_CONSULTATION_TEMPLATE_ID: "template_consultation",
      EMAILJS_CONTACT_TEMPLATE_ID: "template_contact",
      EMAILJS_NOTICE_TEMPLATE_ID: "template_notice",
      EMAILJS_PUBLIC_KEY: "pk_public",
    });
    await createConsultation(t.db, lead);
    const log = silentLog();
    await drain(t.db, createTransport(t.db, config.mail, log, { emailjsMinIntervalMs: 0 }));

    const notice = emailjs.calls.filter((c) => c.template_id === "template_notice");
    expect(notice).toHaveLength(1);
    expect(notice[0]?.template_params?.to_email).toBe("priya@example.in");
    expect(notice[0]?.template_params?.subject).toMatch(/consultation/i);
    expect(notice[0]?.template_params?.message).toContain("Priya");
    expect(emailjs.calls.filter((c) => c.template_id === "template_consultation")).toHaveLength(1);
    expect(log.lines.filter((l) => l.includes("no EmailJS template"))).toEqual([]);
    expect(emailjs.unexpected).toEqual([]);
  });

  test(`${kind}: EmailJS: a 429 is retried and delivered; a 403 for non-browser calls is dead at once`, async () => {
    await using t = await testDb(kind);
    await using emailjs = await startFakeEmailJs();
    const env = {
      STAFF_EMAIL: STAFF,
      LOG_LEVEL: "silent",
      EMAILJS_BASE_URL: emailjs.url,
      EMAILJS_SERVICE_ID: "s",
      EMAILJS_CONSULTATION_TEMPLATE_ID: "tc",
      EMAILJS_CONTACT_TEMPLATE_ID: "tk",
      EMAILJS_PUBLIC_KEY: "pk",
    };
    const transport = createTransport(t.db, parseConfig(env).mail, silentLog(), { emailjsMinIntervalMs: 0 });
    await createConsultation(t.db, lead);
    emailjs.failNext(429);
    await runOutboxOnce(t.db, transport, { baseBackoffMs: 1 });
    const [staffRow] = (await t.db.select().from(outboxMessages)).filter((r) => (r.payload as { toStaff?: boolean }).toStaff);
    expect(staffRow).toMatchObject({ status: "pending", attempts: 1, lastError: "EmailJS 429: Too Many Requests" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await drain(t.db, transport);
    expect(emailjs.calls).toHaveLength(1);

    await using refusing = await startFakeEmailJs({ allowNonBrowser: false });
    const blocked = createTransport(t.db, parseConfig({ ...env, EMAILJS_BASE_URL: refusing.url }).mail, silentLog(), {
      emailjsMinIntervalMs: 0,
    });
    await createConsultation(t.db, lead);
    await drain(t.db, blocked);
    const dead = (await t.db.select().from(outboxMessages)).filter((r) => r.status === "dead");
    expect(dead.map((r) => [r.attempts, r.lastError])).toEqual([
      [1, "EmailJS 403: API calls are disabled for non-browser applications"],
    ]);
  });

  test(`${kind}: the EmailJS transport keeps to one request per second, so the provider's limit is never hit`, async () => {
    await using t = await testDb(kind);
    await using emailjs = await startFakeEmailJs({ enforceRateLimit: true });
    const config = parseConfig({
      STAFF_EMAIL: STAFF,
      LOG_LEVEL: "silent",
      EMAILJS_BASE_URL: emailjs.url,
      EMAILJS_SERVICE_ID: "s",
      EMAILJS_CONSULTATION_TEMPLATE_ID: "tc",
      EMAILJS_CONTACT_TEMPLATE_ID: "tk",
      EMAILJS_PUBLIC_KEY: "pk",
    });
    await createConsultation(t.db, lead);
    await createConsultation(t.db, { ...lead, fullName: "Asha Rao" });
    await drain(t.db, createTransport(t.db, config.mail, silentLog()));
    expect(emailjs.attempts.map((a) => a.status)).toEqual([200, 200]);
    expect(emailjs.calls.map((c) => c.template_params?.full_name).sort()).toEqual(["Asha Rao", "Priya Sharma"]);
  });
}
