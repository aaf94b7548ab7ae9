import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { payments } from "#app/db/schema.server.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { quotePayment } from "#app/features/payments/pricing.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { appContext } from "#app/lib/context.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import * as checkout from "./checkout.tsx";

// 'Pay Now' without JavaScript (decision 134): the checkout page prices on the server and starts the payment.
const SITE = "http://127.0.0.1:3999";
const content = loadContent();
const SLUG = "msme-registration";
const PAYER = { name: "Asha Verma", email: "asha@example.com", phone: "98765 43210" };

async function post(t: Awaited<ReturnType<typeof testDb>>, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const config = parseConfig({ SITE_URL: SITE, RATE_LIMIT_PER_MINUTE: "100" });
  const context = new RouterContextProvider();
  context.set(appContext, { db: t.db, config, content, nonce: "test", ip: "203.0.113.9" });
  const request = new Request(`${SITE}/service/${SLUG}/checkout`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
  try {
    return await checkout.action({ request, context, params: { slug: SLUG }, url: new URL(request.url), pattern: "" });
  } catch (thrown) {
    return thrown;
  }
}

const statusOf = (answer: unknown) => (answer as { init?: { status?: number } }).init?.status;

for (const kind of DATABASES) {
  test(`${kind}: Proceed to Pay stores the server's price and answers 303 to the gateway`, async () => {
    await using t = await testDb(kind);
    const answer = await post(t, { ...PAYER, intent: "pay" });
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    const rows = await t.db.select().from(payments);
    expect(rows).toHaveLength(1);
    expect(response.headers.get("location")).toBe(`/payments/test-gateway/${rows[0]?.id}`);
    const quote = quotePayment(content, SLUG, undefined, content.site.tax.stateCode);
    if (!quote.ok) throw new Error("msme-registration has no price");
    expect(rows[0]?.amountPaise).toBe(quote.quote.amountPaise);
  });

  test(`${kind}: a bad phone comes back as a 400 page with the message and every typed value; nothing is stored`, async () => {
    await using t = await testDb(kind);
    const answer = await post(t, { ...PAYER, phone: "12", coupon: "save", intent: "pay" });
    expect(statusOf(answer)).toBe(400);
    const page = (answer as { data: checkout.CheckoutPageData }).data;
    expect(page.fieldErrors?.phone).toBe("Please enter a 10-digit Indian phone number");
    expect(page.values).toMatchObject({ name: "Asha Verma", email: "asha@example.com", phone: "12", coupon: "save" });
    expect(await t.db.select().from(payments)).toEqual([]);
  });

  test(`${kind}: Check price re-prices without paying, and a post from another site cannot pay`, async () => {
    await using t = await testDb(kind);
    const quoted = await post(t, { ...PAYER, coupon: "NOTACOUPON", intent: "quote" });
    expect(statusOf(quoted)).toBe(200);
    expect((quoted as { data: checkout.CheckoutPageData }).data.couponError).toBeTruthy();
    const foreign = await post(t, { ...PAYER, intent: "pay" }, { origin: "https://evil.example" });
    expect(statusOf(foreign)).toBe(403);
    expect(await t.db.select().from(payments)).toEqual([]);
  });
}
