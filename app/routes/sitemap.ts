import { loadContent } from "#app/features/catalogue/content.server.ts";

/** /sitemap.xml: the home page, About the firm, the compliance calendar, booking the free call, every guide and every policy page. */
export function loader() {
  const { site, guides, policies } = loadContent();
  const urls = [
    { loc: `${site.url}/`, lastmod: undefined as string | undefined },
    { loc: `${site.url}/about`, lastmod: undefined as string | undefined },
    { loc: `${site.url}/compliance-calendar`, lastmod: undefined as string | undefined },
    { loc: `${site.url}/book-a-call`, lastmod: undefined as string | undefined },
    ...[...guides.values()].map((g) => ({ loc: `${site.url}/service/${g.slug}`, lastmod: g.updatedAt })),
    ...[...policies.values()].map((p) => ({ loc: `${site.url}/policies/${p.slug}`, lastmod: p.updatedAt })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `  <url><loc>${u.loc}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`)
    .join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
