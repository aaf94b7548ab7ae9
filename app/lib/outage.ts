/**
 * What a visitor reads when the server cannot reach its database (shared: the root error boundary
 * renders it in the browser too). Our own words; the page is answered with 503 and Retry-After.
 */
export const OUTAGE_TITLE = "Temporarily unavailable";
export const OUTAGE_TEXT =
  "Our system cannot reach its records for a moment, so this page cannot be shown right now. Please try again in a minute, or call or WhatsApp us.";
/** Seconds a client is asked to wait (Retry-After). */
export const OUTAGE_RETRY_AFTER_SECONDS = 60;
