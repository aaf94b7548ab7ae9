import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import path from "node:path";

/** Server instances of the built app (`node server/index.ts`), each on its own port on 127.0.0.1. */

const root = path.resolve(import.meta.dirname, "../..");

export type Instance = {
  name: string;
  port: number;
  base: string;
  process: ChildProcess;
  alive: () => boolean;
  /** SIGKILL: no shutdown handler runs. */
  kill: () => Promise<void>;
  /** SIGTERM and wait. */
  stop: () => Promise<void>;
};

export async function startInstance({
  name,
  port,
  env,
  logDir,
}: {
  name: string;
  port: number;
  env: Record<string, string>;
  logDir: string;
}): Promise<Instance> {
  const base = `http://127.0.0.1:${port}`;
  // A process left on the port (e.g. by an interrupted drill) would answer /healthz in the new
  // instance's place and silently serve another database: refuse to start instead.
  const taken = await fetch(`${base}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use on 127.0.0.1; stop that process first (or use --base-port)`);
  const log = createWriteStream(path.join(logDir, `instance-${name}.log`), { flags: "a" });
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: base,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const instance: Instance = {
    name,
    port,
    base,
    process: child,
    alive,
    async kill() {
      if (alive()) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (alive()) child.kill("SIGTERM");
      await exited;
    },
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (!alive()) throw new Error(`instance ${name} exited during start-up (see ${logDir}/instance-${name}.log)`);
    try {
      if ((await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) return instance;
    } catch {}
    if (Date.now() > deadline) {
      await instance.kill();
      throw new Error(`instance ${name} did not become healthy in 90 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
