/**
 * The analytics buffer: counts added in memory as events arrive, written every
 * FLUSH_INTERVAL_MS into the daily roll-ups (`analytics_daily`) by one additive upsert.
 * A request pays for a few map updates, never a database write; a crash loses at most the
 * last interval's counts. Every instance flushes its own buffer, and the counts add up.
 */
import { inArray, sql } from "drizzle-orm";
import { TRENDING_DAYS } from "~/lib/constants";
import type { Database } from "../db/connection.server";
import { analyticsCountsDropped } from "../platform/metrics.server";
import { analyticsDaily, analyticsSalts, analyticsVisitors, games } from "../db/schema.server";
import { gamePageSlug, type Increment } from "./events.server";
import { log, logFailure } from "../platform/log.server";

export const FLUSH_INTERVAL_MS = 2_000;
/** Past this many distinct counts the buffer is written at once rather than at the next tick. */
const FLUSH_AT_ENTRIES = 10_000;
/**
 * What the buffer may hold while the database does not answer. Beyond it, new counts are
 * dropped (and said so in the log) rather than letting memory grow without bound.
 */
const MAX_BUFFERED_ENTRIES = 200_000;
const MAX_BUFFERED_VISITORS = 100_000;
/** Rows per statement: well inside PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 2_000;

const SEPARATOR = "\t";

/** Today in UTC (YYYY-MM-DD): the day a count belongs to. */
export function utcDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

export interface RollupBuffer {
  /** Adds the counts of events received on `day`, each `n` times (-1 takes one back). */
  add(day: string, increments: readonly Increment[], n?: number): void;
  /** Notes a visitor (by the day's hash) seen on `day`. */
  addVisitor(day: string, hash: string): void;
  /** Writes what the buffer holds; resolves once it is in the database. */
  flush(): Promise<void>;
  /** Writes what is left and stops the timer. */
  stop(): Promise<void>;
  /** Counts dropped because the buffer was full (the database not answering for long). */
  readonly dropped: number;
}

export function startRollupBuffer(db: Database, { intervalMs = FLUSH_INTERVAL_MS } = {}): RollupBuffer {
  let counts = new Map<string, number>();
  let visitors = new Set<string>();
  let dropped = 0;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;

  const flush = (): Promise<void> => {
    // One write at a time, in order: the next starts when the last has ended.
    writing = writing.then(async () => {
      if (counts.size === 0 && visitors.size === 0) return;
      const batch = { counts, visitors };
      counts = new Map();
      visitors = new Set();
      try {
        await writeBatch(db, batch.counts, batch.visitors);
      } catch (error) {
        logFailure("Writing analytics (the counts are kept for the next try)", error);
        for (const [key, n] of batch.counts) addCount(key, n);
        for (const key of batch.visitors) addVisitorKey(key);
      }
    });
    return writing;
  };

  const addCount = (key: string, n: number) => {
    const current = counts.get(key);
    if (current === undefined && counts.size >= MAX_BUFFERED_ENTRIES) {
      dropped += n;
      analyticsCountsDropped(n);
      if (dropped === n) log.error("Analytics buffer full: counts are being dropped until the database answers");
      return;
    }
    counts.set(key, (current ?? 0) + n);
  };
  const addVisitorKey = (key: string) => {
    if (visitors.size >= MAX_BUFFERED_VISITORS) return;
    visitors.add(key);
  };

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    add(day, increments, n = 1) {
      for (const { scope, subject, metric } of increments) addCount([day, scope, subject, metric].join(SEPARATOR), n);
      if (counts.size >= FLUSH_AT_ENTRIES && !stopped) void flush();
    },
    addVisitor(day, hash) {
      addVisitorKey(day + SEPARATOR + hash);
      if (visitors.size >= FLUSH_AT_ENTRIES && !stopped) void flush();
    },
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await flush();
    },
    get dropped() {
      return dropped;
    },
  };
}

interface Row {
  day: string;
  scope: string;
  subject: string;
  metric: string;
  count: number;
}

/**
 * Writes one batch in one transaction: the day's new visitors are counted by the hashes the
 * database did not hold yet, games are named by id (a slug no game has is dropped), and
 * every count is added to its day's row.
 */
