/**
 * Pages that look the same to every visitor: shared caches (ours, a CDN) keep them a
 * minute and may serve them for ten more while a fresh copy is made; browsers check
 * back each time (cheap: the ETag answers 304).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

export function publicPageHeaders() {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}

/**
 * Search suggestions: the same for everyone, and a visitor typing asks for the same few
 * prefixes again (a deleted character): the browser keeps them a minute too.
 */
export const SUGGESTIONS_CACHE_CONTROL = "public, max-age=60, s-maxage=60, stale-while-revalidate=600";
