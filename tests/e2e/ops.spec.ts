import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test.ts";

// The operations surface of the built server, each test on its own server process (free port,
// throw-away PGlite): request ids in JSON logs, /healthz and /readyz, /metrics behind its token,
// rate limits that a spoofed X-Forwarded-For cannot dodge, and a SIGTERM that drains a request.

const root = path.resolve(import.meta.dirname, "../..");
const TOKEN = "ops-e2e-metrics-token-0123";

type Started = {
  url: string;
  lines: Record<string, unknown>[];
  process: ChildProcess;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

/** Starts `node server/index.ts` on the build with PORT=0 and reads its port from the JSON start-up line. */
async function startServer(env: Record<string, string> = {}): Promise<Started> {
  const dir = mkdtempSync(path.join(tmpdir(), "ops-e2e-"));
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      PORT: "0",
      HOST: "127.0.0.1",
      SITE_URL: "http://127.0.0.1:3000",
      PGLITE_DIR: path.join(dir, "pglite"),
      LOG_LEVEL: "info",
      OUTBOX_POLL_MS: "200",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: Record<string, unknown>[] = [];
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split("\n");
      buffered = parts.pop() ?? "";
      for (const part of parts) {
        const line = JSON.parse(part) as Record<string, unknown>;
        lines.push(line);
        if (typeof line.port === "number") resolve(`http://127.0.0.1:${line.port}`);
      }
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening`)));
  });
  return {
    url,
    lines,
    process: child,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A newsletter sign-up without JavaScript; the answer's status once its body has been read. */
async function newsletter(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ email: `reader${Math.random().toString(36).slice(2)}@example.in`, source: "footer" }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response;
}

test("with no proxy trusted, a spoofed X-Forwarded-For does not dodge the rate limit; /metrics counts the refusal", async () => {
  const server = await startServer({ RATE_LIMIT_PER_MINUTE: "3", METRICS_TOKEN: TOKEN });
  try {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) statuses.push((await newsletter(server.url, { "X-Forwarded-For": `198.51.100.${i}` })).status);
    expect(statuses).toEqual([303, 303, 303, 429]);

    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/nyayik_rate_limit_refusals_total\{limit="newsletter"\} 1/);
    expect(text).toMatch(/nyayik_http_request_duration_seconds_count\{method="POST",route="\/newsletter",status="429"\} 1/);
    expect(text).toContain("nyayik_outbox_oldest_pending_age_seconds");
    expect(text).toContain("nyayik_payments");
    expect(text).toContain("nyayik_assistant_replies_total");
  } finally {
    await server.stop();
  }
});

test("behind one trusted proxy (TRUST_PROXY=1) the client address comes from X-Forwarded-For; /metrics is 404 without a token", async () => {
  const server = await startServer({ RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "1" });
  try {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) statuses.push((await newsletter(server.url, { "X-Forwarded-For": `198.51.100.${i}` })).status);
    expect(statuses).toEqual([303, 303, 303, 303]);
    expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  } finally {
    await server.stop();
  }
});

test("every response has an X-Request-Id that the JSON log line of the request carries; health and readiness answer", async () => {
  const server = await startServer({ METRICS_TOKEN: TOKEN });
  try {
    const page = await fetch(`${server.url}/service/gst-registration`);
    await page.text();
    const id = page.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // Decision 094: no camera, microphone, location or payment request for the site or what it frames.
    for (const url of ["/", "/service/gst-registration", "/admin/login", "/healthz"]) {
      const policy = (await fetch(`${server.url}${url}`)).headers.get("permissions-policy") ?? "";
      expect(policy).toContain("camera=()");
      expect(policy).toContain("geolocation=()");
      expect(policy).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
    }
    await expect
      .poll(() => server.lines.find((l) => l.reqId === id && l.msg === "request"))
      .toMatchObject({
        level: "info",
        route: "/service/:slug",
        status: 200,
      });
    const kept = await fetch(`${server.url}/`, { headers: { "X-Request-Id": "edge-7d1f0c2b9a" } });
    await kept.text();
    expect(kept.headers.get("x-request-id")).toBe("edge-7d1f0c2b9a");

    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    // Anyone learns ready or not; the checks' detail needs the metrics token (decision 094).
    const bare = await fetch(`${server.url}/readyz`);
    expect(bare.status).toBe(200);
    expect(await bare.json()).toEqual({ status: "ready" });
    const ready = await fetch(`${server.url}/readyz`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: "ready",
      checks: { database: { ok: true }, migrations: { ok: true }, outbox: { ok: true }, process: { ok: true } },
    });
    // A cross-site form post is refused and logged as one warning, without a stack trace (decision 094).
    const crossSite = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.in&password=x",
    });
    expect(crossSite.status).toBeGreaterThanOrEqual(400);
    expect(crossSite.status).toBeLessThan(500);
    await expect
      .poll(() => server.lines.find((l) => String(l.msg).startsWith("refused a cross-site POST")))
      .toMatchObject({ level: "warn", msg: "refused a cross-site POST (Origin: https://evil.example)" });
    expect(server.lines.filter((l) => l.level === "error" || /\n\s+at /.test(String(l.msg)))).toEqual([]);
    // Every line is JSON with a level (the start-up line included), none is plain text.
    expect(server.lines.every((l) => typeof l.level === "string")).toBe(true);
  } finally {
    await server.stop();
  }
});

test("SIGTERM lets a consultation request that is still uploading finish, then exits 0", async () => {
  const server = await startServer();
  try {
    const body = new URLSearchParams({
      fullName: "Priya Sharma",
      email: "priya@example.in",
      phone: "9876543210",
      city: "Dhanbad",
      serviceType: "trademark",
      details: "Word mark for a spice brand",
      agreeToTerms: "on",
    }).toString();
    const half = Math.floor(body.length / 2);
    const { hostname: host, port } = new URL(server.url);
    let sendRest: () => void = () => {};
    const answered = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = httpRequest(
        {
          host,
          port,
          path: "/consultation",
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, half));
      sendRest = () => req.end(body.slice(half));
    });
    // The request is in flight (half its body sent) when the signal arrives.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Not accepting new connections any more …
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    // … but the one in flight completes.
    sendRest();
    expect(await answered).toEqual({ status: 303, connection: "close" });
    expect(await server.exited).toBe(0);
    expect(server.lines.find((l) => l.msg === "shutdown: complete")).toMatchObject({ http: "drained" });
  } finally {
    await server.stop();
  }
});
