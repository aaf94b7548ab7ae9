import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

test.each([
  [{ PORT: "not-a-port" }, "PORT"],
  [{ RAZORPAY_KEY_ID: "rzp_test_only_one" }, "RAZORPAY_KEY_SECRET"],
  [{ DATABASE_URL: "nope" }, "DATABASE_URL"],
  // A public production site with no Razorpay keys must not quietly take fake payments.
  [{ NODE_ENV: "production", SITE_URL: "https://nyayik.in" }, "PAYMENTS_MODE"],
  [{ NODE_ENV: "production", SITE_URL: "https://nyayik.in", PAYMENTS_MODE: "test" }, "TEST_GATEWAY_SECRET"],
  [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
  // Decision 094: a deployment must name a public address; compose's old default does not pass.
  [{ NODE_ENV: "production" }, "SITE_URL"],
  [{ NODE_ENV: "production", SITE_URL: "https://localhost" }, "SITE_URL"],
  // Decision 093: sign-in codes and reset links must be deliverable on a public site.
  [{ NODE_ENV: "production", SITE_URL: "https://nyayik.in", RAZORPAY_KEY_ID: "k", RAZORPAY_KEY_SECRET: "s" }, "SMTP_URL"],
])("the server refuses to start with %j and prints one line naming %s", (env, name) => {
  const result = spawnSync(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stdout).toBe("");
  const lines = result.stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name}: `));
});
