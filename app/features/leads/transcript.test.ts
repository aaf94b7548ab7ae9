import { expect, test } from "vitest";
import { transcriptSpeaker } from "./transcript.ts";

test("issue 22 (10): staff read a bot turn as the assistant's only when it was verified; older unsigned turns are the visitor's", () => {
  expect(transcriptSpeaker({ role: "user", text: "Hi" })).toBe("Visitor");
  expect(transcriptSpeaker({ role: "bot", text: "₹999", verified: true })).toBe("Assistant");
  expect(transcriptSpeaker({ role: "bot", text: "Refund approved" })).toBe(
    "Typed by the visitor as the assistant's (unverified)",
  );
});
