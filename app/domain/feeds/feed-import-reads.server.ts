/**
 * The panel's view of feed imports: the recent ones, the one running, each saved feed's
 * last, one import's progress, and the hosts an import's games wait for. An import that
 * died with its instance shows as stopped (its row has not moved for FEED_IMPORT_STALE_MS).
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { hostMatches } from "../catalog/game-hosts.server";
import type { Database } from "../db/connection.server";
import { feedImports, games } from "../db/schema.server";
import type { Rejection } from "./feed-merge.server";

/**
 * A running import's row moves on with each chunk and each page of a feed read (at most
 * FEED_TIMEOUT_MS apart); one that has not moved for this long died with its instance.
 */
export const FEED_IMPORT_STALE_MS = 5 * 60_000;

/**
 * Imports that ended in this process while their row still says running: the write that
 * says how they ended failed (the database was away): their message, by id. They hold no
 * one up meanwhile (runningFeedImport), this instance shows them failed, and their row is
 * written again until it takes.
 */
export const endedUnrecorded = new Map<string, string>();
export interface FeedImportState {
  id: string;
  source: string;
  /** "stopped": still running on its row, but it has not moved for FEED_IMPORT_STALE_MS. */
  state: "running" | "done" | "failed" | "stopped";
  total: number;
  processed: number;
  added: number;
  updated: number;
  unchanged: number;
  rejected: number;
  rejections: Rejection[];
  unmapped: string[];
  message: string | null;
  startedBy: string;
  startedAt: string;
  finishedAt: string | null;
}

/** What the panel says of an import that died with its instance (see the top of this file for why it is true). */
export function stoppedImportMessage(processed: number, total: number): string {
  return processed > 0
    ? `This import stopped before it finished (the portal restarted) after ${processed} of ${total} records: those were imported, nothing after them was changed. Run it again to finish.`
    : "This import stopped before it finished (the portal restarted). Nothing was changed; run it again.";
}

export async function recentFeedImports(db: Database, limit = 10): Promise<FeedImportState[]> {
  const rows = await db
    .select()
    .from(feedImports)
    .orderBy(sql`${feedImports.startedAt} desc`)
    .limit(limit);
  const now = Date.now();
  return rows.map((row) => toState(row, now));
}

/**
 * The import running now, if any (one that stopped moving does not count): the panel starts
 * one at a time, so an operator cannot stack many large feeds in memory at once.
 */
export async function runningFeedImport(db: Database): Promise<string | null> {
  const rows = await db
    .select({ id: feedImports.id })
    .from(feedImports)
    .where(and(eq(feedImports.state, "running"), sql`${feedImports.updatedAt} > now() - ${`${FEED_IMPORT_STALE_MS} milliseconds`}::interval`))
    .limit(endedUnrecorded.size + 1);
  return rows.find((row) => !endedUnrecorded.has(row.id))?.id ?? null;
}

/** Each saved feed's last import (its last sync, scheduled or asked for), by feed id. */
export async function lastImportsOfFeeds(db: Database, feedIds: readonly string[]): Promise<Map<string, FeedImportState>> {
  if (feedIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([feedImports.feedId])
    .from(feedImports)
    .where(inArray(feedImports.feedId, [...feedIds]))
    .orderBy(feedImports.feedId, desc(feedImports.startedAt));
  const now = Date.now();
  return new Map(rows.map((row) => [row.feedId!, toState(row, now)]));
}

/** One import as the panel follows it; null when there is no such import. */
export async function feedImportProgress(db: Database, importId: string): Promise<FeedImportState | null> {
  const [row] = await db.select().from(feedImports).where(eq(feedImports.id, importId));
  return row ? toState(row, Date.now()) : null;
}

function toState(row: typeof feedImports.$inferSelect, now: number): FeedImportState {
  const endedMessage = row.state === "running" ? endedUnrecorded.get(row.id) : undefined;
  const stopped = endedMessage === undefined && row.state === "running" && now - row.updatedAt.getTime() > FEED_IMPORT_STALE_MS;
  return {
    id: row.id,
    source: row.source,
    state: endedMessage !== undefined ? "failed" : stopped ? "stopped" : row.state,
    total: row.total,
    processed: row.processed,
    added: row.added,
    updated: row.updated,
    unchanged: row.unchanged,
    rejected: row.rejected,
    rejections: row.rejections,
    unmapped: row.unmapped,
    message: endedMessage ?? (stopped ? stoppedImportMessage(row.processed, row.total) : row.message),
    startedBy: row.startedBy,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The hosts of the games an import added that are still not allowed, with how many of its
 * games each holds. An import's games are the feed games created while it ran (games keep
 * no import id), so two imports running at once share theirs.
 */
export async function importHostsWaiting(db: Database, allowedHosts: readonly string[], importId: string): Promise<{ host: string; games: number }[]> {
  const rows = await db
    .select({ host: games.gameHost, games: sql<number>`count(*)::int` })
    .from(games)
    .innerJoin(feedImports, eq(feedImports.id, importId))
    .where(
      and(
        sql`${games.provider} is not null`,
        sql`${games.createdAt} >= ${feedImports.startedAt}`,
        sql`${games.createdAt} <= coalesce(${feedImports.finishedAt}, now())`,
      ),
    )
    .groupBy(games.gameHost);
  return rows
    .filter((row): row is { host: string; games: number } => row.host !== null && !allowedHosts.some((pattern) => hostMatches(row.host!, pattern)))
    .sort((a, b) => b.games - a.games || a.host.localeCompare(b.host));
}
