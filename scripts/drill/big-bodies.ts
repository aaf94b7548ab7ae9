import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { clientIp, sleep, timed } from "./http.ts";
import type { Instance } from "./instances.ts";
import type { Figure, Scenario } from "./scenarios.ts";

/**
 * Hardening issue 22 item 2 (decision 090): 20 clients at once each stream a 100 MB chunked body
 * (no Content-Length) to a small-form route — sign-in, forgot, verify, payment start, chat
 * hand-off, newsletter, contact — spread over both instances, while the instances' resident
 * memory is sampled every 50 ms. Every body must be stopped near its route's limit: no 5xx, no
 * instance dies, and neither instance's peak RSS grows by more than PEAK_GROWTH_LIMIT_MB.
 */

const MB = 1024 * 1024;
const CLIENTS = 20;
const BODY_BYTES = 100 * MB;
const PEAK_GROWTH_LIMIT_MB = 150;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

const TARGETS: { path: string; type: string; first: string }[] = [
  { path: "/admin/login", type: "application/x-www-form-urlencoded", first: "email=a%40b.in&password=" },
  { path: "/account/login", type: "application/x-www-form-urlencoded", first: "email=" },
  { path: "/account/verify", type: "application/x-www-form-urlencoded", first: "code=" },
  { path: "/admin/forgot", type: "application/x-www-form-urlencoded", first: "email=" },
  { path: "/payments/start", type: "application/x-www-form-urlencoded", first: "slug=msme-registration&name=" },
  { path: "/api/chat/handoff", type: "application/json", first: '{"fullName":"' },
  { path: "/newsletter", type: "application/x-www-form-urlencoded", first: "email=" },
  { path: "/contact", type: "application/x-www-form-urlencoded", first: "message=" },
];

/** Resident memory of a process in MB, from /proc (Linux); NaN when it is gone. */
function rssMb(instance: Instance): number {
  try {
    const status = readFileSync(`/proc/${instance.process.pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

type Sent = { status: number; sentBytes: number; error?: string };

/** Streams `bytes` of chunked body to `path`, stopping as soon as the server answers or closes. */
function sendChunked(port: number, target: (typeof TARGETS)[number], ip: string, bytes: number): Promise<Sent> {
  return new Promise((resolve) => {
    let sentBytes = 0;
    let finished = false;
    let status = 0;
    const done = (error?: string) => {
      if (finished) return;
      finished = true;
      resolve({ status, sentBytes, ...(error ? { error } : {}) });
    };
    const req = httpRequest({
      host: "127.0.0.1",
      port,
      path: target.path,
      method: "POST",
      agent: false,
      // Same-origin, as a browser's form post: the body must reach the reader, not stop at the origin check.
      headers: {
        "content-type": target.type,
        "transfer-encoding": "chunked",
        "x-forwarded-for": ip,
        origin: `http://127.0.0.1:${port}`,
      },
      timeout: 60_000,
    });
    req.on("response", (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on("end", () => {
        req.destroy();
        done();
      });
    });
    req.on("timeout", () => {
      req.destroy();
      done("timeout");
    });
    req.on("error", (e: Error & { code?: string }) => done(status ? undefined : (e.code ?? e.message)));
    const pump = () => {
      while (!finished && !req.destroyed && sentBytes < bytes) {
        const chunk = sentBytes === 0 ? Buffer.from(target.first) : CHUNK;
        sentBytes += chunk.byteLength;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!finished && !req.destroyed) req.end();
    };
    pump();
  });
}

export const bigBodies: Scenario = {
  name: "big-bodies",
  mode: "smtp",
  async run(d): Promise<Figure[]> {
    const pair = d.pair();
    const baseline = pair.map(rssMb);
    const peak = [...baseline];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        pair.forEach((instance, i) => {
          peak[i] = Math.max(peak[i] ?? 0, rssMb(instance));
        });
        await sleep(50);
      }
    })();
    const t0 = performance.now();
    const results = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) => {
        const target = TARGETS[i % TARGETS.length] as (typeof TARGETS)[number];
        const instance = pair[i % 2] as Instance;
        return sendChunked(instance.port, target, clientIp(20_000 + i), BODY_BYTES).then((r) => ({ ...r, path: target.path }));
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    await sleep(500);
    sampling = false;
    await sampler;
    const probes = await Promise.all(pair.map((instance) => timed(`${instance.base}/healthz`)));
    const statuses = new Map<string, number>();
    for (const r of results) {
      const key = r.status ? String(r.status) : `closed (${r.error ?? "?"})`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    const fivexx = results.filter((r) => r.status >= 500);
    const maxSentMb = Math.max(...results.map((r) => r.sentBytes)) / MB;
    const growth = peak.map((p, i) => p - (baseline[i] ?? 0));
    const healthy = probes.every((p) => p.status === 200) && pair.every((instance) => instance.alive());
    const mb = (v: number) => `${Math.round(v)} MB`;
    const figure = [
      `${CLIENTS} parallel ${BODY_BYTES / MB} MB chunked bodies to ${TARGETS.length} small-form routes over 2 instances in ${seconds.toFixed(1)} s:`,
      `answers ${[...statuses].map(([s, c]) => `${c}× ${s}`).join(", ")};`,
      `at most ${maxSentMb.toFixed(1)} MB of a body sent before the server stopped it;`,
      `peak RSS A ${mb(peak[0] ?? 0)} / B ${mb(peak[1] ?? 0)} (from ${mb(baseline[0] ?? 0)} / ${mb(baseline[1] ?? 0)}, +${mb(growth[0] ?? 0)} / +${mb(growth[1] ?? 0)}; limit +${PEAK_GROWTH_LIMIT_MB} MB);`,
      `health afterwards: ${healthy ? "200 on both" : "FAILED"}`,
    ].join(" ");
    return [
      {
        scenario: "big-bodies",
        figure,
        pass: fivexx.length === 0 && healthy && growth.every((g) => g <= PEAK_GROWTH_LIMIT_MB) && maxSentMb < BODY_BYTES / MB,
      },
    ];
  },
};
