import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useShell } from "#app/components/layout/shell-context.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icons.tsx";
import { consultationDialog } from "#app/features/leads/consultation-popup.tsx";
import { NewsletterIsland } from "#app/features/leads/islands.ts";
import type { HomeData } from "#app/routes/home.tsx";
import { ContentLink } from "./content-link.tsx";
import { CONTAINER, SectionHeading } from "./section-heading.tsx";

type Announcement = HomeData["home"]["announcements"][number];
type Offer = HomeData["home"]["offers"][number];

/**
 * Legal updates: the six announcement cards in a continuous 30 s loop (app.css .marquee) that
 * pauses on hover, on keyboard focus and on request; the three offers; the newsletter sign-up.
 */
export function UpdatesSection({ home }: { home: HomeData["home"] }) {
  const [paused, setPaused] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Keyboard focus may scroll the strip to show a card; put it back once focus leaves.
    const el = strip.current;
    const reset = (e: FocusEvent) => {
      if (el && !el.contains(e.relatedTarget as Node | null)) el.scrollLeft = 0;
    };
    el?.addEventListener("focusout", reset);
    return () => el?.removeEventListener("focusout", reset);
  }, []);
  return (
    <section id="blogs" aria-labelledby="blogs-title" className="overflow-hidden bg-slate-50 py-16 sm:py-24 dark:bg-slate-900/60">
      <div className={CONTAINER}>
        <SectionHeading
          id="blogs-title"
          eyebrow="Legal updates"
          title="News, deadlines and offers"
          intro="Rule changes, due dates and events that matter to your business, in plain words."
        />
        <div className="mt-6 flex justify-center motion-reduce:hidden">
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-pressed={paused}
            className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-white dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <Icon name={paused ? "play" : "pause"} className="size-4" />
            {paused ? "Resume scrolling" : "Pause scrolling"}
          </button>
        </div>
      </div>
      <div
        className="marquee mt-6 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_3%,black_97%,transparent)] motion-reduce:[mask-image:none]"
        data-paused={paused}
        data-testid="updates-strip"
        ref={strip}
      >
        <div
          className="marquee-track flex w-max motion-reduce:mx-auto motion-reduce:w-full motion-reduce:max-w-7xl motion-reduce:px-4"
          data-testid="updates-track"
        >
          {[0, 1].map((copy) => (
            <ul
              key={copy}
              aria-hidden={copy === 1 ? true : undefined}
              className="flex shrink-0 gap-5 py-2 pr-5 motion-reduce:grid motion-reduce:w-full motion-reduce:gap-5 motion-reduce:pr-0 motion-reduce:sm:grid-cols-2 motion-reduce:lg:grid-cols-3 motion-reduce:[&:nth-child(2)]:hidden"
            >
              {home.announcements.map((a) => (
                <UpdateCard key={a.title} item={a} interactive={copy === 0} />
              ))}
            </ul>
          ))}
        </div>
      </div>

      <div className={`${CONTAINER} mt-16`}>
        <h3 className="text-center text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Current offers</h3>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {home.offers.map((o) => (
            <OfferCard key={o.title} offer={o} />
          ))}
        </ul>
        <div className="mx-auto mt-14 max-w-2xl rounded-3xl border border-slate-200 bg-white p-6 text-center sm:p-8 dark:border-slate-800 dark:bg-slate-950">
          <h3 className="text-xl font-bold text-slate-900 dark:text-white">Get updates in your inbox</h3>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            New rules, due-date reminders and offers, about once a month.
          </p>
          <div className="mx-auto mt-5 max-w-md text-left">
            <NewsletterIsland source="updates" />
          </div>
        </div>
      </div>
    </section>
  );
}

/** One announcement; the duplicate copy (aria-hidden) shows the call to action as plain text, not a link. */
function UpdateCard({ item, interactive }: { item: Announcement; interactive: boolean }) {
  const cta = (
    <>
      {item.ctaText}
      <Icon name="chevronRight" className="size-4" />
    </>
  );
  const ctaClass = "mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300";
  return (
    <li className="flex w-80 shrink-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:w-96 motion-reduce:w-auto dark:border-slate-800 dark:bg-slate-950">
      <span className="self-start rounded-full bg-accent-300/40 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-accent-700 uppercase dark:bg-accent-400/15 dark:text-accent-300">
        {item.category}
      </span>
      <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{item.title}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-400">{item.description}</p>
      {interactive ? (
        <ContentLink href={item.ctaLink} className={ctaClass}>
          {cta}
        </ContentLink>
      ) : (
        <span className={ctaClass}>{cta}</span>
      )}
    </li>
  );
}

/** An offer card. An offer that leads to the consultation opens the Get In Touch popup instead of scrolling. */
function OfferCard({ offer }: { offer: Offer }) {
  const { openDialog } = useShell();
  const featured = offer.highlight;
  const cta = buttonClass({ variant: featured ? "secondary" : "outline" }, "mt-6 w-full");
  return (
    <li
      className={`relative flex flex-col rounded-2xl p-6 ${
        featured
          ? "bg-brand-800 text-brand-50 shadow-xl shadow-brand-900/20 ring-2 ring-accent-400 dark:bg-brand-900"
          : "border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
      }`}
      data-featured={featured || undefined}
    >
      {featured ? (
        <span className="absolute -top-3 left-6 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold tracking-wide text-slate-950 uppercase">
          Featured
        </span>
      ) : null}
      <h4 className={`text-lg font-bold ${featured ? "text-white" : "text-slate-900 dark:text-white"}`}>{offer.title}</h4>
      <p className={`mt-2 flex-1 ${featured ? "text-brand-100" : "text-slate-600 dark:text-slate-400"}`}>{offer.description}</p>
      {offer.ctaLink === "/#consultation" ? (
        <a
          href={offer.ctaLink}
          className={cta}
          {...consultationDialog.intent}
          onClick={(e: MouseEvent) => {
            e.preventDefault();
            openDialog("consultation");
          }}
        >
          {offer.ctaText}
        </a>
      ) : (
        <ContentLink href={offer.ctaLink} className={cta}>
          {offer.ctaText}
        </ContentLink>
      )}
    </li>
  );
}
