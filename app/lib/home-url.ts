import { categoryPath, type Category } from "./categories";

/**
 * Where the home page's state leads: `/?q=` for search text, a category's own page for a
 * category. Choosing a category clears the search; typing a search sets All.
 */
export function homeUrl(state: { query?: string; category?: Category }): string {
  const query = state.query?.trim();
  if (query) return `/?q=${encodeURIComponent(query)}`;
  return categoryPath(state.category ?? "All");
}
