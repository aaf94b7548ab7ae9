import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";

/**
 * A link to a home section. On `/` it scrolls to the section and updates the address; elsewhere it
 * navigates to `/#anchor` (the scroll effect then lands 50 px above the section). Works without JS.
 */
export function SectionLink({
  anchor,
  children,
  className,
  onSelect,
}: {
  anchor: string | null;
  children: ReactNode;
  className?: string;
  onSelect?: () => void;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const to = anchor ? `/#${anchor}` : "/";
  return (
    <Link
      to={to}
      className={className}
      onClick={(e: MouseEvent) => {
        onSelect?.();
        if (pathname === "/") {
          e.preventDefault();
          navigate(to, { preventScrollReset: true });
        }
      }}
    >
      {children}
    </Link>
  );
}
