/**
 * Random requests to every public and admin endpoint (any method, path, query, header,
 * content type and body, signed out, with a forged session, as an account without the
 * role, and as the admin): never a 5xx, never a crash, and nothing written by anyone
 * but the admin beyond what any visitor may do. `npm run test:stress` runs many more.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fuzzSeed, startFuzzInstall, type FuzzInstall } from "../support/fuzz-install";

const RUNS = Number.parseInt(process.env.FUZZ_RUNS ?? "", 10) || 1500;
let install: FuzzInstall;

beforeAll(async () => {
  install = await startFuzzInstall();
});

afterAll(async () => {
  await install?.close();
});

describe("every endpoint, fuzzed", () => {
  it(`answers ${RUNS} random requests without a server error and lets no one but the admin write`, { timeout: 30 * 60_000 }, async () => {
    const figures = await install.fuzz(RUNS, fuzzSeed());
    console.log(`Endpoint fuzz: ${JSON.stringify(figures)}`);
    expect(figures.cases).toBe(RUNS);
  });
});
