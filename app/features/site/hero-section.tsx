import { SectionLink } from "#app/components/layout/nav-link.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icons.tsx";
import type { HomeData } from "#app/routes/home.tsx";
import { PromoVideo } from "./promo-video.tsx";
import { CONTAINER } from "./section-heading.tsx";

const PROMISES = ["Free 15-minute first call", "Fixed price shown before you pay", "Experts on call 9 AM–6 PM, every day"];

/**
 * The hero: headline, the two calls to action and the promotional video. The firm's figures appear
 * once, in the About section (one set of claims, issue 15).
 */
export function HeroSection({ site }: { site: HomeData["site"] }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white dark:from-brand-950 dark:via-slate-950 dark:to-slate-950"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-radial from-brand-200/60 to-transparent to-70% dark:from-brand-800/30"
      />
      <div
        className={`${CONTAINER} grid items-center gap-10 pt-10 pb-14 sm:pt-16 sm:pb-20 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:pt-20 lg:pb-20`}
      >
        <div>
          <h1
            id="hero-title"
            className="text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            Legal, tax and compliance help <span className="text-brand-700 dark:text-brand-300">you can trust</span>, at a fixed
            price
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-slate-600 sm:text-xl dark:text-slate-300">
            {site.tagline}. Trademarks, GST, income tax, company registration, insurance claims and agreements, handled end to end
            by experts from {site.headOffice.city}.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {/* The fragment names a focusable target: the browser moves keyboard focus to the booking steps. */}
            <a href="/book-a-call#booking" className={buttonClass({ size: "lg" }, "shadow-md shadow-brand-700/20")}>
              Schedule Consultation
              <Icon name="chevronRight" className="size-4" />
            </a>
            <SectionLink anchor="services" className={buttonClass({ variant: "outline", size: "lg" })}>
              Explore Services
            </SectionLink>
          </div>
          <ul className="mt-7 flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-5 dark:text-slate-300">
            {PROMISES.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <Icon name="check" className="size-4 text-green-700 dark:text-green-400" />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <PromoVideo />
      </div>
    </section>
  );
}
