import { useState } from "react";
import { Link } from "react-router";
import { GroupList } from "#app/components/layout/group-list.tsx";
import { SectionLink } from "#app/components/layout/nav-link.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Icon, type IconName } from "#app/components/ui/icons.tsx";
import { formatRupees } from "#app/features/catalogue/price.ts";
import type { HomeData } from "#app/routes/home.tsx";
import { CategoryIcon } from "./category-icon.tsx";
import { CONTAINER, SectionHeading } from "./section-heading.tsx";

/** SPEC §2: each category card shows four sample items. */
export const SAMPLE_ITEMS = 4;

const REASON_ICONS: Record<HomeData["home"]["reasons"][number]["icon"], IconName> = {
  clock: "clock",
  users: "users",
  "indian-rupee": "rupee",
  headset: "headset",
};

/**
 * Services: six category cards (four sample items each, and a button that opens the category's
 * full document list, whose items open their PDFs in the viewer), then the four reasons and
 * Get Expert Assistance.
 */
export function ServicesSection({
  categories,
  reasons,
  gstNote,
}: {
  categories: HomeData["categories"];
  reasons: HomeData["home"]["reasons"];
  gstNote: string;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = categories.find((c) => c.id === openId);
  return (
    <section id="services" aria-labelledby="services-title" className="py-16 sm:py-24">
      <div className={CONTAINER}>
        <SectionHeading
          id="services-title"
          eyebrow="Our services"
          title="Everything your business and family need, under one roof"
          intro="Pick a service area to see what we handle. Every service has a plain-language guide and a downloadable document."
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((c) => {
            const items = c.groups.flatMap((g) => g.items);
            return (
              <li
                key={c.id}
                className="group flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700"
              >
                <div className="flex items-start gap-4">
                  <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-900">
                    <CategoryIcon id={c.id} />
                  </span>
                  <div>
                    <h3 className="text-lg leading-snug font-bold text-slate-900 dark:text-white">{c.name}</h3>
                    <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{c.summary}</p>
                    {c.from !== null ? (
                      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="from-price">
                        <span className="font-bold text-slate-900 dark:text-white">From {formatRupees(c.from)}</span>{" "}
                        {`(${gstNote}); government fees, if any, are shown on each service`}
                      </p>
                    ) : null}
                  </div>
                </div>
                <ul className="mt-5 flex-1 list-disc space-y-2 border-t border-slate-100 pt-4 pl-5 text-sm marker:text-brand-500 dark:border-slate-800 dark:marker:text-brand-400">
                  {items.slice(0, SAMPLE_ITEMS).map((i) => (
                    <li key={i.slug}>
                      <Link
                        to={`/service/${i.slug}`}
                        prefetch="intent"
                        className="text-slate-700 hover:text-brand-700 hover:underline dark:text-slate-200 dark:hover:text-brand-300"
                      >
                        {i.name}
                      </Link>
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  onClick={() => setOpenId(c.id)}
                  className={buttonClass({ variant: "outline" }, "mt-6 w-full justify-between")}
                >
                  <span>
                    View all {items.length} documents<span className="sr-only"> in {c.name}</span>
                  </span>
                  <Icon name="chevronRight" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>

        <div className="mt-20 rounded-3xl bg-slate-50 p-6 sm:p-10 dark:bg-slate-900">
          <h3 className="text-center text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Why clients choose us</h3>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {reasons.map((r) => (
              <li key={r.title}>
                <span className="grid size-11 place-items-center rounded-xl bg-brand-700 text-white dark:bg-brand-400 dark:text-slate-950">
                  <Icon name={REASON_ICONS[r.icon]} className="size-5" />
                </span>
                <h4 className="mt-4 font-semibold text-slate-900 dark:text-white">{r.title}</h4>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{r.description}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 text-center">
            <SectionLink anchor="consultation" className={buttonClass({ size: "lg" })}>
              Get Expert Assistance
            </SectionLink>
          </div>
        </div>
      </div>
      <Dialog
        open={open !== undefined}
        onClose={() => setOpenId(null)}
        title={open?.name ?? "Documents"}
        description={open ? `${open.summary} Choose a document to read it, or a name to open its page.` : undefined}
        className="max-w-3xl"
      >
        {open ? <GroupList groups={open.groups} onNavigate={() => setOpenId(null)} /> : null}
      </Dialog>
    </section>
  );
}
