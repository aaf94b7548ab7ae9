import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { consultationRequests, contactMessages, outboxMessages, uploads } from "#app/db/schema.server.ts";
import type { MailMessage } from "#app/features/mail/message.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { createConsultation, createContactMessage } from "./leads.server.ts";

const lead = {
  fullName: "Priya Sharma",
  email: "priya@example.in",
  phone: "+919876543210",
  city: "Dhanbad",
  serviceType: "trademark" as const,
  details: "Word mark for a spice brand",
  agreeToTerms: true as const,
  source: "form" as const,
};
const pdf = { filename: "notice.pdf", contentType: "application/pdf", bytes: new TextEncoder().encode("%PDF-1.7 test document") };

for (const kind of DATABASES) {
  test(`${kind}: issue 22 (9): an address gets at most three acknowledgements a day; every request is still stored and sent to staff`, async () => {
    await using t = await testDb(kind);
    for (const email of ["priya@example.in", "PRIYA@example.in", "priya@example.in"]) {
      await createConsultation(t.db, { ...lead, email });
    }
    await createContactMessage(t.db, {
      fullName: "Priya Sharma",
      email: "Priya@Example.in",
      phone: "+919876543210",
      subject: "general",
      message: "Hello again",
    });
    // Past the limit the visitor is not told an e-mail is coming (the confirmation's `emailed`).
    expect(await createConsultation(t.db, lead)).toMatchObject({ acknowledged: false });
    expect(await createConsultation(t.db, { ...lead, email: "someone-else@example.in" })).toMatchObject({ acknowledged: true });
    expect(await t.db.select().from(consultationRequests)).toHaveLength(5);
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);
    const mails = (await t.db.select().from(outboxMessages)).map((m) => m.payload as MailMessage);
    expect(mails.filter((m) => m.toStaff)).toHaveLength(6);
    const visitors = mails.filter((m) => !m.toStaff).map((m) => m.to?.toLowerCase());
    expect(visitors.filter((to) => to === "priya@example.in")).toHaveLength(3);
    expect(visitors.filter((to) => to === "someone-else@example.in")).toHaveLength(1);
  });

  test(`${kind}: a consultation writes the lead, its document and two pending e-mails`, async () => {
    await using t = await testDb(kind);
    const { id, reference } = await createConsultation(t.db, lead, pdf);
    const [row] = await t.db.select().from(consultationRequests);
    expect(row).toMatchObject({
      id,
      reference,
      fullName: "Priya Sharma",
      serviceType: "trademark",
      source: "form",
      status: "new",
      transcript: null,
    });
    const [file] = await t.db.select().from(uploads);
    expect(file).toMatchObject({
      consultationId: id,
      filename: "notice.pdf",
      contentType: "application/pdf",
      size: pdf.bytes.length,
    });
    expect(Buffer.from(file?.bytes ?? []).toString()).toBe("%PDF-1.7 test document");
    const mails = await t.db.select().from(outboxMessages);
    expect(mails.map((m) => [m.kind, m.status, m.attempts])).toEqual([
      ["consultation", "pending", 0],
      ["consultation", "pending", 0],
    ]);
    const [staff, visitor] = mails.map((m) => m.payload as MailMessage);
    expect(staff).toMatchObject({
      toStaff: true,
      replyTo: "priya@example.in",
      attachments: [{ uploadId: file?.id, filename: "notice.pdf" }],
    });
    expect(staff?.emailjs?.params).toMatchObject({ full_name: "Priya Sharma", service_type: "trademark", city: "Dhanbad" });
    expect(visitor).toMatchObject({ to: "priya@example.in" });
    // The visitor is quoted the short reference (issue 27), never the internal id; staff get both.
    expect(visitor?.subject).toContain(reference);
    expect(visitor?.text).toContain(`Your reference: ${reference}`);
    expect(visitor?.text).not.toContain(id);
    expect(staff?.text).toContain(`Reference: ${reference}`);
    expect(staff?.text).toContain(id);
  });

  test(`${kind}: the chat hand-off stores its transcript, an unknown city and no details`, async () => {
    await using t = await testDb(kind);
    const transcript = [
      { role: "user" as const, text: "I need an agreement reviewed" },
      { role: "bot" as const, text: "Our experts can help; may I pass on your details?" },
    ];
    const { id } = await createConsultation(t.db, {
      ...lead,
      serviceType: "legal",
      city: "Not given",
      details: undefined,
      agreeToTerms: undefined,
      source: "chat",
      transcript,
    });
    const [row] = await t.db.select().from(consultationRequests);
    expect(row).toMatchObject({ id, source: "chat", city: "Not given", details: "", transcript });
    const [staff] = (await t.db.select().from(outboxMessages)).map((m) => m.payload as MailMessage);
    expect(staff?.text).toContain("Visitor: I need an agreement reviewed");
  });

  test(`${kind}: when the e-mails cannot be queued, no lead or document remains`, async () => {
    await using t = await testDb(kind);
    await t.db.execute(sql`drop table outbox_messages`);
    await expect(createConsultation(t.db, lead, pdf)).rejects.toThrow();
    expect(await t.db.select().from(consultationRequests)).toEqual([]);
    expect(await t.db.select().from(uploads)).toEqual([]);
  });

  test(`${kind}: a contact message writes one row and two pending e-mails`, async () => {
    await using t = await testDb(kind);
    const { id } = await createContactMessage(t.db, {
      fullName: "Rahul Verma",
      email: "rahul@example.com",
      phone: "+919835012345",
      subject: "billing",
      message: "Please resend the invoice.",
    });
    expect(await t.db.select({ id: contactMessages.id, subject: contactMessages.subject }).from(contactMessages)).toEqual([
      { id, subject: "billing" },
    ]);
    const payloads = (await t.db.select().from(outboxMessages)).map((m) => m.payload as MailMessage);
    expect(payloads[0]?.emailjs).toEqual({
      template: "contact",
      params: {
        from_name: "Rahul Verma",
        from_email: "rahul@example.com",
        phone_number: "+919835012345",
        subject: "billing",
        message: "Please resend the invoice.",
        to_email: "",
      },
    });
    expect(payloads[1]).toMatchObject({ to: "rahul@example.com" });
  });
}
