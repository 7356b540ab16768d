/**
 * When games are checked: every published game once a day, at its own time of day (drawn at
 * random from the day after the game was added, so 10,000 games imported together are not
 * asked at once; a draft published after that time is due at the next look), and at once
 * when the panel, the games:check command or the browser's failure reports ask. Every
 * instance looks once a minute; due games are claimed by moving their next check on in the
 * same statement that finds them (FOR UPDATE SKIP LOCKED), so two instances never queue one
 * game twice. The checks run on the job queue in batches.
 *
 * A batch (one job, or one round of games:check) is one pass, and is judged as a whole
 * before anything is recorded: when most of its games got no answer from their hosts
 * (isOutage), the portal's own network is the likelier culprit, and none of its failures
 * count towards broken. "Check all now" queues several batches; each is judged alone, and
 * their outages are stored as one (recordOutage).
 */
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../admin/audit-log.server";
import type { ServerConfig } from "../platform/config.server";
import type { Database } from "../db/connection.server";
import { isNetworkFailure, isOutage, OUTAGE_MIN_GAMES, type UncountedReason } from "~/lib/game-health";
import { games, type GameHealth } from "../db/schema.server";
import { defineJobKind, enqueueJobs, type NewJob } from "../jobs/queue.server";
import { checkGameUrl, checkHost, gameCheckLimiter, ownGameFile, type GameCheckResult } from "./game-checks.server";
import { clearOutage, recordGameCheck, recordOutage } from "./game-health.server";
import { POLL_EVERY_MS, startPoller, type Poller } from "../jobs/poller.server";
import { countOf } from "~/lib/format";

export const GAME_CHECKS_JOB = "game-checks";
/** Games one job checks. */
export const CHECK_BATCH_SIZE = 25;
/** Due games one look claims: a catalog's day spread over the minutes of the day is far fewer. */
const CLAIM_MAX = 2_000;
const DAY_SECONDS = 24 * 60 * 60;
/** A game checked this recently is not checked again on the browser's word. */
export const CHECK_SOON_GAP_MS = 15 * 60_000;

export type GameCheckSettings = Pick<ServerConfig, "siteUrl" | "allowPrivateFetch"> & {
  /** Each check's deadline; CHECK_TIMEOUT_MS unless a test needs it shorter. */
  checkTimeoutMs?: number;
  ownGamesRoot?: string;
};

interface GameChecks {
  gameIds: string[];
}

export interface CheckedGame {
  id: string;
  slug: string;
  title: string;
  result: GameCheckResult;
  health: GameHealth;
  /** Why the check did not count towards the game's health; null when it did. */
  notCounted: UncountedReason | null;
}

export interface CheckPass {
  games: CheckedGame[];
  /** When the pass was an outage: how many of the games it checked at their hosts got no answer. */
  outage: { unreachable: number; checked: number } | null;
}

/**
 * Checks the games (through this process's limiter: 2 at a time per host, 16 in all), judges
 * whether the pass was an outage, and records each result. Games that are gone are left out.
 */
export async function checkGames(db: Database, gameIds: string[], settings: GameCheckSettings): Promise<CheckPass> {
  if (gameIds.length === 0) return { games: [], outage: null };
  const started = new Date();
  const rows = await db.select({ id: games.id, slug: games.slug, title: games.title, gameUrl: games.gameUrl }).from(games).where(inArray(games.id, gameIds));
  const options = {
    siteOrigin: new URL(settings.siteUrl).origin,
    allowPrivate: settings.allowPrivateFetch,
    timeoutMs: settings.checkTimeoutMs,
    ownGamesRoot: settings.ownGamesRoot,
  };
  const results = await Promise.all(rows.map((row) => gameCheckLimiter.run(checkHost(row.gameUrl), () => checkGameUrl(row.gameUrl, options))));
  const atHosts = rows.flatMap((row, index) => (ownGameFile(row.gameUrl, options.siteOrigin) === null ? [results[index]!.reason] : []));
  const outage = isOutage(atHosts);
  const checked: CheckedGame[] = [];
  for (const [index, row] of rows.entries()) {
    const result = results[index]!;
    const recorded = await recordGameCheck(db, row.id, result, { outage });
    if (recorded) checked.push({ id: row.id, slug: row.slug, title: row.title, result, health: recorded.health, notCounted: recorded.notCounted });
  }
  if (outage) {
    const seen = { unreachable: atHosts.filter(isNetworkFailure).length, checked: atHosts.length };
    await recordOutage(db, seen.unreachable, seen.checked);
    return { games: checked, outage: seen };
  }
  // A pass too small to judge says nothing of the network either way.
  if (atHosts.length >= OUTAGE_MIN_GAMES) await clearOutage(db, started);
  return { games: checked, outage: null };
}

