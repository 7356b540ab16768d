import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * Anonymous pages, rendered once and served to everyone from memory: a page answer is
 * kept when its route marks it `public` with an `s-maxage`, compressed once with brotli
 * and gzip. A catalog change (any instance's) starts a new version, and pages of an older
 * version are rendered again; a page past its s-maxage is served while a fresh render is
 * made in the background (stale-while-revalidate), and served when rendering fails
 * (the database is down, say).
 */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  storedAt: number;
  version: number;
  freshMs: number;
  staleMs: number;
}

const MAX_KEY_LENGTH = 1024;
/** Paths that are never shared between visitors, whatever their headers say. */
const PRIVATE_PATH = /^\/(?:api|storage|games)\/|\.data$/;

/** The cache key of a request path, or null when such a request is never cached. */
export function cacheKey(method: string, url: string, adminPath: string): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (url.length > MAX_KEY_LENGTH) return null;
  const path = url.split("?")[0]!;
  if (PRIVATE_PATH.test(path) || path === adminPath || path.startsWith(`${adminPath}/`)) return null;
  return url;
}

/** `public, s-maxage=60, stale-while-revalidate=300` -> how long the page may be shared. */
export function sharedCachePolicy(headers: Headers): { freshMs: number; staleMs: number } | null {
  if (headers.has("Set-Cookie")) return null;
  const directives = new Map(
    (headers.get("Cache-Control") ?? "")
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split("=") as [string, string | undefined]),
  );
  if (!directives.has("public") || directives.has("private") || directives.has("no-store")) return null;
  const freshSeconds = Number(directives.get("s-maxage"));
  if (!Number.isFinite(freshSeconds) || freshSeconds <= 0) return null;
  const staleSeconds = Number(directives.get("stale-while-revalidate") ?? 0);
  return { freshMs: freshSeconds * 1000, staleMs: Number.isFinite(staleSeconds) ? staleSeconds * 1000 : 0 };
}

const KEPT_HEADERS = new Set(["content-type", "cache-control", "content-language", "content-security-policy", "link", "x-robots-tag"]);

export async function toCachedPage(
  status: number,
  headers: Headers,
  body: Buffer,
  policy: { freshMs: number; staleMs: number },
  version: number,
): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  return {
    status,
    headers: [...headers].filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())),
    body,
    br,
    gzip: gz,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    storedAt: Date.now(),
    version,
    ...policy,
  };
}

export type Freshness = "fresh" | "stale" | "expired";

export class PageCache {
  private pages = new Map<string, CachedPage>();
  private bytes = 0;
  /** Catalog version: bumped on every change; pages of an older one are not served fresh. */
  version = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get size(): number {
    return this.pages.size;
  }

  /** The page and how usable it is now. */
  get(key: string, now = Date.now()): { page: CachedPage; freshness: Freshness } | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    // Least recently used goes first: a read moves the page to the end.
    this.pages.delete(key);
    this.pages.set(key, page);
    const age = now - page.storedAt;
    const freshness: Freshness =
      page.version !== this.version ? "expired" : age <= page.freshMs ? "fresh" : age <= page.freshMs + page.staleMs ? "stale" : "expired";
    return { page, freshness };
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    const size = sizeOf(page);
    if (size > this.maxBytes / 8) return;
    this.pages.set(key, page);
    this.bytes += size;
    for (const [oldest, old] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= sizeOf(old);
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(page);
  }

  /** The catalog changed: every page is rendered again before it is served fresh. */
  invalidate(): void {
    this.version += 1;
  }
}

function sizeOf(page: CachedPage): number {
  return page.body.length + page.br.length + page.gzip.length;
}

/** The encoding to answer with, from Accept-Encoding. */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}
