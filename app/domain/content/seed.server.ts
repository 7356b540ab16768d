/**
 * The files in content/ (landing pages, blog articles, content and legal pages) as the
 * entries a new install starts with. Once in the database they are the operator's: the
 * running portal reads only the database, and seeding again adds only what is missing.
 */
import { eq, inArray } from "drizzle-orm";
import { landingPages, type LandingPage } from "../../../content/landing";
import { contentPages, type Article, type ContentPage, type TextSection } from "../../../content/pages";
import { withCatalogChange } from "../catalog/changes.server";
import type { Database } from "../db/connection.server";
import { appState, contentEntries, contentRedirects, contentVersions, type ContentKind } from "../db/schema.server";
import { checkContentInput, contentPath, contentSetProblems, type CheckedContent, type ContentInput } from "./rules.server";
import { entrySnapshot, SEED_SAVER } from "./writes.server";

const SEEDED_KEY = "seed_content_loaded_at";

/**
 * Text as Markdown that shows it as written: the characters Markdown would read as markup
 * (emphasis, links, code, a list or heading at a line's start) are escaped.
 */
export function markdownText(text: string): string {
  return text
    .replace(/[\\`*_[\]<>&]/g, (c) => `\\${c}`)
    .replace(/^([#>+-])(?=\s)/, "\\$1")
    .replace(/^(\d+)([.)])(?=\s)/, "$1\\$2");
}

/** Sections (a heading, paragraphs, then an optional list) as Markdown: "## heading", paragraphs, "- item". */
export function sectionsMarkdown(sections: readonly TextSection[]): string {
  return sections
    .map((section) =>
      [
        `## ${markdownText(section.heading)}`,
        ...section.paragraphs.map(markdownText),
        ...(section.list ? [section.list.map((item) => `- ${markdownText(item)}`).join("\n")] : []),
      ].join("\n\n"),
    )
    .join("\n\n");
}

/** A landing page of content/landing as the entry it is seeded as. */
export function landingPageInput(page: LandingPage): ContentInput {
  const { heroTitle, heroDescription, features, benefits, faq } = page.content;
  return {
    kind: "landing",
    slug: page.keyword,
    title: page.title,
    description: page.description,
    keywords: page.metaKeywords,
    body: "",
    fields: {
      gameSearch: page.gameSearch,
      ...(page.gameCategory && { gameCategory: page.gameCategory }),
      hero: { title: heroTitle, description: heroDescription },
      features,
      benefits,
      faq,
    },
  };
}

/** The closing line of a review: a link to each game it reviews. */
function reviewedGamesMarkdown(reviews: Article["reviews"]): string {
  if (!reviews) return "";
  return `\n\n${reviews.map((game) => `[Play ${markdownText(game.title)} now](/game/${game.slug})`).join(" · ")}`;
}

function articleInput(article: Article): ContentInput {
  const { slug, title, excerpt, author, date, category, icon, body, reviews } = article;
  return {
    kind: "article",
    slug,
    title,
    description: excerpt,
    keywords: [],
    body: sectionsMarkdown(body) + reviewedGamesMarkdown(reviews),
    fields: { excerpt, author, date, category, icon },
  };
}

function pageInput(path: string, page: ContentPage): ContentInput {
  const { title, description, keywords, ...fields } = page;
  const base = { kind: "page" as const, slug: path, title, description, keywords };
  if (fields.kind === "legal") {
    const { sections, ...rest } = fields;
    return { ...base, body: sectionsMarkdown(sections), fields: rest };
  }
  if (fields.kind === "blog") {
    // The list of articles is the article entries themselves.
    const { kind, intro, chips, articlesHeading } = fields;
    return { ...base, body: "", fields: { kind, intro, chips, articlesHeading } };
  }
  return { ...base, body: "", fields };
}

/** Every entry of the files in content/, unchecked: landing pages, then articles, then pages. */
export function seedContentInputs(): ContentInput[] {
  const articles = contentPages.blog.kind === "blog" ? contentPages.blog.articles : [];
  return [...landingPages.map(landingPageInput), ...articles.map(articleInput), ...Object.entries(contentPages).map(([path, page]) => pageInput(path, page))];
}

/** The seed's entries, each checked: a file that breaks a rule is a bug of this release. */
function checkedSeed(): CheckedContent[] {
  const seed = seedContentInputs().map((input) => {
    const checked = checkContentInput(input);
    if (!checked.ok) {
      const [problem] = checked.problems;
      throw new Error(`The seed entry ${input.kind} "${input.slug}" is invalid: ${problem?.field}: ${problem?.message}`);
    }
    return checked.entry;
  });
  const [clash] = contentSetProblems(seed);
  if (clash)
    throw new Error(`The seed entry ${seed[clash.index]?.kind} "${seed[clash.index]?.slug}" repeats the ${clash.field} of "${seed[clash.other]?.slug}".`);
  return seed;
}

const entryKey = (kind: ContentKind, slug: string) => `${kind}:${slug}`;

/**
 * Adds the seed's entries that are not in the database (matched by kind and slug), each as
 * its version 1, in one transaction. An entry the operator changed, unpublished or gave
 * another slug is left as it is (its old address keeps redirecting); one they deleted comes
 * back. Returns how many were added.
 */
export async function loadSeedContent(db: Database): Promise<number> {
  const seed = checkedSeed();
  const added = await withCatalogChange(db, async (tx) => {
    const present = await tx
      .select({ kind: contentEntries.kind, slug: contentEntries.slug })
      .from(contentEntries)
      .where(
        inArray(
          contentEntries.slug,
          seed.map((entry) => entry.slug),
        ),
      );
    const presentKeys = new Set(present.map((row) => entryKey(row.kind, row.slug)));
    // An address that redirects is an entry the operator moved: seeding it again would put the old copy back there.
    const moved = await tx
      .select({ fromPath: contentRedirects.fromPath })
      .from(contentRedirects)
      .where(
        inArray(
          contentRedirects.fromPath,
          seed.map((entry) => contentPath(entry.kind, entry.slug)),
        ),
      );
    const movedPaths = new Set(moved.map((row) => row.fromPath));
    const missing = seed.filter((entry) => !presentKeys.has(entryKey(entry.kind, entry.slug)) && !movedPaths.has(contentPath(entry.kind, entry.slug)));
    for (const entry of missing) {
      const [row] = await tx
        .insert(contentEntries)
        .values({ ...entry, version: 1, updatedBy: null })
        .onConflictDoNothing()
        .returning();
      // Another instance seeding at the same moment added it first.
      if (!row) continue;
      await tx.insert(contentVersions).values({ entryId: row.id, version: 1, snapshot: entrySnapshot(row), savedBy: SEED_SAVER });
    }
    await tx.insert(appState).values({ key: SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
    // Zero entries added is no change: a number is returned either way.
    return missing.length || null;
  });
  return added ?? 0;
}

/**
 * On the first start with the content tables (a new install, or one upgraded from the days
 * of content in files), load the seed. Once loaded, what the operator deletes stays deleted
 * across restarts; `npm run content:seed` brings back what is missing on purpose.
 */
export async function seedContentOnFirstStart(db: Database): Promise<number> {
  const [marker] = await db.select().from(appState).where(eq(appState.key, SEEDED_KEY)).limit(1);
  if (marker) return 0;
  return loadSeedContent(db);
}
