import { createServer, type Server, Socket } from "node:net";

/**
 * A TCP proxy on 127.0.0.1 between the server instances and PostgreSQL, so the drill can take the
 * database away without touching the real server: `cut()` destroys every open connection and stops
 * listening (new connections are refused), `restore()` listens on the same port again.
 */
export type DbProxy = { port: number; cut: () => Promise<void>; restore: () => Promise<void>; close: () => Promise<void> };

export async function startDbProxy({ port, target }: { port: number; target: { host: string; port: number } }): Promise<DbProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = new Socket();
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        upstream.connect(target.port, target.host, () => {
          client.pipe(upstream);
          upstream.pipe(client);
        });
      });
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
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
    port,
    cut: stop,
    async restore() {
      if (!server) await listen();
    },
    close: stop,
  };
}
