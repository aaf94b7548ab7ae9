import "./assert-node.mjs";
import http from "node:http";
import { parseArgs } from "node:util";

// `node scripts/bench-serve.ts --url http://127.0.0.1:3401/ [--url …] [--connections 50] [--seconds 10]`
//
// A small, bounded HTTP load generator (autocannon is not installed): N keep-alive connections, each
// sending the next GET as soon as the previous response has been read in full, for a fixed time.
// Requests carry a browser's Accept-Encoding (`--encoding identity` to ask for none). Only loopback
// targets are accepted. Several --url are measured one after another, in the order given; --rounds R
// repeats that sequence R times (so a before/after comparison alternates). Prints requests per second,
// latency percentiles, the encoding and body size of the answers, and any non-2xx/3xx answers.

const { values: args } = parseArgs({
  options: {
    url: { type: "string", multiple: true },
    connections: { type: "string", default: "50" },
    seconds: { type: "string", default: "10" },
    encoding: { type: "string", default: "gzip, deflate, br, zstd" },
    rounds: { type: "string", default: "1" },
  },
});
const urls = args.url ?? [];
if (!urls.length) {
  console.error("usage: node scripts/bench-serve.ts --url http://127.0.0.1:PORT/path [--url …]");
  process.exit(2);
}
for (const u of urls) {
  const host = new URL(u).hostname;
  if (!/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(host)) {
    console.error(`refusing ${u}: this benchmark only targets this machine (loopback)`);
    process.exit(2);
  }
}
const connections = Math.max(1, Number(args.connections) || 50);
const seconds = Math.min(60, Math.max(1, Number(args.seconds) || 10));
const rounds = Math.min(10, Math.max(1, Number(args.rounds) || 1));

type Outcome = { requests: number; errors: number; bad: number; latencies: number[]; bytes: number; encoding: string };

async function load(url: string): Promise<Outcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const out: Outcome = { requests: 0, errors: 0, bad: 0, latencies: [], bytes: 0, encoding: "" };
  const stopAt = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.get(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          headers: { "accept-encoding": args.encoding },
        },
        (res) => {
          let bytes = 0;
          res.on("data", (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on("end", () => {
            out.latencies.push(performance.now() - started);
            out.requests++;
            out.bytes = bytes;
            out.encoding = String(res.headers["content-encoding"] ?? "identity");
            if ((res.statusCode ?? 0) >= 400) out.bad++;
            resolve();
          });
        },
      );
      req.on("error", () => {
        out.errors++;
        resolve();
      });
    });
  const worker = async () => {
    while (performance.now() < stopAt) await one();
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return out;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

console.log(`${connections} connections, ${seconds} s each, Accept-Encoding: ${args.encoding}`);
for (let round = 1; round <= rounds; round++) {
  for (const url of urls) {
    const o = await load(url);
    const sorted = o.latencies.sort((a, b) => a - b);
    console.log(
      `${rounds > 1 ? `[${round}] ` : ""}${url}: ${Math.round(o.requests / seconds)} req/s, latency p50 ${pct(sorted, 50).toFixed(1)} ms, p99 ${pct(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; ${o.encoding} ${o.bytes} B; ${o.bad} answers ≥ 400, ${o.errors} errors`,
    );
  }
}
