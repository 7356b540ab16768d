/**
 * The Analytics page's tables as CSV files (RFC 4180), one file per table. Game titles come
 * from feeds: a cell a spreadsheet would read as a formula is written as text.
 */
import { formatRate, gameStatusLabel, nameLabel, shownTitle, type InsightTable } from "~/lib/insights";
import type { Database } from "../db/connection.server";
import {
  adFillFigures,
  failingGames,
  figuresPerDay,
  landingPageFigures,
  launchFunnel,
  placementFigures,
  referrerFigures,
  risingGames,
  topGames,
  type InsightRange,
} from "./insights.server";

/** Rows of a ranked table in its file: more than the page shows, still one quick query. */
const EXPORT_ROWS = 1_000;

type Cell = string | number | null;

/** A rate as a percentage a spreadsheet reads as a number ("42.5%"), empty where there is none. */
function percent(rate: number | null): Cell {
  return rate === null ? null : formatRate(rate);
}

/** The header row and the rows of one table of the range. */
async function tableRows(db: Database, table: InsightTable, range: InsightRange): Promise<Cell[][]> {
  switch (table) {
    case "top-games":
      return [
        ["Rank", "Game", "Slug", "Status", "Plays"],
        ...(await topGames(db, range, EXPORT_ROWS)).map((game, n) => [n + 1, shownTitle(game), game.slug, gameStatusLabel(game.status), game.plays]),
      ];
    case "rising-games":
      return [
        ["Game", "Slug", "Status", `Plays (last ${range.days} days)`, `Plays (${range.days} days before)`, "Change"],
        ...(await risingGames(db, range, EXPORT_ROWS)).map((game) => [
          shownTitle(game),
          game.slug,
          gameStatusLabel(game.status),
          game.plays,
          game.previousPlays,
          game.change,
        ]),
      ];
    case "failing-games":
      return [
        ["Game", "Slug", "Status", "Frame loaded", "Frame failed", "Failure rate"],
        ...(await failingGames(db, range, EXPORT_ROWS)).map((game) => [
          shownTitle(game),
          game.slug,
          gameStatusLabel(game.status),
          game.loaded,
          game.failed,
          percent(game.failureRate),
        ]),
      ];
    case "landing-pages":
      return [
        ["Path", "Visits", "Plays", "Page views"],
        ...(await landingPageFigures(db, range, EXPORT_ROWS)).map((page) => [page.path, page.visits, page.plays, page.pageViews]),
      ];
    case "referrers":
      return [
        ["Referrer", "Visits", "Page views"],
        ...(await referrerFigures(db, range)).map((referrer) => [nameLabel(referrer.kind), referrer.visits, referrer.pageViews]),
      ];
    case "placements":
      return [["Placement", "Card clicks"], ...(await placementFigures(db, range)).map((placement) => [nameLabel(placement.placement), placement.clicks])];
    case "ad-fill":
      return [
        ["Ad block", "Network", "House", "Fill rate"],
        ...(await adFillFigures(db, range)).map((fill) => [fill.block, fill.network, fill.house, percent(fill.fillRate)]),
      ];
    case "plays-per-day":
      return [["Day", "Plays", "Daily visitors"], ...(await figuresPerDay(db, range)).map((day) => [day.day, day.plays, day.visitors])];
    case "funnel": {
      const funnel = await launchFunnel(db, range);
      return [
        ["Step", "Count", "Of the step before"],
        ...funnel.steps.map((step) => [step.label, step.count, percent(step.rate)]),
        ["Interstitials shown", funnel.interstitialsShown, null],
        [
          "Interstitials closed early",
          funnel.interstitialsClosedEarly,
          percent(funnel.interstitialsShown > 0 ? funnel.interstitialsClosedEarly / funnel.interstitialsShown : null),
        ],
      ];
    }
  }
}

/**
 * A cell as RFC 4180 writes it. Text that starts with = + - @, a tab or a carriage return
 * gets a leading quote first: spreadsheets run such a cell as a formula (CSV injection).
 */
function csvCell(value: Cell): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvOf(rows: Cell[][]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** One table of the range as a CSV file: its name and its text. */
export async function insightTableCsv(db: Database, table: InsightTable, range: InsightRange): Promise<{ filename: string; csv: string }> {
  return { filename: `zowii-${table}-${range.days}-days.csv`, csv: csvOf(await tableRows(db, table, range)) };
}
