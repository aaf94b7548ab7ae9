import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { ContentError, DEFAULT_CONTENT_DIR, loadContent } from "#app/features/catalogue/content.server.ts";
import { slugify } from "#app/features/catalogue/slug.ts";
import { type ChecklistItem, type Workflow, WorkflowsFileSchema } from "./workflow-schema.ts";

export type { ChecklistItem, Stage, StageRecord, Workflow } from "./workflow-schema.ts";

export type Workflows = {
  /** Workflow id → workflow. */
  byId: Map<string, Workflow>;
  /** Canonical service slug → its workflow. */
  byService: Map<string, Workflow>;
};

const FILE = "workflows.yaml";
const cache = new Map<string, Workflows>();

function fail(field: string, message: string): never {
  throw new ContentError(`content/${FILE}: ${field}: ${message}`);
}

/**
 * content/workflows.yaml, validated and cross-checked against prices.yaml: every service a workflow
 * lists must be priced (aliases resolved) and no service follows two workflows. Throws ContentError
 * naming the field. Cached per directory. That every priced service has a workflow is checked by
 * `checkWorkflows` (content:check), so the build refuses a gap.
 */
export function loadWorkflows(dir: string = DEFAULT_CONTENT_DIR): Workflows {
  const cached = cache.get(dir);
  if (cached) return cached;
  let raw: unknown;
  try {
    raw = parseYaml(readFileSync(path.join(dir, FILE), "utf8"));
  } catch (error) {
    throw new ContentError(`content/${FILE}: ${(error as Error).message}`);
  }
  const parsed = WorkflowsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    fail(issue?.path.join(".") || "(file)", issue?.message ?? "invalid");
  }
  const content = loadContent(dir);
  const canonical = (s: string) => (content.guides.has(s) ? s : content.aliases[s]);
  const byId = new Map<string, Workflow>();
  const byService = new Map<string, Workflow>();
  for (const [id, body] of Object.entries(parsed.data)) {
    const workflow: Workflow = { ...body, id, totalDays: body.stages.reduce((t, s) => t + s.days, 0) };
    byId.set(id, workflow);
    for (const [i, service] of body.services.entries()) {
      const target = canonical(service);
      if (!target || !content.prices.has(target)) fail(`${id}.services.${i}`, `"${service}" is not a priced service`);
      const other = byService.get(target);
      if (other) fail(`${id}.services.${i}`, `"${service}" already follows the workflow "${other.id}"`);
      byService.set(target, workflow);
    }
  }
  const workflows = { byId, byService };
  cache.set(dir, workflows);
  return workflows;
}

/**
 * What content:check runs: loads the workflows and refuses a priced service without one. Returns
 * counts for the check's summary line.
 */
export function checkWorkflows(dir: string = DEFAULT_CONTENT_DIR): { workflows: number; stages: number; services: number } {
  const { byId, byService } = loadWorkflows(dir);
  for (const slug of loadContent(dir).prices.keys()) {
    if (!byService.has(slug)) fail("(file)", `the priced service "${slug}" has no workflow: list it in a workflow's services`);
  }
  const stages = [...byId.values()].reduce((t, w) => t + w.stages.length, 0);
  return { workflows: byId.size, stages, services: byService.size };
}

function canonicalPriced(serviceSlug: string, dir: string): string {
  const content = loadContent(dir);
  const slug = content.guides.has(serviceSlug) ? serviceSlug : content.aliases[serviceSlug];
  if (!slug || !content.prices.has(slug)) throw new Error(`"${serviceSlug}" is not a priced service`);
  return slug;
}

/** The workflow a case for this service follows (aliases such as itr-1 resolved). Throws for an unknown or unpriced slug. */
export function workflowFor(serviceSlug: string, dir: string = DEFAULT_CONTENT_DIR): Workflow {
  const slug = canonicalPriced(serviceSlug, dir);
  const workflow = loadWorkflows(dir).byService.get(slug);
  if (!workflow) throw new Error(`"${serviceSlug}" has no workflow`);
  return workflow;
}

/**
 * The document checklist of a case for this service: the facts file's `documents`, each with a key
 * that is a slug of its name (stable while the name stays; a repeated name gets "-2", "-3"). Empty
 * when the facts list no documents (e.g. logo design). Throws for an unknown or unpriced slug.
 */
export function checklistFor(serviceSlug: string, dir: string = DEFAULT_CONTENT_DIR): ChecklistItem[] {
  const slug = canonicalPriced(serviceSlug, dir);
  const documents = loadContent(dir).guides.get(slug)?.facts?.documents ?? [];
  const seen = new Map<string, number>();
  return documents.map((d) => {
    const base = slugify(d.name).slice(0, 60).replace(/-+$/, "");
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return {
      key: n === 1 ? base : `${base}-${n}`,
      name: d.name,
      why: d.why,
      required: d.required,
      ...(d.who ? { who: d.who } : {}),
      types: [...d.types],
    };
  });
}

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The three national holidays (fixed dates, every year): Republic Day, Independence Day, Gandhi Jayanti. */
const NATIONAL_HOLIDAYS = new Set(["01-26", "08-15", "10-02"]);

/** Whether the IST calendar day of this instant is a working day: Monday–Friday and not a national holiday. */
export function isWorkingDay(at: Date): boolean {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const weekday = ist.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = `${String(ist.getUTCMonth() + 1).padStart(2, "0")}-${String(ist.getUTCDate()).padStart(2, "0")}`;
  return !NATIONAL_HOLIDAYS.has(monthDay);
}

/**
 * `from` moved forward by `days` working days, keeping its IST time of day. Working days are counted
 * in India Standard Time: Monday to Friday, except the three national holidays (26 January,
 * 15 August, 2 October). State, bank and festival holidays vary by place and are not counted: the
 * firm works through them or says so on the case. Starting on a weekend, the first working day
 * after it is day 1. `days` must be a whole number ≥ 0 (0 returns `from`).
 */
export function addWorkingDays(from: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be a whole number ≥ 0, got ${days}`);
  if (Number.isNaN(from.getTime())) throw new RangeError("from is not a valid date");
  let at = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    at = new Date(at.getTime() + DAY_MS);
    if (isWorkingDay(at)) left--;
  }
  return at;
}
