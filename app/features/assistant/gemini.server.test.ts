import { expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { buildSystemInstruction } from "./gemini.server.ts";
import { assistantFor, stateOf } from "./local-assistant.server.ts";

// Gemini mode is grounded like the local assistant (issue 23): the conversation state and the structured
// facts and table prices of the state's service (and of the alternatives when the model is unsure).

const content = loadContent();
const assistant = assistantFor(content);

test("the instruction carries the state and the service's structured facts and price", () => {
  const state = stateOf(assistant, "what documents do I need for GST registration?");
  const instruction = buildSystemInstruction(assistant, state);
  expect(instruction).toContain("- Asking about: documents");
  expect(instruction).toContain("- Service: gst-registration");
  expect(instruction).toContain("### GST Registration (/service/gst-registration)");
  const firstDocument = content.guides.get("gst-registration")?.facts?.documents?.[0]?.name ?? "missing";
  expect(instruction).toContain(firstDocument);
  expect(instruction).toContain("GST Registration costs ₹299");
  expect(instruction).not.toContain("### Trademark Registration");
});

test("alternatives are grounded too, and the profile the visitor gave is passed on", () => {
  const state = {
    intent: "price" as const,
    service: "itr-1-return-filing",
    alternatives: ["itr-1-return-filing", "itr-2-return-filing"],
    profile: { entity: "salaried" as const, turnover: 900_000 },
    lang: "en" as const,
    message: "itr fee",
  };
  const instruction = buildSystemInstruction(assistant, state);
  expect(instruction).toContain("(/service/itr-1-return-filing)");
  expect(instruction).toContain("(/service/itr-2-return-filing)");
  expect(instruction).toContain("possibly: itr-1-return-filing or itr-2-return-filing");
  expect(instruction).toContain("entity: salaried; turnover: 900000");
});

test("with no service named, no service facts are given and the fee is said to be quoted", () => {
  const instruction = buildSystemInstruction(assistant, stateOf(assistant, "hello"));
  expect(instruction).not.toContain("### ");
  expect(instruction).toContain("no service named");
});
