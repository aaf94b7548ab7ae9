import { expect, test } from "vitest";
import { newsletterSubscribers, outboxMessages } from "#app/db/schema.server.ts";
import type { MailMessage } from "#app/features/mail/message.ts";
import { action as newsletter } from "#app/routes/newsletter.tsx";
import { action as confirm, loader as confirmPage } from "#app/routes/newsletter-confirm.tsx";
import { actionResult, formRequest, testContext } from "../../../tests/support/form-request.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { NEWSLETTER_CHECK_INBOX } from "./form-contract.ts";

// Route modules type their args for React Router's generated types; the tests pass what the server would.
const args = (request: Request, context: ReturnType<typeof testContext>) => ({ request, context, params: {} }) as never;
const subscribe = (ctx: ReturnType<typeof testContext>, email: string, js = true) =>
  newsletter(
    args(formRequest("/newsletter", { email, source: "footer", company_site: "", ...(js ? { _js: "1" } : {}) }), ctx),
  ).then(actionResult);

async function mails(db: Parameters<typeof testContext>[0]) {
  return (await db.select().from(outboxMessages)).map((m) => m.payload as MailMessage);
}

function linkIn(mail: MailMessage): URL {
  const match = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in: ${mail.text}`);
  return new URL(match[0]);
}

for (const kind of DATABASES) {
  test(`${kind}: issue 22: a new and a known address get the same answer; only the new one gets one confirmation e-mail`, async () => {
    await using t = await testDb(kind);
    const ctx = testContext(t.db, {
      env: {
        NODE_ENV: "test",
        SITE_URL: "https://nyayik.example",
        PAYMENTS_MODE: "test",
        TEST_GATEWAY_SECRET: "newsletter-test-secret-0123456789",
      },
    });
    const first = await subscribe(ctx, "Asha@Example.com");
    const again = await subscribe(ctx, "asha@example.com");
    const plain = await subscribe(ctx, "asha@example.com", false);
    expect(first).toEqual(again);
    expect(first).toMatchObject({ status: 200, data: { ok: true } });
    expect(JSON.stringify(first.data)).not.toMatch(/already|subscribed/);
    expect(plain).toMatchObject({ status: 303, location: "/newsletter?status=sent" });
    expect(NEWSLETTER_CHECK_INBOX).toMatch(/check your inbox to confirm/i);

    const sent = await mails(t.db);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "asha@example.com" });
    expect(linkIn(sent[0] as MailMessage).origin).toBe("https://nyayik.example");
    const [row] = await t.db.select().from(newsletterSubscribers);
    expect(row?.confirmedAt).toBeNull();
  });

  test(`${kind}: issue 22: the link's GET only shows a button; the POST confirms, once`, async () => {
    await using t = await testDb(kind);
    const ctx = testContext(t.db);
    await subscribe(ctx, "ravi@example.in");
    const link = linkIn((await mails(t.db))[0] as MailMessage);
    const token = link.searchParams.get("token") ?? "";
    const page = await confirmPage(args(new Request(`http://127.0.0.1:3000/newsletter/confirm?token=${token}`), ctx));
    expect(page).toMatchObject({ state: "ready", token });
    // A mail scanner following the link changes nothing.
    expect((await t.db.select().from(newsletterSubscribers))[0]?.confirmedAt).toBeNull();

    const confirmed = await actionResult(await confirm(args(formRequest("/newsletter/confirm", { token }), ctx)));
    expect(confirmed).toMatchObject({ status: 200, data: { state: "confirmed" } });
    const [row] = await t.db.select().from(newsletterSubscribers);
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(row?.confirmTokenHash).toBeNull();

    // The same link again, or a made-up one: a clear answer, nothing changes.
    const reused = await actionResult(await confirm(args(formRequest("/newsletter/confirm", { token }), ctx)));
    expect(reused).toMatchObject({ status: 400, data: { state: "invalid" } });
    const guessed = await actionResult(await confirm(args(formRequest("/newsletter/confirm", { token: "x".repeat(43) }), ctx)));
    expect(guessed).toMatchObject({ status: 400, data: { state: "invalid" } });
    expect(await confirmPage(args(new Request("http://127.0.0.1:3000/newsletter/confirm?token=nope"), ctx))).toMatchObject({
      state: "invalid",
    });

    // A confirmed address signing up again gets the same answer and no new e-mail.
    expect(await subscribe(ctx, "ravi@example.in")).toMatchObject({ status: 200, data: { ok: true } });
    expect(await mails(t.db)).toHaveLength(1);
  });
}
