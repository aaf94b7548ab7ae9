import { createHmac } from "node:crypto";
import { request as httpRequest } from "node:http";
import { clientIp } from "./http.ts";
import type { Drill, Figure, Scenario } from "./scenarios.ts";

/**
 * 1,000 generated bad requests over every route that takes a POST (app/routes.ts), spread over both
 * instances: wrong and missing content types, truncated and garbled multipart, invalid and
 * wrongly shaped JSON, oversized and chunked bodies, missing, huge and wrongly typed fields, bad
 * bytes, cross-site Origin, forged webhook and callback signatures. None may get a 5xx, and no
 * lead, payment, upload, account or e-mail row may appear.
 */

type Bad = { label: string; method?: string; headers: Record<string, string>; body?: Buffer; chunked?: boolean };
type Target = { path: string; kind: "form" | "json" | "webhook" | "page" };

const MB = 1024 * 1024;
const B = (s: string | Buffer) => (typeof s === "string" ? Buffer.from(s, "utf8") : s);
const form = (fields: Record<string, string>) => B(new URLSearchParams(fields).toString());
const URLENC = { "content-type": "application/x-www-form-urlencoded" };
const JSON_TYPE = { "content-type": "application/json" };

/** Plausible consultation fields, each generator breaks them a different way. */
const FIELDS = {
  fullName: "Drill Bad",
  email: "not-an-email",
  phone: "+91 98765 43210",
  city: "Dhanbad",
  serviceType: "gst",
  details: "malformed drill",
  agreeToTerms: "on",
  _js: "1",
};

