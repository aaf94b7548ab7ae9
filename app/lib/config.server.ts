import { isIP } from "node:net";
import { z } from "zod";

/**
 * The one place that reads the environment. Parsed once at start-up; a malformed value stops the
 * server with one line naming the variable. Integrations are optional as a group: leave a group
 * out and the embedded default (PGlite, log mail, local assistant, test gateway) takes over.
 */
export const DEFAULT_TEST_GATEWAY_SECRET = "test-gateway-secret-not-for-production";
/** SITE_URL when unset and NODE_ENV is not set to production (trying the site on this machine). */
const DEFAULT_SITE_URL = "http://localhost:3000";

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
    // Unset behaves as production; set explicitly (the image, compose and the unit do) it also demands
    // a public SITE_URL (decision 094).
    NODE_ENV: z.enum(["development", "production", "test"]).optional(),
    // 0 lets the system pick a free port (tests); the log line of start-up names it.
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    SITE_URL: z
      .string()
      .trim()
      .transform((v) => (v === "" ? undefined : v))
      .pipe(z.url().optional())
      .optional(),
    TRUST_PROXY: z.string().trim().default("false").transform(parseTrustProxy),
    BUILD_DIR: z.string().trim().min(1).default("build"),
    LOG_LEVEL: z.enum(["silent", "error", "warn", "info", "debug"]).default("info"),
    METRICS_TOKEN: z
      .string()
      .trim()
      .transform((v) => (v === "" ? undefined : v))
      .pipe(z.string().min(16, "use at least 16 characters").optional())
      .optional(),
    /** A due e-mail waiting longer than this means no worker is draining the outbox (/readyz). */
    OUTBOX_STUCK_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** How often the scheduler looks for due reminders (features/scheduling). */
    SCHEDULER_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
    /** Cases (issue 25): days without a client-visible event before the client gets a "where your case stands" update. */
    CASE_IDLE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
    /** Hours the expert of a late, quiet case has to write to the client before the automatic update goes. */
    CASE_EXPERT_GRACE_HOURS: z.coerce.number().int().min(0).max(168).default(24),
    /** The hour (IST, 0–23) of each expert's morning digest. */
    CASE_DIGEST_HOUR_IST: z.coerce.number().int().min(0).max(23).default(8),
    /**
     * Outside production only: the server's clock for calendars and reminders starts at this instant
     * and runs on from there (decision 111), so a test can reach "7 days before" a due date.
     */
    CLOCK_START: z
      .string()
      .trim()
      .transform((v) => (v === "" ? undefined : v))
      .pipe(z.iso.datetime({ offset: true, error: "must be an ISO date-time such as 2026-12-15T03:29:40Z" }).optional())
      .optional(),

    UPLOAD_STORAGE: z.enum(["database", "s3"]).default("database"),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("true"),

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
    GEMINI_FALLBACK: z.enum(["none", "local"]).default("none"),

    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    RAZORPAY_BASE_URL: z.url().default("https://api.razorpay.com"),
    TEST_GATEWAY_SECRET: z.string().min(16).default(DEFAULT_TEST_GATEWAY_SECRET),
    /** `test` allows the built-in test gateway on a public production site; `live` demands Razorpay. */
    PAYMENTS_MODE: z.enum(["test", "live", ""]).default(""),

    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  })
  .superRefine((env, ctx) => {
    const production = (env.NODE_ENV ?? "production") === "production";
    const siteUrl = env.SITE_URL ?? DEFAULT_SITE_URL;
    // A deployment (NODE_ENV=production said out loud) must name its public address; a loopback one
    // is accepted only when nothing but this machine can reach the server (drills, browser tests).
    if (env.NODE_ENV === "production") {
      if (!env.SITE_URL) {
        ctx.addIssue({
          code: "custom",
          path: ["SITE_URL"],
          message: "required with NODE_ENV=production: set the site's public address, e.g. https://nyayik.in",
        });
      } else if (!isPublicAddress(env.SITE_URL) && !(isLoopbackHost(env.HOST) && !isPublicOrigin(env.SITE_URL))) {
        ctx.addIssue({
          code: "custom",
          path: ["SITE_URL"],
          message: `${env.SITE_URL} is not a public address: with NODE_ENV=production set the site's public https address (a loopback SITE_URL is accepted only with HOST=127.0.0.1, for a production build tried on this machine)`,
        });
      }
    }
    // A test clock only where a test said so out loud: never in production, nor on an unlabelled start.
    if (env.CLOCK_START && env.NODE_ENV !== "test") {
      ctx.addIssue({ code: "custom", path: ["CLOCK_START"], message: "is for tests only: it needs NODE_ENV=test" });
    }
    const testGateway = !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
    if (env.PAYMENTS_MODE === "live" && testGateway) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENTS_MODE"],
        message: "live payments need RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET",
      });
    }
    // A forgotten key on the public site must not let visitors "pay" with the test gateway's fake money.
    if (production && isPublicOrigin(siteUrl) && testGateway) {
      if (env.PAYMENTS_MODE !== "test") {
        ctx.addIssue({
          code: "custom",
          path: ["PAYMENTS_MODE"],
          message: `payments would run on the built-in test gateway at the public ${siteUrl}: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS_MODE=test for a deliberate test deployment`,
        });
      } else if (env.TEST_GATEWAY_SECRET === DEFAULT_TEST_GATEWAY_SECRET) {
        ctx.addIssue({
          code: "custom",
          path: ["TEST_GATEWAY_SECRET"],
          message: "the default secret is public: set a random one (e.g. openssl rand -hex 32) on a public site",
        });
      }
    }
    // Sign-in codes and reset links are never logged (decision 093): a public site must deliver them.
    if (production && isPublicOrigin(siteUrl) && !env.SMTP_URL) {
      const emailjs = env.EMAILJS_SERVICE_ID && env.EMAILJS_PUBLIC_KEY;
      if (!emailjs) {
        ctx.addIssue({
          code: "custom",
          path: ["SMTP_URL"],
          message:
            "sign-in codes and reset links cannot be delivered: e-mail would only be written to the log; set SMTP_URL, or the EmailJS group with EMAILJS_NOTICE_TEMPLATE_ID",
        });
      } else if (!env.EMAILJS_NOTICE_TEMPLATE_ID) {
        ctx.addIssue({
          code: "custom",
          path: ["EMAILJS_NOTICE_TEMPLATE_ID"],
          message:
            "EmailJS delivers sign-in codes and reset links only through the notice template: set EMAILJS_NOTICE_TEMPLATE_ID (or SMTP_URL)",
        });
      }
    }
    if (env.UPLOAD_STORAGE === "s3") {
      for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "UPLOAD_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
          });
          break;
        }
      }
    }
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

