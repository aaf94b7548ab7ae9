/**
 * Dates as staff read them: India time, formatted once on the server (the loader sends text, so the
 * browser's own ICU data cannot make the hydrated page differ from the server's).
 */
const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

export function formatIst(value: Date | string): string {
  return `${dateTime.format(new Date(value))} IST`;
}

/** The calendar day in India (YYYY-MM-DD) of an instant. */
export function istDay(value: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(value);
}

/** The instant an India calendar day (YYYY-MM-DD) starts. */
export function istDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** Rupees from paise, Indian grouping (₹1,23,456.50; whole rupees without decimals). */
export function formatRupees(paise: number): string {
  const rupees = paise / 100;
  return `₹${rupees.toLocaleString("en-IN", { minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2, maximumFractionDigits: 2 })}`;
}
