import { expect, test } from "vitest";
import { consultationLinkFor } from "./form-contract.ts";
import { confirmationFor } from "./leads.server.ts";

test("the confirmation names office hours from site.yaml and the next steps from home.yaml, after the first", () => {
  const c = confirmationFor("NY-7K3F", true);
  expect(c.reference).toBe("NY-7K3F");
  expect(c.emailed).toBe(true);
  expect(confirmationFor("NY-7K3F", false).emailed).toBe(false);
  expect(c.contact).toContain("Monday to Sunday, 9:00 AM–6:00 PM IST");
  expect(c.nextSteps[0]?.title).toBe("An expert reviews your details");
  expect(c.nextSteps.map((s) => s.title)).not.toContain("We receive your request");
});

test("a service's 'Get help' link chooses that service on the consultation page", () => {
  expect(consultationLinkFor("gst")).toBe("/consultation?service=gst");
  expect(consultationLinkFor("trademarks")).toBe("/consultation?service=trademark");
  expect(consultationLinkFor("unknown")).toBe("/consultation");
});
