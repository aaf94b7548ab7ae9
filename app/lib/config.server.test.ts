import { expect, test } from "vitest";
import { ConfigError, parseConfig } from "./config.server.ts";

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
