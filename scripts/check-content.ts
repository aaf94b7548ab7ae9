import "./assert-node.mjs";
import { parseArgs } from "node:util";
import { loadCalendar } from "../app/features/calendar/rules.server.ts";
import { checkWorkflows } from "../app/features/cases/workflows.server.ts";
import { ContentError, DEFAULT_CONTENT_DIR, loadContent } from "../app/features/catalogue/content.server.ts";
import { formatChecklist, launchChecklist } from "../app/features/catalogue/samples.ts";
import { unconfirmedMarks } from "../app/features/catalogue/sources.ts";
import { ConfigError, parseConfig } from "../app/lib/config.server.ts";

// Validates everything under content/; the build runs this first so bad content never ships.
// `--launch` also lists every sample fact, unconfirmed price and unconfirmed legal figure the firm
// must confirm before going live, and fails while any remains (README "Launch checklist").
// `--dir` checks another content directory (tests use fixtures).
const { values } = parseArgs({
  options: { launch: { type: "boolean", default: false }, dir: { type: "string" } },
  strict: true,
});

try {
  const content = loadContent(values.dir ?? DEFAULT_CONTENT_DIR);
  const calendar = loadCalendar(values.dir ?? DEFAULT_CONTENT_DIR);
  const words = [...content.guides.values()].map((g) => g.words);
  console.log(
    `content ok: ${content.guides.size} guides (${Math.min(...words)}–${Math.max(...words)} words), ${content.prices.size} prices, ${content.policies.size} policies, ${content.catalogue.length} categories, ${calendar.content.rules.length} calendar rules`,
  );
  const flows = checkWorkflows(values.dir ?? DEFAULT_CONTENT_DIR);
  console.log(
    `workflows ok: ${flows.workflows} workflows, ${flows.stages} stages, covering all ${flows.services} priced services`,
  );
  const marks = [...content.guides.values()].map((g) => ({ slug: g.slug, n: unconfirmedMarks(g) }));
  const withMarks = marks.filter((m) => m.n > 0);
  console.log(
    `unconfirmed marks: ${marks.reduce((t, m) => t + m.n, 0)} across ${withMarks.length} guides (decision 138 target: under 20)`,
  );
  if (values.launch) {
    const groups = launchChecklist({
      site: content.site,
      home: content.home,
      about: content.about,
      prices: content.priceFlags,
      governmentFees: content.governmentFeeFlags,
      guides: [...content.guides.values()],
      whatsappConfigured: Boolean(parseConfig(process.env).whatsappNumber),
    });
    console.log(formatChecklist(groups));
    if (groups.length > 0) process.exit(1);
  }
} catch (error) {
  console.error(error instanceof ContentError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
