/**
 * The games a game page suggests (relatedGames): those closest to it by shared tags, its
 * category counting as one more, then the most played; never the game itself, a draft or a
 * game hidden as broken; the most played of the rest when too few match. On both engines.
 * The ranking is read from an index in memory (related-index.server.ts) once it is built, and
 * from the database until then: both must give the same games in the same order.
 */
import { MessageChannel, receiveMessageOnPort } from "node:worker_threads";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withCatalogChange } from "~/domain/catalog/changes.server";
import { gameBySlug, isPublished, relatedGames, relatedGamesFromDatabase, relatedIndexes, relatedIndexRows } from "~/domain/catalog/reads.server";
import { RelatedIndex, RelatedIndexes, type RelatedIndexMessage } from "~/domain/catalog/related-index.server";
import { putGame, setGameStatus, type GameFields } from "~/domain/catalog/writes.server";
import type { Database } from "~/domain/db/connection.server";
import { games } from "~/domain/db/schema.server";
import { RELATED_CANDIDATES_LIMIT, RELATED_GAMES_LIMIT } from "~/lib/constants";
import type { GameCard } from "~/lib/game";
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

/** A catalog of a few hundred games, made up from a fixed seed: many ties of plays, categories and tags. */
function madeUpCatalog(): Record<string, Listed> {
  let seed = 21;
  const random = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % below;
  };
  const categories = ["Puzzle", "Arcade", "Racing", "Sports", "Action"];
  const catalog: Record<string, Listed> = {};
  for (let n = 0; n < 400; n++) {
    const tags = Array.from({ length: random(5) }, () => `tag-${random(25)}`);
    catalog[`made-up-${n}`] = {
      category: categories[random(categories.length)]!,
      tags,
      // Few values: most games share their plays with others, so the order by id counts.
      plays: random(30),
      status: random(20) === 0 ? "draft" : "published",
    };
  }
  // A tag twice on a game counts twice in the database's closeness.
  catalog["made-up-doubled"] = { category: "Puzzle", tags: ["tag-1", "tag-1", "tag-2"], plays: 7 };
  return catalog;
}

async function fillMadeUpCatalog(db: Database) {
  await withCatalogChange(db, async (tx) => {
    for (const [slug, listed] of Object.entries(madeUpCatalog())) {
      await putGame(tx, slug, { title: slug, description: "", gameUrl: `https://play.example.com/${slug}/`, thumbnail: "", ...listed }, "keep");
    }
    return true;
  });
  await db
    .update(games)
    .set({ hiddenBroken: true, health: "broken" })
    .where(sql`${games.slug} like 'made-up-%7'`);
}

const slugsOf = (cards: GameCard[]) => cards.map((card) => card.slug);

describe.each(ENGINES)("related games from the index on %s", (engine) => {
  const database = useTestDatabase(engine, fillMadeUpCatalog);

  it("reads the index a batch at a time into the one most played order, ties by id included", async () => {
    const { db } = database;
    const whole = await relatedIndexRows(db, 100_000);
    expect(whole.length).toBeGreaterThan(200);
    // Batches that end inside a run of equal plays, and one of a single game.
    for (const size of [7, 50, 1]) expect(await relatedIndexRows(db, size), String(size)).toEqual(whole);
  });

  it("gives every game, a draft's preview and a game like no other the database's games in its order", async () => {
    const { db } = database;
    const index = await relatedIndexes.refresh(db);
    expect(index?.size).toBe(
      Number(
        (
          await db
            .select({ count: sql<number>`count(*)` })
            .from(games)
            .where(isPublished)
        )[0]!.count,
      ),
    );
    const all = await db.select({ id: games.id, slug: games.slug, category: games.category, tags: games.tags }).from(games);
    const asked = [...all, { id: "no-such-game", slug: "", category: "Board", tags: ["not-a-tag"] }];
    let pastCandidates = 0;
    for (const game of asked) {
      for (const limit of [RELATED_GAMES_LIMIT, 3]) {
        // Still the index's answer: nothing changed the catalog since it was read.
        expect(relatedIndexes.current(db)).toBe(index);
        const fromIndex = slugsOf(await relatedGames(db, game, limit));
        expect(fromIndex, `${game.slug}, ${limit}`).toEqual(slugsOf(await relatedGamesFromDatabase(db, game, limit)));
      }
      const matches = all.filter((other) => other.category === game.category || other.tags.some((tag) => game.tags.includes(tag)));
      if (matches.length > RELATED_CANDIDATES_LIMIT + 1) pastCandidates++;
    }
    // The candidates' cut matters for many of the games.
    expect(pastCandidates).toBeGreaterThan(100);
  });

  it("crosses to another thread with its arrays in shared memory, and ranks there as here", async () => {
    const { db } = database;
    const index = (await relatedIndexes.refresh(db))!;
    const { port1, port2 } = new MessageChannel();
    port1.postMessage(index.toMessage());
    const message = receiveMessageOnPort(port2)!.message as RelatedIndexMessage;
    port1.close();
    // Its numbers, the rank lists' included.
    const arrays = Object.values(message)
      .flatMap((field) => (field instanceof Int32Array || field instanceof Map || typeof field !== "object" || field === null ? [field] : Object.values(field)))
      .filter((field) => field instanceof Int32Array);
    expect(arrays).toHaveLength(8);
    for (const array of arrays) expect(array.buffer).toBeInstanceOf(SharedArrayBuffer);
    const crossed = RelatedIndex.fromMessage(message);
    expect(crossed.size).toBe(index.size);
    expect(crossed.bytes).toBe(index.bytes);
    const all = await db.select({ id: games.id, category: games.category, tags: games.tags }).from(games);
    for (const game of all)
      expect(crossed.related(game, RELATED_GAMES_LIMIT, RELATED_CANDIDATES_LIMIT)).toEqual(index.related(game, RELATED_GAMES_LIMIT, RELATED_CANDIDATES_LIMIT));
  });

  it("is read once for all the render threads asking, and again only when one asks for a newer read or the catalog changed", async () => {
    const { db } = database;
    let reads = 0;
    const indexes = new RelatedIndexes((asked) => {
      reads++;
      return relatedIndexRows(asked);
    });
    const [first, second] = await Promise.all([indexes.readSince(db, 0), indexes.readSince(db, Date.now() - 60_000)]);
    expect(reads).toBe(1);
    expect(second.index).toBe(first.index);
    expect((await indexes.readSince(db, first.readAt)).index).toBe(first.index);
    expect(reads).toBe(1);
    // As a render thread asks once its own index is too old.
    const newer = await indexes.readSince(db, first.readAt + 1);
    expect(reads).toBe(2);
    expect(newer.index).not.toBe(first.index);
    await withCatalogChange(db, (tx) =>
      tx
        .update(games)
        .set({ title: "Renamed" })
        .where(eq(games.id, first.index.related({ id: "", category: "", tags: [] }, 1, 1)[0]!))
        .returning(),
    );
    const [afterChange, alsoAfterChange] = await Promise.all([indexes.readSince(db, 0), indexes.readSince(db, 0)]);
    expect(reads).toBe(3);
    expect(alsoAfterChange.index).toBe(afterChange.index);
    expect(afterChange.index.size).toBe(first.index.size);
  });

  it("refuses a render thread's ask when the read fails, and reads again at the next", async () => {
    const { db } = database;
    let fail = true;
    const indexes = new RelatedIndexes(async (asked) => {
      if (fail) throw new Error("the database is down");
      return relatedIndexRows(asked);
    });
    const logged = console.error;
    console.error = () => {};
    try {
      await expect(indexes.readSince(db, 0)).rejects.toThrow("Reading the related games' index failed.");
    } finally {
      console.error = logged;
    }
    fail = false;
    expect((await indexes.readSince(db, 0)).index.size).toBeGreaterThan(200);
  });
});

