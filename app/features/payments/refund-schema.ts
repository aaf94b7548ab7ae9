import { z } from "zod";

/** Rupees as staff type them: "500", "499.50", "1,000" (commas and a ₹ sign are allowed). */
const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * A refund recorded by hand after the money was returned in the gateway's dashboard: how much (in
 * rupees, up to two decimals) and why. Whether the amount fits what is left of the payment is
 * checked against the database in `recordRefund`.
 */
export const RefundSchema = z
  .object({
    amount: z
      .string()
      .transform((v) => v.replace(/[₹,\s]/g, ""))
      .refine((v) => RUPEES.test(v), "Enter the refunded amount in rupees, like 500 or 499.50.")
      .transform((v) => Math.round(Number(v) * 100))
      .refine((paise) => paise > 0, "The refunded amount must be more than ₹0."),
    reason: z
      .string()
      .trim()
      .min(3, "Say why the money was refunded (at least 3 characters).")
      .max(500, "Keep the reason under 500 characters."),
  })
  .strict();

export type RefundInput = z.input<typeof RefundSchema>;
export type RefundField = keyof RefundInput;
