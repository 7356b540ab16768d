import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache, cacheKey, pickEncoding, sharedCachePolicy, toCachedPage } from "../../http/page-cache";
import { HEARD_CHANGES_FRESH_MS } from "~/domain/catalog/changes.server";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/cache-headers";

const page = (version: number, size = 10, body = Buffer.alloc(size, "a")) =>
  toCachedPage(200, new Headers({ "Content-Type": "text/html", "Set-Cookie-Not": "x" }), body, { freshMs: 1000, staleMs: 5000 }, version);
/** A page that does not compress: its brotli copy takes its size. */
const incompressiblePage = (size: number) => page(0, size, randomBytes(size));

describe("cacheKey", () => {
  it("keys shared pages by path and the parameters a page reads, the same for GET and HEAD", () => {
    expect(cacheKey("GET", "/?q=snake", "/adminzowii")).toBe("/?q=snake");
    expect(cacheKey("HEAD", "/game/krunker-io", "/adminzowii")).toBe("/game/krunker-io");
    expect(cacheKey("HEAD", "/?q=snake", "/adminzowii")).toBe(cacheKey("GET", "/?q=snake", "/adminzowii"));
  });

  it("drops parameters no page reads, empty ones and repeats, and orders the rest", () => {
    expect(cacheKey("GET", "/?x=1", "/adminzowii")).toBe("/");
    expect(cacheKey("GET", "/?utm_source=mail&fbclid=abc", "/adminzowii")).toBe("/");
    // A draft's preview is an administrator's own page: never kept, never answered from the cache.
    expect(cacheKey("GET", "/game/krunker-io?preview", "/adminzowii")).toBeNull();
    expect(cacheKey("GET", "/game/krunker-io?utm_source=x&preview=1", "/adminzowii")).toBeNull();
    expect(cacheKey("GET", "/?", "/adminzowii")).toBe("/");
    expect(cacheKey("GET", "/?q=&category=", "/adminzowii")).toBe("/");
    expect(cacheKey("GET", "/?category=Puzzle&x=9&q=snake", "/adminzowii")).toBe("/?q=snake&category=Puzzle");
    expect(cacheKey("GET", "/?q=snake&q=other", "/adminzowii")).toBe("/?q=snake");
    expect(cacheKey("GET", "/about?ref=footer", "/adminzowii")).toBe("/about");
    expect(cacheKey("GET", "/?view=new&page=2", "/adminzowii")).toBe("/?view=new&page=2");
  });

  it("never shares writes, data requests, APIs, storage, the admin area in any case, or huge URLs", () => {
    expect(cacheKey("POST", "/", "/adminzowii")).toBeNull();
    for (const url of [
      "/game/x.data",
      "/api/games/x/vote",
      "/API/games/x/vote",
      "/storage/a/b.webp",
      "/games/snake/",
      "/adminzowii",
      "/adminzowii/manage?q=a",
      "/ADMINZOWII",
      "/AdminZowii/sessions",
      "/adminzowii.data",
      "/__manifest?p=%2Fgame%2Fx&version=abc",
      `/${"a".repeat(2000)}`,
    ]) {
      expect(cacheKey("GET", url, "/adminzowii"), url).toBeNull();
    }
    expect(cacheKey("GET", "/adminzowiix", "/adminzowii")).toBe("/adminzowiix");
  });
});

