/**
 * Random requests to every public and admin endpoint (any method, path, query, header,
 * content type and body, signed out, with a forged session, as an account without the
 * role, and as the admin): never a 5xx, never a crash, and nothing written by anyone
 * but the admin beyond what any visitor may do. A short run, for a change's loop: the claim's
 * long run is `npm run test:stress`'s (tests/stress/endpoint-fuzz.test.ts, 2,000 cases).
 */
import { describe, expect, it } from "vitest";
import { EVENTS_BODY_LIMIT_BYTES, EVENTS_PATH } from "~/lib/analytics";
import { ADMIN_PATH, signIn } from "../support/admin-accounts";
import { expectNoStackTrace, fuzzSeed, startFuzzInstall } from "../support/fuzz-install";
import { setUpInstall } from "../support/portal-install";
import { HttpClient } from "../support/http-client";

const RUNS = Number.parseInt(process.env.FUZZ_RUNS ?? "", 10) || 500;
const install = setUpInstall(startFuzzInstall);

describe("every endpoint, fuzzed", () => {
  it(`answers ${RUNS} random requests without a server error and lets no one but the admin write`, { timeout: 30 * 60_000 }, async () => {
    const figures = await install.fuzz(RUNS, fuzzSeed());
    console.log(`Endpoint fuzz: ${JSON.stringify(figures)}`);
    expect(figures.cases).toBe(RUNS);
  });
});

describe("expected refusals", () => {
  it("are answered with their status and print no stack trace", async () => {
    const { portal } = install;
    const printedBefore = portal.output().length;
    const sameSite = { Origin: portal.url };
    const visitor = new HttpClient(portal.url, "10.30.0.1");
    const answers: [string, number][] = [];
    const note = async (what: string, answer: Promise<Response>) => {
      const response = await answer;
      await response.arrayBuffer();
      answers.push([what, response.status]);
    };
    await note("no such page", visitor.get("/game/no-such-game"));
    await note("no such page's data", visitor.get("/game/no-such-game.data"));
    await note("no such file", visitor.get("/assets/no-such-file.js"));
    await note("a range past a file's end", visitor.request("/favicon.svg", { headers: { Range: "bytes=999999-" } }));
    await note("a form sent to a page without one", visitor.request("/", { method: "POST", body: new URLSearchParams({ a: "b" }), headers: sameSite }));
    await note(
      "a form sent to a page's data",
      visitor.request("/category/action.data", { method: "POST", body: new URLSearchParams({ a: "b" }), headers: sameSite }),
    );
    await note("a method no page takes", visitor.request("/about", { method: "PATCH", headers: sameSite }));
    await note(
      "a broken event batch",
      visitor.request(EVENTS_PATH, { method: "POST", body: "{", headers: { ...sameSite, "Content-Type": "application/json" } }),
    );
    await note(
      "an oversized event batch",
      visitor.request(EVENTS_PATH, {
        method: "POST",
        body: "x".repeat(EVENTS_BODY_LIMIT_BYTES + 1),
        headers: { ...sameSite, "Content-Type": "application/json" },
      }),
    );
    await note("the panel's data, signed out", visitor.get(`${ADMIN_PATH}/manage.data`));
    await note(
      "a wrong password",
      signIn(visitor, "nobody@example.com", "not-the-password").then(({ status }) => new Response(null, { status })),
    );
    for (let attempt = 1; attempt <= 20; attempt += 1) await signIn(visitor, `nobody${attempt}@example.com`, "not-the-password");
    await note(
      "one address trying many accounts",
      signIn(visitor, "nobody@example.com", "not-the-password").then(({ status }) => new Response(null, { status })),
    );
    expect(Object.fromEntries(answers)).toEqual({
      "no such page": 404,
      "no such page's data": 404,
      "no such file": 404,
      "a range past a file's end": 416,
      "a form sent to a page without one": 405,
      "a form sent to a page's data": 405,
      "a method no page takes": 405,
      "a broken event batch": 400,
      "an oversized event batch": 413,
      "the panel's data, signed out": 401,
      "a wrong password": 401,
      "one address trying many accounts": 429,
    });
    // What the portal prints may follow its answer by a moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expectNoStackTrace(portal, printedBefore);
  });
});
