import { expect, test } from "vitest";
import { isCalendarDate, isOfficialUrl, sourceUrlProblem, sourcingProblems, todayInIndia } from "./sources.ts";

const today = "2026-11-22";
const cbic = { title: "CGST Act, 2017", publisher: "CBIC", url: "https://cbic-gst.gov.in/gst-acts.html", date: "2017-06-22" };
const gazette = { title: "Notification 10/2019", publisher: "Gazette", url: "https://egazette.gov.in/x", date: "2019-03-07" };
const blog = { title: "A blog", publisher: "Someone", url: "https://www.cleartax.in/s/gst", date: "2026-01-01" };
const figure = { fact: "₹40 lakh threshold", source: 2, checked: today, confirmed: true };

test.each([
  ["https://cbic-gst.gov.in/x", true],
  ["https://www.mca.gov.in/", true],
  ["https://services.gst.nic.in/", true],
  ["https://www.irs.gov/", true],
  ["https://rbi.org.in/Scripts/x.aspx", true],
  ["https://www.rbi.org.in/", true],
  ["https://www.wipo.int/madrid/", true],
  ["https://cioins.co.in/", true],
  ["https://www.cleartax.in/", false],
  ["https://gov.in.evil.com/", false],
  ["https://notrbi.org.in/", false],
])("isOfficialUrl(%s) is %s", (url, official) => {
  expect(isOfficialUrl(url)).toBe(official);
});

test.each([
  ["http://cbic-gst.gov.in/", "https://"],
  ["https://cbic-gst.gov.in/a b", "spaces"],
  ["https://localhost/x", "dot"],
  ["https://127.0.0.1/x", "IP address"],
  ["https://example.com/x", "example"],
  ["https://www.example.gov.in/x", "example"],
  ["https://cbic-gst.gov.in/x?utm_source=news", "utm_source"],
  ["https://cbic-gst.gov.in/x?fbclid=1", "fbclid"],
])("sourceUrlProblem(%s) mentions %s", (url, words) => {
  expect(sourceUrlProblem(url)).toContain(words);
});

test("a clean official URL with an ordinary query has no problem", () => {
  expect(sourceUrlProblem("https://incometaxindia.gov.in/Pages/acts.aspx?id=12")).toBeUndefined();
});

test("dates: real calendar dates only; today is the date in India", () => {
  expect(isCalendarDate("2026-02-28")).toBe(true);
  expect(isCalendarDate("2026-02-30")).toBe(false);
  expect(isCalendarDate("22-11-2026")).toBe(false);
  expect(todayInIndia(new Date("2026-11-22T19:00:00Z"))).toBe("2026-11-23");
  expect(todayInIndia(new Date("2026-11-22T18:00:00Z"))).toBe("2026-11-22");
});

test("a guide with two official sources and a figure pointing at one passes", () => {
  expect(sourcingProblems({ reviewedAt: today, sources: [cbic, gazette, blog], figures: [figure] }, today)).toEqual([]);
});

test("a guide with no sourcing fields passes while optional, and fails once required", () => {
  expect(sourcingProblems({}, today)).toEqual([]);
  expect(sourcingProblems({}, today, true).map((p) => p.field)).toEqual(["reviewedAt", "sources"]);
});

test.each([
  ["only one official source", { reviewedAt: today, sources: [cbic, blog] }, "sources", "1 official"],
  ["an unofficial URL counted as second source", { reviewedAt: today, sources: [blog, blog] }, "sources", "0 official"],
  [
    "a bad source URL",
    { reviewedAt: today, sources: [cbic, gazette, { ...blog, url: "http://x.in" }] },
    "sources.2.url",
    "https://",
  ],
  ["reviewedAt in the future", { reviewedAt: "2026-11-30", sources: [cbic, gazette] }, "reviewedAt", "future"],
  ["sources without reviewedAt", { sources: [cbic, gazette] }, "reviewedAt", "required"],
  ["figures without sources", { reviewedAt: today, figures: [figure] }, "sources", "required"],
  [
    "a figure pointing past the list",
    { reviewedAt: today, sources: [cbic, gazette], figures: [{ ...figure, source: 3 }] },
    "figures.0.source",
    "does not point",
  ],
  [
    "a figure pointing at an unofficial source",
    { reviewedAt: today, sources: [cbic, gazette, blog], figures: [{ ...figure, source: 3 }] },
    "figures.0.source",
    "not an official",
  ],
  [
    "a figure checked in the future",
    { reviewedAt: today, sources: [cbic, gazette], figures: [{ ...figure, checked: "2027-01-01" }] },
    "figures.0.checked",
    "future",
  ],
])("sourcing problem: %s", (_name, front, field, words) => {
  const problems = sourcingProblems(front, today);
  expect(problems.map((p) => p.field)).toContain(field);
  expect(problems.find((p) => p.field === field)?.message).toContain(words);
});
