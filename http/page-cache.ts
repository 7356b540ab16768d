/**
 * Anonymous pages, rendered once and served to everyone from memory: a page answer is
 * kept when its route marks it `public` with an `s-maxage`, compressed once with brotli
 * (gzip when a client first asks for it), and kept so only. A catalog change (any
 * instance's) starts a new version, and pages of an older version are rendered again; a
 * page past its s-maxage is served while a fresh render is made in the background
 * (stale-while-revalidate), and served when rendering fails (the database is down, say).
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { PREVIEW_PARAMETER } from "~/lib/constants";
import { isAdminPath } from "~/lib/admin-path";
import { sharedCacheLifetime } from "~/lib/cache-headers";
import { HEARD_CHANGES_FRESH_MS } from "~/domain/catalog/changes.server";

const brotli = promisify(zlib.brotliCompress);

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /**
   * The page is kept compressed only: almost every visitor and crawler takes brotli or gzip,
   * and the plain page, four to eight times larger, would fill the cache's room as much as
   * both together. The rare client that takes neither gets the brotli copy unpacked.
   */
  plainLength: number;
  br: Buffer;
  /**
   * Made from the brotli copy when a client first asks for gzip (PageCache.gzipOf): browsers
   * take brotli, and compressing every page twice while its visitor waits, most of all the
   * long tail a crawler walks once, cost the render a tenth of its time.
   */
  gzip: Buffer | null;
  etag: string;
  storedAt: number;
  version: number;
  freshMs: number;
  staleMs: number;
}

const MAX_KEY_LENGTH = 1024;
/**
 * Paths that are never shared between visitors, whatever their headers say; and React
 * Router's route manifest, which reads parameters no page does.
 */
const PRIVATE_PATH = /^\/(?:(?:api|storage|games)\/|__manifest$)/i;

/**
 * The query parameters a shared page reads (the home's search, category and view; a
 * list's page). Only these make a page distinct: `/?x=1` is the home page, so made-up
 * parameters neither add pages to the cache nor push the real ones out. A route that
 * starts reading another parameter adds it here.
 */
export const PAGE_QUERY_PARAMETERS = ["q", "category", "view", "page"] as const;

/**
 * The cache key of a request, or null when such a request is never cached. GET and HEAD
 * share it: the page is always rendered as a GET, and a HEAD is answered from it.
 */
