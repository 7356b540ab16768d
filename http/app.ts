import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { createRequestHandler } from "react-router";
import { ADMIN_PATH, isAdminPath } from "~/lib/admin-path";
import {
  PageCache,
  cacheKey,
  pickEncoding,
  sharedCachePolicy,
  toCachedPage,
  type CachedPage,
} from "./page-cache";
import { answerDuringOutage } from "./database-outage";
import { bodyLimit, readBodyWithin } from "./request-bodies";
import { isCrossSiteWrite, requestOrigin } from "~/domain/request-guards.server";
import { CLIENT_ADDRESS_HEADER, createRequestContext } from "~/domain/request-context.server";
import { onCatalogChange, serverConfig, startRuntime as startDatabase, stopRuntime as stopDatabase } from "~/domain/runtime.server";
import { adNetworkOrigins } from "~/domain/ads.server";
import { FILE_HEADERS, OWN_GAME_HEADERS, contentSecurityPolicy, inlineScriptHashes, pageSecurityHeaders } from "~/domain/security-headers.server";

/**
 * The portal's request handling; server.js mounts `servePageCache` first (so a cached
 * page costs no routing, no static-file lookup and no compression) and `app` last.
 */
const handleRequest = createRequestHandler(
  // Given a function, React Router asks it for the build and derives its route table again
  // on every request (about 5 ms of this only thread, in every play, search and render):
  // that is for development, where the build changes; in production it gets the build, once.
  import.meta.env.DEV ? () => import("virtual:react-router/server-build") : await import("virtual:react-router/server-build"),
  process.env.NODE_ENV,
);

const pages = new PageCache();
onCatalogChange(() => pages.invalidate());

export const app = express();
app.disable("x-powered-by");

/**
 * The admin area's answers, pages and data alike, in whatever case its path was typed: kept
 * by no cache (the sessions page shows tokens) and out of every index. robots.txt does not
 * name the area, so it does not point anyone at it.
 */
const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/** The origin of a request that names one and a path on it, or null (see requestOrigin). */
function originOf(req: ExpressRequest): string | null {
  return req.originalUrl.startsWith("/") ? requestOrigin(req.protocol, req.host) : null;
}

/** nosniff on every answer, files too; the page headers go on what the app itself answers. */
export function setFileHeaders(_req: ExpressRequest, res: ExpressResponse, next: () => void) {
  res.set(FILE_HEADERS);
  next();
}

/** Our own games (under /games/) run sandboxed in an origin of their own. */
export function setOwnGameHeaders(_req: ExpressRequest, res: ExpressResponse, next: () => void) {
  res.set(OWN_GAME_HEADERS);
  next();
}

let pageHeaders: Record<string, string> | undefined;

/** Read once: at start-up, or by the first request of a module the development server reloaded. */
async function loadPageHeaders(): Promise<Record<string, string>> {
  pageHeaders ??= pageSecurityHeaders(await serverConfig());
  return pageHeaders;
}

app.use((req, res, next) => {
  const ownOrigin = originOf(req);
  if (!ownOrigin) {
    res.status(400).type("text/plain").send("Bad request");
    return;
  }
  // Every state-changing request, whatever route it reaches, must come from our own pages.
  if (isCrossSiteWrite(req.method, { origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site") }, ownOrigin)) {
    res.status(403).type("text/plain").send("Cross-site request refused");
    return;
  }
  next();
});

/** Seconds a client may go on sending a refused body before its connection is closed. */
const REFUSED_BODY_GRACE_MS = 5_000;

/**
 * What a body past its limit is answered, before the rest is read. The rest is thrown away
 * as it arrives (closing at once would reset the connection under a client still sending,
 * and it would never see the answer); a client still sending after a few seconds is cut off.
 */
function refuseLargeBody(req: ExpressRequest, res: ExpressResponse) {
  res.status(413).type("text/plain").send("This request is too large.");
  req.resume();
  if (req.complete) return;
  const cutOff = setTimeout(() => req.socket.destroy(), REFUSED_BODY_GRACE_MS);
  cutOff.unref();
  req.once("end", () => clearTimeout(cutOff));
  req.socket.once("close", () => clearTimeout(cutOff));
}

/** Request bodies are read here, within their purpose's limit, before any route sees them. */
const readBodies: express.RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const limit = bodyLimit(req.path, ADMIN_PATH);
  if (limit === null) return next();
  readBodyWithin(req, limit).then((body) => {
    if (!body) return refuseLargeBody(req, res);
    res.locals.body = body;
    next();
  }, next);
};
app.use(readBodies);

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
    if (outcome.page) return sendPage(req, res, outcome.page, "MISS");
    const response = outcome.response!;
    // Rendering failed (the database is down, say): an older copy beats an error page.
    const kept = response.status >= 500 ? pages.get(key) : undefined;
    if (kept) {
      await response.body?.cancel();
      return sendPage(req, res, kept.page, "STALE-IF-ERROR");
    }
    await sendResponse(res, await answerDuringOutage(response));
  } catch (error) {
    next(error);
  }
});

