import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { ContentError, DEFAULT_CONTENT_DIR, loadContent, MIN_GUIDE_WORDS } from "./content.server.ts";

const content = loadContent();

// SPEC §9: the eleven published prices, exactly.
test.each([
  ["company-registration", 2998, 1111, 62.94],
  ["gst-registration-and-filing", 999, 399, 60.06],
  ["small-business-registration", 498, 199, 60.04],
  ["trademark-registration", 4500, 999, 77.8],
  ["patent-registration", 8000, 999, 87.51],
  ["itr-1-return-filing", 2500, 498, 80.08],
  ["itr-2-return-filing", 3500, 299, 91.46],
  ["tan-registration", 3500, 999, 71.46],
  ["mou", 6000, 1299, 78.35],
  ["dedicated-business-manager", 4998, 1999, 60],
  ["international-trademark", 20000, 2999, 85.01],
])("price of %s is %i → %i (%s %% off)", (slug, actual, discounted, percentage) => {
  const price = content.prices.get(slug);
  expect(price).toMatchObject({ actual, discounted, percentage });
});

test("the price list has the SPEC's five groups with 11, 5, 18, 11 and 24 entries", () => {
  const raw = readFileSync(path.join(DEFAULT_CONTENT_DIR, "prices.yaml"), "utf8");
  const counts = Object.fromEntries(
    ["startup", "insurance", "intellectual_property", "legal", "tax"].map((g) => {
      const block = raw.split(new RegExp(`^${g}:\\n`, "m"))[1]?.split(/^\S/m)[0] ?? "";
      return [g, block.split("\n").filter((l) => /^ {2}[a-z0-9-]+:/.test(l)).length];
    }),
  );
  expect(counts).toEqual({ startup: 11, insurance: 5, intellectual_property: 18, legal: 11, tax: 24 });
});

test("every priced slug has a page, and every guide is long enough with unique anchors", () => {
  for (const slug of content.prices.keys()) expect(content.guides.has(slug), slug).toBe(true);
  for (const guide of content.guides.values()) {
    expect(guide.words, guide.slug).toBeGreaterThanOrEqual(MIN_GUIDE_WORDS);
    expect(new Set(guide.headingIds).size, guide.slug).toBe(guide.headingIds.length);
    // No template marker is left unfilled in a rendered guide.
    expect(guide.html, guide.slug).not.toContain("{{");
    expect(guide.markdown, `${guide.slug} has a table`).toMatch(/^\|.*\|\s*$/m);
    expect(
      guide.related.every((r) => content.guides.has(r) && r !== guide.slug),
      guide.slug,
    ).toBe(true);
  }
});

test("every guide named in SPEC §2 exists, and guides with a video are the eleven SPEC names", () => {
  const spec =
    `trademark-registration trademark-objection trademark-certificate trademark-opposition trademark-hearing trademark-rectification
    tm-infringement-notice trademark-renewal trademark-transfer expedited-tm-registration usa-trademark-registration international-trademark
    ip-registration copyright-registration copyright-objection patent-registration design-registration design-objection gst-registration
    gst-registration-and-filing tax-compliance income-tax-e-filing business-tax-filing itr-1-return-filing itr-2-return-filing itr-3-return-filing
    itr-4-return-filing itr-5-return-filing itr-6-return-filing itr-7-return-filing itr-1-to-itr-7-return-filing 15ca-15cb-filing tan-registration
    tds-return-filing income-tax-notice company-registration import-export-compliance-if-applicable iso-certification health-insurance-claim
    vehicle-insurance-claim life-insurance-claim homeowner-property-damage-insurance-claim business-agreement franchise-agreement
    property-transfer-agreement marketing-and-advertisement-agreement mou family-dispute-agreement intellectual-property-agreement
    technology-software-agreement real-estate-property-agreement sales-purchase-contracts service-provider-contracts employer-and-worker-contracts
    partnership-and-ownership-contracts financial-contracts licensing-and-ip-contracts digital-signature-certificate foreign-company-registration
    food-business-licence small-business-registration one-person-company private-limited-company producer-company public-limited-company
    section-8-company nidhi-company unlimited-company`.split(/\s+/);
  for (const slug of spec) expect(content.guides.has(slug), slug).toBe(true);
  const withVideo = [...content.guides.values()]
    .filter((g) => g.video)
    .map((g) => g.slug)
    .sort();
  expect(withVideo).toEqual(
    [
      "food-business-licence",
      "gst-registration",
      "health-insurance-claim",
      "import-export-compliance-if-applicable",
      "itr-1-return-filing",
      "itr-2-return-filing",
      "itr-4-return-filing",
      "life-insurance-claim",
      "small-business-registration",
      "trademark-objection",
      "trademark-registration",
    ].sort(),
  );
  // We do not know the firm's video links; none may be invented.
  for (const g of content.guides.values()) if (g.video) expect(g.video.youtubeUrl).toBe("");
});

