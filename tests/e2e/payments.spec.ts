import { createHmac } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { parseConfig } from "../../app/lib/config.server.ts";
import { pdfText } from "../support/pdf-text.ts";
import { expect, test } from "./support/test.ts";

// The Playwright server runs on the embedded defaults, so payments go through the built-in test
// gateway (TEST MODE page with Pay and Fail), which signs its callback like Razorpay does.

function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Scans what this feature renders (the page's main content, which holds the checkout dialogs). */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include("#main").analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function openCheckout(page: Page) {
  await page.goto("/service/trademark-registration");
  const box = page.locator("#package");
  await expect(box.getByTestId("actual-price")).toHaveText(/₹4,500/);
  await expect(box.getByTestId("discounted-price")).toHaveText("₹999");
  await expect(box.getByText("Save 77% Today")).toBeVisible();
  // The whole price before paying (issue 24): our fee, 18% GST on it, IP India's fee collected now.
  const breakdown = box.getByTestId("price-breakdown");
  await expect(breakdown).toContainText("GST 18% on our fee₹179.82");
  await expect(breakdown).toContainText("Government fee, paid on your behalf₹4,500");
  await expect(box.getByTestId("payable-now")).toHaveText("₹5,678.82");
  await box.getByRole("link", { name: "Pay Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Checkout" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("checkout-total")).toHaveText("₹5,678.82");
  await expect(dialog.getByRole("link", { name: "Refund policy" })).toBeVisible();
  return dialog;
}

async function fillContact(dialog: ReturnType<Page["getByRole"]>, email: string) {
  await dialog.getByLabel("Full name").fill("Asha Verma");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("98765 43210");
}

/** Holds /payments/start for a moment so the overlay can be seen, then lets it through unchanged. */
async function slowStart(page: Page) {
  await page.route("**/payments/start", async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
}

async function expectOverlay(page: Page) {
  const overlay = page.getByRole("dialog", { name: "Processing Payment" });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText("Redirecting to secure payment gateway...")).toBeVisible();
}

test("checkout without a coupon pays the whole price through the test gateway; the receipt carries a tax invoice (HTML and PDF)", async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const dialog = await openCheckout(page);
  await expectNoAxeViolations(page);
  await fillContact(dialog, "asha@example.com");
  // A business in Maharashtra: its GSTIN makes the place of supply Maharashtra, so IGST replaces CGST + SGST.
  await dialog.getByText("GSTIN and billing address").click();
  await dialog.getByLabel("GSTIN (for a business)").fill("27AAPFU0939F1ZV");
  await dialog.getByLabel("Billing address").fill("12 MG Road, Pune 411001");
  await dialog.getByLabel("Billing address").blur();
  await expect(dialog.getByText("IGST 18%")).toBeVisible();
  await expect(dialog.getByTestId("checkout-total")).toHaveText("₹5,678.82");
  await slowStart(page);
  await dialog.getByRole("button", { name: /Proceed to Pay/ }).click();
  await expectOverlay(page);

  await expect(page).toHaveURL(/\/payments\/test-gateway\/[0-9a-f-]{36}$/);
  await expect(page.getByText("TEST MODE", { exact: true })).toBeVisible();
  await expect(page.getByTestId("test-gateway-amount")).toHaveText("₹5,678.82");
  await expect(page.getByText("Trademark Registration", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Pay ₹5,678.82" }).click();

  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}\/receipt$/);
  await expect(page.getByRole("heading", { name: "Payment receipt" })).toBeVisible();
  const facts = page.locator("dl").first();
  await expect(facts).toContainText("Trademark Registration");
  await expect(facts).toContainText("Amount paid₹5,678.82");
  await expect(page.getByRole("heading", { name: /^Tax invoice NY\/\d{4}-\d{2}\/\d{5}$/ })).toBeVisible();
  await expect(page.getByTestId("invoice-sample")).toContainText("Sample — not a valid tax invoice");
  await expect(facts).toContainText("StatusPaid");
  await expect(facts).toContainText(/Gateway payment IDpay_test_[0-9a-f]{14}/);
  await expect(facts).toContainText(/Date\d{1,2} \w{3} \d{4}, .* IST/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("button", { name: "Print receipt" })).toBeVisible();
  await expectNoAxeViolations(page);

  const pdfHref = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
  const pdf = await request.get(pdfHref ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const text = pdfText(await pdf.body()).replace(/\s*\n/g, " ");
  expect(text).toContain("Supplier GSTIN20AAAAA0000A1ZG");
  expect(text).toContain("Recipient GSTIN27AAPFU0939F1ZV");
  expect(text).toContain("SAC998212");
  expect(text).toContain("Place of supplyMaharashtra (27)");
  expect(text).toContain("Taxable value (our fee)₹999");
  expect(text).toContain("IGST 18%₹179.82");
  expect(text).not.toContain("CGST");
  expect(text).toContain("Government fee paid on your behalf₹4,500");
  expect(text).toContain("Total₹5,678.82");
  expect(text).toContain("Sample — not a valid tax invoice");
  const html = await request.get(page.url());
  expect(html.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(errors).toEqual([]);
});

test("TM20 takes 20% off our fee only (₹5,678.82 → ₹5,442.82); an unknown code says so; the receipt shows the coupon", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const dialog = await openCheckout(page);
  const coupon = dialog.getByLabel(/Coupon code/);
  await coupon.fill("SAVE50");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByText("The coupon code SAVE50 is not valid.")).toBeVisible();
  await expect(dialog.getByTestId("checkout-total")).toHaveText("₹5,678.82");

  await coupon.fill("tm20");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByText(/Coupon applied\. TM20: 20% off \(₹200, rounded to the nearest rupee\)/)).toBeVisible();
  await expect(dialog.getByTestId("checkout-total")).toHaveText("₹5,442.82");
  await fillContact(dialog, "tm20@example.com");
  await dialog.getByRole("button", { name: "Proceed to Pay ₹5,442.82" }).click();

  await expect(page.getByTestId("test-gateway-amount")).toHaveText("₹5,442.82");
  await page.getByRole("button", { name: "Pay ₹5,442.82" }).click();
  await expect(page.getByRole("heading", { name: "Payment receipt" })).toBeVisible();
  await expect(page.locator("dl").first()).toContainText("CouponTM20");
  await expect(page.locator("dl").first()).toContainText("Amount paid₹5,442.82");
  expect(errors).toEqual([]);
});

