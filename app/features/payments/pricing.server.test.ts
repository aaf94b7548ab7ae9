import { expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { CheckoutSchema, normalizeIndianPhone } from "./checkout-schema.ts";
import { quotePayment } from "./pricing.server.ts";

const content = loadContent();

test("trademark registration costs ₹999 (₹4,500 struck through) without a coupon", () => {
  expect(quotePayment(content, "trademark-registration")).toEqual({
    ok: true,
    quote: {
      slug: "trademark-registration",
      title: expect.any(String),
      actual: 4500,
      price: 999,
      discount: 0,
      amount: 999,
      coupon: undefined,
      couponNote: undefined,
      // The whole price: our fee + 18% GST (sample registered mode) + IP India's ₹4,500 collected now.
      breakdown: expect.objectContaining({ taxablePaise: 99_900, gstPaise: 17_982, governmentNowPaise: 450_000 }),
      amountPaise: 99_900 + 17_982 + 450_000,
    },
  });
});

test("the checkout's state decides CGST + SGST (the firm's state) or IGST (elsewhere); the total is the same", () => {
  const local = quotePayment(content, "trademark-registration", undefined, "20");
  const other = quotePayment(content, "trademark-registration", undefined, "27");
  expect(local.ok && local.quote.breakdown.lines.map((l) => l.label)).toEqual([
    "Our fee",
    "CGST 9%",
    "SGST 9%",
    "Government fee, paid on your behalf",
  ]);
  expect(other.ok && other.quote.breakdown.lines.map((l) => l.label)).toContain("IGST 18%");
  expect(local.ok && other.ok && local.quote.amountPaise === other.quote.amountPaise).toBe(true);
});

test("a service whose government fee is paid later charges only our fee and GST now, and says what comes later", () => {
  const result = quotePayment(content, "company-registration");
  expect(result.ok && result.quote.amountPaise).toBe(111_100 + 19_998);
  expect(result.ok && result.quote.breakdown.payableLater).toMatch(/^Government fee at actuals \(MCA filing fees/);
});

test("TM20 takes 20 % off trademark registration, rounded to the nearest rupee: ₹999 → ₹799", () => {
  const result = quotePayment(content, "trademark-registration", " tm20 ");
  expect(result.ok && result.quote).toMatchObject({ price: 999, discount: 200, amount: 799, coupon: "TM20" });
  expect(result.ok && result.quote.couponNote).toBe("TM20: 20% off (₹200, rounded to the nearest rupee)");
  // The coupon comes off our fee only: GST falls with it, the government fee does not.
  expect(result.ok && result.quote.amountPaise).toBe(79_900 + 14_382 + 450_000);
});

test.each([
  ["an unknown code", "trademark-registration", "SAVE50", "The coupon code SAVE50 is not valid."],
  ["TM20 on another service", "company-registration", "TM20", "The coupon TM20 applies to Trademark Registration only."],
])("%s is refused with a message", (_name, slug, coupon, message) => {
  expect(quotePayment(content, slug, coupon)).toEqual({ ok: false, field: "coupon", message });
});

test("a price is found through a declared alias and never by a near match", () => {
  const viaAlias = quotePayment(content, "itr-1");
  const canonical = quotePayment(content, "itr-1-return-filing");
  expect(canonical.ok).toBe(true);
  expect(viaAlias).toEqual(canonical);
  expect(quotePayment(content, "trademark-registratio")).toMatchObject({ ok: false, field: "slug" });
  expect(quotePayment(content, "trademark")).toMatchObject({ ok: false, field: "slug" });
});

test("a service without a price (ISO certification) cannot be paid for online", () => {
  expect(quotePayment(content, "iso-certification")).toMatchObject({ ok: false, field: "slug" });
});

test.each([
  ["98765 43210", "+919876543210"],
  ["+91-98765-43210", "+919876543210"],
  ["09876543210", "+919876543210"],
  ["919876543210", "+919876543210"],
  ["0326 2345678", "+913262345678"],
  ["12345", "12345"],
  ["1234567890", "1234567890"],
])("phone %s normalises to %s", (input, expected) => {
  expect(normalizeIndianPhone(input)).toBe(expected);
});

const valid = { slug: "trademark-registration", name: "Asha Verma", email: "Asha@Example.com", phone: "98765 43210" };

test("a valid checkout is trimmed and normalised; an empty coupon is no coupon", () => {
  expect(CheckoutSchema.parse({ ...valid, coupon: "" })).toEqual({
    ...valid,
    email: "asha@example.com",
    phone: "+919876543210",
    coupon: undefined,
  });
  expect(CheckoutSchema.parse({ ...valid, coupon: " tm20" }).coupon).toBe("TM20");
});

test.each([
  ["name", { name: " " }],
  ["email", { email: "asha@" }],
  ["phone", { phone: "12345" }],
  ["slug", { slug: "../etc" }],
  ["coupon", { coupon: "TM-20" }],
])("a checkout with a bad %s is refused on that field", (field, change) => {
  const result = CheckoutSchema.safeParse({ ...valid, ...change });
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.path).toEqual([field]);
});

test("a checkout that carries an amount or a key is refused", () => {
  expect(CheckoutSchema.safeParse({ ...valid, amount: "1" }).success).toBe(false);
  expect(CheckoutSchema.safeParse({ ...valid, razorpay_key_secret: "x" }).success).toBe(false);
});

test.each([
  [{ gstin: "27AAPFU0939F1ZW", address: "Pune" }, "gstin", /last character does not match/],
  [{ gstin: "27AAPFU0939F1ZV" }, "address", /needs the billing address/],
  [{ gstin: "27AAPFU0939F1ZV", address: "Pune", state: "20" }, "state", /registered in Maharashtra/],
  [{ state: "99" }, "state", /Choose your state/],
])("checkout tax details %o are refused on %s", (extra, field, message) => {
  const parsed = CheckoutSchema.safeParse({
    slug: "trademark-registration",
    name: "Asha Verma",
    email: "a@b.in",
    phone: "9876543210",
    ...extra,
  });
  expect(parsed.success).toBe(false);
  const issue = parsed.error?.issues.find((i) => i.path[0] === field);
  expect(issue?.message).toMatch(message);
});
