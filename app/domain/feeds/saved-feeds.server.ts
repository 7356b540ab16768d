/**
 * The feeds the operator saved in the panel (Feeds): each with the format it is read in
 * (detected when not named), how often it syncs and how many of its drafts are published a
 * day. The work on those times is feed-schedules.server.ts's. Every change is checked here,
 * whatever the form checked, and audited.
 */
import { and, asc, eq, like, or, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../admin/audit-log.server";
import { CatalogInputError } from "../catalog/changes.server";
import type { Database } from "../db/connection.server";
import { FEED_SCHEDULES, feeds, jobs, type FeedSchedule } from "../db/schema.server";
import { enqueueJobs } from "../jobs/queue.server";
import { checkOutboundAddress, OutboundFetchError } from "../platform/outbound-fetch.server";
import { FEED_FORMATS, type FeedFormat } from "./feed-formats.server";
import { lastImportsOfFeeds, type FeedImportState } from "./feed-import-reads.server";
import { FEED_DRIP_JOB, FEED_SYNC_JOB, feedSyncJob, nextHourBoundary, schedulePeriodMs } from "./feed-schedules.server";

/** A feed's address: long signed URLs exist, longer ones are not feeds. */
export const FEED_URL_MAX = 2048;
/**
 * Drafts a feed's drip may publish a day. 500 is more than any catalog wants in a day (a
 * whole GamePix page every five hours) and keeps a mistyped number from emptying the drafts.
 */
export const DRIP_PER_DAY_MAX = 500;

export const FEED_MESSAGES = {
  badUrl: "Enter the feed's address: an http(s) URL.",
  duplicate: "This feed is already saved.",
  badFormat: `The format must be one of: ${FEED_FORMATS.join(", ")} (or left to be detected).`,
  badSchedule: "The schedule must be off, daily or weekly.",
  badDrip: `Drafts published a day must be a whole number from 0 to ${DRIP_PER_DAY_MAX}.`,
  syncing: "This feed is syncing now: delete it once the sync has finished.",
} as const;

export interface SavedFeedInput {
  url: string;
  /** Null: detected from the feed at each sync. */
  format: string | null;
  schedule: string;
  /** As typed: checked to be a whole number in range. */
  dripPerDay: string | number;
}

interface CheckedFeed {
  url: string;
  format: FeedFormat | null;
  schedule: FeedSchedule;
  dripPerDay: number;
}

function checkedUrl(input: string, allowPrivateFetch: boolean): string {
  const url = input.trim();
  if (!url || url.length > FEED_URL_MAX) throw new CatalogInputError(FEED_MESSAGES.badUrl);
  try {
    checkOutboundAddress(url, allowPrivateFetch);
  } catch (error) {
    if (error instanceof OutboundFetchError) {
      throw new CatalogInputError(error.reason === "protocol" ? FEED_MESSAGES.badUrl : `${error.message}.`);
    }
    throw error;
  }
  return new URL(url).href;
}

function checkedSchedule(schedule: string): FeedSchedule {
  if (!(FEED_SCHEDULES as readonly string[]).includes(schedule)) throw new CatalogInputError(FEED_MESSAGES.badSchedule);
  return schedule as FeedSchedule;
}

function checkedDrip(drip: string | number): number {
  const text = String(drip).trim();
  const count = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  if (!(count >= 0 && count <= DRIP_PER_DAY_MAX)) throw new CatalogInputError(FEED_MESSAGES.badDrip);
  return count;
}

function checkedFormat(format: string | null): FeedFormat | null {
  if (format === null || format === "") return null;
  if (!(FEED_FORMATS as readonly string[]).includes(format)) throw new CatalogInputError(FEED_MESSAGES.badFormat);
  return format as FeedFormat;
}

/** When a feed now on `schedule` syncs next: a schedule just turned on syncs at once; a changed one keeps an earlier time. */
function nextSyncAt(schedule: FeedSchedule, before: { schedule: FeedSchedule; nextSyncAt: Date | null } | null, now: Date): Date | null {
  if (schedule === "off") return null;
  if (!before || before.schedule === "off" || !before.nextSyncAt) return now;
  const latest = new Date(now.getTime() + schedulePeriodMs(schedule));
  return before.nextSyncAt < latest ? before.nextSyncAt : latest;
}

const nextDripAt = (dripPerDay: number, now: Date) => (dripPerDay > 0 ? nextHourBoundary(now) : null);

function describe(feed: Pick<CheckedFeed, "schedule" | "dripPerDay">): string {
  return `schedule ${feed.schedule}, ${feed.dripPerDay} drafts a day`;
}

export interface SavedFeedSettings {
  /** config.allowPrivateFetch: whether a feed on a private address may be saved. */
  allowPrivateFetch: boolean;
  now?: Date;
}

/** Saves a feed; returns its id. CatalogInputError says what is wrong with the input, a saved URL included. */
export async function addSavedFeed(db: Database, input: SavedFeedInput, actor: AuditActor, settings: SavedFeedSettings): Promise<string> {
  const now = settings.now ?? new Date();
  const feed: CheckedFeed = {
    url: checkedUrl(input.url, settings.allowPrivateFetch),
    format: checkedFormat(input.format),
    schedule: checkedSchedule(input.schedule),
    dripPerDay: checkedDrip(input.dripPerDay),
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feeds)
      .values({ ...feed, nextSyncAt: nextSyncAt(feed.schedule, null, now), nextDripAt: nextDripAt(feed.dripPerDay, now), createdBy: actor.email })
      .onConflictDoNothing({ target: feeds.url })
      .returning({ id: feeds.id });
    if (!row) throw new CatalogInputError(FEED_MESSAGES.duplicate);
    await recordAudit(tx, actor, "saved feed", `${feed.url} (${feed.format ?? "format detected"}, ${describe(feed)})`);
    return row.id;
  });
}

