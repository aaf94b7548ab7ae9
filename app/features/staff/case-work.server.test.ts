import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { caseDocuments, cases } from "#app/db/schema.server.ts";
import { openCase } from "#app/features/cases/cases.server.ts";
import { makeStaff } from "../../../tests/support/auth.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { loadCaseWork } from "./dashboard.server.ts";

const NOW = new Date("2026-11-24T06:00:00Z");
const day = 86_400_000;

for (const kind of DATABASES) {
  test(`${kind}: the dashboard lists overdue open cases and documents waiting for review, oldest first, and marks the viewer's own`, async () => {
    await using t = await testDb(kind);
    const meera = await makeStaff(t.db, { name: "Meera Iyer" });
    const ravi = await makeStaff(t.db, { name: "Ravi Nair" });
    const open = async (expert: string, dueInDays: number, status: "open" | "closed" = "open") => {
      const c = await t.db.transaction((tx) =>
        openCase(tx, {
          clientEmail: `c${Math.random()}@example.in`,
          clientName: "Asha Verma",
          serviceSlug: "trademark-registration",
          source: "staff",
          expertStaffId: expert,
          siteUrl: "http://127.0.0.1:3999",
        }),
      );
      await t.db
        .update(cases)
        .set({ stageDueAt: new Date(NOW.getTime() + dueInDays * day), status })
        .where(eq(cases.id, c.id));
      return c;
    };
    const older = await open(ravi.id, -3);
    const newer = await open(meera.id, -1);
    await open(meera.id, 2); // not due yet
    const closed = await open(meera.id, -5, "closed");
    const [doc] = await t.db.select().from(caseDocuments).where(eq(caseDocuments.caseId, newer.id)).limit(1);
    const [closedDoc] = await t.db.select().from(caseDocuments).where(eq(caseDocuments.caseId, closed.id)).limit(1);
    if (!doc || !closedDoc) throw new Error("the service has no checklist");
    await t.db.update(caseDocuments).set({ state: "received" }).where(eq(caseDocuments.id, doc.id));
    await t.db.update(caseDocuments).set({ state: "received" }).where(eq(caseDocuments.id, closedDoc.id));

    const work = await loadCaseWork(t.db, meera.id, NOW);
    expect(work.overdue.map((c) => [c.reference, c.expert, c.mine])).toEqual([
      [older.reference, "Ravi Nair", false],
      [newer.reference, "Meera Iyer", true],
    ]);
    expect(work.overdueCount).toBe(2);
    expect(work.toReview.map((d) => [d.reference, d.document, d.mine])).toEqual([[newer.reference, doc.name, true]]);
    expect(work.toReviewCount).toBe(1);
    expect((await loadCaseWork(t.db, meera.id, NOW, 1)).overdue).toHaveLength(1);
  });
}
