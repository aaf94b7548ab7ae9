import { expect, test } from "vitest";
import { loadContent } from "./content.server.ts";
import { contactSentence, formatOffice, isSample, launchChecklist, publicFacts, telHref } from "./samples.ts";

const { site, home, about } = loadContent();
const confirmed = { ...site, samples: [] };

test("a fact named in samples never reaches the public facts; once confirmed it does", () => {
  const sample = publicFacts({ ...site, samples: ["phones", "email", "social", "headOffice", "branchOffices", "url"] });
  expect(sample).toMatchObject({ phones: [], email: null, social: null, branchOffices: [], url: null });
  expect(sample.headOffice).toMatchObject({ street: null, postalCode: null, city: site.headOffice.city });
  const real = publicFacts(confirmed);
  expect(real.phones).toEqual(site.phones);
  expect(real.email).toBe(site.email);
  expect(real.social).toEqual(site.social);
  expect(real.headOffice).toEqual(site.headOffice);
  expect(real.url).toBe(site.url);
  expect(isSample(site, "phones")).toBe(true);
  expect(isSample(confirmed, "phones")).toBe(false);
});

test.each([
  ["+91 98765 43210", "tel:+919876543210"],
  ["+91 6200 000 000", "tel:+916200000000"],
])("telHref(%s) is %s", (phone, href) => {
  expect(telHref(phone)).toBe(href);
});

test("formatOffice leaves out a sample street and postcode", () => {
  expect(formatOffice({ street: "Bank More", city: "Dhanbad", state: "Jharkhand", postalCode: "826001" })).toBe(
    "Bank More, Dhanbad, Jharkhand 826001",
  );
  expect(formatOffice({ street: null, city: "Dhanbad", state: "Jharkhand", postalCode: null })).toBe("Dhanbad, Jharkhand");
});

test("the contact sentence gives confirmed phones and e-mail, and otherwise only the forms", () => {
  const sample = contactSentence({ phones: [], email: null });
  expect(sample).not.toMatch(/\d{5}|@/);
  expect(sample).toContain("[consultation form](/#consultation)");
  const real = contactSentence({ phones: ["+91 98765 43210"], email: "office@firm.in" });
  expect(real).toContain("call us on +91 98765 43210");
  expect(real).toContain("write to office@firm.in");
});

const allConfirmed = {
  site: confirmed,
  home: { testimonials: home.testimonials.map((t) => ({ ...t, sample: false })) },
  about: {
    ...about,
    people: about.people.map((p) => ({ ...p, sample: false })),
    registrations: about.registrations.map((r) => ({ ...r, sample: false })),
    offices: about.offices.map((o) => ({ ...o, sample: false })),
  },
  prices: [{ key: "legal.mou", confirmed: true }],
  guides: [
    {
      slug: "mou",
      reviewedAt: "2026-11-22",
      sources: [{ title: "Act", publisher: "India Code", url: "https://www.indiacode.nic.in/", date: "1872-04-25" }],
      figures: [{ fact: "Stamp duty varies by state", source: 1, checked: "2026-11-22", confirmed: true }],
    },
  ],
  whatsappConfigured: true,
};

test("nothing to confirm gives an empty checklist", () => {
  expect(launchChecklist(allConfirmed)).toEqual([]);
});

test.each([
  ["a sample fact", { site: { ...confirmed, samples: ["email" as const] } }, "content/site.yaml", "e-mail address (email)"],
  ["no WhatsApp number", { whatsappConfigured: false }, ".env / server environment", "WHATSAPP_NUMBER is not set"],
  ["an unconfirmed price", { prices: [{ key: "legal.mou", confirmed: false }] }, "content/prices.yaml", "legal.mou"],
  [
    "an unconfirmed government fee",
    { governmentFees: [{ key: "fssai-license", confirmed: false }] },
    "content/government-fees.yaml",
    "fssai-license",
  ],
  ["the sample tax identity", { site: { ...confirmed, samples: ["tax" as const] } }, "content/site.yaml", "tax identity"],
  [
    "a guide without sources",
    { guides: [{ slug: "mou", reviewedAt: undefined, sources: undefined }] },
    "content/guides/*.md",
    "mou",
  ],
  [
    "an unconfirmed figure",
    {
      guides: [
        {
          ...allConfirmed.guides[0],
          figures: [{ fact: "Stamp duty varies by state", source: 1, checked: "2026-11-22", confirmed: false }],
        },
      ],
    },
    "content/guides/*.md",
    "mou: Stamp duty varies by state (checked 2026-11-22)",
  ],
  [
    "an unconfirmed note",
    { guides: [{ ...allConfirmed.guides[0], unconfirmed: "Rates not checked." }] },
    "content/guides/*.md",
    "mou: Rates not checked.",
  ],
])("the checklist lists %s", (_name, change, file, item) => {
  const groups = launchChecklist({ ...allConfirmed, ...change } as typeof allConfirmed);
  expect(groups).toHaveLength(1);
  expect(groups[0]?.file).toBe(file);
  expect(groups[0]?.items.some((i) => i.includes(item))).toBe(true);
});
