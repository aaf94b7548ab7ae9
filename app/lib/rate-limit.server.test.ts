import { expect, test } from "vitest";
import { DATABASES, testDb } from "../../tests/support/test-db.ts";
import { hitRateLimit } from "./rate-limit.server.ts";

for (const kind of DATABASES) {
  test(`${kind}: the limit+1-th hit in a window is refused and other keys are unaffected`, async () => {
    await using t = await testDb(kind);
    for (let i = 0; i < 3; i++) expect((await hitRateLimit(t.db, "form:1.2.3.4", 3)).ok).toBe(true);
    const refused = await hitRateLimit(t.db, "form:1.2.3.4", 3);
    expect(refused.ok).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect((await hitRateLimit(t.db, "form:5.6.7.8", 3)).ok).toBe(true);
  });
}

for (const kind of DATABASES) {
  test(`${kind}: a key's window opens at its first hit and a new one opens once it has passed`, async () => {
    await using t = await testDb(kind);
    expect((await hitRateLimit(t.db, "chat:9.9.9.9", 1, 1)).ok).toBe(true);
    const refused = await hitRateLimit(t.db, "chat:9.9.9.9", 1, 1);
    expect(refused).toEqual({ ok: false, retryAfter: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await hitRateLimit(t.db, "chat:9.9.9.9", 1, 1)).ok).toBe(true);
    expect((await hitRateLimit(t.db, "chat:9.9.9.9", 1, 1)).ok).toBe(false);
  });
}
