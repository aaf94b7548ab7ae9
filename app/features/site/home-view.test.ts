import { describe, expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { servicePageData } from "#app/features/catalogue/service-page.server.ts";
import { homeView } from "./home-view.ts";
import { copyrightYears, shellView } from "./shell.server.ts";

// Loader data is inlined in every prerendered page as hydration data and fetched as .data on
// client navigation (decision 087). These bounds fail when a view starts carrying what no
// component draws. They sit about 10% above the size measured when they were set (home 20.9 KB,
// shell 7.0 KB as JSON), so new content fits, but a whole content object (the price table, a
// guide's Markdown, the site file) does not.
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const content = loadContent();

describe("homeView", () => {
  const view = homeView(content);

  // Decision 087 set 23 KB at 20.9 KB; decision 181's FAQ entry on who works on a case took it to 23.5 KB.
  test("stays under 24 KB as JSON", () => {
    expect(bytes(view)).toBeLessThan(24_000);
  });

  test("holds only what the sections and the JSON-LD render", () => {
    expect(Object.keys(view).sort()).toEqual(["categories", "faq", "gstNote", "home", "site"]);
    expect(Object.keys(view.site.hours).sort()).toEqual(["label", "support"]);
    expect(view.site).not.toHaveProperty("samples");
    expect(view.site).not.toHaveProperty("footerServiceModals");
    for (const c of view.categories) expect(Object.keys(c).sort()).toEqual(["from", "groups", "id", "name", "summary"]);
  });

  test("sends the FAQ in English only: no assistant fields, no Hindi or Hinglish version (decision 171)", () => {
    expect(content.faq.payment.some((i) => i.hi && i.hinglish)).toBe(true);
    for (const items of Object.values(view.faq))
      for (const item of items) expect(Object.keys(item).sort()).toEqual(["answer", "question"]);
  });

  test("shares the catalogue groups with the shell, so the hydration stream sends them once", () => {
    const shellGroups = new Set(shellView(content).serviceModals.flatMap((m) => m.groups));
    for (const group of view.categories.flatMap((c) => c.groups)) expect(shellGroups.has(group)).toBe(true);
  });
});

describe("shellView", () => {
  const view = shellView(content);

  test("stays under 8 KB as JSON (it is sent with every page)", () => {
    expect(bytes(view)).toBeLessThan(8_000);
  });

  test("leaves out facts the header, footer and dialogs never show", () => {
    expect(Object.keys(view.site).sort()).toEqual(
      ["copyright", "email", "headOffice", "hours", "name", "phones", "shortName", "social", "tagline", "ticker"].sort(),
    );
    expect(Object.keys(view.site.hours).sort()).toEqual(["label", "support"]);
  });
});

describe("servicePageData", () => {
  test("carries a guide's rendered HTML and its At a glance box once each, never its Markdown source", () => {
    const guide = content.guides.get("trademark-registration");
    if (!guide) throw new Error("trademark-registration guide missing");
    const data = servicePageData(content, guide);
    const json = JSON.stringify(data);
    expect(json.split(JSON.stringify(guide.html).slice(1, 200)).length - 1).toBe(1);
    expect(json.split(JSON.stringify(data.glance).slice(1, 200)).length - 1).toBe(1);
    expect(json).not.toContain(JSON.stringify(guide.markdown).slice(1, 120));
    // Both HTML blocks are left out of a prerendered page's inline data at build (decision 087).
    expect(bytes(data)).toBeLessThan(guide.html.length + (data.glance?.length ?? 0) + 6_000);
  });
});

test("the footer's copyright runs from SPEC's 2025 to the current year", () => {
  expect(copyrightYears(new Date("2026-11-24T00:00:00Z"))).toBe("2025–2026");
  expect(copyrightYears(new Date("2025-06-01T00:00:00Z"))).toBe("2025");
});
