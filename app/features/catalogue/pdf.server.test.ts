import { expect, test } from "vitest";
import { pdfText } from "../../../tests/support/pdf-text.ts";
import { formatDate } from "../site/format.ts";
import { loadContent } from "./content.server.ts";
import { renderPdf } from "./pdf.server.ts";
import { sourcingMarkdown, sourcingOf, UNCONFIRMED_MARK } from "./service-page.server.ts";

test("a guide PDF keeps ₹ amounts and ends with its Sources and the date it was last reviewed", async () => {
  const guide = loadContent().guides.get("trademark-registration");
  if (!guide) throw new Error("trademark-registration guide missing");
  const pdf = await renderPdf(
    { title: guide.title, firm: "Nyayik", contact: "Dhanbad, Jharkhand", url: "https://nyayik.example/service/x" },
    `${guide.markdown}\n\n${sourcingMarkdown(sourcingOf(guide), formatDate)}`,
  );
  const text = pdfText(pdf);
  expect(text).toContain("₹999");
  expect(text).toContain("₹4,500");
  expect(text).not.toMatch(/\bRs\. ?\d/);
  expect(text).toContain("Sources");
  expect(text).toContain(`Last reviewed on ${formatDate(guide.reviewedAt ?? "")}`);
  expect(text).toContain("ipindia.gov.in");
});

test("the PDF's Sources mark a doubtful figure and note with the page's one word, not a long phrase", () => {
  const markdown = sourcingMarkdown(
    {
      reviewedAt: "2026-11-24",
      sources: [{ title: "FSSAI orders", publisher: "FSSAI", url: "https://www.fssai.gov.in/", date: "2026-11-22" }],
      figures: [
        { fact: "Fee ₹100 a year", checked: "2026-11-24", confirmed: true, source: "FSSAI orders" },
        { fact: "New tiers from March 2026", checked: "2026-11-24", confirmed: false, source: "FSSAI orders" },
      ],
      unconfirmed: "Check the tier on FoSCoS.",
    },
    formatDate,
  );
  expect(UNCONFIRMED_MARK).toBe("(unconfirmed)");
  expect(markdown).toContain("| New tiers from March 2026 (unconfirmed) | FSSAI orders |");
  expect(markdown).toContain("| Fee ₹100 a year | FSSAI orders |");
  expect(markdown).toContain("(unconfirmed) Check the tier on FoSCoS.");
  expect(markdown).not.toMatch(/awaiting confirmation|Not yet confirmed/);
});
