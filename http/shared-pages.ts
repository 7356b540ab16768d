/**
 * The page cache at work: which answers come from it (a fresh copy before Express is
 * involved, a stale one while a new copy is made), how a page that may be shared is
 * rendered once for everyone asking at the same moment, and how stale pages are refreshed
 * in the background. The cache itself is page-cache.ts.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { ADMIN_PATH } from "~/lib/admin-path";
import { adNetworkOrigins } from "~/domain/ads/ads-config.server";
import { gameHostsInForce, onCatalogChange, serverConfig } from "~/domain/platform/runtime.server";
import { requestOrigin } from "~/domain/web/request-guards.server";
import { pageCacheAnswered, watchPageCache, type PageCacheState } from "~/domain/platform/metrics.server";
import { FILE_HEADERS, contentSecurityPolicy, inlineScriptHashes } from "~/domain/web/security-headers.server";
import { originOf } from "./fetch-bridge";
import { PageCache, cacheKey, pickEncoding, sharedCachePolicy, toCachedPage, type CachedPage } from "./page-cache";
import { loadedPageHeaders } from "./page-headers";
import { logFailure } from "~/domain/platform/log.server";

export const pages = new PageCache();
onCatalogChange(() => pages.invalidate());

/** Renders the page at a full URL, as a visitor's browser would ask for it, for the cache's `version`. */
type RenderUrl = (url: string, version: number) => Promise<Outcome>;

let renderUrl: RenderUrl | undefined;

/** How background refreshes render a page; set once by the app. */
export function setPageRenderer(render: RenderUrl): void {
  renderUrl = render;
}

/**
 * A fresh cached page, answered from Node's own request before Express sees it: most
 * visits are these, and Express's routing and response wrappers cost several times what
 * the answer itself does (CPU profile at 5,000 cached answers a second: busy about 70% of
 * the time through Express, about 20% without). Anything else (stale or missing page, a
 * request without a usable Host) returns false and takes the full way.
 */
export function answerFromPageCache(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "";
  if (!loadedPageHeaders() || !url.startsWith("/") || !requestOrigin("http", req.headers.host)) return false;
  const key = cacheKey(req.method ?? "", url, ADMIN_PATH);
  const cached = key ? pages.get(key) : undefined;
  if (cached?.freshness !== "fresh") return false;
  sendPage(req, res, key!, cached.page, "HIT");
  return true;
}

/** Cached pages the fast path left: stale ones are served while a new copy is made. */
export function servePageCache(req: ExpressRequest, res: ExpressResponse, next: () => void) {
  const origin = originOf(req);
  const key = origin ? cacheKey(req.method, req.originalUrl, ADMIN_PATH) : null;
  const cached = key ? pages.get(key) : undefined;
  if (!key || !cached || cached.freshness === "expired") return next();
  if (cached.freshness === "stale") refreshInBackground(key, `${origin}${key}`);
  sendPage(req, res, key, cached.page, cached.freshness === "fresh" ? "HIT" : "STALE");
}

export type Outcome = { page: CachedPage; response?: undefined } | { page?: undefined; response: Response };

const rendering = new Map<string, Promise<Outcome>>();

/**
 * Renders a page that may be shared. Visitors asking for the same page at the same
 * moment wait for one render instead of starting one each. `render` makes the outcome
 * (sharedOutcome) for the cache's version it is given, in this thread or a render thread.
 */
export async function renderShared(key: string, render: (version: number) => Promise<Outcome>): Promise<Outcome> {
  const pending = rendering.get(key);
  if (pending) {
    const outcome = await pending;
    if (outcome.page) return outcome;
  }
  const version = pages.version;
  const promise = (async (): Promise<Outcome> => {
    const outcome = await render(version);
    // A change made while this page was rendering leaves it out of date: serve it, keep it not.
    if (outcome.page && version === pages.version) pages.set(key, outcome.page);
    return outcome;
  })();
  rendering.set(key, promise);
  try {
    return await promise;
  } finally {
    if (rendering.get(key) === promise) rendering.delete(key);
  }
}

/**
 * A rendered answer as the cache may keep it, for its `version`: compressed, with a policy
 * that allows its inline scripts by their hashes. An answer no cache may share is left as it is.
 */