test("stale figures from SPEC §9 are not presented as current", () => {
  const text = (slug: string) => content.guides.get(slug)?.markdown ?? "";
  expect(text("small-business-registration")).toMatch(/2\.5 crore/);
  expect(text("itr-1-return-filing")).toMatch(/30 days/);
  expect(text("itr-1-return-filing")).not.toMatch(/within 120 days/i);
  expect(text("one-person-company")).toMatch(/2021/);
  expect(text("food-business-licence")).toMatch(/2026/);
});

test("the FAQ has four or more items in every tab and reads office hours from the site facts", () => {
  for (const items of Object.values(content.faq)) expect(items.length).toBeGreaterThanOrEqual(4);
  const hours = content.faq.general.find((f) => /hour/i.test(f.question));
  expect(hours?.answer).toContain(content.site.hours.label);
});

test("every guide without a price is covered by a priced service or says why it is not sold online", () => {
  for (const guide of content.guides.values()) {
    if (guide.price) continue;
    expect(Boolean(guide.coveredBy) !== Boolean(guide.notSoldOnline), guide.slug).toBe(true);
  }
  // Issue 11: every company structure is sold through Company Registration; each ITR form has its own price.
  for (const slug of [
    "private-limited-company",
    "one-person-company",
    "section-8-company",
    "producer-company",
    "nidhi-company",
  ]) {
    expect(content.guides.get(slug)?.coveredBy, slug).toMatchObject({
      slug: "company-registration",
      title: "Company Registration",
      price: { discounted: 1111 },
    });
  }
  for (const n of [1, 2, 3, 4, 5, 6, 7]) expect(content.guides.get(`itr-${n}-return-filing`)?.price, `ITR-${n}`).toBeDefined();
  expect(content.guides.get("food-business-licence")?.price?.discounted).toBe(599);
  expect(content.guides.get("iso-certification")?.notSoldOnline).toMatch(/audit fee/);
});

function brokenCopy(edit: (dir: string) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  edit(dir);
  return dir;
}

