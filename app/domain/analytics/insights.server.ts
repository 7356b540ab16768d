/**
 * What the panel's Analytics page and Manage's Insights dialog read from the daily roll-ups:
 * each figure is one query over `analytics_daily` for a range of whole UTC days ending today,
 * filtered on (scope, metric, day) so the index of that name serves it.
 */
import { and, asc, between, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { AD_FILLS, CARD_PLACEMENTS, REFERRER_KINDS, type CardPlacement, type ReferrerKind } from "~/lib/analytics";
import { AD_BLOCK_COUNT } from "~/lib/constants";
import { FAILURE_MIN_ATTEMPTS, FUNNEL_STEPS, GAME_INSIGHT_DAYS, RISING_MIN_PLAYS, type Funnel, type GameInsights, type LandingOrder } from "~/lib/insights";
import type { Database } from "../db/connection.server";
import { analyticsDaily, games } from "../db/schema.server";
import { utcDay } from "./rollups.server";

const DAY_MS = 24 * 60 * 60_000;

export interface InsightRange {
  days: number;
  /** First and last day of the range (YYYY-MM-DD, UTC), both in it. */
  from: string;
  to: string;
  /** First day of the range of the same length just before this one. */
  previousFrom: string;
}

/** The `days` whole UTC days ending today: today and the days - 1 before it. */
export function insightRange(days: number, now: Date = new Date()): InsightRange {
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return {
    days,
    from: utcDay(new Date(today - (days - 1) * DAY_MS)),
    to: utcDay(new Date(today)),
    previousFrom: utcDay(new Date(today - (2 * days - 1) * DAY_MS)),
  };
}

/** Every day of the range, first to last. */
function daysOf(range: InsightRange): string[] {
  const first = Date.parse(`${range.from}T00:00:00Z`);
  return Array.from({ length: range.days }, (_, n) => utcDay(new Date(first + n * DAY_MS)));
}

const daily = analyticsDaily;
/** Sums are numeric in PostgreSQL (the driver's string): read as numbers, 0 when no row matched. */
const total = (filter?: SQL) =>
  (filter ? sql<number>`coalesce(sum(${daily.count}) filter (where ${filter}), 0)` : sql<number>`coalesce(sum(${daily.count}), 0)`).mapWith(Number);
const metricIs = (metric: string) => eq(daily.metric, metric);
const inRange = (range: InsightRange) => between(daily.day, range.from, range.to);

export interface InsightTotals {
  plays: number;
  /** The sum of each day's unique visitors: one visitor on two days counts twice. */
  dailyVisitors: number;
  pageViews: number;
  visits: number;
}

export async function insightTotals(db: Database, range: InsightRange): Promise<InsightTotals> {
  const site = eq(daily.scope, "site");
  const [row] = await db
    .select({
      plays: total(and(eq(daily.scope, "game"), metricIs("plays"))),
      dailyVisitors: total(and(site, metricIs("visitors"))),
      pageViews: total(and(site, metricIs("page-views"))),
      visits: total(and(site, metricIs("visits"))),
    })
    .from(daily)
    .where(and(or(and(eq(daily.scope, "game"), metricIs("plays")), and(site, inArray(daily.metric, ["visitors", "page-views", "visits"]))), inRange(range)));
  return row ?? { plays: 0, dailyVisitors: 0, pageViews: 0, visits: 0 };
}

export interface DayFigures {
  day: string;
  plays: number;
  visitors: number;
}

/** Plays and unique visitors of every day of the range, 0 on a day nothing was counted. */
export async function figuresPerDay(db: Database, range: InsightRange): Promise<DayFigures[]> {
  const rows = await db
    .select({
      day: daily.day,
      plays: total(eq(daily.scope, "game")),
      visitors: total(eq(daily.scope, "site")),
    })
    .from(daily)
    .where(and(or(and(eq(daily.scope, "game"), metricIs("plays")), and(eq(daily.scope, "site"), metricIs("visitors"))), inRange(range)))
    .groupBy(daily.day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOf(range).map((day) => ({ day, plays: byDay.get(day)?.plays ?? 0, visitors: byDay.get(day)?.visitors ?? 0 }));
}

/** Whether anything at all was counted in the range: the page says so rather than show empty charts. */
export async function hasInsights(db: Database, range: InsightRange): Promise<boolean> {
  const [row] = await db.select({ day: daily.day }).from(daily).where(inRange(range)).limit(1);
  return row !== undefined;
}

const FUNNEL_METRICS = [...FUNNEL_STEPS.map((step) => step.metric), "interstitial-shown", "interstitial-closed-early"];

/** The launch funnel of the range, of every game or of one. */
export async function launchFunnel(db: Database, range: InsightRange, gameId?: string): Promise<Funnel> {
  const rows = await db
    .select({ metric: daily.metric, count: total() })
    .from(daily)
    .where(and(eq(daily.scope, "game"), gameId === undefined ? undefined : eq(daily.subject, gameId), inArray(daily.metric, FUNNEL_METRICS), inRange(range)))
    .groupBy(daily.metric);
  const countOf = (metric: string) => rows.find((row) => row.metric === metric)?.count ?? 0;
  const steps = FUNNEL_STEPS.map(({ metric, label }, n) => {
    const count = countOf(metric);
    const before = n === 0 ? 0 : countOf(FUNNEL_STEPS[n - 1]!.metric);
    return { label, count, rate: before > 0 ? count / before : null };
  });
  return { steps, interstitialsShown: countOf("interstitial-shown"), interstitialsClosedEarly: countOf("interstitial-closed-early") };
}

export interface RankedGame {
  id: string;
  /** Null for a game deleted since: the tables call it "Deleted game". */
  title: string | null;
  slug: string | null;
  status: "published" | "draft" | "deleted";
}

const gameColumns = { id: daily.subject, title: games.title, slug: games.slug, status: games.status };
const gameGroup = [daily.subject, games.title, games.slug, games.status] as const;

function rankedGame(row: { id: string; title: string | null; slug: string | null; status: "published" | "draft" | null }): RankedGame {
  return { id: row.id, title: row.title, slug: row.slug, status: row.status ?? "deleted" };
}

export interface TopGame extends RankedGame {
  plays: number;
}

export async function topGames(db: Database, range: InsightRange, limit: number): Promise<TopGame[]> {
  const plays = total();
  const rows = await db
    .select({ ...gameColumns, plays })
    .from(daily)
    .leftJoin(games, eq(games.id, daily.subject))
    .where(and(eq(daily.scope, "game"), metricIs("plays"), inRange(range)))
    .groupBy(...gameGroup)
    .orderBy(desc(plays), asc(daily.subject))
    .limit(limit);
  return rows.map((row) => ({ ...rankedGame(row), plays: row.plays }));
}

export interface RisingGame extends RankedGame {
  plays: number;
  previousPlays: number;
  /** plays - previousPlays: what the table is ordered by. */
  change: number;
}

/**
 * Games with at least RISING_MIN_PLAYS plays in the range and more than in the range of the
 * same length before it, most plays gained first.
 */
export async function risingGames(db: Database, range: InsightRange, limit: number): Promise<RisingGame[]> {
  const plays = total(sql`${daily.day} >= ${range.from}`);
  const previousPlays = total(sql`${daily.day} < ${range.from}`);
  const rows = await db
    .select({ ...gameColumns, plays, previousPlays })
    .from(daily)
    .leftJoin(games, eq(games.id, daily.subject))
    .where(and(eq(daily.scope, "game"), metricIs("plays"), between(daily.day, range.previousFrom, range.to)))
    .groupBy(...gameGroup)
    .having(and(sql`${plays} >= ${RISING_MIN_PLAYS}`, sql`${plays} > ${previousPlays}`))
    .orderBy(desc(sql`${plays} - ${previousPlays}`), asc(daily.subject))
    .limit(limit);
  return rows.map((row) => ({ ...rankedGame(row), plays: row.plays, previousPlays: row.previousPlays, change: row.plays - row.previousPlays }));
}

export interface FailingGame extends RankedGame {
  loaded: number;
  failed: number;
  /** failed / (loaded + failed). */
  failureRate: number;
}

/** Games whose frame failed, of those with at least FAILURE_MIN_ATTEMPTS loads and failures, the highest rate first. */
export async function failingGames(db: Database, range: InsightRange, limit: number): Promise<FailingGame[]> {
  const loaded = total(metricIs("frame-loaded"));
  const failed = total(metricIs("frame-failed"));
  const rows = await db
    .select({ ...gameColumns, loaded, failed })
    .from(daily)
    .leftJoin(games, eq(games.id, daily.subject))
    .where(and(eq(daily.scope, "game"), inArray(daily.metric, ["frame-loaded", "frame-failed"]), inRange(range)))
    .groupBy(...gameGroup)
    .having(and(sql`${loaded} + ${failed} >= ${FAILURE_MIN_ATTEMPTS}`, sql`${failed} > 0`))
    .orderBy(desc(sql`${failed}::float8 / (${loaded} + ${failed})`), desc(failed), asc(daily.subject))
    .limit(limit);
  return rows.map((row) => ({ ...rankedGame(row), loaded: row.loaded, failed: row.failed, failureRate: row.failed / (row.loaded + row.failed) }));
}

export interface LandingPageFigures {
  path: string;
  visits: number;
  /** Games started in visits that entered at this page. */
  plays: number;
  pageViews: number;
}

/** Pages visits entered by, the most visits first (or the most plays they led to, by `order`). */
export async function landingPageFigures(db: Database, range: InsightRange, limit: number, order: LandingOrder = "visits"): Promise<LandingPageFigures[]> {
  const visits = total(metricIs("visits"));
  const plays = total(metricIs("plays"));
  const pageViews = total(metricIs("page-views"));
  return db
    .select({ path: daily.subject, visits, plays, pageViews })
    .from(daily)
    .where(and(eq(daily.scope, "page"), inArray(daily.metric, ["visits", "plays", "page-views"]), inRange(range)))
    .groupBy(daily.subject)
    .having(sql`${visits} + ${plays} > 0`)
    .orderBy(...(order === "plays" ? [desc(plays), desc(visits)] : [desc(visits), desc(plays)]), asc(daily.subject))
    .limit(limit);
}

export interface ReferrerFigures {
  kind: ReferrerKind;
  visits: number;
  pageViews: number;
}

/** Every referrer kind, the most visits first. */
export async function referrerFigures(db: Database, range: InsightRange): Promise<ReferrerFigures[]> {
  const rows = await db
    .select({ kind: daily.subject, visits: total(metricIs("visits")), pageViews: total(metricIs("page-views")) })
    .from(daily)
    .where(and(eq(daily.scope, "referrer"), inArray(daily.metric, ["visits", "page-views"]), inRange(range)))
    .groupBy(daily.subject);
  const figures = REFERRER_KINDS.map((kind) => {
    const row = rows.find((found) => found.kind === kind);
    return { kind, visits: row?.visits ?? 0, pageViews: row?.pageViews ?? 0 };
  });
  return figures.sort((a, b) => b.visits - a.visits || b.pageViews - a.pageViews);
}

export interface PlacementFigures {
  placement: CardPlacement;
  clicks: number;
}

/** Card clicks of every placement, the most first. */
export async function placementFigures(db: Database, range: InsightRange): Promise<PlacementFigures[]> {
  const rows = await db
    .select({ placement: daily.subject, clicks: total() })
    .from(daily)
    .where(and(eq(daily.scope, "placement"), metricIs("card-click"), inRange(range)))
    .groupBy(daily.subject);
  const figures = CARD_PLACEMENTS.map((placement) => ({ placement, clicks: rows.find((row) => row.placement === placement)?.clicks ?? 0 }));
  return figures.sort((a, b) => b.clicks - a.clicks);
}

export interface AdFillFigures {
  /** "1".."8", or "All" for every block together. */
  block: string;
  network: number;
  house: number;
  /** network / (network + house), or null when the block was not shown. */
  fillRate: number | null;
}

/** Network and house fills of ad blocks 1 to AD_BLOCK_COUNT, then all blocks together. */
export async function adFillFigures(db: Database, range: InsightRange): Promise<AdFillFigures[]> {
  const rows = await db
    .select({ block: daily.subject, network: total(metricIs("network")), house: total(metricIs("house")) })
    .from(daily)
    .where(and(eq(daily.scope, "ad"), inArray(daily.metric, [...AD_FILLS]), inRange(range)))
    .groupBy(daily.subject);
  const blocks = Array.from({ length: AD_BLOCK_COUNT }, (_, n) => String(n + 1));
  const fills = blocks.map((block) => {
    const row = rows.find((found) => found.block === block);
    return { block, network: row?.network ?? 0, house: row?.house ?? 0 };
  });
  const all = fills.reduce((sum, fill) => ({ block: "All", network: sum.network + fill.network, house: sum.house + fill.house }), {
    block: "All",
    network: 0,
    house: 0,
  });
  return [...fills, all].map((fill) => ({ ...fill, fillRate: fill.network + fill.house > 0 ? fill.network / (fill.network + fill.house) : null }));
}

/** A game's plays of each of the last GAME_INSIGHT_DAYS days and its funnel over them; null for no such game. */
export async function gameInsights(db: Database, gameId: string, now: Date = new Date()): Promise<GameInsights | null> {
  const [game] = await db.select({ id: games.id, title: games.title, slug: games.slug }).from(games).where(eq(games.id, gameId));
  if (!game) return null;
  const range = insightRange(GAME_INSIGHT_DAYS, now);
  const [rows, funnel] = await Promise.all([
    db
      .select({ day: daily.day, plays: total() })
      .from(daily)
      .where(and(eq(daily.scope, "game"), eq(daily.subject, game.id), metricIs("plays"), inRange(range)))
      .groupBy(daily.day),
    launchFunnel(db, range, game.id),
  ]);
  const byDay = new Map(rows.map((row) => [row.day, row.plays]));
  return { game, days: range.days, playsPerDay: daysOf(range).map((day) => ({ day, plays: byDay.get(day) ?? 0 })), funnel };
}
