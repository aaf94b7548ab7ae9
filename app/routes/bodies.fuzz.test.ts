import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import type { Db } from "#app/db/client.server.ts";
import {
  clientAccounts,
  consultationRequests,
  contactMessages,
  leadEvents,
  newsletterSubscribers,
  outboxMessages,
  paymentEvents,
  payments,
  refunds,
  staffUsers,
  uploads,
} from "#app/db/schema.server.ts";
import { createSession, sessionCookieName } from "#app/features/auth/session.server.ts";
import routes from "#app/routes.ts";
import { makeStaff, TEST_ORIGIN } from "../../tests/support/auth.ts";
import { actionResult, testContext } from "../../tests/support/form-request.ts";
import { DATABASES, fileDatabases } from "../../tests/support/test-db.ts";

/**
 * Hardening issue 22, the proof (decision 090): every action in app/routes.ts (public, console
 * and portal; a new route is picked up from the table) and every loader reached with a query
 * string get random, oversized, NUL-laden, wrongly encoded and chunked bodies from fast-check.
 * None may answer 5xx or throw, none may read more than the largest body limit, and a refused
 * request (4xx) may not add a row to any lead, payment, upload, account or e-mail table. Private
 * routes run signed in (owner for /admin, a client for /account, each run with a fresh session).
 * FUZZ_RUNS sets the runs per route (default 12 for actions, 4 for loaders: under a minute per database here).
 */

type Entry = { path?: string; file: string; index?: boolean; children?: Entry[] };
type Handler = (args: unknown) => unknown;
type Module = { loader?: Handler; action?: Handler };

function flatten(entries: Entry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((e) => {
    const path = e.path ? `${parent}/${e.path}`.replace(/\/+/g, "/") : parent || "/";
    return [{ path, file: e.file }, ...flatten(e.children ?? [], path)];
  });
}
const ROUTES = flatten(routes as Entry[]).filter((r) => r.path !== "/*");
const modules = import.meta.glob<Module>(["/app/routes/**/*.{ts,tsx}", "!/app/routes/**/*.test.ts"]);
const load = async (file: string) => {
  const loader = modules[`/app/${file}`];
  if (!loader) throw new Error(`no module for ${file}`);
  return loader();
};

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const MB = 1024 * 1024;
/** The largest body any route accepts (the consultation form with its document), plus the chunks a stream pulls ahead. */
const MOST_READ = 11 * MB + 256 * 1024;
const ZERO = "00000000-0000-4000-8000-000000000000";

const COUNTED = {
  consultationRequests,
  contactMessages,
  newsletterSubscribers,
  uploads,
  payments,
  paymentEvents,
  refunds,
  leadEvents,
  outboxMessages,
  clientAccounts,
  staffUsers,
};
async function counts(db: Db) {
  const entries = await Promise.all(
    Object.entries(COUNTED).map(async ([name, table]) => [name, await db.$count(table)] as const),
  );
  return Object.fromEntries(entries);
}

/* ------------------------------------------------------------------ generators */

const HOSTILE = [
  "",
  "\u0000",
  "a\u0000b",
  "\r\n",
  "/admin\r\nSet-Cookie: x=1",
  "/account\nx",
  "%00",
  "%E0%A4%A",
  "2026-02-31",
  "0000-01-01",
  "9999-99-99",
  "2026-11-24T99:99:99.000000Z_00000000-0000-4000-8000-000000000000",
  "MjAyNi0xMy0wMVQwMDowMDowMC4wMDAwMDBafDAwMDAwMDAwLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwMA",
  ZERO,
  "not-a-uuid",
  "-1",
  "1e999",
  "on",
  "1",
  "paid",
  "failed",
  "gst",
  "status",
  "note",
  "reply",
  "assign",
  "message",
  "upload",
  "retry",
  "discard",
  "a@b.in",
  "x".repeat(9000),
];
const text = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 50 }),
);
const NAMES = [
  "email",
  "password",
  "confirm",
  "next",
  "code",
  "intent",
  "message",
  "note",
  "reply",
  "status",
  "version",
  "assignee",
  "amount",
  "reason",
  "id",
  "outcome",
  "slug",
  "name",
  "phone",
  "coupon",
  "fullName",
  "city",
  "serviceType",
  "details",
  "agreeToTerms",
  "_js",
  "company_site",
  "source",
  "subject",
  "document",
  "transcript",
  "role",
];
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 20 })), text, { maxKeys: 14 });

