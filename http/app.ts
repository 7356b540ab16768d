/**
 * The portal's request handling, as the order its steps run in. server.js mounts
 * `servePageCache` and the build's files before `app`, and answers fresh cached pages with
 * `answerFromPageCache` before Express sees the request. Each step's work lives in its
 * own module beside this one.
 */
import express from "express";
import { ADMIN_PATH } from "~/lib/admin-path";
import { createRequestContext } from "~/domain/web/request-context.server";
import { isCrossSiteWrite } from "~/domain/web/request-guards.server";
import { relatedIndexes } from "~/domain/catalog/reads.server";
import { startCommandSocket } from "~/domain/commands/command-socket.server";
import { startBackgroundWork, startRuntime as startDomain, stopRuntime as stopDomain } from "~/domain/platform/runtime.server";
import { trustProxyWarning, type HttpConfig } from "~/domain/platform/http-config.server";
import { log } from "~/domain/platform/log.server";
import { MAIL_OFF_WARNING } from "~/domain/platform/mail.server";
import { startMetrics, stopMetrics } from "~/domain/platform/metrics.server";
import { answerDuringOutage } from "./database-outage";
import { forwardedHeaders, originOf, sendResponse, toFetchRequest } from "./fetch-bridge";
import { cacheKey } from "./page-cache";
import { loadPageHeaders } from "./page-headers";
import { readBodies } from "./request-bodies";
import { logEveryRequest } from "./request-log";
import { pages, renderShared, sendPage } from "./shared-pages";
import { handleRequest, renderPage, renderThreadsWhenBusy, stopRendering } from "./page-rendering";

export { answerFromPageCache, servePageCache } from "./shared-pages";
export { answerHealth } from "./health";
export { answerLogged } from "./request-log";
/** A render thread's start, from the build (render-threads.ts). */
export { serveRenders } from "./page-rendering";
export { log } from "~/domain/platform/log.server";
export { requestAnswered } from "~/domain/platform/metrics.server";
export { servePrecompressed, setFileHeaders, setOwnGameHeaders } from "./static-files";

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
  if (buildUrl) renderThreadsWhenBusy(config.http.renderThreads, buildUrl, handle);
  await startBackgroundWork(startCommandSocket);
  return config.http;
}

/** Closes the database once the pages still rendering (in the background, say) are done with it. */
export async function stopRuntime(): Promise<void> {
  await stopMetrics();
  await stopRendering();
  await stopDomain();
}

/** What the process setting up a new install calls (setUpNewInstallApart), from the build. */
export { setUpNewInstall } from "~/domain/platform/new-install.server";
/** What the process doing background image work calls (jobs/background-process.server.ts), from the build. */
export { serveBackgroundWork } from "~/domain/jobs/background-process.server";
