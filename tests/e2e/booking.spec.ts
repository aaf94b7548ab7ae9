import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signInAs } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";

// Booking the free call (issue 26): staff set their call hours in the console; a visitor picks a
// time, gets the confirmation page, moves the call with the page's single-use link, then cancels
// it. A second run without JavaScript shows the friendly answer when two visitors pick one time.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "true", url: baseURL }]);
});

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function openCallHours(page: Page) {
  await signInAs(page, "staff");
  await page.goto("/admin/availability");
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
    await page.getByLabel(`From on ${day}`).fill("09:00");
    await page.getByLabel(`To on ${day}`).fill("18:00");
  }
  await page.getByLabel("Call length").selectOption("15");
  await page.getByRole("button", { name: "Save my hours" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
}

/** Chooses the n-th day link (0 = today) and returns the first free time's radio. */
async function pickDay(page: Page, n: number) {
  await page.getByRole("navigation", { name: "Days" }).getByRole("link").nth(n).click();
  await expect(page.getByRole("navigation", { name: "Days" }).getByRole("link").nth(n)).toHaveAttribute("aria-current", "date");
  return page
    .getByRole("group", { name: /^Times on / })
    .getByRole("radio")
    .first();
}

async function fillDetails(page: Page, name: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Phone Number").fill("+91 98765 43210");
  await page.getByLabel("Email").fill("priya.booking@example.in");
}

test("a visitor books a free call, sees the confirmation, moves it and cancels it", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await openCallHours(page);

  const visitorContext = await browser.newContext();
  await visitorContext.addCookies([{ name: "cookieConsent", value: "true", url: baseURL }]);
  const visitor = await visitorContext.newPage();
  // From a GST guide: the topic comes chosen.
  await visitor.goto("/service/gst-registration");
  await visitor.locator("article").getByRole("link", { name: "Book a free call", exact: true }).first().click();
  await expect(visitor).toHaveURL(/\/book-a-call\?topic=gst$/);
  await expect(visitor.getByRole("heading", { level: 1, name: "Book a free call" })).toBeVisible();
  await expect(visitor.getByLabel("Topic")).toHaveValue("gst");
  const slot = await pickDay(visitor, 1);
  const slotName = await slot.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? "");
  expect(slotName).toMatch(/^\d{1,2}:\d\d [ap]m, \w+day, \d{1,2} \w+ \d{4}, IST$/);
  await slot.check();
  await fillDetails(visitor, "Priya Sharma");
  await expectNoAxeViolations(visitor);
  await visitor.screenshot({ path: "test-results/booking-desktop.png", fullPage: true });
  await visitor.getByRole("button", { name: "Book the call" }).click();

  await expect(visitor.getByRole("heading", { level: 1, name: "Your free call is booked" })).toBeVisible();
  await expect(visitor.getByRole("main").getByRole("status").first()).toContainText("Sunil Staff will phone you on");
  await expect(visitor.getByText("GST Compliance")).toBeVisible();
  await expectNoAxeViolations(visitor);
  const firstConfirmation = visitor.url();

  await visitor.getByRole("link", { name: "Choose another time" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Choose another time" })).toBeVisible();
  const oldReschedule = visitor.url();
  await expectNoAxeViolations(visitor);
  const newSlot = await pickDay(visitor, 2);
  await newSlot.check();
  await visitor.getByRole("button", { name: "Move my call" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Your free call is booked" })).toBeVisible();
  expect(visitor.url()).not.toBe(firstConfirmation);

  // The reschedule link worked once.
  const reused = await visitor.request.get(oldReschedule);
  expect(reused.status()).toBe(410);

  await visitor.getByRole("link", { name: "Cancel the call" }).click();
  await expectNoAxeViolations(visitor);
  await visitor.getByRole("button", { name: "Yes, cancel the call" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Your call is cancelled" })).toBeVisible();

  // The booking reached the staff inbox as a lead.
  await page.goto("/admin/inbox?q=Priya%20Sharma");
  await expect(page.getByRole("main")).toContainText("Priya Sharma");
  await visitorContext.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("two visitors pick one time: the second is told it was just taken and sees the list again", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await openCallHours(page);
    const first = await browser.newPage({ javaScriptEnabled: false });
    const second = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    for (const p of [first, second]) {
      await p.goto("/book-a-call");
      const slot = await pickDay(p, 3);
      await slot.check();
      await fillDetails(p, p === first ? "Anil Kumar" : "Bhavna Rao");
      await p.getByLabel("Topic").selectOption("startup");
    }
    await second.screenshot({ path: "test-results/booking-phone.png", fullPage: true });
    const taken = await second
      .getByRole("group", { name: /^Times on / })
      .getByRole("radio")
      .first()
      .getAttribute("value");
    await first.getByRole("button", { name: "Book the call" }).click();
    await expect(first.getByRole("heading", { level: 1, name: "Your free call is booked" })).toBeVisible();
    await second.getByRole("button", { name: "Book the call" }).click();
    await expect(second.getByRole("alert")).toContainText("That time was just taken. Please pick another time below.");
    await expect(second.getByLabel("Full Name")).toHaveValue("Bhavna Rao");
    await expect(second.locator(`input[type=radio][value="${taken}"]`)).toHaveCount(0);
    await second.screenshot({ path: "test-results/booking-phone-taken.png", fullPage: true });
    await first.screenshot({ path: "test-results/booking-confirmation-desktop.png", fullPage: true });
    await first.close();
    await second.close();
  });
});
