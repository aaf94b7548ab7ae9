import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { parseConfig } from "#app/lib/config.server.ts";

/**
 * DESIGN.md "Security baseline": secrets live only on the server. This builds the site with a
 * canary value in every secret variable, then reads everything the browser can fetch (scripts,
 * prerendered HTML and .data, styles) for those values, for the built-in test-gateway secret, for
 * the names of secret settings and for strings shaped like keys.
 */
const CANARIES = {
  RAZORPAY_KEY_ID: "rzp_test_CanaryKeyId0001",
  RAZORPAY_KEY_SECRET: "canary-razorpay-key-secret-5f1c",
  RAZORPAY_WEBHOOK_SECRET: "canary-razorpay-webhook-secret-9a2e",
  TEST_GATEWAY_SECRET: "canary-test-gateway-secret-77d0",
  GEMINI_API_KEY: "canary-gemini-api-key-3b8a",
  EMAILJS_PRIVATE_KEY: "canary-emailjs-private-key-c4d2",
  SMTP_URL: "smtp://mailer:canary-smtp-password-e6f1@127.0.0.1:2525",
  DATABASE_URL: "postgres://app:canary-db-password-1a9b@127.0.0.1:5432/app",
};
const SECRET_VALUES = [
  ...Object.values(CANARIES),
  "canary-smtp-password-e6f1",
  "canary-db-password-1a9b",
  // The built-in default, compiled into config.server.ts: finding it would mean config reached the browser.
  parseConfig({}).payments.keySecret,
];
const KEY_LIKE: [string, RegExp][] = [
  ["Razorpay key", /rzp_(?:test|live)_[A-Za-z0-9]{8,}/],
  ["Google API key", /AIza[0-9A-Za-z_-]{30,}/],
  ["private key block", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ["URL with a password", /\b(?:postgres(?:ql)?|mysql|smtps?|redis):\/\/[^\s"'`/:@]+:[^\s"'`@]+@/],
  [
    "secret setting name",
    /RAZORPAY_KEY_SECRET|RAZORPAY_WEBHOOK_SECRET|TEST_GATEWAY_SECRET|GEMINI_API_KEY|EMAILJS_PRIVATE_KEY|key_secret|keySecret|webhookSecret/,
  ],
];
const TEXT_FILE = /\.(?:js|mjs|css|html|data|json|map|txt|xml|svg)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && TEXT_FILE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

test("the client build holds no secret value and nothing shaped like a key, even when every secret is set at build time", {
  timeout: 180_000,
}, () => {
  const root = path.resolve(import.meta.dirname, "..");
  // Inside the project (data/ is git-ignored): the prerender step imports the server build, which
  // must resolve node_modules from where it is written.
  mkdirSync(path.join(root, "data"), { recursive: true });
  const out = mkdtempSync(path.join(root, "data", "client-secrets-"));
  try {
    execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
      cwd: root,
      env: { ...process.env, ...CANARIES, BUILD_DIR: out },
      stdio: "pipe",
    });
    const files = filesUnder(path.join(out, "client"));
    expect(files.filter((f) => f.endsWith(".js")).length).toBeGreaterThan(3);
    const findings: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const rel = path.relative(out, file);
      for (const secret of SECRET_VALUES)
        if (text.includes(secret)) findings.push(`${rel}: secret value ${secret.slice(0, 12)}…`);
      for (const [name, pattern] of KEY_LIKE) {
        const match = pattern.exec(text);
        if (match) findings.push(`${rel}: ${name} "${match[0].slice(0, 40)}"`);
      }
    }
    expect(findings).toEqual([]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
