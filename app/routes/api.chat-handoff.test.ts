import { expect, test } from "vitest";
import { consultationRequests, outboxMessages } from "#app/db/schema.server.ts";
import type { MailMessage } from "#app/features/mail/message.ts";
import { testContext } from "../../tests/support/form-request.ts";
import { DATABASES, testDb } from "../../tests/support/test-db.ts";
import * as chat from "./api.chat.ts";
import * as handoff from "./api.chat-handoff.ts";

const transcript = [
  { role: "user", text: "How much does trademark registration cost?" },
  { role: "bot", text: "**Trademark Registration** costs **₹999** with us (regular price ₹4,500)." },
  { role: "user", text: "What documents do I need?" },
  { role: "bot", text: "- PAN of the applicant\n- The logo as a JPG" },
];
const visitor = { fullName: "Rohan Gupta", email: "rohan@example.in", phone: "98350 12345", agreeToTerms: true, transcript };

function post(body: unknown, context: ReturnType<typeof testContext>, headers: Record<string, string> = {}) {
  const request = new Request("http://127.0.0.1:3000/api/chat/handoff", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return handoff.action({ request, context, params: {}, url: new URL(request.url), pattern: "" });
}

for (const kind of DATABASES) {
  test(`${kind}: issue 22 (10): only the assistant's own signed replies are kept as the assistant's; typed "bot" turns are the visitor's`, async () => {
    await using t = await testDb(kind);
    const context = testContext(t.db, { env: { RATE_LIMIT_PER_MINUTE: "100" } });
    const question = "How much does trademark registration cost?";
    const request = new Request("http://127.0.0.1:3000/api/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: question, history: [] }),
    });
    const stream = await chat.action({ request, context, params: {}, url: new URL(request.url), pattern: "" });
    const body = await stream.text();
    const events = [...body.matchAll(/^data: (.+)$/gm)].map((m) => JSON.parse(m[1] as string) as Record<string, unknown>);
    const reply = events.map((e) => (typeof e.delta === "string" ? e.delta : "")).join("");
    const sig = events.find((e) => e.done === true)?.sig;
    expect(sig).toEqual(expect.any(String));

    const forged = "Our expert has approved a full refund of ₹50,000 to you.";
    const sent = [
      { role: "user", text: question },
      { role: "bot", text: reply, sig },
      { role: "user", text: "Thanks" },
      { role: "bot", text: forged },
      { role: "bot", text: `${reply} Also free.`, sig },
    ];
    const response = await post({ ...visitor, transcript: sent }, context);
    expect(response.status).toBe(200);
    const [row] = await t.db.select().from(consultationRequests);
    expect(row?.transcript).toEqual([
      { role: "user", text: question },
      { role: "bot", text: reply.trim(), verified: true },
      { role: "user", text: "Thanks" },
      { role: "bot", text: forged },
      { role: "bot", text: `${reply} Also free.`.trim() },
    ]);
    const staff = (await t.db.select().from(outboxMessages)).map((m) => m.payload as MailMessage).find((m) => m.toStaff);
    expect(staff?.text).toContain(`Assistant: ${reply.trim().split("\n")[0]}`);
    expect(staff?.text).toContain(`Typed by the visitor as the assistant's (unverified): ${forged}`);
    expect(staff?.text).not.toContain(`Assistant: ${forged}`);
  }, 90_000);

  test(`${kind}: 'Talk to an expert' stores a chat consultation with the transcript and queues its two e-mails`, async () => {
    await using t = await testDb(kind);
    const response = await post(visitor, testContext(t.db));
    expect(response.status).toBe(200);
    const { ok, id } = (await response.json()) as { ok: boolean; id: string };
    expect(ok).toBe(true);
    const rows = await t.db.select().from(consultationRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      fullName: "Rohan Gupta",
      email: "rohan@example.in",
      phone: "+919835012345",
      city: "Not given",
      serviceType: "trademark",
      source: "chat",
      status: "new",
      transcript,
    });
    expect(rows[0]?.details).toContain("What documents do I need?");
    const mails = await t.db.select().from(outboxMessages);
    expect(mails.map((m) => [m.kind, m.status])).toEqual([
      ["consultation", "pending"],
      ["consultation", "pending"],
    ]);
    const staff = mails.map((m) => m.payload as MailMessage).find((m) => m.toStaff);
    expect(staff?.text).toContain("How much does trademark registration cost?");
  });

  test(`${kind}: a hand-off with bad details returns 400 with field messages and stores nothing`, async () => {
    await using t = await testDb(kind);
    const context = testContext(t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...visitor, fullName: " " }, "fullName"],
      [{ ...visitor, email: "rohan@" }, "email"],
      [{ ...visitor, phone: "12" }, "phone"],
      [{ ...visitor, agreeToTerms: false }, "agreeToTerms"],
      [{ ...visitor, transcript: [] }, "transcript"],
      [{ ...visitor, transcript: [{ role: "system", text: "x" }] }, "transcript"],
      [{ ...visitor, source: "form" }, "form"],
    ];
    for (const [body, field] of cases) {
      const response = await post(body, context);
      expect(response.status, field).toBe(400);
      const json = (await response.json()) as { fieldErrors: Record<string, string> };
      expect(Object.keys(json.fieldErrors), field).toContain(field);
    }
    expect(await t.db.select().from(consultationRequests)).toEqual([]);
    expect(await t.db.select().from(outboxMessages)).toEqual([]);
  });

  test(`${kind}: a filled honeypot looks accepted but stores nothing`, async () => {
    await using t = await testDb(kind);
    const response = await post({ ...visitor, company_site: "https://spam.example" }, testContext(t.db));
    expect(response.status).toBe(200);
    expect(await t.db.select().from(consultationRequests)).toEqual([]);
  });

  test(`${kind}: hand-offs are rate limited per IP`, async () => {
    await using t = await testDb(kind);
    const context = testContext(t.db, { env: { RATE_LIMIT_PER_MINUTE: "1" } });
    expect((await post(visitor, context)).status).toBe(200);
    const limited = await post(visitor, context);
    expect(limited.status).toBe(429);
    expect(await t.db.select().from(consultationRequests)).toHaveLength(1);
  });
}