/** Changes a saved feed's schedule and drip; false when the feed is gone. */
export async function updateSavedFeed(
  db: Database,
  id: string,
  input: Pick<SavedFeedInput, "schedule" | "dripPerDay">,
  actor: AuditActor,
  now = new Date(),
): Promise<boolean> {
  const change = { schedule: checkedSchedule(input.schedule), dripPerDay: checkedDrip(input.dripPerDay) };
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(feeds).where(eq(feeds.id, id)).for("update");
    if (!before) return false;
    await tx
      .update(feeds)
      .set({
        ...change,
        nextSyncAt: change.schedule === before.schedule ? before.nextSyncAt : nextSyncAt(change.schedule, before, now),
        nextDripAt: change.dripPerDay === before.dripPerDay ? before.nextDripAt : nextDripAt(change.dripPerDay, now),
      })
      .where(eq(feeds.id, id));
    await recordAudit(tx, actor, "changed saved feed", `${before.url}: ${describe(change)}`);
    return true;
  });
}

/** The waiting work of a feed: its sync, and its drips (one key per hour). */
const feedJobKeys = (id: string) => or(eq(jobs.key, `${FEED_SYNC_JOB}:${id}`), like(jobs.key, `${FEED_DRIP_JOB}:${id}:%`));

/**
 * Deletes a saved feed and its waiting work; its games and past imports stay (their feed
 * becomes none). Returns the feed's URL, or null when it was gone.
 */
export async function deleteSavedFeed(db: Database, id: string, actor: AuditActor): Promise<string | null> {
  return db.transaction(async (tx) => {
    // A sync in progress stamps its new games with the feed: deleting the feed under it
    // would fail that import half-way.
    const [syncing] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.key, `${FEED_SYNC_JOB}:${id}`), eq(jobs.state, "running"), sql`${jobs.leaseUntil} > now()`))
      .limit(1);
    if (syncing) throw new CatalogInputError(FEED_MESSAGES.syncing);
    const [row] = await tx.delete(feeds).where(eq(feeds.id, id)).returning({ url: feeds.url });
    if (!row) return null;
    await tx.delete(jobs).where(and(eq(jobs.state, "queued"), feedJobKeys(id)));
    await recordAudit(tx, actor, "deleted saved feed", row.url);
    return row.url;
  });
}

/** Queues a feed's sync now ("queued"); "busy" when one already waits or runs, "gone" when the feed is. */
export async function queueFeedSync(db: Database, id: string, actor: AuditActor): Promise<"queued" | "busy" | "gone"> {
  return db.transaction(async (tx) => {
    const [feed] = await tx.select({ url: feeds.url }).from(feeds).where(eq(feeds.id, id));
    if (!feed) return "gone";
    if ((await enqueueJobs(tx, [feedSyncJob(id)])) === 0) return "busy";
    await recordAudit(tx, actor, "queued feed sync", feed.url);
    return "queued";
  });
}

/** What the Feeds page shows of a feed's last import (and links to). */
export type FeedImportOutcome = Pick<FeedImportState, "id" | "state" | "added" | "updated" | "unchanged" | "rejected" | "message" | "startedAt" | "finishedAt">;

export interface SavedFeed {
  id: string;
  url: string;
  format: FeedFormat | null;
  schedule: FeedSchedule;
  dripPerDay: number;
  nextSyncAt: string | null;
  nextDripAt: string | null;
  createdBy: string;
  createdAt: string;
  /** The feed's last import (a sync, scheduled or asked for), or null before the first. */
  lastImport: FeedImportOutcome | null;
}

/** Every saved feed, oldest first, with its last import and when its next sync and drip are due. */
export async function listSavedFeeds(db: Database): Promise<SavedFeed[]> {
  const rows = await db.select().from(feeds).orderBy(asc(feeds.createdAt), asc(feeds.id));
  if (rows.length === 0) return [];
  const byFeed = await lastImportsOfFeeds(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const last = byFeed.get(row.id);
    return {
      id: row.id,
      url: row.url,
      format: row.format as FeedFormat | null,
      schedule: row.schedule,
      dripPerDay: row.dripPerDay,
      nextSyncAt: row.nextSyncAt?.toISOString() ?? null,
      nextDripAt: row.nextDripAt?.toISOString() ?? null,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      lastImport: last
        ? {
            id: last.id,
            state: last.state,
            added: last.added,
            updated: last.updated,
            unchanged: last.unchanged,
            rejected: last.rejected,
            message: last.message,
            startedAt: last.startedAt,
            finishedAt: last.finishedAt,
          }
        : null,
    };
  });
}
