/**
 * Search that finds, on both engines: title matches before tag matches before description
 * matches, the most played first within each and the id last; words with a typo still find
 * by trigram similarity, after every exact match; the common names of SEARCH_SYNONYMS; pages
 * by offset; drafts and hidden broken games never; and any text at all answered without an
 * error. Then the suggestions offered while typing. Each answered by the database and by
 * search's index in memory (what a large catalog is searched with), which must agree.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { and } from "drizzle-orm";
import { isPublished, searchGames as searchWith, searchIndexRows, suggestGames as suggestWith, type SearchInput } from "~/domain/catalog/reads.server";
import type { Database } from "~/domain/db/connection.server";
import { SearchIndexes } from "~/domain/catalog/search-index.server";
import { searchRanks } from "~/domain/catalog/search.server";
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

/** Search answered by the database alone, or by an index of every catalog however small, read once the games are in. */
const ANSWERED_BY = ["the database", "the index"] as const;
type AnsweredBy = (typeof ANSWERED_BY)[number];
const indexesAnsweringBy = (by: AnsweredBy) => new SearchIndexes(searchIndexRows, by === "the index" ? 0 : Infinity);

describe.each(ENGINES.flatMap((engine) => ANSWERED_BY.map((by) => [engine, by] as const)))("search relevance on %s, answered by %s", (engine, by) => {
  const indexes = indexesAnsweringBy(by);
  const database = useTestDatabase(engine, async (db) => {
    await db.insert(games).values(catalog);
    await indexes.refresh(db);
  });
  beforeAll(() => {
    expect(indexes.searchIndex(database.db) !== null).toBe(by === "the index");
  });
  const searchGames = (db: Database, input: SearchInput) => searchWith(db, input, indexes);
  const suggestGames = (db: Database, text: string, limit?: number) => suggestWith(db, text, limit, indexes);
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
    const texts = [
      "\u0000",
      "'; drop table games; --",
      "snake:* & !worm",
      "((snake",
      "a | b",
      "%_\\",
      "🐍 snake",
      "日本語",
      "x".repeat(10_000),
      "snake ".repeat(500),
      "①②③",
    ];
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
      expect((await suggestGames(database.db, "Minecraft"))[0]).toEqual({
        slug: "minecraft-classic",
        title: "Minecraft Classic",
        thumbnail: expect.any(String),
      });
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
  const indexes = { "the database": indexesAnsweringBy("the database"), "the index": indexesAnsweringBy("the index") };
  const database = useTestDatabase(engine, async (db) => {
    for (let start = 0; start < sagas.length; start += 1_000) await db.insert(games).values(sagas.slice(start, start + 1_000));
    await db.insert(games).values(named);
    await indexes["the index"].refresh(db);
  });
  const search = async (by: AnsweredBy, query: string, limit = SEARCH_RESULTS_LIMIT) => slugs(await searchWith(database.db, { query, limit }, indexes[by]));

  it.each(ANSWERED_BY)(
    "shows the game whose exact title was searched first, whatever the case, above every more played game sharing a word (answered by %s)",
    async (by) => {
      expect((await search(by, "Yasbrix Saga 8777"))[0]).toBe("yasbrix-saga");
      expect((await search(by, "YASBRIX saga 8777"))[0]).toBe("yasbrix-saga");
      // Two distinctive words of the title are all it takes.
      expect((await search(by, "yasbrix saga"))[0]).toBe("yasbrix-saga");
      expect((await suggestWith(database.db, "yasbrix saga", undefined, indexes[by]))[0]?.slug).toBe("yasbrix-saga");
    },
  );

  it.each(ANSWERED_BY)(
    "ranks the exact title, then the words in order, then in any order, then any word, for the panel as for visitors (answered by %s)",
    async (by) => {
      expect(indexes[by].searchIndex(database.db) !== null).toBe(by === "the index");
      // What the panel's Featured search asks (routes/admin/featured.tsx).
      expect((await search(by, "Pixel Blocks Dash", 20)).slice(0, 3)).toEqual(["pixel-blocks-dash", "blocks-pixel", "sunny-submarine-dash"]);
      const managed = await listManagedGames(database.db, MANAGE_FILTERS.parse({ q: "pixel blocks dash" }));
      expect(managed.games.map((entry) => entry.slug).slice(0, 3)).toEqual(["pixel-blocks-dash", "blocks-pixel", "sunny-submarine-dash"]);
      expect(managed.total).toBe(3);
      // Within a rank, the most played of the last days first, never the starting figures.
      expect(await search(by, "saga", 2)).toEqual(["candy-saga-9999", "candy-saga-9998"]);
      // Far into a large rank, the same order either way.
      expect(await searchWith(database.db, { query: "candy", offset: 5_000, limit: 3 }, indexes[by]).then(slugs)).toEqual([
        "candy-saga-4999",
        "candy-saga-4998",
        "candy-saga-4997",
      ]);
    },
  );
});

