/**
 * SPEC §7's title matching, used only to suggest pages on a 404: an exact title first, then a
 * substring either way, then titles sharing at least min(2, word count) words longer than 2 letters.
 */
export function suggestServices<T extends { title: string }>(services: T[], requested: string, limit = 3): T[] {
  const query = requested
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  if (!query) return [];
  const norm = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  const exact = services.filter((s) => norm(s.title) === query);
  if (exact.length) return exact.slice(0, limit);
  const substring = services.filter((s) => norm(s.title).includes(query) || query.includes(norm(s.title)));
  if (substring.length) return substring.slice(0, limit);
  const words = new Set(query.split(" ").filter((w) => w.length > 2));
  const needed = Math.min(2, words.size);
  if (needed === 0) return [];
  return services
    .map((s) => ({
      s,
      shared: norm(s.title)
        .split(" ")
        .filter((w) => w.length > 2 && words.has(w)).length,
    }))
    .filter((x) => x.shared >= needed)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, limit)
    .map((x) => x.s);
}
