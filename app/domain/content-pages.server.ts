import { contentPages } from "../../content/pages";
import { blogPage } from "../../content/pages/blog";
import type { ContentPagePath } from "../../content/pages/paths";
import { catalogStats } from "./catalog/stats.server";
import type { ServerConfig } from "./config.server";
import type { Database } from "./db/connection.server";

/**
 * A content page's copy with what it shows from the server: the catalog's true
 * figures (pages with statistics) and the configured contact addresses. The copy of
 * the other pages stays on the server.
 */
export async function contentPageData(db: Database, config: ServerConfig, path: ContentPagePath) {
  const page = contentPages[path];
  const stats = "stats" in page ? await catalogStats(db) : null;
  return { path, page, stats, contact: config.contact };
}

/**
 * The blog article at /blog/{slug}, or undefined. Slugs are lower case; a URL's case is
 * not the visitor's choice to get wrong (the canonical URL names the one address).
 */
export function blogArticle(slug: string | undefined) {
  const wanted = slug?.toLowerCase();
  return blogPage.articles.find((article) => article.slug === wanted);
}