describe.each(ENGINES)("the related games' index on %s, when the catalog changes", (engine) => {
  const database = useTestDatabase(engine, fillCatalog);
  const actor = { id: null, email: "operator@example.com" };
  const hosts = { allowedHosts: ["play.example.com"], siteUrl: "https://zowii.example" };
  const idOf = async (slug: string) => (await database.db.select({ id: games.id }).from(games).where(eq(games.slug, slug)))[0]!.id;

  /** The related games of origin: the index is out of date, so pages ask the database; once it is read again, it agrees. */
  async function originRelated(): Promise<string[]> {
    const { db } = database;
    expect(relatedIndexes.current(db)).toBeNull();
    const origin = (await gameBySlug(db, "origin"))!;
    const fromDatabase = slugsOf(await relatedGamesFromDatabase(db, origin));
    await relatedIndexes.refresh(db);
    expect(relatedIndexes.current(db)).not.toBeNull();
    expect(slugsOf(await relatedGames(db, origin))).toEqual(fromDatabase);
    return fromDatabase;
  }

  it("shows a game once published, drops it once unpublished or hidden as broken", async () => {
    const { db } = database;
    await relatedIndexes.refresh(db);
    expect(await relatedSlugs(db, "origin")).not.toContain("draft-twin");

    await setGameStatus(db, await idOf("draft-twin"), "published", actor, hosts);
    expect((await originRelated())[0]).toBe("draft-twin");

    await setGameStatus(db, await idOf("draft-twin"), "draft", actor, hosts);
    expect(await originRelated()).not.toContain("draft-twin");

    // As the game checker hides a broken game while auto-hide is on, and shows it again.
    await withCatalogChange(db, (tx) => tx.update(games).set({ hiddenBroken: true }).where(eq(games.slug, "two-tags-and-category")).returning());
    expect(await originRelated()).not.toContain("two-tags-and-category");
    await withCatalogChange(db, (tx) => tx.update(games).set({ hiddenBroken: false }).where(eq(games.slug, "two-tags-and-category")).returning());
    expect((await originRelated())[0]).toBe("two-tags-and-category");
  });

  it("shows a card as it is once the catalog changes, not as it was kept", async () => {
    const { db } = database;
    await relatedIndexes.refresh(db);
    const origin = (await gameBySlug(db, "origin"))!;
    const titleOf = async (slug: string) => (await relatedGames(db, origin)).find((card) => card.slug === slug)?.title;
    expect(await titleOf("three-tags")).toBe("three-tags");
    await withCatalogChange(db, (tx) => tx.update(games).set({ title: "Three Tags, renamed" }).where(eq(games.slug, "three-tags")).returning());
    await relatedIndexes.refresh(db);
    expect(await titleOf("three-tags")).toBe("Three Tags, renamed");
  });
});
