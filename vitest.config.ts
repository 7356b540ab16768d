import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * `npm test` (scripts/test.sh) runs the unit, integration and accessibility files two at a
 * time, then the browser tests (e2e) in a Vitest run of their own, one file at a time
 * (docs/performance.md, "The test suite").
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
          // axe and Lighthouse on every kind of page, at rest: among the unit and integration
          // files, two at a time, as nothing in it hangs on timing.
          name: "accessibility",
          include: ["tests/e2e/accessibility.test.ts"],
          globalSetup: ["tests/support/templates-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          exclude: ["tests/e2e/accessibility.test.ts"],
          globalSetup: ["tests/support/templates-setup.ts", "tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time: two at once on two cores made each file twice as slow
          // and the run slower (docs/performance.md, "The test suite").
          fileParallelism: false,
          // A browser shares the two cores with the other projects' servers: what it does in
          // a few milliseconds alone may take seconds then (Vitest's default gives up at 1 s).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
