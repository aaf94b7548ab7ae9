import { loadContent } from "#app/features/catalogue/content.server.ts";
import { jsonLdScript, organizationJsonLd, pageMeta } from "#app/features/catalogue/seo.ts";
import { HomePage } from "#app/features/site/home-page.tsx";
import { homeView } from "#app/features/site/home-view.ts";
import type { Route } from "./+types/home";

export function loader() {
  return homeView(loadContent());
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