describe.each(ENGINES)("search's index and the database on %s", (engine) => {
  const TITLE_WORDS = [
    "Snake",
    "Agar.io",
    "Pac-Man",
    "Pokémon",
    "Café",
    "2048",
    "100%",
    "Cut the Rope:",
    "Slither.io",
    "Dragon",
    "Drgaon",
    "Minecraft",
    "Io",
    "X",
    "2",
    "日本語",
    "Snake_Case",
    "Ünïcode",
    "Super",
    "Tanks",
    "Quest",
    "a",
  ];
  const TAGS = ["io", "2d", "falling-block", "paddle", "soccer", "arcade", "puzzle", "snake", "drawing", "racing"];
  const varied = Array.from({ length: 400 }, (_, n) => {
    const pick = (list: readonly string[], salt: number) => list[(n * 7 + salt * 13 + Math.floor(n / list.length)) % list.length]!;
    const title = [pick(TITLE_WORDS, 1), n % 3 === 0 ? pick(TITLE_WORDS, 2) : "", n % 5 === 0 ? String(n) : ""]
      .filter(Boolean)
      .join(n % 4 === 0 ? " " : n % 4 === 1 ? "-" : " ");
    return game(`varied-${n}`, title, {
      tags: [pick(TAGS, 3), ...(n % 2 === 0 ? [pick(TAGS, 4)] : [])],
      plays: (n * 7919) % 1_000,
      realPlays: (n * 104_729) % 300,
      recentPlays: n % 6 === 0 ? n % 50 : 0,
      description: n % 9 === 0 ? `A ${pick(TITLE_WORDS, 5).toLowerCase()} game.` : "",
      ...(n % 37 === 0 ? { status: "draft" as const } : n % 41 === 0 ? { hiddenBroken: true } : {}),
    });
  });
  const indexes = indexesAnsweringBy("the index");
  const database = useTestDatabase(engine, async (db) => {
    await db.insert(games).values([...catalog, ...varied]);
    await indexes.refresh(db);
  });

  it("find the same games for every rank of a search", async () => {
    const index = indexes.searchIndex(database.db)!;
    const queries = [
      "snake",
      "sanke",
      "snak",
      "agario",
      "agar.io",
      "Agar io",
      "2 0 4 8",
      "2048",
      "io",
      "pac man",
      "pacman",
      "pac-man",
      "pokemon",
      "Pokémon",
      "POKÉMON",
      "cafe",
      "tetris",
      "football",
      "super ta",
      "ta",
      "a",
      "x",
      "%",
      "100%",
      "cut the rope",
      "rope: cut",
      "dragon",
      "drgaon",
      "dragn",
      "quest super",
      "xqzv",
      "the",
      "2d",
      "2",
      "slitherio",
      "minecraf",
      "minecrat",
      "日本語",
      "snake_case",
      "snake case",
      "unicode",
      "ünïcode",
      "tanks quest dragon",
      "q",
      "i o",
    ];
    for (const query of queries) {
      for (const [n, rank] of searchRanks(query).entries()) {
        if (!rank.inIndex) continue;
        const inDatabase = await database.db.select({ id: games.id }).from(games).where(and(isPublished, rank.where));
        const match = rank.inIndex(index);
        const places = [...match.games()];
        expect(places, `${query}: rank ${n + 1} lists its games in order, each once`).toEqual([...new Set(places)].sort((a, b) => a - b));
        const inIndex = places.map((place) => index.idAt(place));
        expect([...inIndex].sort(), `${query}: rank ${n + 1}`).toEqual(inDatabase.map(({ id }) => id).sort());
        // Tested one game at a time (how a rank of several conditions checks the others), the same games.
        const tested = Array.from({ length: index.size }, (_, place) => place).filter((place) => match.has(place));
        expect(tested, `${query}: rank ${n + 1}, game by game`).toEqual(places);
      }
    }
  });

  it("lists a rank's games in search's order, as the database sorts them", async () => {
    const index = indexes.searchIndex(database.db)!;
    for (const query of ["snake", "io", "super", "dragon"]) {
      const found = (await searchWith(database.db, { query, limit: 500 }, indexes)).map((card) => card.slug);
      const fromDatabase = (await searchWith(database.db, { query, limit: 500 }, indexesAnsweringBy("the database"))).map((card) => card.slug);
      expect(found, query).toEqual(fromDatabase);
    }
    expect(index.size).toBe(catalog.length - 2 + varied.filter((entry) => entry.status !== "draft" && !entry.hiddenBroken).length);
  });
});
