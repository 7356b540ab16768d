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
import { SUGGESTIONS_LIMIT } from "~/lib/constants";
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

  it("finds through typos, by trigram similarity", async () => {
    expect(await search("slitherio")).toEqual(["slither-io"]);
    expect(await search("sliter.io")).toContain("slither-io");
    // A start of the word is an exact match: the title first, then the tag.
    expect(await search("minecraf")).toEqual(["minecraft-classic", "block-craft"]);
    // A letter missing is a close one: both, the most played first.
    expect(await search("minecrat")).toEqual(["block-craft", "minecraft-classic"]);
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

    it("offers titles containing the text, the most played first, then close ones", async () => {
      expect(await suggest("snake")).toEqual(["super-snake", "snake-classic", "snake-arena", "snak-attack"]);
      expect(await suggest("slitherio")).toEqual(["slither-io"]);
      expect(await suggestGames(database.db, "Minecraft")).toEqual([{ slug: "minecraft-classic", title: "Minecraft Classic", thumbnail: expect.any(String) }]);
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
