import "./scripts/assert-node.mjs";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: [{ find: /^#app\/(.*)$/, replacement: `${import.meta.dirname}/app/$1` }] },
  test: {
    include: ["app/**/*.test.ts", "tests/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
