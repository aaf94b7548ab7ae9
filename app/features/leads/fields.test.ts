import { expect, test } from "vitest";
import { ConsultationSchema } from "./consultation-schema.ts";
import { ContactSchema } from "./contact-schema.ts";
import { normalizePhone, textFields, validateFields } from "./fields.ts";
import { NewsletterSchema } from "./newsletter-schema.ts";

test.each([
  ["9876543210", "+919876543210"],
  ["+91 98765 43210", "+919876543210"],
  ["+91-98765-43210", "+919876543210"],
  ["098765 43210", "+919876543210"],
  ["91 9876543210", "+919876543210"],
  ["0091 98765 43210", "+919876543210"],
  ["(0326) 230-1234", "+913262301234"],
  ["+44 20 7946 0958", "+442079460958"],
  ["12345", null],
  ["0123456789", null],
  ["+91 98765", null],
  ["phone me", null],
  ["98765432101", null],
])("normalizePhone(%j) is %j", (input, expected) => {
  expect(normalizePhone(input)).toBe(expected);
});

const consultation = {
  fullName: "  Priya Sharma ",
  email: "priya@example.in",
  phone: "+91 98765 43210",
  city: "Dhanbad",
  serviceType: "trademark",
  details: "Logo and word mark",
  agreeToTerms: "on",
};

test("a complete consultation is trimmed, its phone normalised and the terms become true", () => {
  const result = validateFields(ConsultationSchema, consultation);
  expect(result).toEqual({
    ok: true,
    data: { ...consultation, fullName: "Priya Sharma", phone: "+919876543210", agreeToTerms: true },
  });
});

test("details are optional on a consultation", () => {
  const { details: _details, ...rest } = consultation;
  const result = validateFields(ConsultationSchema, rest);
  expect(result.ok && result.data.details).toBe("");
});

test.each([
  ["fullName", { fullName: " " }, "Enter your full name"],
  ["email", { email: "priya@" }, "Enter a valid e-mail address, like name@example.com"],
  ["phone", { phone: "12345" }, "Enter a valid phone number, like +91 98765 43210"],
  ["city", { city: "" }, "Enter your city"],
  ["serviceType", { serviceType: "astrology" }, "Choose the service you need"],
  ["details", { details: "x".repeat(2001) }, "Keep the details under 2000 characters"],
  ["agreeToTerms", { agreeToTerms: "off" }, "Please agree to the Terms of Service and Privacy Policy"],
])("consultation: a bad %s gets its own message", (field, change, message) => {
  const result = validateFields(ConsultationSchema, { ...consultation, ...change });
  expect(result).toEqual({ ok: false, fieldErrors: { [field]: message } });
});

test("consultation: missing fields each get a message and the terms are required", () => {
  const result = validateFields(ConsultationSchema, {});
  expect(result.ok).toBe(false);
  expect(!result.ok && Object.keys(result.fieldErrors)).toEqual([
    "fullName",
    "email",
    "phone",
    "city",
    "serviceType",
    "agreeToTerms",
  ]);
});

test("consultation: an unexpected field is refused with a form-level message", () => {
  const result = validateFields(ConsultationSchema, { ...consultation, admin: "1" });
  expect(result.ok).toBe(false);
  expect(!result.ok && result.formError).toMatch(/fields we did not expect/);
});

const contact = {
  fullName: "Rahul Verma",
  email: "rahul@example.com",
  phone: "98350 12345",
  subject: "billing",
  message: "Please send the invoice again.",
  agreeToTerms: "on",
};

test("a complete contact message passes with a normalised phone", () => {
  const result = validateFields(ContactSchema, contact);
  expect(result.ok && result.data.phone).toBe("+919835012345");
});

test.each([
  ["subject", { subject: "" }, "Select a subject"],
  ["message", { message: "   " }, "Enter your message"],
  ["agreeToTerms", { agreeToTerms: "" }, "Please agree to the Terms of Service and Privacy Policy"],
])("contact: a bad %s gets its own message", (field, change, message) => {
  expect(validateFields(ContactSchema, { ...contact, ...change })).toEqual({ ok: false, fieldErrors: { [field]: message } });
});

test("newsletter: the address is stored lower-case; a bad one is refused", () => {
  expect(validateFields(NewsletterSchema, { email: " Asha@Example.COM " })).toEqual({
    ok: true,
    data: { email: "asha@example.com" },
  });
  expect(validateFields(NewsletterSchema, { email: "asha" }).ok).toBe(false);
});

test("textFields drops files and meta fields and keeps the first of repeated keys", () => {
  const form = new FormData();
  form.append("fullName", "A");
  form.append("fullName", "B");
  form.append("company_site", "");
  form.append("document", new File(["x"], "x.pdf"));
  expect(textFields(form, ["company_site"])).toEqual({ fullName: "A" });
});

test("issue 22 (9): a name (and city) is one line: breaks, tabs and control characters become single spaces", () => {
  const base = {
    email: "a@example.in",
    phone: "9876543210",
    serviceType: "gst",
    agreeToTerms: "on",
  };
  const parsed = ConsultationSchema.parse({
    ...base,
    fullName: "Priya\r\n\r\nYour refund of ₹50,000 is approved.\u2028Click\u0000 here",
    city: "Dhanbad\nJharkhand",
  });
  expect(parsed.fullName).toBe("Priya Your refund of ₹50,000 is approved. Click here");
  expect(parsed.city).toBe("Dhanbad Jharkhand");
  const { serviceType: _service, ...contactBase } = base;
  const contact = ContactSchema.parse({ ...contactBase, fullName: " Rahul \t\n Verma ", subject: "general", message: "Hi" });
  expect(contact.fullName).toBe("Rahul Verma");
});
