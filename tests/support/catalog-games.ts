import { eq } from "drizzle-orm";
import { withCatalogChange } from "~/domain/catalog/changes.server";
import { putGame, type GameFields } from "~/domain/catalog/writes.server";
import type { Database } from "~/domain/db/connection.server";
import { games } from "~/domain/db/schema.server";
import { seedCatalog } from "../../content/catalog/seed-games";

/** "sky-racer" as a title: "Sky Racer". */
function titleOfSlug(slug: string): string {
  return slug
    .split("-")
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * A game for each of `slugs`, put through the catalog's own writes in one change (a slug
 * already taken is left alone): a published puzzle titled after its slug, at
 * https://play.example.com/<slug>/, with no plays, tags nor thumbnail; `fields(slug, index)`
 * gives what a test cares about.
 */
export async function putGames(db: Database, slugs: readonly string[], fields: (slug: string, index: number) => Partial<GameFields> = () => ({})) {
  await withCatalogChange(db, async (tx) => {
    for (const [index, slug] of slugs.entries()) {
      const game: GameFields = {
        title: titleOfSlug(slug),
        description: "",
        gameUrl: `https://play.example.com/${slug}/`,
        thumbnail: "",
        category: "Puzzle",
        tags: [],
        plays: 0,
        ...fields(slug, index),
      };
      await putGame(tx, slug, game, "keep");
    }
    return true;
  });
}

/** The id of the game at `slug`. */
export async function gameIdOf(db: Database, slug: string): Promise<string> {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.slug, slug));
  if (!row) throw new Error(`no game ${slug}`);
  return row.id;
}

/** The seed catalog's games written as rows, as they are (no thumbnails, no catalog change). */
export async function insertSeedGames(db: Database) {
  await db.insert(games).values(
    seedCatalog.map((game) => ({
      ...game,
      developer: game.developer ?? null,
      releaseDate: game.releaseDate ?? null,
      publishedAt: new Date(game.publishedAt),
    })),
  );
}
