import { randomBytes } from "node:crypto";
import { hashPassword } from "../../app/features/auth/password.server.ts";
import { THROTTLE } from "../../app/features/auth/throttle.server.ts";
import { clientIp, timed } from "./http.ts";
import type { Drill, Figure, Scenario } from "./scenarios.ts";

/**
 * Decision 092: 100 wrong passwords sent at once against one staff account, half to each instance,
 * each from its own address (so only the account's lockout can stop them). The figure is how many
 * real password checks (scrypt runs) the two instances performed, read from
 * `nyayik_password_checks_total` on each one's /metrics before and after: it must not exceed the
 * lockout threshold. Afterwards even the right password must wait.
 */
export const DRILL_METRICS_TOKEN = "drill-metrics-token-2026-11";

const ATTEMPTS = 100;
const PASSWORD = "quarry lantern mango 47";

async function passwordChecks(base: string): Promise<number> {
  const response = await timed(`${base}/metrics`, { headers: { authorization: `Bearer ${DRILL_METRICS_TOKEN}` } });
  if (response.status !== 200) throw new Error(`${base}/metrics answered ${response.status}`);
  const value = /^nyayik_password_checks_total (\S+)$/m.exec(response.body)?.[1];
  return Number(value ?? 0);
}

function signIn(base: string, email: string, password: string, n: number) {
  return timed(`${base}/admin/login`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
      "x-forwarded-for": clientIp(40_000 + n),
    },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

export const staffLockout: Scenario = {
  name: "staff-lockout",
  mode: "smtp",
  async run(d: Drill): Promise<Figure[]> {
    const [a, b] = d.pair();
    const email = `lockout-${d.run}-${randomBytes(3).toString("hex")}@drill.example`;
    await d.sql.query("insert into staff_users (email, name, role, password_hash) values ($1, $2, 'staff', $3)", [
      email,
      "Drill Lockout",
      await hashPassword(PASSWORD),
    ]);
    const before = (await passwordChecks(a.base)) + (await passwordChecks(b.base));
    const t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => signIn(i % 2 ? b.base : a.base, email, `wrong guess ${i}`, i)),
    );
    const seconds = (performance.now() - t0) / 1000;
    const checks = (await passwordChecks(a.base)) + (await passwordChecks(b.base)) - before;
    const locked = answers.filter((r) => r.status === 401 && r.body.includes("Too many sign-in attempts")).length;
    const wrong = answers.filter((r) => r.status === 401 && !r.body.includes("Too many sign-in attempts")).length;
    const other = answers.filter((r) => r.status !== 401);
    const right = await signIn(a.base, email, PASSWORD, ATTEMPTS + 1);
    const waits = right.status === 401 && right.body.includes("Too many sign-in attempts");
    const threshold = THROTTLE.account.free;
    return [
      {
        scenario: "staff-lockout",
        figure: `${ATTEMPTS} parallel wrong passwords on one staff account (both instances, ${ATTEMPTS} addresses) in ${seconds.toFixed(1)} s: ${checks} real password checks (lockout threshold ${threshold}); ${wrong} answered wrong password, ${locked} told to wait, ${other.length} other${other.length ? ` (${[...new Set(other.map((r) => r.status || r.error))].join(", ")})` : ""}; right password then waits: ${waits ? "yes" : "no"}`,
        pass: checks >= 1 && checks <= threshold && wrong === checks && locked === ATTEMPTS - checks && waits,
      },
    ];
  },
};
