import "./assert-node.mjs";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadContent } from "../app/features/catalogue/content.server.ts";
import { renderPdf } from "../app/features/catalogue/pdf.server.ts";

// Writes /docs/<slug>.pdf for every guide and /docs/Policy/<slug>.pdf for each policy into the
// client build, from the same Markdown the pages render, so the two never disagree.
const out = path.resolve(process.env.BUILD_DIR || "build", "client/docs");
mkdirSync(path.join(out, "Policy"), { recursive: true });
const { site, guides, policies } = loadContent();
const contact = `${site.phones[0]} · ${site.email} · ${site.headOffice.city}, ${site.headOffice.state} ${site.headOffice.postalCode}`;
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
      `${g.markdown}\n\n---\n\nThis guide is general information, not legal advice for your case. Talk to us: ${contact}.`,
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
