import { randomUUID } from "node:crypto";
import type pg from "pg";
import { CHAT_ERROR_TEXT } from "#app/features/assistant/chat-schema.ts";
import { SEND_FAILURE } from "#app/features/leads/form-contract.ts";
import { OUTAGE_TITLE } from "#app/lib/outage.ts";
import type { FakeEmailJs } from "../../tests/fakes/emailjs.ts";
import type { FakeGemini } from "../../tests/fakes/gemini.ts";
import type { FakeRazorpay } from "../../tests/fakes/razorpay.ts";
import type { FakeSmtp } from "../../tests/fakes/smtp.ts";
import type { DbProxy } from "../../tests/support/db-proxy.ts";
import {
  acknowledged,
  clientIp,
  consultationForm,
  consultationUrlencoded,
  markerEmail,
  percentile,
  sleep,
  type Timed,
  timed,
} from "./http.ts";
import type { Instance } from "./instances.ts";

/** What every scenario gets: the run id, the database (direct, not through the proxy), the fakes, the instances. */
export type Drill = {
  run: string;
  sql: pg.Pool;
  proxy: DbProxy;
  smtp: FakeSmtp;
  emailjs: FakeEmailJs;
  gemini: FakeGemini;
  razorpay: FakeRazorpay;
  /** The two running instances, A and B. */
  pair: () => [Instance, Instance];
  /** Starts a stopped or killed instance again with the same settings. */
  restart: (which: 0 | 1) => Promise<Instance>;
};

export type Figure = { scenario: string; figure: string; pass: boolean };
export type Scenario = { name: string; mode: "smtp" | "emailjs"; run: (d: Drill) => Promise<Figure[]> };

const ms = (v: number) => `${Math.round(v)} ms`;
const s1 = (v: number) => `${(v / 1000).toFixed(1)} s`;

async function rows<T>(d: Drill, text: string, values: unknown[] = []): Promise<T[]> {
  return (await d.sql.query(text, values)).rows as T[];
}

/** Outbox rows of one scenario's submissions, found by the marker e-mail in their payload. */
async function outboxFor(d: Drill, scenario: string) {
  return rows<{ id: string; status: string; attempts: number; created_at: Date; sent_at: Date | null }>(
    d,
    `select id, status, attempts, created_at, sent_at from outbox_messages where kind = 'consultation' and payload::text like $1`,
    [`%drill-${scenario}-${d.run}-%`],
  );
}

/** Waits until every outbox row of the scenario is sent (or dead), up to `timeoutMs`. */
async function drainOutbox(d: Drill, scenario: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const outbox = await outboxFor(d, scenario);
    if (outbox.every((r) => r.status === "sent" || r.status === "dead") || Date.now() > deadline) return outbox;
    await sleep(500);
  }
}

/** Runs `clients` loops until `untilMs` has passed or a loop returns false. */
async function loops(clients: number, untilMs: number, body: (client: number) => Promise<boolean | undefined>) {
  const started = Date.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      while (Date.now() - started < untilMs) if ((await body(c)) === false) return;
    }),
  );
}

// ---------------------------------------------------------------------------------------------

