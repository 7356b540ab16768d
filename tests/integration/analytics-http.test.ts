/**
 * POST /api/events over HTTP, from the production build: a batch is answered 202 and is in
 * the roll-ups within the flush interval; the answer sets no cookie and the request's are
 * not read; any other method, a malformed batch, an oversized body or a foreign page's post
 * is refused with a clear answer; a play the server counts is in the day's plays; and a
 * portal stopped right after a batch writes it before it exits.
 */
import { describe, expect, it } from "vitest";
import { FLUSH_INTERVAL_MS, utcDay } from "~/domain/analytics/rollups.server";
import { EVENTS_BODY_LIMIT_BYTES, EVENTS_PATH, VISITORS_PER_ADDRESS } from "~/lib/analytics";
import { gameRow, startBareInstall } from "../support/bare-install";
import { setUpInstall } from "../support/portal-install";
import { BROWSER } from "../support/user-agents";

const install = setUpInstall(() => startBareInstall([gameRow("orbit-run", "Orbit Run", { plays: 10 }), gameRow("lava-hop", "Lava Hop")]));

function post(body: string | Blob, headers: Record<string, string> = {}, portalUrl = install.portal.url) {
  return fetch(new URL(EVENTS_PATH, portalUrl), {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", "User-Agent": BROWSER, Origin: portalUrl, ...headers },
    signal: AbortSignal.timeout(10_000),
  });
}

async function count(scope: string, metric: string, subjectSql = "subject = ''"): Promise<number> {
  const { rows } = await install.db.query<{ n: string | null }>(
    `select sum(count) as n from analytics_daily where scope = $1 and metric = $2 and day = $3 and ${subjectSql}`,
    [scope, metric, utcDay()],
  );
  return Number(rows[0]?.n ?? 0);
}

async function eventually(read: () => Promise<number>, expected: number): Promise<void> {
  const deadline = Date.now() + FLUSH_INTERVAL_MS * 5;
  let last = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  expect(last).toBe(expected);
}