const enc = new TextEncoder();
function multipart(values: Record<string, string>, boundary: string, file: Uint8Array | null): Uint8Array {
  let body = "";
  for (const [k, v] of Object.entries(values))
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  const head = enc.encode(body);
  const fileHead = file
    ? enc.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      )
    : new Uint8Array();
  const tail = enc.encode(`${file ? "\r\n" : ""}--${boundary}--\r\n`);
  return concat([head, fileHead, file ?? new Uint8Array(), tail]);
}
function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.byteLength;
  }
  return out;
}

type Body = { label: string; type: string | null; bytes: Uint8Array; hugeBytes?: number };

const body: fc.Arbitrary<Body> = fc.oneof(
  fields.map((f) => ({
    label: "urlencoded",
    type: "application/x-www-form-urlencoded",
    bytes: enc.encode(new URLSearchParams(f).toString()),
  })),
  fc.tuple(fields, fc.option(fc.uint8Array({ maxLength: 3000 }), { nil: null }), fc.nat(4000)).map(([f, file, cut]) => {
    const full = multipart(f, "fuzzB", file);
    return { label: "multipart", type: "multipart/form-data; boundary=fuzzB", bytes: cut % 3 === 0 ? full.slice(0, cut) : full };
  }),
  fc
    .jsonValue({ maxDepth: 4 })
    .map((v) => ({ label: "json", type: "application/json", bytes: enc.encode(JSON.stringify(v) ?? "") })),
  fields.map((f) => ({ label: "json object", type: "application/json", bytes: enc.encode(JSON.stringify(f)) })),
  fc
    .tuple(
      fc.uint8Array({ maxLength: 4000 }),
      fc.constantFrom(
        null,
        "application/x-www-form-urlencoded",
        "application/x-www-form-urlencoded; charset=utf-16",
        "multipart/form-data",
        "multipart/form-data; boundary=",
        "application/json",
        "application/json; charset=latin1",
        "text/plain",
        "garbage/\u00ff",
      ),
    )
    .map(([bytes, type]) => ({ label: "random bytes", type, bytes })),
  fc
    .tuple(
      fc.integer({ min: 9 * 1024, max: 400 * 1024 }),
      fc.constantFrom("application/x-www-form-urlencoded", "application/json"),
    )
    .map(([size, type]) => ({ label: "oversized", type, bytes: enc.encode(`email=${"a".repeat(size)}`) })),
  fc
    .constantFrom("application/x-www-form-urlencoded", "multipart/form-data; boundary=fuzzB", "application/json")
    .map((type) => ({ label: "huge chunked", type, bytes: new Uint8Array(), hugeBytes: 64 * MB })),
);

/**
 * Cases every route gets besides the random ones (fast-check `examples`): the bodies and query
 * strings that reached PostgreSQL or a header in the review (issue 22 item 12).
 */
const NUL_FIELDS = {
  email: "a\u0000@b.in",
  password: "x\u0000",
  code: "12\u00003456",
  next: "/admin\r\nSet-Cookie: x=1",
  intent: "message",
  message: "hello\u0000",
  slug: "msme-registration",
  name: "Asha\u0000",
  fullName: "Asha\u0000",
  phone: "9876543210",
  city: "Agra",
  serviceType: "gst",
  details: "x\u0000",
  agreeToTerms: "on",
  transcript: "x",
};
const EXAMPLE_BODIES: Body[] = [
  {
    label: "NUL urlencoded",
    type: "application/x-www-form-urlencoded",
    bytes: enc.encode(new URLSearchParams(NUL_FIELDS).toString()),
  },
  {
    label: "NUL json",
    type: "application/json",
    bytes: enc.encode(
      JSON.stringify({
        ...NUL_FIELDS,
        agreeToTerms: true,
        transcript: [{ role: "user", text: "a\u0000" }],
        message: "hi\u0000",
        history: [],
      }),
    ),
  },
  { label: "huge chunked", type: "application/x-www-form-urlencoded", bytes: new Uint8Array(), hugeBytes: 64 * MB },
];
const BAD_QUERIES: Record<string, string>[] = [
  { after: "2026-11-24T99:99:99.000000Z_00000000-0000-4000-8000-000000000000" },
  { after: "2026-11-24T10:00:00.000000Z_------------------------------------" },
  { after: Buffer.from(`2026-02-31T00:00:00.000000Z|${ZERO}`).toString("base64url") },
  { from: "2026-02-31", to: "2026-02-30" },
  { from: "0000-01-01" },
  { q: "a\u0000b" },
  { next: "/admin\r\nSet-Cookie: x=1" },
];