export async function sharedOutcome(response: Response, version: number): Promise<Outcome> {
  const policy = response.status === 200 ? sharedCachePolicy(response.headers) : null;
  if (!policy) return { response };
  const body = Buffer.from(await response.arrayBuffer());
  // The live answer's nonce is spent: a shared copy allows its inline scripts by their hashes.
  const headers = new Headers(response.headers);
  const config = await serverConfig();
  headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      gameHosts: await gameHostsInForce(),
      scriptSources: inlineScriptHashes(body.toString("utf8")),
      adOrigins: adNetworkOrigins(config),
      framing: "self",
    }),
  );
  return { page: await toCachedPage(response.status, headers, body, policy, version) };
}

/**
 * Stale pages are rendered again in the background two at a time. Pages rendered together
 * (after a start or a catalog change) go stale together; refreshing a hundred of them at
 * once held the event loop for seconds under load, while every visitor could have been
 * served the stale copy. The queue holds each page once.
 */
const REFRESH_CONCURRENCY = 2;
const refreshQueue = new Map<string, string>();
let refreshesRunning = 0;

watchPageCache(() => ({ pages: pages.size, bytes: pages.bytes, refreshesWaiting: refreshQueue.size }));

function refreshInBackground(key: string, url: string) {
  if (rendering.has(key) || refreshQueue.has(key)) return;
  refreshQueue.set(key, url);
  startQueuedRefreshes();
}

function startQueuedRefreshes() {
  while (refreshesRunning < REFRESH_CONCURRENCY && refreshQueue.size > 0) {
    const [key, url] = refreshQueue.entries().next().value!;
    refreshQueue.delete(key);
    if (rendering.has(key)) continue;
    refreshesRunning += 1;
    renderShared(key, (version) => renderUrl!(url, version))
      .then((outcome) => outcome.response?.body?.cancel())
      .catch((error: unknown) => logFailure(`Refreshing ${key}`, error))
      .finally(() => {
        refreshesRunning -= 1;
        startQueuedRefreshes();
      });
  }
}

type Encoding = ReturnType<typeof pickEncoding>;

/**
 * The answer headers of a cached page, as the flat list writeHead takes, built once per
 * page, cache state and encoding: building them anew on every answer (objects spread
 * together, then walked by writeHead) cost more than the rest of a cached answer.
 */
const preparedHeaders = new WeakMap<CachedPage, Map<string, (string | number)[]>>();

function headersOf(page: CachedPage, cacheState: string, encoding: Encoding | "not-modified"): (string | number)[] {
  let prepared = preparedHeaders.get(page);
  if (!prepared) preparedHeaders.set(page, (prepared = new Map()));
  const variant = `${cacheState} ${encoding}`;
  let list = prepared.get(variant);
  if (!list) {
    const headers: Record<string, string | number> = {
      ...FILE_HEADERS,
      ...loadedPageHeaders(),
      ...Object.fromEntries(page.headers),
      ETag: page.etag,
      Vary: "Accept-Encoding",
      "X-Cache": cacheState,
    };
    if (encoding !== "not-modified") {
      if (encoding) headers["Content-Encoding"] = encoding;
      headers["Content-Length"] = encoding ? bodyOf(page, encoding).length : page.plainLength;
    }
    list = Object.entries(headers).flat();
    prepared.set(variant, list);
  }
  return list;
}

function bodyOf(page: CachedPage, encoding: Encoding): Buffer {
  return encoding === "br" ? page.br : encoding === "gzip" ? page.gzip! : zlib.brotliDecompressSync(page.br);
}

/** Answers with the page kept (or about to be kept) under `key`. */
export function sendPage(req: IncomingMessage, res: ServerResponse, key: string, page: CachedPage, cacheState: PageCacheState) {
  pageCacheAnswered(res, cacheState);
  if (req.headers["if-none-match"] === page.etag) {
    res.writeHead(304, headersOf(page, cacheState, "not-modified")).end();
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  if (encoding === "gzip") pages.gzipOf(key, page);
  res.writeHead(page.status, headersOf(page, cacheState, encoding));
  res.end(req.method === "HEAD" ? undefined : bodyOf(page, encoding));
}

/** Lets the pages still rendering (in the background, say) finish, and refreshes no more. */
export async function settleRendering(): Promise<void> {
  refreshQueue.clear();
  await Promise.allSettled(rendering.values());
}
