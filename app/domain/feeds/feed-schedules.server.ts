/**
 * Saved feeds' scheduled work: each feed's sync (daily or weekly) and its drip (a few of its
 * drafts published each hour, N a day). Every instance looks once a minute; a feed's due
 * work is claimed by moving its next time on in the same statement that finds it, so two
 * instances never queue the same sync or drip. The work itself runs on the job queue
 * (jobs/queue.server.ts): a crash retries it, a failure is retried, and each job's last
 * run and result stay for the panel.
 */
import { and, asc, eq, inArray, isNull, lte, ne, notLike, or, sql } from "drizzle-orm";
import type { AuditActor } from "../admin/audit-log.server";
import { allowedGameHosts } from "../catalog/game-hosts.server";
import { setGamesStatus, UNPUBLISHED_BY } from "../catalog/writes.server";
import type { ServerConfig } from "../platform/config.server";
import type { Database } from "../db/connection.server";
import { feeds, games, type FeedSchedule } from "../db/schema.server";
import { defineJobKind, enqueueJobs, type NewJob } from "../jobs/queue.server";
import type { FeedFormat } from "./feed-formats.server";
import { feedSummaryLine } from "~/lib/feed-formats";
import { importFeedSource } from "./feed-import.server";
import { THUMBNAIL_FAILED } from "./thumbnail-fetch.server";
import { POLL_EVERY_MS, startPoller, type Poller } from "../jobs/poller.server";
import { countOf } from "~/lib/format";

export const FEED_SYNC_JOB = "feed-sync";
export const FEED_DRIP_JOB = "feed-drip";
/** Who the audit log names for a scheduled sync or drip. */
export const FEED_SCHEDULER: AuditActor = { id: null, email: "feed schedule" };

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const SCHEDULE_PERIOD_MS: Record<Exclude<FeedSchedule, "off">, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/** Hours a drip makes up for after the instances were down: at most one day's quota at once. */
const DRIP_CATCH_UP_HOURS = 24;
/** Drafts a drip looks through for its quota, past those it may not publish (their host not allowed). */
const DRIP_CANDIDATES_MAX = 2_000;

export function schedulePeriodMs(schedule: Exclude<FeedSchedule, "off">): number {
  return SCHEDULE_PERIOD_MS[schedule];
}

/** The start of the hour after `now` (UTC): when a changed drip first publishes. */
export function nextHourBoundary(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
}

/**
 * How many of `perDay` drafts the UTC hour `hour` (0-23) publishes: spread so that every
 * day's 24 quotas add up to `perDay` exactly, the remainder in evenly spaced hours.
 */
export function dripQuota(perDay: number, hour: number): number {
  return Math.floor((perDay * (hour + 1)) / 24) - Math.floor((perDay * hour) / 24);
}

export function feedSyncJob(feedId: string): NewJob {
  return { kind: FEED_SYNC_JOB, key: `${FEED_SYNC_JOB}:${feedId}`, payload: { feedId } satisfies FeedSync };
}

interface FeedSync {
  feedId: string;
}

interface FeedDrip {
  feedId: string;
  /** The last UTC hour this drip publishes for (ISO), and the drafts it publishes in all. */
  hour: string;
  quota: number;
}

export interface ScheduledWork {
  syncs: number;
  drips: number;
}

/**
 * Queues every saved feed's due sync and drip, each claimed in the statement that moves its
 * time on: a second instance looking at the same moment finds nothing due. A sync keeps its
 * time of day (a slot missed while every instance was down is run once, not made up).
 */