/** Sent with a Content-Length, or chunked (a stream without one) in pieces of `piece` bytes. */
const delivery = fc.record({ chunked: fc.boolean(), piece: fc.integer({ min: 1, max: 8192 }) });

function streamOf(b: Body, piece: number) {
  let pulled = 0;
  let offset = 0;
  const filler = new Uint8Array(64 * 1024).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (b.hugeBytes) {
        if (pulled >= b.hugeBytes) return controller.close();
        pulled += filler.byteLength;
        return controller.enqueue(filler);
      }
      if (offset >= b.bytes.byteLength) return controller.close();
      const chunk = b.bytes.slice(offset, offset + piece);
      offset += chunk.byteLength;
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

/* ------------------------------------------------------------------ the world */

type World = { db: Db; ownerId: string; clientId: string; leadId: string; paymentId: string };

async function world(db: Db): Promise<World> {
  const owner = await makeStaff(db, { role: "owner" });
  const [client] = await db
    .insert(clientAccounts)
    .values({ email: `fuzz-${randomUUID().slice(0, 8)}@example.in`, name: "Fuzz", verifiedAt: new Date() })
    .returning();
  if (!client) throw new Error("no client");
  const [lead] = await db
    .insert(consultationRequests)
    .values({ fullName: "Fuzz", email: client.email, phone: "+919876543210", city: "Agra", serviceType: "gst" })
    .returning();
  if (!lead) throw new Error("no lead");
  const [payment] = await db
    .insert(payments)
    .values({
      slug: "msme-registration",
      serviceTitle: "MSME Registration",
      actualPaise: 99900,
      amountPaise: 99900,
      customerName: "Fuzz",
      customerEmail: client.email,
      customerPhone: "+919876543210",
      status: "created",
      gateway: "test-gateway",
    })
    .returning();
  if (!payment) throw new Error("no payment");
  return { db, ownerId: owner.id, clientId: client.id, leadId: lead.id, paymentId: payment.id };
}

async function cookieFor(w: World, path: string): Promise<string | undefined> {
  const kind = path.startsWith("/admin") ? "staff" : path.startsWith("/account") ? "client" : null;
  if (!kind) return undefined;
  const session = await createSession(w.db, {
    kind,
    subjectId: kind === "staff" ? w.ownerId : w.clientId,
    request: new Request(TEST_ORIGIN),
    ip: "203.0.113.7",
    siteUrl: "http://localhost:3000",
  });
  return `${sessionCookieName(kind, "http://localhost:3000")}=${session.token}`;
}

const param = (w: World, name: string) =>
  name === "kind"
    ? fc.constantFrom("consultation", "contact", "chat", "subscriber", "x\u0000")
    : fc.constantFrom(w.leadId, w.paymentId, ZERO, "not-a-uuid", "a\u0000b", "..%2f", "x".repeat(300));

function paramsFor(w: World, path: string) {
  const names = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  return fc.record(Object.fromEntries(names.map((n) => [n, param(w, n)])) as Record<string, fc.Arbitrary<string>>);
}
/** Params that reach the route's own code: the seeded lead or payment, the consultation kind. */
function fixedParams(w: World, path: string): Record<string, string> {
  const names = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  const id = path.includes("payments") ? w.paymentId : w.leadId;
  return Object.fromEntries(names.map((n) => [n, n === "kind" ? "consultation" : n === "token" ? "not-a-token" : id]));
}
const urlFor = (path: string, params: Record<string, string>) =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ZERO));

type Outcome = { status: number; thrown?: unknown };
async function settle(run: () => unknown): Promise<Outcome> {
  try {
    return { status: (await actionResult(await run())).status };
  } catch (thrown) {
    if (thrown instanceof Error) return { status: 500, thrown };
    return { status: (await actionResult(thrown)).status };
  }
}

