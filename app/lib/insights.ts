/**
 * The panel's Analytics page and its CSV exports, shared by the server that reads the daily
 * roll-ups (domain/analytics/insights.server.ts) and the screens that show them.
 */

/** The ranges the panel offers, in whole UTC days ending today. */
export const INSIGHT_RANGES = [7, 30, 90] as const;
export type InsightRangeDays = (typeof INSIGHT_RANGES)[number];
export const DEFAULT_INSIGHT_DAYS: InsightRangeDays = 30;

/** Plays a game needs in a range before it can be "rising": one play to three is noise. */
export const RISING_MIN_PLAYS = 10;
/** Frame loads and failures a game needs before its failure rate is shown. */
export const FAILURE_MIN_ATTEMPTS = 10;
/** Rows each ranked table shows on the page; its CSV export holds more. */
export const INSIGHT_TABLE_ROWS = 20;
/** Days of a game's plays in Manage's Insights dialog. */
export const GAME_INSIGHT_DAYS = 30;

/** A range named in an address (`?days=7`), or null when it is not one the panel offers. */
export function readInsightDays(value: string | null): InsightRangeDays | null {
  return INSIGHT_RANGES.find((range) => String(range) === value) ?? null;
}

/** How the landing pages are ranked: by the visits that entered there, or by the plays those visits led to. */
export const LANDING_ORDERS = ["visits", "plays"] as const;
export type LandingOrder = (typeof LANDING_ORDERS)[number];

/** The landing pages' order named in an address (`?landing=plays`); anything else is by visits. */
export function readLandingOrder(value: string | null): LandingOrder {
  return value === "plays" ? "plays" : "visits";
}

/** The tables that can be exported, by the name their address and file use. */
export const INSIGHT_TABLES = [
  "top-games",
  "rising-games",
  "failing-games",
  "landing-pages",
  "referrers",
  "placements",
  "ad-fill",
  "plays-per-day",
  "funnel",
] as const;
export type InsightTable = (typeof INSIGHT_TABLES)[number];

/** Each table's title on the page, also its accessible name. */
export const INSIGHT_TABLE_TITLES: Record<InsightTable, string> = {
  "top-games": "Top games",
  "rising-games": "Rising games",
  "failing-games": "Games failing to load",
  "landing-pages": "Landing pages",
  referrers: "Referrers",
  placements: "Card placements",
  "ad-fill": "Ad fill",
  "plays-per-day": "Plays and visitors per day",
  funnel: "From card to play",
};

export function isInsightTable(value: string | null): value is InsightTable {
  return INSIGHT_TABLES.some((table) => table === value);
}

/** The steps of a launch, in order: each one's rate is of the step before it. */
export const FUNNEL_STEPS = [
  { metric: "card-click", label: "Card clicks" },
  { metric: "game-started", label: "Games started" },
  { metric: "frame-loaded", label: "Game frame loaded" },
  { metric: "played-30s", label: "Played 30 seconds" },
  { metric: "played-5m", label: "Played 5 minutes" },
] as const;

export interface FunnelStep {
  label: string;
  count: number;
  /** This step over the one before it (0.5 for half), or null for the first step or after a 0. */
  rate: number | null;
}

export interface Funnel {
  steps: FunnelStep[];
  /** Shown beside the steps: the interstitial shows at most once every 3 minutes, so not every launch passes it. */
  interstitialsShown: number;
  interstitialsClosedEarly: number;
}

/** A count in full, with thousands separators ("1,117"): the same on the server and in every browser. */
export function formatFigure(count: number): string {
  return count.toLocaleString("en-US");
}

/** One game's figures in Manage's Insights dialog. */
export interface GameInsights {
  game: { id: string; title: string; slug: string };
  days: number;
  playsPerDay: { day: string; plays: number }[];
  funnel: Funnel;
}

/** A share as people read it: "42.5%", or "—" where there is nothing to divide by. */
export function formatRate(rate: number | null): string {
  if (rate === null || !Number.isFinite(rate)) return "—";
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

/** What a game deleted since its plays were counted is called in every table. */
export const DELETED_GAME_TITLE = "Deleted game";

export function shownTitle(game: { title: string | null }): string {
  return game.title ?? DELETED_GAME_TITLE;
}

export function gameStatusLabel(status: "published" | "draft" | "deleted"): string {
  return status === "published" ? "Published" : status === "draft" ? "Draft" : "Deleted";
}

/** A referrer kind or card placement as words: "more-like-this" is "More like this". */
export function nameLabel(name: string): string {
  const words = name.replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
