import { z } from "zod";
import { checkGstin, GST_STATES } from "./gstin.ts";

/**
 * Content schemas billing owns: content/government-fees.yaml (the government's fee beside ours) and
 * the firm's tax identity in content/site.yaml (`tax`). Decision 100.
 */

const text = z.string().trim().min(1);
const officialUrl = z.url().refine((u) => u.startsWith("https://"), "must be an https address");

export const GovernmentFeeSchema = z
  .object({
    /** Whole rupees for the common case, `none`, or `actuals` when no single figure is honest. */
    fee: z.union([z.number().int().positive(), z.literal("none"), z.literal("actuals")]),
    basis: text.optional(),
    varies: text.optional(),
    payable: z.enum(["now", "later"]).optional(),
    source: officialUrl,
    confirmed: z.boolean(),
  })
  .strict()
  .superRefine((g, ctx) => {
    if (g.fee === "none") {
      if (g.basis || g.varies || g.payable)
        ctx.addIssue({ code: "custom", message: "a fee of none takes no basis, varies or payable" });
      return;
    }
    if (!g.basis)
      ctx.addIssue({ code: "custom", path: ["basis"], message: "say what the fee is charged per (class, form, state…)" });
    if (!g.payable) ctx.addIssue({ code: "custom", path: ["payable"], message: "say whether it is payable now or later" });
    if (g.payable === "now" && typeof g.fee !== "number")
      ctx.addIssue({ code: "custom", path: ["payable"], message: "only a fixed figure can be collected now" });
  });
export type GovernmentFee = z.infer<typeof GovernmentFeeSchema>;

export const GovernmentFeesSchema = z.record(z.string().regex(/^[a-z0-9-]+$/), GovernmentFeeSchema);

export const TAX_MODES = ["not-registered", "registered", "advocates"] as const;
export type TaxMode = (typeof TAX_MODES)[number];

/** The firm's tax identity (site.yaml `tax`). The GSTIN is required, and checked, unless not registered. */
export const TaxIdentitySchema = z
  .object({
    mode: z.enum(TAX_MODES),
    legalName: text,
    address: text,
    stateCode: z.string().refine((c) => c in GST_STATES, 'must be a GST state code such as "20"'),
    gstin: z.string().optional(),
    sac: z.array(z.string().regex(/^\d{4}(?:\d{2})?$/, "a SAC is 4 or 6 digits")).min(1),
    /** Letters before the financial year in document numbers: NY → NY/2026-27/00123 (16 characters at most). */
    invoicePrefix: z.string().regex(/^[A-Z]{1,2}$/, "1 or 2 capital letters"),
    creditNotePrefix: z.string().regex(/^[A-Z]{1,2}$/, "1 or 2 capital letters"),
  })
  .strict()
  .superRefine((t, ctx) => {
    if (t.invoicePrefix === t.creditNotePrefix)
      ctx.addIssue({ code: "custom", path: ["creditNotePrefix"], message: "must differ from invoicePrefix" });
    if (t.mode === "not-registered") return;
    if (!t.gstin) return ctx.addIssue({ code: "custom", path: ["gstin"], message: `is required in ${t.mode} mode` });
    const checked = checkGstin(t.gstin);
    if (!checked.ok) return ctx.addIssue({ code: "custom", path: ["gstin"], message: checked.message });
    if (checked.stateCode !== t.stateCode)
      ctx.addIssue({
        code: "custom",
        path: ["gstin"],
        message: `starts with ${checked.stateCode} but stateCode is ${t.stateCode}`,
      });
  });
export type TaxIdentity = z.infer<typeof TaxIdentitySchema>;
