import { loadContent } from "#app/features/catalogue/content.server.ts";
import { pageMeta } from "#app/features/catalogue/seo.ts";
import { newsletterAction } from "#app/features/leads/actions.server.ts";
import { type FormResult, NEWSLETTER_CHECK_INBOX, SUBSCRIBE_FAILURE } from "#app/features/leads/form-contract.ts";
import { formRouteHeaders, SentNotice, softFailClientAction } from "#app/features/leads/form-route.tsx";
import { NewsletterForm } from "#app/features/leads/newsletter-form.tsx";
import type { Route } from "./+types/newsletter";

export function loader({ request }: Route.LoaderArgs) {
  const { site } = loadContent();
  return {
    sent: new URL(request.url).searchParams.get("status") === "sent",
    site: { url: site.url, shortName: site.shortName },
  };
}

/** POST /newsletter: both newsletter inputs (legal updates and footer) post here. */
export function action(args: Route.ActionArgs) {
  return newsletterAction(args);
}

/** In the browser: a network failure becomes the failure text instead of an error page. */
export const clientAction = softFailClientAction(SUBSCRIBE_FAILURE);

export const headers = formRouteHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const site = loaderData?.site;
  return [
    ...pageMeta({
      title: `Legal updates by e-mail | ${site?.shortName ?? "Nyayik"}`,
      description: "Subscribe to GST, income-tax, trademark and compliance updates from our experts.",
      url: `${site?.url ?? ""}/newsletter`,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function NewsletterRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { sent } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white">Legal updates by e-mail</h1>
      {sent ? (
        <SentNotice message={NEWSLETTER_CHECK_INBOX} />
      ) : (
        <div className="mt-8">
          <p className="mb-6">Deadlines, new rules and offers for GST, income tax, trademarks and company compliance. No spam.</p>
          <NewsletterForm source="updates" result={actionData ? (actionData as FormResult) : undefined} />
        </div>
      )}
    </div>
  );
}
