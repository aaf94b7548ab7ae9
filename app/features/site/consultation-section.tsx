import { Icon } from "#app/components/ui/icons.tsx";
import { ConsultationIsland } from "#app/features/leads/islands.ts";
import type { HomeData } from "#app/routes/home.tsx";
import { CONTAINER, SectionHeading } from "./section-heading.tsx";

/** General Consultation: the request form, the four benefits and the five-step What Happens Next. */
export function ConsultationSection({ home }: { home: HomeData["home"] }) {
  return (
    <section id="consultation" aria-labelledby="consultation-title" className="py-16 sm:py-24">
      <div className={`${CONTAINER} grid gap-10 lg:grid-cols-2 lg:gap-x-16`}>
        <div>
          <SectionHeading
            id="consultation-title"
            eyebrow="Free consultation"
            title="Talk to an expert about your matter"
            intro="Tell us what you need. A specialist reads your details and calls you within one working day, and the first 15 minutes are free."
            align="start"
          />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {home.consultationBenefits.map((b) => (
              <li key={b.title} className="flex gap-3">
                <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300">
                  <Icon name="check" className="size-4" />
                </span>
                <span>
                  <strong className="block font-semibold text-slate-900 dark:text-white">{b.title}</strong>
                  <span className="text-sm text-slate-600 dark:text-slate-400">{b.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="self-start lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ConsultationIsland source="form" />
        </div>
        <NextSteps steps={home.nextSteps} />
      </div>
    </section>
  );
}

function NextSteps({ steps }: { steps: HomeData["home"]["nextSteps"] }) {
  return (
    <div>
      <h3 className="text-xl font-bold text-slate-900 dark:text-white">What happens next</h3>
      <ol className="mt-5 space-y-5 border-l-2 border-brand-100 pl-6 dark:border-brand-900">
        {steps.map((s, i) => (
          <li key={s.title} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-0 -left-[2.4rem] grid size-7 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white ring-4 ring-white dark:bg-brand-400 dark:text-slate-950 dark:ring-slate-950"
            >
              {i + 1}
            </span>
            <strong className="block font-semibold text-slate-900 dark:text-white">{s.title}</strong>
            <span className="text-sm text-slate-600 dark:text-slate-400">{s.description}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
