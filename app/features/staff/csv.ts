/**
 * CSV for the console's exports (inbox, payments): RFC 4180 quoting, CRLF line ends, and a UTF-8
 * byte-order mark so Excel shows ₹ and Devanagari names. A cell that a spreadsheet would read as a
 * formula (starting with = + - @, or a tab or carriage return) is prefixed with an apostrophe, so
 * an exported lead can never run a formula on the staff member's computer.
 */
export type CsvCell = string | number | boolean | Date | null | undefined;

const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as text: dates in ISO form, empty for null; formula starts neutralised; quoted when needed. */
export function csvCell(value: CsvCell): string {
  let text = value == null ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: the BOM, the header row, then one row per record, each line ending in CRLF. */
export function toCsv(columns: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [columns.map(csvCell).join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

/** A download name like `inbox-2026-11-24.csv` (the date in India). */
export function csvFilename(prefix: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
  return `${prefix}-${day}.csv`;
}
