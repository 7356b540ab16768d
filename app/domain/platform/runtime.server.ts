import { sql } from "drizzle-orm";
import { pruneUnusedThumbnails } from "../catalog/thumbnails.server";
import { createAuth, loadAuthSecret, type Auth } from "../auth/auth.server";
import { pruneThrottle } from "../web/rate-limits.server";
import { announceSpacedCatalogChanges, CATALOG_CHANNEL, heardCatalogChange } from "../catalog/changes.server";
import { readServerConfig, siteUrlWarning, type ServerConfig } from "./config.server";
import { openDatabase, openSharedDatabase, prepareDataDirectory, type Database, type DatabaseHandle, type SharedDatabase } from "../db/connection.server";
import { readContentAhead } from "../content/reads.server";
import { prepareDatabase, setUpNewInstallApart } from "./new-install.server";
import { allowedGameHosts } from "../catalog/game-hosts.server";
import type { HostRule } from "../catalog/writes.server";
import { defineFeedJobs, startFeedScheduler, type FeedScheduler } from "../feeds/feed-schedules.server";
import { defineThumbnailFetchJob } from "../feeds/thumbnail-fetch.server";
import { defineGameCheckJobs, startGameCheckScheduler, type GameCheckScheduler } from "../health/game-check-jobs.server";
import { defineReportDigestJob, startReportDigestScheduler, type ReportDigestScheduler } from "../health/report-digest.server";
import { jobQueueDepth, pruneFinishedJobs, startJobWorker, type JobWorker } from "../jobs/queue.server";
import { watchDatabase, watchJobQueue } from "./metrics.server";
import { doBackgroundWorkApart, stopBackgroundProcess } from "../jobs/background-process.server";
import { createMailer } from "./mail.server";
import { log, logFailure } from "./log.server";
import { withTimeout } from "./event-loop.server";
import { prunePlayCounts } from "../analytics/plays.server";
import { pruneAnalytics, refreshRecentPlays, startRollupBuffer, type RollupBuffer } from "../analytics/rollups.server";

/**
 * What this process runs: its configuration, its database, sign-ins, the visitors' events
 * and the background work's schedulers. It is kept on globalThis so that a module reloaded
 * by the dev server reuses it: PGlite must not be opened twice on one folder.
 */
interface Runtime {
  config: ServerConfig;
  /** The job worker, once the portal runs one (startBackgroundWork). */
  worker?: JobWorker;
  /** Queues the saved feeds' due syncs and drips every minute, beside the worker. */
  feedScheduler?: FeedScheduler;
  /** Queues the published games' daily checks every minute. */
  gameCheckScheduler?: GameCheckScheduler;
  /** Queues the administrators' daily digest of reports and broken games when it is due. */
  reportDigestScheduler?: ReportDigestScheduler;
  /** Closes the socket the operator's commands reach this portal by (embedded database only). */
  closeCommandSocket?: (() => Promise<void>) | null;
  handle: DatabaseHandle;
  /** Absent in a render thread: sign-ins, events and upkeep are the portal's own thread's. */
  auth?: Auth;
  /** Visitors' events counted in memory, written as daily roll-ups every few seconds. */
  analytics?: RollupBuffer;
  pruneTimer?: NodeJS.Timeout;
}

const PRUNE_INTERVAL_MS = 10 * 60_000;

const holder = globalThis as typeof globalThis & { __zowiiRuntime?: Promise<Runtime>; __zowiiStopped?: boolean };

/**
 * Opens the database, migrates it and loads the seed catalog and content on a new install (unless
 * `seed` is false: a command run before the site's first start leaves that to the site). With
 * `setUpWith`, a module exporting setUpNewInstall and serveBackgroundWork (the portal's
 * build), a new install on the embedded database is set up by a process of its own first
 * (setUpNewInstallApart), and background image work is done by another, at low priority.
 */
