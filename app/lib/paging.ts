/**
 * `?page=N` of the public lists (category pages, landing pages): page 1 is the bare
 * path, so each page has one address search engines and the page cache agree on.
 */

/** Page `page` of the list at `path`. */
export function pagePath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
