import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { consultationRequests, contactMessages, newsletterSubscribers, outboxMessages, uploads } from "#app/db/schema.server.ts";
import { action as consultation } from "#app/routes/consultation.tsx";
import { action as contact } from "#app/routes/contact.tsx";
import { action as newsletter } from "#app/routes/newsletter.tsx";
import { actionResult, formRequest, multipartWithLength, testContext } from "../../../tests/support/form-request.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";

const consultationFields = {
  fullName: "Priya Sharma",
  email: "priya@example.in",
  phone: "098765 43210",
  city: "Dhanbad",
  serviceType: "gst",
  details: "Monthly returns",
  agreeToTerms: "on",
  source: "form",
  company_site: "",
};
const contactFields = {
  fullName: "Rahul Verma",
  email: "rahul@example.com",
  phone: "+91 98350 12345",
  subject: "general",
  message: "Do you work on Sundays?",
  agreeToTerms: "on",
  company_site: "",
};
const pdfFile = (size = 2000) => new File([`%PDF-1.7\n${"x".repeat(size)}`], "notice.pdf", { type: "application/pdf" });
// Route modules type their args for React Router's generated types; the tests pass what the server would.
const args = (request: Request, context: ReturnType<typeof testContext>) => ({ request, context, params: {} }) as never;

