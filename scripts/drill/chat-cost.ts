import { largestChatRequest, manySubjectsRequest } from "../../tests/support/chat-shapes.ts";
import { clientIp, percentile, sleep, type Timed, timed } from "./http.ts";
import type { Scenario } from "./scenarios.ts";

const ms = (v: number) => `${Math.round(v)} ms`;

/**
 * The heaviest chat requests the schema accepts (the longest turns, and the most turns of new
 * subjects), sent back to back by four clients for ten seconds while /healthz is polled on the same
 * instance: one visitor's request must never hold up everyone else's.
 */
export const chatCost: Scenario = {
  name: "chat-cost",
  mode: "emailjs",
  async run(d) {
    const [a] = d.pair();
    const bodies = [JSON.stringify(largestChatRequest()), JSON.stringify(manySubjectsRequest())];
    const chats: Timed[] = [];
    const probes: Timed[] = [];
    let running = true;
    const prober = (async () => {
      while (running) {
        probes.push(await timed(`${a.base}/healthz`));
        await sleep(20);
      }
    })();
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 4 }, async (_, c) => {
        for (let n = 0; Date.now() - started < 10_000; n++) {
          chats.push(
            await timed(`${a.base}/api/chat`, {
              method: "POST",
              headers: { "content-type": "application/json", "x-forwarded-for": clientIp(3000 + c * 1000 + n) },
              body: bodies[n % 2],
            }),
          );
        }
      }),
    );
    running = false;
    await prober;
    const answered = chats.filter((r) => r.status === 200 && r.body.includes('"delta"') && !r.body.includes("event: error"));
    const healthy = probes.filter((r) => r.status === 200);
    const healthP99 = percentile(
      probes.map((r) => r.ms),
      99,
    );
    return [
      {
        scenario: "chat-cost",
        figure: `${answered.length}/${chats.length} largest-shape chats answered (p50 ${ms(
          percentile(
            chats.map((r) => r.ms),
            50,
          ),
        )}, p99 ${ms(
          percentile(
            chats.map((r) => r.ms),
            99,
          ),
        )}); /healthz meanwhile ${healthy.length}/${probes.length} OK, p99 ${ms(healthP99)}`,
        pass: chats.length > 0 && answered.length === chats.length && healthy.length === probes.length && healthP99 < 250,
      },
    ];
  },
};
