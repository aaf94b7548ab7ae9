import { z } from "zod";

/**
 * The one place that reads the environment. Parsed once at start-up; a malformed value stops the
 * server with one line naming the variable. Integrations are optional as a group: leave a group
 * out and the embedded default (PGlite, log mail, local assistant, test gateway) takes over.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    SITE_URL: z.url().default("http://localhost:3000"),
    TRUST_PROXY: z
      .enum(["true", "false", ""])
      .default("false")
      .transform((v) => v === "true"),
    BUILD_DIR: z.string().trim().min(1).default("build"),
    LOG_LEVEL: z.enum(["silent", "error", "info"]).default("info"),

    DATABASE_URL: optionalUrl,
    PGLITE_DIR: z.string().trim().min(1).default("./data/pglite"),

    // SPEC §2: the company's WhatsApp number is held in configuration: digits with the country code.
    WHATSAPP_NUMBER: z
      .string()
      .trim()
      .transform((v) => v.replace(/[\s+-]/g, ""))
      .pipe(
        z.union([z.literal(""), z.string().regex(/^91\d{10}$/, "must be an Indian number with country code, like 919876543210")]),
      )
      .optional(),
    STAFF_EMAIL: z.email().default("office@nyayik.in"),
    MAIL_FROM: z.string().trim().min(3).default("Nyayik Legal & Compliance <no-reply@nyayik.in>"),
    SMTP_URL: optionalUrl,
    EMAILJS_SERVICE_ID: optionalString,
    EMAILJS_CONSULTATION_TEMPLATE_ID: optionalString,
    EMAILJS_CONTACT_TEMPLATE_ID: optionalString,
    EMAILJS_NOTICE_TEMPLATE_ID: optionalString,
    EMAILJS_PUBLIC_KEY: optionalString,
    EMAILJS_PRIVATE_KEY: optionalString,
    EMAILJS_BASE_URL: z.url().default("https://api.emailjs.com"),
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),

    GEMINI_API_KEY: optionalString,
    GEMINI_MODEL: z.string().trim().min(1).default("gemini-3.5-flash-lite"),
    GEMINI_BASE_URL: z.url().default("https://generativelanguage.googleapis.com"),
    GEMINI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),

    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    RAZORPAY_BASE_URL: z.url().default("https://api.razorpay.com"),
    TEST_GATEWAY_SECRET: z.string().min(16).default("test-gateway-secret-not-for-production"),

    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  })
  .superRefine((env, ctx) => {
    const razorpay = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET];
    if (razorpay.some(Boolean) && !razorpay.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: [env.RAZORPAY_KEY_ID ? "RAZORPAY_KEY_SECRET" : "RAZORPAY_KEY_ID"],
        message: "set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither (test gateway)",
      });
    }
    const emailjs = [
      env.EMAILJS_SERVICE_ID,
      env.EMAILJS_CONSULTATION_TEMPLATE_ID,
      env.EMAILJS_CONTACT_TEMPLATE_ID,
      env.EMAILJS_PUBLIC_KEY,
    ];
    if (emailjs.some(Boolean) && !emailjs.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["EMAILJS_SERVICE_ID"],
        message:
          "EmailJS needs EMAILJS_SERVICE_ID, EMAILJS_CONSULTATION_TEMPLATE_ID, EMAILJS_CONTACT_TEMPLATE_ID and EMAILJS_PUBLIC_KEY together",
      });
    }
  });

export type Env = z.input<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Parses an environment-like object into the typed, frozen configuration. Throws ConfigError. */
export function parseConfig(env: Record<string, string | undefined>) {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join(".") || "environment";
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? "invalid"}`);
  }
  const e = result.data;
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    siteUrl: e.SITE_URL.replace(/\/$/, ""),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    buildDir: e.BUILD_DIR,
    database: e.DATABASE_URL
      ? ({ kind: "postgres", url: e.DATABASE_URL } as const)
      : ({ kind: "pglite", dir: e.PGLITE_DIR } as const),
    mail: {
      staffEmail: e.STAFF_EMAIL,
      from: e.MAIL_FROM,
      pollMs: e.OUTBOX_POLL_MS,
      transport: e.SMTP_URL
        ? ({ kind: "smtp", url: e.SMTP_URL } as const)
        : e.EMAILJS_SERVICE_ID && e.EMAILJS_PUBLIC_KEY && e.EMAILJS_CONSULTATION_TEMPLATE_ID && e.EMAILJS_CONTACT_TEMPLATE_ID
          ? ({
              kind: "emailjs",
              baseUrl: e.EMAILJS_BASE_URL.replace(/\/$/, ""),
              serviceId: e.EMAILJS_SERVICE_ID,
              consultationTemplateId: e.EMAILJS_CONSULTATION_TEMPLATE_ID,
              contactTemplateId: e.EMAILJS_CONTACT_TEMPLATE_ID,
              noticeTemplateId: e.EMAILJS_NOTICE_TEMPLATE_ID,
              publicKey: e.EMAILJS_PUBLIC_KEY,
              privateKey: e.EMAILJS_PRIVATE_KEY,
            } as const)
          : ({ kind: "log" } as const),
    },
    assistant: e.GEMINI_API_KEY
      ? ({
          kind: "gemini",
          apiKey: e.GEMINI_API_KEY,
          model: e.GEMINI_MODEL,
          baseUrl: e.GEMINI_BASE_URL.replace(/\/$/, ""),
          timeoutMs: e.GEMINI_TIMEOUT_MS,
        } as const)
      : ({ kind: "local" } as const),
    payments:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? ({
            mode: "razorpay",
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            baseUrl: e.RAZORPAY_BASE_URL.replace(/\/$/, ""),
          } as const)
        : ({ mode: "test-gateway", keySecret: e.TEST_GATEWAY_SECRET, webhookSecret: e.TEST_GATEWAY_SECRET } as const),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    /** The firm's WhatsApp number, or undefined: /whatsapp then explains the other ways to reach us. */
    whatsappNumber: e.WHATSAPP_NUMBER || undefined,
  });
}

export type Config = ReturnType<typeof parseConfig>;
