import { expect, test } from "vitest";
import { safeNext } from "#app/features/staff/guard.server.ts";
import { hasControlCharacters, isCalendarDay, isLocalPath, isPageCursor } from "./input-schema.ts";

const ID = "0b9d6c1e-6f0a-4c7e-9a51-2f1f7f3c1a2b";

test.each([
  ["2026-11-24", true],
  ["2028-02-29", true],
  ["2026-02-29", false],
  ["2026-02-31", false],
  ["2026-13-01", false],
  ["0000-01-01", false],
  ["9999-12-31", false],
  ["2026-1-1", false],
])("isCalendarDay(%s) is %s", (value, expected) => {
  expect(isCalendarDay(value)).toBe(expected);
});

test.each([
  [`2026-11-24T10:00:00.123456Z_${ID}`, true],
  [`2026-11-24T99:99:99.000000Z_${ID}`, false],
  [`2026-02-31T10:00:00.000000Z_${ID}`, false],
  ["2026-11-24T10:00:00.000000Z_------------------------------------", false],
  [`2026-11-24T10:00:00.000000Z_${ID}x`, false],
])("isPageCursor(%s) is %s", (value, expected) => {
  expect(isPageCursor(value)).toBe(expected);
});

test("a next address with CR/LF, NUL, another host or a backslash falls back to the console home", () => {
  expect(safeNext("/admin/inbox?kind=chat")).toBe("/admin/inbox?kind=chat");
  for (const bad of [
    "/admin\r\nSet-Cookie: x=1",
    "/admin\nx",
    "/admin\u0000",
    "//evil.example/admin",
    "/admin\\..",
    "https://evil.example",
  ]) {
    expect(safeNext(bad), JSON.stringify(bad)).toBe("/admin");
  }
  expect(isLocalPath("/account", "/account")).toBe(true);
  expect(hasControlCharacters("tab\there")).toBe(true);
  expect(hasControlCharacters("हिन्दी ₹")).toBe(false);
});
