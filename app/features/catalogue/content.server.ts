import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Marked, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { GST_RATE_PERCENT, governmentSentence } from "#app/features/billing/breakdown.ts";
import { type GovernmentFee, GovernmentFeesSchema } from "#app/features/billing/fees-schema.ts";
import {
  AboutSchema,
  AliasesSchema,
  CatalogueSchema,
  type CategoryId,
  FaqSchema,
  type GuideFrontMatter,
  GuideFrontMatterSchema,
  HomeSchema,
  PolicyFrontMatterSchema,
  type PriceCoverageFile,
  PriceCoverageSchema,
  PricesSchema,
  SiteSchema,
} from "./content-schema.ts";
import { GLANCE_ID, type ServiceFacts, ServiceFactsSchema } from "./facts-schema.ts";
import { derivePrice, formatRupees, type Price } from "./price.ts";
import { publicFacts } from "./samples.ts";
import { slugify } from "./slug.ts";
import { sourcingProblems, todayInIndia } from "./sources.ts";

/** Raised when a content file is invalid; the message names the file and the field. */
export class ContentError extends Error {}

/** content/ beside the source file (tests, scripts) or beside build/server (the bundled server). */
export const DEFAULT_CONTENT_DIR =
  [
    path.resolve(import.meta.dirname, "../../../content"),
    path.resolve(import.meta.dirname, "../../content"),
    path.resolve("content"),
  ].find((dir) => existsSync(path.join(dir, "site.yaml"))) ?? path.resolve("content");
export const MIN_GUIDE_WORDS = 600;
/** When true every guide must list reviewedAt and ≥2 official sources (issue 15); until then only what is present is checked. */
export const GUIDE_SOURCES_REQUIRED = false;

export type TocEntry = { id: string; text: string };
export type Guide = GuideFrontMatter & {
  slug: string;
  /** Markdown with the price placeholders filled in (for PDFs and the assistant's index). */
  markdown: string;
  html: string;
  toc: TocEntry[];
  headingIds: string[];
  words: number;
  price: Price | undefined;
  /** For a guide without its own price: the priced service that covers it (price-coverage.yaml). */
  coveredBy: PricedService | undefined;
  /** For a guide without a price and not covered: why its fee is quoted after a consultation. */
  notSoldOnline: string | undefined;
  /** Structured facts from content/facts/<slug>.yaml (issue 23); required for every priced service. */
  facts: ServiceFacts | undefined;
};
export type PricedService = { slug: string; title: string; price: Price };
export type Policy = {
  slug: string;
  title: string;
  description: string;
  updatedAt: string;
  markdown: string;
  html: string;
  toc: TocEntry[];
  pdf: string;
};
export type CatalogueItem = { name: string; slug: string };
export type Category = {
  id: z.infer<typeof CategoryId>;
  name: string;
  summary: string;
  groups: { name: string; items: CatalogueItem[] }[];
};

function fail(file: string, field: string, message: string): never {
  throw new ContentError(`content/${file}: ${field}: ${message}`);
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown, file: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    fail(file, issue?.path.join(".") || "(root)", issue?.message ?? "invalid");
  }
  return result.data;
}

function readYaml(dir: string, file: string): unknown {
  try {
    return parseYaml(readFileSync(path.join(dir, file), "utf8"));
  } catch (error) {
    fail(file, "(file)", (error as Error).message.split("\n")[0] ?? "unreadable");
  }
}

/** Splits "---\nyaml\n---\nbody" into its parts; the one front-matter parser of the project. */
export function splitFrontMatter(source: string, file: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) fail(file, "front-matter", "the file must start with a --- front-matter block");
  try {
    return { data: parseYaml(match[1] ?? ""), body: match[2] ?? "" };
  } catch (error) {
    fail(file, "front-matter", (error as Error).message.split("\n")[0] ?? "invalid YAML");
  }
}

