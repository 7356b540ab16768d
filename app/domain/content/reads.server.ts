/**
 * The site's copy as visitors see it: published entries only, and the redirects left by
 * changed slugs. Every page reads the same small set, so it is read once and kept until
 * the catalog changes (a content save is one, on any instance: writes.server.ts).
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import { redirect } from "react-router";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/cache-headers";
import type { LandingPage } from "../../../content/landing";
import { CONTENT_PAGE_PATHS, isContentPagePath } from "../../../content/pages/paths";
import { HEARD_CHANGES_FRESH_MS, keptUntilCatalogChange } from "../catalog/changes.server";
import type { Database } from "../db/connection.server";
import { contentEntries, contentRedirects } from "../db/schema.server";
import { contentPath, type ArticleFields, type LandingFields, type PageFields } from "./rules.server";

/** A blog article as its page and its card show it; `body` is Markdown. */
export interface ArticleEntry extends ArticleFields {
  slug: string;
  title: string;
  /** The meta description. */
  description: string;
  keywords: string[];
  body: string;
}

/** A content page's copy; `body` is Markdown (a legal page's sections), "" for the others. */
export interface ContentPageEntry {
  path: string;
  title: string;
  description: string;
  keywords: string[];
  body: string;
  fields: PageFields;
}

interface PublishedContent {
  landing: Map<string, LandingPage>;
  /** Newest first, as the blog lists them. */
  articles: ArticleEntry[];
  pages: Map<string, ContentPageEntry>;
  redirects: Map<string, string>;
  /** The address of every published entry. */
  paths: Set<string>;
}

/** A landing entry in the shape of content/landing's pages, which the landing page renders. */
function landingPageOf(row: typeof contentEntries.$inferSelect): LandingPage {
  const fields = row.fields as LandingFields;
  return {
    keyword: row.slug,
    title: row.title,
    description: row.description,
    metaKeywords: row.keywords,
    gameSearch: fields.gameSearch,
    ...(fields.gameCategory && { gameCategory: fields.gameCategory }),
    content: {
      heroTitle: fields.hero.title,
      heroDescription: fields.hero.description,
      features: fields.features,
      benefits: fields.benefits,
      faq: fields.faq,
    },
  };
}

// Only what the site shows: an entry's versions and drafts stay out of every page's memory.
const keptContent = keptUntilCatalogChange(HEARD_CHANGES_FRESH_MS, async (db): Promise<PublishedContent> => {
  const [rows, redirects] = await Promise.all([
    db
      .select()
      .from(contentEntries)
      .where(eq(contentEntries.status, "published"))
      .orderBy(desc(sql`${contentEntries.fields} ->> 'date'`), asc(contentEntries.slug)),
    db.select({ fromPath: contentRedirects.fromPath, toPath: contentRedirects.toPath }).from(contentRedirects),
  ]);
  const content: PublishedContent = { landing: new Map(), articles: [], pages: new Map(), redirects: new Map(), paths: new Set() };
  for (const row of rows) {
    if (row.kind === "landing") content.landing.set(row.slug, landingPageOf(row));
    else if (row.kind === "article") {
      const { slug, title, description, keywords, body } = row;
      content.articles.push({ ...(row.fields as ArticleFields), slug, title, description, keywords, body });
    } else {
      const { slug: path, title, description, keywords, body } = row;
      content.pages.set(path, { path, title, description, keywords, body, fields: row.fields as PageFields });
    }
  }
  for (const redirect of redirects) content.redirects.set(redirect.fromPath, redirect.toPath);
  for (const row of rows) content.paths.add(contentPath(row.kind, row.slug));
  return content;
});

const lastContent = new WeakMap<Database, PublishedContent>();

/**
 * The published copy; while the database does not answer, the copy last read. The copy
 * changes only by a save, which needs the database too, so that copy is the current one,
 * and pages that need nothing else from the database (the legal pages) are served through
 * an outage as they were when their copy was a file.
 */
async function publishedContent(db: Database): Promise<PublishedContent> {
  try {
    const content = await keptContent(db);
    lastContent.set(db, content);
    return content;
  } catch (error) {
    const last = lastContent.get(db);
    if (last) return last;
    throw error;
  }
}

/** Reads the published copy once, so that an outage soon after a start finds it read (runtime.server.ts). */
export async function readContentAhead(db: Database): Promise<void> {
  await publishedContent(db);
}

/** Slugs are lower case; a URL's case is not the visitor's choice to get wrong. */
const normalized = (slug: string | undefined) => slug?.trim().toLowerCase() ?? "";

/** The published landing page of a keyword, ignoring case; undefined when there is none. */
export async function landingEntry(db: Database, keyword: string | undefined): Promise<LandingPage | undefined> {
  return (await publishedContent(db)).landing.get(normalized(keyword));
}

/** Every published landing page (the sitemap lists them). */
export async function landingEntries(db: Database): Promise<LandingPage[]> {
  return [...(await publishedContent(db)).landing.values()];
}

/** The published article at /blog/{slug}, ignoring case; undefined when there is none. */
export async function articleEntry(db: Database, slug: string | undefined): Promise<ArticleEntry | undefined> {
  const wanted = normalized(slug);
  return (await publishedContent(db)).articles.find((article) => article.slug === wanted);
}

/** The published articles, newest first. */
export async function articleList(db: Database): Promise<ArticleEntry[]> {
  return (await publishedContent(db)).articles;
}

/** The published content page at a path, ignoring case; undefined when it is unpublished or gone. */
export async function contentPageEntry(db: Database, path: string | undefined): Promise<ContentPageEntry | undefined> {
  return (await publishedContent(db)).pages.get(normalized(path));
}

/**
 * Where an old address of an entry now is ("/old-keyword" → "/new-keyword"), or undefined.
 * Only a redirect to a published entry counts: a draft's address is a 404 for now.
 */
export async function contentRedirect(db: Database, path: string): Promise<string | undefined> {
  const content = await publishedContent(db);
  const target = content.redirects.get(path.toLowerCase());
  if (!target) return undefined;
  const [, first, second] = target.split("/");
  const published =
    first === "blog" && second ? content.articles.some((article) => article.slug === second) : content.landing.has(first!) || content.pages.has(first!);
  return published ? target : undefined;
}

/**
 * Answers an old address of an entry with a permanent redirect to where it is now (the
 * query kept, so "?page=2" stays on page 2); returns when the address never moved. Shared
 * caches and browsers check back as for any page: the operator may give the address to a
 * new entry, and a 301 kept for ever would hide it.
 */
export async function redirectIfMoved(db: Database, path: string, search = ""): Promise<void> {
  const target = await contentRedirect(db, path);
  if (target) throw redirect(`${target}${search}`, { status: 301, headers: { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL } });
}

/** The paths of the published content pages: the site's own in their order, then those the operator added, by path. */
export async function contentPagePaths(db: Database): Promise<string[]> {
  const { pages } = await publishedContent(db);
  const added = [...pages.keys()].filter((path) => !isContentPagePath(path)).sort();
  return [...CONTENT_PAGE_PATHS.filter((path) => pages.has(path)), ...added];
}

/** The addresses of the published entries ("/io-games", "/blog/x", "/about"). */
export async function publishedPaths(db: Database): Promise<ReadonlySet<string>> {
  return (await publishedContent(db)).paths;
}