/**
 * A fresh cached page, answered from Node's own request before Express sees it: most
 * visits are these, and Express's routing and response wrappers cost several times what
 * the answer itself does (CPU profile at 5,000 cached answers a second: busy about 70% of
 * the time through Express, about 20% without). Anything else (stale or missing page, a
 * request without a usable Host) returns false and takes the full way.
 */
export function answerFromPageCache(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "";
  if (!pageHeaders || !url.startsWith("/") || !requestOrigin("http", req.headers.host)) return false;
  const key = cacheKey(req.method ?? "", url, ADMIN_PATH);
  const cached = key ? pages.get(key) : undefined;
  if (cached?.freshness !== "fresh") return false;
  sendPage(req, res, cached.page, "HIT");
  return true;
}

/** Cached pages the fast path left: stale ones are served while a new copy is made. */
export function servePageCache(req: ExpressRequest, res: ExpressResponse, next: () => void) {
  const origin = originOf(req);
  const key = origin ? cacheKey(req.method, req.originalUrl, ADMIN_PATH) : null;
  const cached = key ? pages.get(key) : undefined;
  if (!key || !cached || cached.freshness === "expired") return next();
  if (cached.freshness === "stale") refreshInBackground(key, `${origin}${key}`);
  sendPage(req, res, cached.page, cached.freshness === "fresh" ? "HIT" : "STALE");
}

type Outcome = { page: CachedPage; response?: undefined } | { page?: undefined; response: Response };

const rendering = new Map<string, Promise<Outcome>>();

/**
 * Renders a page that may be shared. Visitors asking for the same page at the same
 * moment wait for one render instead of starting one each.
 */
async function renderShared(key: string, render: () => Promise<Response>): Promise<Outcome> {
  const pending = rendering.get(key);
  if (pending) {
    const outcome = await pending;
    if (outcome.page) return outcome;
  }
  const version = pages.version;
  const promise = (async (): Promise<Outcome> => {
    const response = await render();
    const policy = response.status === 200 ? sharedCachePolicy(response.headers) : null;
    if (!policy) return { response };
    const body = Buffer.from(await response.arrayBuffer());
    // The live answer's nonce is spent: a shared copy allows its inline scripts by their hashes.
    const headers = new Headers(response.headers);
    const config = await serverConfig();
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({
        config,
        scriptSources: inlineScriptHashes(body.toString("utf8")),
        adOrigins: adNetworkOrigins(config),
        framing: "self",
      }),
    );
    const page = await toCachedPage(response.status, headers, body, policy, version);
    // A change made while this page was rendering leaves it out of date: serve it, keep it not.
    if (version === pages.version) pages.set(key, page);
    return { page };
  })();
  rendering.set(key, promise);
  try {
    return await promise;
  } finally {
    if (rendering.get(key) === promise) rendering.delete(key);
  }
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
    renderShared(key, () => handleRequest(new Request(url, { headers: { Accept: "text/html" } }), createRequestContext(undefined)))
      .then((outcome) => outcome.response?.body?.cancel())
      .catch((error: unknown) => console.error(`Refreshing ${key} failed:`, error))
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
      ...pageHeaders,
      ...Object.fromEntries(page.headers),
      ETag: page.etag,
      Vary: "Accept-Encoding",
      "X-Cache": cacheState,
    };
    if (encoding !== "not-modified") {
      if (encoding) headers["Content-Encoding"] = encoding;
      headers["Content-Length"] = bodyOf(page, encoding).length;
    }
    list = Object.entries(headers).flat();
    prepared.set(variant, list);
  }
  return list;
}