/** Page views and submissions mixed over both instances: req/s and p50/p99 per route. */
const load: Scenario = {
  name: "load",
  mode: "smtp",
  async run(d) {
    const [a, b] = d.pair();
    const durationMs = 20_000;
    let n = 0;
    const routes = [
      { label: "GET / (prerendered)", weight: 25, send: (base: string) => timed(`${base}/`), ok: (r: Timed) => r.status === 200 },
      {
        label: "GET /service/:slug (prerendered)",
        weight: 20,
        send: (base: string) => timed(`${base}/service/gst-registration-and-filing`),
        ok: (r: Timed) => r.status === 200,
      },
      {
        label: "GET /consultation (SSR)",
        weight: 15,
        send: (base: string) => timed(`${base}/consultation`),
        ok: (r: Timed) => r.status === 200,
      },
      {
        label: "POST /consultation.data (JS)",
        weight: 20,
        send: (base: string, i: number) =>
          timed(`${base}/consultation.data`, {
            method: "POST",
            body: consultationForm(markerEmail("load", i, d.run)),
            headers: { "x-forwarded-for": clientIp(i) },
          }),
        ok: acknowledged,
        submission: true,
      },
      {
        label: "POST /consultation (no JS)",
        weight: 10,
        send: (base: string, i: number) =>
          timed(`${base}/consultation`, {
            method: "POST",
            body: consultationUrlencoded(markerEmail("load", i, d.run)),
            headers: { "x-forwarded-for": clientIp(i) },
          }),
        ok: (r: Timed) => r.status === 303,
        submission: true,
      },
      { label: "GET /healthz", weight: 10, send: (base: string) => timed(`${base}/healthz`), ok: (r: Timed) => r.status === 200 },
    ];
    const totalWeight = routes.reduce((t, r) => t + r.weight, 0);
    const stats = routes.map(() => ({ ms: [] as number[], bad: new Map<string, number>() }));
    let acked = 0;
    const started = performance.now();
    await loops(12, durationMs, async () => {
      const i = n++;
      // A fixed, well-spread sequence over the weighted routes (the same mix on every run).
      const pick = (i * 7919) % totalWeight;
      let k = 0;
      for (let acc = routes[0]?.weight ?? 0; acc <= pick; acc += routes[k]?.weight ?? 0) k++;
      const route = routes[k];
      const stat = stats[k];
      if (!route || !stat) return;
      const r = await route.send(i % 2 ? b.base : a.base, i);
      if (route.ok(r)) {
        stat.ms.push(r.ms);
        if (route.submission) acked++;
      } else {
        const key = r.error ?? `HTTP ${r.status}`;
        stat.bad.set(key, (stat.bad.get(key) ?? 0) + 1);
      }
      return undefined;
    });
    const seconds = (performance.now() - started) / 1000;
    const [{ stored = 0 } = {}] = await rows<{ stored: number }>(
      d,
      "select count(*)::int as stored from consultation_requests where email like $1",
      [`drill-load-${d.run}-%`],
    );
    const total = stats.reduce((t, s) => t + s.ms.length + [...s.bad.values()].reduce((x, y) => x + y, 0), 0);
    const errors = stats.reduce((t, s) => t + [...s.bad.values()].reduce((x, y) => x + y, 0), 0);
    const figures: Figure[] = [
      {
        scenario: "load",
        figure: `${total} requests in ${seconds.toFixed(1)} s over 2 instances, 12 clients: ${(total / seconds).toFixed(0)} req/s, ${errors} errors; ${acked} submissions acknowledged, ${stored} stored`,
        pass: errors === 0 && stored === acked,
      },
    ];
    routes.forEach((route, k) => {
      const stat = stats[k];
      if (!stat) return;
      const bad = [...stat.bad.entries()].map(([e, c]) => `${c}× ${e}`).join(", ");
      figures.push({
        scenario: "load",
        figure: `  ${route.label}: ${(stat.ms.length / seconds).toFixed(1)} req/s, p50 ${ms(percentile(stat.ms, 50))}, p99 ${ms(percentile(stat.ms, 99))}${bad ? `, failed ${bad}` : ""}`,
        pass: stat.bad.size === 0,
      });
    });
    return figures;
  },
};

/** SMTP down for 30 s while visitors submit: every e-mail delivered afterwards, each exactly once. */
const smtpDown: Scenario = {
  name: "smtp-down",
  mode: "smtp",
  async run(d) {
    const [a, b] = d.pair();
    let n = 0;
    let refused = 0;
    let acked = 0;
    let duringOutage = 0;
    let down = false;
    let upAt = 0;
    const outage = (async () => {
      await sleep(3_000);
      await d.smtp.down();
      down = true;
      await sleep(30_000);
      await d.smtp.up();
      down = false;
      upAt = Date.now();
    })();
    await loops(4, 36_000, async () => {
      const i = n++;
      const r = await timed(`${i % 2 ? b.base : a.base}/consultation.data`, {
        method: "POST",
        body: consultationForm(markerEmail("smtp", i, d.run)),
        headers: { "x-forwarded-for": clientIp(i) },
      });
      if (acknowledged(r)) {
        acked++;
        if (down) duringOutage++;
      } else refused++;
      await sleep(350);
      return undefined;
    });
    await outage;
    const outbox = await drainOutbox(d, "smtp", 60_000);
    const lastSent = Math.max(...outbox.map((r) => r.sent_at?.getTime() ?? 0));
    const ids = new Set(outbox.map((r) => `<${r.id}@outbox.nyayik>`));
    const deliveries = new Map<string, number>();
    for (const m of d.smtp.messages)
      if (ids.has(m.messageId)) deliveries.set(m.messageId, (deliveries.get(m.messageId) ?? 0) + 1);
    const lost = outbox.filter((r) => r.status !== "sent" || !deliveries.has(`<${r.id}@outbox.nyayik>`)).length;
    const duplicates = [...deliveries.values()].reduce((t, c) => t + c - 1, 0);
    const retried = outbox.filter((r) => r.attempts > 1).length;
    return [
      {
        scenario: "smtp-down",
        figure: `${acked} submissions acknowledged (${duringOutage} while SMTP was down 30 s), ${refused} refused; ${outbox.length} e-mails: ${deliveries.size} delivered, ${lost} lost, ${duplicates} duplicates; ${retried} needed retries; last delivered ${s1(lastSent - upAt)} after SMTP came back`,
        pass: refused === 0 && outbox.length === 2 * acked && lost === 0 && duplicates === 0 && duringOutage > 0,
      },
    ];
  },
};

