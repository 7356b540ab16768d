/**
 * Manage Games on the server: 50 a page, four orders, filters by category, status, source
 * and host, search by title or category; bulk publish, unpublish and delete, each audited,
 * a game from a host that is not allowed staying a draft.
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withCatalogChange } from "~/domain/catalog/changes.server";
import { listManagedGames } from "~/domain/catalog/manage-list.server";
import { stripGames } from "~/domain/catalog/reads.server";
import { deleteGames, putGame, setGameStatus, setGamesStatus } from "~/domain/catalog/writes.server";
import { bulkDone } from "~/lib/admin-messages";
import { auditLog, games } from "~/domain/db/schema.server";
import { MANAGE_FILTERS, manageSearch, readManageFilters } from "~/lib/manage-filters";
import { ENGINES, useTestDatabase } from "../support/test-database";

const actor = { id: null, email: "operator@example.com" };
const hosts = { allowedHosts: ["play.example.com", "*.arcade.example"], siteUrl: "https://zowii.example" };
const filters = (raw: Record<string, unknown> = {}) => MANAGE_FILTERS.parse(raw);

describe.each(ENGINES)("Manage Games' list on %s", (engine) => {
  const database = useTestDatabase(engine, (db) =>
    withCatalogChange(db, async (tx) => {
      for (let n = 1; n <= 120; n += 1) {
        await putGame(
          tx,
          `game-${n}`,
          {
            title: `Game ${String(n).padStart(3, "0")}${n % 10 === 0 ? " Racer" : ""}`,
            description: "",
            gameUrl: n % 3 === 0 ? `https://cdn${n}.arcade.example/g/` : `https://play.example.com/${n}/`,
            thumbnail: "",
            category: n % 2 === 0 ? "Puzzle" : "Racing",
            tags: [],
            plays: n * 10,
            rating: (n % 5) + 0.5,
            status: n % 4 === 0 ? "draft" : "published",
            createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
          },
          "keep",
        );
      }
      await tx.update(games).set({ provider: "gamepix", providerId: "x-1", gameUrl: "https://elsewhere.example/g/" }).where(eq(games.slug, "game-7"));
      return true;
    }),
  );

  it("pages 50 at a time, newest first, and clamps a page past the end", async () => {
    const first = await listManagedGames(database.db);
    expect(first).toMatchObject({ total: 120, page: 1, pages: 3 });
    expect(first.games).toHaveLength(50);
    expect(first.games[0]!.title).toBe("Game 120 Racer");
    const last = await listManagedGames(database.db, filters({ page: 9 }));
    expect(last.page).toBe(3);
    expect(last.games).toHaveLength(20);
    expect(last.games.at(-1)!.title).toBe("Game 001");
  });

  it("sorts by title, plays and rating", async () => {
    expect((await listManagedGames(database.db, filters({ sort: "title" }))).games[0]!.title).toBe("Game 001");
    // Real plays first (none yet: a tie), then the starting figure; the plays shown are the real ones, as Analytics counts them.
    const byPlays = (await listManagedGames(database.db, filters({ sort: "plays" }))).games;
    expect(byPlays[0]!.title).toBe("Game 120 Racer");
    expect(byPlays[0]!.plays).toBe(0);
    const rated = (await listManagedGames(database.db, filters({ sort: "rating" }))).games.map((game) => game.rating);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
  });

  it("filters by category, status, source and host, and searches titles and categories", async () => {
    expect((await listManagedGames(database.db, filters({ category: "Puzzle" }))).total).toBe(60);
    expect((await listManagedGames(database.db, filters({ status: "draft" }))).total).toBe(30);
    expect((await listManagedGames(database.db, filters({ category: "Puzzle", status: "draft" }))).total).toBe(30);
    expect((await listManagedGames(database.db, filters({ provider: "gamepix" }))).games.map((game) => game.title)).toEqual(["Game 007"]);
    expect((await listManagedGames(database.db, filters({ provider: "manual" }))).total).toBe(119);
    expect((await listManagedGames(database.db, filters({ host: "elsewhere.example" }))).total).toBe(1);
    expect((await listManagedGames(database.db, filters({ host: "*.arcade.example" }))).total).toBe(40);
    expect((await listManagedGames(database.db, filters({ host: "PLAY.example.com" }))).total).toBe(79);
    expect((await listManagedGames(database.db, filters({ q: "RACER" }))).total).toBe(12);
    // A category's name finds its games: every Racing game, and the Puzzle racers by title.
    expect((await listManagedGames(database.db, filters({ q: "racing" }))).total).toBe(60);
    expect((await listManagedGames(database.db, filters({ q: "rac" }))).total).toBe(60 + 12);
    expect((await listManagedGames(database.db, filters({ q: "racer", category: "Racing" }))).total).toBe(0);
    expect((await listManagedGames(database.db, filters({ q: "%_" }))).total).toBe(0);
  });

  it("puts a game not rated yet after every rated one, in Manage and on the home strip", async () => {
    await database.db.update(games).set({ rating: null }).where(eq(games.slug, "game-5"));
    try {
      const rated = (await listManagedGames(database.db, filters({ sort: "rating", page: 3 }))).games;
      expect(rated.at(-1)!.title).toBe("Game 005");
      const strip = await stripGames(database.db, 200);
      expect(strip).toHaveLength(90);
      expect(strip.at(-1)!.slug).toBe("game-5");
    } finally {
      await database.db.update(games).set({ rating: 0.5 }).where(eq(games.slug, "game-5"));
    }
  });

  it("matches a wildcard host's subdomains only, and follows a game's changed URL", async () => {
    await database.db.update(games).set({ gameUrl: "https://Arcade.Example/g/" }).where(eq(games.slug, "game-1"));
    await database.db.update(games).set({ gameUrl: "https://cdn.arcade.example.evil/g/" }).where(eq(games.slug, "game-2"));
    try {
      expect((await listManagedGames(database.db, filters({ host: "*.arcade.example" }))).total).toBe(40);
      expect((await listManagedGames(database.db, filters({ host: "arcade.example" }))).games.map((game) => game.title)).toEqual(["Game 001"]);
      expect((await listManagedGames(database.db, filters({ host: "*.example.evil" }))).games.map((game) => game.title)).toEqual(["Game 002"]);
      expect((await listManagedGames(database.db, filters({ host: "*.example" }))).total).toBe(40 + 1 + 1);
    } finally {
      await database.db.update(games).set({ gameUrl: "https://play.example.com/1/" }).where(eq(games.slug, "game-1"));
      await database.db.update(games).set({ gameUrl: "https://play.example.com/2/" }).where(eq(games.slug, "game-2"));
    }
  });

  it("reads its address leniently and writes it back without defaults", () => {
    const read = readManageFilters(new URLSearchParams("page=abc&sort=sideways&category=Nope&status=draft&host=<script>&q=tank"));
    expect(read).toEqual({ q: "tank", page: 1, sort: "newest", category: undefined, status: "draft", provider: undefined, host: undefined });
    expect(manageSearch(read, { page: 2 })).toBe("?q=tank&page=2&status=draft");
    expect(manageSearch({ ...read, page: 4 }, { category: "Puzzle" })).toBe("?q=tank&category=Puzzle&status=draft");
  });

  it("publishes, unpublishes and deletes many games at once, each audited, hosts checked", async () => {
    await database.db.update(games).set({ status: "draft" }).where(eq(games.slug, "game-7"));
    const ids = (
      await database.db
        .select({ id: games.id, slug: games.slug })
        .from(games)
        .where(inArray(games.slug, ["game-4", "game-5", "game-7", "game-8"]))
    ).map((row) => row.id);
    const datesBefore = new Map(
      (await database.db.select({ slug: games.slug, publishedAt: games.publishedAt }).from(games).where(inArray(games.id, ids))).map((row) => [
        row.slug,
        row.publishedAt.getTime(),
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const published = await setGamesStatus(database.db, ids, "published", actor, hosts);
    // Game 005 was published already: left as it was, not counted, not audited again.
    expect(published.changed.sort()).toEqual(["Game 004", "Game 008"]);
    expect(published.unchanged).toEqual(["Game 005"]);
    expect(bulkDone("publish", published.changed.length, published.refused.length, published.unchanged.length)).toBe(
      "2 games published successfully! 1 game was published already. 1 game not published: their host is not on the list of allowed game hosts.",
    );
    // One game asked for the state it has: its title, as for a change, and nothing else.
    const [game4] = await database.db.select({ id: games.id }).from(games).where(eq(games.slug, "game-4"));
    expect(await setGameStatus(database.db, game4!.id, "published", actor, hosts)).toBe("Game 004");
    expect(published.refused).toEqual([{ title: "Game 007", message: expect.stringContaining("elsewhere.example") }]);
    // Newly published games lead New Games, whenever they were imported.
    const dates = await database.db.select({ slug: games.slug, publishedAt: games.publishedAt }).from(games).where(inArray(games.id, ids));
    for (const { slug, publishedAt } of dates) {
      if (slug === "game-4" || slug === "game-8") expect(publishedAt.getTime()).toBeGreaterThan(datesBefore.get(slug)!);
      else expect(publishedAt.getTime()).toBe(datesBefore.get(slug));
    }
    const unpublished = await setGamesStatus(database.db, ids, "draft", actor, hosts);
    expect(unpublished.changed.sort()).toEqual(["Game 004", "Game 005", "Game 008"]);
    expect(await deleteGames(database.db, [...ids, "no-such-id"], actor)).toHaveLength(4);
    expect(await database.db.$count(games)).toBe(116);
    const actions = (await database.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
    expect(actions.filter((action) => action === "published game")).toHaveLength(2);
    expect(actions.filter((action) => action === "unpublished game")).toHaveLength(3);
    expect(actions.filter((action) => action === "deleted game")).toHaveLength(4);
  });
});