export function scheduleDueFeedWork(db: Database, now = new Date()): Promise<ScheduledWork> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // Written into the statement: as parameters, the CASE's type would be text.
  const period = sql`(case when ${feeds.schedule} = 'weekly' then ${sql.raw(String(SCHEDULE_PERIOD_MS.weekly / 1000))} else ${sql.raw(String(SCHEDULE_PERIOD_MS.daily / 1000))} end)`;
  return db.transaction(async (tx) => {
    const syncs = await tx
      .update(feeds)
      .set({
        nextSyncAt: sql`${feeds.nextSyncAt} + make_interval(secs => ${period} * (floor(extract(epoch from (${at} - ${feeds.nextSyncAt})) / ${period}) + 1))`,
      })
      .where(and(ne(feeds.schedule, "off"), lte(feeds.nextSyncAt, now)))
      .returning({ id: feeds.id });

    // A drip needs the time it was due (to make up the hours missed), which an UPDATE's RETURNING no longer has.
    const dueDrips = await tx
      .select({ id: feeds.id, dripPerDay: feeds.dripPerDay, nextDripAt: feeds.nextDripAt })
      .from(feeds)
      .where(and(sql`${feeds.dripPerDay} > 0`, lte(feeds.nextDripAt, now)))
      .for("update", { skipLocked: true });
    if (dueDrips.length > 0) {
      await tx
        .update(feeds)
        .set({ nextDripAt: nextHourBoundary(now) })
        .where(
          inArray(
            feeds.id,
            dueDrips.map((feed) => feed.id),
          ),
        );
    }
    const currentHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    const drips: NewJob[] = [];
    for (const feed of dueDrips) {
      const firstHour = Math.max(Math.floor(feed.nextDripAt!.getTime() / HOUR_MS) * HOUR_MS, currentHour - (DRIP_CATCH_UP_HOURS - 1) * HOUR_MS);
      let quota = 0;
      for (let hour = firstHour; hour <= currentHour; hour += HOUR_MS) quota += dripQuota(feed.dripPerDay, new Date(hour).getUTCHours());
      if (quota === 0) continue;
      const hour = new Date(currentHour).toISOString();
      drips.push({ kind: FEED_DRIP_JOB, key: `${FEED_DRIP_JOB}:${feed.id}:${hour}`, payload: { feedId: feed.id, hour, quota } satisfies FeedDrip });
    }
    await enqueueJobs(tx, [...syncs.map((feed) => feedSyncJob(feed.id)), ...drips]);
    return { syncs: syncs.length, drips: drips.length };
  });
}

export type FeedJobSettings = Pick<ServerConfig, "siteUrl" | "allowPrivateFetch" | "allowedGameHosts"> & {
  /** How long each page of a feed may take; the feed reader's own limit unless a test needs it shorter. */
  fetchTimeoutMs?: number;
};

/** Makes the feed-sync and feed-drip jobs known to this process's worker. */
export function defineFeedJobs(settings: FeedJobSettings): void {
  defineJobKind<FeedSync>(FEED_SYNC_JOB, {
    // A sync reads a whole feed and writes thousands of games: one at a time per instance.
    concurrency: 1,
    leaseMs: 30 * 60_000,
    async run({ feedId }, db) {
      const [feed] = await db.select({ url: feeds.url, format: feeds.format }).from(feeds).where(eq(feeds.id, feedId));
      if (!feed) return "The feed was deleted: nothing to sync";
      const summary = await importFeedSource(
        db,
        { url: feed.url },
        {
          format: (feed.format ?? undefined) as FeedFormat | undefined,
          publish: false,
          actor: FEED_SCHEDULER,
          siteUrl: settings.siteUrl,
          allowedHosts: await allowedGameHosts(db, settings),
          allowPrivateFetch: settings.allowPrivateFetch,
          fetchTimeoutMs: settings.fetchTimeoutMs,
          feedId,
        },
      );
      return feedSummaryLine(summary);
    },
  });
  defineJobKind<FeedDrip>(FEED_DRIP_JOB, {
    concurrency: 2,
    leaseMs: 5 * 60_000,
    run: (drip, db) => publishDrip(db, drip, settings),
  });
}

/**
 * Publishes the feed's oldest drafts up to the drip's quota, through the same status change
 * as Manage's Publish (so a host that is not allowed keeps its games drafts). Drafts an
 * operator took off the site, or whose thumbnail failed, are left for the operator.
 */
async function publishDrip(db: Database, { feedId, quota }: FeedDrip, settings: FeedJobSettings): Promise<string> {
  const candidates = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.feedId, feedId),
        eq(games.status, "draft"),
        or(isNull(games.draftReason), and(notLike(games.draftReason, `${UNPUBLISHED_BY}%`), notLike(games.draftReason, `${THUMBNAIL_FAILED}%`))),
      ),
    )
    .orderBy(asc(games.createdAt), asc(games.id))
    .limit(DRIP_CANDIDATES_MAX);
  const hosts = { allowedHosts: await allowedGameHosts(db, settings), siteUrl: settings.siteUrl };
  let published = 0;
  let refusedHost = 0;
  for (let next = 0; published < quota && next < candidates.length;) {
    const batch = candidates.slice(next, next + quota - published).map((row) => row.id);
    next += batch.length;
    const { changed, refused } = await setGamesStatus(db, batch, "published", FEED_SCHEDULER, hosts);
    published += changed.length;
    refusedHost += refused.length;
  }
  const line = published === 0 && refusedHost === 0 ? "No drafts to publish" : `Published ${countOf(published, "draft", "drafts", String)}`;
  return refusedHost > 0 ? `${line}; ${countOf(refusedHost, "draft", "drafts", String)} skipped: their host is not allowed` : line;
}

export type FeedScheduler = Poller;

/** Looks for due feed work now and then every minute. */
export function startFeedScheduler(db: Database, lookEveryMs = POLL_EVERY_MS): FeedScheduler {
  return startPoller("the saved feeds' work", () => scheduleDueFeedWork(db), lookEveryMs);
}
