/**
 * Search that finds, on both engines: title matches before tag matches before description
 * matches, the most played first within each and the id last; words with a typo still find
 * by trigram similarity, after every exact match; the common names of SEARCH_SYNONYMS; pages
 * by offset; drafts and hidden broken games never; and any text at all answered without an
 * error. Then the suggestions offered while typing.
 */
import { describe, expect, it } from "vitest";
import { searchGames, suggestGames } from "~/domain/catalog/reads.server";
import { games, type NewGameRow } from "~/domain/db/schema.server";
import { listManagedGames } from "~/domain/catalog/manage-list.server";
import { SEARCH_RESULTS_LIMIT, SUGGESTIONS_LIMIT } from "~/lib/constants";
import { MANAGE_FILTERS } from "~/lib/manage-filters";
import { ENGINES, useTestDatabase } from "../support/test-database";

function game(id: string, title: string, overrides: Partial<NewGameRow> = {}): NewGameRow {
  return { id, slug: id, title, description: "", gameUrl: `https://play.example.com/${id}/`, category: "Arcade", tags: [], plays: 100, ...overrides };
}

const catalog: NewGameRow[] = [
  game("snake-arena", "Snake Arena", { tags: ["arcade"] }),
  // As many plays as Snake Arena: the id, "snake-classic" after "snake-arena", decides.
  game("snake-classic", "Snake Classic"),
  game("super-snake", "Super Snake", { plays: 200 }),
  game("slither-io", "Slither.io", { tags: ["snake", "io"], plays: 5_000 }),
  game("worm-party", "Worm Party", { description: "Guide a hungry snake through the garden.", plays: 1_000_000 }),
  // "snak" is close to "snake", not containing it: found, after every exact match.
  game("snak-attack", "Snak Attack", { plays: 2_000_000 }),
  game("snake-draft", "Snake Draft", { plays: 9_000_000, status: "draft" }),
  game("broken-snake", "Broken Snake", { plays: 9_000_000, health: "broken", hiddenBroken: true }),
  game("minecraft-classic", "Minecraft Classic", { category: "Simulation", tags: ["sandbox"], plays: 300 }),
  game("block-craft", "Block Craft", { category: "Simulation", tags: ["minecraft", "sandbox"], plays: 900 }),
  game("block-drop", "Block Drop", { category: "Puzzle", tags: ["falling-block"], plays: 50 }),
  game("goal-rush", "Goal Rush", { category: "Sports", tags: ["soccer"], plays: 70 }),
  game("agar-io", "Agar.io", { tags: ["io"], plays: 60 }),
  game("twenty-48", "2048", { category: "Puzzle", plays: 40 }),
  game("turbo-lane", "Turbo Lane", { category: "Racing", tags: ["racing", "cars"], plays: 30 }),
  ...Array.from({ length: 7 }, (_, n) => game(`sly-fox-${n}`, `Sly Fox ${n}`, { plays: 10 + n })),
];

const slugs = (list: { slug: string }[]) => list.map((entry) => entry.slug);

