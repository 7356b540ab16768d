/**
 * `?page=N` of the public lists (category pages, landing pages): page 1 is the bare
 * path, so each page has one address search engines and the page cache agree on.
 * The panel's lists count their pages, and show the last for an address past it.
 */

/** Page `page` of the list at `path`. */
export function pagePath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/** A counted list's pages (one, when empty) and the page shown for `wanted`: the last when past it, the first below 1. */
export function countedPages(total: number, pageSize: number, wanted: number): { pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return { pages, page: Math.min(Math.max(1, Math.floor(wanted)), pages) };
}
