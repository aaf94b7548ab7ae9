import { expect, test } from "vitest";
import { loadContent } from "./content.server.ts";
import { slugify } from "./slug.ts";

// DESIGN.md's rule, over the awkward spellings the site uses.
test.each([
  ["Trademark Registration", "trademark-registration"],
  ["Marketing & Advertisement Agreement", "marketing-and-advertisement-agreement"],
  ["Import Export Compliance (if applicable)", "import-export-compliance-if-applicable"],
  ["ITR-1 to ITR-7 Return Filing", "itr-1-to-itr-7-return-filing"],
  ["15CA - 15CB Filing", "15ca-15cb-filing"],
  ["Homeowner/Property Damage Insurance Claim", "homeowner-property-damage-insurance-claim"],
  ["Technology/Software Agreement", "technology-software-agreement"],
  ["Pvt. Ltd.", "pvt-ltd"],
  ["  Section 8 Company  ", "section-8-company"],
  ["MOU", "mou"],
  ["GST -- Filing", "gst-filing"],
  ["R&D", "r-and-d"],
])("slugify(%j) = %j", (name, slug) => {
  expect(slugify(name)).toBe(slug);
});

test("every service name in the catalogue slugifies to a guide or a declared alias of one", () => {
  const content = loadContent();
  const names = content.catalogue.flatMap((c) => c.groups.flatMap((g) => g.items));
  expect(names.length).toBeGreaterThan(70);
  for (const { name, slug } of names) {
    const raw = slugify(name);
    expect(raw === slug || content.aliases[raw] === slug, `${name} → ${raw}`).toBe(true);
    expect(content.guides.has(slug), `${name} has a guide`).toBe(true);
  }
});
