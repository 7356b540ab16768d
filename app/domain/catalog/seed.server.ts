/**
 * The seed games (content/catalog/seed-games.ts) a new install starts with, each with a
 * title-card thumbnail made here, so that setting up the portal downloads nothing.
 */
import { count, eq, inArray } from "drizzle-orm";
import { isPublishCategory } from "~/lib/categories";
import { THUMBNAIL_BUCKET } from "~/lib/constants";
import { seedCatalog } from "../../../content/catalog/seed-games";
import { assetUrl } from "../web/assets.server";
import type { Database } from "../db/connection.server";
import { appState, games } from "../db/schema.server";
import { mapInTurns } from "../platform/images.server";
import { renderTitleThumbnail, storeThumbnailFiles, thumbnailFiles } from "./thumbnails.server";
import { putGame } from "./writes.server";
import { withCatalogChange } from "./changes.server";

const SEEDED_KEY = "seed_catalog_loaded_at";
/**
 * Title cards rendered at once on a new install. All of them together (about 90) left
 * some 60 MB more resident for the life of the first start's process than two at a time.
 */
const SEED_RENDERS_AT_ONCE = 2;

/**
 * Adds the seed games that are not in the catalog yet (matched by slug), with their
 * thumbnails, in one transaction. Returns how many were added.
 */
export async function loadSeedCatalog(db: Database): Promise<number> {
  const present = await db
    .select({ slug: games.slug })
    .from(games)
    .where(
      inArray(
        games.slug,
        seedCatalog.map((game) => game.slug),
      ),
    );
  const presentSlugs = new Set(present.map((row) => row.slug));
  const missing = seedCatalog.filter((game) => !presentSlugs.has(game.slug));

  const thumbnails = await mapInTurns(missing, SEED_RENDERS_AT_ONCE, async (game) => {
    // The build checks this (scripts/validate-content.ts); a title card needs its gradient.
    if (!isPublishCategory(game.category)) throw new Error(`Seed game ${game.slug} has the unknown category ${game.category}.`);
    return thumbnailFiles(`seed/${game.slug}.webp`, await renderTitleThumbnail(game.title, game.category));
  });
  const hasFeatured = present.length > 0 && (await db.$count(games, eq(games.featured, true))) > 0;

  return withCatalogChange(db, async (tx) => {
    for (const [i, game] of missing.entries()) {
      const files = thumbnails[i]!;
      await storeThumbnailFiles(tx, files, "keep");
      await putGame(
        tx,
        game.slug,
        {
          ...game,
          thumbnail: assetUrl(THUMBNAIL_BUCKET, files[0]!.path),
          featured: (game.featured ?? false) && !hasFeatured,
          publishedAt: new Date(game.publishedAt),
        },
        "keep",
      );
    }
    await tx.insert(appState).values({ key: SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
    // Zero games added is no change: a number is returned either way.
    return missing.length || null;
  }).then((added) => added ?? 0);
}

/**
 * On the first start of a new install the catalog is empty: load the seed games.
 * Once loaded, an operator who deletes every game does not get them back on restart.
 */
export async function seedNewInstall(db: Database): Promise<number> {
  const [marker] = await db.select().from(appState).where(eq(appState.key, SEEDED_KEY)).limit(1);
  if (marker) return 0;
  const [row] = await db.select({ games: count() }).from(games);
  if ((row?.games ?? 0) > 0) return 0;
  return loadSeedCatalog(db);
}
