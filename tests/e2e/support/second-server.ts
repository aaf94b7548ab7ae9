import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { type FakeSmtp, startFakeSmtp } from "../../fakes/smtp.ts";

const root = path.resolve(import.meta.dirname, "../../..");

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type SecondServer = {
  base: string;
  smtp: FakeSmtp;
  /** Output of `npm run staff:add` for each account asked for, in order (its one-time link inside). */
  invites: string[];
  stop: () => Promise<void>;
};

/**
 * A second built server on its own port and PGlite directory, with mail through a fake SMTP server,
 * for journeys that need settings the main e2e server does not have (a low rate limit, real SMTP,
 * refused mail). `prepareSmtp` runs before the server starts; `staff` accounts are made with staff:add.
 */
export async function startSecondServer({
  name,
  env = {},
  prepareSmtp,
  staff = [],
}: {
  name: string;
  env?: Record<string, string>;
  prepareSmtp?: (smtp: FakeSmtp) => void;
  staff?: { email: string; name: string; role: "owner" | "staff" }[];
}): Promise<SecondServer> {
  const smtp = await startFakeSmtp();
  prepareSmtp?.(smtp);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(root, "data", `e2e-${name}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: base,
    PGLITE_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "error",
    RATE_LIMIT_PER_MINUTE: "1000",
    OUTBOX_POLL_MS: "100",
    SMTP_URL: smtp.url,
    STAFF_EMAIL: "staff@nyayik.test",
    ...env,
  };
  const invites = staff.map((s) =>
    execFileSync(process.execPath, ["scripts/staff-add.ts", "--email", s.email, "--name", s.name, "--role", s.role], {
      cwd: root,
      env: serverEnv,
      encoding: "utf8",
    }),
  );
  const server: ChildProcess = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: serverEnv,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (server.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      process.kill(server.pid, "SIGTERM");
      await exited;
    }
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.lock`, { force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the second server (${name}) did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, smtp, invites, stop };
}
