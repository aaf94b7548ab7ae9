import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";

/**
 * Structured JSON logs (pino), one object per line on stdout. During a request the logger in
 * `requestLog` is a child carrying `reqId`, so every line written while serving it names the request.
 * Never log request bodies, secrets or personal data: a line says what happened, not what was sent.
 */
export type LogLevel = "silent" | "error" | "warn" | "info" | "debug";

export function createLogger(level: LogLevel = "info", destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "nyayik" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // A safety net: these keys never reach the log even if someone passes them in an object.
      redact: { paths: ["password", "token", "authorization", "cookie", "*.password", "*.token"], censor: "[redacted]" },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** The process logger; server/index.ts sets its level from the configuration. */
export const log = createLogger("info");

/** The logger of the request being served (child with reqId), or the process logger outside one. */
export const requestLog = new AsyncLocalStorage<Logger>();

export function currentLog(): Logger {
  return requestLog.getStore() ?? log;
}

/**
 * Sends console.log/info/warn/error (used by app modules, which do not import the server) through
 * the current logger, so they too become JSON lines carrying the request id.
 */
export function routeConsoleToLog() {
  console.log = (...args: unknown[]) => currentLog().info(format(...args));
  console.info = console.log;
  console.warn = (...args: unknown[]) => currentLog().warn(format(...args));
  console.error = (...args: unknown[]) => currentLog().error(format(...args));
}