/* ------------------------------------------------------------------ the properties */

const dbFor = fileDatabases({ beforeAll, afterAll });
const context = (db: Db, ip: number) =>
  testContext(db, { ip: `198.18.${(ip >> 8) & 255}.${ip & 255}`, env: { RATE_LIMIT_PER_MINUTE: "10000" } });

for (const kind of DATABASES) {
  test(`${kind}: random, oversized, NUL-laden, wrongly encoded and chunked bodies to every action never give a 5xx or a stray row`, async () => {
    const { db } = await dbFor(kind);
    const w = await world(db);
    vi.spyOn(console, "error").mockImplementation(() => {});
    let checked = 0;
    for (const route of ROUTES) {
      const mod = await load(route.file);
      const action = mod.action;
      if (!action) continue;
      checked++;
      await fc.assert(
        fc.asyncProperty(
          paramsFor(w, route.path),
          body,
          delivery,
          fc.nat(65_535),
          fc.boolean(),
          async (params, b, d, ip, sameSite) => {
            const cookie = await cookieFor(w, route.path);
            const headers = new Headers({ origin: sameSite ? TEST_ORIGIN : "https://evil.example" });
            if (b.type !== null) headers.set("content-type", b.type);
            if (cookie) headers.set("cookie", cookie);
            const { stream, pulled } = streamOf(b, d.piece);
            if (!d.chunked && !b.hugeBytes) headers.set("content-length", String(b.bytes.byteLength));
            const request = new Request(new URL(urlFor(route.path, params), TEST_ORIGIN), {
              method: "POST",
              headers,
              body: d.chunked || b.hugeBytes ? stream : b.bytes,
              duplex: "half",
            } as RequestInit);
            const before = await counts(db);
            const outcome = await settle(() => action({ request, params, context: context(db, ip) }));
            const what = `${route.path} ${b.label} (${b.type}) → ${outcome.status} ${String(outcome.thrown ?? "")}`;
            expect(outcome.status, what).toBeLessThan(500);
            expect(pulled(), what).toBeLessThanOrEqual(MOST_READ);
            if (outcome.status >= 400) expect(await counts(db), what).toEqual(before);
          },
        ),
        {
          // Examples count towards numRuns, so they are added to it.
          numRuns: RUNS + EXAMPLE_BODIES.length,
          seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31),
          examples: EXAMPLE_BODIES.map((b) => [fixedParams(w, route.path), b, { chunked: true, piece: 512 }, 1, true]),
        },
      );
    }
    vi.restoreAllMocks();
    expect(checked).toBeGreaterThan(15);
  }, 240_000);

  test(`${kind}: hostile query strings to every loader (filters, cursors, dates, next) never give a 5xx`, async () => {
    const { db } = await dbFor(kind);
    const w = await world(db);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const QUERY = ["q", "kind", "status", "service", "from", "to", "after", "next", "slug", "coupon", "sent", "reset"];
    const query = fc.dictionary(fc.constantFrom(...QUERY), text, { maxKeys: 6 });
    let checked = 0;
    for (const route of ROUTES) {
      const mod = await load(route.file);
      const loader = mod.loader;
      if (!loader) continue;
      checked++;
      await fc.assert(
        fc.asyncProperty(paramsFor(w, route.path), query, fc.nat(65_535), async (params, q, ip) => {
          const cookie = await cookieFor(w, route.path);
          const url = new URL(urlFor(route.path, params), TEST_ORIGIN);
          for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v);
          const request = new Request(url, { headers: cookie ? { cookie } : {} });
          const outcome = await settle(() => loader({ request, params, context: context(db, ip) }));
          expect(outcome.status, `${url.pathname}${url.search} → ${outcome.status} ${String(outcome.thrown ?? "")}`).toBeLessThan(
            500,
          );
        }),
        {
          numRuns: Math.max(2, Math.round(RUNS / 3)) + BAD_QUERIES.length,
          seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31),
          examples: BAD_QUERIES.map((q) => [fixedParams(w, route.path), q, 2]),
        },
      );
    }
    vi.restoreAllMocks();
    expect(checked).toBeGreaterThan(20);
  }, 240_000);
}
