/**
 * The sitemaps (sitemaps.org protocol): an index at /sitemap.xml pointing to one
 * sitemap of content pages, one of landing pages, one of category pages and as many
 * of games as the protocol's 50,000 URLs per file need.
 */
import { asc, count } from "drizzle-orm";
import { articlePath } from "~/lib/articles";
import { categoryPath } from "~/lib/categories";
import { absoluteUrl } from "~/lib/page-meta";
import type { Site } from "~/lib/site";
import type { Database } from "../db/connection.server";
import { games } from "../db/schema.server";
import { categoriesWithGames, isPublished } from "../catalog/reads.server";
import { articleList, contentPagePaths, landingEntries } from "../content/reads.server";

export const SITEMAP_URL_LIMIT = 50_000;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

export function urlsetXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NAMESPACE}">`, ...entries, "</urlset>", ""].join("\n");
}

export function sitemapIndexXml(sitemaps: readonly string[]): string {
  const entries = sitemaps.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`, ...entries, "</sitemapindex>", ""].join("\n");
}

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** The file names under /sitemaps/ that the index lists. */
export async function sitemapFiles(db: Database): Promise<string[]> {
  const [row] = await db.select({ games: count() }).from(games).where(isPublished);
  const gameFiles = Math.max(1, Math.ceil((row?.games ?? 0) / SITEMAP_URL_LIMIT));
  return ["pages.xml", "landing-pages.xml", "categories.xml", ...Array.from({ length: gameFiles }, (_, i) => `games-${i + 1}.xml`)];
}

/** The URLs of one sitemap file; null when there is no such file. */
export async function sitemapUrls(db: Database, site: Site, file: string): Promise<string[] | null> {
  if (file === "pages.xml") {
    const [paths, articles] = await Promise.all([contentPagePaths(db), articleList(db)]);
    const pages = ["/", ...paths.map((path) => `/${path}`), ...articles.map((article) => articlePath(article.slug))];
    return pages.map((p) => absoluteUrl(site, p));
  }
  if (file === "landing-pages.xml") return (await landingEntries(db)).map((page) => absoluteUrl(site, `/${page.keyword}`));
  // The category pages that list games (All is the home page): an empty one is a "No games
  // found" page its meta keeps out of the index.
  if (file === "categories.xml")
    return (await categoriesWithGames(db)).filter((category) => category !== "All").map((category) => absoluteUrl(site, categoryPath(category)));
  const part = /^games-([1-9][0-9]{0,5})\.xml$/.exec(file)?.[1];
  if (!part) return null;
  const rows = await db
    .select({ slug: games.slug })
    .from(games)
    .where(isPublished)
    .orderBy(asc(games.slug))
    .limit(SITEMAP_URL_LIMIT)
    .offset((Number(part) - 1) * SITEMAP_URL_LIMIT);
  if (rows.length === 0 && part !== "1") return null;
  return rows.map((row) => absoluteUrl(site, `/game/${row.slug}`));
}
