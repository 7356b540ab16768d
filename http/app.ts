/**
 * The portal's request handling, as the order its steps run in. server.js mounts
 * `servePageCache` and the build's files before `app`, and answers fresh cached pages with
 * `answerFromPageCache` before Express sees the request. Each step's work lives in its
 * own module beside this one.
 */
import express from "express";
import type { MessagePort } from "node:worker_threads";
import { createRequestHandler } from "react-router";
import { ADMIN_PATH } from "~/lib/admin-path";
import { createRequestContext } from "~/domain/web/request-context.server";
import { isCrossSiteWrite } from "~/domain/web/request-guards.server";
import { relatedIndexes, searchIndexes } from "~/domain/catalog/reads.server";
import { currentCatalogVersion } from "~/domain/catalog/changes.server";
import { startCommandSocket } from "~/domain/commands/command-socket.server";
import {
  onCatalogChange,
  startBackgroundWork,
  startRenderRuntime,
  startRuntime as startDomain,
  stopRuntime as stopDomain,
} from "~/domain/platform/runtime.server";
import { trustProxyWarning, type HttpConfig } from "~/domain/platform/config.server";
import type { SharedDatabase } from "~/domain/db/connection.server";
import { log, logFailure } from "~/domain/platform/log.server";
import { MAIL_OFF_WARNING } from "~/domain/platform/mail.server";
import { pageRendered, startMetrics, stopMetrics, watchRenders } from "~/domain/platform/metrics.server";
import { answerDuringOutage } from "./database-outage";
import { forwardedHeaders, originOf, sendResponse, toFetchRequest } from "./fetch-bridge";
import { cacheKey } from "./page-cache";
import { loadPageHeaders } from "./page-headers";
import { readBodies } from "./request-bodies";
import { logEveryRequest } from "./request-log";
import { answerRenders, indexesFromPortal, RenderThreads, type RenderRequest } from "./render-threads";
import { pages, renderShared, sendPage, setPageRenderer, settleRendering, sharedOutcome, type Outcome } from "./shared-pages";

export { answerFromPageCache, servePageCache } from "./shared-pages";
export { answerHealth } from "./health";
export { answerLogged } from "./request-log";
export { log } from "~/domain/platform/log.server";
export { requestAnswered } from "~/domain/platform/metrics.server";
export { servePrecompressed, setFileHeaders, setOwnGameHeaders } from "./static-files";