/** EmailJS answering 429 and 500: retried with back-off, nothing lost, nothing sent twice. */
const emailjsFaults: Scenario = {
  name: "emailjs",
  mode: "emailjs",
  async run(d) {
    const [a, b] = d.pair();
    const count = 8;
    d.emailjs.failNext(429, "Too Many Requests", 6);
    d.emailjs.failNext(500, "Internal Server Error", 6);
    const attemptsBefore = d.emailjs.attempts.length;
    const results = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        timed(`${i % 2 ? b.base : a.base}/consultation.data`, {
          method: "POST",
          body: consultationForm(markerEmail("emailjs", i, d.run)),
          headers: { "x-forwarded-for": clientIp(1000 + i) },
        }),
      ),
    );
    const acked = results.filter(acknowledged).length;
    const outbox = await drainOutbox(d, "emailjs", 75_000);
    const attempts = d.emailjs.attempts.slice(attemptsBefore);
    const failed429 = attempts.filter((x) => x.status === 429).length;
    const failed500 = attempts.filter((x) => x.status === 500).length;
    // Each e-mail is identified at EmailJS by its template and the visitor's marker address in its parameters.
    const keys = d.emailjs.calls
      .map((c) => {
        const marker = /drill-emailjs-[\w]+-\d+@example\.com/.exec(JSON.stringify(c.template_params))?.[0];
        return marker ? `${c.template_id} ${marker}` : undefined;
      })
      .filter((k): k is string => k !== undefined);
    const unique = new Set(keys);
    const dead = outbox.filter((r) => r.status === "dead").length;
    const sent = outbox.filter((r) => r.status === "sent").length;
    const retried = outbox.filter((r) => r.attempts > 1);
    const waits = retried.map((r) => (r.sent_at?.getTime() ?? 0) - r.created_at.getTime());
    const minWait = waits.length ? Math.min(...waits) : 0;
    return [
      {
        scenario: "emailjs",
        figure: `${acked}/${count} submissions acknowledged; ${outbox.length} e-mails through ${failed429}× 429 and ${failed500}× 500: ${sent} sent, ${dead} dead, ${unique.size} delivered, ${keys.length - unique.size} duplicates; ${retried.length} retried after ≥ ${s1(minWait)} (back-off)`,
        pass:
          acked === count &&
          outbox.length === 2 * count &&
          sent === outbox.length &&
          unique.size === outbox.length &&
          keys.length === unique.size &&
          failed429 === 6 &&
          failed500 === 6 &&
          retried.length > 0 &&
          minWait >= 4_500,
      },
    ];
  },
};