/** Makes the game-checks job known to this process's worker. */
export function defineGameCheckJobs(settings: GameCheckSettings): void {
  defineJobKind<GameChecks>(GAME_CHECKS_JOB, {
    // Batches wait on the limiter, which keeps the checks in flight to 16.
    concurrency: 4,
    // A batch on one slow host: 25 checks, 2 at a time, 10 s each at worst.
    leaseMs: 10 * 60_000,
    async run({ gameIds }, db) {
      const { games: checked, outage } = await checkGames(db, gameIds, settings);
      const failed = checked.filter((game) => !game.result.passed).length;
      const summary = `Checked ${countOf(checked.length, "game", "games", String)}: ${checked.length - failed} passed, ${failed} failed`;
      return outage ? `${summary}; most game hosts could not be reached, so no failure counted` : summary;
    },
  });
}

function batches(gameIds: string[]): NewJob[] {
  const jobs: NewJob[] = [];
  for (let start = 0; start < gameIds.length; start += CHECK_BATCH_SIZE) {
    jobs.push({ kind: GAME_CHECKS_JOB, payload: { gameIds: gameIds.slice(start, start + CHECK_BATCH_SIZE) } satisfies GameChecks, maxAttempts: 1 });
  }
  return jobs;
}

/**
 * Queues the checks of every published game that is due (each game has its time of day from
 * when it was added: schema.server.ts), moving each one's next check on by whole days (a day
 * missed while every instance was down is checked once, not made up). How many games were
 * queued.
 */
export function scheduleDueGameChecks(db: Database, now = new Date()): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.status, "published"), lte(games.nextCheckAt, now)))
      .orderBy(games.nextCheckAt)
      .limit(CLAIM_MAX)
      .for("update", { skipLocked: true });
    const claimed = await tx
      .update(games)
      .set({
        nextCheckAt: sql`${games.nextCheckAt} + make_interval(secs => ${sql.raw(String(DAY_SECONDS))} * (floor(extract(epoch from (${at} - ${games.nextCheckAt})) / ${sql.raw(String(DAY_SECONDS))}) + 1))`,
      })
      .where(inArray(games.id, due))
      .returning({ id: games.id });
    await enqueueJobs(tx, batches(claimed.map((game) => game.id)));
    return claimed.length;
  });
}

const singleCheck = (gameId: string): NewJob => ({
  kind: GAME_CHECKS_JOB,
  key: `${GAME_CHECKS_JOB}:${gameId}`,
  payload: { gameIds: [gameId] } satisfies GameChecks,
  maxAttempts: 1,
});

/**
 * The panel's "Check now" for one game, audited: the game's title, or null when it is gone
 * (a check already waiting is not queued twice).
 */
export async function checkGameNow(db: Database, gameId: string, actor: AuditActor): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [game] = await tx.select({ title: games.title, slug: games.slug }).from(games).where(eq(games.id, gameId));
    if (!game) return null;
    await enqueueJobs(tx, [singleCheck(gameId)]);
    await recordAudit(tx, actor, "queued game checks", `${game.title} (${game.slug})`);
    return game.title;
  });
}

/**
 * The panel's "Check all now": every published game becomes due, each at a time of the past
 * day, so that after this check its daily one keeps a spread time of day. How many games.
 */
export async function checkAllGamesNow(db: Database, actor: AuditActor): Promise<number> {
  const made = await db.transaction(async (tx) => {
    const due = await tx
      .update(games)
      .set({ nextCheckAt: sql`now() - random() * interval '1 day'` })
      .where(eq(games.status, "published"))
      .returning({ id: games.id });
    await recordAudit(tx, actor, "queued game checks", `all ${countOf(due.length, "published game", "published games", String)}`);
    return due.length;
  });
  // The rest of a large catalog is claimed by the next looks, a minute apart.
  await scheduleDueGameChecks(db);
  return made;
}

/**
 * A check soon, on the word of visitors' browsers that the game failed to load: queued
 * unless the game was checked in the last CHECK_SOON_GAP_MS or a check already waits, so
 * that a flood of reports costs its host one request. Whether a check was queued.
 */
export async function requestCheckSoon(db: Database, gameId: string): Promise<boolean> {
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.id, gameId),
        eq(games.status, "published"),
        sql`(${games.checkedAt} is null or ${games.checkedAt} < now() - ${`${CHECK_SOON_GAP_MS} milliseconds`}::interval)`,
      ),
    );
  if (!game) return false;
  return (await enqueueJobs(db, [singleCheck(gameId)])) > 0;
}

export type GameCheckScheduler = Poller;

/** Looks for due checks now and then every minute. */
export function startGameCheckScheduler(db: Database, lookEveryMs = POLL_EVERY_MS): GameCheckScheduler {
  return startPoller("the game checks", () => scheduleDueGameChecks(db), lookEveryMs);
}
