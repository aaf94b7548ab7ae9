import { loadContent } from "#app/features/catalogue/content.server.ts";

export function loader() {
  const { site } = loadContent();
  const body = `User-agent: *\nAllow: /\nDisallow: /payments/\nDisallow: /api/\nDisallow: /admin\nDisallow: /account\n\nSitemap: ${site.url}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
