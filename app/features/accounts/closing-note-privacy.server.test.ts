import { expect, test } from "vitest";
import { consultationRequests } from "#app/db/schema.server.ts";
import { changeLeadStatus } from "#app/features/staff/inbox.server.ts";
import { makeStaff, signedInClient } from "../../../tests/support/auth.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { clientTimeline, getClientLead } from "./portal.server.ts";
import { exportClientData } from "./privacy.server.ts";

// Issue 25: the note staff type when they change a lead's status (the reason for closing it) is for
// the team. The client sees that the status changed, never the note — not in the portal, not in the export.
for (const kind of DATABASES) {
  test(`${kind}: a closing note stays with the team; the client sees only the status change`, async () => {
    await using t = await testDb(kind);
    const { account } = await signedInClient(t.db);
    const [request] = await t.db
      .insert(consultationRequests)
      .values({ fullName: "Asha Verma", email: account.email, phone: "+919876543210", city: "Ranchi", serviceType: "gst" })
      .returning();
    if (!request) throw new Error("no request");
    const staff = await makeStaff(t.db, { name: "Sunil Rao" });
    const note = "Time-waster, do not call back";
    const closed = await changeLeadStatus(t.db, {
      kind: "consultation",
      id: request.id,
      actor: staff,
      ip: "203.0.113.9",
      version: 1,
      status: "closed",
      note,
    });
    expect(closed.ok).toBe(true);

    const lead = await getClientLead(t.db, account, "consultation", request.id);
    if (!lead) throw new Error("lead not found");
    const timeline = await clientTimeline(t.db, lead);
    expect(timeline.map((e) => [e.action, e.toStatus, e.text])).toEqual([
      ["created", null, lead.summary],
      ["status", "closed", ""],
    ]);
    expect(JSON.stringify(timeline)).not.toContain("Time-waster");

    const exported = await exportClientData(t.db, account, { ip: "198.51.100.1" });
    expect(JSON.stringify(exported)).toContain('"toStatus":"closed"');
    expect(JSON.stringify(exported)).not.toContain("Time-waster");
  });
}
