/**
 * The games a game page suggests (relatedGames): those closest to it by shared tags, its
 * category counting as one more, then the most played; never the game itself, a draft or a
 * game hidden as broken; the most played of the rest when too few match. On both engines.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withCatalogChange } from "~/domain/catalog/changes.server";
import { gameBySlug, relatedGames } from "~/domain/catalog/reads.server";
import { putGame, type GameFields } from "~/domain/catalog/writes.server";
import type { Database } from "~/domain/db/connection.server";
import { games } from "~/domain/db/schema.server";
import { ENGINES, useTestDatabase } from "../support/test-database";

type Listed = Pick<GameFields, "category" | "tags" | "plays" | "status">;

const CATALOG: Record<string, Listed> = {
  origin: { category: "Puzzle", tags: ["match-3", "logic", "colors"], plays: 500 },
  // Three shared tags, or two and the category: equally close, the more played first.
  "three-tags": { category: "Arcade", tags: ["match-3", "logic", "colors"], plays: 10 },
  "two-tags-and-category": { category: "Puzzle", tags: ["logic", "match-3", "speed"], plays: 20 },
  "category-only": { category: "Puzzle", tags: [], plays: 5_000 },
  "one-tag": { category: "Racing", tags: ["colors"], plays: 3_000 },
  "unrelated-popular": { category: "Sports", tags: ["ball"], plays: 1_000_000 },
  "unrelated-quiet": { category: "Sports", tags: ["ball"], plays: 1 },
  "draft-twin": { category: "Puzzle", tags: ["match-3", "logic", "colors"], plays: 9_000_000, status: "draft" },
  "broken-twin": { category: "Puzzle", tags: ["match-3", "logic", "colors"], plays: 8_000_000 },
};

async function fillCatalog(db: Database) {
  await withCatalogChange(db, async (tx) => {
    for (const [slug, listed] of Object.entries(CATALOG)) {
      await putGame(tx, slug, { title: slug, description: "", gameUrl: `https://play.example.com/${slug}/`, thumbnail: "", ...listed }, "keep");
    }
    return true;
  });
  // As the game checker leaves a broken game while auto-hide is on.
  await db.update(games).set({ hiddenBroken: true, health: "broken" }).where(eq(games.slug, "broken-twin"));
}

async function relatedSlugs(db: Database, slug: string, limit?: number): Promise<string[]> {
  const game = await gameBySlug(db, slug);
  if (!game) throw new Error(`no game ${slug}`);
  return (await relatedGames(db, game, limit)).map((card) => card.slug);
}

describe.each(ENGINES)("related games on %s", (engine) => {
  const database = useTestDatabase(engine, fillCatalog);

  it("ranks by shared tags and category, then plays, and fills with the most played of the rest", async () => {
    expect(await relatedSlugs(database.db, "origin")).toEqual([
      "two-tags-and-category",
      "three-tags",
      "category-only",
      "one-tag",
      "unrelated-popular",
      "unrelated-quiet",
    ]);
  });

  it("keeps to the limit with the closest games, and needs no filling then", async () => {
    expect(await relatedSlugs(database.db, "origin", 3)).toEqual(["two-tags-and-category", "three-tags", "category-only"]);
  });

  it("never suggests the game itself, a draft or a game hidden as broken", async () => {
    for (const slug of Object.keys(CATALOG).filter((slug) => !slug.endsWith("-twin"))) {
      const related = await relatedSlugs(database.db, slug);
      expect(related).not.toContain(slug);
      expect(related).not.toContain("draft-twin");
      expect(related).not.toContain("broken-twin");
      // Every other published game, each once: the catalog is smaller than the limit.
      expect(new Set(related).size).toBe(related.length);
      expect(related).toHaveLength(6);
    }
  });

  it("suggests by category alone for a game without tags, and by plays for a game like no other", async () => {
    expect((await relatedSlugs(database.db, "category-only")).slice(0, 3)).toEqual(["origin", "two-tags-and-category", "unrelated-popular"]);
    expect((await relatedSlugs(database.db, "unrelated-quiet")).slice(0, 2)).toEqual(["unrelated-popular", "category-only"]);
  });
});
