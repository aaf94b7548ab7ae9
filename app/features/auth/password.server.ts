import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import { passwordChecks } from "#app/lib/metrics.server.ts";

/**
 * Staff password hashing with Node's scrypt (decision 010). The parameters travel inside the stored
 * hash — `scrypt$N$r$p$salt$key`, salt and key base64url — so they can be raised later and old
 * hashes still verify.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, saltBytes: 16, keyBytes: 64 } as const;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem: scrypt needs 128·N·r bytes; leave headroom above Node's 32 MiB default.
    scrypt(password.normalize("NFC"), salt, keyBytes, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, saltBytes, keyBytes } = SCRYPT_PARAMS;
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, N, r, p, keyBytes);
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** True when `password` matches `stored`; false for a malformed or empty hash. Constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? "", "base64url");
  const expected = Buffer.from(parts[5] ?? "", "base64url");
  if (salt.length < 8 || expected.length < 32) return false;
  passwordChecks.inc();
  const actual = await derive(password, salt, N, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A hash of a random password: verifying against it costs as much as a real one (unknown e-mails). */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** Shown beside the field before the first try, so no rule is a surprise (decision 092). */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not a common password or simple pattern (like 123456789012), and not your name or e-mail. A few unrelated words work well.`;
export const PASSWORD_TOO_GUESSABLE =
  "That password is too easy to guess: it is a common password, a simple pattern, or built from your name or e-mail. Try a few unrelated words.";

/**
 * zxcvbn-ts with its maintained list of common passwords (and keyboard-pattern graphs), built on first
 * use: the dictionaries cost a few megabytes, only the password forms need them.
 */
let estimator: ZxcvbnFactory | undefined;
function strength(password: string, userInputs: string[]): number {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return estimator.check(password, userInputs).score;
}

/** The account's own words: the name, the e-mail and the parts of its local part. */
function ownWords({ email = "", name = "" }: { email?: string; name?: string }): string[] {
  const local = email.split("@")[0]?.toLowerCase() ?? "";
  const parts = [...local.split(/[^a-z0-9]+/), ...name.toLowerCase().split(/\s+/)].filter((w) => w.length >= 3);
  return [email.toLowerCase(), local, name.toLowerCase(), ...parts].filter(Boolean);
}

/**
 * The rules, as a plain-English message, or null when the password is acceptable: length, variety,
 * not the e-mail's name, and a zxcvbn score of at least 3 of 4 ("safely unguessable" for an online
 * attack; it refuses common passwords, sequences, keyboard runs and the account's own name or e-mail).
 */
export function passwordProblem(password: string, account: { email?: string; name?: string } = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (new Set(password).size < 5) return "Use a less repetitive password (at least 5 different characters).";
  const local = account.email?.split("@")[0]?.toLowerCase() ?? "";
  if (local.length >= 4 && password.toLowerCase().includes(local)) return "Do not use your e-mail name in the password.";
  const own = ownWords(account);
  // Only the account's own words plus digits and punctuation (e.g. sharma.priya.1990).
  let rest = password.toLowerCase();
  for (const word of own) rest = rest.split(word).join(" ");
  if (own.length > 0 && (rest.match(/\p{L}/gu)?.length ?? 0) < 4) return PASSWORD_TOO_GUESSABLE;
  if (strength(password, own) < 3) return PASSWORD_TOO_GUESSABLE;
  return null;
}
