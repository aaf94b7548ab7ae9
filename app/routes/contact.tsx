import { loadContent } from "#app/features/catalogue/content.server.ts";
import { formatOffice, telHref } from "#app/features/catalogue/samples.ts";
import { pageMeta } from "#app/features/catalogue/seo.ts";
import { contactAction } from "#app/features/leads/actions.server.ts";
import { ContactForm } from "#app/features/leads/contact-form.tsx";
import { CONTACT_SENT, type FormResult, SEND_FAILURE } from "#app/features/leads/form-contract.ts";
import { formRouteHeaders, SentNotice, softFailClientAction } from "#app/features/leads/form-route.tsx";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  const { site, facts } = loadContent();
  return {
    sent: new URL(request.url).searchParams.get("sent") === "1",
    site: {
      url: site.url,
      shortName: site.shortName,
      email: facts.email,
      phones: facts.phones,
      hours: site.hours.label,
      headOffice: facts.headOffice,
    },
  };
}

/** POST /contact: the home page's contact section and this page post here. */
export function action(args: Route.ActionArgs) {
  return contactAction(args);
}

/** In the browser: a network failure becomes the failure text instead of an error page. */
export const clientAction = softFailClientAction(SEND_FAILURE);

export const headers = formRouteHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const site = loaderData?.site;
  return pageMeta({
    title: `Contact us | ${site?.shortName ?? "Nyayik"}`,
    description: "Send a message to our legal, tax and compliance team; we reply by phone or e-mail.",
    url: `${site?.url ?? ""}/contact`,
  });
}

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { sent, site } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white">Contact us</h1>
      {sent ? (
        <SentNotice message={CONTACT_SENT} />
      ) : (
        <div className="mt-8">
          <ContactForm result={actionData ? (actionData as FormResult) : undefined} />
        </div>
      )}
      <address className="mt-8 not-italic">
        <p>{formatOffice(site.headOffice)}</p>
        {site.email || site.phones.length > 0 ? (
          <p className="mt-1">
            {site.email ? (
              <a href={`mailto:${site.email}`} className="underline">
                {site.email}
              </a>
            ) : null}
            {site.phones.map((p) => (
              <span key={p}>
                {" · "}
                <a href={telHref(p)} className="underline">
                  {p}
                </a>
              </span>
            ))}
          </p>
        ) : null}
        <p className="mt-1">{site.hours}</p>
      </address>
    </div>
  );
}
