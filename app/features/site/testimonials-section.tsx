import { lazy, Suspense, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "#app/components/ui/icons.tsx";
import type { HomeData } from "#app/routes/home.tsx";
import type { CarouselApi } from "./carousel-engine.tsx";
import { useReducedMotion } from "./motion.ts";
import { SampleBadge } from "./sample-badge.tsx";
import { CONTAINER, SectionHeading } from "./section-heading.tsx";

const CarouselEngine = lazy(() => import("./carousel-engine.tsx"));

/** SPEC §9: one testimonial every 3000 ms. */
export const TESTIMONIAL_INTERVAL_MS = 3000;

const AVATAR_COLOURS = [
  "bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100",
  "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  "bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100",
];

/**
 * Testimonials carousel: advances one every 3 s and wraps at both ends; previous/next, dots and
 * drag or swipe; pauses while hovered, focused or dragged, and on request; never moves by itself
 * under reduced motion. The slides are server-rendered and scroll natively until Embla attaches.
 */
export function TestimonialsSection({ testimonials }: { testimonials: HomeData["home"]["testimonials"] }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<CarouselApi>();
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  /** False while a move is animating; tests wait for it before dragging. */
  const [settled, setSettled] = useState(true);
  const [stopped, setStopped] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const reducedMotion = useReducedMotion();

  // Load the carousel library only when the section is about to be seen.
  useEffect(() => {
    // A transition: the whole carousel re-renders, in its own slices rather than in hydration's commit task.
    startTransition(() => setHydrated(true));
    const el = viewportRef.current;
    if (!el) return;
    const io = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setViewport(el);
          io.disconnect();
        }
      },
      { rootMargin: "400px 0px" },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);

  const onReady = useCallback((next: CarouselApi | undefined) => {
    if (next) next.rootNode().scrollLeft = 0;
    setApi(next);
  }, []);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onScroll = () => setSettled(false);
    const onSettle = () => setSettled(true);
    const onDown = () => setDragging(true);
    const onUp = () => setDragging(false);
    api.on("select", onSelect).on("scroll", onScroll).on("settle", onSettle).on("pointerDown", onDown).on("pointerUp", onUp);
    onSelect();
    return () => {
      api
        .off("select", onSelect)
        .off("scroll", onScroll)
        .off("settle", onSettle)
        .off("pointerDown", onDown)
        .off("pointerUp", onUp);
    };
  }, [api]);

  const autoplay = !reducedMotion && !stopped;
  const moving = api !== undefined && autoplay && !hovered && !focused && !dragging;
  // `selected` restarts the timer after every change, so a manual step also gets its full 3 s.
  // biome-ignore lint/correctness/useExhaustiveDependencies: selected is a deliberate restart trigger
  useEffect(() => {
    if (!moving || !api) return;
    const timer = setInterval(() => api.scrollNext(), TESTIMONIAL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [moving, api, selected]);

  // Examples written to show the layout are labelled as such, never passed off as clients' words (issue 15).
  const samples = testimonials.some((t) => t.sample);
  const control =
    "grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition hover:border-brand-400 hover:text-brand-800 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-500 dark:hover:text-white";

  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="bg-slate-50 py-16 sm:py-24 dark:bg-slate-900/60">
      <div className={CONTAINER}>
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title={samples ? "What working with us looks like" : "What our clients say"}
          intro={
            samples
              ? "Example testimonials: they show the kind of work we do, not reviews by real clients. The firm's client reviews replace them."
              : "Founders, shop owners and exporters across India on working with us."
          }
        />
        <section
          aria-roledescription="carousel"
          aria-label="Client testimonials"
          className="mt-12"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
          }}
        >
          <div
            ref={viewportRef}
            data-ready={api ? "true" : "false"}
            data-settled={settled ? "true" : "false"}
            data-testid="carousel-viewport"
            // Without JavaScript the row scrolls natively (and takes keyboard focus to do so).
            className={hydrated ? "cursor-grab overflow-hidden active:cursor-grabbing" : "snap-x snap-mandatory overflow-x-auto"}
            tabIndex={hydrated ? undefined : 0}
          >
            <ul className="-ml-5 flex touch-pan-y">
              {testimonials.map((t, i) => (
                <li key={t.name} className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-5 md:basis-1/2">
                  <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm select-none sm:p-8 dark:border-slate-800 dark:bg-slate-950">
                    <div className="flex items-center justify-between gap-3">
                      <p
                        className="text-lg leading-none tracking-widest text-accent-500"
                        role="img"
                        aria-label={`Rated ${t.rating} out of 5`}
                      >
                        {"★".repeat(t.rating)}
                      </p>
                      <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200">
                        {t.service}
                      </span>
                    </div>
                    {t.sample ? (
                      <p className="mt-3" data-testid="testimonial-sample">
                        <SampleBadge>Example — not a real client review</SampleBadge>
                      </p>
                    ) : null}
                    <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-700 dark:text-slate-300">
                      <p>“{t.text}”</p>
                    </blockquote>
                    <figcaption className="mt-6 flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className={`grid size-11 place-items-center rounded-full text-sm font-bold ${AVATAR_COLOURS[i % AVATAR_COLOURS.length]}`}
                      >
                        {t.initials}
                      </span>
                      <span>
                        <span className="block font-semibold text-slate-900 dark:text-white">{t.name}</span>
                        <span className="block text-sm text-slate-600 dark:text-slate-400">{t.title}</span>
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
          <div className="mt-8 flex items-center justify-center gap-4">
            <button
              type="button"
              className={control}
              onClick={() => api?.scrollPrev()}
              disabled={!api}
              aria-label="Previous testimonial"
            >
              <Icon name="chevronLeft" />
            </button>
            <div className="flex items-center">
              {testimonials.map((t, i) => (
                <button
                  key={t.name}
                  type="button"
                  onClick={() => api?.scrollTo(i)}
                  disabled={!api}
                  aria-label={`Show testimonial ${i + 1}`}
                  aria-current={selected === i ? "true" : undefined}
                  className="grid size-8 place-items-center"
                >
                  <span
                    className={`block h-2.5 rounded-full transition-all ${selected === i ? "w-6 bg-brand-700 dark:bg-brand-400" : "w-2.5 bg-slate-300 dark:bg-slate-600"}`}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              className={control}
              onClick={() => api?.scrollNext()}
              disabled={!api}
              aria-label="Next testimonial"
            >
              <Icon name="chevronRight" />
            </button>
            <button
              type="button"
              className={`${control} ${reducedMotion ? "invisible" : ""}`}
              onClick={() => setStopped((s) => !s)}
              aria-label={stopped ? "Start automatic rotation" : "Stop automatic rotation"}
              tabIndex={reducedMotion ? -1 : undefined}
            >
              <Icon name={stopped ? "play" : "pause"} className="size-4" />
            </button>
          </div>
        </section>
        {viewport ? (
          <Suspense fallback={null}>
            <CarouselEngine viewport={viewport} onReady={onReady} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
