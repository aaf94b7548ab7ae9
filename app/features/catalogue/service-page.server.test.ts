import { expect, test } from "vitest";
import { type Content, loadContent } from "./content.server.ts";
import { fallbackPage, resolveServicePage, servicePageData } from "./service-page.server.ts";
import { suggestServices } from "./suggest.ts";

const content = loadContent();

test("a guide resolves to its page with the SPEC package box figures", () => {
  const page = resolveServicePage(content, "trademark-registration");
  if (page.kind !== "guide") throw new Error(page.kind);
  const data = servicePageData(content, page.guide);
  expect(data.price).toMatchObject({ actual: 4500, discounted: 999, percentage: 77.8 });
  expect(data.price?.features.slice(0, 2)).toEqual(["Free Expert Consultancy", "End-to-End Support"]);
  expect(data.price?.description).toBe("Online filing with expert assistance for accurate and timely submission.");
  expect(data.related).toHaveLength(page.guide.related.length);
});

test("an unpriced guide has no package box", () => {
  const page = resolveServicePage(content, "iso-certification");
  if (page.kind !== "guide") throw new Error(page.kind);
  const data = servicePageData(content, page.guide);
  expect(data.price).toBeNull();
  expect(data.notSoldOnline).toMatch(/audit fee/);
});

test("a guide without its own price shows the covering service's package, whose slug the Pay button sends", () => {
  const page = resolveServicePage(content, "private-limited-company");
  if (page.kind !== "guide") throw new Error(page.kind);
  const data = servicePageData(content, page.guide);
  expect(data.price).toMatchObject({
    actual: 2998,
    discounted: 1111,
    coveredBy: { slug: "company-registration", title: "Company Registration" },
  });
  expect(data.notSoldOnline).toBeNull();
  const own = resolveServicePage(content, "company-registration");
  if (own.kind !== "guide") throw new Error(own.kind);
  expect(servicePageData(content, own.guide).price?.coveredBy).toBeNull();
});

test("an alias redirects to the canonical slug", () => {
  expect(resolveServicePage(content, "marketing-advertisement-agreement")).toEqual({
    kind: "redirect",
    to: "marketing-and-advertisement-agreement",
  });
  expect(resolveServicePage(content, "itr-1")).toEqual({ kind: "redirect", to: "itr-1-return-filing" });
});

test("a catalogue item without a guide gets the SPEC fallbacks (fixture item)", () => {
  const fixture: Content = {
    ...content,
    catalogue: [
      {
        ...(content.catalogue[0] as Content["catalogue"][number]),
        groups: [{ name: "Licences & Registrations", items: [{ name: "Pollution NOC", slug: "pollution-noc" }] }],
      },
      ...content.catalogue.slice(1),
    ],
  };
  const page = resolveServicePage(fixture, "pollution-noc");
  expect(page).toEqual({
    kind: "fallback",
    item: { name: "Pollution NOC", slug: "pollution-noc" },
    parent: "Licences & Registrations",
  });
  const fb = fallbackPage({ name: "Pollution NOC", slug: "pollution-noc" }, "Licences & Registrations", fixture);
  expect(fb.subtitle).toBe("A service under Licences & Registrations");
  expect(fb.html).toContain("We handle Pollution NOC as part of our Licences &amp; Registrations work.");
  expect(fb.html).toContain("free 15-minute call");
  expect(fb.cta).toEqual({ text: "Get Help with Pollution NOC", link: "/#contact" });
  expect(fb.video).toEqual({
    title: "Video Unavailable",
    description: "A video for this service is currently unavailable.",
    youtubeUrl: "",
  });
  expect(fb.related).toHaveLength(3);
  expect(fallbackPage({ name: "X", slug: "x" }, undefined, fixture).subtitle).toBe("Service details");
});

test("no catalogue item of the real site hits the fallback", () => {
  for (const item of content.catalogue.flatMap((c) => c.groups.flatMap((g) => g.items))) {
    expect(resolveServicePage(content, item.slug).kind, item.slug).toBe("guide");
  }
});

test("an unknown slug is missing, with title-matching suggestions from its words", () => {
  const page = resolveServicePage(content, "online-trademark-registration-india");
  expect(page.kind).toBe("missing");
  if (page.kind === "missing") expect(page.suggestions.map((s) => s.slug)).toContain("trademark-registration");
  const none = resolveServicePage(content, "zzz");
  expect(none).toEqual({ kind: "missing", suggestions: [] });
});

test.each([
  ["exact title first", "gst registration", ["GST Registration"]],
  ["then a substring", "renewal", ["Trademark Renewal"]],
  ["then two shared long words", "company private setup", ["Private Limited Company"]],
  ["one long word needs one match", "patent", ["Patent Registration"]],
  ["words of two letters do not count", "of to", []],
])("suggestServices: %s", (_n, query, expected) => {
  const titles = [
    "GST Registration",
    "GST Registration and Filing",
    "Trademark Renewal",
    "Private Limited Company",
    "Patent Registration",
  ].map((title) => ({ title }));
  expect(suggestServices(titles, query).map((s) => s.title)).toEqual(expected);
});

test("a guide with facts gets its At a glance box as static HTML: summary, timeline, documents split by need, deadlines", () => {
  const guide = content.guides.get("trademark-registration");
  if (!guide?.facts) throw new Error("trademark-registration has no facts");
  const html = servicePageData(content, guide).glance ?? "";
  expect(html).toMatch(/^<section aria-labelledby="at-a-glance"/);
  expect(html).toContain('<h2 id="at-a-glance"');
  expect(html).toContain(guide.facts.summary.replace(/'/g, "&#39;"));
  expect(html).toContain("<dt");
  expect(html).toMatch(/Documents required<\/h3>.*Signed power of attorney/s);
  expect(html).toMatch(/Optional or only in some cases<\/h3>.*User affidavit.*\(if use before filing is claimed\)/s);
  expect(html).toContain("Key deadlines");
  expect(html).not.toContain("<script");
});

test("every guide with a facts file renders a box; a fallback page and a guide without facts have none", () => {
  const withFacts = [...content.guides.values()].filter((g) => g.facts);
  expect(withFacts.length).toBeGreaterThanOrEqual(content.prices.size);
  for (const g of withFacts) expect(servicePageData(content, g).glance).toContain("At a glance");
  for (const g of content.guides.values()) if (!g.facts) expect(servicePageData(content, g).glance).toBeNull();
});
