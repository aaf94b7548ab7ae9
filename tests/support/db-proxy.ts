import { createServer, type Server, Socket } from "node:net";

/**
 * A TCP proxy on 127.0.0.1 between an application and PostgreSQL, so a test or the drill can take
 * the database away without touching the real server: `cut()` destroys every open connection and
 * stops listening (new connections are refused), `stall()` accepts connections but never answers
 * (a black hole), `restore()` forwards again on the same port.
 */
export type DbProxy = {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via: (url: string) => string;
  cut: () => Promise<void>;
  stall: () => Promise<void>;
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startDbProxy({
  port = 0,
  target,
}: {
  port?: number;
  target: { host: string; port: number };
}): Promise<DbProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let stalled = false;
  let bound = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        sockets.add(client);
        client.on("error", () => client.destroy()).on("close", () => sockets.delete(client));
        if (stalled) return;
        const upstream = new Socket();
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(upstream);
        };
        client.on("close", drop);
        upstream.on("error", drop).on("close", drop);
        upstream.connect(target.port, target.host, () => {
          client.pipe(upstream);
          upstream.pipe(client);
        });
      });
      s.once("error", reject);
      s.listen(bound, "127.0.0.1", () => {
        bound = (s.address() as { port: number }).port;
        server = s;
        resolve();
      });
    });
  await listen();

  const stop = async () => {
    const s = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  return {
    port: bound,
    via(url) {
      const u = new URL(url);
      u.hostname = "127.0.0.1";
      u.port = String(bound);
      return u.toString();
    },
    cut: stop,
    async stall() {
      await stop();
      stalled = true;
      await listen();
    },
    async restore() {
      if (stalled) await stop();
      stalled = false;
      if (!server) await listen();
    },
    close: stop,
  };
}
