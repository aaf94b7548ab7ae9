import "./assert-node.mjs";
import { parseArgs } from "node:util";
import { answerLocally, assistantFor } from "../app/features/assistant/local-assistant.server.ts";
import { loadContent } from "../app/features/catalogue/content.server.ts";
import { largestChatRequest, manySubjectsRequest, ordinaryConversation } from "../tests/support/chat-shapes.ts";

/**
 * How much CPU one local-assistant reply costs. Times (process CPU, not wall clock) the reply to
 * (1) the last message of an ordinary conversation of `--turns` visitor turns, and (2) the largest
 * request the chat schema accepts (longest message, the most history turns, each as long as allowed,
 * with words that hit the search index), and (3) the most history turns, each a short new subject (the
 * shape that once cost twice as much with every turn). Prints median, p95 and p99 per case in milliseconds.
 *
 *   npm run bench:assistant [-- --turns 20 --runs 200]
 */

const { values: args } = parseArgs({
  options: { turns: { type: "string", default: "20" }, runs: { type: "string", default: "200" } },
});
const turns = Number(args.turns);
const runs = Number(args.runs);
if (!Number.isInteger(turns) || turns < 1 || !Number.isInteger(runs) || runs < 1) {
  console.error("bench: --turns and --runs must be whole numbers ≥ 1");
  process.exit(2);
}

const index = assistantFor(loadContent());

function cpuMs(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

const cases = [
  { name: `${turns}-turn conversation`, request: ordinaryConversation(turns) },
  { name: "largest accepted request", request: largestChatRequest() },
  { name: "20 turns of new subjects", request: manySubjectsRequest() },
];
console.log(`bench:assistant — CPU ms per reply, ${runs} runs each (after 3 warm-up runs)`);
for (const { name, request } of cases) {
  for (let i = 0; i < 3; i++) answerLocally(index, request.message, request.history);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(cpuMs(() => answerLocally(index, request.message, request.history)));
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2);
  console.log(
    `${name.padEnd(28)} median ${f(quantile(times, 0.5))}  p95 ${f(quantile(times, 0.95))}  p99 ${f(quantile(times, 0.99))}  max ${f(times.at(-1) ?? 0)}`,
  );
}
