import fs from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CATEGORIES, type Category } from "~/lib/categories";
import { PLACEHOLDER_THUMBNAIL } from "~/lib/constants";
import { games, type NewGameRow } from "~/domain/db/schema.server";
import { seedCatalog } from "../../content/catalog/seed-games";
import { actionGames, arcadeGames, featuredGame, gameBySlug, newGames, searchGames, trendingGames } from "~/domain/catalog/reads.server";
import { insertSeedGames } from "../support/catalog-games";
import { ENGINES, useTestDatabase } from "../support/test-database";

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
  const database = useTestDatabase(engine, async (db) => {
    await db.insert(games).values(fixtures);
  });

  describe("New Games", () => {
    it("lists the newest first, up to the limit", async () => {
      expect(titles(await newGames(database.db, 3))).toEqual(["Tile Merge", "Krunker.io", "Bloxd.io"]);
      expect(await newGames(database.db)).toHaveLength(fixtures.length);
    });

    it("applies the product's fallbacks to missing values", async () => {
      const [tileMerge] = await newGames(database.db, 1);
      expect(tileMerge).toMatchObject({
        title: "Tile Merge",
        thumbnail: PLACEHOLDER_THUMBNAIL,
        rating: 0,
        plays: 0,
        tags: [],
      });
      const snake = (await newGames(database.db)).find((game) => game.slug === "super-snake");
      expect(snake?.thumbnail).toBe(PLACEHOLDER_THUMBNAIL);
    });
  });

  it("ranks trending games by plays", async () => {
    expect(titles(await trendingGames(database.db, 3))).toEqual(["Krunker.io", "Bloxd.io", "Moto X3M"]);
  });

  it("fills the arcade and action lists from their categories' tags", async () => {
    expect(titles(await arcadeGames(database.db))).toEqual(["Super Snake"]);
    expect(titles(await actionGames(database.db))).toEqual(["Krunker.io", "Sword Clash"]);
  });

  it("finds a game by slug, ignoring case, and nothing for an unknown slug", async () => {
    const game = await gameBySlug(database.db, "Krunker-IO");
    expect(game).toMatchObject({ title: "Krunker.io", rating: 4.7, plays: 3_200_000, category: "Shooter" });
    expect(await gameBySlug(database.db, "no-such-game")).toBeNull();
  });

  it("returns the featured game for the hero", async () => {
    expect((await featuredGame(database.db))?.slug).toBe("bloxd-io");
  });

  describe("search", () => {
    const search = async (query: string, category?: Parameters<typeof searchGames>[1]["category"]) =>
      titles(await searchGames(database.db, { query, category })).sort();

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
      expect((await search("100%"))[0]).toBe("100% Fun_Game");
      expect(await search("%")).toEqual(["100% Fun_Game"]);
      expect(await search("_")).toEqual(["100% Fun_Game"]);
      expect(await search("\\")).toEqual([]);
    });

    it("applies a category only when there is no search text", async () => {
      expect(await search("", "Racing")).toEqual(["Drift Legends", "Moto X3M"]);
      expect(await search("   ", "Arcade")).toEqual(["Super Snake"]);
      expect(await search("krunker", "Racing")).toEqual(["Krunker.io"]);
    });

    it("matches nothing for categories none of whose tags a game holds", async () => {
      for (const category of ["Music", "Board", "Quick Play"] as const) {
        expect(await search("", category)).toEqual([]);
      }
    });

    it("is answered by the trigram index", async () => {
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute(sql`explain select id from games where search_text like ${"%krunker%"}`);
      });
      // PGlite and node-postgres both answer with { rows }.
      expect(JSON.stringify((plan as { rows: unknown[] }).rows)).toContain("games_search_text_trgm_idx");
    });
  });
});

/**
 * What each browsing category shows of the seed catalog, reviewed game by game: a game is
 * in a category because of what it is (its category, or a tag naming its genre), never
 * because of how it is played (pvp, multiplayer, classic, skill). Exact lists, so a game
 * that should not show fails as loudly as one that should.
 */
