/**
 * Pages that look the same to every visitor. A shared cache in front (nginx, a CDN) does
 * not hear of catalog changes, so it keeps a page 3 s: a game published on any instance is
 * on every page within seconds, while a busy page still costs the portal one request every
 * 3 s (a stale copy is served while it asks, for ten minutes). The portal's own cache hears
 * of every change and keeps pages longer (http/page-cache.ts). Browsers check back each
 * time (cheap: the ETag answers 304).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=3, stale-while-revalidate=600";

/**
 * What an answer's headers let a shared cache do: keep it for everyone `sharedSeconds`
 * (its s-maxage) and serve it `staleSeconds` past that while asking again; null when no
 * shared cache may keep it (not public, private, no-store, no s-maxage, or a cookie set).
 */
export function sharedCacheLifetime(headers: Headers): { sharedSeconds: number; staleSeconds: number } | null {
  if (headers.has("Set-Cookie")) return null;
  const directives = new Map(
    (headers.get("Cache-Control") ?? "")
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split("=") as [string, string | undefined]),
  );
  if (!directives.has("public") || directives.has("private") || directives.has("no-store")) return null;
  const sharedSeconds = Number(directives.get("s-maxage"));
  if (!Number.isFinite(sharedSeconds) || sharedSeconds <= 0) return null;
  const staleSeconds = Number(directives.get("stale-while-revalidate") ?? 0);
  return { sharedSeconds, staleSeconds: Number.isFinite(staleSeconds) ? staleSeconds : 0 };
}

export function publicPageHeaders() {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}

/**
 * Search suggestions: the same for everyone, and a visitor typing asks for the same few
 * prefixes again (a deleted character): the browser keeps them a minute too.
 */
export const SUGGESTIONS_CACHE_CONTROL = "public, max-age=60, s-maxage=60, stale-while-revalidate=600";