describe("POST /api/events", () => {
  it("answers 202 at once and writes the batch within the flush interval, setting and reading no cookie", async () => {
    const events = [
      { type: "page-view", path: "/", referrer: "social", entry: true },
      { type: "card-click", game: "orbit-run", at: "trending" },
      { type: "frame-loaded", game: "orbit-run" },
    ];
    const answer = await post(JSON.stringify({ events }), { Cookie: "zowii_visitor=6b1c0a9e-0000-4000-8000-000000000000" });
    expect(answer.status).toBe(202);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(await answer.json()).toEqual({ result: "noted" });
    await eventually(() => count("referrer", "visits", "subject = 'social'"), 1);
    expect(await count("site", "visitors")).toBe(1);
    expect(await count("game", "frame-loaded", "subject = (select id from games where slug = 'orbit-run')")).toBe(1);
    expect(await count("placement", "card-click", "subject = 'trending'")).toBe(1);
  });

  it("counts one address as a few visitors a day at most, whatever user agents it names", async () => {
    // Every request of this file comes from the test's one address.
    for (let n = 0; n < 24; n++) {
      const pageView = JSON.stringify({ events: [{ type: "page-view", path: "/", referrer: "direct", entry: true }] });
      expect((await post(pageView, { "User-Agent": `${BROWSER} Build/${n}` })).status).toBe(202);
    }
    await new Promise((resolve) => setTimeout(resolve, FLUSH_INTERVAL_MS * 3));
    const visitors = await count("site", "visitors");
    expect(visitors).toBeGreaterThan(1);
    expect(visitors).toBeLessThanOrEqual(VISITORS_PER_ADDRESS);
  });

  it("sends a beacon's text/plain body the same way", async () => {
    const before = await count("game", "frame-failed", "subject = (select id from games where slug = 'lava-hop')");
    const answer = await post(JSON.stringify({ events: [{ type: "frame-failed", game: "lava-hop" }] }), { "Content-Type": "text/plain;charset=UTF-8" });
    expect(answer.status).toBe(202);
    await eventually(() => count("game", "frame-failed", "subject = (select id from games where slug = 'lava-hop')"), before + 1);
  });

  it("refuses what is not a batch with 400 and a message, and oversized bodies with 413", async () => {
    for (const body of ["", "{", '{"events": 3}', JSON.stringify({ events: Array.from({ length: 51 }, () => ({ type: "frame-loaded", game: "lava-hop" })) })]) {
      const answer = await post(body);
      expect(answer.status, body.slice(0, 30)).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(/at most 50 events/);
    }
    const oversized = await post(
      JSON.stringify({ events: [{ type: "page-view", path: "/", referrer: "direct", entry: true, pad: "x".repeat(EVENTS_BODY_LIMIT_BYTES) }] }),
    );
    expect(oversized.status).toBe(413);
    const binary = await post(new Blob([new Uint8Array(2048).fill(0xff)]), { "Content-Type": "application/octet-stream" });
    expect(binary.status).toBe(400);
  });

  it("answers every other method with 405 and the method to use", async () => {
    for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
      const answer = await fetch(new URL(EVENTS_PATH, install.portal.url), { method, headers: { Origin: install.portal.url } });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get("allow")).toBe("POST");
    }
  });

  it("refuses a post from another site's page", async () => {
    const answer = await post(JSON.stringify({ events: [{ type: "page-view", path: "/", referrer: "direct", entry: true }] }), {
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(answer.status).toBe(403);
  });

  it("adds a play the server counts to the game's plays of the day, and a repeat within the window not", async () => {
    const plays = () => count("game", "plays", "subject = (select id from games where slug = 'orbit-run')");
    const cookie = { Cookie: "zowii_visitor=6b1c0a9e-1111-4000-8000-000000000000", Origin: install.portal.url, "User-Agent": BROWSER };
    for (let i = 0; i < 2; i += 1) {
      const answer = await fetch(new URL("/api/games/orbit-run/plays", install.portal.url), { method: "POST", headers: cookie });
      expect(answer.status).toBe(200);
    }
    await eventually(plays, 1);
  });

  it("counts no play for a robot's launch, nor for a launch whose frame failed to load, and Manage's plays agree with Analytics", async () => {
    const daily = () => count("game", "plays", "subject = (select id from games where slug = 'lava-hop')");
    const game = async () =>
      (await install.db.query<{ plays: string; real_plays: string }>("select plays, real_plays from games where slug = 'lava-hop'")).rows[0]!;
    const before = await game();
    const launch = (headers: Record<string, string>) => fetch(new URL("/api/games/lava-hop/plays", install.portal.url), { method: "POST", headers });
    const robot = {
      "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      Cookie: "zowii_visitor=6b1c0a9e-2222-4000-8000-000000000000",
    };
    expect((await launch(robot)).status).toBe(200);
    expect(await game()).toEqual(before);
    // A visitor's launch counts, until its frame reports that it failed.
    const failing = { "User-Agent": BROWSER, Cookie: "zowii_visitor=6b1c0a9e-3333-4000-8000-000000000000", Origin: install.portal.url };
    expect(await (await launch(failing)).json()).toEqual({ result: "counted" });
    await eventually(daily, 1);
    const failure = await fetch(new URL("/api/games/lava-hop/failure", install.portal.url), { method: "POST", headers: failing });
    expect(failure.status).toBe(202);
    expect(await game()).toEqual(before);
    await eventually(daily, 0);
    // One that loads stays counted: Manage's plays (the real ones) are Analytics' plays.
    const loading = { "User-Agent": BROWSER, Cookie: "zowii_visitor=6b1c0a9e-4444-4000-8000-000000000000", Origin: install.portal.url };
    expect(await (await launch(loading)).json()).toEqual({ result: "counted" });
    await eventually(daily, 1);
    expect(Number(before.real_plays)).toBe(0);
    expect(Number((await game()).real_plays)).toBe(await daily());
  });
});

describe("a portal stopping", () => {
  it("writes the events it took before it exits", async () => {
    const second = await startBareInstall([gameRow("quick-exit", "Quick Exit")]);
    try {
      const answer = await post(JSON.stringify({ events: [{ type: "played-5m", game: "quick-exit" }] }), {}, second.portal.url);
      expect(answer.status).toBe(202);
      await second.portal.stop();
      const { rows } = await second.db.query<{ n: string }>("select sum(count) as n from analytics_daily where scope = 'game' and metric = 'played-5m'");
      expect(Number(rows[0]!.n)).toBe(1);
    } finally {
      await second.close();
    }
  });
});
