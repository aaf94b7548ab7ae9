/**
 * A consultation's short reference, e.g. `NY-7K3F`: what a visitor reads on the confirmation, in
 * the acknowledgement e-mail and on the phone. Crockford base32 (no I, L, O or U, so nothing reads
 * as 1, 0 or a word), six characters: about a billion codes, stored under a unique index, and a
 * clash at insert simply draws again (features/leads/leads.server.ts).
 */

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const PATTERN = /^[0-9A-HJKMNP-TV-Z]{2}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A new random reference (`XX-XXXX`), from the platform's cryptographic random source. */
export function newReference(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  const chars = Array.from(bytes, (b) => ALPHABET[b & 31]);
  return `${chars.slice(0, 2).join("")}-${chars.slice(2).join("")}`;
}

/**
 * The reference in its stored form, or null: upper case, and the letters a person may type for the
 * digits they resemble (O → 0, I/L → 1) read as those digits, as Crockford's scheme intends.
 */
export function parseReference(text: string | null | undefined): string | null {
  if (!text) return null;
  const normal = text.trim().toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");
  return PATTERN.test(normal) ? normal : null;
}
