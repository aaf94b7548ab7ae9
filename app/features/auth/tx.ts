import type { Db } from "#app/db/client.server.ts";

/** A database handle or a transaction of it: what services accept so callers can compose them. */
export type Tx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];