const handleRequest = createRequestHandler(
  // Given a function, React Router asks it for the build and derives its route table again
  // on every request (about 5 ms of the thread that answers, in every play, search and render):
  // that is for development, where the build changes; in production it gets the build, once.
  import.meta.env.DEV ? () => import("virtual:react-router/server-build") : await import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

/**
 * The threads rendering shared pages, once started. Each holds about 45 MB (the build's code
 * and its sources, loaded again), so they start only when the portal's own thread has
 * START_THREADS_AT renders in progress at once: a site whose visitors mostly get kept pages
 * keeps its memory, and a crawl of the long tail gets every core. Until they are ready,
 * this thread renders.
 */
let renderThreads: RenderThreads | undefined;
let startRenderThreads: (() => void) | undefined;
let renderThreadsStarting: Promise<void> | undefined;
const START_THREADS_AT = 4;
let rendersHere = 0;
watchRenders(() => ({ inPortalThread: rendersHere, inRenderThreads: renderThreads?.rendersInProgress ?? 0, renderThreads: renderThreads?.size ?? 0 }));

/** Renders a shared page in this thread. */
async function renderHere(request: RenderRequest): Promise<Outcome> {
  rendersHere += 1;
  const startedAt = performance.now();
  try {
    const response = await handleRequest(new Request(request.url, { headers: request.headers }), createRequestContext(request.clientAddress));
    return await sharedOutcome(response, request.version);
  } finally {
    rendersHere -= 1;
    pageRendered("portal", startedAt);
  }
}

/** Renders a shared page in a render thread, or in this one when there is none or it failed. */
function renderPage(request: RenderRequest): Promise<Outcome> {
  if (renderThreads?.size) {
    return renderThreads.render(request).catch((error: unknown) => {
      logFailure(`Rendering ${request.url} in a render thread (it is rendered here instead)`, error);
      return renderHere(request);
    });
  }
  if (rendersHere + 1 >= START_THREADS_AT) startRenderThreads?.();
  return renderHere(request);
}

setPageRenderer((url, version) => renderPage({ url, headers: [["accept", "text/html"]], clientAddress: undefined, version }));

export const app = express();
app.disable("x-powered-by");

// 1. A request must name its origin, and a state-changing one must come from our own pages.
app.use((req, res, next) => {
  const ownOrigin = originOf(req);
  if (!ownOrigin) {
    res.status(400).type("text/plain").send("Bad request");
    return;
  }
  if (isCrossSiteWrite(req.method, { origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site") }, ownOrigin)) {
    res.status(403).type("text/plain").send("Cross-site request refused");
    return;
  }
  next();
});

// 2. Bodies are read within their purpose's limit before any route sees them.
app.use(readBodies);

// 3. The router renders; a page that may be shared is rendered once and kept in the page cache.
app.use(async (req, res, next) => {
  try {
    await loadPageHeaders();
    const key = cacheKey(req.method, req.originalUrl, ADMIN_PATH);
    if (!key) {
      const response = await handleRequest(toFetchRequest(req, res, originOf(req)!), createRequestContext(req.ip));
      return await sendResponse(res, await answerDuringOutage(response));
    }
    // A page that may be shared is rendered as what its key names: a GET (a HEAD's empty
    // body must never be what everyone is served) of its path and the parameters it reads.
    // It is not stopped when its visitor leaves: others may be waiting for it. Joined, not
    // resolved: a key such as //evil.example/x stays a path on this origin.
    const url = `${originOf(req)!}${key}`;
    const outcome = await renderShared(key, (version) => renderPage({ url, headers: [...forwardedHeaders(req)], clientAddress: req.ip, version }));
    if (outcome.page) return sendPage(req, res, key, outcome.page, "MISS");
    const response = outcome.response!;
    // Rendering failed (the database is down, say): an older copy beats an error page.
    const kept = response.status >= 500 ? pages.get(key) : undefined;
    if (kept) {
      await response.body?.cancel();
      return sendPage(req, res, key, kept.page, "STALE-IF-ERROR");
    }
    await sendResponse(res, await answerDuringOutage(response));
  } catch (error) {
    next(error);
  }
});

/**
 * Opens the database, starts the background work, and returns how the HTTP server should
 * listen. `buildUrl` is the portal's build, which render threads load (once the load calls
 * for them): without it (the development server, tests of the sources) pages render in this
 * thread.
 */
export async function startRuntime({ buildUrl }: { buildUrl?: string } = {}): Promise<HttpConfig> {
  const { config, handle } = await startDomain(process.env, { setUpWith: buildUrl });
  const proxyWarning = trustProxyWarning(config.http);
  if (proxyWarning) log.warn(proxyWarning);
  logEveryRequest(config.http.logRequests);
  if (!config.smtpUrl) {
    if (config.production) log.warn(MAIL_OFF_WARNING);
    else log.info("SMTP_URL is unset: mails are written to this log, links and all, in place of being sent.");
  }
  if (config.metricsAddress) await startMetrics(config.metricsAddress);
  await loadPageHeaders();
  // Read before the portal listens: under a crawl that starts with the portal, the index's
  // batches would wait behind the pages, and those pages would all be ranked by the database.
  const started = performance.now();
  const related = await relatedIndexes.refresh(handle.db);
  if (related) log.info(`Related games: ${related.size} published games indexed in ${Math.round(performance.now() - started)} ms.`);
  const threads = buildUrl ? config.http.renderThreads : 0;
  if (threads > 0) {
    startRenderThreads = () => {
      startRenderThreads = undefined;
      const startedAt = performance.now();
      const versionAtStart = currentCatalogVersion();
      const answerIndex = (readSince: number) => relatedIndexes.readSince(handle.db, readSince);
      renderThreadsStarting = RenderThreads.start(threads, buildUrl!, () => handle.share(), answerIndex).then(
        (started) => {
          renderThreads = started;
          onCatalogChange((kind) => started.catalogChanged(kind));
          // A change heard while they read what they keep would be theirs to hear too.
          if (currentCatalogVersion() !== versionAtStart) started.catalogChanged("catalog");
          const indexed = started.indexedGames === undefined ? "" : `, each with ${started.indexedGames} games indexed`;
          log.info(`Pages render in ${threads} threads from now on (ready in ${Math.round(performance.now() - startedAt)} ms${indexed}).`);
        },
        (error: unknown) =>
          log.error(`The render threads did not start (${error instanceof Error ? error.message : String(error)}): pages render in the portal's own thread.`),
      );
    };
  }
  await startBackgroundWork(startCommandSocket);
  return config.http;
}

/** Closes the database once the pages still rendering (in the background, say) are done with it. */
export async function stopRuntime(): Promise<void> {
  startRenderThreads = undefined;
  await stopMetrics();
  await settleRendering();
  await renderThreadsStarting;
  await renderThreads?.close();
  await stopDomain();
}

/** What the process setting up a new install calls (setUpNewInstallApart), from the build. */
export { setUpNewInstall } from "~/domain/platform/new-install.server";
/** What the process doing background image work calls (jobs/background-process.server.ts), from the build. */
export { serveBackgroundWork } from "~/domain/jobs/background-process.server";

/**
 * A render thread's start (render-threads.ts): it opens the database the portal shared, gets
 * what pages need ready (the related games' index, which the portal's thread reads for every
 * thread), then answers the renders it is asked for.
 */
export async function serveRenders(port: MessagePort, database: SharedDatabase): Promise<void> {
  const { handle } = await startRenderRuntime(database);
  await loadPageHeaders();
  relatedIndexes.takeFrom(indexesFromPortal(port));
  // Search's index is the portal thread's alone: its strings would be copied into each
  // thread, not shared, so a render thread's searches are answered by the database.
  searchIndexes.takeFrom(null);
  const related = await relatedIndexes.refresh(handle.db);
  answerRenders(port, renderHere, related?.size);
}
