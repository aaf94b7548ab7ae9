import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";

// Issue 15: sample content never passes as the firm's own. The sample phones, e-mail and social
// links in content/site.yaml are not shown or linked, sample testimonials carry an "Example" label,
// structured data leaves samples out, /about labels every unfilled item, and guides end with Sources.
const SAMPLE_PHONES = ["+91 98350 00000", "+91 6200 000 000"];
const SAMPLE_DIGITS = SAMPLE_PHONES.map((p) => p.replace(/\D/g, "").slice(2));
const SAMPLE_EMAIL = "help@nyayik.in";

async function links(page: Page, scheme: string) {
  return page.locator(`a[href^="${scheme}"]`).evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
}

for (const path of ["/", "/contact", "/about", "/service/trademark-registration"]) {
  test(`${path}: no tel:, wa.me or mailto: link and no text shows a sample number or e-mail`, async ({ page }) => {
    await page.goto(path);
    const hrefs = [
      ...(await links(page, "tel:")),
      ...(await links(page, "https://wa.me")),
      ...(await links(page, "whatsapp:")),
      ...(await links(page, "mailto:")),
    ];
    for (const href of hrefs) {
      const digits = href.replace(/\D/g, "");
      for (const sample of SAMPLE_DIGITS) expect(digits, href).not.toContain(sample);
      expect(href).not.toContain(SAMPLE_EMAIL);
    }
    const text = await page.locator("body").innerText();
    for (const phone of SAMPLE_PHONES) expect(text).not.toContain(phone);
    expect(text).not.toContain(SAMPLE_EMAIL);
    for (const profile of ["facebook.com/nyayiklegal", "x.com/nyayiklegal", "instagram.com/nyayiklegal"])
      expect(await page.locator(`a[href*="${profile}"]`).count(), profile).toBe(0);
  });
}

test("the footer offers the forms in place of the sample phone and e-mail", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "Book a free 15-minute call" })).toHaveAttribute("href", "/book-a-call");
  await expect(footer.getByRole("link", { name: "Send us a message" })).toHaveAttribute("href", "/contact");
  await expect(footer.getByRole("link", { name: "About the firm" })).toHaveAttribute("href", "/about");
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(0);
});

test("structured data on the home and a service page leaves out every sample fact", async ({ page }) => {
  for (const path of ["/", "/service/company-registration"]) {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.length, path).toBeGreaterThan(0);
    for (const block of blocks) {
      for (const sample of [...SAMPLE_DIGITS, SAMPLE_EMAIL, "Bank More", "826001", "nyayiklegal"])
        expect(block).not.toContain(sample);
      const org = JSON.parse(block)["@graph"].find((n: { "@type": string }) => n["@type"] === "LegalService");
      expect(org).toMatchObject({ name: "Nyayik Legal & Compliance", address: { addressLocality: "Dhanbad" } });
      for (const key of ["telephone", "email", "sameAs", "url"]) expect(org, `${path} ${key}`).not.toHaveProperty(key);
    }
  }
});

test("every sample testimonial carries a visible Example label and the section says they are examples", async ({ page }) => {
  await page.goto("/#testimonials");
  const section = page.locator("#testimonials");
  await expect(section).toContainText("Example testimonials");
  const cards = section.locator("figure");
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) {
    const label = card.getByTestId("testimonial-sample");
    await expect(label).toHaveText("Example — not a real client review");
  }
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator("figure").first().getByTestId("testimonial-sample")).toBeVisible();
});

test("/whatsapp with the number configured redirects; the pages never carry the number", async ({ page, request }) => {
  const response = await request.get("/whatsapp", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  await page.goto("/");
  expect(await page.content()).not.toContain("919000012345");
});

test("a guide ends with its Sources and says when it was last reviewed", async ({ page }) => {
  await page.goto("/service/mou");
  const sources = page.getByRole("region", { name: "Sources" });
  await expect(sources).toBeVisible();
  await expect(sources.getByTestId("last-reviewed")).toHaveText(/^Last reviewed on \d{1,2} [A-Z][a-z]+ \d{4}$/);
  const official = sources.locator('ol a[href^="https://"]');
  expect(await official.count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole("link", { name: /^Last reviewed on / })).toHaveAttribute("href", "#sources");
});

for (const theme of ["light", "dark"] as const) {
  test(`/about lists people, registrations and offices, each labelled sample; axe clean (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About the firm" })).toBeVisible();
    for (const name of ["Our people", "Registrations", "Offices"])
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    const labels = page.locator("main section").getByText("Sample — to be confirmed", { exact: true });
    expect(await labels.count()).toBe(9);
    const scan = await new AxeBuilder({ page }).analyze();
    expect(scan.violations).toEqual([]);
    await page.screenshot({ path: `test-results/about-${theme}.png`, fullPage: true });
  });

  test(`screenshots: testimonials and footer on a desktop and a phone (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    for (const [device, size] of [
      ["desktop", { width: 1280, height: 900 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto("/");
      await page.locator("#testimonials").scrollIntoViewIfNeeded();
      await page.locator("#testimonials").screenshot({ path: `test-results/testimonials-${device}-${theme}.png` });
      await page.locator("#about").screenshot({ path: `test-results/about-section-${device}-${theme}.png` });
      await page.locator("footer").screenshot({ path: `test-results/footer-${device}-${theme}.png` });
      if (device === "phone") {
        await page.goto("/about");
        await page.screenshot({ path: `test-results/about-phone-${theme}.png`, fullPage: true });
      }
    }
    const scan = await new AxeBuilder({ page }).analyze();
    expect(scan.violations).toEqual([]);
  });
}
