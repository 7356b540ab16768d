import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLACEHOLDER_THUMBNAIL } from "~/lib/constants";
import type { DatabaseHandle } from "~/server/db/connection.server";
import { games, type NewGameRow } from "~/server/db/schema.server";
import {
  actionGames,
  arcadeGames,
  featuredGame,
  gameBySlug,
  newGames,
  searchGames,
  trendingGames,
} from "~/server/games.server";
import { ENGINES, openTestDatabase } from "../support/test-database";

const fixtures: NewGameRow[] = [
  {
    slug: "krunker-io",
    title: "Krunker.io",
    gameUrl: "https://krunker.io/",
    thumbnail: "/storage/game-thumbnails/krunker.webp",
    category: "Shooter",
    tags: ["shooter", "fps", "multiplayer", "io"],
    rating: 4.7,
    plays: 3_200_000,
    publishedAt: new Date("2026-11-05T10:00:00Z"),
  },
  {
    slug: "bloxd-io",
    title: "Bloxd.io",
    gameUrl: "https://bloxd.io/",
    thumbnail: "/storage/game-thumbnails/bloxd.webp",
    category: "Simulation",
    tags: ["sandbox", "building", "multiplayer", "io", "parkour"],
    rating: 4.8,
    plays: 2_500_000,
    featured: true,
    publishedAt: new Date("2026-11-04T10:00:00Z"),
  },
  {
    slug: "moto-x3m",
    title: "Moto X3M",
    gameUrl: "https://example.com/moto",
    category: "Racing",
    tags: ["racing", "bike", "physics"],
    rating: 4.4,
    plays: 900_000,
    publishedAt: new Date("2026-11-03T10:00:00Z"),
  },
  {
    slug: "tile-merge",
    title: "Tile Merge",
    gameUrl: "/games/tile-merge/",
    thumbnail: "",
    category: "Puzzle",
    rating: null,
    publishedAt: new Date("2026-11-06T10:00:00Z"),
  },
  {
    slug: "super-snake",
    title: "Super Snake",
    gameUrl: "/games/snake/",
    thumbnail: "  ",
    category: "Arcade",
    tags: ["arcade", "snake", "classic"],
    rating: 4.1,
    plays: 50_000,
    publishedAt: new Date("2026-11-02T10:00:00Z"),
  },
  {
    slug: "percent-game",
    title: "100% Fun_Game",
    gameUrl: "https://example.com/percent",
    category: "Puzzle",
    tags: ["word"],
    rating: 3.9,
    plays: 10,
    publishedAt: new Date("2026-11-01T10:00:00Z"),
  },
  {
    slug: "drift-legends",
    title: "Drift Legends",
    gameUrl: "https://example.com/drift",
    category: "Racing",
    rating: 4.0,
    plays: 700_000,
    publishedAt: new Date("2026-10-30T10:00:00Z"),
  },
  {
    slug: "sword-clash",
    title: "Sword Clash",
    gameUrl: "https://example.com/sword",
    category: "Action",
    tags: ["fighting", "pvp"],
    rating: 4.2,
    plays: 300_000,
    publishedAt: new Date("2026-10-29T10:00:00Z"),
  },
];

const titles = (list: { title: string }[]) => list.map((game) => game.title);

describe.each(ENGINES)("games repository on %s", (engine) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    await handle.db.insert(games).values(fixtures);
  });
  afterAll(async () => {
    await handle?.close();
  });

  describe("New Games", () => {
    it("lists the newest first, up to the limit", async () => {
      expect(titles(await newGames(handle.db, 3))).toEqual(["Tile Merge", "Krunker.io", "Bloxd.io"]);
      expect(await newGames(handle.db)).toHaveLength(fixtures.length);
    });

    it("applies the spec's fallbacks to missing values", async () => {
      const [tileMerge] = await newGames(handle.db, 1);
      expect(tileMerge).toMatchObject({
        title: "Tile Merge",
        thumbnail: PLACEHOLDER_THUMBNAIL,
        rating: 0,
        plays: 0,
        tags: [],
      });
      const snake = (await newGames(handle.db)).find((game) => game.slug === "super-snake");
      expect(snake?.thumbnail).toBe(PLACEHOLDER_THUMBNAIL);
    });
  });

  it("ranks trending games by plays", async () => {
    expect(titles(await trendingGames(handle.db, 3))).toEqual(["Krunker.io", "Bloxd.io", "Moto X3M"]);
  });

  it("fills the arcade and action lists from their categories' tags", async () => {
    expect(titles(await arcadeGames(handle.db))).toEqual(["Super Snake"]);
    expect(titles(await actionGames(handle.db))).toEqual(["Krunker.io", "Sword Clash"]);
  });

  it("finds a game by slug, ignoring case, and nothing for an unknown slug", async () => {
    const game = await gameBySlug(handle.db, "Krunker-IO");
    expect(game).toMatchObject({ title: "Krunker.io", rating: 4.7, plays: 3_200_000, category: "Shooter" });
    expect(await gameBySlug(handle.db, "no-such-game")).toBeNull();
  });

  it("returns the featured game for the hero", async () => {
    expect((await featuredGame(handle.db))?.slug).toBe("bloxd-io");
  });

  describe("search", () => {
    const search = async (query: string, category?: Parameters<typeof searchGames>[1]["category"]) =>
      titles(await searchGames(handle.db, { query, category })).sort();

    it("matches the title, ignoring case and surrounding spaces", async () => {
      expect(await search("krunker")).toEqual(["Krunker.io"]);
      expect(await search("  KRUNKER  ")).toEqual(["Krunker.io"]);
      expect(await search("KrUnK")).toEqual(["Krunker.io"]);
    });

    it("matches tag text", async () => {
      expect(await search("parkour")).toEqual(["Bloxd.io"]);
      expect(await search("FPS")).toEqual(["Krunker.io"]);
      expect(await search("io")).toEqual(["Bloxd.io", "Krunker.io"]);
    });

    it("matches when any space-separated word matches", async () => {
      expect(await search("snake racing")).toEqual(["Moto X3M", "Super Snake"]);
      expect(await search("unknownword   bloxd")).toEqual(["Bloxd.io"]);
      expect(await search("nothing matches this")).toEqual([]);
    });

    it("treats LIKE wildcards in the text literally", async () => {
      expect(await search("100%")).toEqual(["100% Fun_Game"]);
      expect(await search("%")).toEqual(["100% Fun_Game"]);
      expect(await search("_")).toEqual(["100% Fun_Game"]);
      expect(await search("\\")).toEqual([]);
    });

    it("applies a category only when there is no search text", async () => {
      expect(await search("", "Racing")).toEqual(["Drift Legends", "Moto X3M"]);
      expect(await search("   ", "Arcade")).toEqual(["Super Snake"]);
      expect(await search("krunker", "Racing")).toEqual(["Krunker.io"]);
    });

    it("matches nothing for categories without a tag set", async () => {
      for (const category of ["Music", "Board", "Quick Play"] as const) {
        expect(await search("", category)).toEqual([]);
      }
    });

    it("is answered by the trigram index", async () => {
      const plan = await handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute(
          sql`explain select id from games where search_text like ${"%krunker%"}`,
        );
      });
      // PGlite and node-postgres both answer with { rows }.
      expect(JSON.stringify((plan as { rows: unknown[] }).rows)).toContain("games_search_text_trgm_idx");
    });
  });
});
