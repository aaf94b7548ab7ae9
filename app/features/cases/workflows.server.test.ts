import { describe, expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { addWorkingDays, checklistFor, isWorkingDay, loadWorkflows, workflowFor } from "./workflows.server.ts";

/** An IST wall-clock time as a Date ("2026-11-24T10:00" → 04:30 UTC). */
const ist = (local: string) => new Date(`${local}+05:30`);

describe("addWorkingDays (IST, Monday–Friday, not 26 Jan, 15 Aug, 2 Oct)", () => {
  test("counts weekdays and keeps the IST time of day", () => {
    // Tuesday 24 Nov 2026 → Wednesday.
    expect(addWorkingDays(ist("2026-11-24T10:00"), 1)).toEqual(ist("2026-11-25T10:00"));
    // Tuesday + 5 working days skips the weekend → Tuesday 1 Dec.
    expect(addWorkingDays(ist("2026-11-24T10:00"), 5)).toEqual(ist("2026-12-01T10:00"));
  });

  test("a Friday plus one is Monday; a weekend start counts from Monday", () => {
    expect(addWorkingDays(ist("2026-11-27T17:30"), 1)).toEqual(ist("2026-11-30T17:30"));
    expect(addWorkingDays(ist("2026-11-28T09:00"), 1)).toEqual(ist("2026-11-30T09:00"));
    expect(addWorkingDays(ist("2026-11-29T09:00"), 2)).toEqual(ist("2026-12-01T09:00"));
  });

  test("skips the national holidays", () => {
    // Monday 25 Jan 2027 + 1 → Wednesday 27 Jan (Tuesday 26 Jan is Republic Day).
    expect(addWorkingDays(ist("2027-01-25T11:00"), 1)).toEqual(ist("2027-01-27T11:00"));
    // Thursday 1 Oct 2026 + 1 → Monday 5 Oct (Friday 2 Oct is Gandhi Jayanti).
    expect(addWorkingDays(ist("2026-10-01T11:00"), 1)).toEqual(ist("2026-10-05T11:00"));
    // Friday 14 Aug 2026 + 1 → Monday 17 Aug (15 Aug is a Saturday anyway).
    expect(addWorkingDays(ist("2026-08-14T11:00"), 1)).toEqual(ist("2026-08-17T11:00"));
    expect(isWorkingDay(ist("2027-08-16T11:00"))).toBe(true);
    expect(isWorkingDay(ist("2028-08-15T11:00"))).toBe(false);
  });

  test("uses the IST date, not the UTC date", () => {
    // 23:00 UTC on Friday 27 Nov is 04:30 IST on Saturday 28 Nov: +1 → Monday 30 Nov 04:30 IST.
    const lateFridayUtc = new Date("2026-11-27T23:00:00Z");
    expect(isWorkingDay(lateFridayUtc)).toBe(false);
    expect(addWorkingDays(lateFridayUtc, 1)).toEqual(ist("2026-11-30T04:30"));
  });

  test("0 days returns the same instant; bad input throws", () => {
    const at = ist("2026-11-24T10:00");
    expect(addWorkingDays(at, 0)).toEqual(at);
    expect(addWorkingDays(at, 0)).not.toBe(at);
    expect(() => addWorkingDays(at, -1)).toThrow(RangeError);
    expect(() => addWorkingDays(at, 1.5)).toThrow(RangeError);
    expect(() => addWorkingDays(new Date("nonsense"), 1)).toThrow(RangeError);
  });

  test("20 working days from a Monday is four weeks later", () => {
    expect(addWorkingDays(ist("2026-11-02T10:00"), 20)).toEqual(ist("2026-11-30T10:00"));
  });
});

describe("workflowFor", () => {
  test("trademark registration: documents → … → registered, with the application number at filing", () => {
    const w = workflowFor("trademark-registration");
    expect(w.id).toBe("trademark-registration");
    expect(w.stages.map((s) => s.key)).toEqual([
      "documents",
      "search_and_drafting",
      "filed",
      "examination",
      "objection_reply",
      "accepted_advertised",
      "registered",
    ]);
    const filed = w.stages.find((s) => s.key === "filed");
    expect(filed?.records).toContainEqual({
      key: "application_number",
      label: "Application number",
      kind: "text",
      required: true,
    });
    expect(w.stages.find((s) => s.key === "objection_reply")?.optional).toBe(true);
    expect(w.stages.find((s) => s.key === "documents")?.optional).toBe(false);
    expect(w.totalDays).toBe(w.stages.reduce((t, s) => t + s.days, 0));
    for (const s of w.stages) expect(s.days).toBeGreaterThanOrEqual(1);
  });

  test("an alias resolves to its family's workflow (itr-1 → the ITR workflow)", () => {
    const w = workflowFor("itr-1");
    expect(w).toBe(workflowFor("itr-1-return-filing"));
    expect(w.stages.map((s) => s.key)).toEqual([
      "documents",
      "computation",
      "client_approval",
      "filed",
      "e_verified",
      "processed",
    ]);
    expect(w.stages.find((s) => s.key === "filed")?.records.map((r) => r.key)).toContain("acknowledgement_number");
  });

  test("throws for an unknown slug and for a guide that is not priced", () => {
    expect(() => workflowFor("no-such-service")).toThrow(/not a priced service/);
    const unpriced = [...loadContent().guides.values()].find((g) => !g.price);
    expect(unpriced).toBeDefined();
    expect(() => workflowFor(unpriced?.slug ?? "")).toThrow(/not a priced service/);
  });

  test("every priced service, by each prices.yaml key, has a workflow and a checklist", () => {
    const content = loadContent();
    for (const slug of content.prices.keys()) {
      expect(workflowFor(slug).stages.length, slug).toBeGreaterThanOrEqual(2);
      expect(Array.isArray(checklistFor(slug)), slug).toBe(true);
    }
    for (const alias of [
      "itr-1",
      "msme-registration",
      "fssai-license",
      "import-export-compliance",
      "marketing-advertisement-agreement",
    ])
      expect(workflowFor(alias)).toBe(workflowFor(content.aliases[alias] ?? ""));
  });

  test("every workflow lists only priced services and no service twice", () => {
    const { byId, byService } = loadWorkflows();
    const listed = [...byId.values()].reduce((t, w) => t + w.services.length, 0);
    expect(byService.size).toBe(listed);
    for (const slug of byService.keys()) expect(loadContent().prices.has(slug)).toBe(true);
  });
});

describe("checklistFor", () => {
  test("comes from the facts' documents, with stable unique keys", () => {
    const items = checklistFor("trademark-registration");
    const documents = loadContent().guides.get("trademark-registration")?.facts?.documents ?? [];
    expect(items.map((i) => i.name)).toEqual(documents.map((d) => d.name));
    expect(items[0]).toEqual({
      key: "applicant-s-name-address-nationality-and-legal-status",
      name: "Applicant's name, address, nationality and legal status",
      why: "Recorded on Form TM-A",
      required: true,
      types: ["pdf", "docx"],
    });
    const poa = items.find((i) => i.name === "Signed power of attorney");
    expect(poa?.key).toBe("signed-power-of-attorney");
    const udyam = items.find((i) => i.key === "udyam-or-dpiit-recognition-certificate");
    expect(udyam).toMatchObject({ required: false, who: "small enterprises and recognised startups" });
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
    for (const i of items) expect(i.key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  test("an alias reads the canonical service's facts; an unknown slug throws", () => {
    expect(checklistFor("itr-2")).toEqual(checklistFor("itr-2-return-filing"));
    expect(() => checklistFor("no-such-service")).toThrow(/not a priced service/);
  });
});
