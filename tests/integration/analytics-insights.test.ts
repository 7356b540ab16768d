/**
 * What the panel's Analytics page reads from the daily roll-ups, on both engines: known rows
 * around today and the range edges (the day N - 1 ago is in, the day N ago is out), every
 * figure checked exactly: totals, zero-filled days, the funnel's rates, top, rising (against
 * the range before, with its minimum of plays) and failing games (with its minimum of
 * attempts), a game deleted since, landing pages, referrers, placements, ad fill, and one
 * game's 30 days for Manage.
 */
import { describe, expect, it } from "vitest";
import {
  adFillFigures,
  failingGames,
  figuresPerDay,
  gameInsights,
  hasInsights,
  insightRange,
  insightTotals,
  landingPageFigures,
  launchFunnel,
  placementFigures,
  referrerFigures,
  risingGames,
  topGames,
} from "~/domain/analytics/insights.server";
import { utcDay } from "~/domain/analytics/rollups.server";
import type { Database } from "~/domain/db/connection.server";
import { analyticsDaily, games } from "~/domain/db/schema.server";
import { readInsightDays } from "~/lib/insights";
import { ENGINES, useTestDatabase } from "../support/test-database";

const NOW = new Date();
const dayAgo = (days: number) => utcDay(new Date(NOW.getTime() - days * 24 * 60 * 60_000));

/** A game whose row is gone: its counts stay in the roll-ups. */
const DELETED = "deleted-game-id";

const GAMES = [
  { id: "alpha-id", slug: "alpha", title: "Alpha", status: "published" as const },
  { id: "beta-id", slug: "beta", title: "Beta", status: "draft" as const },
  { id: "gamma-id", slug: "gamma", title: "Gamma", status: "published" as const },
];

type Row = [scope: string, subject: string, metric: string, daysAgo: number, count: number];

const ROWS: Row[] = [
  // Plays. Alpha: 16 in the last 7 days, 101 in the 7 before, 1000 on the last of 30 days, 5000 just before them.
  ["game", "alpha-id", "plays", 0, 5],
  ["game", "alpha-id", "plays", 3, 7],
  ["game", "alpha-id", "plays", 6, 4],
  ["game", "alpha-id", "plays", 7, 100],
  ["game", "alpha-id", "plays", 13, 1],
  ["game", "alpha-id", "plays", 29, 1000],
  ["game", "alpha-id", "plays", 30, 5000],
  // Beta: 12 now against 3: rising by 9.
  ["game", "beta-id", "plays", 1, 12],
  ["game", "beta-id", "plays", 8, 3],
  // Gamma grows from nothing, but 9 plays are under the minimum.
  ["game", "gamma-id", "plays", 0, 9],
  ["game", DELETED, "plays", 2, 20],
  // The site's own figures.
  ["site", "", "visitors", 0, 3],
  ["site", "", "visitors", 6, 2],
  ["site", "", "visitors", 7, 50],
  ["site", "", "page-views", 0, 10],
  ["site", "", "visits", 0, 4],
  ["site", "", "visits", 5, 1],
  // The funnel: more starts than card clicks (Play Now on game pages reached without a card).
  ["game", "alpha-id", "card-click", 0, 10],
  ["game", "alpha-id", "card-click", 7, 99],
  ["game", "gamma-id", "card-click", 1, 2],
  ["game", "alpha-id", "interstitial-shown", 0, 4],
  ["game", "alpha-id", "interstitial-closed-early", 0, 1],
  ["game", "alpha-id", "game-started", 0, 30],
  ["game", "alpha-id", "frame-loaded", 0, 12],
  ["game", "alpha-id", "played-30s", 0, 6],
  // Frame failures: alpha 3 of 15, beta 3 of 9 (under the minimum; 5 more fall out of range), gamma 10 of 10, the deleted game 4 of 10.
  ["game", "alpha-id", "frame-failed", 0, 3],
  ["game", "beta-id", "frame-loaded", 0, 6],
  ["game", "beta-id", "frame-failed", 0, 3],
  ["game", "beta-id", "frame-failed", 7, 5],
  ["game", "gamma-id", "frame-failed", 4, 10],
  ["game", DELETED, "frame-loaded", 2, 6],
  ["game", DELETED, "frame-failed", 2, 4],
  // Landing pages: a page only viewed, never entered by, is not one.
  ["page", "/", "visits", 0, 4],
  ["page", "/", "plays", 0, 2],
  ["page", "/", "page-views", 0, 10],
  ["page", "/game/alpha", "visits", 5, 1],
  ["page", "/game/alpha", "plays", 5, 3],
  ["page", "/game/alpha", "page-views", 5, 2],
  ["page", "/category/action", "page-views", 0, 5],
  ["page", "/puzzle-games", "visits", 7, 50],
  ["referrer", "search", "visits", 0, 3],
  ["referrer", "search", "page-views", 0, 6],
  ["referrer", "direct", "visits", 1, 2],
  ["referrer", "direct", "page-views", 1, 4],
  ["referrer", "social", "page-views", 2, 1],
  ["referrer", "other", "visits", 7, 9],
  ["placement", "trending", "card-click", 0, 7],
  ["placement", "strip", "card-click", 6, 3],
  ["placement", "related", "card-click", 1, 2],
  ["placement", "favorites", "card-click", 7, 100],
  ["ad", "1", "network", 0, 8],
  ["ad", "1", "house", 0, 2],
  ["ad", "3", "house", 3, 5],
  ["ad", "8", "network", 6, 1],
  ["ad", "2", "network", 7, 40],
];