export function startRuntime(env: NodeJS.ProcessEnv = process.env, { seed = true, setUpWith }: { seed?: boolean; setUpWith?: string } = {}): Promise<Runtime> {
  // Work still running during a shutdown must not open the database again behind it.
  if (holder.__zowiiStopped) return Promise.reject(new Error("The database is closed: the process is shutting down."));
  holder.__zowiiRuntime ??= (async () => {
    const config = readServerConfig(env);
    if (setUpWith) doBackgroundWorkApart(setUpWith);
    // Before the new install's own process: a refused folder is told once, by the portal.
    if (!config.databaseUrl) prepareDataDirectory(config.dataDir);
    const setUpApart = seed && setUpWith && !config.databaseUrl ? await setUpNewInstallApart(setUpWith, config.dataDir, env) : null;
    let handle = await openDatabase(config);
    if (setUpApart) log.warn(`Setting up the new install in a process of its own failed (${setUpApart}): the portal does it itself.`);
    let auth: Auth;
    const sendMail = createMailer(config);
    try {
      const seeded = await prepareDatabase(handle, { seed });
      // Loading the seed touches pages of the embedded database's WebAssembly memory that a
      // running portal never needs again, and that memory cannot shrink: opening the folder
      // afresh keeps about 50 MB less resident for the life of the process.
      if (seeded > 0 && handle.engine === "pglite") {
        await handle.close();
        handle = await openDatabase(config);
      }
      auth = createAuth({
        db: handle.db,
        config,
        secret: await loadAuthSecret(handle.db, config.authSecret),
        sendMail,
      });
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
    defineThumbnailFetchJob({ allowPrivate: config.allowPrivateFetch });
    defineFeedJobs(config);
    defineGameCheckJobs(config);
    defineReportDigestJob({ ...config, sendMail });
    log.info(`Database: ${handle.engine} (${handle.location})`);
    const opened = handle;
    watchDatabase(() => opened.load());
    if (!config.siteUrlSet) log.warn(siteUrlWarning(config.siteUrl));
    await handle.listen(CATALOG_CHANNEL, heardCatalogChange);
    await readContentAhead(handle.db);
    const pruneTimer = setInterval(() => {
      Promise.all([
        prunePlayCounts(handle.db),
        pruneThrottle(handle.db),
        pruneUnusedThumbnails(handle.db),
        pruneFinishedJobs(handle.db),
        pruneAnalytics(handle.db, config.analyticsRetentionDays),
        refreshRecentPlays(handle.db),
        // PGlite has no autovacuum: every play leaves a dead row version of its game (and an
        // entry in each of its indexes) until a vacuum; fresh statistics keep the planner on
        // the catalog's indexes. PostgreSQL's autovacuum does both by itself.
        handle.engine === "pglite" ? handle.db.execute(sql`vacuum (analyze) games, play_counts`) : Promise.resolve(),
      ]).catch((error: unknown) => logFailure("Upkeep of the database", error));
    }, PRUNE_INTERVAL_MS).unref();
    const analytics = startRollupBuffer(handle.db);
    return { config, handle, auth, pruneTimer, analytics };
  })().catch((error: unknown) => {
    holder.__zowiiRuntime = undefined;
    throw error;
  });
  return holder.__zowiiRuntime;
}

/** A render thread's PostgreSQL connections: its pages make one or two queries each. */
const RENDER_THREAD_POOL_SIZE = 4;

/**
 * The runtime of a thread that renders pages for the portal (http/render-threads.ts): the
 * same configuration, and the database the portal's thread opened and shared. No background
 * work, sign-ins or events: those stay in the portal's thread.
 */
export function startRenderRuntime(shared: SharedDatabase, env: NodeJS.ProcessEnv = process.env): Promise<Runtime> {
  holder.__zowiiRuntime ??= (async () => {
    const config = readServerConfig(env);
    const handle = await openSharedDatabase(shared, { poolSize: RENDER_THREAD_POOL_SIZE });
    await readContentAhead(handle.db);
    return { config, handle };
  })();
  return holder.__zowiiRuntime;
}

const PING_TIMEOUT_MS = 2_000;
const PING_REUSE_MS = 1_000;
let lastPing: { at: number; reachable: Promise<boolean>; answered?: boolean } | undefined;
let lastUnreachableAt = Number.NEGATIVE_INFINITY;

/** Whether a ping found the database unreachable within the last `ms`: an outage just ended, say. */
export function databaseUnreachableWithin(ms: number): boolean {
  return Date.now() - lastUnreachableAt < ms;
}

/**
 * Whether the database answers now. During an outage every failing request asks, so
 * one answer serves all of them for a second; a stopped runtime counts as unreachable.
 * `afterFailure`: a request has just failed, and a "reachable" from before it is not
 * reused, for that failure may be the outage's first. `fresh`: only a ping still under way
 * is shared, for `/readyz` must not repeat an "unreachable" from before the database came
 * back; at most one ping is in the air however often it is asked.
 */
export function databaseReachable({ afterFailure = false, fresh = false }: { afterFailure?: boolean; fresh?: boolean } = {}): Promise<boolean> {
  const now = Date.now();
  const inFlight = lastPing?.answered === undefined;
  const reusable = lastPing && (fresh ? inFlight : now - lastPing.at < PING_REUSE_MS && !(afterFailure && lastPing.answered === true));
  if (lastPing && reusable) return lastPing.reachable;
  const runtime = holder.__zowiiRuntime;
  const reachable = runtime
    ? runtime
        .then(({ handle }) => withTimeout(handle.ping(), PING_TIMEOUT_MS))
        .then(
          () => true,
          () => false,
        )
    : Promise.resolve(false);
  const ping: NonNullable<typeof lastPing> = { at: now, reachable };
  void reachable.then((answer) => {
    ping.answered = answer;
    if (!answer) lastUnreachableAt = Date.now();
  });
  lastPing = ping;
  return reachable;
}

export async function stopRuntime(): Promise<void> {
  const runtime = holder.__zowiiRuntime;
  holder.__zowiiRuntime = undefined;
  holder.__zowiiStopped = true;
  if (!runtime) return;
  const { handle, pruneTimer, worker, feedScheduler, gameCheckScheduler, reportDigestScheduler, closeCommandSocket, analytics } = await runtime;
  clearInterval(pruneTimer);
  // The last seconds of visitors' events are written before the database closes.
  await analytics?.stop();
  await closeCommandSocket?.();
  await feedScheduler?.stop();
  await gameCheckScheduler?.stop();
  await reportDigestScheduler?.stop();
  await worker?.stop();
  await stopBackgroundProcess();
  await announceSpacedCatalogChanges(handle.db);
  await handle.close();
}

/**
 * Starts the portal's background work: the job queue's worker (thumbnail fetches, feed
 * syncs and drips, game checks, the daily digest), and the schedulers of saved feeds, game
 * checks and the digest, and on the embedded database the socket the operator's commands
 * reach the portal by. The server does; commands and tests that only need the database do
 * not. The socket's start is passed in (commands/command-socket.server.ts's): the commands
 * it runs use this module, which importing it would make a cycle.
 */
export async function startBackgroundWork(startCommandSocket: (dataDir: string) => Promise<(() => Promise<void>) | null>): Promise<JobWorker> {
  const runtime = await startRuntime();
  runtime.worker ??= startJobWorker(runtime.handle.db);
  watchJobQueue(() => jobQueueDepth(runtime.handle.db));
  runtime.feedScheduler ??= startFeedScheduler(runtime.handle.db);
  runtime.gameCheckScheduler ??= startGameCheckScheduler(runtime.handle.db);
  runtime.reportDigestScheduler ??= startReportDigestScheduler(runtime.handle.db);
  if (runtime.handle.engine === "pglite" && runtime.closeCommandSocket === undefined) {
    runtime.closeCommandSocket = null;
    runtime.closeCommandSocket = await startCommandSocket(runtime.config.dataDir);
  }
  return runtime.worker;
}

/** The database, for loaders and actions. */
export async function database(): Promise<Database> {
  return (await startRuntime()).handle.db;
}

/** The analytics buffer events are counted into. */
export async function analyticsBuffer(): Promise<RollupBuffer> {
  const { analytics } = await startRuntime();
  if (!analytics) throw new Error("Events are counted by the portal's own thread, not a render thread.");
  return analytics;
}

/** The authentication service, for the admin panel's loaders and actions. */
export async function authService(): Promise<Auth> {
  const { auth } = await startRuntime();
  if (!auth) throw new Error("Sign-ins are answered by the portal's own thread, not a render thread.");
  return auth;
}

export async function serverConfig(): Promise<ServerConfig> {
  return (await startRuntime()).config;
}

export { onCatalogChange } from "../catalog/changes.server";

/**
 * The game hosts in force (the environment's and the panel's), for checks and page
 * policies. Should the database not answer, pages still get a policy: the environment's list.
 */
export async function gameHostsInForce(): Promise<readonly string[]> {
  const { config, handle } = await startRuntime();
  return allowedGameHosts(handle.db, config).catch(() => config.allowedGameHosts);
}

/** What a game URL is checked against before a game is published. */
export async function hostRule(): Promise<HostRule> {
  const { config, handle } = await startRuntime();
  return { allowedHosts: await allowedGameHosts(handle.db, config), siteUrl: config.siteUrl };
}
