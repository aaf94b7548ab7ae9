import { expect, test } from "vitest";
import { consultationRequests, uploads } from "#app/db/schema.server.ts";
import { addClientUpload } from "#app/features/accounts/portal.server.ts";
import { action as consultation } from "#app/routes/consultation.tsx";
import { signedInClient } from "../../../tests/support/auth.ts";
import { actionResult, formRequest, testContext } from "../../../tests/support/form-request.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { createConsultation } from "./leads.server.ts";
import { UPLOAD_QUOTA } from "./upload-quota.server.ts";

const lead = (email: string) => ({
  fullName: "Priya Sharma",
  email,
  phone: "+919876543210",
  city: "Dhanbad",
  serviceType: "gst" as const,
  details: "",
  source: "form" as const,
});
const pdf = (n: number) => ({
  filename: `notice-${n}.pdf`,
  contentType: "application/pdf",
  bytes: new TextEncoder().encode(`%PDF-1.7 document ${n}`),
});
const args = (request: Request, context: ReturnType<typeof testContext>) => ({ request, context, params: {} }) as never;

for (const kind of DATABASES) {
  test(`${kind}: issue 22: one client's documents a day are capped across the form and the portal; the refusal is clear and stores nothing`, async () => {
    await using t = await testDb(kind);
    const { account } = await signedInClient(t.db, { email: "asha@example.in" });
    // The day's allowance, used up through the consultation form (any spelling of the address) and the portal.
    const first = await createConsultation(t.db, lead("Asha@Example.in"), pdf(0));
    for (let n = 1; n < UPLOAD_QUOTA.files - 1; n++) await createConsultation(t.db, lead("asha@example.in"), pdf(n));
    expect(await addClientUpload(t.db, account, { id: first.id, upload: pdf(98) })).toEqual({ ok: true });
    expect(await t.db.select().from(uploads)).toHaveLength(UPLOAD_QUOTA.files);

    // One more through the portal: refused with a message, nothing stored.
    const portal = await addClientUpload(t.db, account, { id: first.id, upload: pdf(99) });
    expect(portal).toMatchObject({ ok: false, status: 429, message: expect.stringMatching(/documents a day/) });

    // One more through the form: the visitor is told on the document field; nothing of the request is stored.
    const ctx = testContext(t.db, { env: { RATE_LIMIT_PER_MINUTE: "100" } });
    const fields = {
      ...lead("asha@example.in"),
      phone: "9876543210",
      agreeToTerms: "on",
      _js: "1",
      document: new File(["%PDF-1.7 one more"], "more.pdf", { type: "application/pdf" }),
    };
    const { source: _source, ...form } = fields;
    const refused = await actionResult(await consultation(args(formRequest("/consultation", form), ctx)));
    expect(refused).toMatchObject({ status: 400, data: { fieldErrors: { document: expect.stringMatching(/documents a day/) } } });
    expect(await t.db.select().from(uploads)).toHaveLength(UPLOAD_QUOTA.files);
    expect(await t.db.select().from(consultationRequests)).toHaveLength(UPLOAD_QUOTA.files - 1);

    // Without a document the same request goes through; another client is not affected.
    const { document: _document, ...withoutDocument } = form;
    expect(
      await actionResult(await consultation(args(formRequest("/consultation", withoutDocument, { multipart: true }), ctx))),
    ).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    await createConsultation(t.db, lead("ravi@example.in"), pdf(1));
    expect(await t.db.select().from(uploads)).toHaveLength(UPLOAD_QUOTA.files + 1);
  }, 120_000);
}
