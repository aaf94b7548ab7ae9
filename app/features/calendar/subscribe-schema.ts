import { z } from "zod";
import { ProfileId, StateGroup } from "./rules-schema.ts";

/** Days before a due date a reminder can go out; 7 and 1 are ticked by default. */
export const LEAD_DAY_CHOICES = [14, 7, 3, 1] as const;
export const DEFAULT_LEAD_DAYS = [7, 1];

/** The calendar settings a visitor (subscribe form) or a portal client (account page) chooses. */
export const CalendarSettingsSchema = z.strictObject({
  profiles: z.array(ProfileId).min(1, "Choose at least one profile"),
  stateGroup: StateGroup.optional(),
  leadDays: z
    .array(z.coerce.number().refine((n) => (LEAD_DAY_CHOICES as readonly number[]).includes(n), "Choose from the listed days"))
    .min(1, "Choose when to be reminded"),
});
export type CalendarSettings = z.infer<typeof CalendarSettingsSchema>;

export const SubscribeSchema = CalendarSettingsSchema.extend({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, "That e-mail address is too long")
    .pipe(z.email("Enter a valid e-mail address")),
});
export type SubscribeInput = z.infer<typeof SubscribeSchema>;

/** Reads the settings from a submitted form (checkbox groups repeat their name). */
export function settingsFields(form: FormData) {
  const state = form.get("stateGroup");
  return {
    profiles: form.getAll("profile").map(String),
    stateGroup: typeof state === "string" && state !== "" ? state : undefined,
    leadDays: form.getAll("leadDays").map(String),
  };
}

/** Field name → first message, for the form. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    out[field] ??= issue.message;
  }
  return out;
}

export type SubscribeResult = { ok: false; fieldErrors: Record<string, string>; values: { email: string }; formError?: string };
export type PortalCalendarResult =
  | { ok: true; saved: boolean; feedUrl?: string }
  | { ok: false; fieldErrors: Record<string, string>; formError?: string };