for (const kind of DATABASES) {
  test(`${kind}: a consultation with a document is stored; with JS the action answers ok, without it redirects`, async () => {
    await using t = await testDb(kind);
    const ctx = testContext(t.db);
    const withJs = await actionResult(
      await consultation(args(formRequest("/consultation", { ...consultationFields, _js: "1", document: pdfFile() }), ctx)),
    );
    expect(withJs).toMatchObject({ status: 200, data: { ok: true } });
    const plain = await actionResult(
      await consultation(args(formRequest("/consultation", consultationFields, { multipart: true }), ctx)),
    );
    expect(plain).toMatchObject({ status: 303 });
    const rows = await t.db.select().from(consultationRequests).orderBy(consultationRequests.createdAt);
    // Each answer carries the row's own short reference: the panel's data, or the redirect's address.
    const [first, second] = rows.map((r) => r.reference);
    expect(first).toMatch(/^[0-9A-HJKMNP-TV-Z]{2}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(second).not.toBe(first);
    expect((withJs as { data: { confirmation: { reference: string; emailed: boolean } } }).data.confirmation).toMatchObject({
      reference: first,
      emailed: true,
    });
    expect((plain as { location: string }).location).toBe(`/consultation?sent=${second}&mailed=1`);
    expect(rows.map((r) => [r.phone, r.source])).toEqual([
      ["+919876543210", "form"],
      ["+919876543210", "form"],
    ]);
    expect((await t.db.select().from(uploads)).map((u) => u.filename)).toEqual(["notice.pdf"]);
    expect(await t.db.select().from(outboxMessages)).toHaveLength(4);
  });

  test(`${kind}: a consultation without terms and with a bad phone returns 400 with field errors and stores nothing`, async () => {
    await using t = await testDb(kind);
    const { agreeToTerms: _terms, ...fields } = consultationFields;
    const result = await actionResult(
      await consultation(args(formRequest("/consultation", { ...fields, phone: "12345" }), testContext(t.db))),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      fieldErrors: {
        phone: "Enter a valid phone number, like +91 98765 43210",
        agreeToTerms: "Please agree to the Terms of Service and Privacy Policy",
      },
      values: { fullName: "Priya Sharma", phone: "12345" },
    });
    expect(await t.db.select().from(consultationRequests)).toEqual([]);
    expect(await t.db.select().from(outboxMessages)).toEqual([]);
  });

  test(`${kind}: a document that is not what its name says is refused and nothing is stored`, async () => {
    await using t = await testDb(kind);
    const fake = new File(["MZ this is a program"], "notice.pdf", { type: "application/pdf" });
    const result = await actionResult(
      await consultation(args(formRequest("/consultation", { ...consultationFields, document: fake }), testContext(t.db))),
    );
    expect(result).toMatchObject({ status: 400, data: { fieldErrors: { document: expect.stringMatching(/not accepted/) } } });
    expect(await t.db.select().from(consultationRequests)).toEqual([]);
  });

  test(`${kind}: a body over 11 MB is refused with 413 before it is read`, async () => {
    await using t = await testDb(kind);
    const request = await multipartWithLength("/consultation", { ...consultationFields, document: pdfFile(11 * 1024 * 1024) });
    const result = await actionResult(await consultation(args(request, testContext(t.db))));
    expect(result).toMatchObject({ status: 413, data: { formError: expect.stringMatching(/too large/) } });
    expect(await t.db.select().from(consultationRequests)).toEqual([]);
  });

  test(`${kind}: a 10.5 MB document within the body limit is still refused by the upload rule`, async () => {
    await using t = await testDb(kind);
    const request = await multipartWithLength("/consultation", { ...consultationFields, document: pdfFile(10.5 * 1024 * 1024) });
    const result = await actionResult(await consultation(args(request, testContext(t.db))));
    expect(result).toMatchObject({
      status: 400,
      data: { fieldErrors: { document: expect.stringMatching(/larger than 10 MB/) } },
    });
  });

  test(`${kind}: a filled honeypot gets the normal success and stores nothing`, async () => {
    await using t = await testDb(kind);
    const ctx = testContext(t.db);
    const trapped = { ...consultationFields, company_site: "http://spam.example" };
    expect(
      await actionResult(await consultation(args(formRequest("/consultation", { ...trapped, _js: "1" }), ctx))),
    ).toMatchObject({ status: 200, data: { ok: true } });
    expect(await actionResult(await consultation(args(formRequest("/consultation", trapped), ctx)))).toMatchObject({
      status: 303,
    });
    expect(
      await actionResult(await contact(args(formRequest("/contact", { ...contactFields, company_site: "x" }), ctx))),
    ).toMatchObject({ status: 303 });
    expect(await t.db.select().from(consultationRequests)).toEqual([]);
    expect(await t.db.select().from(contactMessages)).toEqual([]);
    expect(await t.db.select().from(outboxMessages)).toEqual([]);
  });

  test(`${kind}: over the per-IP limit the action answers 429 with a friendly message; other IPs are unaffected`, async () => {
    await using t = await testDb(kind);
    const env = { RATE_LIMIT_PER_MINUTE: "2" };
    const first = testContext(t.db, { ip: "198.51.100.1", env });
    for (let i = 0; i < 2; i++)
      expect(
        (await actionResult(await contact(args(formRequest("/contact", { ...contactFields, _js: "1" }), first)))).status,
      ).toBe(200);
    const refused = await actionResult(await contact(args(formRequest("/contact", { ...contactFields, _js: "1" }), first)));
    expect(refused).toMatchObject({ status: 429, data: { ok: false, formError: expect.stringMatching(/wait a minute/) } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = testContext(t.db, { ip: "198.51.100.2", env });
    expect((await actionResult(await contact(args(formRequest("/contact", { ...contactFields, _js: "1" }), other)))).status).toBe(
      200,
    );
    expect(await t.db.select().from(contactMessages)).toHaveLength(3);
  });

  test(`${kind}: an unexpected field is refused with 400 and nothing is stored`, async () => {
    await using t = await testDb(kind);
    const result = await actionResult(
      await contact(args(formRequest("/contact", { ...contactFields, status: "paid" }), testContext(t.db))),
    );
    expect(result).toMatchObject({ status: 400, data: { formError: expect.stringMatching(/did not expect/) } });
    expect(await t.db.select().from(contactMessages)).toEqual([]);
  });

  test(`${kind}: when the database cannot take the request the SPEC failure text comes back with 503`, async () => {
    await using t = await testDb(kind);
    const ctx = testContext(t.db);
    await t.db.execute(sql`drop table uploads, consultation_requests cascade`);
    const storing = await actionResult(
      await consultation(args(formRequest("/consultation", { ...consultationFields, _js: "1" }), ctx)),
    );
    expect(storing).toMatchObject({ status: 503, data: { ok: false, formError: "Failed to send consultation request" } });
    await t.db.execute(sql`drop table rate_limits`);
    const counting = await actionResult(await contact(args(formRequest("/contact", { ...contactFields, _js: "1" }), ctx)));
    expect(counting).toMatchObject({ status: 503, data: { formError: "Failed to send consultation request" } });
  });

  test(`${kind}: a body that is not a form is refused with 415`, async () => {
    await using t = await testDb(kind);
    const request = new Request("http://127.0.0.1/contact", {
      method: "POST",
      body: JSON.stringify(contactFields),
      headers: { "content-type": "application/json" },
    });
    expect((await actionResult(await contact(args(request, testContext(t.db))))).status).toBe(415);
  });

  test(`${kind}: a contact message is stored; without JS the action redirects to the confirmation`, async () => {
    await using t = await testDb(kind);
    const result = await actionResult(await contact(args(formRequest("/contact", contactFields), testContext(t.db))));
    expect(result).toMatchObject({ status: 303, location: "/contact?sent=1" });
    expect((await t.db.select().from(contactMessages)).map((m) => m.phone)).toEqual(["+919835012345"]);
  });

  test(`${kind}: the newsletter stores an address once and answers the same for a duplicate, with and without JS`, async () => {
    await using t = await testDb(kind);
    const ctx = testContext(t.db);
    const fields = { email: "Asha@Example.com", source: "updates", company_site: "" };
    expect(await actionResult(await newsletter(args(formRequest("/newsletter", { ...fields, _js: "1" }), ctx)))).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    expect(await actionResult(await newsletter(args(formRequest("/newsletter", { ...fields, _js: "1" }), ctx)))).toEqual(
      expect.objectContaining({ status: 200, data: { ok: true } }),
    );
    expect(await actionResult(await newsletter(args(formRequest("/newsletter", fields), ctx)))).toMatchObject({
      status: 303,
      location: "/newsletter?status=sent",
    });
    expect(
      await actionResult(await newsletter(args(formRequest("/newsletter", { email: "nope", _js: "1" }), ctx))),
    ).toMatchObject({
      status: 400,
      data: { fieldErrors: { email: expect.any(String) } },
    });
    expect(
      await t.db.select({ email: newsletterSubscribers.email, source: newsletterSubscribers.source }).from(newsletterSubscribers),
    ).toEqual([{ email: "asha@example.com", source: "updates" }]);
  });
}