function multipart(
  boundary: string,
  parts: { name: string; value: string | Buffer; filename?: string; type?: string }[],
  close = true,
) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    chunks.push(B(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n`));
    chunks.push(B(p.value), B("\r\n"));
  }
  if (close) chunks.push(B(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The bad requests, each a function of the target (some sizes depend on the route's limit). */
const GENERATORS: ((t: Target, i: number) => Bad)[] = [
  () => ({ label: "no content type, empty body", headers: {} }),
  () => ({ label: "text/plain body", headers: { "content-type": "text/plain" }, body: B("hello=world&email=x") }),
  () => ({ label: "invalid JSON", headers: JSON_TYPE, body: B('{"message": "hi", "history": [') }),
  () => ({ label: "JSON array", headers: JSON_TYPE, body: B("[1,2,3]") }),
  () => ({ label: "JSON null", headers: JSON_TYPE, body: B("null") }),
  () => ({ label: "JSON wrong types", headers: JSON_TYPE, body: B('{"message": 42, "history": "no", "fullName": {"a": 1}}') }),
  () => ({ label: "JSON deeply nested", headers: JSON_TYPE, body: B(`${"[".repeat(5000)}${"]".repeat(5000)}`) }),
  () => ({
    label: "JSON huge string",
    headers: JSON_TYPE,
    body: B(JSON.stringify({ message: "x".repeat(300_000), history: [] })),
  }),
  () => ({ label: "urlencoded, fields missing", headers: URLENC, body: form({ a: "b" }) }),
  () => ({
    label: "urlencoded, bad percent-encoding",
    headers: URLENC,
    body: B("fullName=%E0%A4%A&email=%zz&phone=%&details=%%%"),
  }),
  () => ({
    label: "urlencoded, wrong field types",
    headers: URLENC,
    body: form({
      ...FIELDS,
      serviceType: "nope",
      phone: "abc",
      agreeToTerms: "maybe",
      email: "a@",
      intent: "code",
      code: "x",
      password: "",
    }),
  }),
  () => ({ label: "urlencoded, huge field", headers: URLENC, body: form({ ...FIELDS, fullName: "N".repeat(100_000) }) }),
  () => ({
    label: "urlencoded, 5000 fields",
    headers: URLENC,
    body: B(Array.from({ length: 5000 }, (_, k) => `f${k}=${k}`).join("&")),
  }),
  () => ({
    label: "urlencoded, NUL and invalid UTF-8",
    headers: URLENC,
    body: Buffer.concat([B("fullName="), Buffer.from([0, 0xff, 0xfe, 0xc3]), B("&email=%00%FF&details=%ED%A0%80")]),
  }),
  () => ({
    label: "urlencoded, bogus charset",
    headers: { "content-type": "application/x-www-form-urlencoded; charset=x-bogus" },
    body: form(FIELDS),
  }),
  () => ({
    label: "multipart without boundary",
    headers: { "content-type": "multipart/form-data" },
    body: multipart("b0", [{ name: "email", value: "x" }]),
  }),
  () => ({
    label: "multipart, empty boundary",
    headers: { "content-type": 'multipart/form-data; boundary="' },
    body: B("--\r\n\r\n"),
  }),
  () => ({
    label: "multipart truncated",
    headers: { "content-type": "multipart/form-data; boundary=drillB" },
    body: multipart(
      "drillB",
      [
        { name: "fullName", value: "A" },
        { name: "email", value: "trunc" },
      ],
      false,
    ).subarray(0, 70),
  }),
  () => ({
    label: "multipart, boundary never appears",
    headers: { "content-type": "multipart/form-data; boundary=drillC" },
    body: B("garbage ".repeat(200)),
  }),
  () => ({
    label: "multipart, bad part headers",
    headers: { "content-type": "multipart/form-data; boundary=drillD" },
    body: B("--drillD\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--drillD--\r\n"),
  }),
  () => ({
    label: "multipart, document with wrong bytes",
    headers: { "content-type": "multipart/form-data; boundary=drillE" },
    body: multipart("drillE", [
      ...Object.entries(FIELDS).map(([name, value]) => ({ name, value })),
      { name: "document", value: B("MZ this is not a pdf"), filename: "notice.pdf", type: "application/pdf" },
    ]),
  }),
  () => ({
    label: "multipart, hostile file name and field name",
    headers: { "content-type": "multipart/form-data; boundary=drillF" },
    body: multipart("drillF", [
      { name: "n".repeat(2000), value: "v" },
      { name: "document", value: B("%PDF-1.7\n"), filename: `../../${"a".repeat(5000)}\u0000.pdf`, type: "application/pdf" },
    ]),
  }),
  (t) => ({
    label: "oversize body",
    headers: URLENC,
    body: B(`fullName=${"z".repeat(t.path.startsWith("/consultation") ? 12 * MB : 300 * 1024)}`),
  }),
  () => ({ label: "chunked, no length, oversize", headers: URLENC, body: B(`details=${"c".repeat(400 * 1024)}`), chunked: true }),
  () => ({ label: "chunked JSON", headers: JSON_TYPE, body: B('{"message":"chunked"'), chunked: true }),
  () => ({
    label: "cross-site Origin",
    headers: { ...URLENC, origin: "https://evil.example" },
    body: form({ ...FIELDS, email: "x@y", password: "p" }),
  }),
  () => ({ label: "null Origin", headers: { ...URLENC, origin: "null" }, body: form(FIELDS) }),
  () => ({ label: "PUT instead of POST", method: "PUT", headers: URLENC, body: form(FIELDS) }),
  () => ({
    label: "honeypot filled (bot)",
    headers: URLENC,
    body: form({ ...FIELDS, email: "bot@example.com", company_site: "http://spam.example" }),
  }),
  () => ({
    label: "webhook, no signature",
    headers: { ...JSON_TYPE, "x-razorpay-event-id": "evt_bad" },
    body: B('{"event":"payment_link.paid"}'),
  }),
  (_t, i) => ({
    label: "webhook, forged signature",
    headers: {
      ...JSON_TYPE,
      "x-razorpay-event-id": `evt_forged_${i}`,
      "x-razorpay-signature": createHmac("sha256", "wrong-secret").update("{}").digest("hex"),
    },
    body: B('{"event":"payment_link.paid","payload":{}}'),
  }),
  () => ({
    label: "webhook, signature not hex",
    headers: { ...JSON_TYPE, "x-razorpay-event-id": "evt_x", "x-razorpay-signature": "zz\u00ff" },
    body: B("{}"),
  }),
];

/** Every route of app/routes.ts that a POST can reach, the ones with a page also as `.data`. */
function targets(paymentId: string): Target[] {
  return [
    { path: "/consultation", kind: "form" },
    { path: "/consultation.data", kind: "form" },
    { path: "/contact", kind: "form" },
    { path: "/contact.data", kind: "form" },
    { path: "/newsletter", kind: "form" },
    { path: "/newsletter.data", kind: "form" },
    { path: "/api/chat", kind: "json" },
    { path: "/api/chat/handoff", kind: "json" },
    { path: "/payments/start", kind: "form" },
    { path: "/payments/quote", kind: "form" },
    { path: "/payments/webhook", kind: "webhook" },
    {
      path: "/payments/callback?razorpay_payment_link_id=plink_x&razorpay_payment_id=pay_x&razorpay_payment_link_status=paid&razorpay_signature=00",
      kind: "page",
    },
    { path: `/payments/test-gateway/${paymentId}`, kind: "form" },
    { path: `/payments/test-gateway/${paymentId}.data`, kind: "form" },
    { path: `/payments/${paymentId}/receipt`, kind: "page" },
    { path: "/admin/login", kind: "form" },
    { path: "/admin/login.data", kind: "form" },
    { path: "/admin/logout", kind: "form" },
    { path: "/admin/forgot", kind: "form" },
    { path: "/admin/reset/not-a-real-token", kind: "form" },
    { path: "/admin", kind: "form" },
    { path: "/account/login", kind: "form" },
    { path: "/account/login.data", kind: "form" },
    { path: "/account/verify", kind: "form" },
    { path: "/account/logout", kind: "form" },
    { path: "/account/me", kind: "form" },
    { path: "/account", kind: "form" },
    { path: "/", kind: "page" },
    { path: "/service/gst-registration-and-filing", kind: "page" },
  ];
}

type Outcome = { status: number; error?: string };

/** Sends one raw request (node:http, so broken bodies go out as they are); never throws. */
function send(port: number, path: string, bad: Bad, ip: string): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled: Outcome | undefined;
    const done = (o: Outcome) => {
      if (settled) return;
      settled = o;
      resolve(o);
    };
    const headers: Record<string, string> = { ...bad.headers, "x-forwarded-for": ip };
    if (bad.body && !bad.chunked) headers["content-length"] = String(bad.body.byteLength);
    const req = httpRequest(
      { host: "127.0.0.1", port, path, method: bad.method ?? "POST", headers, timeout: 20_000, agent: false },
      (res) => {
        res.resume();
        res.on("end", () => done({ status: res.statusCode ?? 0 }));
        res.on("error", () => done({ status: res.statusCode ?? 0 }));
      },
    );
    req.on("timeout", () => {
      req.destroy();
      done({ status: 0, error: "timeout" });
    });
    req.on("error", (e: Error & { code?: string }) => done({ status: 0, error: e.code ?? e.message }));
    if (bad.body) req.write(bad.body);
    req.end();
  });
}

const COUNTED = [
  "consultation_requests",
  "contact_messages",
  "newsletter_subscribers",
  "uploads",
  "payments",
  "payment_events",
  "outbox_messages",
  "client_accounts",
  "login_codes",
  "sessions",
];

async function counts(d: Drill) {
  const sql = COUNTED.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(", ");
  return (await d.sql.query(`select ${sql}`)).rows[0] as Record<string, number>;
}

export const malformed: Scenario = {
  name: "malformed",
  // Runs with the embedded test gateway (no Razorpay keys) so its page's action is reachable too.
  mode: "emailjs",
  async run(d): Promise<Figure[]> {
    const [a, b] = d.pair();
    // A real, unpaid test-gateway payment so /payments/test-gateway/:id reaches its action.
    const start = await fetch(`${a.base}/payments/start`, {
      method: "POST",
      headers: { ...URLENC, "x-forwarded-for": clientIp(9000) },
      body: new URLSearchParams({
        slug: "msme-registration",
        name: "Drill Gateway",
        email: `drill-gateway-${d.run}@example.com`,
        phone: "9876543210",
      }),
    });
    const started = (await start.json()) as { ok: boolean; url?: string };
    const paymentId = /test-gateway\/([\w-]+)/.exec(started.url ?? "")?.[1] ?? "00000000-0000-4000-8000-000000000000";
    const list = targets(paymentId);
    const before = await counts(d);
    const total = 1000;
    const statuses = new Map<number, number>();
    const fivexx: string[] = [];
    const early: string[] = [];
    const accepted: string[] = [];
    const errors = new Map<string, number>();
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = next++; i < total; i = next++) {
          const target = list[i % list.length] as Target;
          const generator = GENERATORS[(Math.floor(i / list.length) * 5 + i) % GENERATORS.length];
          if (!generator) continue;
          const bad = generator(target, i);
          const port = i % 2 ? b.port : a.port;
          const outcome = await send(port, target.path, bad, clientIp(10_000 + i));
          if (outcome.status === 0) errors.set(outcome.error ?? "?", (errors.get(outcome.error ?? "?") ?? 0) + 1);
          else statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
          const route = (target.path.split("?")[0] ?? "").replace(paymentId, ":id");
          if (outcome.status >= 500) fivexx.push(`${outcome.status} ${route}`);
          if (outcome.status >= 200 && outcome.status < 300) accepted.push(`${route} (${bad.label})`);
          if (outcome.status === 0) early.push(`${route} (${bad.label}: ${outcome.error})`);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    // Let any stray write land before counting.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await counts(d);
    const grew = COUNTED.filter((t) => (after[t] ?? 0) !== (before[t] ?? 0)).map(
      (t) => `${t} +${(after[t] ?? 0) - (before[t] ?? 0)}`,
    );
    const byClass = (lo: number) =>
      [...statuses.entries()].filter(([s]) => s >= lo && s < lo + 100).reduce((x, [, c]) => x + c, 0);
    const timeouts = errors.get("timeout") ?? 0;
    const honeypots = accepted.filter((x) => x.includes("honeypot")).length;
    const resets = [...errors.entries()].filter(([e]) => e !== "timeout").reduce((x, [, c]) => x + c, 0);
    const figures: Figure[] = [
      {
        scenario: "malformed",
        figure: `${total} bad requests (${GENERATORS.length} kinds × ${list.length} POST targets, both instances) in ${seconds.toFixed(1)} s: ${byClass(200)}× 2xx (${honeypots} of them filled honeypots, answered as success by design), ${byClass(300)}× 3xx, ${byClass(400)}× 4xx, ${byClass(500)}× 5xx, ${resets} connections closed early, ${timeouts} timeouts; rows added: ${grew.length ? grew.join(", ") : "none"}`,
        pass: byClass(500) === 0 && honeypots === byClass(200) && timeouts === 0 && grew.length === 0 && a.alive() && b.alive(),
      },
    ];
    const tally = (list: string[]) =>
      [...list.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>())].map(([x, c]) => `${c}× ${x}`);
    for (const line of tally(fivexx)) figures.push({ scenario: "malformed", figure: `  ${line}`, pass: false });
    // A connection the server closes while an oversized body is still being sent is the expected answer to it.
    if (accepted.length) console.log(`  malformed: answered 2xx: ${tally(accepted).join("; ")}`);
    if (early.length) console.log(`  malformed: connections closed early: ${tally(early).join("; ")}`);
    return figures;
  },
};
