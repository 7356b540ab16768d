/**
 * An install seeded before Quick Play existed (drizzle/0020_quick_play.sql): the seed's
 * quick games get the tag, so the category is not empty; other games are not touched, and
 * running it again adds nothing. On both engines.
 */
import fs from "node:fs";
import path from "node:path";
import { arrayContains, asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedCatalog } from "../../content/catalog/seed-games";
import { searchGames } from "~/domain/catalog/reads.server";
import { games } from "~/domain/db/schema.server";
import { insertSeedGames } from "../support/catalog-games";
import { ENGINES, useTestDatabase } from "../support/test-database";

const migration = fs.readFileSync(path.resolve(import.meta.dirname, "../../drizzle/0020_quick_play.sql"), "utf8");
const quickSlugs = seedCatalog.filter((game) => game.tags.includes("quick-play")).map((game) => game.slug);

describe.each(ENGINES)("Quick Play on an install seeded before it, on %s", (engine) => {
  const database = useTestDatabase(engine, insertSeedGames);

  it("gives the seed's quick games their tag, touches no other game, and adds nothing the second time", async () => {
    const db = database.db;
    await db.execute(sql`update games set tags = array_remove(tags, 'quick-play')`);
    await db.execute(
      sql`insert into games (id, slug, title, game_url, category, tags, provider) values ('feed-1', 'feed-snake', 'Feed Snake', 'https://play.example.com/snake/', 'Arcade', '{arcade}', 'gamedistribution')`,
    );
    expect(await searchGames(db, { category: "Quick Play" })).toEqual([]);

    await db.execute(sql.raw(migration));
    await db.execute(sql.raw(migration));
    const tagged = await db
      .select({ slug: games.slug, tags: games.tags })
      .from(games)
      .where(arrayContains(games.tags, ["quick-play"]))
      .orderBy(asc(games.slug));
    expect(tagged.map((row) => row.slug)).toEqual([...quickSlugs].sort());
    for (const row of tagged) expect(row.tags.filter((tag) => tag === "quick-play")).toHaveLength(1);
    expect((await searchGames(db, { category: "Quick Play", limit: 1000 })).map((card) => card.slug).sort()).toEqual([...quickSlugs].sort());
  });
});
