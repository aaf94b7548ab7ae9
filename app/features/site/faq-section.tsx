import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Icon } from "#app/components/ui/icons.tsx";
import type { HomeData } from "#app/routes/home.tsx";
import { CONTAINER, SectionHeading } from "./section-heading.tsx";

const TABS = [
  { key: "general", label: "General" },
  { key: "services", label: "Services" },
  { key: "payment", label: "Payment" },
  { key: "consultation", label: "Consultation" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

/**
 * FAQ: tabs General (default), Services, Payment and Consultation (WAI-ARIA tabs: arrow keys,
 * Home and End move between tabs); in each, one answer open at a time, and pressing an open
 * question closes it (disclosure buttons with aria-expanded and a labelled region).
 */
export function FaqSection({ faq }: { faq: HomeData["faq"] }) {
  const id = useId();
  const [tab, setTab] = useState<TabKey>("general");
  const [open, setOpen] = useState<string | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = TABS[(index + TABS.length) % TABS.length];
    if (!next) return;
    setTab(next.key);
    setOpen(null);
    tabRefs.current[TABS.indexOf(next)]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    select(target);
  };

  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-slate-50 py-16 sm:py-24 dark:bg-slate-900/60">
      <div className={`${CONTAINER} max-w-4xl`}>
        <SectionHeading
          id="faq-title"
          eyebrow="FAQ"
          title="Frequently asked questions"
          intro="Quick answers about our services, payments and consultations."
        />
        <div
          role="tablist"
          aria-label="FAQ topics"
          className="mx-auto mt-10 grid grid-cols-2 gap-1 rounded-2xl bg-white p-1 shadow-sm ring-1 ring-slate-200 sm:flex sm:w-fit sm:rounded-full dark:bg-slate-950 dark:ring-slate-800"
        >
          {TABS.map((t, i) => {
            const selected = t.key === tab;
            return (
              <button
                key={t.key}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${t.key}`}
                aria-selected={selected}
                aria-controls={`${id}-panel-${t.key}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(i)}
                onKeyDown={(e) => onKeyDown(e, i)}
                className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold transition sm:px-5 ${
                  selected
                    ? "bg-brand-700 text-white shadow dark:bg-brand-400 dark:text-slate-950"
                    : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                }`}
              >
                {t.label}
              </button>
            );
          })}
        </div>
        {TABS.map((t) => (
          <div
            key={t.key}
            role="tabpanel"
            id={`${id}-panel-${t.key}`}
            aria-labelledby={`${id}-tab-${t.key}`}
            hidden={t.key !== tab}
            className="mt-8 space-y-3"
          >
            {/* Only the selected tab's questions are in the page; the others render when chosen. */}
            {(t.key === tab ? faq[t.key] : []).map((item, i) => {
              const key = `${t.key}-${i}`;
              const expanded = open === key;
              return (
                <div
                  key={item.question}
                  className={`rounded-2xl border bg-white transition-colors dark:bg-slate-950 ${expanded ? "border-brand-300 shadow-sm dark:border-brand-700" : "border-slate-200 dark:border-slate-800"}`}
                >
                  <h3>
                    <button
                      type="button"
                      id={`${id}-q-${key}`}
                      aria-expanded={expanded}
                      aria-controls={`${id}-a-${key}`}
                      onClick={() => setOpen(expanded ? null : key)}
                      className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 sm:px-6 dark:text-white"
                    >
                      {item.question}
                      <Icon
                        name="chevronDown"
                        className={`size-5 shrink-0 text-brand-700 transition-transform dark:text-brand-300 ${expanded ? "rotate-180" : ""}`}
                      />
                    </button>
                  </h3>
                  <section
                    id={`${id}-a-${key}`}
                    aria-labelledby={`${id}-q-${key}`}
                    hidden={!expanded}
                    className="px-5 pb-5 leading-relaxed text-slate-700 sm:px-6 dark:text-slate-300"
                  >
                    <p>{item.answer}</p>
                  </section>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