describe("sharedCachePolicy", () => {
  it("reads s-maxage and stale-while-revalidate of a public page", () => {
    expect(sharedCachePolicy(new Headers({ "Cache-Control": "public, max-age=0, s-maxage=120, stale-while-revalidate=600" }))).toEqual({
      freshMs: 120_000,
      staleMs: 600_000,
    });
  });

  it("keeps a page the short time told to caches in front for a minute, since it hears of catalog changes", () => {
    expect(sharedCachePolicy(new Headers({ "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL }))).toEqual({ freshMs: HEARD_CHANGES_FRESH_MS, staleMs: 600_000 });
    expect(HEARD_CHANGES_FRESH_MS).toBe(60_000);
  });

  it("keeps nothing private, uncacheable or setting a cookie", () => {
    expect(sharedCachePolicy(new Headers())).toBeNull();
    expect(sharedCachePolicy(new Headers({ "Cache-Control": "private, s-maxage=60" }))).toBeNull();
    expect(sharedCachePolicy(new Headers({ "Cache-Control": "public, max-age=60" }))).toBeNull();
    expect(sharedCachePolicy(new Headers({ "Cache-Control": "public, s-maxage=60", "Set-Cookie": "a=b" }))).toBeNull();
  });
});

describe("PageCache", () => {
  it("serves a page fresh, then stale, then not at all", async () => {
    const cache = new PageCache();
    const stored = await page(cache.version);
    cache.set("/", stored);
    expect(cache.get("/", stored.storedAt + 500)?.freshness).toBe("fresh");
    expect(cache.get("/", stored.storedAt + 3000)?.freshness).toBe("stale");
    expect(cache.get("/", stored.storedAt + 7000)?.freshness).toBe("expired");
  });

  it("expires every page when the catalog changes, keeping them for errors", async () => {
    const cache = new PageCache();
    const stored = await page(cache.version);
    cache.set("/", stored);
    cache.invalidate();
    expect(cache.get("/", stored.storedAt)).toMatchObject({ freshness: "expired", page: stored });
  });

  it("drops the least recently used pages beyond its size", async () => {
    const cache = new PageCache(64_000);
    for (const key of ["/a", "/b", "/c"]) cache.set(key, await incompressiblePage(5_000));
    cache.get("/a");
    for (const key of ["/d", "/e", "/f", "/g", "/h", "/i", "/j"]) cache.set(key, await incompressiblePage(5_000));
    expect(cache.size).toBe(9);
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/b")).toBeUndefined();
  });

  it("counts a gzip copy made later in its budget", async () => {
    const cache = new PageCache(64_000);
    for (const key of ["/a", "/b", "/c", "/d", "/e", "/f", "/g", "/h", "/i"]) cache.set(key, await incompressiblePage(5_000));
    expect(cache.size).toBe(9);
    const asked = cache.get("/i")!.page;
    // Its gzip copy, as large again, takes the room of the page used least recently.
    cache.gzipOf("/i", asked);
    expect(cache.size).toBe(8);
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.get("/i")?.page.gzip).toBe(asked.gzip);
  });

  it("keeps searches to their share, so a flood of them never pushes out the site's own pages", async () => {
    const cache = new PageCache(64_000);
    for (const key of ["/", "/game/a", "/about"]) cache.set(key, await incompressiblePage(5_000));
    for (let n = 0; n < 50; n += 1) cache.set(`/?q=word${n}`, await incompressiblePage(1_500));
    for (const key of ["/", "/game/a", "/about"]) expect(cache.get(key), key).toBeDefined();
    expect(cache.get("/?q=word49")).toBeDefined();
    expect(cache.get("/?q=word0")).toBeUndefined();
  });

  it("keeps compressed copies and only the headers a shared page may carry", async () => {
    const stored = await page(0, 50_000);
    expect(stored.br.length).toBeLessThan(1_000);
    expect(zlib.brotliDecompressSync(stored.br).toString()).toBe("a".repeat(50_000));
    // The gzip copy waits for a client that asks for it.
    expect(stored.gzip).toBeNull();
    const gzip = new PageCache().gzipOf("/", stored);
    expect(gzip.length).toBeLessThan(1_000);
    expect(zlib.gunzipSync(gzip).toString()).toBe("a".repeat(50_000));
    expect(stored.gzip).toBe(gzip);
    // Only the compressed copies are kept; the plain page's length answers a client taking neither.
    expect(stored).not.toHaveProperty("body");
    expect(stored.plainLength).toBe(50_000);
    expect(stored.headers).toEqual([["content-type", "text/html"]]);
    expect(stored.etag).toMatch(/^"[\w-]+"$/);
  });
});

describe("pickEncoding", () => {
  it("prefers brotli, then gzip", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding("")).toBeNull();
    expect(pickEncoding("identity")).toBeNull();
  });

  it("respects q-values: zero refuses an encoding, a higher one wins, * stands for the rest", () => {
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("gzip, deflate, br;q=0")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(pickEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(pickEncoding("br;q=0.8, gzip;q=0.8")).toBe("br");
    expect(pickEncoding("BR; Q=0, GZIP")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*;q=0")).toBeNull();
    expect(pickEncoding("gzip, *;q=0")).toBe("gzip");
    expect(pickEncoding("br;q=nonsense, gzip")).toBe("gzip");
  });
});
