import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { caseDocuments, cases } from "#app/db/schema.server.ts";
import { makeStaff } from "../../../tests/support/auth.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { listCases, parseCaseFilters } from "./case-list.server.ts";
import { postClientMessage } from "./case-portal.server.ts";
import { openCase } from "./cases.server.ts";

test("filters: unknown values are dropped, status defaults to open", () => {
  expect(
    parseCaseFilters(
      new URLSearchParams({ status: "weird", stage: "Filed!", expert: "x", waiting: "them", due: "soon", q: "  asha " }),
    ),
  ).toEqual({
    status: "open",
    stage: undefined,
    expert: undefined,
    due: undefined,
    waiting: undefined,
    q: "asha",
    after: undefined,
  });
});

for (const kind of DATABASES) {
  test(`${kind}: the list filters by expert, overdue, waiting on the client or on us, and search`, async () => {
    await using t = await testDb(kind);
    const db = t.db;
    const a = await makeStaff(db, { name: "Expert A" });
    const b = await makeStaff(db, { name: "Expert B" });
    const open = (name: string, expert: string) =>
      openCase(db, {
        clientEmail: `${name.toLowerCase()}@example.in`,
        clientName: name,
        serviceSlug: "trademark-registration",
        source: "staff",
        expertStaffId: expert,
      });
    const asha = await open("Asha", a.id);
    const bina = await open("Bina", b.id);
    const chitra = await open("Chitra", a.id);
    // Bina has sent every required document (nothing owed) and one is waiting for review; Chitra wrote to us; Asha is overdue.
    await db.update(caseDocuments).set({ state: "accepted" }).where(eq(caseDocuments.caseId, bina.id));
    const [one] = await db.select().from(caseDocuments).where(eq(caseDocuments.caseId, bina.id));
    await db
      .update(caseDocuments)
      .set({ state: "received" })
      .where(eq(caseDocuments.id, one?.id ?? ""));
    const [chitraRow] = await db.select().from(cases).where(eq(cases.id, chitra.id));
    if (!chitraRow) throw new Error("no case");
    await postClientMessage(db, chitraRow, { body: "Any news on my filing?", actorLabel: "Chitra" });
    await db
      .update(cases)
      .set({ stageDueAt: new Date(Date.now() - 86_400_000) })
      .where(eq(cases.id, asha.id));

    const names = async (params: Record<string, string>) =>
      (await listCases(db, parseCaseFilters(new URLSearchParams(params)))).rows.map((r) => r.clientName).sort();
    expect(await names({})).toEqual(["Asha", "Bina", "Chitra"]);
    expect(await names({ expert: a.id })).toEqual(["Asha", "Chitra"]);
    expect(await names({ due: "overdue" })).toEqual(["Asha"]);
    expect(await names({ waiting: "us" })).toEqual(["Bina", "Chitra"]);
    expect(await names({ waiting: "client" })).toEqual(["Asha", "Chitra"]);
    expect(await names({ q: "bina@" })).toEqual(["Bina"]);
    expect(await names({ q: asha.reference })).toEqual(["Asha"]);
    expect(await names({ stage: "documents" })).toEqual(["Asha", "Bina", "Chitra"]);
    expect(await names({ stage: "filed" })).toEqual([]);
    expect(await names({ status: "closed" })).toEqual([]);
    const page = await listCases(db, parseCaseFilters(new URLSearchParams()), { limit: 2 });
    expect(page.rows).toHaveLength(2);
    const rest = await listCases(db, parseCaseFilters(new URLSearchParams({ after: page.nextCursor ?? "" })), { limit: 2 });
    expect([...page.rows, ...rest.rows].map((r) => r.clientName).sort()).toEqual(["Asha", "Bina", "Chitra"]);
  });
}
