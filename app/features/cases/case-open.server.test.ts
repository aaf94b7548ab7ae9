import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { auditLog, caseEvents, cases } from "#app/db/schema.server.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { makeStaff } from "../../../tests/support/auth.ts";
import { makePayment } from "../../../tests/support/payments.ts";
import { DATABASES, fileDatabases } from "../../../tests/support/test-db.ts";
import { caseServices, openCaseByStaff } from "./case-open.server.ts";

const dbFor = fileDatabases({ beforeAll, afterAll });
const content = loadContent();

test("every priced service can be chosen when opening a case by hand", () => {
  const services = caseServices(content);
  expect(services.length).toBe(content.prices.size);
  expect(services.find((s) => s.slug === "trademark-registration")?.title).toBeTruthy();
});

for (const kind of DATABASES) {
  test(`${kind}: staff open a case for a known client e-mail; a stranger's address, a bad service or expert change nothing`, async () => {
    const { db } = await dbFor(kind);
    const staff = await makeStaff(db, { name: "Ravi Staff" });
    const known = `known-${Date.now()}@example.in`;
    await makePayment(db, { customerEmail: known, customerName: "Nita Shah", status: "paid" });
    const base = {
      name: "",
      leadKind: null,
      leadId: null,
      expertId: null,
      actor: { id: staff.id, name: staff.name },
      ip: "203.0.113.4",
      content,
    };

    const stranger = await openCaseByStaff(db, { ...base, serviceSlug: "trademark-registration", email: "nobody@example.in" });
    expect(stranger).toMatchObject({ ok: false, fieldErrors: { email: expect.stringContaining("No client with this e-mail") } });
    const badService = await openCaseByStaff(db, { ...base, serviceSlug: "no-such-service", email: known });
    expect(badService).toMatchObject({ ok: false, fieldErrors: { service: "Choose a service from the list." } });
    const badExpert = await openCaseByStaff(db, {
      ...base,
      serviceSlug: "trademark-registration",
      email: known,
      expertId: "not-a-uuid",
    });
    expect(badExpert).toMatchObject({ ok: false, fieldErrors: { expert: expect.any(String) } });
    expect(await db.select().from(cases).where(eq(cases.clientEmail, known))).toEqual([]);

    const opened = await openCaseByStaff(db, {
      ...base,
      serviceSlug: "trademark-registration",
      email: known.toUpperCase(),
      expertId: staff.id,
    });
    if (!opened.ok) throw new Error(opened.message);
    const [row] = await db.select().from(cases).where(eq(cases.reference, opened.reference));
    expect(row).toMatchObject({ clientEmail: known, clientName: "Nita Shah", source: "staff", expertStaffId: staff.id });
    const events = await db
      .select()
      .from(caseEvents)
      .where(eq(caseEvents.caseId, row?.id ?? ""));
    expect(events[0]?.actorLabel).toBe("Ravi Staff");
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, opened.reference));
    expect(audit?.action).toBe("case.opened");
  });
}
