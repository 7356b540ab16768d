import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { PAGE_WEIGHT_BUDGETS, measurePageWeight } from "../../scripts/bench/page-metrics";
import { launchBrowser } from "./browser";
import { baseURL } from "./support";

/** Bytes do not depend on how fast the machine is, so a regression fails here, not only in the bench. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("page weight", () => {
  it.each(PAGE_WEIGHT_BUDGETS)("keeps $path within its budget", async ({ path, total, script }) => {
    const weight = await measurePageWeight(browser, `${baseURL}${path}`);
    expect(weight.script, `JavaScript of ${path}`).toBeLessThanOrEqual(script);
    if (total) expect(weight.total, `everything ${path} transfers`).toBeLessThanOrEqual(total);
  });
});