test("a failed payment lands on a page that offers to try again", async ({ page }) => {
  const dialog = await openCheckout(page);
  await fillContact(dialog, "fail@example.com");
  await dialog.getByRole("button", { name: /Proceed to Pay/ }).click();
  await page.getByRole("button", { name: "Fail payment" }).click();

  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}\/failed$/);
  await expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page).toHaveURL(/\/service\/trademark-registration#package$/);
  await expect(page.locator("#package").getByRole("link", { name: "Pay Now" })).toBeVisible();
});

test("when the payment cannot start, the overlay goes and an alert says so; a bad phone is pointed out", async ({ page }) => {
  const dialog = await openCheckout(page);
  await fillContact(dialog, "offline@example.com");
  await dialog.getByLabel("Phone").fill("12345");
  await dialog.getByRole("button", { name: /Proceed to Pay/ }).click();
  await expect(dialog.getByRole("alert")).toContainText("Payment initialization failed. Please try again.");
  await expect(dialog.getByText("Please enter a 10-digit Indian phone number")).toBeVisible();
  await expect(dialog.getByLabel("Phone")).toBeFocused();

  await dialog.getByLabel("Phone").fill("98765 43210");
  await page.route("**/payments/start", (route) => route.abort("internetdisconnected"));
  await dialog.getByRole("button", { name: /Proceed to Pay/ }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Payment initialization failed. Please try again.");
  await expect(page.getByRole("dialog", { name: "Processing Payment" })).toBeHidden();
  await expect(page).toHaveURL(/\/service\/trademark-registration$/);
});

test("Pay Now appears only where a price exists", async ({ page }) => {
  await page.goto("/service/iso-certification");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Premium Service Package")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Pay Now" })).toHaveCount(0);
  await page.goto("/service/trademark-registration");
  await expect(page.getByRole("link", { name: "Pay Now" })).toHaveCount(1);
});

test("checkout, test gateway, receipt and messages keep their contrast in the dark theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  const dialog = await openCheckout(page);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await dialog.getByLabel(/Coupon code/).fill("NOPE");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByText("The coupon code NOPE is not valid.")).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/Coupon code/).fill("TM20");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByText(/Coupon applied/)).toBeVisible();
  await fillContact(dialog, "dark@example.com");
  await dialog.getByLabel("Phone").fill("123");
  await dialog.getByRole("button", { name: /Proceed to Pay/ }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Phone").fill("9876543210");
  await dialog.getByRole("button", { name: /Proceed to Pay/ }).click();
  await expect(page.getByText("TEST MODE", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "Payment receipt" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the webhook endpoint verifies the raw body as the real server receives it", async ({ request }) => {
  // The Playwright server has no Razorpay keys, so webhooks are checked with the test gateway's secret.
  const secret = parseConfig({}).payments.webhookSecret ?? "";
  const body = JSON.stringify({
    entity: "event",
    event: "payment_link.paid",
    payload: { payment_link: { entity: { id: "plink_x", reference_id: "not-ours" } } },
  });
  const sign = (text: string) => createHmac("sha256", secret).update(text).digest("hex");
  const post = (data: string, signature: string, eventId: string) =>
    request.post("/payments/webhook", {
      data,
      headers: { "content-type": "application/json", "x-razorpay-signature": signature, "x-razorpay-event-id": eventId },
    });

  const forged = await post(body, sign(`${body} `), "evt_e2e_forged");
  expect(forged.status()).toBe(400);
  const genuine = await post(body, sign(body), "evt_e2e_genuine");
  expect(genuine.status()).toBe(200);
  expect(await genuine.json()).toEqual({ status: "ignored" });
  const repeat = await post(body, sign(body), "evt_e2e_genuine");
  expect(await repeat.json()).toEqual({ status: "duplicate" });
});
