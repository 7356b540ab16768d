/**
 * POST /api/games/{slug}/report and /failure over HTTP, through a running portal behind a
 * proxy it trusts (so each request may name its client's address): every bad report is
 * answered 4xx with a message, never 5xx; a report is stored as the text sent; a flood
 * from one address is refused with 429 while another address's report is stored; frame
 * failures from five different visitors queue exactly one check of the game, and one
 * visitor's repeats or a crawler's none.
 */
import { describe, expect, it } from "vitest";
import { GAME_CHECKS_JOB } from "~/domain/health/game-check-jobs.server";
import { FAILING_VISITORS_PER_GAME, REPORTS_PER_ADDRESS } from "~/domain/web/rate-limits.server";
import { REPORT_MESSAGES, REPORT_TEXT_MAX } from "~/lib/game-reports";
import { gameRow, startBareInstall } from "../support/bare-install";
import { setUpInstall } from "../support/portal-install";
import { BROWSER } from "../support/user-agents";

let addressCount = 0;
/** Each request from an address no other test uses, unless it says otherwise. */
const nextAddress = () => `198.51.100.${(addressCount += 1)}`;

const install = setUpInstall(() =>
  startBareInstall(
    [
      gameRow("sky-racer", "Sky Racer"),
      gameRow("moon-miner", "Moon Miner"),
      gameRow("star-fox", "Star Fox"),
      gameRow("sun-sail", "Sun Sail"),
      gameRow("draft-duck", "Draft Duck", { status: "draft" }),
      gameRow("hidden-hen", "Hidden Hen", { health: "broken", hiddenBroken: true }),
    ],
    { TRUST_PROXY: "loopback" },
  ),
);

interface Sent {
  address?: string;
  cookie?: string;
  contentType?: string;
  method?: string;
  headers?: Record<string, string>;
}

function send(path: string, body: BodyInit | null, { address = nextAddress(), cookie, contentType, method = "POST", headers = {} }: Sent = {}) {
  return fetch(`${install.portal.url}${path}`, {
    method,
    body,
    headers: {
      "X-Forwarded-For": address,
      "User-Agent": BROWSER,
      ...(contentType ? { "Content-Type": contentType } : {}),
      ...(cookie ? { Cookie: `zowii_visitor=${cookie}` } : {}),
      ...headers,
    },
  });
}

const report = (slug: string, body: unknown, sent: Sent = {}) =>
  send(`/api/games/${slug}/report`, JSON.stringify(body), { contentType: "application/json", ...sent });

async function answerOf(response: Response) {
  return { status: response.status, body: (await response.json()) as { ok: boolean; message: string } };
}

const storedTexts = async (slug: string) =>
  (await install.db.query("select r.text from game_reports r join games g on g.id = r.game_id where g.slug = $1 order by r.id", [slug])).rows.map(
    (row) => row.text as string,
  );

const visitor = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;

