import { data } from "react-router";
import { usePageHtml } from "#app/components/ui/page-html.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { pageMeta } from "#app/features/catalogue/seo.ts";
import type { Route } from "./+types/policy";

export function loader({ params }: Route.LoaderArgs) {
  const content = loadContent();
  const policy = content.policies.get(params.slug);
  if (!policy) throw data("Not found", { status: 404 });
  return {
    policy: {
      slug: policy.slug,
      title: policy.title,
      description: policy.description,
      updatedAt: policy.updatedAt,
      html: policy.html,
      pdf: policy.pdf,
    },
    site: { url: content.site.url, shortName: content.site.shortName },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found" }];
  const { policy, site } = loaderData;
  return pageMeta({
    title: `${policy.title} | ${site.shortName}`,
    description: policy.description,
    url: `${site.url}/policies/${policy.slug}`,
  });
}

export default function PolicyRoute({ loaderData }: Route.ComponentProps) {
  const { policy } = loaderData;
  const article = usePageHtml("policy", policy.html);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">{policy.title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Last updated {policy.updatedAt} ·{" "}
        <a className="underline" href={policy.pdf} download>
          Download PDF
        </a>
      </p>
      {/* Our own Markdown, rendered on the server; kept from the page when hydrating (decision 087). */}
      <div className="prose-guide mt-8" {...article} />
    </article>
  );
}
