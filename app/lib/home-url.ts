import type { Category } from "./categories";

/**
 * The home page's state lives in its URL: `?q=` for search text, `?category=` for a
 * category. Choosing a category clears the search; typing a search sets All.
 */
export function homeUrl(state: { query?: string; category?: Category }): string {
  const query = state.query?.trim();
  if (query) return `/?q=${encodeURIComponent(query)}`;
  if (state.category && state.category !== "All") return `/?category=${encodeURIComponent(state.category)}`;
  return "/";
}
