import { count, eq, inArray } from "drizzle-orm";
import { THUMBNAIL_BUCKET } from "~/lib/constants";
import { assetUrl } from "../assets.server";
import { notifyCatalogChange } from "../catalog-events.server";
import { renderTitleThumbnail, thumbnailFiles } from "../thumbnails.server";
import type { Database } from "./connection.server";
import { appState, assets, games } from "./schema.server";
import { seedCatalog } from "./seed/catalog";

const SEEDED_KEY = "seed_catalog_loaded_at";

/**
 * Adds the seed games that are not in the catalog yet (matched by slug), with their
 * thumbnails, in one transaction. Returns how many were added.
 */
export async function loadSeedCatalog(db: Database): Promise<number> {
  const present = await db
    .select({ slug: games.slug })
    .from(games)
    .where(inArray(games.slug, seedCatalog.map((game) => game.slug)));
  const presentSlugs = new Set(present.map((row) => row.slug));
  const missing = seedCatalog.filter((game) => !presentSlugs.has(game.slug));

  const thumbnails = await Promise.all(
    missing.map(async (game) =>
      thumbnailFiles(`seed/${game.slug}.webp`, await renderTitleThumbnail(game.title, game.category)),
    ),
  );
  const hasFeatured = present.length > 0 && (await db.$count(games, eq(games.featured, true))) > 0;

  await db.transaction(async (tx) => {
    for (const [i, game] of missing.entries()) {
      const files = thumbnails[i]!;
      await tx
        .insert(assets)
        .values(files.map(({ path, data }) => ({ bucket: THUMBNAIL_BUCKET, path, contentType: "image/webp", data })))
        .onConflictDoNothing();
      await tx
        .insert(games)
        .values({
          slug: game.slug,
          title: game.title,
          description: game.description,
          gameUrl: game.gameUrl,
          thumbnail: assetUrl(THUMBNAIL_BUCKET, files[0]!.path),
          category: game.category,
          tags: game.tags,
          rating: game.rating,
          plays: game.plays,
          developer: game.developer ?? null,
          releaseDate: game.releaseDate ?? null,
          featured: (game.featured ?? false) && !hasFeatured,
          publishedAt: new Date(game.publishedAt),
          createdAt: new Date(game.publishedAt),
        })
        .onConflictDoNothing();
    }
    await tx
      .insert(appState)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing();
    if (missing.length > 0) await notifyCatalogChange(tx);
  });
  return missing.length;
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