export function cacheKey(method: string, url: string, adminPath: string): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (url.length > MAX_KEY_LENGTH) return null;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (PRIVATE_PATH.test(path) || path.endsWith(".data") || isAdminPath(path, adminPath)) return null;
  if (queryAt === -1) return path;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  // An administrator's preview of a draft (Manage's Preview link) is theirs alone.
  if (query.has(PREVIEW_PARAMETER)) return null;
  const kept = new URLSearchParams();
  // The first value, as a route's searchParams.get reads it; an empty one is no parameter.
  for (const name of PAGE_QUERY_PARAMETERS) {
    const value = query.get(name);
    if (value) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * `public, s-maxage=60, stale-while-revalidate=300` -> how long this process may serve the
 * page to everyone: its s-maxage, or HEARD_CHANGES_FRESH_MS when that is longer. Caches in
 * front are told a few seconds because they cannot hear of catalog changes; this one can.
 */
export function sharedCachePolicy(headers: Headers): { freshMs: number; staleMs: number } | null {
  const lifetime = sharedCacheLifetime(headers);
  if (!lifetime) return null;
  return { freshMs: Math.max(lifetime.sharedSeconds * 1000, HEARD_CHANGES_FRESH_MS), staleMs: lifetime.staleSeconds * 1000 };
}

const KEPT_HEADERS = new Set(["content-type", "cache-control", "content-language", "content-security-policy", "link", "x-robots-tag"]);

/**
 * Brotli at quality 5 and gzip at 6: on our pages they come within 2% of quality 9 and
 * level 9 (a game page: 7,795 bytes against 7,714; the home page 15.4 KB against 15.1 KB)
 * at a tenth of the time (about 1 ms against 15–35 ms for a game page), and a page that is
 * not in the cache is compressed while its visitor waits.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

export async function toCachedPage(
  status: number,
  headers: Headers,
  body: Buffer,
  policy: { freshMs: number; staleMs: number },
  version: number,
): Promise<CachedPage> {
  const br = await brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      // A window no larger than the page: brotli's default (4 MB) is allocated and cleared
      // for every page, which cost the event loop ten times the rest of the call.
      [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(body.length + 1)))),
    },
  });
  return {
    status,
    headers: [...headers].filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())),
    plainLength: body.length,
    br,
    gzip: null,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    storedAt: Date.now(),
    version,
    ...policy,
  };
}

export type Freshness = "fresh" | "stale" | "expired";

/** Pages in least-recently-used order, within a byte budget. */
class LruPages {
  readonly pages = new Map<string, CachedPage>();
  #bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    // Least recently used goes first: a read moves the page to the end.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    const size = sizeOf(page);
    if (size > this.maxBytes / 8) return;
    this.pages.set(key, page);
    this.#bytes += size;
    this.keepWithinBudget();
  }

  /** `page`, kept under `key`, took `bytes` more (its gzip copy). */
  grew(key: string, page: CachedPage, bytes: number): void {
    if (this.pages.get(key) !== page) return;
    this.#bytes += bytes;
    this.keepWithinBudget();
  }

  private keepWithinBudget(): void {
    for (const [oldest, old] of this.pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.#bytes -= sizeOf(old);
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.#bytes -= sizeOf(page);
  }
}

/**
 * Pages with a query (searches, one per thing anyone types) have a quarter of the room,
 * kept apart from the site's own pages: a flood of searches can push out older searches,
 * never the home page or a game page.
 */
const QUERY_SHARE = 0.25;

export class PageCache {
  private readonly paths: LruPages;
  private readonly queries: LruPages;
  /** Catalog version: bumped on every change; pages of an older one are not served fresh. */
  version = 0;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.queries = new LruPages(Math.floor(maxBytes * QUERY_SHARE));
    this.paths = new LruPages(maxBytes - Math.floor(maxBytes * QUERY_SHARE));
  }

  private lruOf(key: string): LruPages {
    return key.includes("?") ? this.queries : this.paths;
  }

  get size(): number {
    return this.paths.pages.size + this.queries.pages.size;
  }

  /** What the kept pages take, compressed (their gzip copies included). */
  get bytes(): number {
    return this.paths.bytes + this.queries.bytes;
  }

  /** The page and how usable it is now. */
  get(key: string, now = Date.now()): { page: CachedPage; freshness: Freshness } | undefined {
    const page = this.lruOf(key).get(key);
    if (!page) return undefined;
    const age = now - page.storedAt;
    const freshness: Freshness =
      page.version !== this.version ? "expired" : age <= page.freshMs ? "fresh" : age <= page.freshMs + page.staleMs ? "stale" : "expired";
    return { page, freshness };
  }

  set(key: string, page: CachedPage): void {
    this.lruOf(key).set(key, page);
  }

  delete(key: string): void {
    this.lruOf(key).delete(key);
  }

  /** The gzip copy of the page kept under `key`, made the first time a client asks for it. */
  gzipOf(key: string, page: CachedPage): Buffer {
    if (!page.gzip) {
      page.gzip = zlib.gzipSync(zlib.brotliDecompressSync(page.br), { level: GZIP_LEVEL });
      this.lruOf(key).grew(key, page, page.gzip.length);
    }
    return page.gzip;
  }

  /** The catalog changed: every page is rendered again before it is served fresh. */
  invalidate(): void {
    this.version += 1;
  }
}

function sizeOf(page: CachedPage): number {
  return page.br.length + (page.gzip?.length ?? 0);
}

let lastAcceptEncoding: string | undefined;
let lastEncoding: "br" | "gzip" | null = null;

/**
 * The encoding to answer with, from Accept-Encoding and its q-values: `br;q=0` refuses
 * brotli, `*` stands for any encoding not named. Brotli wins a tie. Browsers send the same
 * header on every request, so the last answer is kept.
 */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (acceptEncoding === lastAcceptEncoding) return lastEncoding;
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...parameters] = part.split(";").map((item) => item.trim());
    if (!name || weights.has(name)) continue;
    let weight = 1;
    for (const parameter of parameters) {
      // A q-value that cannot be read is taken as a refusal, not as a welcome.
      if (/^q\s*=/.test(parameter)) weight = Number(/^q\s*=\s*([0-9.]+)$/.exec(parameter)?.[1] ?? 0);
    }
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gz = weightOf("gzip");
  const encoding = br > 0 && br >= gz ? "br" : gz > 0 ? "gzip" : null;
  lastAcceptEncoding = acceptEncoding;
  lastEncoding = encoding;
  return encoding;
}