/** Counts the words a reader sees (Markdown syntax stripped). */
export function countWords(markdown: string): number {
  const plain = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`|:-]+/g, " ");
  return plain.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Renders trusted Markdown from content/ with GFM tables and an anchor id on every heading. */
export function renderMarkdown(markdown: string): { html: string; toc: TocEntry[]; headingIds: string[] } {
  const toc: TocEntry[] = [];
  const headingIds: string[] = [];
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline: (t: Tokens.Generic[]) => string } }, { tokens, depth, text }: Tokens.Heading) {
        const id = slugify(text);
        headingIds.push(id);
        if (depth === 2) toc.push({ id, text });
        return `<h${depth} id="${id}"><a href="#${id}" class="anchor">${this.parser.parseInline(tokens)}</a></h${depth}>\n`;
      },
      table(this: unknown, token: Tokens.Table) {
        // Wrap tables so they scroll sideways on a phone instead of widening the page.
        const parser = (this as { parser: { parseInline: (t: Tokens.Generic[]) => string } }).parser;
        const head = token.header.map((c) => `<th scope="col">${parser.parseInline(c.tokens)}</th>`).join("");
        const rows = token.rows
          .map((r) => `<tr>${r.map((c) => `<td>${parser.parseInline(c.tokens)}</td>`).join("")}</tr>`)
          .join("");
        return `<div class="table-wrap" tabindex="0" role="region" aria-label="Table"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, toc, headingIds };
}

function fillPrice(body: string, price: Price | undefined, file: string): string {
  if (!/\{\{\s*(price|actualPrice)\s*\}\}/.test(body)) return body;
  if (!price) fail(file, "body", "uses {{price}} but the service has no entry in prices.yaml");
  return body
    .replace(/\{\{\s*price\s*\}\}/g, formatRupees(price.discounted))
    .replace(/\{\{\s*actualPrice\s*\}\}/g, formatRupees(price.actual));
}

export type Content = ReturnType<typeof buildContent>;