/** Gemini hanging past the timeout: the visitor gets the SPEC error text, the server stays healthy. */
const geminiTimeout: Scenario = {
  name: "gemini",
  mode: "smtp",
  async run(d) {
    const [a, b] = d.pair();
    const chat = (base: string) =>
      timed(`${base}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": clientIp(2000) },
        body: JSON.stringify({ message: "What does trademark registration cost?", history: [] }),
      });
    d.gemini.setDelay(30_000);
    let probing = true;
    const probes: Timed[] = [];
    const prober = (async () => {
      while (probing) {
        probes.push(await timed(`${a.base}/healthz`), await timed(`${b.base}/healthz`), await timed(`${a.base}/consultation`));
        await sleep(200);
      }
    })();
    const chats = await Promise.all(Array.from({ length: 10 }, (_, i) => chat(i % 2 ? b.base : a.base)));
    probing = false;
    await prober;
    d.gemini.setDelay(0);
    const after = await chat(a.base);
    // Even chats went to A (SPEC error text), odd ones to B (GEMINI_FALLBACK=local: the local answer).
    const fromA = chats.filter((_, i) => i % 2 === 0);
    const fromB = chats.filter((_, i) => i % 2 === 1);
    const errorText = fromA.filter(
      (r) => r.status === 200 && r.body.includes("event: error") && r.body.includes(CHAT_ERROR_TEXT),
    );
    const local = fromB.filter((r) => r.status === 200 && r.body.includes("₹") && !r.body.includes("event: error"));
    const healthy = probes.filter((r) => r.status === 200);
    const slowProbe = Math.max(...probes.map((r) => r.ms));
    const recovered = after.status === 200 && after.body.includes('"delta"') && !after.body.includes("event: error");
    return [
      {
        scenario: "gemini",
        figure: `${errorText.length}/5 chats on A ended with the SPEC error text after p50 ${s1(
          percentile(
            fromA.map((r) => r.ms),
            50,
          ),
        )} (timeout 2 s); ${local.length}/5 on B (GEMINI_FALLBACK=local) answered by the local assistant after p50 ${s1(
          percentile(
            fromB.map((r) => r.ms),
            50,
          ),
        )}; ${healthy.length}/${probes.length} health and page probes 200 meanwhile (slowest ${ms(slowProbe)}); next chat answered: ${recovered ? "yes" : "no"}`,
        pass:
          errorText.length === 5 && local.length === 5 && healthy.length === probes.length && recovered && a.alive() && b.alive(),
      },
    ];
  },
};

/** One Razorpay webhook replayed 100× over both instances, with the browser's callback racing it. */
const webhookReplay: Scenario = {
  name: "webhook",
  mode: "smtp",
  async run(d) {
    const [a, b] = d.pair();
    const email = markerEmail("webhook", 0, d.run);
    const start = await timed(`${a.base}/payments/start`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": clientIp(3000) },
      body: new URLSearchParams({ slug: "gst-registration-and-filing", name: "Drill Payer", email, phone: "9876543210" }),
    });
    const link = [...d.razorpay.links.values()].find((l) => l.customer?.email === email);
    if (start.status !== 200 || !link) {
      return [
        {
          scenario: "webhook",
          figure: `could not start a payment: HTTP ${start.status} ${start.body.slice(0, 200)}`,
          pass: false,
        },
      ];
    }
    const hook = d.razorpay.webhook(link.id);
    const callback = d.razorpay.pay(link.id).query;
    const sends: Promise<Timed>[] = [];
    for (let i = 0; i < 100; i++) {
      sends.push(
        timed(`${i % 2 ? b.base : a.base}/payments/webhook`, { method: "POST", headers: hook.headers, body: hook.body }),
      );
      if (i === 50) sends.push(timed(`${b.base}/payments/callback?${callback}`));
    }
    const results = await Promise.all(sends);
    const callbackResult = results[51] as Timed;
    const hooks = results.filter((_, i) => i !== 51);
    const outcomes = new Map<string, number>();
    for (const r of hooks) {
      const key = r.status === 200 ? (/"status":"(\w+)"/.exec(r.body)?.[1] ?? "?") : `HTTP ${r.status || r.error}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    const paymentId = link.reference_id ?? "";
    const [payment] = await rows<{ status: string }>(d, "select status from payments where id = $1", [paymentId]);
    const [{ events = 0 } = {}] = await rows<{ events: number }>(
      d,
      "select count(*)::int as events from payment_events where event_id = $1",
      [hook.eventId],
    );
    const [{ receipts = 0, mails = 0 } = {}] = await rows<{ receipts: number; mails: number }>(
      d,
      `select count(*) filter (where payload->>'to' = $2)::int as receipts, count(*)::int as mails
         from outbox_messages where kind = 'payment-receipt' and payload::text like $1`,
      [`%${paymentId}%`, email],
    );
    const callbackOk =
      callbackResult.status === 303 && (callbackResult.headers.get("location") ?? "").includes(`/payments/${paymentId}/receipt`);
    const summary = [...outcomes.entries()].map(([k, c]) => `${c} ${k}`).join(", ");
    return [
      {
        scenario: "webhook",
        figure: `100 replays of one signed payment_link.paid (${summary}) + 1 racing callback (${callbackOk ? "303 to receipt" : `HTTP ${callbackResult.status}`}): payment ${payment?.status}, ${events} event row, ${receipts} receipt e-mail (${mails} payment e-mails in all)`,
        pass:
          hooks.every((r) => r.status === 200) &&
          (outcomes.get("processed") ?? 0) <= 1 &&
          callbackOk &&
          payment?.status === "paid" &&
          events === 1 &&
          receipts === 1,
      },
    ];
  },
};

/** SIGKILL of an instance mid-burst: every acknowledged submission is stored whole, nothing half-written. */
const killMidBurst: Scenario = {
  name: "kill",
  mode: "smtp",
  async run(d) {
    const [a] = d.pair();
    let n = 0;
    const ackedEmails: string[] = [];
    let killedAt = 0;
    let afterKill = 0;
    const killer = (async () => {
      while (ackedEmails.length < 30) await sleep(50);
      await sleep(100);
      killedAt = performance.now();
      await a.kill();
    })();
    await loops(12, 15_000, async () => {
      const i = n++;
      const r = await timed(`${a.base}/consultation.data`, {
        method: "POST",
        body: consultationForm(markerEmail("kill", i, d.run), { document: i % 2 === 0 }),
        headers: { "x-forwarded-for": clientIp(4000 + i) },
      });
      if (acknowledged(r)) ackedEmails.push(markerEmail("kill", i, d.run));
      if (r.status === 0) {
        afterKill++;
        return false;
      }
      return undefined;
    });
    await killer;
    const stored = await rows<{ email: string; mails: number; docs: number }>(
      d,
      `select c.email,
         (select count(*) from outbox_messages o where o.kind = 'consultation' and o.payload::text like '%' || c.email || '%')::int as mails,
         (select count(*) from uploads u where u.consultation_id = c.id and u.storage_key is not null)::int as docs
       from consultation_requests c where c.email like $1`,
      [`drill-kill-${d.run}-%`],
    );
    const byEmail = new Map(stored.map((r) => [r.email, r]));
    const missing = ackedEmails.filter((e) => !byEmail.has(e)).length;
    const withDocument = (email: string) => Number(/-(\d+)@/.exec(email)?.[1]) % 2 === 0;
    const halfWritten = stored.filter((r) => r.mails !== 2 || r.docs !== (withDocument(r.email) ? 1 : 0)).length;
    const [{ orphans = 0 } = {}] = await rows<{ orphans: number }>(
      d,
      `select count(*)::int as orphans from outbox_messages o where o.kind = 'consultation' and o.payload::text like $1
         and not exists (select 1 from consultation_requests c where o.payload::text like '%' || c.email || '%')`,
      [`%drill-kill-${d.run}-%`],
    );
    await d.restart(0);
    return [
      {
        scenario: "kill",
        figure: `A killed (SIGKILL) ${killedAt ? "mid-burst" : "?"} of 12 clients: ${ackedEmails.length} acknowledged, ${ackedEmails.length - missing} of them stored with their e-mails, ${missing} missing; ${stored.length} stored in all (${stored.length - ackedEmails.length + missing} never acknowledged), ${halfWritten} half-written, ${orphans} orphan e-mails; ${stored.reduce((n, r) => n + r.docs, 0)} documents in the shared S3 bucket; ${afterKill} clients saw the connection drop`,
        pass: missing === 0 && halfWritten === 0 && orphans === 0 && ackedEmails.length > 0,
      },
    ];
  },
};

/** The database unreachable for 10 s: DB-backed requests answer a clear 503 fast, and the server recovers by itself. */
const databaseOutage: Scenario = {
  name: "db-outage",
  mode: "smtp",
  async run(d) {
    const [a, b] = d.pair();
    const receipt = `/payments/${randomUUID()}/receipt`;
    type Kind = "page" | "form" | "form-js" | "static" | "health";
    const kinds: Kind[] = ["page", "form", "form-js", "static", "health"];
    const log: { kind: Kind; inst: number; t0: number; t1: number; r: Timed }[] = [];
    const t = () => performance.now();
    let cutAt = 0;
    let restoredAt = 0;
    let n = 0;
    const send = (kind: Kind, base: string, i: number) => {
      const headers = { "x-forwarded-for": clientIp(5000 + i) };
      if (kind === "page") return timed(`${base}${receipt}`);
      if (kind === "static") return timed(`${base}/`);
      if (kind === "health") return timed(`${base}/healthz`);
      if (kind === "form")
        return timed(`${base}/consultation`, {
          method: "POST",
          headers,
          body: consultationUrlencoded(markerEmail("outage", i, d.run)),
        });
      return timed(`${base}/consultation.data`, {
        method: "POST",
        headers,
        body: consultationForm(markerEmail("outage", i, d.run)),
      });
    };
    const recoveredAt: (number | undefined)[] = [undefined, undefined];
    const outage = (async () => {
      await sleep(3_000);
      cutAt = t();
      await d.proxy.cut();
      await sleep(10_000);
      await d.proxy.restore();
      restoredAt = t();
    })();
    await loops(6, 40_000, async () => {
      const i = n++;
      const kind = kinds[i % kinds.length] as Kind;
      const inst = Math.floor(i / kinds.length) % 2;
      const t0 = t();
      const r = await send(kind, inst ? b.base : a.base, i);
      const t1 = t();
      log.push({ kind, inst, t0, t1, r });
      if (restoredAt && t0 > restoredAt && kind === "page" && r.status === 404) recoveredAt[inst] ??= t1;
      await sleep(50);
      // Stop once both instances served a database page again and a little more traffic went through.
      return !(restoredAt && recoveredAt[0] && recoveredAt[1] && t() - Math.max(recoveredAt[0], recoveredAt[1]) > 2_000);
    });
    await outage;
    const expected = (e: (typeof log)[number]) => {
      const { kind, r } = e;
      const outage503 = r.status === 503 && r.headers.has("retry-after");
      if (kind === "static") return r.status === 200;
      if (kind === "health") return r.status === 200 || r.status === 503;
      if (kind === "page") return r.status === 404 || (outage503 && r.body.includes(OUTAGE_TITLE));
      if (kind === "form") return r.status === 303 || (outage503 && r.body.includes(SEND_FAILURE));
      return acknowledged(r) || (outage503 && r.body.includes(SEND_FAILURE));
    };
    const during = log.filter((e) => e.t0 >= cutAt && e.t1 <= restoredAt && e.kind !== "static" && e.kind !== "health");
    const clear503 = during.filter((e) => e.r.status === 503 && expected(e)).length;
    const unexpected = log.filter((e) => !expected(e));
    const slowest = Math.max(...during.map((e) => e.r.ms));
    const staticDuring = log.filter((e) => e.t0 >= cutAt && e.t1 <= restoredAt && e.kind === "static");
    const describe = [...new Set(unexpected.map((e) => `${e.kind} ${e.r.status || e.r.error}`))].slice(0, 4).join(", ");
    const recovery = recoveredAt.map((x) => (x ? s1(x - restoredAt) : "never")).join(" / ");
    return [
      {
        scenario: "db-outage",
        figure: `database cut 10 s: ${clear503}/${during.length} page and form requests answered 503 with our text and Retry-After (slowest ${ms(slowest)}); ${staticDuring.filter((e) => e.r.status === 200).length}/${staticDuring.length} prerendered pages still 200; ${unexpected.length} unexpected answers${describe ? ` (${describe})` : ""}; recovered by itself A / B after ${recovery}; both processes alive: ${a.alive() && b.alive() ? "yes" : "no"}`,
        pass:
          during.length > 0 &&
          clear503 === during.length &&
          unexpected.length === 0 &&
          slowest < 10_000 &&
          recoveredAt.every((x) => x !== undefined) &&
          a.alive() &&
          b.alive(),
      },
    ];
  },
};

export const SCENARIOS: Scenario[] = [load, smtpDown, geminiTimeout, webhookReplay, killMidBurst, databaseOutage];
export const EMAILJS_SCENARIOS: Scenario[] = [emailjsFaults];
