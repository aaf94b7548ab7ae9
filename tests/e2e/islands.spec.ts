import type { Page, Request } from "@playwright/test";
import { expect, test } from "./support/test.ts";

// Islands (decision 089): below-the-fold forms and a guide's sources keep the server's markup until
// they near the screen; their code is not requested before that, and what the visitor did to the
// frozen copy (typing, focus) survives the switch to the live form.

const ISLAND_CODE = /\/assets\/(newsletter-form|consultation-form|contact-form|sources-section|form-ui)-[\w-]+\.js$/;

function islandRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (r: Request) => {
    const m = ISLAND_CODE.exec(new URL(r.url()).pathname);
    if (m?.[1]) seen.push(m[1]);
  });
  return seen;
}

/** Whether React has attached to the form (a live island), as opposed to the server's frozen copy. */
const isLive = (page: Page, name: string) =>
  page
    .getByRole("form", { name })
    .evaluate((form) => Object.keys(form).some((k) => k.startsWith("__reactProps$")))
    .catch(() => false);

test.use({ viewport: { width: 390, height: 844 } });

for (const path of ["/", "/service/trademark-registration"]) {
  test(`${path}: no island code is requested until the visitor scrolls near it, then the form works in place`, async ({
    page,
  }) => {
    const requested = islandRequests(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    expect(await isLive(page, "Newsletter (footer)")).toBe(false);
    // The frozen copy is the server's markup: the form is there and readable before its code.
    await expect(
      page.getByRole("form", { name: "Newsletter (footer)" }).getByRole("button", { name: "Subscribe" }),
    ).toBeAttached();

    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => isLive(page, "Newsletter (footer)")).toBe(true);
    expect(requested).toContain("newsletter-form");

    const form = page.getByRole("form", { name: "Newsletter (footer)" });
    await form.getByRole("textbox").fill(`island${Date.now()}@example.in`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Thank you! Please check your inbox to confirm your subscription.")).toBeVisible();
    expect(page.url()).toMatch(new RegExp(`${path.replace(/\//g, "\\/")}$`));
  });
}

test("text typed into the frozen copy carries over; the swap waits until the visitor leaves the field", async ({ page }) => {
  // Hold the form's code back so the visitor types into the frozen copy first.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/newsletter-form-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/service/trademark-registration");
  const form = page.getByRole("form", { name: "Newsletter (footer)" });
  const email = form.getByRole("textbox");
  await email.focus();
  await page.keyboard.type("carried@example.in");
  release();
  // The code is here, but the visitor is still in the field: nothing is swapped under their hands.
  await page.waitForResponse(/\/assets\/newsletter-form-[\w-]+\.js$/);
  await page.keyboard.type("x");
  expect(await isLive(page, "Newsletter (footer)")).toBe(false);
  await page.getByRole("contentinfo").getByText("Quick Links").click();
  await expect.poll(() => isLive(page, "Newsletter (footer)")).toBe(true);
  await expect(form.getByRole("textbox")).toHaveValue("carried@example.inx");
});

test("an empty form sent from the frozen copy gets the live form's messages and focus", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Consultation request" });
  expect(await isLive(page, "Consultation request")).toBe(false);
  await form.getByRole("button", { name: "Request Consultation" }).click();
  await expect(form.getByLabel("Full Name")).toBeFocused();
  await expect.poll(() => isLive(page, "Consultation request")).toBe(true);
});

test("a file dragged onto the frozen consultation form reaches the live form", async ({ page }) => {
  // Files are dragged on a desktop; on a phone the drop zone waits until name, phone and service are
  // filled (decision 136), which the phone form test in help.spec.ts covers.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const form = page.getByRole("form", { name: "Consultation request" });
  expect(await isLive(page, "Consultation request")).toBe(false);
  const zone = form.locator("label:has(input[type=file])");
  const transfer = await page.evaluateHandle(() => {
    const t = new DataTransfer();
    t.items.add(new File(["%PDF-1.7\nscan"], "deed.pdf", { type: "application/pdf" }));
    return t;
  });
  await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
  await expect(form.getByText(/^deed\.pdf \(1 KB\)$/)).toBeVisible();
});

test("a client navigation mounts an island at once (nothing waits for a scroll)", async ({ page }) => {
  await page.goto("/service/trademark-registration");
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => isLive(page, "Consultation request")).toBe(true);
  await expect.poll(() => isLive(page, "Contact us")).toBe(true);
});

test("a form sent from the frozen copy is held and sent in place once the live form is there", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/newsletter-form-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
  });
  await page.goto("/service/trademark-registration");
  const form = page.getByRole("form", { name: "Newsletter (footer)" });
  await form.getByRole("textbox").fill(`held${Date.now()}@example.in`);
  await form.getByRole("button", { name: "Subscribe" }).click();
  expect(posts).toEqual([]);
  release();
  await expect(form.getByText("Thank you! Please check your inbox to confirm your subscription.")).toBeVisible();
  expect(posts).toEqual(["/newsletter.data"]);
  await expect(page).toHaveURL(/\/service\/trademark-registration$/);
});

test("on a 4× slower CPU, a field tapped while the live form swaps in keeps everything typed (20 runs)", async ({ page }) => {
  test.setTimeout(240_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const lost: string[] = [];
  for (let run = 0; run < 20; run++) {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Consultation request" });
    expect(await isLive(page, "Consultation request")).toBe(false);
    // Bring the form near the screen (its code is asked for) and, as its code arrives, tap and type.
    const code = page.waitForResponse(/\/assets\/consultation-form-[\w-]+\.js$/);
    await page.evaluate(() => document.getElementById("consultation")?.scrollIntoView());
    await code;
    const name = form.getByLabel("Full Name");
    await name.click();
    await page.keyboard.type("Asha Verma", { delay: 15 });
    // On a phone the form asks name, phone and service first (decision 136): Tab goes to the phone.
    await page.keyboard.press("Tab");
    await page.keyboard.type("98350 12345", { delay: 15 });
    await expect.poll(() => isLive(page, "Consultation request")).toBe(true);
    const got = [await name.inputValue(), await form.getByLabel("Phone Number").inputValue()].join(" | ");
    if (got !== "Asha Verma | 98350 12345") lost.push(`run ${run}: ${got}`);
  }
  expect(lost).toEqual([]);
});
