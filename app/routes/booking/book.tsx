import { data } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { bookAction } from "#app/features/booking/actions.server.ts";
import { DayNav, NoExperts, PostForm, SlotFieldset } from "#app/features/booking/booking-ui.tsx";
import { bookingPageData } from "#app/features/booking/page.server.ts";
import { pageMeta } from "#app/features/catalogue/seo.ts";
import { formRouteHeaders } from "#app/features/leads/form-route.tsx";
import { Field, Honeypot, inputClass } from "#app/features/leads/form-ui.tsx";
import { appContext } from "#app/lib/context.ts";
import type { Route } from "./+types/book";

/** /book-a-call: the free call's slot picker and booking form (works without JavaScript). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  if (!ctx) throw new Error("/book-a-call needs the app context");
  const page = await bookingPageData(ctx.db, new URL(request.url));
  return data({ ...page, site: { url: ctx.content.site.url, shortName: ctx.content.site.shortName } });
}

export function action(args: Route.ActionArgs) {
  return bookAction(args);
}

export const headers = formRouteHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `Book a free 15-minute call | ${loaderData?.site.shortName ?? "Nyayik"}`,
    description: "Choose a time for a free call with one of our legal, tax and compliance experts. We phone you.",
    url: `${loaderData?.site.url ?? ""}/book-a-call`,
  });
}

export default function BookACall({ loaderData, actionData }: Route.ComponentProps) {
  const { picker, topics, topic } = loaderData;
  const result = actionData && "fieldErrors" in actionData ? actionData : undefined;
  const errors = result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  const query: Record<string, string> = topic ? { topic } : {};
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white">Book a free call</h1>
      <p className="mt-3 text-lg text-slate-800 dark:text-slate-200">
        Pick a time and one of our experts will phone you. The call is free; times are India time (IST).
      </p>
      {/* The hero's "Schedule Consultation" (/book-a-call#booking) lands keyboard focus here (issue 27). */}
      <div id="booking" tabIndex={-1} className="scroll-mt-20 outline-none">
        {!picker.hasExperts ? (
          <NoExperts />
        ) : (
          <>
            <h2 className="mt-8 text-xl font-bold text-slate-900 dark:text-white">1. Choose a day</h2>
            <div className="mt-3">
              <DayNav picker={picker} query={query} />
            </div>
            <PostForm label="Book a free call" formError={result?.formError}>
              <Honeypot />
              <h2 className="text-xl font-bold text-slate-900 dark:text-white">2. Choose a time</h2>
              <SlotFieldset picker={picker} error={errors.slot} />
              <h2 className="text-xl font-bold text-slate-900 dark:text-white">3. Your details</h2>
              <div className="grid gap-4 sm:grid-cols-2">
                <Text name="fullName" label="Full Name" autoComplete="name" value={values.fullName} error={errors.fullName} />
                <Text
                  name="phone"
                  label="Phone Number"
                  type="tel"
                  autoComplete="tel"
                  value={values.phone}
                  error={errors.phone}
                  hint="We call you on this number, for example +91 98765 43210"
                />
                <Text
                  name="email"
                  label="Email"
                  type="email"
                  autoComplete="email"
                  value={values.email}
                  error={errors.email}
                  hint="The confirmation and calendar invite go here"
                />
                <Field label="Topic" error={errors.topic} required>
                  {(p) => (
                    <select {...p} name="topic" required defaultValue={values.topic ?? topic} className={inputClass}>
                      <option value="" disabled>
                        What is the call about?
                      </option>
                      {topics.map((t) => (
                        <option key={t.value} value={t.value}>
                          {t.label}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </div>
              <button type="submit" className={buttonClass({ size: "lg" })}>
                Book the call
              </button>
            </PostForm>
          </>
        )}
      </div>
    </div>
  );
}

function Text({
  name,
  label,
  type = "text",
  autoComplete,
  value,
  error,
  hint,
}: {
  name: string;
  label: string;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  value?: string;
  error?: string;
  hint?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint} required>
      {(p) => (
        <input
          {...p}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          maxLength={254}
          defaultValue={value}
          className={inputClass}
        />
      )}
    </Field>
  );
}
