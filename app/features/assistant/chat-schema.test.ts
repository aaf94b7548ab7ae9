import { expect, test } from "vitest";
import { ChatRequestSchema, HandoffSchema, isBlankMessage } from "./chat-schema.ts";

test.each([
  [{ message: "Hi" }, true],
  [
    {
      message: "  Hi  ",
      history: [
        { role: "user", text: "a" },
        { role: "bot", text: "b" },
      ],
    },
    true,
  ],
  [{ message: "" }, false],
  [{ message: " \n " }, false],
  [{ message: "x".repeat(2001) }, false],
  [{ message: "Hi", history: Array.from({ length: 21 }, () => ({ role: "user", text: "q" })) }, false],
  [{ message: "Hi", history: [{ role: "model", text: "b" }] }, false],
  [{ message: "Hi", extra: 1 }, false],
])("chat request %#", (input, ok) => {
  expect(ChatRequestSchema.safeParse(input).success).toBe(ok);
});

test("the message is trimmed before it is used", () => {
  expect(ChatRequestSchema.parse({ message: "  What is GST?  " })).toEqual({ message: "What is GST?", history: [] });
});

test("blank or whitespace-only messages are ignored (SPEC §5)", () => {
  expect(isBlankMessage("   \t\n")).toBe(true);
  expect(isBlankMessage(" a ")).toBe(false);
});

test("the hand-off normalises the phone number and needs consent and a conversation", () => {
  const base = {
    fullName: "Asha",
    email: "asha@example.in",
    phone: "098350 12345",
    agreeToTerms: true,
    transcript: [{ role: "user", text: "Hi" }],
  };
  expect(HandoffSchema.parse(base).phone).toBe("+919835012345");
  expect(HandoffSchema.safeParse({ ...base, agreeToTerms: false }).success).toBe(false);
  expect(HandoffSchema.safeParse({ ...base, transcript: [] }).success).toBe(false);
});
