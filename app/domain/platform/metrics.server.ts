/**
 * The portal's metrics, in Prometheus's text format, on an address of their own
 * (METRICS_ADDRESS), never on the public port: what they tell (the database's load, the
 * job queue, how many requests fail) is the operator's, not the visitors'. Unset, nothing
 * listens and nothing is counted.
 *
 * One registry holds them all. The code that does the work calls the recorders below
 * (a request answered, a query answered, a job finished); state that is already kept
 * somewhere (the pool's connections, the render queue, the job table) is read when
 * Prometheus asks, through the readers the owners hand in (`watch...`). Only the portal's
 * own thread counts: a render thread loads this module with its build, but its metrics are
 * never turned on, so its recorders return at once and the renders it makes are counted
 * where they are handed out (http/app.ts).
 *
 * A request pays for two clock reads and prom-client's `observe` on a child made in
 * advance (which hashes the child's labels): no label object, closure or promise of ours.
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { ADMIN_PATH } from "~/lib/admin-path";
import type { ListenAddress } from "./http-config.server";
import { StartupError } from "./startup-error.server";
import { log, logFailure } from "./log.server";
import { withTimeout } from "./event-loop.server";

const registry = new Registry();
let enabled = false;

/**
 * What a request was, as few kinds as say where time goes: a label per path would make a
 * series for every URL a crawler or a scanner invents, and Prometheus's memory with them.
 */
export const ROUTE_KINDS = ["page", "cached-page", "data", "api", "asset", "admin", "health", "other"] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];
/** Status classes, and `aborted`: the connection closed before the answer was whole. */
export const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx", "aborted"] as const;