describe.each(ENGINES)("search relevance on %s", (engine) => {
  const database = useTestDatabase(engine, async (db) => {
    await db.insert(games).values(catalog);
  });
  const search = async (query: string, page: { offset?: number; limit?: number } = {}) => slugs(await searchGames(database.db, { query, ...page }));

  it("ranks title matches, then tag matches, then description matches, then close spellings", async () => {
    expect(await search("snake")).toEqual(["super-snake", "snake-classic", "snake-arena", "slither-io", "worm-party", "snak-attack"]);
    // Case and spaces do not change the order.
    expect(await search("  SNAKE ")).toEqual(await search("snake"));
  });

  it("finds a description by a whole word only, so a short word does not match inside prose", async () => {
    expect(await search("hungry")).toEqual(["worm-party"]);
    expect(await search("garden.")).toEqual(["worm-party"]);
    expect(await search("hung")).toEqual([]);
  });

  it("finds the spellings people type: without punctuation or spaces, and one typo away", async () => {
    expect(await search("slitherio")).toEqual(["slither-io"]);
    expect(await search("sliter.io")).toContain("slither-io");
    expect(await search("agario")).toEqual(["agar-io"]);
    expect((await search("Agar io"))[0]).toBe("agar-io");
    expect(await search("2 0 4 8")).toEqual(["twenty-48"]);
    // A start of the word is in the title: the title first, then the tag.
    expect(await search("minecraf")).toEqual(["minecraft-classic", "block-craft"]);
    // A letter missing, or two swapped, in a title's word: after every exact match.
    expect(await search("minecrat")).toEqual(["minecraft-classic"]);
    expect(await search("sanke")).toEqual(["super-snake", "snake-classic", "snake-arena"]);
    expect(await search("zzqqxx")).toEqual([]);
  });

  it("keeps the common names of SEARCH_SYNONYMS", async () => {
    expect(await search("tetris")).toEqual(["block-drop"]);
    expect(await search("football")).toEqual(["goal-rush"]);
  });

  it("pages by offset through the same order", async () => {
    const all = await search("snake");
    const pages = [...(await search("snake", { limit: 4 })), ...(await search("snake", { offset: 4, limit: 4 }))];
    expect(pages).toEqual(all);
    expect(await search("snake", { offset: 2, limit: 3 })).toEqual(all.slice(2, 5));
    expect(await search("snake", { offset: 100 })).toEqual([]);
    const category = slugs(await searchGames(database.db, { category: "Simulation" }));
    expect(category).toEqual(["block-craft", "minecraft-classic"]);
    expect(slugs(await searchGames(database.db, { category: "Simulation", offset: 1, limit: 1 }))).toEqual(["minecraft-classic"]);
  });

  it("never finds a draft or a game hidden as broken, nor suggests one", async () => {
    for (const query of ["snake", "draft", "broken", "snake draft broken"]) {
      const found = await search(query);
      expect(found, query).not.toContain("snake-draft");
      expect(found, query).not.toContain("broken-snake");
    }
    expect(slugs(await suggestGames(database.db, "snake"))).not.toContain("snake-draft");
    expect(slugs(await suggestGames(database.db, "broken"))).toEqual([]);
  });

  it("answers any text without an error", async () => {
    const texts = ["\u0000", "'; drop table games; --", "snake:* & !worm", "((snake", "a | b", "%_\\", "🐍 snake", "日本語", "x".repeat(10_000), "snake ".repeat(500), "①②③"];
    for (const text of texts) {
      await expect(searchGames(database.db, { query: text }), text).resolves.toBeInstanceOf(Array);
      await expect(suggestGames(database.db, text), text).resolves.toBeInstanceOf(Array);
    }
    expect(await search("snake:* & !worm")).toContain("worm-party");
    expect(await search("🐍 snake")).toContain("super-snake");
  });

  describe("suggestions", () => {
    const suggest = async (text: string) => slugs(await suggestGames(database.db, text));

    it("offers the first results of the same search", async () => {
      for (const text of ["snake", "slitherio", "minecraft", "sanke", "agario"]) {
        expect(await suggest(text), text).toEqual((await search(text)).slice(0, SUGGESTIONS_LIMIT));
      }
      expect((await suggestGames(database.db, "Minecraft"))[0]).toEqual({ slug: "minecraft-classic", title: "Minecraft Classic", thumbnail: expect.any(String) });
      // What a game is, by a common name or a tag, as its results do.
      expect(await suggest("tetris")).toEqual(["block-drop"]);
      expect(await suggest("racing")).toEqual(["turbo-lane"]);
    });

    it("offers words starting with two characters, nothing for fewer, and at most the limit", async () => {
      expect(await suggest("s")).toEqual([]);
      expect(await suggest("  ")).toEqual([]);
      const sl = await suggest("SL");
      expect(sl).toHaveLength(SUGGESTIONS_LIMIT);
      expect(sl[0]).toBe("slither-io");
      expect(sl.slice(1).every((slug) => slug.startsWith("sly-fox-"))).toBe(true);
      expect(await suggestGames(database.db, "sly", 3)).toHaveLength(3);
    });
  });
});

describe.each(ENGINES)("search at catalog scale on %s", (engine) => {
  // 10,000 imported games sharing a word, each played more than the games searched for.
  const sagas = Array.from({ length: 10_000 }, (_, n) =>
    game(`candy-saga-${n}`, `Candy Saga ${n}`, { plays: 1_000_000 + n, realPlays: 500_000 + n, recentPlays: 1_000 + n, tags: ["puzzle"] }),
  );
  const named = [
    game("yasbrix-saga", "Yasbrix Saga 8777", { plays: 150 }),
    game("pixel-blocks-dash", "Pixel Blocks Dash", { plays: 120 }),
    game("sunny-submarine-dash", "Sunny Submarine Dash", { plays: 5_000, realPlays: 900, recentPlays: 40 }),
    game("blocks-pixel", "Blocks of Pixel Dash", { plays: 4_000, realPlays: 800, recentPlays: 30 }),
  ];
  const database = useTestDatabase(engine, async (db) => {
    for (let start = 0; start < sagas.length; start += 1_000) await db.insert(games).values(sagas.slice(start, start + 1_000));
    await db.insert(games).values(named);
  });
  const search = async (query: string, limit = SEARCH_RESULTS_LIMIT) => slugs(await searchGames(database.db, { query, limit }));

  it("shows the game whose exact title was searched first, whatever the case, above every more played game sharing a word", async () => {
    expect((await search("Yasbrix Saga 8777"))[0]).toBe("yasbrix-saga");
    expect((await search("YASBRIX saga 8777"))[0]).toBe("yasbrix-saga");
    // Two distinctive words of the title are all it takes.
    expect((await search("yasbrix saga"))[0]).toBe("yasbrix-saga");
    expect((await suggestGames(database.db, "yasbrix saga"))[0]?.slug).toBe("yasbrix-saga");
  });

  it("ranks the exact title, then the words in order, then in any order, then any word, for the panel as for visitors", async () => {
    // What the panel's Featured search asks (routes/admin/featured.tsx).
    expect((await search("Pixel Blocks Dash", 20)).slice(0, 3)).toEqual(["pixel-blocks-dash", "blocks-pixel", "sunny-submarine-dash"]);
    const managed = await listManagedGames(database.db, MANAGE_FILTERS.parse({ q: "pixel blocks dash" }));
    expect(managed.games.map((entry) => entry.slug).slice(0, 3)).toEqual(["pixel-blocks-dash", "blocks-pixel", "sunny-submarine-dash"]);
    expect(managed.total).toBe(3);
    // Within a rank, the most played of the last days first, never the starting figures.
    expect((await search("saga", 2))).toEqual(["candy-saga-9999", "candy-saga-9998"]);
  });
});
