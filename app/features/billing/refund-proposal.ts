import { formatPaise } from "#app/features/payments/money.ts";
import type { PaymentBilling } from "./invoice-types.ts";

/**
 * The refund the console proposes, from the stage of the work (content/policies/refund-policy.md,
 * "What is refunded at each stage"). Cases are a separate feature: until a payment has one, there
 * is no stage and the whole amount left is proposed. Pure.
 */
export type WorkStage = "not-started" | "started" | "filed";

/** Share of our fee (with its GST) refunded at each stage, in per cent: the policy's table. */
export const FEE_REFUND_PERCENT: Record<WorkStage, number> = { "not-started": 100, started: 50, filed: 0 };

export function proposeRefund(input: {
  amountPaise: number;
  refundedPaise: number;
  billing: PaymentBilling | null;
  stage?: WorkStage;
  /** Whether the government fee collected at checkout has been paid to the government yet. */
  governmentFeePaid?: boolean;
}): { paise: number; why: string } {
  const left = Math.max(0, input.amountPaise - input.refundedPaise);
  if (!input.stage || input.stage === "not-started" || !input.billing)
    return {
      paise: left,
      why: input.stage
        ? "Work has not started: everything paid is refunded."
        : `No case is linked to this payment, so its stage is unknown: the whole ${formatPaise(left)} left is proposed. Lower it if work has started.`,
    };
  const b = input.billing;
  const feeShare = Math.round(((b.taxablePaise + b.gstPaise) * FEE_REFUND_PERCENT[input.stage]) / 100);
  const government = input.governmentFeePaid ? 0 : b.governmentNowPaise;
  const paise = Math.max(0, Math.min(left, feeShare + government - input.refundedPaise));
  const stageText = input.stage === "started" ? "Work has started but nothing is filed" : "The application is filed";
  return {
    paise,
    why: `${stageText}: ${FEE_REFUND_PERCENT[input.stage]}% of our fee with its GST${government > 0 ? ", and the government fee not yet paid" : ""}.`,
  };
}