test.each([
  [
    "a related slug that does not exist",
    (d: string) =>
      replaceIn(d, "guides/mou.md", /related: \[[^\]]*\]/, "related: [mou-x, business-agreement, franchise-agreement]"),
    "content/guides/mou.md: related.0",
  ],
  [
    "a missing front-matter field",
    (d: string) => replaceIn(d, "guides/mou.md", /^subtitle:.*\n/m, ""),
    "content/guides/mou.md: subtitle",
  ],
  [
    "a price with no guide",
    (d: string) =>
      replaceIn(
        d,
        "prices.yaml",
        /^tax:\n/m,
        "tax:\n  no-such-service: { actual: 10, discounted: 5, confirmed: false, features: [] }\n",
      ),
    "content/prices.yaml: tax.no-such-service",
  ],
  [
    "a priced service with no government-fee statement",
    (d: string) => replaceIn(d, "government-fees.yaml", /^mou: .*\n/m, ""),
    "content/government-fees.yaml: mou",
  ],
  [
    "a government fee collected now without a fixed figure",
    (d: string) => replaceIn(d, "government-fees.yaml", /^(mou: .*)payable: later/m, "$1payable: now"),
    "content/government-fees.yaml: mou.payable",
  ],
  [
    "a tax identity whose GSTIN has a wrong check character",
    (d: string) => replaceIn(d, "site.yaml", "gstin: 20AAAAA0000A1ZG", "gstin: 20AAAAA0000A1ZH"),
    "content/site.yaml: tax.gstin",
  ],
  [
    "a catalogue item with no guide",
    (d: string) => replaceIn(d, "catalogue.yaml", ", MOU,", ", Mystery Deed, MOU,"),
    "content/catalogue.yaml",
  ],
  [
    "a guide whose sources have only one official domain",
    (d: string) =>
      setSourcing(
        d,
        "guides/mou.md",
        `reviewedAt: 2026-11-01\nsources:\n  - { title: Indian Contract Act, publisher: India Code, url: "https://www.indiacode.nic.in/x", date: 1872-04-25 }\n  - { title: A blog, publisher: Blog, url: "https://blog.in/mou", date: 2026-11-01 }`,
      ),
    "content/guides/mou.md: sources: has 1 official source(s)",
  ],
  [
    "a source URL in a dead format (plain http)",
    (d: string) =>
      setSourcing(
        d,
        "guides/mou.md",
        `reviewedAt: 2026-11-01\nsources:\n  - { title: Act, publisher: India Code, url: "http://www.indiacode.nic.in/", date: 1872-04-25 }\n  - { title: Dept, publisher: Legislative Department, url: "https://legislative.gov.in/", date: 2026-11-01 }`,
      ),
    "content/guides/mou.md: sources.0.url: http://www.indiacode.nic.in/ must start with https://",
  ],
  [
    "a figure checked on an impossible date",
    (d: string) =>
      setSourcing(
        d,
        "guides/mou.md",
        `reviewedAt: 2026-11-01\nsources:\n  - { title: Act, publisher: India Code, url: "https://www.indiacode.nic.in/", date: 1872-04-25 }\n  - { title: Dept, publisher: Legislative Department, url: "https://legislative.gov.in/", date: 2026-11-01 }\nfigures:\n  - { fact: Stamp duty, source: 1, checked: 2026-02-30, confirmed: false }`,
      ),
    "content/guides/mou.md: figures.0.checked",
  ],
  [
    "a site fact named twice in samples",
    (d: string) => replaceIn(d, "site.yaml", /^samples: \[/m, "samples: [phones, "),
    "content/site.yaml: samples",
  ],
  [
    "a fact in samples the site does not have",
    (d: string) => replaceIn(d, "site.yaml", /^samples: \[/m, "samples: [fax, "),
    "content/site.yaml: samples.0",
  ],
  [
    "a testimonial without its sample flag",
    (d: string) => replaceIn(d, "home.yaml", /^ {4}sample: (true|false)\n/m, ""),
    "content/home.yaml: testimonials.0.sample",
  ],
  [
    "an About item without its sample flag",
    (d: string) => replaceIn(d, "about.yaml", /^ {4}sample: (true|false)\n/m, ""),
    "content/about.yaml: people.0.sample",
  ],
  [
    "a branch counter that contradicts the branch offices",
    (d: string) => replaceIn(d, "site.yaml", /branchOffices: \[[^\]]*\]/, "branchOffices: [Bangalore, Mumbai, Delhi]"),
    "content/site.yaml: counters.3.value: says 2 but branchOffices lists 3",
  ],
  [
    "a guide with no price that nothing covers",
    (d: string) => replaceIn(d, "price-coverage.yaml", /^ {2}nidhi-company: company-registration\n/m, ""),
    "content/price-coverage.yaml: nidhi-company",
  ],
  [
    "a guide covered by a service that has no price",
    (d: string) => replaceIn(d, "price-coverage.yaml", "nidhi-company: company-registration", "nidhi-company: iso-certification"),
    "content/price-coverage.yaml: covered.nidhi-company",
  ],
  [
    "a priced guide listed as covered by another",
    (d: string) => replaceIn(d, "price-coverage.yaml", /^covered:\n/m, "covered:\n  mou: company-registration\n"),
    "content/price-coverage.yaml: covered.mou",
  ],
  [
    "a short guide",
    (d: string) => replaceIn(d, "guides/mou.md", /\n## [\s\S]*$/, "\n## Only\nToo short."),
    "content/guides/mou.md: body",
  ],
])("invalid content fails with a message naming the file and field: %s", (_name, edit, message) => {
  const dir = brokenCopy(edit);
  expect(() => loadContent(dir)).toThrow(ContentError);
  expect(() => loadContent(dir)).toThrow(message);
});

/**
 * Replaces a guide's sourcing fields (reviewedAt, sources, figures, unconfirmed) in the copy with the
 * given YAML, whatever the live guide carries, so these cases never depend on the guide's own sources.
 */
function setSourcing(dir: string, file: string, yaml: string) {
  const p = path.join(dir, file);
  const source = readFileSync(p, "utf8");
  const end = source.indexOf("\n---", 4);
  const front = source
    .slice(0, end)
    .split("\n")
    .reduce<{ lines: string[]; skipping: boolean }>(
      (acc, line) => {
        const key = /^([A-Za-z]+):/.exec(line)?.[1];
        if (key) acc.skipping = ["reviewedAt", "sources", "figures", "unconfirmed"].includes(key);
        if (!acc.skipping) acc.lines.push(line);
        return acc;
      },
      { lines: [], skipping: false },
    ).lines;
  writeFileSync(p, `${[...front, yaml].join("\n")}${source.slice(end)}`);
}

function replaceIn(dir: string, file: string, from: RegExp | string, to: string) {
  const p = path.join(dir, file);
  writeFileSync(p, readFileSync(p, "utf8").replace(from, to));
}
