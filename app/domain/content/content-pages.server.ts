import { readTimeOfWords } from "~/lib/articles";
import type { ArticleCard, ShownArticle, ShownContentPage } from "~/lib/content";
import { catalogStats } from "../catalog/stats.server";
import type { ServerConfig } from "../platform/config.server";
import { renderMarkdownSections } from "./markdown.server";
import { articleEntry, articleList, contentPageEntry, type ArticleEntry, type ContentPageEntry } from "./reads.server";
import { markdownWordCount } from "./rules.server";
import type { Database } from "../db/connection.server";

function articleCard(article: ArticleEntry): ArticleCard {
  const { slug, title, excerpt, author, date, category, icon, body } = article;
  return { slug, title, excerpt, author, date, category, icon, readTime: readTimeOfWords(markdownWordCount(body)) };
}

async function shownPage(db: Database, entry: ContentPageEntry, blogCategory: string | null): Promise<ShownContentPage> {
  const { title, description, keywords, fields } = entry;
  if (fields.kind === "legal") return { ...fields, title, description, keywords, sections: renderMarkdownSections(entry.body) };
  if (fields.kind === "blog") {
    // The chips after the first name article categories; any other ?category= shows them all.
    // An install's old newsletter box is not shown.
    const blog = { ...fields, newsletter: undefined };
    const chosen = fields.chips.slice(1).find((chip) => chip.toLowerCase() === blogCategory?.trim().toLowerCase());
    const articles = (await articleList(db)).filter((article) => !chosen || article.category === chosen);
    return { ...blog, title, description, keywords, chip: chosen ?? fields.chips[0]!, articles: articles.map(articleCard) };
  }
  return { ...fields, title, description, keywords };
}

/**
 * The published content page at `path` (ignoring case), with what it shows from the server: the catalog's true
 * figures (pages with statistics) and the configured contact addresses. The copy of
 * the other pages stays on the server. Null when the page is unpublished.
 */
export async function contentPageData(db: Database, config: ServerConfig, path: string, blogCategory: string | null = null) {
  const entry = await contentPageEntry(db, path);
  if (!entry) return null;
  const page = await shownPage(db, entry, blogCategory);
  const stats = "stats" in page ? await catalogStats(db) : null;
  return { path: entry.path, page, stats, contact: config.contact };
}

/**
 * The published blog article at /blog/{slug}, its body rendered, or undefined. Slugs are
 * lower case; a URL's case is not the visitor's choice to get wrong (the canonical URL
 * names the one address).
 */
export async function blogArticle(db: Database, slug: string | undefined): Promise<ShownArticle | undefined> {
  const article = await articleEntry(db, slug);
  if (!article) return undefined;
  return { ...articleCard(article), description: article.description, sections: renderMarkdownSections(article.body) };
}
