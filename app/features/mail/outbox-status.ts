/** The states of an outbox message (shared by the worker's console page and its server code). */
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "dead", "discarded"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
/** What staff may act on: a message waiting for its next attempt, or one the worker gave up on. */
export const ACTIONABLE: readonly OutboxStatus[] = ["pending", "dead"];
