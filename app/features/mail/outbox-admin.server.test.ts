import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { auditLog, outboxMessages } from "#app/db/schema.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { startFakeSmtp } from "../../../tests/fakes/smtp.ts";
import { makeStaff } from "../../../tests/support/auth.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { enqueueMail } from "./outbox.server.ts";
import { changeOutboxMessage, listOutbox, outboxCounts } from "./outbox-admin.server.ts";
import { runOutboxOnce } from "./outbox-worker.server.ts";
import { createTransport } from "./transports.server.ts";

const quiet = { info: () => {}, error: () => {} };

for (const kind of DATABASES) {
  test(`${kind}: a dead message retried is sent on the worker's next pass; a discarded one is kept and never sent; both audited`, async () => {
    await using t = await testDb(kind);
    await using smtp = await startFakeSmtp();
    const db = t.db;
    const transport = createTransport(db, parseConfig({ SMTP_URL: smtp.url, LOG_LEVEL: "silent" }).mail, quiet);
    const staff = await makeStaff(db, { name: "Meera Staff" });
    const actor = { kind: "staff" as const, id: staff.id, label: staff.name };
    const [retryId, discardId] = await enqueueMail(db, "notice", [
      { to: "one@example.in", subject: "First notice", text: "Hello" },
      { to: "two@example.in", subject: "Second notice", text: "Hello" },
    ]);
    if (!retryId || !discardId) throw new Error("no outbox rows");

    // A permanent refusal (550) kills both at once.
    smtp.failNext(550, "Mailbox unavailable", 2);
    expect(await runOutboxOnce(db, transport)).toBe(2);
    expect(await outboxCounts(db)).toMatchObject({ dead: 2, pending: 0, sent: 0 });
    const dead = (await listOutbox(db, { status: "dead" })).rows;
    expect(dead.map((m) => [m.to, m.subject, m.attempts])).toEqual(
      expect.arrayContaining([
        ["one@example.in", "First notice", 1],
        ["two@example.in", "Second notice", 1],
      ]),
    );
    expect(dead[0]?.lastError).toMatch(/550/);

    expect(await changeOutboxMessage(db, { id: retryId, action: "retry", actor, ip: "203.0.113.5" })).toEqual({ ok: true });
    expect(await changeOutboxMessage(db, { id: discardId, action: "discard", actor, ip: "203.0.113.5" })).toEqual({ ok: true });
    const [due] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, retryId));
    expect(due?.status).toBe("pending");
    expect(due?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    expect(await runOutboxOnce(db, transport)).toBe(1);
    expect(await runOutboxOnce(db, transport)).toBe(0);
    const received = await smtp.waitFor(1);
    expect(received.map((m) => m.to)).toEqual([["one@example.in"]]);
    const rows = await db.select().from(outboxMessages);
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.status, r.attempts]]))).toEqual({
      [retryId]: ["sent", 2],
      [discardId]: ["discarded", 1],
    });

    // Neither a sent nor a discarded message can be changed again.
    expect(await changeOutboxMessage(db, { id: retryId, action: "discard", actor, ip: "" })).toEqual({
      ok: false,
      status: 409,
      message: "This message has been sent already; nothing to do.",
    });
    expect(await changeOutboxMessage(db, { id: discardId, action: "retry", actor, ip: "" })).toEqual({
      ok: false,
      status: 409,
      message: "This message was discarded; it will not be sent.",
    });
    expect(
      await changeOutboxMessage(db, { id: "00000000-0000-4000-8000-000000000000", action: "retry", actor, ip: "" }),
    ).toMatchObject({ ok: false, status: 404 });

    const audits = await db.select().from(auditLog).where(eq(auditLog.actorId, staff.id));
    expect(audits.map((a) => [a.action, a.targetId, a.ip]).sort()).toEqual(
      [
        ["outbox.discard", discardId, "203.0.113.5"],
        ["outbox.retry", retryId, "203.0.113.5"],
      ].sort(),
    );
  });

  test(`${kind}: a pending message can be retried now (skipping its back-off); the list filters by status and pages`, async () => {
    await using t = await testDb(kind);
    const db = t.db;
    const staff = await makeStaff(db);
    const actor = { kind: "staff" as const, id: staff.id, label: staff.name };
    const ids = await enqueueMail(
      db,
      "notice",
      Array.from({ length: 5 }, (_, i) => ({ toStaff: true as const, subject: `Notice ${i}`, text: "x" })),
    );
    const later = new Date(Date.now() + 3600_000);
    await db.update(outboxMessages).set({ nextAttemptAt: later, attempts: 3, lastError: "451 try later" });
    const first = ids[0] ?? "";
    expect(await changeOutboxMessage(db, { id: first, action: "retry", actor, ip: "" })).toEqual({ ok: true });
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, first));
    expect(row).toMatchObject({ status: "pending", attempts: 3 });
    expect(row?.nextAttemptAt.getTime()).toBeLessThan(later.getTime());

    const seen: string[] = [];
    let after: string | undefined;
    for (let i = 0; i < 5; i++) {
      const page = await listOutbox(db, { status: "pending", after }, 2);
      seen.push(...page.rows.map((r) => r.id));
      expect(page.rows.every((r) => r.to === "the firm (STAFF_EMAIL)")).toBe(true);
      if (!page.next) break;
      after = page.next;
    }
    expect(seen.sort()).toEqual([...ids].sort());
    expect((await listOutbox(db, { status: "sent" })).rows).toEqual([]);
  });
}
