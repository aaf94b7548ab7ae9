import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { cases, clientAccounts, consultationRequests, contactMessages, payments, staffUsers } from "#app/db/schema.server.ts";
import { recordAudit } from "#app/features/auth/audit.server.ts";
import type { Content } from "#app/features/catalogue/content.server.ts";
import { getLead } from "#app/features/staff/inbox.server.ts";
import type { LeadKind } from "#app/features/staff/inbox-schema.ts";
import type { StaffActor } from "./case-actions.server.ts";
import { type MailSite, openCase } from "./cases.server.ts";
import { workflowFor } from "./workflows.server.ts";

/**
 * Staff open a case by hand (issue 25): from a lead (consultation, chat hand-off, booking — all
 * consultation requests — or a contact message), or for a client e-mail the firm already knows
 * (a portal account, a payment, a request or an earlier case). A stranger's address is refused, so a
 * typo does not start e-mailing someone else.
 */

/** The priced services that have a workflow, by title, for the "service" select. */
export function caseServices(content: Content): { slug: string; title: string }[] {
  const out: { slug: string; title: string }[] = [];
  for (const slug of content.prices.keys()) {
    try {
      workflowFor(slug);
    } catch {
      continue;
    }
    out.push({ slug, title: content.guides.get(slug)?.title ?? slug });
  }
  return out.sort((a, b) => a.title.localeCompare(b.title));
}

const LEAD_KINDS: readonly LeadKind[] = ["consultation", "contact", "subscriber"];
export const leadKindOf = (v: string | null) => LEAD_KINDS.find((k) => k === v) ?? null;

/** The lead a case may open from, with the client's name and e-mail; null when there is none. */
export async function leadForCase(db: Db, kind: string | null, id: string | null) {
  const k = leadKindOf(kind);
  if (!k || !id) return null;
  const lead = await getLead(db, k, id);
  return lead ? { kind: k, id: lead.id, name: lead.name, email: lead.email } : null;
}

/** Whether the firm already knows this address (an account, a payment, a request, a case). */
export async function knownClient(db: Db, email: string): Promise<{ name: string } | null> {
  const address = email.trim().toLowerCase();
  const probes = [
    db.select({ name: clientAccounts.name }).from(clientAccounts).where(eq(clientAccounts.email, address)).limit(1),
    db.select({ name: payments.customerName }).from(payments).where(sql`lower(${payments.customerEmail}) = ${address}`).limit(1),
    db
      .select({ name: consultationRequests.fullName })
      .from(consultationRequests)
      .where(sql`lower(${consultationRequests.email}) = ${address}`)
      .limit(1),
    db
      .select({ name: contactMessages.fullName })
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${address}`)
      .limit(1),
    db.select({ name: cases.clientName }).from(cases).where(eq(cases.clientEmail, address)).limit(1),
  ];
  for (const probe of probes) {
    const [row] = await probe;
    if (row) return { name: row.name };
  }
  return null;
}

export type OpenByStaffInput = {
  serviceSlug: string;
  email: string;
  name: string;
  leadKind: string | null;
  leadId: string | null;
  expertId: string | null;
  actor: StaffActor;
  ip: string;
  content: Content;
} & MailSite;

export async function openCaseByStaff(
  db: Db,
  input: OpenByStaffInput,
): Promise<{ ok: true; reference: string } | { ok: false; message: string; fieldErrors: Record<string, string> }> {
  const fieldErrors: Record<string, string> = {};
  const service = caseServices(input.content).find((s) => s.slug === input.serviceSlug);
  if (!service) fieldErrors.service = "Choose a service from the list.";
  const lead = input.leadId ? await leadForCase(db, input.leadKind, input.leadId) : null;
  if (input.leadId && !lead) fieldErrors.form = "That lead no longer exists.";
  const email = (lead?.email ?? input.email).trim().toLowerCase();
  let name = (lead?.name || input.name).trim();
  if (!lead) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fieldErrors.email = "Enter the client's e-mail address.";
    else {
      const known = await knownClient(db, email);
      if (!known)
        fieldErrors.email = "No client with this e-mail is known. Open the case from their request in the inbox instead.";
      else name ||= known.name;
    }
  }
  if (input.expertId) {
    const [expert] = /^[0-9a-f-]{36}$/i.test(input.expertId)
      ? await db
          .select({ id: staffUsers.id })
          .from(staffUsers)
          .where(and(eq(staffUsers.id, input.expertId), eq(staffUsers.active, true)))
      : [];
    if (!expert) fieldErrors.expert = "Choose an active staff member, or leave it to the least-loaded one.";
  }
  if (name.length < 2 || name.length > 120) fieldErrors.name = "Enter the client's name (as they will see it in e-mails).";
  if (Object.keys(fieldErrors).length > 0 || !service)
    return { ok: false, message: fieldErrors.form ?? "Please correct the highlighted fields.", fieldErrors };
  const opened = await db.transaction(async (tx) => {
    const c = await openCase(tx, {
      clientEmail: email,
      clientName: name,
      serviceSlug: service.slug,
      serviceTitle: service.title,
      source: lead ? "lead" : "staff",
      leadKind: lead?.kind ?? null,
      leadId: lead?.id ?? null,
      expertStaffId: input.expertId || null,
      actor: { kind: "staff", id: input.actor.id, label: input.actor.name },
      siteUrl: input.siteUrl,
      siteName: input.siteName,
    });
    await recordAudit(tx, {
      actor: { kind: "staff", id: input.actor.id, label: input.actor.name },
      action: "case.opened",
      target: { kind: "case", id: c.reference },
      ip: input.ip,
      detail: { service: service.slug, ...(lead ? { lead: `${lead.kind}/${lead.id}` } : {}) },
    });
    return c;
  });
  return { ok: true, reference: opened.reference };
}
