import { z } from "zod";
import { checkGstin, GST_STATES } from "#app/features/billing/gstin.ts";

/**
 * What the checkout posts, and nothing more: the service slug, the payer's contact details and an
 * optional coupon. The amount is never sent by the browser (DESIGN.md "Payments"); unknown keys are
 * refused so a posted `amount` or key cannot slip through.
 */

/** "+91 98765-43210", "09876543210", "919876543210" → "+919876543210"; anything else is returned as typed. */
export function normalizeIndianPhone(value: string): string {
  const digits = value.replace(/[\s\-().]/g, "");
  const national = digits.replace(/^(?:\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, "");
  return /^[2-9]\d{9}$/.test(national) ? `+91${national}` : value;
}

export const CheckoutSchema = z
  .strictObject({
    slug: z
      .string()
      .trim()
      .min(1, "Choose a service")
      .max(120)
      .regex(/^[a-z0-9-]+$/, "Unknown service"),
    name: z.string().trim().min(2, "Please enter your full name").max(100, "Please shorten the name to 100 characters"),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, "Please enter a valid e-mail address")
      .pipe(z.email("Please enter a valid e-mail address")),
    phone: z
      .string()
      .trim()
      .transform(normalizeIndianPhone)
      .pipe(z.string().regex(/^\+91[2-9]\d{9}$/, "Please enter a 10-digit Indian phone number")),
    coupon: z
      .string()
      .trim()
      .toUpperCase()
      .max(20, "Coupon codes are at most 20 characters")
      .regex(/^[A-Z0-9]*$/, "Coupon codes use only letters and digits")
      .optional()
      .transform((v) => v || undefined),
    // Optional tax details for the invoice (issue 24): a business's GSTIN, the billing address and the
    // state, which is the place of supply (a GSTIN decides the state itself).
    gstin: z
      .string()
      .trim()
      .max(20, "A GSTIN has 15 characters")
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        const checked = checkGstin(v);
        if (!checked.ok) {
          ctx.addIssue({ code: "custom", message: checked.message });
          return z.NEVER;
        }
        return checked.gstin;
      }),
    address: z
      .string()
      .trim()
      .max(300, "Please shorten the address to 300 characters")
      .optional()
      .transform((v) => v || undefined),
    state: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || v in GST_STATES, "Choose your state from the list"),
  })
  .superRefine((c, ctx) => {
    if (c.gstin && !c.address)
      ctx.addIssue({ code: "custom", path: ["address"], message: "A tax invoice to a GSTIN needs the billing address" });
    if (c.gstin && c.state && c.gstin.slice(0, 2) !== c.state)
      ctx.addIssue({
        code: "custom",
        path: ["state"],
        message: `Your GSTIN is registered in ${GST_STATES[c.gstin.slice(0, 2)] ?? "another state"}; choose that state`,
      });
  });

export type Checkout = z.infer<typeof CheckoutSchema>;
export type CheckoutField = keyof Checkout;

/** The place of supply: the GSTIN's state, else the state chosen, else undefined (the firm's own state applies). */
export function placeOfSupplyOf(c: Pick<Checkout, "gstin" | "state">): string | undefined {
  return c.gstin ? c.gstin.slice(0, 2) : c.state;
}

/** The place of supply for a live quote from loose query values: a valid GSTIN's state, else a known state, else undefined. */
export function quotePlaceOfSupply(gstin: string, state: string): string | undefined {
  const checked = gstin.trim() ? checkGstin(gstin) : undefined;
  if (checked?.ok) return checked.stateCode;
  return state in GST_STATES ? state : undefined;
}