function bodyOf(page: CachedPage, encoding: Encoding): Buffer {
  return encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
}

function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, cacheState: string) {
  if (req.headers["if-none-match"] === page.etag) {
    res.writeHead(304, headersOf(page, cacheState, "not-modified")).end();
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  res.writeHead(page.status, headersOf(page, cacheState, encoding));
  res.end(req.method === "HEAD" ? undefined : bodyOf(page, encoding));
}

/**
 * Express's request as the Fetch API Request React Router takes (as @react-router/express
 * does), or, with `as`, the same request for another method and URL on this origin.
 */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, origin: string, as?: { method: string; url: string }): Request {
  // Joined, not resolved: a path such as //evil.example/x stays a path on this origin.
  const url = new URL(`${origin}${as?.url ?? req.originalUrl}`);
  const method = as?.method ?? req.method;
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  headers.delete(CLIENT_ADDRESS_HEADER);
  if (req.ip) headers.set(CLIENT_ADDRESS_HEADER, req.ip);
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (method !== "GET" && method !== "HEAD") {
    const body: unknown = res.locals.body;
    if (Buffer.isBuffer(body)) init.body = new Uint8Array(body);
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new Request(url, init);
}

async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.set(await loadPageHeaders());
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (isAdminPath(res.req.path)) res.set(ADMIN_HEADERS);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

/** Closes the database once the pages still rendering (in the background, say) are done with it. */
export async function stopRuntime(): Promise<void> {
  refreshQueue.clear();
  await Promise.allSettled(rendering.values());
  await stopDatabase();
}

/** Opens the database and reads the configuration the page headers come from. */
export async function startRuntime(): Promise<void> {
  await startDatabase();
  await loadPageHeaders();
}

/**
 * Files of the client build as the build compressed them (scripts/compress-assets.ts):
 * the .br or .gz copy beside the file, when the browser takes that encoding.
 */
export function servePrecompressed(
  root: string,
  options: { maxAge: string; immutable?: boolean; etag?: boolean; lastModified?: boolean; acceptRanges?: boolean },
) {
  const base = path.resolve(root);
  // The build's files never change while the server runs: listed once, so a request for a
  // made-up name costs no file lookup and leaves nothing behind (a cache of misses would
  // grow with every name anyone invents).
  const precompressedFiles = new Set(
    fs.existsSync(base)
      ? fs
          .readdirSync(base, { recursive: true, encoding: "utf8" })
          .filter((name) => name.endsWith(".br") || name.endsWith(".gz"))
          .map((name) => path.join(base, name))
      : [],
  );
  return (req: ExpressRequest, res: ExpressResponse, next: () => void) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    let file: string;
    try {
      file = path.join(base, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!encoding || !file.startsWith(`${base}${path.sep}`)) return next();
    const compressed = `${file}.${encoding === "br" ? "br" : "gz"}`;
    if (!precompressedFiles.has(compressed)) return next();
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.type(path.extname(file));
    // The file is one of the build's own (listed above), so a dot in a folder above it (an
    // app installed under /srv/.apps or ~/.local) is no reason to refuse it.
    res.sendFile(compressed, { ...options, dotfiles: "allow" }, (error) => {
      if (!error || res.headersSent) return;
      // The plain file goes out next: it must not be labelled as compressed.
      res.removeHeader("Content-Encoding");
      res.removeHeader("Content-Type");
      next();
    });
  };
}
