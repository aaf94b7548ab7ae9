import "./assert-node.mjs";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadContent } from "../app/features/catalogue/content.server.ts";
import { renderPdf } from "../app/features/catalogue/pdf.server.ts";
import { formatOffice } from "../app/features/catalogue/samples.ts";
import { sourcingMarkdown, sourcingOf } from "../app/features/catalogue/service-page.server.ts";
import { formatDate } from "../app/features/site/format.ts";

// Writes /docs/<slug>.pdf for every guide and /docs/Policy/<slug>.pdf for each policy into the
// client build, from the same Markdown the pages render, so the two never disagree. A guide's PDF
// ends with the same Sources section as its page; contact lines carry confirmed facts only.
const out = path.resolve(process.env.BUILD_DIR || "build", "client/docs");
mkdirSync(path.join(out, "Policy"), { recursive: true });
const { site, facts, guides, policies } = loadContent();
const contact = [facts.phones[0], facts.email, formatOffice(facts.headOffice)].filter(Boolean).join(" · ");
const started = performance.now();
const jobs = [
  ...[...guides.values()].map(async (g) => {
    const pdf = await renderPdf(
      {
        title: g.title,
        subtitle: g.subtitle,
        firm: site.name,
        contact,
        url: `${site.url}/service/${g.slug}`,
        updatedAt: g.updatedAt,
      },
      `${g.markdown}\n\n${sourcingMarkdown(sourcingOf(g), formatDate)}\n\n---\n\nThis guide is general information, not legal advice for your case. Talk to us: ${site.url}/contact.`,
    );
    writeFileSync(path.join(out, `${g.slug}.pdf`), pdf);
  }),
  ...[...policies.values()].map(async (p) => {
    const pdf = await renderPdf(
      { title: p.title, firm: site.name, contact, url: `${site.url}/policies/${p.slug}`, updatedAt: p.updatedAt },
      p.markdown,
    );
    writeFileSync(path.join(out, "Policy", `${p.slug}.pdf`), pdf);
  }),
];
await Promise.all(jobs);
console.log(
  `pdfs: ${guides.size} guides and ${policies.size} policies in ${((performance.now() - started) / 1000).toFixed(1)} s → ${out}`,
);
