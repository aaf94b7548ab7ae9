import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icons.tsx";
import { island } from "#app/components/ui/island.tsx";
import { usePageHtml } from "#app/components/ui/page-html.ts";
import { PriceBreakdown } from "#app/features/billing/price-breakdown.tsx";
import { bookingHref } from "#app/features/booking/links.ts";
import { CheckoutButton } from "#app/features/payments/checkout-button.tsx";
import { formatDate } from "#app/features/site/format.ts";
import { formatRupees, formatSaving } from "./price.ts";
import type { ServicePage } from "./service-page.server.ts";
import { VideoBlock } from "./video-block.tsx";

/** Static text at the end of the guide: its code loads only when it nears the screen (decision 089). */
const SourcesSection = island(() => import("./sources-section.tsx").then((m) => m.SourcesSection));

type Page = Omit<ServicePage, "updatedAt" | "category" | "pdf" | "video" | "sourcing"> & {
  updatedAt: string | null;
  sourcing: ServicePage["sourcing"] | null;
  category: ServicePage["category"];
  pdf: string | null;
  video: ServicePage["video"];
  /** The compliance calendar filtered to this guide's due dates, when it has any. */
  dueDates?: string | null;
};

/**
 * Opens (or closes) a native dialog from a button with no script: the browser's invoker commands
 * (decision 134). React's types do not list `command`/`commandfor` yet; React passes them through.
 */
export function invokes(command: "show-modal" | "close", target: string): Record<string, string> {
  return { command, commandfor: target };
}

/**
 * A side panel that slides in from an edge on small screens: a native modal dialog (focus stays
 * inside, Escape closes), opened by its tab's invoker command, so it works before and without
 * JavaScript. Its content is in the page's HTML from the start.
 */
