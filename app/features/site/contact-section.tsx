import { Icon, type IconName } from "#app/components/ui/icons.tsx";
import { formatOffice, telHref } from "#app/features/catalogue/samples.ts";
import { ContactIsland } from "#app/features/leads/islands.ts";
import type { HomeData } from "#app/routes/home.tsx";
import { CONTAINER, SectionHeading } from "./section-heading.tsx";

/**
 * Contact: the ways to reach the firm beside the contact form. Only confirmed phones and e-mail are
 * listed; until the firm confirms them, the form and a free call booking are the ways in.
 */
export function ContactSection({ site }: { site: HomeData["site"] }) {
  const ways: { icon: IconName; title: string; lines: { text: string; href?: string }[] }[] = [
    ...(site.phones.length > 0
      ? [{ icon: "phone" as const, title: "Call us", lines: site.phones.map((p) => ({ text: p, href: telHref(p) })) }]
      : [
          {
            icon: "phone" as const,
            title: "Talk to an expert",
            lines: [{ text: "Book a free 15-minute call", href: "/book-a-call" }],
          },
        ]),
    ...(site.email
      ? [{ icon: "mail" as const, title: "E-mail", lines: [{ text: site.email, href: `mailto:${site.email}` }] }]
      : []),
    { icon: "mapPin", title: "Head office", lines: [{ text: formatOffice(site.headOffice) }] },
    { icon: "clock", title: "Hours", lines: [{ text: site.hours.label }, { text: site.hours.support }] },
  ];
  return (
    <section id="contact" aria-labelledby="contact-title" className="py-16 sm:py-24">
      <div className={`${CONTAINER} grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16`}>
        <div>
          <SectionHeading
            id="contact-title"
            eyebrow="Contact"
            title="Get in touch"
            intro="Questions about a service, a payment or your case? Write to us and we will reply within one working day."
            align="start"
          />
          <address className="mt-8 grid gap-4 not-italic sm:grid-cols-2 lg:grid-cols-1">
            {ways.map((w) => (
              <div key={w.title} className="flex gap-4 rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                  <Icon name={w.icon} />
                </span>
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-slate-900 dark:text-white">{w.title}</p>
                  {w.lines.map((l) =>
                    l.href ? (
                      <a
                        key={l.text}
                        href={l.href}
                        className="block py-1 break-words text-brand-700 hover:underline dark:text-brand-300"
                      >
                        {l.text}
                      </a>
                    ) : (
                      <p key={l.text} className="text-slate-600 dark:text-slate-400">
                        {l.text}
                      </p>
                    ),
                  )}
                </div>
              </div>
            ))}
          </address>
        </div>
        <div className="self-start">
          <ContactIsland />
        </div>
      </div>
    </section>
  );
}
