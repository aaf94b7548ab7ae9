/**
 * Indian digit grouping without `Intl` (decision 156). The first use of `Intl` in a page loads ICU's
 * locale data, which cost ~16 ms on this machine and ~4× that on the phone Lighthouse emulates, all of
 * it inside hydration. These helpers give the same text as `Intl.NumberFormat("en-IN")` for the
 * amounts the site shows (tested against it), and cost nothing at startup.
 */

/** 1234567 → "12,34,567"; 5678.8 with 2 fraction digits → "5,678.80". Negative numbers keep their sign. */
export function groupIndian(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = "0", fraction] = fixed.split(".");
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  const grouped = rest ? `${rest},${last3}` : last3;
  const sign = value < 0 && Number(fixed) !== 0 ? "-" : "";
  return `${sign}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}

/** ₹4,500 (whole rupees, rounded) or, with 2 fraction digits, ₹99.50; a negative amount reads -₹4,500. */
export function formatInr(rupees: number, fractionDigits = 0): string {
  const text = groupIndian(rupees, fractionDigits);
  return text.startsWith("-") ? `-₹${text.slice(1)}` : `₹${text}`;
}

/** English month names, January first. */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A UTC calendar date as "22 November 2026". */
export function longDateUtc(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
