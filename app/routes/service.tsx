import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icons.tsx";
import { dueDatesLinkFor } from "#app/features/calendar/rules.server.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { jsonLdScript, organizationFacts, organizationJsonLd, pageMeta } from "#app/features/catalogue/seo.ts";
import { ServiceLayout } from "#app/features/catalogue/service-layout.tsx";
import { fallbackPage, resolveServicePage, servicePageData } from "#app/features/catalogue/service-page.server.ts";
import type { Route } from "./+types/service";

export function loader({ params }: Route.LoaderArgs) {
  const content = loadContent();
  const page = resolveServicePage(content, params.slug);
  const siteInfo = organizationFacts(content.site, content.facts);
  switch (page.kind) {
    case "redirect":
      throw redirect(`/service/${page.to}`, 301);
    case "missing":
      throw data({ suggestions: page.suggestions }, { status: 404 });
    case "fallback": {
      const fb = fallbackPage(page.item, page.parent, content);
      return {
        site: siteInfo,
        page: {
          ...fb,
          updatedAt: null,
          glance: null,
          category: null,
          offers: content.home.offers,
          price: null,
          notSoldOnline: null,
          pdf: null,
          sourcing: null,
        },
      };
    }
    case "guide":
      return {
        site: siteInfo,
        page: { ...servicePageData(content, page.guide), dueDates: dueDatesLinkFor(page.guide.slug) ?? null },
      };
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Service not found" }, { name: "robots", content: "noindex" }];
  const { page, site } = loaderData;
  return pageMeta({
    title: `${page.title} | ${site.shortName}`,
    description: page.description,
    url: `${site.url}/service/${page.slug}`,
    type: "article",
  });
}

export function headers() {
  return { "Cache-Control": "public, max-age=300, stale-while-revalidate=86400" };
}

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  const { page, site } = loaderData;
  const url = `${site.url}/service/${page.slug}`;
  const graph: object[] = [
    organizationJsonLd(site),
    {
      "@type": "Service",
      name: page.title,
      description: page.description,
      url,
      provider: { "@id": `${site.url}/#organization` },
      areaServed: "IN",
      ...(page.category ? { category: page.category.name } : {}),
      ...(page.price
        ? {
            offers: {
              "@type": "Offer",
              price: String(page.price.discounted),
              priceCurrency: "INR",
              url: page.price.coveredBy ? `${site.url}/service/${page.price.coveredBy.slug}` : url,
              availability: "https://schema.org/InStock",
            },
          }
        : {}),
    },
    {
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${site.url}/` },
        ...(page.category ? [{ "@type": "ListItem", position: 2, name: page.category.name, item: `${site.url}/#services` }] : []),
        { "@type": "ListItem", position: page.category ? 3 : 2, name: page.title, item: url },
      ],
    },
  ];
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON-LD data block, not executed */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(graph) }} />
      <ServiceLayout page={page} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const suggestions = (error.data as { suggestions?: { slug: string; title: string }[] } | undefined)?.suggestions ?? [];
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center">
        <title>Service not found</title>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Service not found</h1>
        <p className="mt-4">We couldn’t find that service. It may have moved or been renamed.</p>
        {suggestions.length ? (
          <div className="mt-8 text-left">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Were you looking for</h2>
            <ul className="mt-3 space-y-2">
              {suggestions.map((s) => (
                <li key={s.slug}>
                  <Link
                    className="inline-flex items-center gap-2 text-brand-700 underline dark:text-brand-300"
                    to={`/service/${s.slug}`}
                  >
                    <Icon name="chevronRight" className="size-4" /> {s.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Link to="/" className={buttonClass({ size: "lg" }, "mt-8")}>
          Back to Home
        </Link>
      </div>
    );
  }
  throw error;
}
