import type { ReactNode } from "react";
import { Link } from "react-router";
import { SectionLink } from "#app/components/layout/nav-link.tsx";

/**
 * A call to action from content (`/#section` or `/service/<slug>`): a home anchor scrolls like the
 * menu does, anything else is a client-side link. Plain links without JavaScript.
 */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith("/#")) {
    return (
      <SectionLink anchor={href.slice(2)} className={className}>
        {children}
      </SectionLink>
    );
  }
  return (
    <Link to={href} className={className} prefetch="intent">
      {children}
    </Link>
  );
}
