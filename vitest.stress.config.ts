import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:stress`: the long runs (load, repeated kills, a long fuzz). One file at a
 * time: two of them at once on a two-core machine would measure each other.
 */
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    name: "stress",
    include: ["tests/stress/**/*.test.ts"],
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    globalSetup: ["tests/support/templates-setup.ts"],
    testTimeout: 30 * 60_000,
    hookTimeout: 5 * 60_000,
    fileParallelism: false,
  },
});
