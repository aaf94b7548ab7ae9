import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { DATABASES, testDb } from "../../tests/support/test-db.ts";
import { pingDatabase } from "./client.server.ts";
import { newsletterSubscribers } from "./schema.server.ts";

for (const kind of DATABASES) {
  test(`${kind}: migrations create every table and a unique e-mail is enforced`, async () => {
    await using t = await testDb(kind);
    await pingDatabase(t.db);
    await t.db.insert(newsletterSubscribers).values({ email: "a@example.com", source: "footer" });
    await expect(t.db.insert(newsletterSubscribers).values({ email: "a@example.com", source: "footer" })).rejects.toThrow();
    const rows = await t.db.execute(sql`select count(*)::int as n from newsletter_subscribers`);
    const n = ((rows as unknown as { rows?: { n: number }[] }).rows ?? (rows as unknown as { n: number }[]))[0]?.n;
    expect(n).toBe(1);
  });
}