describe("a visitor's report", () => {
  it("is stored as the text sent, answered with the thanks, a visitor cookie and no caching", async () => {
    const text = `<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"`;
    const response = await report("sky-racer", { kind: "inappropriate", text });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("set-cookie")).toMatch(/^zowii_visitor=[0-9a-f-]{36};.*HttpOnly/);
    expect(await answerOf(response)).toEqual({ status: 200, body: { ok: true, message: REPORT_MESSAGES.thanks } });
    expect(await storedTexts("sky-racer")).toEqual([text]);
  });

  it("is taken as a form too", async () => {
    const response = await send("/api/games/sky-racer/report", new URLSearchParams({ kind: "other", text: "Sound plays twice" }), {
      contentType: "application/x-www-form-urlencoded",
    });
    expect(await answerOf(response)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await storedTexts("sky-racer")).toContain("Sound plays twice");
  });

  it.each([
    ["no body", null, "application/json", REPORT_MESSAGES.notAReport],
    ["malformed JSON", "{kind:", "application/json", REPORT_MESSAGES.notAReport],
    ["JSON null", "null", "application/json", REPORT_MESSAGES.notAReport],
    ["a JSON list", "[1,2]", "application/json", REPORT_MESSAGES.notAReport],
    ["a JSON string", '"other"', "application/json", REPORT_MESSAGES.notAReport],
    ["plain text", "kind=other&text=hi", "text/plain", REPORT_MESSAGES.notAReport],
    ["an empty form", "", "application/x-www-form-urlencoded", REPORT_MESSAGES.chooseKind],
    ["an unknown kind", '{"kind":"spam"}', "application/json", REPORT_MESSAGES.chooseKind],
    ["a kind that is an object", '{"kind":{"a":1}}', "application/json", REPORT_MESSAGES.chooseKind],
    ["Other without text", '{"kind":"other"}', "application/json", REPORT_MESSAGES.textRequired],
    ["Other with blanks and a NUL", '{"kind":"other","text":" \\u0000 "}', "application/json", REPORT_MESSAGES.textRequired],
    ["a text too long", JSON.stringify({ kind: "controls", text: "y".repeat(REPORT_TEXT_MAX + 1) }), "application/json", REPORT_MESSAGES.textTooLong],
    ["a text that is a number", '{"kind":"controls","text":42}', "application/json", REPORT_MESSAGES.notText],
    ["a lone surrogate in Other's text", '{"kind":"other","text":"\\ud800"}', "application/json", null],
  ])("with %s is answered 4xx with a message, never 5xx", async (_, body, contentType, message) => {
    const before = (await storedTexts("moon-miner")).length;
    const answer = await answerOf(await send("/api/games/moon-miner/report", body, { contentType }));
    if (message === null) {
      // A broken character is no reason to refuse: it is stored as the replacement character.
      expect(answer).toEqual({ status: 200, body: { ok: true, message: REPORT_MESSAGES.thanks } });
      expect(await storedTexts("moon-miner")).toEqual(["\uFFFD"]);
      return;
    }
    expect(answer).toEqual({ status: 400, body: { ok: false, message } });
    expect((await storedTexts("moon-miner")).length).toBe(before);
  });

  it("past the visitors' body limit is refused with 413 before it is read", async () => {
    const response = await report("moon-miner", { kind: "other", text: "z".repeat(8 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("This request is too large.");
  });

  it.each(["no-such-game", "draft-duck", "hidden-hen", "Bad%00Slug"])("of %s, which no visitor can see, is answered 404", async (slug) => {
    expect(await answerOf(await report(slug, { kind: "does-not-load" }))).toEqual({ status: 404, body: { ok: false, message: REPORT_MESSAGES.gameNotFound } });
  });

  it("is refused from another site, and GET is refused", async () => {
    const crossSite = await report("sky-racer", { kind: "controls" }, { headers: { Origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    await crossSite.body?.cancel();
    const get = await send("/api/games/sky-racer/report", null, { method: "GET" });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    await get.body?.cancel();
  });

  it("is taken once a problem with a game from a visitor in the hour: the same again is answered 429, another problem is taken", async () => {
    const sent = { cookie: visitor(7) };
    expect((await answerOf(await report("star-fox", { kind: "controls" }, sent))).status).toBe(200);
    expect(await answerOf(await report("star-fox", { kind: "controls" }, sent))).toEqual({
      status: 429,
      body: { ok: false, message: REPORT_MESSAGES.alreadyReported },
    });
    expect((await answerOf(await report("star-fox", { kind: "does-not-load" }, sent))).status).toBe(200);
  });

  it("from a flooding address stops at its limit with 429, and another address's report is stored", async () => {
    const flooder = "203.0.113.66";
    const flood = Promise.all(
      Array.from({ length: REPORTS_PER_ADDRESS.limit + 25 }, (_, n) =>
        report("sun-sail", { kind: "other", text: `flood ${n}` }, { address: flooder }).then(answerOf),
      ),
    );
    const neighbour = report("sun-sail", { kind: "does-not-load", text: "Black screen after the ad" }, { address: "203.0.113.67" }).then(answerOf);
    const [answers, neighbourAnswer] = await Promise.all([flood, neighbour]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(REPORTS_PER_ADDRESS.limit);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(25);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body.message).toMatch(/^Too many reports from your network\. Please try again in \d+ minutes?\.$/);
    }
    expect(neighbourAnswer).toEqual({ status: 200, body: { ok: true, message: REPORT_MESSAGES.thanks } });
    const stored = await storedTexts("sun-sail");
    expect(stored).toHaveLength(REPORTS_PER_ADDRESS.limit + 1);
    expect(stored).toContain("Black screen after the ad");
    const keys = (await install.db.query("select key from rate_counters")).rows.map((row) => row.key as string).join(" ");
    expect(keys).not.toContain(flooder);
  });
});

describe("a frame failure beacon", () => {
  const checks = async (slug: string) =>
    Number(
      (
        await install.db.query("select count(*)::int as n from jobs j join games g on j.key = $1 || ':' || g.id where j.kind = $1 and g.slug = $2", [
          GAME_CHECKS_JOB,
          slug,
        ])
      ).rows[0].n,
    );
  const failure = (slug: string, sent: Sent = {}) =>
    send(`/api/games/${slug}/failure`, null, sent).then(async (response) => ({
      status: response.status,
      body: await response.json(),
      cacheControl: response.headers.get("cache-control"),
    }));

  it("from five different visitors queues exactly one check of the game", async () => {
    for (let n = 1; n < FAILING_VISITORS_PER_GAME.limit; n += 1) {
      expect(await failure("moon-miner", { cookie: visitor(100 + n) })).toEqual({ status: 202, body: { result: "noted" }, cacheControl: "private, no-store" });
    }
    expect(await checks("moon-miner")).toBe(0);
    // The fifth has no cookie: it is its address.
    expect((await failure("moon-miner")).status).toBe(202);
    expect(await checks("moon-miner")).toBe(1);
    for (let n = 0; n < 5; n += 1) await failure("moon-miner", { cookie: visitor(200 + n) });
    expect(await checks("moon-miner")).toBe(1);
  });

  it("repeated by one visitor, or sent by a crawler, queues none", async () => {
    for (let n = 0; n < 10; n += 1) expect((await failure("star-fox", { cookie: visitor(300), address: "192.0.2.30" })).status).toBe(202);
    for (let n = 0; n < 10; n += 1) await failure("star-fox", { address: "192.0.2.31" });
    for (let n = 0; n < 10; n += 1)
      await failure("star-fox", { cookie: visitor(400 + n), headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
    expect(await checks("star-fox")).toBe(0);
  });

  it("for a game no visitor can see is answered 404, and GET with 405", async () => {
    for (const slug of ["no-such-game", "draft-duck", "hidden-hen", "%00"]) expect((await failure(slug)).status).toBe(404);
    const get = await send("/api/games/sky-racer/failure", null, { method: "GET" });
    expect(get.status).toBe(405);
    await get.body?.cancel();
  });
});
