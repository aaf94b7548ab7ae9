import type { Server } from "node:http";
import type { Express } from "express";

/** Starts an Express app on 127.0.0.1 with a free port; `await using s = await listen(app)`. */
export async function listen(app: Express): Promise<{ url: string; server: Server } & AsyncDisposable> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return {
    url: `http://127.0.0.1:${address.port}`,
    server,
    async [Symbol.asyncDispose]() {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A writable that keeps every JSON line a pino logger writes. */
export function logLines() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  };
}
