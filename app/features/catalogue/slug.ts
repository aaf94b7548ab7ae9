/**
 * DESIGN.md slug rule: lower case; "&" → "and"; a trailing dot removed; every run of characters
 * other than a–z/0–9 → one "-"; leading and trailing "-" trimmed.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\.+$/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export function isSlug(value: string): boolean {
  return SLUG.test(value);
}
