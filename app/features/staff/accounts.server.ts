import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#app/db/client.server.ts";
import { staffUsers } from "#app/db/schema.server.ts";
import { recordAudit } from "#app/features/auth/audit.server.ts";
import { destroySubjectSessions } from "#app/features/auth/session.server.ts";
import { createPasswordToken, DuplicateStaffError, inviteStaff, type StaffRole, type StaffUser } from "./staff.server.ts";

/**
 * The owner's management of staff accounts (decision 048): list, invite (a one-time link to set a
 * password, shown once), deactivate / reactivate, change role, and a fresh set-password link for
 * an account. The owner may not deactivate or demote themselves, so there is always an active owner.
 * Every change is audited with who did it.
 */

export const InviteSchema = z
  .object({
    email: z
      .string()
      .trim()
      .max(320, "That e-mail address is too long.")
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Enter the new staff member's e-mail address, like name@firm.in."),
    name: z.string().trim().min(2, "Enter the staff member's name.").max(100, "Keep the name under 100 characters."),
    role: z.enum(["staff", "owner"], { message: "Choose the role: staff or owner." }),
  })
  .strict();
export type InviteField = keyof z.input<typeof InviteSchema>;

export type StaffAccount = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  hasPassword: boolean;
  createdAt: Date;
};

/** Every staff account, owners first, then by name. */
export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.role), asc(staffUsers.name));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    active: r.active,
    hasPassword: r.passwordHash !== "",
    createdAt: r.createdAt,
  }));
}

type Actor = StaffUser;
type Outcome<T = object> = ({ ok: true } & T) | { ok: false; status: 400 | 404 | 409; message: string; field?: InviteField };

const actorOf = (a: Actor) => ({ kind: "staff" as const, id: a.id, label: a.name });

/** Invites a new staff member: validates, creates the account and returns its one-time link. */
export async function inviteStaffMember(
  db: Db,
  { fields, actor, ip, siteUrl }: { fields: Record<string, unknown>; actor: Actor; ip: string; siteUrl: string },
): Promise<Outcome<{ staff: StaffUser; link: string }>> {
  const parsed = InviteSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] as InviteField | undefined;
    return { ok: false, status: 400, message: issue?.message ?? "Check the form.", field };
  }
  try {
    const result = await inviteStaff(db, parsed.data, { siteUrl, actor: actorOf(actor), ip });
    return { ok: true, ...result };
  } catch (error) {
    if (error instanceof DuplicateStaffError) {
      return { ok: false, status: 409, message: "There is already a staff account with that e-mail.", field: "email" };
    }
    throw error;
  }
}

async function target(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row;
}

/**
 * Deactivates (ends every session; sign-in refused) or reactivates an account. The owner cannot
 * deactivate their own account.
 */
export async function setStaffActive(
  db: Db,
  { id, active, actor, ip }: { id: string; active: boolean; actor: Actor; ip: string },
): Promise<Outcome> {
  const row = await target(db, id);
  if (!row) return { ok: false, status: 404, message: "There is no such staff account." };
  if (row.id === actor.id && !active) {
    return { ok: false, status: 409, message: "You cannot deactivate your own account. Ask another owner." };
  }
  if (row.active === active) return { ok: true };
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ active }).where(eq(staffUsers.id, row.id));
    if (!active) await destroySubjectSessions(tx, "staff", row.id);
    await recordAudit(tx, {
      actor: actorOf(actor),
      action: active ? "staff.reactivated" : "staff.deactivated",
      target: { kind: "staff", id: row.id },
      ip,
      detail: { email: row.email },
    });
  });
  return { ok: true };
}

/** Changes an account's role. The owner cannot change their own (so an owner always remains). */
export async function setStaffRole(
  db: Db,
  { id, role, actor, ip }: { id: string; role: string; actor: Actor; ip: string },
): Promise<Outcome> {
  if (role !== "staff" && role !== "owner") return { ok: false, status: 400, message: "Choose the role: staff or owner." };
  const row = await target(db, id);
  if (!row) return { ok: false, status: 404, message: "There is no such staff account." };
  if (row.id === actor.id) return { ok: false, status: 409, message: "You cannot change your own role. Ask another owner." };
  if (row.role === role) return { ok: true };
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ role }).where(eq(staffUsers.id, row.id));
    await recordAudit(tx, {
      actor: actorOf(actor),
      action: "staff.role_changed",
      target: { kind: "staff", id: row.id },
      ip,
      detail: { email: row.email, from: row.role, to: role },
    });
  });
  return { ok: true };
}

/** A new one-time link for an active account to set its password (72 hours), e.g. when the invitation lapsed. */
export async function issueSetPasswordLink(
  db: Db,
  { id, actor, ip, siteUrl }: { id: string; actor: Actor; ip: string; siteUrl: string },
): Promise<Outcome<{ link: string; email: string }>> {
  const row = await target(db, id);
  if (!row) return { ok: false, status: 404, message: "There is no such staff account." };
  if (!row.active) return { ok: false, status: 409, message: "Reactivate the account first." };
  const token = await db.transaction(async (tx) => {
    const t = await createPasswordToken(tx, row.id, "invite");
    await recordAudit(tx, {
      actor: actorOf(actor),
      action: "staff.link_issued",
      target: { kind: "staff", id: row.id },
      ip,
      detail: { email: row.email },
    });
    return t;
  });
  return { ok: true, link: `${siteUrl}/admin/reset/${token}`, email: row.email };
}
