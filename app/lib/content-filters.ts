/**
 * What the panel's Content list shows, from its address: a kind, a search and a page. One
 * schema reads it in the loader and builds the links in the page; anything it does not
 * know falls back to the default rather than failing.
 */
import { z } from "zod";

export const CONTENT_PAGE_SIZE = 25;

/** The kinds of the site's copy, as the panel names them. */
export const CONTENT_KIND_LABELS = { landing: "Landing Pages", article: "Articles", page: "Pages" } as const;
export type PanelContentKind = keyof typeof CONTENT_KIND_LABELS;
/** One entry of a kind, in a sentence. */
export const CONTENT_KIND_NAMES: Record<PanelContentKind, string> = { landing: "landing page", article: "article", page: "page" };

export const CONTENT_FILTERS = z.object({
  kind: z.enum(["landing", "article", "page"]).catch("landing").default("landing"),
  q: z.string().max(100).catch("").default(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export type ContentFilters = z.infer<typeof CONTENT_FILTERS>;

export function readContentFilters(params: URLSearchParams): ContentFilters {
  return CONTENT_FILTERS.parse(Object.fromEntries([...params].filter(([, value]) => value !== "")));
}

/** The list's address with `changes` applied; a changed kind or search goes back to page 1. */
export function contentListSearch(current: ContentFilters, changes: Partial<ContentFilters>): string {
  const next: ContentFilters = { ...current, ...("page" in changes ? {} : { page: 1 }), ...changes };
  const params = new URLSearchParams();
  if (next.kind !== "landing") params.set("kind", next.kind);
  if (next.q) params.set("q", next.q);
  if (next.page > 1) params.set("page", String(next.page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/** The address an entry of a kind is served at. */
export function contentPath(kind: PanelContentKind, slug: string): string {
  return kind === "article" ? `/blog/${slug}` : `/${slug}`;
}