async function fill(db: Database) {
  await db.insert(games).values(GAMES.map((game) => ({ ...game, gameUrl: `https://play.example.com/${game.slug}/`, category: "Puzzle" })));
  await db.insert(analyticsDaily).values(ROWS.map(([scope, subject, metric, days, count]) => ({ scope, subject, metric, day: dayAgo(days), count })));
}

const alpha = { id: "alpha-id", title: "Alpha", slug: "alpha", status: "published" };
const beta = { id: "beta-id", title: "Beta", slug: "beta", status: "draft" };
const gamma = { id: "gamma-id", title: "Gamma", slug: "gamma", status: "published" };
const deleted = { id: DELETED, title: null, slug: null, status: "deleted" };

describe("ranges", () => {
  it("are whole UTC days ending today, with the range before of the same length", () => {
    expect(insightRange(7, new Date("2026-03-10T23:59:00Z"))).toEqual({ days: 7, from: "2026-03-04", to: "2026-03-10", previousFrom: "2026-02-25" });
    expect(insightRange(30, new Date("2026-03-01T00:00:00Z"))).toEqual({ days: 30, from: "2026-01-31", to: "2026-03-01", previousFrom: "2026-01-01" });
  });

  it("are read from the address only as 7, 30 or 90", () => {
    expect([readInsightDays("7"), readInsightDays("30"), readInsightDays("90")]).toEqual([7, 30, 90]);
    expect([readInsightDays(null), readInsightDays("8"), readInsightDays("30x"), readInsightDays("-7"), readInsightDays("007"), readInsightDays("")]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe.each(ENGINES)("the analytics insights on %s", (engine) => {
  const database = useTestDatabase(engine, fill);
  const week = insightRange(7, NOW);
  const month = insightRange(30, NOW);

  it("totals the range: plays, daily visitors, page views and visits", async () => {
    expect(await insightTotals(database.db, week)).toEqual({ plays: 57, dailyVisitors: 5, pageViews: 10, visits: 5 });
    expect(await insightTotals(database.db, month)).toEqual({ plays: 57 + 100 + 1 + 3 + 1000, dailyVisitors: 55, pageViews: 10, visits: 5 });
  });

  it("gives every day of the range its plays and visitors, 0 where nothing was counted", async () => {
    const days = await figuresPerDay(database.db, week);
    expect(days).toEqual([
      { day: dayAgo(6), plays: 4, visitors: 2 },
      { day: dayAgo(5), plays: 0, visitors: 0 },
      { day: dayAgo(4), plays: 0, visitors: 0 },
      { day: dayAgo(3), plays: 7, visitors: 0 },
      { day: dayAgo(2), plays: 20, visitors: 0 },
      { day: dayAgo(1), plays: 12, visitors: 0 },
      { day: dayAgo(0), plays: 14, visitors: 3 },
    ]);
    const monthDays = await figuresPerDay(database.db, month);
    expect(monthDays).toHaveLength(30);
    expect(monthDays[0]).toEqual({ day: dayAgo(29), plays: 1000, visitors: 0 });
    expect(monthDays.at(-1)).toEqual({ day: dayAgo(0), plays: 14, visitors: 3 });
  });

  it("knows when a range holds nothing yet", async () => {
    const later = insightRange(7, new Date(NOW.getTime() + 400 * 24 * 60 * 60_000));
    expect(await hasInsights(database.db, week)).toBe(true);
    expect(await hasInsights(database.db, later)).toBe(false);
    expect(await insightTotals(database.db, later)).toEqual({ plays: 0, dailyVisitors: 0, pageViews: 0, visits: 0 });
    expect((await figuresPerDay(database.db, later)).every((day) => day.plays === 0 && day.visitors === 0)).toBe(true);
  });

  it("follows launches through the funnel, each step's rate of the one before", async () => {
    expect(await launchFunnel(database.db, week)).toEqual({
      steps: [
        { label: "Card clicks", count: 12, rate: null },
        { label: "Games started", count: 30, rate: 2.5 },
        { label: "Game frame loaded", count: 12 + 6 + 6, rate: 0.8 },
        { label: "Played 30 seconds", count: 6, rate: 0.25 },
        { label: "Played 5 minutes", count: 0, rate: 0 },
      ],
      interstitialsShown: 4,
      interstitialsClosedEarly: 1,
    });
  });

  it("ranks games by plays, a deleted game among them", async () => {
    expect(await topGames(database.db, week, 20)).toEqual([
      { ...deleted, plays: 20 },
      { ...alpha, plays: 16 },
      { ...beta, plays: 12 },
      { ...gamma, plays: 9 },
    ]);
    expect(await topGames(database.db, week, 2)).toHaveLength(2);
    expect((await topGames(database.db, month, 20)).map((game) => [game.id, game.plays])).toEqual([
      ["alpha-id", 1117],
      [DELETED, 20],
      ["beta-id", 15],
      ["gamma-id", 9],
    ]);
  });

  it("finds rising games against the range before, only those with the minimum of plays", async () => {
    expect(await risingGames(database.db, week, 20)).toEqual([
      { ...deleted, plays: 20, previousPlays: 0, change: 20 },
      { ...beta, plays: 12, previousPlays: 3, change: 9 },
    ]);
    // Over 30 days, alpha's 1117 are fewer than the 5000 of the 30 days before.
    expect(await risingGames(database.db, month, 20)).toEqual([
      { ...deleted, plays: 20, previousPlays: 0, change: 20 },
      { ...beta, plays: 15, previousPlays: 0, change: 15 },
    ]);
  });

  it("ranks frame failures by rate, only games with the minimum of attempts", async () => {
    expect(await failingGames(database.db, week, 20)).toEqual([
      { ...gamma, loaded: 0, failed: 10, failureRate: 1 },
      { ...deleted, loaded: 6, failed: 4, failureRate: 0.4 },
      { ...alpha, loaded: 12, failed: 3, failureRate: 0.2 },
    ]);
    // Beta's 5 failures a week ago bring it to 14 attempts over 30 days.
    expect((await failingGames(database.db, month, 20)).map((game) => [game.id, game.failed, game.failureRate])).toEqual([
      ["gamma-id", 10, 1],
      ["beta-id", 8, 8 / 14],
      [DELETED, 4, 0.4],
      ["alpha-id", 3, 0.2],
    ]);
  });

  it("lists landing pages by visits with the plays they led to", async () => {
    expect(await landingPageFigures(database.db, week, 20)).toEqual([
      { path: "/", visits: 4, plays: 2, pageViews: 10 },
      { path: "/game/alpha", visits: 1, plays: 3, pageViews: 2 },
    ]);
    expect((await landingPageFigures(database.db, month, 20)).map((page) => page.path)).toEqual(["/puzzle-games", "/", "/game/alpha"]);
    // Ranked by the plays they led to, the game's page comes first.
    expect((await landingPageFigures(database.db, week, 20, "plays")).map((page) => page.path)).toEqual(["/game/alpha", "/"]);
  });

  it("counts every referrer kind and card placement, 0 for those not seen", async () => {
    expect(await referrerFigures(database.db, week)).toEqual([
      { kind: "search", visits: 3, pageViews: 6 },
      { kind: "direct", visits: 2, pageViews: 4 },
      { kind: "social", visits: 0, pageViews: 1 },
      { kind: "internal", visits: 0, pageViews: 0 },
      { kind: "other", visits: 0, pageViews: 0 },
    ]);
    const placements = await placementFigures(database.db, week);
    expect(placements.slice(0, 3)).toEqual([
      { placement: "trending", clicks: 7 },
      { placement: "strip", clicks: 3 },
      { placement: "related", clicks: 2 },
    ]);
    expect(placements).toHaveLength(12);
    expect(placements.slice(3).every((placement) => placement.clicks === 0)).toBe(true);
  });

  it("gives each ad block's network and house fills and the fill rate, then all blocks", async () => {
    const fills = await adFillFigures(database.db, week);
    expect(fills.map((fill) => fill.block)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "All"]);
    expect(fills[0]).toEqual({ block: "1", network: 8, house: 2, fillRate: 0.8 });
    expect(fills[1]).toEqual({ block: "2", network: 0, house: 0, fillRate: null });
    expect(fills[2]).toEqual({ block: "3", network: 0, house: 5, fillRate: 0 });
    expect(fills[7]).toEqual({ block: "8", network: 1, house: 0, fillRate: 1 });
    expect(fills[8]).toEqual({ block: "All", network: 9, house: 7, fillRate: 9 / 16 });
  });

  it("gives one game's plays of each of the last 30 days and its own funnel", async () => {
    const insights = await gameInsights(database.db, "alpha-id", NOW);
    expect(insights?.game).toEqual({ id: "alpha-id", title: "Alpha", slug: "alpha" });
    expect(insights?.days).toBe(30);
    const plays = insights?.playsPerDay ?? [];
    expect(plays).toHaveLength(30);
    expect(plays[0]).toEqual({ day: dayAgo(29), plays: 1000 });
    expect(plays.filter((day) => day.plays > 0)).toEqual([
      { day: dayAgo(29), plays: 1000 },
      { day: dayAgo(13), plays: 1 },
      { day: dayAgo(7), plays: 100 },
      { day: dayAgo(6), plays: 4 },
      { day: dayAgo(3), plays: 7 },
      { day: dayAgo(0), plays: 5 },
    ]);
    expect(insights?.funnel).toEqual({
      steps: [
        { label: "Card clicks", count: 109, rate: null },
        { label: "Games started", count: 30, rate: 30 / 109 },
        { label: "Game frame loaded", count: 12, rate: 0.4 },
        { label: "Played 30 seconds", count: 6, rate: 0.5 },
        { label: "Played 5 minutes", count: 0, rate: 0 },
      ],
      interstitialsShown: 4,
      interstitialsClosedEarly: 1,
    });
    expect(await gameInsights(database.db, "no-such-game", NOW)).toBeNull();
  });
});