const SEED_CATEGORY_SLUGS: Record<Category, string[]> = {
  All: [],
  Action: [
    "krunker-io",
    "smash-karts",
    "shell-shockers",
    "1v1-lol",
    "zombsroyale-io",
    "diep-io",
    "moomoo-io",
    "venge-io",
    "narrow-one",
    "tank-trouble",
    "mope-io",
    "subway-surfers",
    "celeste-classic",
    "lordz-io",
    "taming-io",
    "yohoho-io",
    "deeeep-io",
    "starve-io",
    "temple-run-2",
    "kirka-io",
    "ovo",
    "arras-io",
    "stick-ranger",
    "ev-io",
  ],
  Adventure: [
    "geoguessr",
    "a-dark-room",
    "run-3",
    "fireboy-and-watergirl",
    "taming-io",
    "starve-io",
    "florr-io",
    "temple-run-2",
    "devast-io",
    "candy-box-2",
    "stick-ranger",
  ],
  Puzzle: [
    "tile-merge",
    "2048",
    "wordle",
    "skribbl-io",
    "tetr-io",
    "little-alchemy-2",
    "fireboy-and-watergirl",
    "codenames",
    "gartic-phone",
    "jstris",
    "world-of-solitaire",
    "connections",
    "quick-draw",
  ],
  Racing: ["smash-karts", "drift-hunters", "moto-x3m", "madalin-stunt-cars-2", "polytrack"],
  Sports: ["basketball-stars", "haxball", "qwop", "basket-random", "retro-bowl", "football-legends", "soccer-random", "basket-bros"],
  Strategy: [
    "paper-io-2",
    "lichess",
    "territorial-io",
    "codenames",
    "zombs-io",
    "generals-io",
    "lordz-io",
    "retro-bowl",
    "yorg-io",
    "dominion-online",
    "universal-paperclips",
    "hearts",
    "mapstd",
  ],
  Shooter: ["krunker-io", "shell-shockers", "1v1-lol", "zombsroyale-io", "diep-io", "venge-io", "narrow-one", "tank-trouble", "kirka-io", "arras-io", "ev-io"],
  Arcade: [
    "zowii-snake",
    "brick-breaker",
    "slither-io",
    "paper-io-2",
    "agar-io",
    "hole-io",
    "run-3",
    "fireboy-and-watergirl",
    "wormate-io",
    "slope",
    "subway-surfers",
    "celeste-classic",
    "powerline-io",
    "pac-man-google-doodle",
    "snowball-io",
    "football-legends",
    "little-big-snake",
    "ovo",
    "bonk-io",
    "typeracer",
    "basket-bros",
  ],
  Fighting: ["moomoo-io", "lordz-io", "taming-io", "yohoho-io", "starve-io"],
  Casual: [
    "zowii-snake",
    "tile-merge",
    "slither-io",
    "shell-shockers",
    "geoguessr",
    "paper-io-2",
    "cookie-clicker",
    "2048",
    "wordle",
    "agar-io",
    "skribbl-io",
    "hole-io",
    "basketball-stars",
    "little-alchemy-2",
    "a-dark-room",
    "wormate-io",
    "slope",
    "mope-io",
    "subway-surfers",
    "gartic-phone",
    "basket-random",
    "yohoho-io",
    "line-rider",
    "pac-man-google-doodle",
    "snowball-io",
    "slow-roads",
    "florr-io",
    "temple-run-2",
    "world-of-solitaire",
    "connections",
    "candy-box-2",
    "football-legends",
    "little-big-snake",
    "sandspiel",
    "bonk-io",
    "quick-draw",
    "universal-paperclips",
    "soccer-random",
    "hearts",
    "mapstd",
  ],
  Simulation: [
    "bloxd-io",
    "cookie-clicker",
    "minecraft-classic",
    "drift-hunters",
    "geofs",
    "line-rider",
    "slow-roads",
    "sandspiel",
    "universal-paperclips",
    "sandboxels",
    "powder-game",
  ],
  Multiplayer: seedCatalog.filter((game) => game.tags.includes("multiplayer") || game.tags.includes("io")).map((game) => game.slug),
  Music: [],
  Board: ["lichess", "codenames", "world-of-solitaire", "dominion-online", "hearts"],
  Retro: [
    "zowii-snake",
    "brick-breaker",
    "minecraft-classic",
    "celeste-classic",
    "jstris",
    "retro-bowl",
    "pac-man-google-doodle",
    "candy-box-2",
    "stick-ranger",
  ],
  "Quick Play": ["zowii-snake", "tile-merge", "brick-breaker", "2048", "slope", "qwop", "basket-random", "pac-man-google-doodle", "quick-draw"],
};

