import { loadContent } from "#app/features/catalogue/content.server.ts";
import { jsonLdScript, organizationFacts, organizationJsonLd, pageMeta } from "#app/features/catalogue/seo.ts";
import { HomePage } from "#app/features/site/home-page.tsx";
import type { Route } from "./+types/home";

export function loader() {
  const { site, facts, home, faq, catalogue } = loadContent();
  return {
    site: {
      ...organizationFacts(site, facts),
      tagline: site.tagline,
      branchOffices: facts.branchOffices,
      consultancyCities: site.consultancyCities,
      hours: site.hours,
      counters: site.counters,
      /** The counters are the firm's own record only once confirmed; until then they carry a sample label. */
      countersSample: site.samples.includes("counters"),
    },
    home,
    faq,
    categories: catalogue,
  };
}

export type HomeData = ReturnType<typeof loader>;

export function meta({ loaderData }: Route.MetaArgs) {
  const { site } = loaderData;
  return pageMeta({
    title: `${site.name}: trademark, GST, income tax and company registration`,
    description: site.description,
    url: `${site.url}/`,
  });
}

export function headers() {
  return { "Cache-Control": "public, max-age=300, stale-while-revalidate=86400" };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON-LD data block, not executed
        dangerouslySetInnerHTML={{ __html: jsonLdScript([organizationJsonLd(loaderData.site)]) }}
      />
      <HomePage data={loaderData} />
    </>
  );
}
