import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { outboxMessages } from "#app/db/schema.server.ts";
import { requestLoginCode } from "#app/features/accounts/accounts.server.ts";
import { requestPasswordReset } from "#app/features/staff/staff.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { startFakeEmailJs } from "../../../tests/fakes/emailjs.ts";
import { startFakeSmtp } from "../../../tests/fakes/smtp.ts";
import { makeStaff } from "../../../tests/support/auth.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import type { MailMessage } from "./message.ts";
import { SECRET_SUBJECT } from "./message.ts";
import { enqueueMail } from "./outbox.server.ts";
import { changeOutboxMessage, listOutbox } from "./outbox-admin.server.ts";
import { runOutboxOnce } from "./outbox-worker.server.ts";
import { createTransport, NO_SECRET_ROUTE } from "./transports.server.ts";

/**
 * Decision 093: a client's sign-in code or link and a staff reset link never reach the staff
 * console (outbox list) or a log line, whatever the transport; staff cannot read one and sign in
 * as the client. SMTP still delivers them.
 */
const SITE = "http://localhost:3000";

function capturingLog() {
  const lines: string[] = [];
  return { lines, info: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
}

type Db = Awaited<ReturnType<typeof testDb>>["db"];

/** Queues one client code mail, one staff reset mail and one legacy code row (no `secret` flag); returns their secrets. */
async function queueSecrets(db: Db) {
  const staff = await makeStaff(db, { email: "asha@firm.example", password: "plum tractor lantern" });
  await requestLoginCode(db, { email: "client@example.in", ip: "203.0.113.9", siteUrl: SITE });
  await requestPasswordReset(db, { email: staff.email, ip: "203.0.113.9", siteUrl: SITE });
  // A row queued before the flag existed (same kind, same shape): still treated as secret.
  await enqueueMail(db, "client-login-code", [
    {
      to: "old@example.in",
      subject: "Your Nyayik sign-in code: 482913",
      text: `Your sign-in code is 482913.\n${SITE}/account/verify?token=legacyTokenValue0123456789abcdefghijklmnopq\n`,
    },
  ]);
  const rows = await db.select().from(outboxMessages);
  const texts = rows.map((r) => (r.payload as MailMessage).text).join("\n");
  const secrets = [
    ...[...texts.matchAll(/code is (\d{6})/g)].map((m) => m[1] ?? ""),
    ...[...texts.matchAll(/(?:token=|\/admin\/reset\/)([A-Za-z0-9_-]{20,})/g)].map((m) => m[1] ?? ""),
  ];
  expect(secrets).toHaveLength(5); // two codes, two client link tokens, one reset token
  return { secrets, ids: rows.map((r) => r.id) };
}

const leaks = (text: string, secrets: string[]) => secrets.filter((s) => text.includes(s));

for (const kind of DATABASES) {
  test(`${kind}: the console's outbox list never shows a sign-in code, client link or reset link`, async () => {
    await using t = await testDb(kind);
    const { secrets } = await queueSecrets(t.db);
    const { rows } = await listOutbox(t.db, {});
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.subject)).toEqual([SECRET_SUBJECT, SECRET_SUBJECT, SECRET_SUBJECT]);
    expect(leaks(JSON.stringify(rows), secrets)).toEqual([]);
  });

  test(`${kind}: with the log transport sign-in mail is dead with the reason and never logged, even after Retry`, async () => {
    await using t = await testDb(kind);
    const { secrets, ids } = await queueSecrets(t.db);
    const log = capturingLog();
    const transport = createTransport(t.db, parseConfig({ LOG_LEVEL: "silent" }).mail, log);
    expect(await runOutboxOnce(t.db, transport)).toBe(3);
    const staff = await makeStaff(t.db);
    for (const id of ids) {
      expect(
        await changeOutboxMessage(t.db, { id, action: "retry", actor: { kind: "staff", id: staff.id, label: "x" }, ip: "" }),
      ).toEqual({ ok: true });
    }
    expect(await runOutboxOnce(t.db, transport)).toBe(3);
    expect(log.lines.length).toBeGreaterThan(0);
    expect(leaks(log.lines.join("\n"), secrets)).toEqual([]);
    const rows = await t.db.select().from(outboxMessages);
    expect(rows.map((r) => [r.status, r.lastError])).toEqual(Array(3).fill(["dead", NO_SECRET_ROUTE]));
    expect(leaks(JSON.stringify((await listOutbox(t.db, {})).rows), secrets)).toEqual([]);
  });

  test(`${kind}: EmailJS without the notice template neither logs nor marks sent a sign-in mail`, async () => {
    await using t = await testDb(kind);
    await using emailjs = await startFakeEmailJs();
    const { secrets } = await queueSecrets(t.db);
    const config = parseConfig({
      LOG_LEVEL: "silent",
      EMAILJS_BASE_URL: emailjs.url,
      EMAILJS_SERVICE_ID: "service_nyayik",
      EMAILJS_CONSULTATION_TEMPLATE_ID: "template_consultation",
      EMAILJS_CONTACT_TEMPLATE_ID: "template_contact",
      EMAILJS_PUBLIC_KEY: "pk_public",
    });
    const log = capturingLog();
    await runOutboxOnce(t.db, createTransport(t.db, config.mail, log, { emailjsMinIntervalMs: 0 }));
    expect(leaks(log.lines.join("\n"), secrets)).toEqual([]);
    expect(emailjs.calls).toEqual([]);
    const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.status, "sent"));
    expect(rows).toEqual([]);
  });

  test(`${kind}: SMTP still delivers the code and links to their owners`, async () => {
    await using t = await testDb(kind);
    await using smtp = await startFakeSmtp();
    const { secrets } = await queueSecrets(t.db);
    const log = capturingLog();
    await runOutboxOnce(t.db, createTransport(t.db, parseConfig({ SMTP_URL: smtp.url, LOG_LEVEL: "silent" }).mail, log));
    expect(leaks(smtp.messages.map((m) => m.text).join("\n"), secrets)).toEqual(secrets);
    expect(leaks(log.lines.join("\n"), secrets)).toEqual([]);
  });
}
