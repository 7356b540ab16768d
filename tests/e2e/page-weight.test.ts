import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { measurePageWeight } from "../../scripts/bench/page-metrics";
import { launchBrowser } from "./browser";
import { baseURL } from "./support";

/**
 * Page-weight budgets (issue "Performance"), in bytes on the wire of a first visit from a
 * phone: bytes do not depend on how fast the machine is, so a regression fails here.
 */
const KB = 1024;
const BUDGETS: { path: string; total?: number; script: number }[] = [
  { path: "/", total: 250 * KB, script: 120 * KB },
  { path: "/about", script: 90 * KB },
  { path: "/support", script: 90 * KB },
  { path: "/io-games", script: 90 * KB },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("page weight", () => {
  it.each(BUDGETS)("keeps $path within its budget", async ({ path, total, script }) => {
    const weight = await measurePageWeight(browser, `${baseURL}${path}`);
    expect(weight.script, `JavaScript of ${path}`).toBeLessThanOrEqual(script);
    if (total) expect(weight.total, `everything ${path} transfers`).toBeLessThanOrEqual(total);
  });
});
