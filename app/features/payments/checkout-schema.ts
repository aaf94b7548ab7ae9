import { z } from "zod";

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

export const CheckoutSchema = z.strictObject({
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
});

export type Checkout = z.infer<typeof CheckoutSchema>;
export type CheckoutField = keyof Checkout;