function buildContent(dir: string) {
  const site = parseWith(SiteSchema, readYaml(dir, "site.yaml"), "site.yaml");
  const aliases = parseWith(AliasesSchema, readYaml(dir, "aliases.yaml"), "aliases.yaml");
  const pricesFile = parseWith(PricesSchema, readYaml(dir, "prices.yaml"), "prices.yaml");
  const home = parseWith(HomeSchema, readYaml(dir, "home.yaml"), "home.yaml");
  const faqFile = parseWith(FaqSchema, readYaml(dir, "faq.yaml"), "faq.yaml");
  const catalogueFile = parseWith(CatalogueSchema, readYaml(dir, "catalogue.yaml"), "catalogue.yaml");
  const coverageFile = parseWith(PriceCoverageSchema, readYaml(dir, "price-coverage.yaml"), "price-coverage.yaml");
  const about = parseWith(AboutSchema, readYaml(dir, "about.yaml"), "about.yaml");
  const governmentFeesFile = parseWith(GovernmentFeesSchema, readYaml(dir, "government-fees.yaml"), "government-fees.yaml");
  // One set of figures: the branch counter may not contradict the list of branch offices.
  const branches = site.counters.findIndex((c) => /branch/i.test(c.label));
  if (branches >= 0 && site.counters[branches]?.value !== site.branchOffices.length)
    fail(
      "site.yaml",
      `counters.${branches}.value`,
      `says ${site.counters[branches]?.value} but branchOffices lists ${site.branchOffices.length}`,
    );

  const guideFiles = readdirSync(path.join(dir, "guides")).filter((f) => f.endsWith(".md"));
  const slugs = new Set(guideFiles.map((f) => f.replace(/\.md$/, "")));
  const canonical = (s: string) => (slugs.has(s) ? s : aliases[s]);

  for (const [alias, target] of Object.entries(aliases)) {
    if (slugs.has(alias)) fail("aliases.yaml", alias, "is also a guide; an alias must not shadow a page");
    if (!slugs.has(target)) fail("aliases.yaml", alias, `points to "${target}", which has no guide`);
  }

  // Prices, keyed by canonical slug. A slug listed in two groups must carry the same figures.
  const prices = new Map<string, Price & { group: string }>();
  /** Every prices.yaml entry with its confirmed flag, for the launch checklist. */
  const priceFlags: { key: string; confirmed: boolean }[] = [];
  for (const [group, entries] of Object.entries(pricesFile)) {
    for (const [key, entry] of Object.entries(entries)) {
      const target = canonical(key);
      if (!target) fail("prices.yaml", `${group}.${key}`, "no guide or alias has this slug");
      const price = derivePrice(entry.actual, entry.discounted, entry.features);
      priceFlags.push({ key: `${group}.${key}`, confirmed: entry.confirmed });
      const existing = prices.get(target);
      if (existing && (existing.actual !== price.actual || existing.discounted !== price.discounted)) {
        fail("prices.yaml", `${group}.${key}`, `differs from the ${existing.group} entry for the same service`);
      }
      prices.set(target, { ...price, group });
    }
  }

  // Every priced service states the government's fee too (may be "none"): the whole price (issue 24).
  const governmentFees = new Map<string, GovernmentFee>();
  const governmentFeeFlags: { key: string; confirmed: boolean }[] = [];
  for (const [key, fee] of Object.entries(governmentFeesFile)) {
    const target = canonical(key);
    if (!target || !prices.has(target)) fail("government-fees.yaml", key, "is not a priced service in prices.yaml");
    governmentFees.set(target, fee);
    governmentFeeFlags.push({ key, confirmed: fee.confirmed });
  }
  for (const [slug, price] of prices) {
    const fee = governmentFees.get(slug);
    if (!fee) fail("government-fees.yaml", slug, "is priced but states no government fee (write fee: none if there is none)");
    price.extras = { governmentNote: governmentSentence(fee), gstPercent: site.tax.mode === "registered" ? GST_RATE_PERCENT : 0 };
  }

  const guides = new Map<string, Guide>();
  for (const file of guideFiles) {
    const slug = file.replace(/\.md$/, "");
    const rel = `guides/${file}`;
    if (slugify(slug) !== slug) fail(rel, "(file name)", "must be a canonical slug");
    const { data, body } = splitFrontMatter(readFileSync(path.join(dir, "guides", file), "utf8"), rel);
    const front = parseWith(GuideFrontMatterSchema, data, rel);
    const sourcing = sourcingProblems(front, todayInIndia(), GUIDE_SOURCES_REQUIRED)[0];
    if (sourcing) fail(rel, sourcing.field, sourcing.message);
    const price = prices.get(slug);
    const markdown = fillPrice(body, price, rel);
    const { html, toc, headingIds } = renderMarkdown(markdown);
    const duplicate = headingIds.find((id, i) => headingIds.indexOf(id) !== i);
    if (duplicate) fail(rel, "body", `two headings share the anchor "#${duplicate}"`);
    const words = countWords(markdown);
    if (words < MIN_GUIDE_WORDS) fail(rel, "body", `has ${words} words; a guide needs at least ${MIN_GUIDE_WORDS}`);
    guides.set(slug, {
      ...front,
      slug,
      markdown,
      html,
      toc,
      headingIds,
      words,
      price,
      coveredBy: undefined,
      notSoldOnline: undefined,
      facts: undefined,
    });
  }
  applyPriceCoverage(guides, coverageFile, canonical);
  applyFacts(dir, guides);
  for (const guide of guides.values()) {
    for (const [i, rel] of guide.related.entries()) {
      if (rel === guide.slug) fail(`guides/${guide.slug}.md`, `related.${i}`, "a guide cannot relate to itself");
      if (!guides.has(rel)) fail(`guides/${guide.slug}.md`, `related.${i}`, `"${rel}" has no guide`);
    }
  }

  const catalogue: Category[] = catalogueFile.map((category, c) => ({
    ...category,
    groups: category.groups.map((group, g) => ({
      name: group.name,
      items: group.items.map((name, i) => {
        const slug = canonical(slugify(name));
        if (!slug)
          fail("catalogue.yaml", `${c}.groups.${g}.items.${i}`, `"${name}" (slug ${slugify(name)}) has no guide or alias`);
        return { name, slug };
      }),
    })),
  }));

  const policies = new Map<string, Policy>();
  for (const { slug, pdf } of site.policies) {
    const rel = `policies/${slug}.md`;
    let source: string;
    try {
      source = readFileSync(path.join(dir, rel), "utf8");
    } catch {
      fail(rel, "(file)", "is missing");
    }
    const { data, body } = splitFrontMatter(source, rel);
    const front = parseWith(PolicyFrontMatterSchema, data, rel);
    const { html, toc } = renderMarkdown(body);
    policies.set(slug, { slug, ...front, markdown: body, html, toc, pdf });
  }

  const faq = Object.fromEntries(
    Object.entries(faqFile).map(([tab, items]) => [
      tab,
      items.map((item) => ({
        ...item,
        answer: item.answer.replace(/\{\{\s*hours\s*\}\}/g, `${site.hours.label}, with ${site.hours.support}`),
      })),
    ]),
  ) as typeof faqFile;

  return {
    site,
    facts: publicFacts(site),
    about,
    aliases,
    prices,
    priceFlags,
    governmentFees,
    governmentFeeFlags,
    home,
    faq,
    catalogue,
    guides,
    policies,
  };
}