function Drawer({ side, label, id, children }: { side: "left" | "right"; label: string; id: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is for the backdrop only; Escape closes natively.
    <dialog
      id={id}
      aria-label={label}
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
      className={`fixed inset-y-0 m-0 h-full max-h-none w-64 max-w-[85vw] bg-white p-0 text-slate-800 shadow-2xl dark:bg-slate-900 dark:text-slate-100 ${side === "left" ? "left-0" : "right-0 left-auto"}`}
      data-testid={`drawer-${label.toLowerCase().replace(/\s+/g, "-")}`}
    >
      <div className="p-4">
        <div className="mb-3 flex justify-end">
          <button
            type="button"
            aria-label={`Close ${label}`}
            {...invokes("close", id)}
            className="rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <Icon name="x" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

function OffersPanel({ offers, headingId = "offers-title" }: { offers: Page["offers"]; headingId?: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        Special Offers
      </h2>
      <ul className="space-y-3">
        {offers.map((o) => (
          <li
            key={o.title}
            className={`rounded-xl border p-4 ${o.highlight ? "border-accent-400 bg-amber-50 dark:border-accent-500 dark:bg-slate-800" : "border-slate-200 dark:border-slate-700"}`}
          >
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold text-slate-900 dark:text-white">{o.title}</h3>
              {o.highlight ? (
                <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-slate-950">Featured</span>
              ) : null}
            </div>
            <p className="mt-1 text-sm">{o.description}</p>
            <a href={o.ctaLink} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline dark:text-brand-300">
              {o.ctaText}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RelatedPanel({
  related,
  onNavigate,
  headingId = "related-title",
}: {
  related: Page["related"];
  onNavigate?: () => void;
  headingId?: string;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        Related Services
      </h2>
      <ul className="space-y-3">
        {related.map((r) => (
          <li key={r.slug}>
            <Link
              to={`/service/${r.slug}`}
              onClick={onNavigate}
              className="block rounded-xl border border-slate-200 p-4 hover:border-brand-400 hover:bg-brand-50 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              <span className="font-semibold text-slate-900 dark:text-white">{r.title}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{r.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PackageBox({ page }: { page: Page & { price: NonNullable<Page["price"]> } }) {
  const { price } = page;
  // A guide sold through a broader service: the box names that service, and Pay buys it.
  const service = price.coveredBy ?? { slug: page.slug, title: page.title };
  return (
    <section
      id="package"
      aria-labelledby="package-title"
      className="mt-10 rounded-2xl border-2 border-brand-600 bg-brand-50 p-6 dark:border-brand-400 dark:bg-slate-900"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-300">Premium Service Package</p>
      <h2 id="package-title" className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
        {price.coveredBy ? `Covered by our ${price.coveredBy.title} service — ${formatRupees(price.discounted)}` : page.title}
      </h2>
      <p className="mt-2">
        {price.coveredBy ? (
          <>
            {page.title} is handled under our{" "}
            <Link to={`/service/${price.coveredBy.slug}`} className="text-brand-700 underline dark:text-brand-300">
              {price.coveredBy.title}
            </Link>{" "}
            package. {price.description}
          </>
        ) : (
          price.description
        )}
      </p>
      <ul className="mt-4 space-y-2">
        {price.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Icon name="check" className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400" />
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap items-baseline gap-3">
        <span className="text-sm font-semibold text-slate-700 dark:text-slate-300">Our fee</span>
        <span className="text-3xl font-extrabold text-slate-900 dark:text-white" data-testid="discounted-price">
          {formatRupees(price.discounted)}
        </span>
        <span className="text-lg text-slate-600 dark:text-slate-400">
          <span className="text-sm">usually </span>
          <del data-testid="actual-price">
            <span className="sr-only">our usual fee </span>
            {formatRupees(price.actual)}
          </del>
        </span>
        <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800 dark:bg-green-900 dark:text-green-100">
          Save {formatSaving(price.percentage)} Today
        </span>
      </div>
      <PriceBreakdown breakdown={price.breakdown} />
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <CheckoutButton slug={service.slug} title={service.title} />
        <a href="/#contact" className={buttonClass({ variant: "outline", size: "lg" })}>
          Get Expert Help
        </a>
      </div>
      <p className="mt-3 flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
        <Icon name="shield" className="size-4" /> Secure payment powered by Razorpay
      </p>
    </section>
  );
}

/** The service detail page: offers, the guide, the package box, the video and related services. */
export function ServiceLayout({ page }: { page: Page }) {
  const article = usePageHtml("article", page.html);
  const glance = usePageHtml("glance", page.glance ?? "");
  const tab = "drawer-tab";
  const sidebar =
    "sticky top-20 hidden max-h-[calc(100vh-6rem)] overflow-y-auto motion-safe:animate-[panel-in_0.4s_ease-out_0.5s_both] lg:block";
  return (
    // Below lg the Offers and Services tabs sit in the page flow above the guide, so they cover nothing.
    <div className="mx-auto max-w-7xl px-4 py-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)_16rem] lg:gap-8">
      <button type="button" className={tab} {...invokes("show-modal", "drawer-offers")} aria-haspopup="dialog">
        Offers
      </button>
      <button type="button" className={tab} {...invokes("show-modal", "drawer-services")} aria-haspopup="dialog">
        Services
      </button>
      <aside className={sidebar} aria-label="Offers">
        <OffersPanel offers={page.offers} />
      </aside>
      <article className="min-w-0">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-400">
          <ol className="flex flex-wrap gap-1">
            <li>
              <Link to="/" className="hover:underline">
                Home
              </Link>{" "}
              /
            </li>
            {page.category ? (
              <li>
                <Link to="/#services" className="hover:underline">
                  {page.category.name}
                </Link>{" "}
                /
              </li>
            ) : null}
            <li aria-current="page">{page.title}</li>
          </ol>
        </nav>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{page.title}</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{page.subtitle}</p>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          {page.price ? (
            <a
              href="#package"
              className="rounded-full bg-green-100 px-3 py-1 font-semibold text-green-800 dark:bg-green-900 dark:text-green-100"
            >
              Our fee {formatRupees(page.price.discounted)} · Save {formatSaving(page.price.percentage)}
            </a>
          ) : null}
          {page.sourcing?.reviewedAt ? (
            <a href="#sources" className="text-slate-600 underline dark:text-slate-400">
              Last reviewed on {formatDate(page.sourcing.reviewedAt)}
            </a>
          ) : page.updatedAt ? (
            <span className="text-slate-600 dark:text-slate-400">Updated {page.updatedAt}</span>
          ) : null}
          {page.pdf ? (
            <a href={page.pdf} className="inline-flex items-center gap-1 text-brand-700 underline dark:text-brand-300">
              <Icon name="download" className="size-4" /> PDF guide
            </a>
          ) : null}
          {page.dueDates ? (
            <a href={page.dueDates} className="text-brand-700 underline dark:text-brand-300">
              Due dates
            </a>
          ) : null}
        </div>
        {/* Static HTML from content/facts, rendered on the server; kept from the page like the article. */}
        {page.glance ? <div {...glance} /> : null}
        {page.toc.length > 4 ? (
          <details className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700" open>
            <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">On this page</summary>
            <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
              {page.toc.map((t) => (
                <li key={t.id}>
                  <a href={`#${t.id}`} className="text-brand-700 hover:underline dark:text-brand-300">
                    {t.text}
                  </a>
                </li>
              ))}
            </ol>
          </details>
        ) : null}
        {/* Our own Markdown, rendered on the server at build; kept from the page when hydrating (decision 087). */}
        <div className="prose-guide mt-8" {...article} />
        {page.price ? <PackageBox page={{ ...page, price: page.price }} /> : null}
        {page.notSoldOnline ? (
          <section
            id="package"
            aria-labelledby="package-title"
            className="mt-10 rounded-2xl border border-slate-300 p-6 dark:border-slate-600"
          >
            <h2 id="package-title" className="text-xl font-bold text-slate-900 dark:text-white">
              Our fee is quoted after a free consultation
            </h2>
            <p className="mt-2">{page.notSoldOnline}</p>
            <a href={bookingHref(page.category?.id)} className={buttonClass({ size: "lg" }, "mt-4")}>
              Book a free call
            </a>
          </section>
        ) : null}
        {page.video ? <VideoBlock video={page.video} /> : null}
        <div className="mt-10 rounded-2xl bg-brand-900 p-6 text-center text-white">
          <p className="text-lg font-semibold">Have a question about {page.title}?</p>
          <p className="mt-1 text-brand-100">Talk to our experts: the first 15-minute call is free.</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <a href={bookingHref(page.category?.id)} className={buttonClass({ variant: "secondary", size: "lg" })}>
              Book a free call
            </a>
            <a href={page.cta.link} className={buttonClass({ variant: "secondary", size: "lg" })}>
              {page.cta.text}
            </a>
          </div>
        </div>
        {page.sourcing ? <SourcesSection sourcing={page.sourcing} /> : null}
      </article>
      <aside className={sidebar} aria-label="Related services">
        <RelatedPanel related={page.related} />
      </aside>
      <Drawer side="left" label="Offers" id="drawer-offers">
        <OffersPanel offers={page.offers} headingId="drawer-offers-title" />
      </Drawer>
      <Drawer side="right" label="Services" id="drawer-services">
        <RelatedPanel
          related={page.related}
          headingId="drawer-related-title"
          onNavigate={() => (document.getElementById("drawer-services") as HTMLDialogElement | null)?.close()}
        />
      </Drawer>
    </div>
  );
}
