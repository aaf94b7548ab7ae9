import "./scripts/assert-node.mjs";
import { defineConfig, devices } from "@playwright/test";

// E2E_PORT and BUILD_DIR let parallel checkouts run the suite side by side.
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

// End-to-end journeys against the built production server on the embedded defaults (PGlite,
// log mail, local assistant, test gateway). `npm run build` must have run first (npm test does).
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "on-first-retry",
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch } }],
  webServer: {
    // Two staff accounts made the way an operator makes them (npm run staff:add); their one-time
    // links are kept for tests/e2e/support/staff.ts.
    command: [
      `rm -rf data/e2e-${PORT} data/e2e-${PORT}.lock data/e2e-${PORT}-invites`,
      `mkdir -p data/e2e-${PORT}-invites`,
      `node scripts/staff-add.ts --email owner@e2e.test --name "Esha Owner" --role owner > data/e2e-${PORT}-invites/owner.txt`,
      `node scripts/staff-add.ts --email staff@e2e.test --name "Sunil Staff" --role staff > data/e2e-${PORT}-invites/staff.txt`,
      "node server/index.ts",
    ].join(" && "),
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${PORT}`,
      PGLITE_DIR: `./data/e2e-${PORT}`,
      LOG_LEVEL: "error",
      RATE_LIMIT_PER_MINUTE: "1000",
      OUTBOX_POLL_MS: "200",
      DATABASE_URL: "",
      // A test number (not the firm's): the WhatsApp button's redirect is checked against it.
      WHATSAPP_NUMBER: "919000012345",
    },
  },
});
