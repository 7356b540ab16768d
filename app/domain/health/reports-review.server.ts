/**
 * The panel's side of visitors' reports (game-reports.server.ts files them): the open ones
 * grouped by game, and settling a game's open reports at once, resolved (the problem was
 * seen to) or dismissed (there was none). Both read through game_reports' (status, game_id)
 * index: the open reports are a small part of a table that keeps every settled one.
 */
import { and, count, countDistinct, desc, eq, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../admin/audit-log.server";
import type { Database } from "../db/connection.server";
import { gameReports, games, type GAME_REPORT_STATUSES } from "../db/schema.server";
import { REPORT_KINDS, type ReportKind } from "~/lib/game-reports";
import { countedPages } from "~/lib/paging";

/** Games one page of the Reports section lists. */
export const REPORTS_PAGE_SIZE = 50;

export type ReportSettlement = Exclude<(typeof GAME_REPORT_STATUSES)[number], "open">;

export interface ReportedGame {
  gameId: string;
  slug: string;
  title: string;
  published: boolean;
  /** Its open reports. */
  reports: number;
  /** The kinds among them (game_reports.kind), in the order REPORT_KIND_TEXT lists them. */
  kinds: string[];
  latestAt: string;
  /** The newest open report's text that says something; "" when none does. */
  latestText: string;
}

export interface OpenReportsPage {
  games: ReportedGame[];
  /** Games with open reports, and the open reports of them all. */
  gamesTotal: number;
  reportsTotal: number;
  page: number;
  pages: number;
}

/** Both counts of the open reports: for the dashboard, the page's heading and its pages. */
export async function openReportCounts(db: Database): Promise<{ games: number; reports: number }> {
  const [totals] = await db
    .select({ games: countDistinct(gameReports.gameId), reports: count() })
    .from(gameReports)
    .where(eq(gameReports.status, "open"));
  return { games: totals?.games ?? 0, reports: totals?.reports ?? 0 };
}

/** Games with open reports, the most recently reported first, a page of REPORTS_PAGE_SIZE at a time. */
export async function openReportsByGame(db: Database, { page = 1 }: { page?: number } = {}): Promise<OpenReportsPage> {
  const totals = await openReportCounts(db);
  const { pages, page: shown } = countedPages(totals.games, REPORTS_PAGE_SIZE, page);
  const open = db
    .select({
      gameId: gameReports.gameId,
      reports: count().as("reports"),
      latestAt: sql<string | Date>`max(${gameReports.createdAt})`.as("latest_at"),
      kinds: sql<string>`string_agg(distinct ${gameReports.kind}, ',')`.as("kinds"),
    })
    .from(gameReports)
    .where(eq(gameReports.status, "open"))
    .groupBy(gameReports.gameId)
    .as("open_reports");
  const rows = await db
    .select({
      gameId: open.gameId,
      slug: games.slug,
      title: games.title,
      status: games.status,
      reports: open.reports,
      latestAt: open.latestAt,
      kinds: open.kinds,
      // Spelt out: the builder leaves a subquery's columns unqualified, and both tables have these names.
      latestText: sql<
        string | null
      >`(select t.text from game_reports as t where t.game_id = open_reports.game_id and t.status = 'open' and t.text <> '' order by t.created_at desc, t.id desc limit 1)`,
    })
    .from(open)
    .innerJoin(games, eq(games.id, open.gameId))
    .orderBy(desc(open.latestAt), open.gameId)
    .limit(REPORTS_PAGE_SIZE)
    .offset((shown - 1) * REPORTS_PAGE_SIZE);
  return {
    games: rows.map((row) => ({
      gameId: row.gameId,
      slug: row.slug,
      title: row.title,
      published: row.status === "published",
      reports: Number(row.reports),
      kinds: row.kinds.split(",").sort((a, b) => REPORT_KINDS.indexOf(a as ReportKind) - REPORT_KINDS.indexOf(b as ReportKind)),
      latestAt: new Date(row.latestAt).toISOString(),
      latestText: row.latestText ?? "",
    })),
    gamesTotal: totals.games,
    reportsTotal: totals.reports,
    page: shown,
    pages,
  };
}

export interface SettledReports {
  title: string;
  /** How many open reports this settled: 0 when another admin had settled them already. */
  settled: number;
}

/** Resolves or dismisses every open report of the game, audited. Null when the game is gone. */
export async function settleGameReports(db: Database, gameId: string, settlement: ReportSettlement, actor: AuditActor): Promise<SettledReports | null> {
  return db.transaction(async (tx) => {
    const [game] = await tx.select({ title: games.title, slug: games.slug }).from(games).where(eq(games.id, gameId));
    if (!game) return null;
    const settled = await tx
      .update(gameReports)
      .set({ status: settlement, settledAt: sql`now()`, settledBy: actor.email })
      .where(and(eq(gameReports.status, "open"), eq(gameReports.gameId, gameId)))
      .returning({ id: gameReports.id });
    if (settled.length > 0) {
      const reports = settled.length === 1 ? "1 report" : `${settled.length} reports`;
      await recordAudit(tx, actor, settlement === "resolved" ? "resolved game reports" : "dismissed game reports", `${game.title} (${game.slug}): ${reports}`);
    }
    return { title: game.title, settled: settled.length };
  });
}
