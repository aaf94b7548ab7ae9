import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** SPEC §2/§9: the home anchors stop 50 px below the top, without animation. */
export const SECTION_ANCHORS = ["services", "consultation", "blogs", "about", "faq", "contact", "testimonials"] as const;
export const SCROLL_OFFSET = 50;

export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET, behavior: "instant" });
  return true;
}

/**
 * Every navigation: on the home page a known anchor scrolls to its section and any other hash goes
 * to the top; on other pages an in-page anchor (a guide's contents list) scrolls to its heading.
 * The staff console (`active` false) has its own, which keeps the place after an action (issue 27).
 */
export function useScrollOnNavigation(active = true) {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, even to the same hash.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const wasFirst = first.current;
    first.current = false;
    if (!active) return;
    const known = pathname === "/" ? (SECTION_ANCHORS as readonly string[]).includes(id) : id !== "";
    if (known && scrollToSection(id)) return;
    // On the first load the browser has already placed the page (or restored it on reload).
    if (wasFirst) return;
    window.scrollTo({ top: 0, behavior: "instant" });
  }, [pathname, hash, key, active]);
}
