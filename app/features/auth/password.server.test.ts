import { expect, test } from "vitest";
import {
  hashPassword,
  PASSWORD_HINT,
  PASSWORD_TOO_GUESSABLE,
  passwordProblem,
  SCRYPT_PARAMS,
  verifyPassword,
} from "./password.server.ts";

test("a hash verifies its password and records scrypt N=2^15, r=8, p=1, a 16-byte salt and a 64-byte key", async () => {
  const stored = await hashPassword("correct horse battery staple");
  const [scheme, N, r, p, salt, key] = stored.split("$");
  expect([scheme, Number(N), Number(r), Number(p)]).toEqual(["scrypt", 2 ** 15, 8, 1]);
  expect(Buffer.from(salt ?? "", "base64url")).toHaveLength(SCRYPT_PARAMS.saltBytes);
  expect(Buffer.from(key ?? "", "base64url")).toHaveLength(64);
  expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
  expect(await verifyPassword("correct horse battery stapl", stored)).toBe(false);
});

test("two hashes of one password differ (fresh salt)", async () => {
  expect(await hashPassword("same password twice")).not.toBe(await hashPassword("same password twice"));
});

test("a hash with other parameters still verifies, so parameters can change later", async () => {
  // Derived here with N=2^14 to stand for an older hash.
  const { scryptSync } = await import("node:crypto");
  const salt = Buffer.alloc(16, 7);
  const key = scryptSync("older password here", salt, 64, { N: 2 ** 14, r: 8, p: 1 });
  const stored = `scrypt$${2 ** 14}$8$1$${salt.toString("base64url")}$${key.toString("base64url")}`;
  expect(await verifyPassword("older password here", stored)).toBe(true);
});

test("empty, malformed and absurd-cost hashes never verify", async () => {
  for (const stored of ["", "scrypt$", "plain", `scrypt$${2 ** 30}$8$1$AAAAAAAAAAAAAAAAAAAAAA$${"A".repeat(86)}`]) {
    expect(await verifyPassword("anything at all", stored)).toBe(false);
  }
});

test.each([
  ["short", "Use at least 12 characters."],
  ["aaaaaaaaaaaaaaaa", "Use a less repetitive password (at least 5 different characters)."],
  ["priya.sharma-2026-pass", "Do not use your e-mail name in the password."],
  ["x".repeat(201), "Use at most 200 characters."],
  ["plum tractor lantern", null],
])("password rules: %s → %s", (password, message) => {
  expect(passwordProblem(password, { email: "priya.sharma@example.in" })).toBe(message);
});

test.each([
  // Common passwords, sequences and keyboard runs of 12+ characters (the review's example first).
  "123456789012",
  "password1234",
  "qwertyuiop12",
  "iloveyou2024!",
  // The account's own name or e-mail with a little decoration.
  "Priya Sharma 2026",
  "sharma.priya.1990",
])("an easily guessed password is refused with the reason: %s", (password) => {
  expect(passwordProblem(password, { email: "priya.sharma@example.in", name: "Priya Sharma" })).toBe(PASSWORD_TOO_GUESSABLE);
});

test.each(["plum tractor lantern", "correct horse battery staple", "Godavari kettle 47 umbrella"])(
  "a few unrelated words pass: %s",
  (password) => {
    expect(passwordProblem(password, { email: "priya.sharma@example.in", name: "Priya Sharma" })).toBeNull();
  },
);

test("the hint shown before the first try names every rule the check applies", () => {
  expect(PASSWORD_HINT).toMatch(/at least 12 characters/i);
  expect(PASSWORD_HINT).toMatch(/common password/i);
  expect(PASSWORD_HINT).toMatch(/your name or e-mail/i);
});
