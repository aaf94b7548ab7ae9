import { z } from "zod";

/** Who a due date applies to: the filters on /compliance-calendar and a subscriber's choices. */
export const PROFILES = [
  { id: "salaried", label: "Salaried individual" },
  { id: "business", label: "Business or professional" },
  { id: "company", label: "Company" },
  { id: "llp", label: "LLP" },
  { id: "gst-monthly", label: "GST, monthly returns" },
  { id: "gst-quarterly", label: "GST, quarterly (QRMP)" },
  { id: "composition", label: "GST composition" },
  { id: "tds-deductor", label: "TDS deductor" },
] as const;
export const ProfileId = z.enum(PROFILES.map((p) => p.id) as [Profile, ...Profile[]], {
  error: "Choose a profile from the list",
});
export type Profile = (typeof PROFILES)[number]["id"];
export const StateGroup = z.enum(["a", "b"]);
export type StateGroup = z.infer<typeof StateGroup>;

const IsoDate = z.iso.date({ error: "must be a date written YYYY-MM-DD" });
const Month = z.number().int().min(1).max(12);
const Day = z.number().int().min(1).max(31);
const MonthDay = z.strictObject({ month: Month, day: Day, label: z.string().min(1).optional() });

/** How a rule's dates are computed. */
export const DueSchema = z.discriminatedUnion("kind", [
  /** `day` of the month after each month (only `months` when given); deductions in March may differ. */
  z.strictObject({
    kind: z.literal("monthly"),
    day: Day,
    months: z.array(Month).min(1).optional(),
    march: MonthDay.optional(),
  }),
  /** `day` of the month after each quarter (Apr–Jun, Jul–Sep, Oct–Dec, Jan–Mar), or a day per state group. */
  z
    .strictObject({
      kind: z.literal("quarterly"),
      day: Day.optional(),
      byStateGroup: z.strictObject({ a: Day, b: Day }).optional(),
      /** The January–March quarter when it is due later than the month after (e.g. 31 May). */
      q4: MonthDay.optional(),
    })
    .refine((d) => (d.day === undefined) !== (d.byStateGroup === undefined), "give either day or byStateGroup"),
  /** Fixed dates every year; `fy` says which financial year the filing is for. */
  z.strictObject({ kind: z.literal("annual"), fy: z.enum(["previous", "current"]), dates: z.array(MonthDay).min(1) }),
  /** A number of days after an event (e.g. the AGM), shown for an assumed latest event date. */
  z.strictObject({
    kind: z.literal("after-event"),
    event: z.string().min(1),
    days: z.number().int().min(1).max(366),
    assumed: MonthDay,
    fy: z.enum(["previous", "current"]),
  }),
]);
export type Due = z.infer<typeof DueSchema>;

export const RuleSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, "lower-case letters, digits and dashes"),
  form: z.string().min(1),
  title: z.string().min(1),
  who: z.array(ProfileId).min(1),
  due: DueSchema,
  guide: z.string().min(1),
  service: z.string().min(1),
  note: z.string().min(1).optional(),
  source: z.strictObject({ title: z.string().min(1), url: z.url() }),
});
export type Rule = z.infer<typeof RuleSchema>;

export const OverrideSchema = z.strictObject({
  rule: z.string().min(1),
  /** The date the rule gives; identifies the occurrence. */
  due: IsoDate,
  newDue: IsoDate,
  reference: z.string().min(1),
  issued: IsoDate,
  url: z.url(),
  summary: z.string().min(1),
});
export type Override = z.infer<typeof OverrideSchema>;

export const CalendarSchema = z
  .strictObject({
    stateGroups: z.strictObject({
      a: z.strictObject({ label: z.string().min(1), short: z.string().min(1) }),
      b: z.strictObject({ label: z.string().min(1), short: z.string().min(1) }),
    }),
    holidays: z.array(z.strictObject({ date: IsoDate, name: z.string().min(1) })),
    rules: z.array(RuleSchema).min(1),
    overrides: z.array(OverrideSchema),
  })
  .superRefine((c, ctx) => {
    const ids = new Set<string>();
    for (const [i, rule] of c.rules.entries()) {
      if (ids.has(rule.id)) ctx.addIssue({ code: "custom", path: ["rules", i, "id"], message: `duplicate id ${rule.id}` });
      ids.add(rule.id);
    }
    for (const [i, o] of c.overrides.entries()) {
      if (!ids.has(o.rule)) ctx.addIssue({ code: "custom", path: ["overrides", i, "rule"], message: `unknown rule ${o.rule}` });
    }
  });
export type CalendarContent = z.infer<typeof CalendarSchema>;

/** The profiles named in a query string or form, unknown names dropped. */
export function parseProfiles(values: string[]): Profile[] {
  const known = new Set<string>(PROFILES.map((p) => p.id));
  return [...new Set(values.filter((v) => known.has(v)))] as Profile[];
}
