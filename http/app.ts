/**
 * The portal's request handling, as the order its steps run in. server.js mounts
 * `servePageCache` and the build's files before `app`, and answers fresh cached pages with
 * `answerFromPageCache` before Express sees the request. Each step's work lives in its
 * own module beside this one.
 */
import express from "express";
import { createRequestHandler } from "react-router";
import { ADMIN_PATH } from "~/lib/admin-path";
import { createRequestContext } from "~/domain/request-context.server";
import { isCrossSiteWrite } from "~/domain/request-guards.server";
import { relatedIndexes } from "~/domain/catalog/reads.server";
import { startBackgroundWork, startRuntime as startDomain, stopRuntime as stopDomain } from "~/domain/runtime.server";
import type { HttpConfig } from "~/domain/config.server";
import { answerDuringOutage } from "./database-outage";
import { originOf, sendResponse, toFetchRequest } from "./fetch-bridge";
import { cacheKey } from "./page-cache";
import { loadPageHeaders } from "./page-headers";
import { readBodies } from "./request-bodies";
import { pages, renderShared, sendPage, setPageRenderer, settleRendering } from "./shared-pages";

export { answerFromPageCache, servePageCache } from "./shared-pages";
export { servePrecompressed, setFileHeaders, setOwnGameHeaders } from "./static-files";

const handleRequest = createRequestHandler(
  // Given a function, React Router asks it for the build and derives its route table again
  // on every request (about 5 ms of this only thread, in every play, search and render):
  // that is for development, where the build changes; in production it gets the build, once.
  import.meta.env.DEV ? () => import("virtual:react-router/server-build") : await import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

setPageRenderer((url) => handleRequest(new Request(url, { headers: { Accept: "text/html" } }), createRequestContext(undefined)));

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
    // A page that may be shared is rendered as what its key names: a GET (a HEAD's empty
    // body must never be what everyone is served) of its path and the parameters it reads.
    const render = () =>
      handleRequest(toFetchRequest(req, res, originOf(req)!, key ? { method: "GET", url: key } : undefined), createRequestContext(req.ip));
    if (!key) return await sendResponse(res, await answerDuringOutage(await render()));
    const outcome = await renderShared(key, render);
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

/** Opens the database, starts the background work, and returns how the HTTP server should listen. */
export async function startRuntime(): Promise<HttpConfig> {
  const { config, handle } = await startDomain();
  await loadPageHeaders();
  // Read before the portal listens: under a crawl that starts with the portal, the index's
  // batches would wait behind the pages, and those pages would all be ranked by the database.
  const started = performance.now();
  const related = await relatedIndexes.refresh(handle.db);
  if (related) console.log(`Related games: ${related.size} published games indexed in ${Math.round(performance.now() - started)} ms.`);
  await startBackgroundWork();
  return config.http;
}

/** Closes the database once the pages still rendering (in the background, say) are done with it. */
export async function stopRuntime(): Promise<void> {
  await settleRendering();
  await stopDomain();
}
