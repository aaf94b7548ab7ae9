import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { auditLog, sessions, staffUsers } from "#app/db/schema.server.ts";
import { signedInStaff } from "../../../tests/support/auth.ts";
import { DATABASES, fileDatabases } from "../../../tests/support/test-db.ts";
import { inviteStaffMember, issueSetPasswordLink, listStaff, setStaffActive, setStaffRole } from "./accounts.server.ts";
import { findPasswordToken } from "./staff.server.ts";

const SITE = "http://localhost:3000";
const dbFor = fileDatabases({ beforeAll, afterAll });
const me = (s: Awaited<ReturnType<typeof signedInStaff>>["staff"]) => ({
  id: s.id,
  email: s.email,
  name: s.name,
  role: s.role,
});

for (const kind of DATABASES) {
  test(`${kind}: an invitation is validated on the server with a message per field; a duplicate e-mail is refused`, async () => {
    const { db } = await dbFor(kind);
    const owner = me((await signedInStaff(db, "owner")).staff);
    const invite = (fields: Record<string, unknown>) => inviteStaffMember(db, { fields, actor: owner, ip: "", siteUrl: SITE });
    const email = `new-${randomUUID().slice(0, 6)}@firm.in`;
    expect(await invite({ email: "not-an-email", name: "Ravi", role: "staff" })).toMatchObject({ ok: false, field: "email" });
    expect(await invite({ email, name: " ", role: "staff" })).toMatchObject({
      ok: false,
      field: "name",
      message: "Enter the staff member's name.",
    });
    expect(await invite({ email, name: "Ravi", role: "admin" })).toMatchObject({
      ok: false,
      field: "role",
      message: "Choose the role: staff or owner.",
    });
    const ok = await invite({ email, name: "Ravi Kumar", role: "staff" });
    if (!ok.ok) throw new Error(ok.message);
    expect(ok.link).toMatch(/^http:\/\/localhost:3000\/admin\/reset\/[A-Za-z0-9_-]{43}$/);
    expect(await findPasswordToken(db, ok.link.split("/").at(-1) ?? "")).toMatchObject({ purpose: "invite", email });
    expect(await invite({ email: email.toUpperCase(), name: "Other", role: "owner" })).toMatchObject({
      ok: false,
      status: 409,
      field: "email",
    });
    const created = await db.select().from(auditLog).where(eq(auditLog.targetId, ok.staff.id));
    expect(created.map((a) => [a.action, a.actorId])).toEqual([["staff.created", owner.id]]);
  });

  test(`${kind}: the owner deactivates a staff member (their sessions end) and reactivates them, but cannot deactivate or demote themselves`, async () => {
    const { db } = await dbFor(kind);
    const { staff: ownerRow } = await signedInStaff(db, "owner");
    const owner = me(ownerRow);
    const { staff: worker } = await signedInStaff(db, "staff");
    const liveSessions = async (id: string) =>
      db
        .select()
        .from(sessions)
        .where(and(eq(sessions.subjectKind, "staff"), eq(sessions.subjectId, id)));
    expect(await liveSessions(worker.id)).toHaveLength(1);

    expect(await setStaffActive(db, { id: worker.id, active: false, actor: owner, ip: "10.0.0.1" })).toEqual({ ok: true });
    expect(await liveSessions(worker.id)).toEqual([]);
    expect((await listStaff(db)).find((a) => a.id === worker.id)).toMatchObject({ active: false });
    expect(await issueSetPasswordLink(db, { id: worker.id, actor: owner, ip: "", siteUrl: SITE })).toMatchObject({
      ok: false,
      message: "Reactivate the account first.",
    });
    expect(await setStaffActive(db, { id: worker.id, active: true, actor: owner, ip: "10.0.0.1" })).toEqual({ ok: true });

    expect(await setStaffActive(db, { id: owner.id, active: false, actor: owner, ip: "" })).toEqual({
      ok: false,
      status: 409,
      message: "You cannot deactivate your own account. Ask another owner.",
    });
    expect(await setStaffRole(db, { id: owner.id, role: "staff", actor: owner, ip: "" })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await setStaffRole(db, { id: worker.id, role: "boss", actor: owner, ip: "" })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await setStaffRole(db, { id: worker.id, role: "owner", actor: owner, ip: "10.0.0.1" })).toEqual({ ok: true });
    const [after] = await db.select().from(staffUsers).where(eq(staffUsers.id, worker.id));
    expect(after).toMatchObject({ role: "owner", active: true });
    const [self] = await db.select().from(staffUsers).where(eq(staffUsers.id, owner.id));
    expect(self).toMatchObject({ role: "owner", active: true });

    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, worker.id));
    expect(audits.map((a) => [a.action, a.actorLabel, a.ip])).toEqual([
      ["staff.deactivated", "Test Owner", "10.0.0.1"],
      ["staff.reactivated", "Test Owner", "10.0.0.1"],
      ["staff.role_changed", "Test Owner", "10.0.0.1"],
    ]);
    const link = await issueSetPasswordLink(db, { id: worker.id, actor: owner, ip: "", siteUrl: SITE });
    expect(link).toMatchObject({ ok: true, email: worker.email });
  });
}
