import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { ConfigError, ENV_NAMES, parseConfig } from "./config.server.ts";

test("no variables: the embedded defaults", () => {
  const config = parseConfig({});
  expect(config.port).toBe(3000);
  expect(config.database).toEqual({ kind: "pglite", dir: "./data/pglite" });
  expect(config.mail.transport).toEqual({ kind: "log" });
  expect(config.assistant).toEqual({ kind: "local" });
  expect(config.payments.mode).toBe("test-gateway");
  expect(Object.isFrozen(config)).toBe(true);
});

test("integrations switch on as a group", () => {
  const config = parseConfig({
    DATABASE_URL: "postgres://u@db:5432/app",
    SMTP_URL: "smtp://127.0.0.1:2525",
    GEMINI_API_KEY: "k",
    RAZORPAY_KEY_ID: "rzp_test_x",
    RAZORPAY_KEY_SECRET: "s",
  });
  expect(config.database.kind).toBe("postgres");
  expect(config.mail.transport.kind).toBe("smtp");
  expect(config.assistant.kind).toBe("gemini");
  expect(config.payments.mode).toBe("razorpay");
});

test.each([
  [{ PORT: "eighty" }, "PORT"],
  [{ PORT: "70000" }, "PORT"],
  [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
  [{ SITE_URL: "localhost" }, "SITE_URL"],
  [{ RAZORPAY_KEY_ID: "rzp_test_only" }, "RAZORPAY_KEY_SECRET"],
  [{ EMAILJS_SERVICE_ID: "svc" }, "EMAILJS_SERVICE_ID"],
  [{ STAFF_EMAIL: "office" }, "STAFF_EMAIL"],
  [{ GEMINI_TIMEOUT_MS: "5" }, "GEMINI_TIMEOUT_MS"],
])("a malformed %j stops start-up with one line naming %s", (env, name) => {
  expect(() => parseConfig(env)).toThrow(ConfigError);
  try {
    parseConfig(env);
  } catch (error) {
    const message = (error as Error).message;
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name}: `));
    expect(message).not.toContain("\n");
  }
});

test.each([
  [undefined, undefined],
  ["", undefined],
  ["919876543210", "919876543210"],
  ["+91 98765-43210", "919876543210"],
])("WHATSAPP_NUMBER %j is read as %j", (value, number) => {
  expect(parseConfig(value === undefined ? {} : { WHATSAPP_NUMBER: value }).whatsappNumber).toBe(number);
});

test.each(["9876543210", "91987654321", "44 20 7946 0000", "91abc"])("WHATSAPP_NUMBER %j stops start-up naming it", (value) => {
  expect(() => parseConfig({ WHATSAPP_NUMBER: value })).toThrow("WHATSAPP_NUMBER");
});

const PUBLIC = { NODE_ENV: "production", SITE_URL: "https://nyayik.in", SMTP_URL: "smtp://mx:25" };

test("a public production site refuses the test gateway unless PAYMENTS_MODE=test is explicit", () => {
  expect(() => parseConfig(PUBLIC)).toThrow(
    /^Invalid configuration: PAYMENTS_MODE: payments would run on the built-in test gateway/,
  );
  // Razorpay keys, or a local production run, start as before.
  expect(parseConfig({ ...PUBLIC, RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "s" }).payments.mode).toBe("razorpay");
  expect(parseConfig({ NODE_ENV: "production", HOST: "127.0.0.1", SITE_URL: "http://127.0.0.1:3000" }).payments.mode).toBe(
    "test-gateway",
  );
  expect(parseConfig({ NODE_ENV: "development", SITE_URL: "https://nyayik.in" }).payments.mode).toBe("test-gateway");
});

test("a deliberate test deployment must still replace the public default TEST_GATEWAY_SECRET", () => {
  expect(() => parseConfig({ ...PUBLIC, PAYMENTS_MODE: "test" })).toThrow(
    /^Invalid configuration: TEST_GATEWAY_SECRET: the default secret is public/,
  );
  const config = parseConfig({ ...PUBLIC, PAYMENTS_MODE: "test", TEST_GATEWAY_SECRET: "a-random-secret-of-32-characters" });
  expect(config.payments.mode).toBe("test-gateway");
  expect(config.warnings.join("\n")).toContain("TEST gateway");
});

test("PAYMENTS_MODE=live without Razorpay keys stops start-up", () => {
  expect(() => parseConfig({ PAYMENTS_MODE: "live" })).toThrow(/^Invalid configuration: PAYMENTS_MODE: live payments need/);
});

const LIVE = { NODE_ENV: "production", SITE_URL: "https://nyayik.in", RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "s" };
const EMAILJS = {
  EMAILJS_SERVICE_ID: "svc",
  EMAILJS_CONSULTATION_TEMPLATE_ID: "t1",
  EMAILJS_CONTACT_TEMPLATE_ID: "t2",
  EMAILJS_PUBLIC_KEY: "pk",
};

test("a public production site refuses to start when sign-in mail cannot be delivered", () => {
  // Log only: codes and reset links would go nowhere (they are never logged).
  expect(() => parseConfig(LIVE)).toThrow(/^Invalid configuration: SMTP_URL: sign-in codes and reset links cannot be delivered/);
  // EmailJS sends sign-in mail only through the notice template.
  expect(() => parseConfig({ ...LIVE, ...EMAILJS })).toThrow(/^Invalid configuration: EMAILJS_NOTICE_TEMPLATE_ID: /);
  expect(parseConfig({ ...LIVE, ...EMAILJS, EMAILJS_NOTICE_TEMPLATE_ID: "t3" }).mail.transport.kind).toBe("emailjs");
  const smtp = parseConfig({ ...LIVE, SMTP_URL: "smtp://mx:25" });
  expect(smtp.mail.transport.kind).toBe("smtp");
  expect(smtp.warnings).toEqual([]);
  // Trying it out on one machine (no NODE_ENV, or a loopback production run) still logs mail.
  expect(parseConfig({}).mail.transport.kind).toBe("log");
  expect(parseConfig({}).warnings).toEqual([]);
  expect(parseConfig({ NODE_ENV: "production", HOST: "127.0.0.1", SITE_URL: "http://127.0.0.1:3300" }).mail.transport.kind).toBe(
    "log",
  );
});

test.each([
  [{ NODE_ENV: "production" }, /^Invalid configuration: SITE_URL: required with NODE_ENV=production/],
  [{ NODE_ENV: "production", SITE_URL: "" }, /^Invalid configuration: SITE_URL: required with NODE_ENV=production/],
  // compose's old default, reached through Caddy from anywhere: not a public address.
  [
    { NODE_ENV: "production", HOST: "0.0.0.0", SITE_URL: "https://localhost" },
    /^Invalid configuration: SITE_URL: https:\/\/localhost is not a public address/,
  ],
  [{ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3000" }, /^Invalid configuration: SITE_URL: .* is not a public address/],
  [{ NODE_ENV: "production", SITE_URL: "http://192.168.1.20" }, /^Invalid configuration: SITE_URL: .* is not a public address/],
  [{ NODE_ENV: "production", SITE_URL: "http://app1:3000" }, /^Invalid configuration: SITE_URL: .* is not a public address/],
  [{ NODE_ENV: "production", SITE_URL: "https://nyayik.local" }, /^Invalid configuration: SITE_URL: .* is not a public address/],
  // Behind a local proxy (systemd + Caddy) the public address is still required.
  [{ NODE_ENV: "production", HOST: "127.0.0.1", TRUST_PROXY: "loopback" }, /^Invalid configuration: SITE_URL: required/],
])("production without a public SITE_URL stops start-up: %j", (env, message) => {
  expect(() => parseConfig(env)).toThrow(message);
});

test("a production build may run with a loopback SITE_URL only when it listens on loopback (drills, browser tests)", () => {
  for (const host of ["127.0.0.1", "::1", "localhost"]) {
    const config = parseConfig({ NODE_ENV: "production", HOST: host, SITE_URL: "http://127.0.0.1:3300" });
    expect(config.payments.mode).toBe("test-gateway");
  }
  expect(() => parseConfig({ NODE_ENV: "production", HOST: "0.0.0.0", SITE_URL: "http://127.0.0.1:3300" })).toThrow(/SITE_URL/);
  // The site's own checks then apply to a public address as before.
  expect(() => parseConfig({ NODE_ENV: "production", HOST: "127.0.0.1", SITE_URL: "https://nyayik.in" })).toThrow(
    /PAYMENTS_MODE/,
  );
  // Without NODE_ENV (trying it out) nothing is required: the embedded defaults.
  expect(parseConfig({}).siteUrl).toBe("http://localhost:3000");
});

test.each([
  ["", false],
  ["false", false],
  ["1", 1],
  ["loopback", ["loopback"]],
  ["10.0.0.0/8, 172.16.0.0/12,::1", ["10.0.0.0/8", "172.16.0.0/12", "::1"]],
])("TRUST_PROXY=%j becomes the explicit trust proxy value %j", (value, expected) => {
  expect(parseConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
});

test.each(["true", "10.0.0.0/33", "proxy.local", "1.2.3.4/8/1"])("TRUST_PROXY=%j is refused with one line", (value) => {
  expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(/^Invalid configuration: TRUST_PROXY: /);
});

test("UPLOAD_STORAGE=s3 needs its bucket and keys; database is the default", () => {
  expect(parseConfig({}).uploads).toEqual({ kind: "database" });
  expect(() => parseConfig({ UPLOAD_STORAGE: "s3", S3_BUCKET: "docs" })).toThrow(/^Invalid configuration: S3_ACCESS_KEY_ID: /);
  const config = parseConfig({
    UPLOAD_STORAGE: "s3",
    S3_ENDPOINT: "http://minio:9000",
    S3_BUCKET: "docs",
    S3_ACCESS_KEY_ID: "id",
    S3_SECRET_ACCESS_KEY: "secret",
  });
  expect(config.uploads).toEqual({
    kind: "s3",
    endpoint: "http://minio:9000",
    region: "us-east-1",
    bucket: "docs",
    accessKeyId: "id",
    secretAccessKey: "secret",
    forcePathStyle: true,
  });
});

test("METRICS_TOKEN is off by default and must be long enough when set", () => {
  expect(parseConfig({}).metricsToken).toBeUndefined();
  expect(parseConfig({ METRICS_TOKEN: "0123456789abcdef" }).metricsToken).toBe("0123456789abcdef");
  expect(() => parseConfig({ METRICS_TOKEN: "short" })).toThrow(/^Invalid configuration: METRICS_TOKEN: /);
});

test(".env.example lists every variable the server reads", () => {
  const example = readFileSync(path.resolve(import.meta.dirname, "../../.env.example"), "utf8");
  const listed = new Set([...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]));
  expect(ENV_NAMES.filter((name) => !listed.has(name))).toEqual([]);
});

test("CLOCK_START sets the calendar clock under NODE_ENV=test and stops any other start-up", () => {
  expect(parseConfig({ NODE_ENV: "test", CLOCK_START: "2026-11-30T03:28:45Z" }).scheduler).toEqual({
    pollMs: 30_000,
    clockStart: "2026-11-30T03:28:45Z",
  });
  expect(parseConfig({}).scheduler.clockStart).toBeUndefined();
  for (const NODE_ENV of [undefined, "production", "development"]) {
    expect(() => parseConfig({ NODE_ENV, SITE_URL: "https://nyayik.in", CLOCK_START: "2026-11-30T03:28:45Z" })).toThrow(
      "Invalid configuration: CLOCK_START: is for tests only: it needs NODE_ENV=test",
    );
  }
  expect(() => parseConfig({ NODE_ENV: "test", CLOCK_START: "next tuesday" })).toThrow("CLOCK_START");
});
