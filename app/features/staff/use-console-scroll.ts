import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * Scrolling in the staff console (issue 27): a new page starts at the top, but an action posted and
 * answered on the same page (a note, a status, a refund) keeps the reader's place instead of jumping
 * back up. The public pages' rule (components/layout/use-scroll.ts) stands aside for /admin.
 */
export function useConsoleScroll() {
  const { pathname, search, key } = useLocation();
  const navigation = useNavigation();
  const first = useRef(true);
  const postedFrom = useRef<string | null>(null);
  if (navigation.state === "submitting" && navigation.formMethod && navigation.formMethod.toUpperCase() !== "GET")
    postedFrom.current = pathname + search;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, even to the same address.
  useEffect(() => {
    const posted = postedFrom.current;
    postedFrom.current = null;
    if (first.current) {
      first.current = false;
      return;
    }
    if (posted === pathname + search) return;
    window.scrollTo({ top: 0, behavior: "instant" });
  }, [pathname, search, key]);
}