async function writeBatch(db: Database, counts: Map<string, number>, visitorKeys: Set<string>): Promise<void> {
  const entries = [...counts].map(([key, count]) => {
    const [day = "", scope = "", subject = "", metric = ""] = key.split(SEPARATOR);
    return { day, scope, subject, metric, count };
  });
  const slugs = new Set<string>();
  for (const entry of entries) {
    if (entry.scope === "game") slugs.add(entry.subject);
    const pageSlug = entry.scope === "page" ? gamePageSlug(entry.subject) : null;
    if (pageSlug) slugs.add(pageSlug);
  }
  await db.transaction(async (tx) => {
    const idOfSlug = new Map<string, string>();
    for (const chunk of chunks([...slugs], ROWS_PER_STATEMENT)) {
      const found = await tx.select({ id: games.id, slug: games.slug }).from(games).where(inArray(games.slug, chunk));
      for (const game of found) idOfSlug.set(game.slug, game.id);
    }
    const rows: Row[] = [];
    for (const entry of entries) {
      if (entry.scope === "game") {
        const id = idOfSlug.get(entry.subject);
        if (id) rows.push({ ...entry, subject: id });
        continue;
      }
      const pageSlug = entry.scope === "page" ? gamePageSlug(entry.subject) : null;
      if (pageSlug && !idOfSlug.has(pageSlug)) continue;
      rows.push(entry);
    }
    const newVisitors = new Map<string, number>();
    const hashes = [...visitorKeys].map((key) => {
      const [day = "", hash = ""] = key.split(SEPARATOR);
      return { day, hash };
    });
    for (const chunk of chunks(hashes, ROWS_PER_STATEMENT)) {
      const added = await tx.insert(analyticsVisitors).values(chunk).onConflictDoNothing().returning({ day: analyticsVisitors.day });
      for (const { day } of added) newVisitors.set(day, (newVisitors.get(day) ?? 0) + 1);
    }
    for (const [day, count] of newVisitors) rows.push({ day, scope: "site", subject: "", metric: "visitors", count });
    // One order on every instance: two upserts of the same rows then wait for each other rather than deadlock.
    const merged = mergeRows(rows).sort((a, b) => compareRows(a, b));
    for (const chunk of chunks(merged, ROWS_PER_STATEMENT)) {
      await tx
        .insert(analyticsDaily)
        .values(chunk)
        .onConflictDoUpdate({
          target: [analyticsDaily.scope, analyticsDaily.subject, analyticsDaily.metric, analyticsDaily.day],
          set: { count: sql`${analyticsDaily.count} + excluded.count` },
        });
    }
  });
}

/** Rows with one key are added together: a statement may not upsert one row twice. */
function mergeRows(rows: Row[]): Row[] {
  const byKey = new Map<string, Row>();
  for (const row of rows) {
    const key = [row.day, row.scope, row.subject, row.metric].join(SEPARATOR);
    const existing = byKey.get(key);
    if (existing) existing.count += row.count;
    else byKey.set(key, { ...row });
  }
  return [...byKey.values()];
}

function compareRows(a: Row, b: Row): number {
  for (const field of ["scope", "subject", "metric", "day"] as const) {
    if (a[field] !== b[field]) return a[field] < b[field] ? -1 : 1;
  }
  return 0;
}

function* chunks<T>(list: T[], size: number): Generator<T[]> {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}

/**
 * Deletes roll-ups older than the retention, and the salts and visitor hashes of days that
 * are over: from then on no hash can be tied to an address, even by someone with the database.
 */
export async function pruneAnalytics(db: Database, retentionDays: number, now: Date = new Date()): Promise<void> {
  // Days in UTC as the buffer counts them, whatever the database server's time zone.
  const today = utcDay(now);
  const oldestKept = utcDay(new Date(now.getTime() - retentionDays * 24 * 60 * 60_000));
  await db.delete(analyticsDaily).where(sql`${analyticsDaily.day} < ${oldestKept}`);
  await db.delete(analyticsSalts).where(sql`${analyticsSalts.day} < ${today}`);
  await db.delete(analyticsVisitors).where(sql`${analyticsVisitors.day} < ${today}`);
}

/**
 * Sets each game's plays of the last TRENDING_DAYS days (today's so far included) from the
 * daily roll-ups: Trending's and search's order (games.recent_plays). Only the games whose
 * figure changed are written.
 */
export async function refreshRecentPlays(db: Database, now: Date = new Date()): Promise<void> {
  const from = utcDay(new Date(now.getTime() - (TRENDING_DAYS - 1) * 24 * 60 * 60_000));
  const recent = sql`select ${analyticsDaily.subject} as id, sum(${analyticsDaily.count})::bigint as plays from ${analyticsDaily}
    where ${analyticsDaily.scope} = 'game' and ${analyticsDaily.metric} = 'plays' and ${analyticsDaily.day} >= ${from}
    group by ${analyticsDaily.subject}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`update ${games} set recent_plays = recent.plays from (${recent}) as recent
      where ${games.id} = recent.id and ${games.recentPlays} <> recent.plays`);
    await tx.execute(sql`update ${games} set recent_plays = 0
      where ${games.recentPlays} > 0 and ${games.id} not in (select recent.id from (${recent}) as recent)`);
  });
}
