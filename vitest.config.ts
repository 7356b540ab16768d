import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Three projects. `npm test` (scripts/test.sh) runs the browser tests in a Vitest run of their
 * own beside the unit and integration one, so Chromium's files start while the cheaper projects
 * run (docs/performance.md, "the test suite").
 */
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    // Both cores: the unit and integration files wait on servers they start most of their time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/templates-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/templates-setup.ts", "tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time keeps the run steady on a two-core machine.
          fileParallelism: false,
          // A browser shares the two cores with the other projects' servers: what it does in
          // a few milliseconds alone may take seconds then (Vitest's default gives up at 1 s).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