const requestDuration = new Histogram({
  name: "zowii_http_request_duration_seconds",
  help: "Requests on the public port, from their arrival to the end of their answer, by route kind and status class.",
  labelNames: ["route", "status"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
/** One child per route kind and status class, made once: a request only observes. */
const requestChildren = ROUTE_KINDS.map((route) => STATUS_CLASSES.map((status) => requestDuration.labels(route, status)));

const pageCacheAnswers = new Counter({
  name: "zowii_page_cache_answers_total",
  help: "Shared pages answered, by where the copy came from: hit (kept and fresh), stale (kept, refreshed in the background), stale-if-error (kept, the render failed), miss (rendered for the request).",
  labelNames: ["result"] as const,
  registers: [registry],
});
const PAGE_CACHE_RESULTS = { HIT: "hit", STALE: "stale", "STALE-IF-ERROR": "stale-if-error", MISS: "miss" } as const;
export type PageCacheState = keyof typeof PAGE_CACHE_RESULTS;
const pageCacheChildren = Object.fromEntries(
  Object.entries(PAGE_CACHE_RESULTS).map(([state, result]) => {
    pageCacheAnswers.inc({ result }, 0);
    return [state, pageCacheAnswers.labels(result)];
  }),
) as Record<PageCacheState, Counter.Internal>;

const renderDuration = new Histogram({
  name: "zowii_page_render_duration_seconds",
  help: "Shared pages rendered, from handed out to rendered (a render thread's queue included), by thread: portal or render-threads.",
  labelNames: ["thread"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
export type RenderThread = "portal" | "render-threads";
const renderChildren = { portal: renderDuration.labels("portal"), "render-threads": renderDuration.labels("render-threads") };

const queryDuration = new Histogram({
  name: "zowii_db_query_duration_seconds",
  help: "Queries of the portal's own thread, from sent to answered (on the embedded database, their wait for its one connection included).",
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

const jobsFinished = new Counter({
  name: "zowii_jobs_finished_total",
  help: "Attempts of background jobs run by this instance, by kind and outcome: done, retry (failed, tried again later), failed (failed for good).",
  labelNames: ["kind", "outcome"] as const,
  registers: [registry],
});
const jobDuration = new Histogram({
  name: "zowii_job_duration_seconds",
  help: "How long an attempt of a background job ran, by kind.",
  labelNames: ["kind"] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900],
  registers: [registry],
});
export type JobOutcome = "done" | "retry" | "failed";
const JOB_OUTCOMES: readonly JobOutcome[] = ["done", "retry", "failed"];

const mails = new Counter({
  name: "zowii_mails_total",
  help: "Mails by outcome: sent (the mail server took it), failed (it refused or could not be reached), logged (SMTP_URL is unset).",
  labelNames: ["outcome"] as const,
  registers: [registry],
});
export type MailOutcome = "sent" | "failed" | "logged";
for (const outcome of ["sent", "failed", "logged"] satisfies MailOutcome[]) mails.inc({ outcome }, 0);

const eventsIngested = new Counter({
  name: "zowii_events_ingested_total",
  help: "Visitors' analytics events counted (added to the buffer written to the daily roll-ups).",
  registers: [registry],
});
const eventsDropped = new Counter({
  name: "zowii_events_dropped_total",
  help: "Analytics events not counted, by reason: robot (a crawler's), over-limit (the address's allowance a minute is spent), malformed (a batch that could not be read, counted once).",
  labelNames: ["reason"] as const,
  registers: [registry],
});
export type EventDropReason = "robot" | "over-limit" | "malformed";
for (const reason of ["robot", "over-limit", "malformed"] satisfies EventDropReason[]) eventsDropped.inc({ reason }, 0);
const analyticsCountsLost = new Counter({
  name: "zowii_analytics_counts_lost_total",
  help: "Analytics counts lost because the buffer was full while the database did not answer.",
  registers: [registry],
});

/** The database's load now, as its handle reads it (DatabaseHandle.load). */
export interface DatabaseLoad {
  /** Connections running a query or held by a transaction (the embedded database has one). */
  busy: number;
  idle: number;
  /** How many connections there may be. */
  max: number;
  /** Queries waiting for a connection (PostgreSQL) or for their turn (the embedded database). */
  waiting: number;
}

export interface RenderLoad {
  /** Shared pages rendering in the portal's own thread. */
  inPortalThread: number;
  /** Shared pages handed to render threads and not yet back. */
  inRenderThreads: number;
  renderThreads: number;
}

export interface PageCacheLoad {
  pages: number;
  bytes: number;
  /** Stale pages waiting for their background render. */
  refreshesWaiting: number;
}

/** Jobs in the table now, of one kind (every instance's: the table is shared). */
export interface JobQueueDepth {
  kind: string;
  /** Waiting and due now. */
  due: number;
  /** Waiting for a later time (a retry, a drip). */
  scheduled: number;
  running: number;
  /** Seconds the oldest due job has been due; 0 when none is. */
  oldestDueSeconds: number;
}

let readDatabase: (() => DatabaseLoad) | undefined;
let readRenders: (() => RenderLoad) | undefined;
let readPageCache: (() => PageCacheLoad) | undefined;
let readJobQueue: (() => Promise<JobQueueDepth[]>) | undefined;

/** The database of the portal's own thread: its load is read at each scrape. */
export function watchDatabase(read: () => DatabaseLoad): void {
  readDatabase = read;
}

export function watchRenders(read: () => RenderLoad): void {
  readRenders = read;
}

export function watchPageCache(read: () => PageCacheLoad): void {
  readPageCache = read;
}

/** The job table, counted at each scrape (one query; a scrape it would hold up gets no figure). */
export function watchJobQueue(read: () => Promise<JobQueueDepth[]>): void {
  readJobQueue = read;
}

new Gauge({
  name: "zowii_db_connections",
  help: "Database connections of the portal's own thread, by state: busy, idle, max (the pool's size; the embedded database has one connection).",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    const load = readDatabase?.();
    if (!load) return;
    this.set({ state: "busy" }, load.busy);
    this.set({ state: "idle" }, load.idle);
    this.set({ state: "max" }, load.max);
  },
});

new Gauge({
  name: "zowii_db_waiting",
  help: "Queries of the portal's own thread waiting for a database connection (PostgreSQL) or for their turn (the embedded database).",
  registers: [registry],
  collect() {
    const load = readDatabase?.();
    if (load) this.set(load.waiting);
  },
});

new Gauge({
  name: "zowii_renders_in_progress",
  help: "Shared pages being rendered, by thread: portal (the portal's own thread) or render-threads (handed to render threads, queued there or rendering).",
  labelNames: ["thread"] as const,
  registers: [registry],
  collect() {
    const load = readRenders?.();
    if (!load) return;
    this.set({ thread: "portal" }, load.inPortalThread);
    this.set({ thread: "render-threads" }, load.inRenderThreads);
  },
});

new Gauge({
  name: "zowii_render_threads",
  help: "Render threads running (they start once the portal's own thread has several renders at once; RENDER_THREADS sets how many).",
  registers: [registry],
  collect() {
    const load = readRenders?.();
    if (load) this.set(load.renderThreads);
  },
});

new Gauge({
  name: "zowii_page_refreshes_waiting",
  help: "Stale kept pages waiting to be rendered again in the background (two render at a time).",
  registers: [registry],
  collect() {
    const load = readPageCache?.();
    if (load) this.set(load.refreshesWaiting);
  },
});

new Gauge({
  name: "zowii_page_cache_pages",
  help: "Pages kept in this instance's page cache.",
  registers: [registry],
  collect() {
    const load = readPageCache?.();
    if (load) this.set(load.pages);
  },
});

new Gauge({
  name: "zowii_page_cache_bytes",
  help: "Bytes the kept pages take (compressed), of the cache's 64 MB.",
  registers: [registry],
  collect() {
    const load = readPageCache?.();
    if (load) this.set(load.bytes);
  },
});

/** A scrape waits this long for the job table, then goes without its figures. */
const JOB_QUEUE_READ_TIMEOUT_MS = 2_000;
let jobQueueRead: Promise<JobQueueDepth[] | null> | undefined;

/** One read of the job table serves both gauges of a scrape; a failed or slow read leaves them empty. */
function jobQueueNow(): Promise<JobQueueDepth[] | null> {
  if (!readJobQueue) return Promise.resolve(null);
  jobQueueRead ??= withTimeout(readJobQueue(), JOB_QUEUE_READ_TIMEOUT_MS)
    .catch(() => null)
    .finally(() => setImmediate(() => (jobQueueRead = undefined)));
  return jobQueueRead;
}

new Gauge({
  name: "zowii_job_queue_depth",
  help: "Background jobs in the shared job table, by kind and state: due (waiting, due now), scheduled (waiting for a later time), running. Every instance reports the same table.",
  labelNames: ["kind", "state"] as const,
  registers: [registry],
  async collect() {
    const depths = await jobQueueNow();
    this.reset();
    for (const { kind, due, scheduled, running } of depths ?? []) {
      this.set({ kind, state: "due" }, due);
      this.set({ kind, state: "scheduled" }, scheduled);
      this.set({ kind, state: "running" }, running);
    }
  },
});

new Gauge({
  name: "zowii_job_queue_oldest_due_seconds",
  help: "How long the oldest due job of each kind has waited for a worker (0: none waits).",
  labelNames: ["kind"] as const,
  registers: [registry],
  async collect() {
    const depths = await jobQueueNow();
    this.reset();
    for (const { kind, oldestDueSeconds } of depths ?? []) this.set({ kind }, oldestDueSeconds);
  },
});

const HEALTH = /^\/(?:healthz|readyz)(?:\?|$)/;
const API = /^\/api\//;
const DATA = /^(?:[^?]*\.data|\/__manifest)(?:\?|$)/;
/** The build's own files and what the portal serves as files: thumbnails, our games, images. */
const ASSET = /^\/(?:assets|games|images|storage)\/|^\/favicon\./;
const OTHER = /^\/(?:robots\.txt|ads\.txt|sitemap\.xml|sitemaps\/)/;
const ADMIN = new RegExp(`^${ADMIN_PATH.replace(/[^A-Za-z0-9]/g, "\\$&")}(?:[/?.]|$)`, "i");

/** The kind of a request, from its URL and whether the page cache answered it; anything else a visitor asks is a page. */
export function routeKind(url: string, fromPageCache: boolean): RouteKind {
  if (fromPageCache) return "cached-page";
  if (HEALTH.test(url)) return "health";
  if (ADMIN.test(url)) return "admin";
  if (API.test(url)) return "api";
  if (DATA.test(url)) return "data";
  if (ASSET.test(url)) return "asset";
  if (OTHER.test(url)) return "other";
  return "page";
}

/** Set on an answer the page cache gave (a kept copy), so that its request is told apart from a render. */
const FROM_PAGE_CACHE = Symbol("zowii.fromPageCache");
type MarkedResponse = ServerResponse & { [FROM_PAGE_CACHE]?: boolean };

/** A shared page was answered: from a kept copy, or rendered for this request (MISS). */
export function pageCacheAnswered(res: ServerResponse, state: PageCacheState): void {
  if (!enabled) return;
  pageCacheChildren[state].inc();
  if (state !== "MISS") (res as MarkedResponse)[FROM_PAGE_CACHE] = true;
}

/** A request on the public port is over (its answer sent, or its connection closed); `startedAt` is performance.now() at its arrival. */
export function requestAnswered(res: ServerResponse, startedAt: number): void {
  if (!enabled) return;
  // Express takes a mount's path off `url` while a mounted handler runs, and a handler that
  // answers (a build file under /assets) leaves it so: `originalUrl` is the request's own.
  const req = res.req as IncomingMessage & { originalUrl?: string };
  const kind = ROUTE_KINDS.indexOf(routeKind(req.originalUrl ?? req.url ?? "", (res as MarkedResponse)[FROM_PAGE_CACHE] === true));
  const status = res.writableFinished ? Math.min(Math.max(Math.floor(res.statusCode / 100), 1), 5) - 1 : 5;
  requestChildren[kind]![status]!.observe((performance.now() - startedAt) / 1000);
}

/** A shared page was rendered (or failed to be) in `thread`; `startedAt` is performance.now() when it was handed out. */
export function pageRendered(thread: RenderThread, startedAt: number): void {
  if (enabled) renderChildren[thread].observe((performance.now() - startedAt) / 1000);
}

/** A query was answered (or failed); `startedAt` is performance.now() when it was sent. */
export function queryAnswered(startedAt: number): void {
  if (enabled) queryDuration.observe((performance.now() - startedAt) / 1000);
}

/** Every kind's counters start at 0, so a rate reads from the first failure on. */
export function jobKindDefined(kind: string): void {
  for (const outcome of JOB_OUTCOMES) jobsFinished.inc({ kind, outcome }, 0);
}

export function jobFinished(kind: string, outcome: JobOutcome, startedAt: number): void {
  if (!enabled) return;
  jobsFinished.inc({ kind, outcome });
  jobDuration.observe({ kind }, (performance.now() - startedAt) / 1000);
}

export function mailHandled(outcome: MailOutcome): void {
  if (enabled) mails.inc({ outcome });
}

export function eventsCounted(count: number): void {
  if (enabled && count > 0) eventsIngested.inc(count);
}

export function eventsNotCounted(reason: EventDropReason, count: number): void {
  if (enabled && count > 0) eventsDropped.inc({ reason }, count);
}

export function analyticsCountsDropped(count: number): void {
  if (enabled && count > 0) analyticsCountsLost.inc(count);
}

/** The metrics as Prometheus reads them (tests read them so too). */
export function metricsText(): Promise<string> {
  return registry.metrics();
}

let metricsServer: http.Server | undefined;
let defaultsCollected = false;

/**
 * Turns the metrics on and serves them at `address`, GET /metrics alone. Resolves once it
 * listens; an address that cannot be had stops the start, as a busy PORT does.
 */
export async function startMetrics(address: ListenAddress): Promise<void> {
  if (metricsServer) return;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
    if (path !== "/metrics") return void res.writeHead(404, headers).end("Not found: the metrics are at /metrics.\n");
    if (req.method !== "GET" && req.method !== "HEAD") return void res.writeHead(405, { ...headers, Allow: "GET, HEAD" }).end("Use GET.\n");
    registry.metrics().then(
      (text) => res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" }).end(req.method === "HEAD" ? undefined : text),
      (error: unknown) => {
        logFailure("Reading the metrics", error);
        res.writeHead(500, headers).end("The metrics could not be read.\n");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      const where = address.host.includes(":") ? `[${address.host}]:${address.port}` : `${address.host}:${address.port}`;
      reject(
        new StartupError(
          `METRICS_ADDRESS ${where} is not available (${error.code ?? error.message}): set it to a free address of this machine, such as 127.0.0.1:9464, or unset it.`,
        ),
      );
    });
    server.listen(address.port, address.host, resolve);
  });
  server.on("error", (error) => logFailure("The metrics server", error));
  // Process and Node.js figures under their usual names: memory, CPU, event loop delay, GC.
  if (!defaultsCollected) collectDefaultMetrics({ register: registry });
  defaultsCollected = true;
  metricsServer = server;
  enabled = true;
  log.info(`Metrics are served at http://${address.host.includes(":") ? `[${address.host}]` : address.host}:${address.port}/metrics`);
}

/** Stops serving the metrics (at shutdown, before the database closes). */
export async function stopMetrics(): Promise<void> {
  const server = metricsServer;
  metricsServer = undefined;
  enabled = false;
  if (!server) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A scraper's keep-alive connection would otherwise hold the shutdown until it times out.
  server.closeAllConnections();
  await closed;
}
