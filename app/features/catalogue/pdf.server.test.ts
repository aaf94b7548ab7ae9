import { expect, test } from "vitest";
import { pdfText } from "../../../tests/support/pdf-text.ts";
import { formatDate } from "../site/format.ts";
import { loadContent } from "./content.server.ts";
import { renderPdf } from "./pdf.server.ts";
import { sourcingMarkdown, sourcingOf } from "./service-page.server.ts";

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
