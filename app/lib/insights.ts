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

/** The tables that can be exported, by the name their address and file use. */
export const INSIGHT_TABLES = ["top-games", "rising-games", "failing-games", "landing-pages", "referrers", "placements", "ad-fill", "plays-per-day"] as const;
export type InsightTable = (typeof INSIGHT_TABLES)[number];

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

/** A share as people read it: "42.5%", or "—" where there is nothing to divide by. */
export function formatRate(rate: number | null): string {
  if (rate === null || !Number.isFinite(rate)) return "—";
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

/** What a game deleted since its plays were counted is called in every table. */
export const DELETED_GAME_TITLE = "Deleted game";
