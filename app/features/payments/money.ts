import { formatRupees } from "#app/features/catalogue/price.ts";
import { formatInr } from "#app/lib/indian-digits.ts";

/** ₹999 for whole rupees, ₹99.50 when there are paise (a refund may be part of a rupee amount). */
export function formatPaise(paise: number): string {
  return paise % 100 === 0 ? formatRupees(paise / 100) : formatInr(paise / 100, 2);
}

/** "999" or "99.50": an amount as a plain number for CSV cells and form defaults. */
export function paiseToRupeesText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
