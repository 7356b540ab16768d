/** The endpoint fuzz of tests/integration/endpoint-fuzz.test.ts, run long. */
import { describe, expect, it } from "vitest";
import { fuzzSeed, startFuzzInstall } from "../support/fuzz-install";
import { setUpInstall } from "../support/portal-install";
import { stressSetting } from "../support/stress-settings";

const RUNS = stressSetting("FUZZ_RUNS", { short: 2000, long: 10_000 });
const install = setUpInstall(startFuzzInstall);

describe("every endpoint, fuzzed at length", () => {
  it(`answers ${RUNS} random requests without a server error and lets no one but the admin write`, { timeout: 60 * 60_000 }, async () => {
    const figures = await install.fuzz(RUNS, fuzzSeed());
    console.log(`Endpoint fuzz (stress): ${JSON.stringify(figures)}`);
    expect(figures.cases).toBe(RUNS);
    expect(install.portal.running()).toBe(true);
  });
});
