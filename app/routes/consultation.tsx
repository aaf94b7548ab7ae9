import { Icon } from "#app/components/ui/icons.tsx";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { pageMeta } from "#app/features/catalogue/seo.ts";
import { consultationAction } from "#app/features/leads/actions.server.ts";
import { ConfirmationPanel } from "#app/features/leads/confirmation-panel.tsx";
import { ConsultationForm } from "#app/features/leads/consultation-form.tsx";
import { type FormResult, SEND_FAILURE, SERVICE_TYPES } from "#app/features/leads/form-contract.ts";
import { formRouteHeaders, softFailClientAction } from "#app/features/leads/form-route.tsx";
import { confirmationFor } from "#app/features/leads/leads.server.ts";
import { parseReference } from "#app/features/leads/reference.ts";
import type { Route } from "./+types/consultation";

export function loader({ request }: Route.LoaderArgs) {
  const { site, home } = loadContent();
  const params = new URL(request.url).searchParams;
  const sent = params.get("sent");
  const service = SERVICE_TYPES.find((s) => s.value === params.get("service"))?.value;
  return {
    // After a plain POST: the confirmation panel, with the reference the redirect carries.
    confirmation: sent ? confirmationFor(parseReference(sent), params.get("mailed") === "1") : null,
    service,
    benefits: home.consultationBenefits,
    nextSteps: home.nextSteps,
    site: { url: site.url, shortName: site.shortName },
  };
}

/** POST /consultation: the home section, the popup and this page all post here (multipart). */
export function action(args: Route.ActionArgs) {
  return consultationAction(args);
}

/** In the browser: a network failure becomes the failure text instead of an error page. */
export const clientAction = softFailClientAction(SEND_FAILURE);

export const headers = formRouteHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const site = loaderData?.site;
  return pageMeta({
    title: `Book a consultation | ${site?.shortName ?? "Nyayik"}`,
    description: "Request a consultation with our legal, tax and compliance experts. Attach a document if you have one.",
    url: `${site?.url ?? ""}/consultation`,
  });
}

export default function ConsultationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { confirmation, service, benefits, nextSteps } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white">Book a consultation</h1>
      {confirmation ? (
        <div className="mt-8 max-w-2xl">
          <ConfirmationPanel
            confirmation={confirmation}
            action={
              <a href="/" className="font-semibold text-brand-700 underline dark:text-brand-300">
                Back to Home
              </a>
            }
          />
        </div>
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <ConsultationForm source="form" service={service} result={actionData ? (actionData as FormResult) : undefined} />
          <div className="space-y-8">
            <section aria-labelledby="benefits-title">
              <h2 id="benefits-title" className="text-xl font-bold text-slate-900 dark:text-white">
                Why book a consultation
              </h2>
              <ul className="mt-4 space-y-3">
                {benefits.map((b) => (
                  <li key={b.title} className="flex gap-3">
                    <Icon name="check" className="mt-1 size-5 shrink-0 text-green-700 dark:text-green-400" />
                    <span>
                      <strong className="text-slate-900 dark:text-white">{b.title}.</strong> {b.description}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="next-title">
              <h2 id="next-title" className="text-xl font-bold text-slate-900 dark:text-white">
                What happens next
              </h2>
              <ol className="mt-4 space-y-3">
                {nextSteps.map((s, i) => (
                  <li key={s.title}>
                    <strong className="text-slate-900 dark:text-white">
                      {i + 1}. {s.title}
                    </strong>{" "}
                    {s.description}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
