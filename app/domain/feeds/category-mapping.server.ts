/**
 * The category map at work: content/catalog/category-map.ts, with the operator's rows
 * (category_mappings) over it. A feed's category is looked up for its provider, then for
 * any provider ("*"); one found in neither is unmapped and reported, never guessed.
 */
import { and, eq, sql } from "drizzle-orm";
import { isPublishCategory, type PublishCategory } from "~/lib/categories";
import { TAG_MAX, TAGS_MAX } from "~/lib/game-form";
import { categoryMap } from "../../../content/catalog/category-map";
import type { CategoryMapping } from "../../../content/catalog/schema";
import type { Database } from "../db/connection.server";
import { categoryMappings } from "../db/schema.server";
import type { FeedFormat } from "./feed-formats.server";

export const ANY_PROVIDER = "*";

export interface MappingRow extends CategoryMapping {
  provider: string;
  feedCategory: string;
  /** "content" for the shipped table, "operator" for a row set in the panel. */
  origin: "content" | "operator";
}

export type CategoryMapper = (provider: FeedFormat, feedCategory: string) => CategoryMapping | null;

export const feedCategoryKey = (feedCategory: string) => feedCategory.trim().toLowerCase();

/** Every mapping in force: the shipped table with the operator's rows over it. */
export async function listCategoryMappings(db: Database): Promise<MappingRow[]> {
  const rows = new Map<string, MappingRow>();
  for (const [provider, entries] of Object.entries(categoryMap)) {
    for (const [feedCategory, mapping] of Object.entries(entries)) {
      rows.set(`${provider}\n${feedCategory}`, { provider, feedCategory, ...mapping, origin: "content" });
    }
  }
  for (const row of await db.select().from(categoryMappings)) {
    rows.set(`${row.provider}\n${row.feedCategory}`, { provider: row.provider, feedCategory: row.feedCategory, category: row.category, tags: row.tags, origin: "operator" });
  }
  return [...rows.values()].sort((a, b) => a.provider.localeCompare(b.provider) || a.feedCategory.localeCompare(b.feedCategory));
}

/** The lookup an import uses, read once for the whole import. */
export async function loadCategoryMapper(db: Database): Promise<CategoryMapper> {
  const rows = new Map((await listCategoryMappings(db)).map((row) => [`${row.provider}\n${row.feedCategory}`, row]));
  return (provider, feedCategory) => {
    // Our own export already speaks our categories.
    if (provider === "zowii" && isPublishCategory(feedCategory.trim())) return { category: feedCategory.trim(), tags: [] };
    const key = feedCategoryKey(feedCategory);
    const row = rows.get(`${provider}\n${key}`) ?? rows.get(`${ANY_PROVIDER}\n${key}`);
    return row && isPublishCategory(row.category) ? { category: row.category, tags: row.tags } : null;
  };
}

export class MappingInputError extends Error {}

/** Sets the operator's mapping of one feed category (for one provider or "*"). */
export async function setCategoryMapping(
  db: Database,
  provider: string,
  feedCategory: string,
  category: string,
  tags: readonly string[],
): Promise<void> {
  const key = feedCategoryKey(feedCategory);
  if (!key || key.length > 100) throw new MappingInputError("Name the feed's category (at most 100 characters).");
  if (!isPublishCategory(category)) throw new MappingInputError("Choose one of the categories a game is published in.");
  const cleanTags = [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
  if (cleanTags.length > TAGS_MAX || cleanTags.some((tag) => tag.length > TAG_MAX)) {
    throw new MappingInputError(`Use at most ${TAGS_MAX} tags, each under ${TAG_MAX} characters.`);
  }
  await db
    .insert(categoryMappings)
    .values({ provider, feedCategory: key, category, tags: cleanTags })
    .onConflictDoUpdate({
      target: [categoryMappings.provider, categoryMappings.feedCategory],
      set: { category, tags: cleanTags, updatedAt: sql`now()` },
    });
}

/** Removes the operator's row: the shipped mapping, if any, applies again. */
export async function resetCategoryMapping(db: Database, provider: string, feedCategory: string): Promise<void> {
  await db.delete(categoryMappings).where(and(eq(categoryMappings.provider, provider), eq(categoryMappings.feedCategory, feedCategoryKey(feedCategory))));
}

export interface MappedCategory {
  category: PublishCategory;
  tags: string[];
}

/**
 * A record's category and tags: its first feed category that maps gives the category;
 * the mapping's tags join the feed's own. Null with the categories that did not map
 * when none did; a record with no category at all tries its tags.
 */
export function mapRecordCategory(
  mapper: CategoryMapper,
  provider: FeedFormat,
  categories: readonly string[],
  tags: readonly string[],
): { ok: true; mapped: MappedCategory } | { ok: false; unmapped: string[] } {
  const candidates = categories.length > 0 ? categories : tags;
  for (const candidate of candidates) {
    const mapping = mapper(provider, candidate);
    if (mapping && isPublishCategory(mapping.category)) {
      const merged = [...new Set([...mapping.tags, ...tags])].slice(0, TAGS_MAX);
      return { ok: true, mapped: { category: mapping.category, tags: merged } };
    }
  }
  return { ok: false, unmapped: categories.length > 0 ? [...categories] : [] };
}
