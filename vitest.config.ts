import "./scripts/assert-node.mjs";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: [{ find: /^#app\/(.*)$/, replacement: `${import.meta.dirname}/app/$1` }] },
  test: {
    include: ["app/**/*.test.ts", "tests/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // The assistant's model is trained once here, not in every worker (decision 123).
    globalSetup: ["tests/support/assistant-model-setup.ts"],
    // Generous: a test that waits this long is hung, not slow (PGlite opens and migrates per test, slower on a busy machine).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
