import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  auditLog,
  clientAccounts,
  consultationRequests,
  contactMessages,
  loginCodes,
  outboxMessages,
} from "#app/db/schema.server.ts";
import { DATABASES, fileDatabases } from "../../../tests/support/test-db.ts";
import {
  CODE_INVALID,
  CODE_TOO_MANY,
  listClientRequests,
  requestLoginCode,
  VERIFY_LIMITS,
  VERIFY_TOO_MANY,
  verifyLoginCode,
  verifyLoginLink,
} from "./accounts.server.ts";

const SITE = "http://localhost:3000";
const dbFor = fileDatabases({ beforeAll, afterAll });
type Db = Awaited<ReturnType<typeof dbFor>>["db"];
const uniqueEmail = () => `c-${randomUUID().slice(0, 8)}@example.in`;

/** The code and link in the latest sign-in mail to `email`, as the client reads them. */
async function mailFor(db: Db, email: string) {
  const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.kind, "client-login-code"));
  const mine = rows.filter((r) => (r.payload as { to: string }).to === email).at(-1);
  const text = String((mine?.payload as { text?: string } | undefined)?.text ?? "");
  return { code: text.match(/code is (\d{6})/)?.[1] ?? "", token: text.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? "" };
}

for (const kind of DATABASES) {
  test(`${kind}: the mailed code signs in once, creates the account with the name of the latest request, and is audited`, async () => {
    const { db } = await dbFor(kind);
    const email = uniqueEmail();
    await db.insert(consultationRequests).values({
      fullName: "Kavita Rao",
      email: email.toUpperCase(),
      phone: "+919876543210",
      city: "Pune",
      serviceType: "trademark",
    });
    expect(await requestLoginCode(db, { email: ` ${email.toUpperCase()} `, ip: "1.1.1.1", siteUrl: SITE })).toEqual({ ok: true });
    const { code } = await mailFor(db, email);
    expect(code).toMatch(/^\d{6}$/);
    const result = await verifyLoginCode(db, { email, code, ip: "1.1.1.1" });
    expect(result).toMatchObject({ ok: true, account: { email, name: "Kavita Rao" } });
    expect(await verifyLoginCode(db, { email, code, ip: "1.1.1.1" })).toEqual({ ok: false, message: CODE_INVALID });
    expect(await db.select().from(clientAccounts).where(eq(clientAccounts.email, email))).toHaveLength(1);
    if (result.ok)
      expect((await db.select().from(auditLog).where(eq(auditLog.actorId, result.account.id))).map((r) => r.action)).toEqual([
        "client.sign_in",
      ]);
  });

  test(`${kind}: a code expires after 10 minutes`, async () => {
    const { db } = await dbFor(kind);
    const email = uniqueEmail();
    const t0 = new Date();
    await requestLoginCode(db, { email, ip: "1.1.1.2", siteUrl: SITE, now: t0 });
    const { code } = await mailFor(db, email);
    expect(await verifyLoginCode(db, { email, code, ip: "", now: new Date(t0.getTime() + 10 * 60_000) })).toEqual({
      ok: false,
      message: CODE_INVALID,
    });
    expect((await verifyLoginCode(db, { email, code, ip: "", now: new Date(t0.getTime() + 9 * 60_000) })).ok).toBe(true);
  });

  test(`${kind}: five wrong tries burn the code, even the right one is refused after`, async () => {
    const { db } = await dbFor(kind);
    const email = uniqueEmail();
    await requestLoginCode(db, { email, ip: "1.1.1.3", siteUrl: SITE });
    const { code } = await mailFor(db, email);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 4; i++)
      expect(await verifyLoginCode(db, { email, code: wrong, ip: "" })).toEqual({ ok: false, message: CODE_INVALID });
    expect(await verifyLoginCode(db, { email, code: wrong, ip: "" })).toEqual({ ok: false, message: CODE_TOO_MANY });
    expect(await verifyLoginCode(db, { email, code, ip: "" })).toEqual({ ok: false, message: CODE_TOO_MANY });
    expect(await db.select().from(clientAccounts).where(eq(clientAccounts.email, email))).toHaveLength(0);
  });

  test(`${kind}: codes are rate limited per e-mail (5 per 15 min) and per IP (20)`, async () => {
    const { db } = await dbFor(kind);
    const email = uniqueEmail();
    const ip = `10.9.${randomUUID().slice(0, 4)}`;
    for (let i = 0; i < 5; i++) expect((await requestLoginCode(db, { email, ip, siteUrl: SITE })).ok).toBe(true);
    expect(await requestLoginCode(db, { email, ip, siteUrl: SITE })).toMatchObject({ ok: false });
    // The refused 6th did not count against the IP: 5 so far, 15 more reach the limit of 20.
    for (let i = 0; i < 15; i++) await requestLoginCode(db, { email: uniqueEmail(), ip, siteUrl: SITE });
    expect(await requestLoginCode(db, { email: uniqueEmail(), ip, siteUrl: SITE })).toMatchObject({ ok: false });
  });

  test(`${kind}: the one-click link works once`, async () => {
    const { db } = await dbFor(kind);
    const email = uniqueEmail();
    await requestLoginCode(db, { email, ip: "1.1.1.4", siteUrl: SITE });
    const { token } = await mailFor(db, email);
    expect(await verifyLoginLink(db, { token, ip: "" })).toMatchObject({ ok: true, account: { email } });
    expect(await verifyLoginLink(db, { token, ip: "" })).toEqual({ ok: false, message: CODE_INVALID });
  });

  test(`${kind}: a client sees only requests and messages sent with their own e-mail`, async () => {
    const { db } = await dbFor(kind);
    const mine = uniqueEmail();
    const theirs = uniqueEmail();
    const lead = { phone: "+919876543210", city: "Delhi", serviceType: "gst" };
    await db.insert(consultationRequests).values([
      { ...lead, fullName: "Me", email: mine.toUpperCase() },
      { ...lead, fullName: "Them", email: theirs },
    ]);
    await db.insert(contactMessages).values([
      { fullName: "Me", email: mine, phone: "1", subject: "Mine", message: "m" },
      { fullName: "Them", email: theirs, phone: "1", subject: "Theirs", message: "t" },
    ]);
    const listed = await listClientRequests(db, { id: randomUUID(), email: mine, name: "Me" });
    expect(listed.requests).toHaveLength(1);
    expect(listed.messages.map((m) => m.subject)).toEqual(["Mine"]);
  });

  test(`${kind}: eight wrong guesses sent at once still count as at most five tries`, async () => {
    const { db } = await dbFor(kind);
    const email = uniqueEmail();
    await requestLoginCode(db, { email, ip: "1.1.2.1", siteUrl: SITE });
    const { code } = await mailFor(db, email);
    const wrong = code === "111111" ? "111112" : "111111";
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => verifyLoginCode(db, { email, code: wrong, ip: `10.1.1.${i}` })),
    );
    expect(answers.every((a) => !a.ok)).toBe(true);
    const [row] = await db.select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(row?.attempts).toBe(5);
    expect(await verifyLoginCode(db, { email, code, ip: "10.1.1.9" })).toEqual({ ok: false, message: CODE_TOO_MANY });
  });

  test(`${kind}: a malformed code is a wrong try and changes nothing else`, async () => {
    const { db } = await dbFor(kind);
    const email = uniqueEmail();
    await requestLoginCode(db, { email, ip: "1.1.2.2", siteUrl: SITE });
    for (const typed of ["", "12345", "abcdef", "1234567", `${"9".repeat(6)} or 1=1`]) {
      expect(await verifyLoginCode(db, { email, code: typed, ip: "10.2.0.1" })).toMatchObject({ ok: false });
    }
    expect(await db.select().from(clientAccounts).where(eq(clientAccounts.email, email))).toHaveLength(0);
  });

  test(`${kind}: guesses from one IP across many e-mails are limited`, async () => {
    const { db } = await dbFor(kind);
    const ip = `10.3.${randomUUID().slice(0, 4)}`;
    for (let i = 0; i < VERIFY_LIMITS.perIp; i++) {
      expect(await verifyLoginCode(db, { email: uniqueEmail(), code: "123456", ip })).toEqual({
        ok: false,
        message: CODE_INVALID,
      });
    }
    // Even a right code is refused from that IP until the window ends.
    const email = uniqueEmail();
    await requestLoginCode(db, { email, ip: "1.1.2.3", siteUrl: SITE });
    const { code } = await mailFor(db, email);
    expect(await verifyLoginCode(db, { email, code, ip })).toEqual({ ok: false, message: VERIFY_TOO_MANY });
    expect((await verifyLoginCode(db, { email, code, ip: "10.4.0.1" })).ok).toBe(true);
  });

  test(`${kind}: signing in retires the e-mail's older codes`, async () => {
    const { db } = await dbFor(kind);
    const email = uniqueEmail();
    await requestLoginCode(db, { email, ip: "1.1.2.4", siteUrl: SITE });
    const first = await mailFor(db, email);
    await requestLoginCode(db, { email, ip: "1.1.2.4", siteUrl: SITE });
    const second = await mailFor(db, email);
    expect((await verifyLoginCode(db, { email, code: second.code, ip: "10.5.0.1" })).ok).toBe(true);
    expect(await verifyLoginCode(db, { email, code: first.code, ip: "10.5.0.1" })).toEqual({ ok: false, message: CODE_INVALID });
    expect(await verifyLoginLink(db, { token: first.token, ip: "10.5.0.1" })).toEqual({ ok: false, message: CODE_INVALID });
  });
}
