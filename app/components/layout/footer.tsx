import { Suspense } from "react";
import { Link } from "react-router";
import { Icon, SocialIcon } from "#app/components/ui/icons.tsx";
import { lazyOnIntent, useOnceTrue } from "#app/components/ui/lazy.ts";
import { formatOffice, telHref } from "#app/features/catalogue/samples.ts";
import { NewsletterIsland } from "#app/features/leads/islands.ts";
import { cookieSettings } from "./cookie-consent.tsx";
import { SectionLink } from "./nav-link.tsx";
import { PdfViewerSlot } from "./pdf-viewer-slot.tsx";
import { useShell } from "./shell-context.tsx";
import { ThemeSelect } from "./theme-toggle.tsx";

const QUICK_LINKS: ({ label: string; anchor: string | null } | { label: string; to: string })[] = [
  { label: "Home", anchor: null },
  { label: "Services", anchor: "services" },
  { label: "Compliance calendar", to: "/compliance-calendar" },
  { label: "Testimonials", anchor: "testimonials" },
  { label: "Book Consultation", anchor: "consultation" },
  { label: "Blogs", anchor: "blogs" },
  { label: "About Us", anchor: "about" },
  { label: "About the firm", to: "/about" },
  { label: "Contact", anchor: "contact" },
];

export function Footer() {
  const { data, open, openDialog } = useShell();
  const { site } = data;
  const heading = "mb-3 text-sm font-semibold tracking-wide text-white uppercase";
  const link = "text-slate-300 hover:text-white hover:underline";
  return (
    <footer className="bg-slate-900 text-slate-300 dark:bg-black">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-2 text-sm">{site.tagline}</p>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p className="flex gap-2">
              <Icon name="mapPin" className="mt-0.5 size-4 shrink-0" />
              <span>Head office: {formatOffice(site.headOffice)}</span>
            </p>
            {/* Only confirmed numbers and e-mail (content/site.yaml `samples`); otherwise the forms. */}
            {site.phones.map((phone) => (
              <p key={phone} className="flex gap-2">
                <Icon name="phone" className="mt-0.5 size-4 shrink-0" />
                <a className={link} href={telHref(phone)}>
                  {phone}
                </a>
              </p>
            ))}
            {site.phones.length === 0 ? (
              <p className="flex gap-2">
                <Icon name="phone" className="mt-0.5 size-4 shrink-0" />
                <a href="/book-a-call" className={link}>
                  Book a free 15-minute call
                </a>
              </p>
            ) : null}
            <p className="flex gap-2">
              <Icon name="mail" className="mt-0.5 size-4 shrink-0" />
              {site.email ? (
                <a className={link} href={`mailto:${site.email}`}>
                  {site.email}
                </a>
              ) : (
                <Link className={link} to="/contact">
                  Send us a message
                </Link>
              )}
            </p>
            <p className="flex gap-2">
              <Icon name="clock" className="mt-0.5 size-4 shrink-0" />
              <span>
                {site.hours.label}; {site.hours.support}
              </span>
            </p>
          </address>
        </div>
        <nav aria-label="Quick links">
          <h3 className={heading}>Quick links</h3>
          <ul className="space-y-2 text-sm">
            {QUICK_LINKS.map((q) => (
              <li key={q.label}>
                {"to" in q ? (
                  <Link className={link} to={q.to}>
                    {q.label}
                  </Link>
                ) : (
                  <SectionLink anchor={q.anchor} className={link}>
                    {q.label}
                  </SectionLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h3 className={heading}>Our Services</h3>
          <ul className="space-y-2 text-sm">
            {data.serviceModals.map((modal, index) => (
              <li key={modal.title}>
                <button
                  type="button"
                  className={link}
                  {...serviceModals.intent}
                  onClick={() => open({ kind: "services", index })}
                >
                  {modal.title}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={heading}>Policies</h3>
          <ul className="space-y-2 text-sm">
            {data.policies.map((p) => (
              <li key={p.slug} className="flex items-center gap-3">
                <Link className={link} to={`/policies/${p.slug}`}>
                  {p.title}
                </Link>
                <button
                  type="button"
                  className="text-xs text-slate-400 underline hover:text-white"
                  onClick={() => open({ kind: "pdf", url: p.pdf, title: p.title })}
                  aria-label={`${p.title} PDF`}
                >
                  PDF
                </button>
              </li>
            ))}
            <li>
              <button type="button" className={link} {...cookieSettings.intent} onClick={() => openDialog("cookies")}>
                Cookie Settings
              </button>
            </li>
          </ul>
          <div className="mt-6">
            <NewsletterIsland source="footer" />
          </div>
          {site.social ? <SocialLinks social={site.social} /> : null}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-5 text-sm sm:flex-row">
          <p>
            © {site.copyright} {site.name}. All rights reserved.
          </p>
          <ThemeSelect />
        </div>
      </div>
      <ServiceModalsSlot />
      <PdfViewerSlot />
    </footer>
  );
}

function SocialLinks({ social }: { social: Record<"facebook" | "twitter" | "instagram", string> }) {
  return (
    <div className="mt-6 flex gap-3">
      {(["facebook", "twitter", "instagram"] as const).map((name) => (
        <a
          key={name}
          href={social[name]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={name[0]?.toUpperCase() + name.slice(1)}
          className="rounded-full bg-slate-800 p-2 text-slate-200 hover:bg-slate-700 hover:text-white"
        >
          <SocialIcon name={name} />
        </a>
      ))}
    </div>
  );
}

// The "Our Services" modals load on first use; their code is fetched when a button is pointed at or focused.
const serviceModals = lazyOnIntent(() => import("./service-modals.tsx").then((m) => ({ default: m.ServiceModals })));

function ServiceModalsSlot() {
  const { dialog } = useShell();
  const mounted = useOnceTrue(dialog?.kind === "services");
  return mounted ? (
    <Suspense fallback={null}>
      <serviceModals.Component />
    </Suspense>
  ) : null;
}
