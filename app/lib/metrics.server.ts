import { Counter, Histogram, register } from "prom-client";

/**
 * Metrics that features record (assistant replies, rate-limit refusals), on prom-client's global
 * registry; server/observability.ts adds the HTTP and database ones and serves them all at /metrics.
 * Get-or-create: the server imports this file from source and the React Router build carries its
 * own copy, and both must share one metric rather than register the name twice.
 */
function counter<L extends string>(name: string, help: string, labelNames: L[]): Counter<L> {
  return (register.getSingleMetric(name) as Counter<L> | undefined) ?? new Counter({ name, help, labelNames });
}

function histogram<L extends string>(name: string, help: string, labelNames: L[], buckets: number[]): Histogram<L> {
  return (register.getSingleMetric(name) as Histogram<L> | undefined) ?? new Histogram({ name, help, labelNames, buckets });
}

export const assistantReplies = counter("nyayik_assistant_replies_total", "Assistant replies by mode and outcome", [
  "mode",
  "outcome",
]);

export const assistantReplySeconds = histogram(
  "nyayik_assistant_reply_seconds",
  "Time to stream a whole assistant reply, by mode",
  ["mode"],
  [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 40],
);

export const rateLimitRefusals = counter("nyayik_rate_limit_refusals_total", "Requests refused by a rate limit, by limit", [
  "limit",
]);

/** The bounded label of a rate-limit key: its prefix before the first ':' (e.g. `consultation`, `chat`). */
export function limitLabel(key: string) {
  const prefix = key.split(":", 1)[0] ?? "";
  return /^[a-z][a-z-]{0,39}$/.test(prefix) ? prefix : "other";
}

/** Real (scrypt) password checks at staff sign-in: the lockout bounds how many an attacker gets (decision 092). */
export const passwordChecks = counter("nyayik_password_checks_total", "Staff password hashes verified (scrypt runs)", []);
