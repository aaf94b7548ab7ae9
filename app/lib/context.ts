import { createContext } from "react-router";
import type { Db } from "#app/db/client.server.ts";
import type { Content } from "#app/features/catalogue/content.server.ts";
import type { Config } from "./config.server.ts";

/** What the Express server hands every loader and action. Absent while prerendering at build time. */
export type AppContext = {
  db: Db;
  config: Config;
  content: Content;
  nonce: string;
  ip: string;
  /** The server's clock for calendars and reminders (features/scheduling/clock.ts); the system clock when absent. */
  clock?: () => Date;
};

export const appContext = createContext<AppContext | null>(null);

/** The placeholder the prerendered HTML carries; the server swaps in the request's CSP nonce. */
export const NONCE_PLACEHOLDER = "__CSP_NONCE__";
