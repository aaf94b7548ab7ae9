import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { ContentError, DEFAULT_CONTENT_DIR, loadContent } from "#app/features/catalogue/content.server.ts";
import { formatRupees } from "#app/features/catalogue/price.ts";
import { type CalendarContent, CalendarSchema } from "./rules-schema.ts";

/** Where a rule's entry links: the guide that explains it and the priced service that does it. */
export type RuleLinks = { guide: { slug: string; title: string }; service: { slug: string; title: string; price: string } };
export type Calendar = { content: CalendarContent; links: Map<string, RuleLinks> };

const cache = new Map<string, Calendar>();

/**
 * content/calendar.yaml, validated (zod) and cross-checked against the guides and prices: every
 * rule's guide must exist and its service must have a price. Throws ContentError naming the field.
 */
export function loadCalendar(dir: string = DEFAULT_CONTENT_DIR): Calendar {
  const cached = cache.get(dir);
  if (cached) return cached;
  const file = "calendar.yaml";
  let raw: unknown;
  try {
    raw = parseYaml(readFileSync(path.join(dir, file), "utf8"));
  } catch (error) {
    throw new ContentError(`content/${file}: ${(error as Error).message}`);
  }
  const parsed = CalendarSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContentError(`content/${file}: ${issue?.path.join(".") || "(file)"}: ${issue?.message}`);
  }
  const site = loadContent(dir);
  const links = new Map<string, RuleLinks>();
  for (const [i, rule] of parsed.data.rules.entries()) {
    const guide = site.guides.get(rule.guide);
    if (!guide) throw new ContentError(`content/${file}: rules.${i}.guide: no guide "${rule.guide}"`);
    const serviceSlug = site.guides.has(rule.service) ? rule.service : site.aliases[rule.service];
    const service = serviceSlug ? site.guides.get(serviceSlug) : undefined;
    if (!service?.price) throw new ContentError(`content/${file}: rules.${i}.service: "${rule.service}" is not a priced service`);
    links.set(rule.id, {
      guide: { slug: guide.slug, title: guide.title },
      service: { slug: service.slug, title: service.title, price: formatRupees(service.price.discounted) },
    });
  }
  const calendar = { content: parsed.data, links };
  cache.set(dir, calendar);
  return calendar;
}

/**
 * The calendar link a guide shows ("Due dates"), filtered to the profiles of the rules that link
 * to that guide or service; undefined when no rule does.
 */
export function dueDatesLinkFor(slug: string, calendar: Calendar = loadCalendar()): string | undefined {
  const profiles = new Set<string>();
  for (const rule of calendar.content.rules) {
    const links = calendar.links.get(rule.id);
    if (links?.guide.slug === slug || links?.service.slug === slug) for (const p of rule.who) profiles.add(p);
  }
  if (profiles.size === 0) return undefined;
  return `/compliance-calendar?${[...profiles].map((p) => `profile=${p}`).join("&")}`;
}
