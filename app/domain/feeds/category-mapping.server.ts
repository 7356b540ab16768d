/**
 * The category map at work: content/catalog/category-map.ts, with the operator's rows
 * (category_mappings) over it. A feed's category is looked up for its provider, then for
 * any provider ("*"); one found in neither is unmapped and reported, never guessed.
 */
import { lineText } from "~/lib/visible-text";
import { and, eq, sql } from "drizzle-orm";
import { isPublishCategory, type PublishCategory } from "~/lib/categories";
import { TAG_MAX, TAGS_MAX } from "~/lib/game-form";
import { categoryMap } from "../../../content/catalog/category-map";
import type { CategoryMapping } from "../../../content/catalog/schema";
import { recordAudit, type AuditActor } from "../admin/audit-log.server";
import { CatalogInputError } from "../catalog/changes.server";
import type { Database } from "../db/connection.server";
import { categoryMappings } from "../db/schema.server";
import { FEED_FORMATS, type FeedFormat } from "./feed-formats.server";

export const ANY_PROVIDER = "*";

export interface MappingRow extends CategoryMapping {
  provider: string;
  feedCategory: string;
  /** "content" for the shipped table, "operator" for a row set in the panel. */
  origin: "content" | "operator";
}

export type CategoryMapper = (provider: FeedFormat, feedCategory: string) => CategoryMapping | null;

export const feedCategoryKey = (feedCategory: string) => lineText(feedCategory).toLowerCase();

/** Every mapping in force: the shipped table with the operator's rows over it. */
export async function listCategoryMappings(db: Database): Promise<MappingRow[]> {
  const rows = new Map<string, MappingRow>();
  for (const [provider, entries] of Object.entries(categoryMap)) {
    for (const [feedCategory, mapping] of Object.entries(entries)) {
      rows.set(`${provider}\n${feedCategory}`, { provider, feedCategory, ...mapping, origin: "content" });
    }
  }
  for (const row of await db.select().from(categoryMappings)) {
    rows.set(`${row.provider}\n${row.feedCategory}`, {
      provider: row.provider,
      feedCategory: row.feedCategory,
      category: row.category,
      tags: row.tags,
      origin: "operator",
    });
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

// No feed names a category or tag with one, and PostgreSQL refuses a NUL in text outright.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

function isMappingProvider(provider: string): boolean {
  return provider === ANY_PROVIDER || (FEED_FORMATS as readonly string[]).includes(provider);
}

/** How the audit log names a mapping: "gamepix: girls -> Simulation". */
function mappingTarget(provider: string, feedCategory: string, category: string): string {
  return `${provider === ANY_PROVIDER ? "any provider" : provider}: ${feedCategory} -> ${category}`;
}

/** Sets the operator's mapping of one feed category (for one provider or "*"). */
export async function setCategoryMapping(
  db: Database,
  provider: string,
  feedCategory: string,
  category: string,
  tags: readonly string[],
  actor: AuditActor,
): Promise<void> {
  if (!isMappingProvider(provider)) throw new CatalogInputError("Choose a feed provider, or any provider.");
  // A control character typed into a key is a mistake to show, not to clean away unseen.
  const key = CONTROL_CHARACTER.test(feedCategory) ? "" : feedCategoryKey(feedCategory);
  if (!key || key.length > 100) throw new CatalogInputError("Name the feed's category (at most 100 characters).");
  if (!isPublishCategory(category)) throw new CatalogInputError("Choose one of the categories a game is published in.");
  const cleanTags = [...new Set(tags.map((tag) => lineText(tag).toLowerCase()).filter(Boolean))];
  if (cleanTags.length > TAGS_MAX || cleanTags.some((tag) => tag.length > TAG_MAX) || tags.some((tag) => CONTROL_CHARACTER.test(tag))) {
    throw new CatalogInputError(`Use at most ${TAGS_MAX} tags, each under ${TAG_MAX} characters.`);
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(categoryMappings)
      .values({ provider, feedCategory: key, category, tags: cleanTags })
      .onConflictDoUpdate({
        target: [categoryMappings.provider, categoryMappings.feedCategory],
        set: { category, tags: cleanTags, updatedAt: sql`now()` },
      });
    await recordAudit(tx, actor, "mapped feed category", mappingTarget(provider, key, category));
  });
}

/**
 * Removes the operator's row: the shipped mapping, if any, applies again (the audit entry
 * names it, or "unmapped"). False when the operator had no row for it.
 */
export async function resetCategoryMapping(db: Database, provider: string, feedCategory: string, actor: AuditActor): Promise<boolean> {
  const key = feedCategoryKey(feedCategory);
  if (CONTROL_CHARACTER.test(key)) return false;
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(categoryMappings)
      .where(and(eq(categoryMappings.provider, provider), eq(categoryMappings.feedCategory, key)))
      .returning({ provider: categoryMappings.provider });
    if (removed.length === 0) return false;
    const shipped = categoryMap[provider]?.[key]?.category ?? "unmapped";
    await recordAudit(tx, actor, "mapped feed category", mappingTarget(provider, key, shipped));
    return true;
  });
}

export interface MappedCategory {
  category: PublishCategory;
  tags: string[];
}

/**
 * A record's category and tags: its first feed category that maps gives the category;
 * the mapping's tags join the feed's own. When none maps, the categories that did not;
 * a record with no category at all tries its tags.
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
    // The mapper hands out publish categories only.
    if (mapping) {
      const merged = [...new Set([...mapping.tags, ...tags])].slice(0, TAGS_MAX);
      return { ok: true, mapped: { category: mapping.category as PublishCategory, tags: merged } };
    }
  }
  return { ok: false, unmapped: categories.length > 0 ? [...categories] : [] };
}
