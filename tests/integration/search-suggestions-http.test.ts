/**
 * GET /api/search/suggestions over HTTP, from the production build: at most
 * SUGGESTIONS_LIMIT games as { slug, title, thumbnail }, never a draft; text under two
 * characters answered empty without touching the database (proved while the games table
 * is locked); text too long refused with 400 and a message; odd text never a 5xx; and
 * answers kept a minute by browsers and shared caches.
 */
import { describe, expect, it } from "vitest";
import { SUGGESTIONS_CACHE_CONTROL } from "~/lib/cache-headers";
import { SUGGESTIONS_LIMIT } from "~/lib/constants";
import { gameRow, startBareInstall } from "../support/bare-install";
import { setUpInstall } from "../support/portal-install";

const install = setUpInstall(() =>
  startBareInstall([
    ...Array.from({ length: 12 }, (_, n) => gameRow(`sky-racer-${n}`, `Sky Racer ${n}`, { plays: 100 + n })),
    gameRow("slither-io", "Slither.io", { plays: 50 }),
    gameRow("sky-draft", "Sky Draft", { plays: 9_999, status: "draft" }),
  ]),
);

async function suggestions(query: string | null) {
  const url = new URL("/api/search/suggestions", install.portal.url);
  if (query !== null) url.searchParams.set("q", query);
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    body: (await response.json()) as { games?: { slug: string; title: string; thumbnail: string }[]; error?: string },
  };
}

describe("search suggestions over HTTP", () => {
  it("answers at most the limit, most played first, as slug, title and thumbnail, with short public caching", async () => {
    const answer = await suggestions("sky");
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe(SUGGESTIONS_CACHE_CONTROL);
    expect(answer.body.games).toHaveLength(SUGGESTIONS_LIMIT);
    expect(answer.body.games![0]).toEqual({ slug: "sky-racer-11", title: "Sky Racer 11", thumbnail: expect.any(String) });
    expect(answer.body.games!.map((game) => game.slug)).not.toContain("sky-draft");
    expect((await suggestions("slitherio")).body.games!.map((game) => game.slug)).toEqual(["slither-io"]);
  });

  it("answers short text empty without asking the database", async () => {
    // While the games table is locked, any read of it would wait: these answer at once.
    await install.db.query("begin");
    try {
      await install.db.query("lock table games in access exclusive mode");
      for (const query of [null, "", "s", "  s  ", "\u0000"]) {
        const answer = await suggestions(query);
        expect(answer.status, JSON.stringify(query)).toBe(200);
        expect(answer.body, JSON.stringify(query)).toEqual({ games: [] });
      }
    } finally {
      await install.db.query("rollback");
    }
  });

  it("refuses text too long to be typing with 400 and a message, and answers odd text without an error", async () => {
    const long = await suggestions("x".repeat(201));
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/longer than 200 characters/);
    for (const query of ["%_\\", "sky:* & !racer", "'; drop table games; --", "🐍🐍", "日本語", "x".repeat(200)]) {
      const answer = await suggestions(query);
      expect(answer.status, query).toBe(200);
      expect(answer.body.games, query).toBeInstanceOf(Array);
    }
    const raw = await fetch(`${install.portal.url}/api/search/suggestions?q=%E0%A4%A&q=sky`);
    expect(raw.status).toBeLessThan(500);
  });
});