/** Every variable the server reads (.env.example must list each one). */
export const ENV_NAMES = Object.keys(EnvSchema.shape);

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
    env: e.NODE_ENV ?? "production",
    port: e.PORT,
    host: e.HOST,
    siteUrl: (e.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/$/, ""),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    outboxStuckSeconds: e.OUTBOX_STUCK_SECONDS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    scheduler: { pollMs: e.SCHEDULER_POLL_MS, clockStart: e.CLOCK_START },
    cases: { idleDays: e.CASE_IDLE_DAYS, graceHours: e.CASE_EXPERT_GRACE_HOURS, digestHour: e.CASE_DIGEST_HOUR_IST },
    uploads:
      e.UPLOAD_STORAGE === "s3" && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? ({
            kind: "s3",
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
          } as const)
        : ({ kind: "database" } as const),
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
          /** "local": when the model fails before its first word, the local assistant answers instead. */
          fallback: e.GEMINI_FALLBACK,
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
    warnings: startupWarnings(e),
  });
}

/** Things that start but that an operator must hear about, logged once at start-up. */
function startupWarnings(e: z.output<typeof EnvSchema>): string[] {
  const warnings: string[] = [];
  const publicSite = (e.NODE_ENV ?? "production") === "production" && isPublicOrigin(e.SITE_URL ?? DEFAULT_SITE_URL);
  if (publicSite && !(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET)) {
    warnings.push("PAYMENTS_MODE=test: the public site takes payments on the built-in TEST gateway (no real money)");
  }
  return warnings;
}

/** localhost, 127.0.0.0/8, ::1 and *.localhost are private; anything else is someone's public site. */
export function isPublicOrigin(url: string) {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return !(host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127\./.test(host));
}

/** HOST values that only this machine can reach. */
export function isLoopbackHost(host: string) {
  const h = host.replace(/^\[|\]$/g, "");
  return h === "localhost" || h === "::1" || /^127\./.test(h);
}

/**
 * A site address the public can reach: not loopback, not a private, link-local or unspecified IP, and
 * a host name with a dot outside the reserved local suffixes (compose's old `https://localhost` fails).
 */
export function isPublicAddress(url: string) {
  if (!URL.canParse(url) || !isPublicOrigin(url)) return false;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const family = isIP(host);
  if (family === 4)
    return !/^(0\.|10\.|127\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.)/.test(
      host,
    );
  if (family === 6) return !/^(::|f[cd]|fe[89ab])/.test(host);
  return host.includes(".") && !/\.(local|localhost|internal|lan|home\.arpa|test|example|invalid)$/.test(host);
}

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY as Express's `trust proxy` value, never `true` (which would believe any client's
 * X-Forwarded-For): `false` (default, direct connections), a hop count such as `1`, or a comma list
 * of proxy addresses / CIDR ranges / Express's names loopback, linklocal, uniquelocal.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  if (value === "" || value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((v) => v.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split("/");
    const family = isIP(address ?? "");
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (PROXY_NAMES.has(entry) || (family !== 0 && validBits && extra === undefined)) continue;
    ctx.addIssue({
      code: "custom",
      message: `"${entry}" is not a hop count, IP address, CIDR range or one of loopback, linklocal, uniquelocal (true is refused: it would trust any client's X-Forwarded-For)`,
    });
    return z.NEVER;
  }
  return entries;
}

export type Config = ReturnType<typeof parseConfig>;
