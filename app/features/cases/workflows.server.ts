import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { DEFAULT_CONTENT_DIR } from "#app/features/catalogue/content.server.ts";
import type { ChecklistItem, Workflow } from "./workflow-schema.ts";

/**
 * PLACEHOLDER owned by cases-flow: replaced by their workflows.server.ts at merge (same exports).
 * Until then a generic workflow lets cases-core build and test the case itself.
 */
export function workflowFor(serviceSlug: string): Workflow {
  if (!/^[a-z0-9-]+$/.test(serviceSlug)) throw new Error(`no workflow for "${serviceSlug}"`);
  const stages = [
    { key: "documents", title: "Documents", client: "We are collecting your documents.", days: 3, records: [], optional: false },
    {
      key: "drafting",
      title: "Search and drafting",
      client: "We are preparing your application.",
      days: 3,
      records: [],
      optional: false,
    },
    {
      key: "filed",
      title: "Filed",
      client: "Your application is filed; we are waiting on the office.",
      days: 10,
      records: [{ key: "application_number", label: "Application number", kind: "text" as const, required: true }],
      optional: false,
    },
    { key: "done", title: "Completed", client: "Your matter is complete.", days: 1, records: [], optional: false },
  ];
  return {
    id: serviceSlug,
    title: serviceSlug,
    services: [serviceSlug],
    stages,
    sources: [{ title: "placeholder", url: "https://example.com" }],
    totalDays: stages.reduce((s, x) => s + x.days, 0),
  };
}

export function checklistFor(serviceSlug: string): ChecklistItem[] {
  const file = path.join(DEFAULT_CONTENT_DIR, "facts", `${serviceSlug}.yaml`);
  const data = parse(readFileSync(file, "utf8")) as { documents?: Omit<ChecklistItem, "key">[] };
  return (data.documents ?? []).map((d) => ({
    ...d,
    key: d.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60),
  }));
}

/** IST working days (Monday–Friday); the real one also skips national holidays. */
export function addWorkingDays(from: Date, days: number): Date {
  const d = new Date(from);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const ist = new Date(d.getTime() + 5.5 * 3600_000).getUTCDay();
    if (ist !== 0 && ist !== 6) left--;
  }
  return d;
}