/**
 * Every guide without its own price either points to the priced service that covers it or says why
 * it is not sold online; the service page and the assistant both read the result.
 */
function applyPriceCoverage(
  guides: Map<string, Guide>,
  coverage: PriceCoverageFile,
  canonical: (slug: string) => string | undefined,
) {
  const file = "price-coverage.yaml";
  for (const [slug, target] of Object.entries(coverage.covered)) {
    const guide = guides.get(slug);
    if (!guide) fail(file, `covered.${slug}`, "has no guide");
    if (guide.price) fail(file, `covered.${slug}`, "has its own price in prices.yaml; remove it from this file");
    if (slug in coverage["not-sold-online"]) fail(file, `covered.${slug}`, "is also listed under not-sold-online");
    const covering = guides.get(canonical(target) ?? "");
    if (!covering?.price) fail(file, `covered.${slug}`, `"${target}" is not a priced service`);
    guide.coveredBy = { slug: covering.slug, title: covering.title, price: covering.price };
  }
  for (const [slug, reason] of Object.entries(coverage["not-sold-online"])) {
    const guide = guides.get(slug);
    if (!guide) fail(file, `not-sold-online.${slug}`, "has no guide");
    if (guide.price) fail(file, `not-sold-online.${slug}`, "has its own price in prices.yaml; remove it from this file");
    guide.notSoldOnline = reason;
  }
  for (const guide of guides.values()) {
    if (!guide.price && !guide.coveredBy && !guide.notSoldOnline) {
      fail(
        file,
        guide.slug,
        "this guide has no price: name the priced service that covers it, or list it under not-sold-online with a reason",
      );
    }
  }
}

/**
 * Reads content/facts/<slug>.yaml: each file must name a guide by its canonical slug and cite only the
 * guide's own sources; every priced service must have one (one fact, one place: decision 120).
 */
function applyFacts(dir: string, guides: Map<string, Guide>) {
  const factsDir = path.join(dir, "facts");
  const files = existsSync(factsDir) ? readdirSync(factsDir).filter((f) => !f.startsWith(".")) : [];
  for (const file of files) {
    const rel = `facts/${file}`;
    if (!file.endsWith(".yaml")) fail(rel, "(file name)", "must end in .yaml");
    const slug = file.replace(/\.yaml$/, "");
    const guide = guides.get(slug);
    if (!guide) fail(rel, "(file name)", `"${slug}" is not a guide's canonical slug`);
    const facts = parseWith(ServiceFactsSchema, readYaml(dir, rel), rel);
    const count = guide.sources?.length ?? 0;
    const cited = [
      ...facts.sources.map((n, i) => ({ field: `sources.${i}`, n })),
      ...(facts.deadlines ?? []).map((d, i) => ({ field: `deadlines.${i}.source`, n: d.source })),
      ...(facts.thresholds ?? []).map((t, i) => ({ field: `thresholds.${i}.source`, n: t.source })),
    ];
    for (const { field, n } of cited) {
      if (n !== undefined && n > count) fail(rel, field, `${n} does not point to one of the guide's ${count} sources (1-based)`);
      if (n !== undefined && !field.startsWith("sources.") && !facts.sources.includes(n))
        fail(rel, field, `${n} is not listed in this file's sources`);
    }
    if (guide.headingIds.includes(GLANCE_ID))
      fail(`guides/${slug}.md`, "body", `a heading's anchor "#${GLANCE_ID}" clashes with the At a glance box`);
    guide.facts = facts;
  }
  for (const guide of guides.values()) {
    if (guide.price && !guide.facts)
      fail(`facts/${guide.slug}.yaml`, "(file)", "is missing: every priced service needs its facts file");
  }
}

const cache = new Map<string, Content>();

/** Loads, validates and renders everything under content/ (once per directory). Throws ContentError. */
export function loadContent(dir: string = DEFAULT_CONTENT_DIR): Content {
  let content = cache.get(dir);
  if (!content) {
    content = buildContent(dir);
    cache.set(dir, content);
  }
  return content;
}

/** Resolves a requested slug: the guide itself, or the canonical slug an alias points to. */
export function resolveSlug(content: Content, requested: string): { guide: Guide } | { redirectTo: string } | undefined {
  const guide = content.guides.get(requested);
  if (guide) return { guide };
  const target = content.aliases[requested];
  return target ? { redirectTo: target } : undefined;
}