describe.each(ENGINES)("the seed catalog's categories and common names on %s", (engine) => {
  const database = useTestDatabase(engine, insertSeedGames);

  const slugsIn = async (category: Category) => (await searchGames(database.db, { category, limit: 1000 })).map((game) => game.slug).sort();

  it.each(CATEGORIES.filter((category) => category !== "All"))("shows exactly the reviewed games under %s", async (category) => {
    expect(await slugsIn(category)).toEqual([...SEED_CATEGORY_SLUGS[category]].sort());
  });

  it("keeps mode tags out of genres: no chess, falling-block or typing game is a fighting game, and TypeRacer is no racing game", async () => {
    const fighting = await slugsIn("Fighting");
    for (const slug of ["lichess", "tetr-io", "jstris", "typeracer", "krunker-io", "basketball-stars"]) expect(fighting).not.toContain(slug);
    expect(await slugsIn("Racing")).not.toContain("typeracer");
    expect(await slugsIn("Action")).not.toContain("lichess");
    expect(await slugsIn("Arcade")).not.toContain("lichess");
    expect(await slugsIn("Simulation")).not.toContain("1v1-lol");
  });

  it("finds falling-block games by the name people call them, within the one trigram search", async () => {
    const search = async (query: string) => titles(await searchGames(database.db, { query })).sort();
    expect(await search("tetris")).toEqual(["Jstris", "TETR.IO"]);
    expect(await search("TETRIS")).toEqual(["Jstris", "TETR.IO"]);
    expect(await search("breakout")).toEqual(["Brick Breaker"]);
    expect(await search("tetris chess")).toEqual(["Jstris", "Lichess", "TETR.IO"]);
  });

  it("corrects an install's seed games that still hold the old tags, and leaves an operator's edits alone", async () => {
    await database.db.execute(sql`update games set tags = array['puzzle','multiplayer','pvp','skill','classic','2d'] where slug = 'tetr-io'`);
    await database.db.execute(
      sql`update games set category = 'Racing', tags = array['typing','word','racing','multiplayer','skill','pvp'] where slug = 'typeracer'`,
    );
    await database.db.execute(sql`update games set tags = array['chess','my-own-tag'] where slug = 'lichess'`);
    const migration = fs.readFileSync("drizzle/0006_seed_genre_tags.sql", "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await database.db.execute(sql.raw(statement));
    const rows = await database.db.execute(sql`select slug, category, tags from games where slug in ('tetr-io', 'typeracer', 'lichess') order by slug`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { slug: "lichess", category: "Strategy", tags: ["chess", "my-own-tag"] },
      { slug: "tetr-io", category: "Puzzle", tags: ["puzzle", "falling-block", "multiplayer", "pvp", "skill", "classic", "2d"] },
      { slug: "typeracer", category: "Arcade", tags: ["typing", "keyboard", "skill", "multiplayer", "pvp"] },
    ]);
    expect(await slugsIn("Racing")).not.toContain("typeracer");
  });
});
