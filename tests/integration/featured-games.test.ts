/**
 * The operator's picks for the home page: one hero game and games pinned to Trending's
 * first places in an order, the rest by plays. Only published games hold either; one taken
 * back to drafts or deleted gives its places up; every change is audited. Then the panel's
 * Featured section and Manage's cards over real HTTP, as an admin and as anyone else.
 */
import { eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withCatalogChange } from "~/domain/catalog/changes.server";
import {
  clearHeroGame,
  FEATURED_MESSAGES,
  featuredSelection,
  moveTrendingPin,
  pinTrending,
  setHeroGame,
  unpinTrending,
} from "~/domain/catalog/featured.server";
import { featuredGame, trendingGames } from "~/domain/catalog/reads.server";
import { checkCatalogFile, exportCatalog, importCatalog } from "~/domain/catalog/transfer.server";
import { deleteGames, putGame, setGamesStatus } from "~/domain/catalog/writes.server";
import type { Database } from "~/domain/db/connection.server";
import { auditLog, games } from "~/domain/db/schema.server";
import { sendBackToDrafts } from "~/domain/feeds/thumbnail-fetch.server";
import { TRENDING_GAMES_LIMIT } from "~/lib/constants";
import { gameIdOf } from "../support/catalog-games";
import { ADMIN_PATH } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { PANEL_OWNER, startPanelInstall } from "../support/panel-install";
import { setUpInstall } from "../support/portal-install";
import { ENGINES, useTestDatabase } from "../support/test-database";

const actor = { id: null, email: "operator@example.com" };
const hosts = { allowedHosts: ["play.example.com"], siteUrl: "https://zowii.example" };
/** More published games than Trending shows, so the cap on pins can be reached. */
const PUBLISHED = TRENDING_GAMES_LIMIT + 4;

/** Game 1 is played least, game 24 most; "draft-game" is a draft. */
async function fillCatalog(db: Database) {
  await withCatalogChange(db, async (tx) => {
    for (let n = 1; n <= PUBLISHED; n += 1) {
      await putGame(
        tx,
        `game-${n}`,
        { title: `Game ${n}`, description: "", gameUrl: `https://play.example.com/${n}/`, thumbnail: "", category: "Puzzle", tags: [], plays: n * 100 },
        "keep",
      );
    }
    await putGame(
      tx,
      "draft-game",
      {
        title: "Draft Game",
        description: "",
        gameUrl: "https://play.example.com/d/",
        thumbnail: "",
        category: "Puzzle",
        tags: [],
        plays: 999_999,
        status: "draft",
      },
      "keep",
    );
    return true;
  });
}

async function pinnedSlugs(db: Database): Promise<string[]> {
  return (await featuredSelection(db)).pins.map((pin) => pin.slug);
}

/** Every pin as stored, in order: the places must run 1..n. */
async function storedPins(db: Database): Promise<[string, number][]> {
  const rows = await db.select({ slug: games.slug, pin: games.trendingPin }).from(games).where(isNotNull(games.trendingPin)).orderBy(games.trendingPin);
  return rows.map((row) => [row.slug, row.pin!]);
}

async function heroes(db: Database): Promise<string[]> {
  return (await db.select({ slug: games.slug }).from(games).where(eq(games.featured, true))).map((row) => row.slug);
}

async function audited(db: Database, action: string): Promise<string[]> {
  return (await db.select({ target: auditLog.target }).from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id)).map((row) => row.target);
}

async function resetPicks(db: Database) {
  await db.update(games).set({ featured: false, trendingPin: null });
}

describe.each(ENGINES)("the hero and Trending's pins on %s", (engine) => {
  const database = useTestDatabase(engine, fillCatalog);

  it("makes one published game the hero at a time, refuses a draft, and clears it", async () => {
    const db = database.db;
    await resetPicks(db);
    expect(await setHeroGame(db, await gameIdOf(db, "game-3"), actor)).toBe("Game 3");
    expect(await heroes(db)).toEqual(["game-3"]);
    expect((await featuredGame(db))?.slug).toBe("game-3");

    // The old hero gives way in the same change: never two, never none in between.
    expect(await setHeroGame(db, await gameIdOf(db, "game-5"), actor)).toBe("Game 5");
    expect(await heroes(db)).toEqual(["game-5"]);
    expect((await featuredSelection(db)).hero).toMatchObject({ slug: "game-5", title: "Game 5", hidden: false });

    await expect(setHeroGame(db, await gameIdOf(db, "game-5"), actor)).rejects.toThrow("Game 5 is already the hero game.");
    await expect(setHeroGame(db, await gameIdOf(db, "draft-game"), actor)).rejects.toThrow(FEATURED_MESSAGES.heroNotPublished);
    expect(await setHeroGame(db, "no-such-game", actor)).toBeNull();
    expect(await heroes(db)).toEqual(["game-5"]);

    expect(await clearHeroGame(db, actor)).toBe("Game 5");
    expect(await heroes(db)).toEqual([]);
    await expect(clearHeroGame(db, actor)).rejects.toThrow(FEATURED_MESSAGES.noHero);
    // With no hero chosen the most played published game shows, pinned or not.
    await pinTrending(db, await gameIdOf(db, "game-1"), actor);
    expect((await featuredGame(db))?.slug).toBe(`game-${PUBLISHED}`);

    expect(await audited(db, "set hero game")).toEqual(["Game 3 (game-3)", "Game 5 (game-5)"]);
    expect(await audited(db, "cleared hero game")).toEqual(["Game 5 (game-5)"]);
  });

  it("pins games in the order they are pinned, moves and unpins them, keeping places 1..n", async () => {
    const db = database.db;
    await resetPicks(db);
    for (const slug of ["game-2", "game-7", "game-4"]) await pinTrending(db, await gameIdOf(db, slug), actor);
    expect(await storedPins(db)).toEqual([
      ["game-2", 1],
      ["game-7", 2],
      ["game-4", 3],
    ]);

    await expect(pinTrending(db, await gameIdOf(db, "game-7"), actor)).rejects.toThrow("Game 7 is already pinned to Trending (place 2).");
    await expect(pinTrending(db, await gameIdOf(db, "draft-game"), actor)).rejects.toThrow(FEATURED_MESSAGES.pinNotPublished);
    expect(await pinTrending(db, "no-such-game", actor)).toBeNull();

    expect(await moveTrendingPin(db, await gameIdOf(db, "game-4"), "up", actor)).toBe("Game 4");
    expect(await storedPins(db)).toEqual([
      ["game-2", 1],
      ["game-4", 2],
      ["game-7", 3],
    ]);
    expect(await moveTrendingPin(db, await gameIdOf(db, "game-2"), "down", actor)).toBe("Game 2");
    expect(await pinnedSlugs(db)).toEqual(["game-4", "game-2", "game-7"]);
    await expect(moveTrendingPin(db, await gameIdOf(db, "game-4"), "up", actor)).rejects.toThrow("Game 4 is already first in Trending.");
    await expect(moveTrendingPin(db, await gameIdOf(db, "game-7"), "down", actor)).rejects.toThrow("Game 7 is already last in Trending.");
    await expect(moveTrendingPin(db, await gameIdOf(db, "game-9"), "up", actor)).rejects.toThrow("Game 9 is not pinned to Trending.");

    expect(await unpinTrending(db, await gameIdOf(db, "game-4"), actor)).toBe("Game 4");
    expect(await storedPins(db)).toEqual([
      ["game-2", 1],
      ["game-7", 2],
    ]);
    await expect(unpinTrending(db, await gameIdOf(db, "game-4"), actor)).rejects.toThrow("Game 4 is not pinned to Trending.");

    expect(await audited(db, "moved trending pin")).toEqual(["Game 4 (game-4) to place 2", "Game 2 (game-2) to place 2"]);
    expect(await audited(db, "unpinned trending game")).toEqual(["Game 4 (game-4)"]);
    expect((await audited(db, "pinned trending game")).slice(-3)).toEqual([
      "Game 2 (game-2) at place 1",
      "Game 7 (game-7) at place 2",
      "Game 4 (game-4) at place 3",
    ]);
  });

  it("shows the pins first in Trending, then the rest by plays without the pinned ones, up to the limit", async () => {
    const db = database.db;
    await resetPicks(db);
    for (const slug of ["game-2", "game-7"]) await pinTrending(db, await gameIdOf(db, slug), actor);
    const trending = (await trendingGames(db)).map((game) => game.slug);
    const byPlays = Array.from({ length: PUBLISHED }, (_, i) => `game-${PUBLISHED - i}`).filter((slug) => slug !== "game-2" && slug !== "game-7");
    expect(trending).toEqual(["game-2", "game-7", ...byPlays].slice(0, TRENDING_GAMES_LIMIT));
    expect(trending).not.toContain("draft-game");
    expect((await trendingGames(db, 1)).map((game) => game.slug)).toEqual(["game-2"]);
    expect((await trendingGames(db, 3)).map((game) => game.slug)).toEqual(["game-2", "game-7", `game-${PUBLISHED}`]);
  });

  it(`pins at most ${TRENDING_GAMES_LIMIT} games, Trending's size`, async () => {
    const db = database.db;
    await resetPicks(db);
    for (let n = 1; n <= TRENDING_GAMES_LIMIT; n += 1) await pinTrending(db, await gameIdOf(db, `game-${n}`), actor);
    await expect(pinTrending(db, await gameIdOf(db, `game-${PUBLISHED}`), actor)).rejects.toThrow(FEATURED_MESSAGES.pinsFull);
    expect((await storedPins(db)).map(([, pin]) => pin)).toEqual(Array.from({ length: TRENDING_GAMES_LIMIT }, (_, i) => i + 1));
    // Trending is then the operator's list alone.
    expect((await trendingGames(db)).map((game) => game.slug)).toEqual(Array.from({ length: TRENDING_GAMES_LIMIT }, (_, i) => `game-${i + 1}`));
  });

  it("takes a game that goes back to drafts or is deleted off the hero and the pins, closing up the places", async () => {
    const db = database.db;
    await resetPicks(db);
    for (const slug of ["game-10", "game-11", "game-12", "game-13", "game-14"]) await pinTrending(db, await gameIdOf(db, slug), actor);
    await setHeroGame(db, await gameIdOf(db, "game-11"), actor);

    await setGamesStatus(db, [await gameIdOf(db, "game-11")], "draft", actor, hosts);
    expect(await heroes(db)).toEqual([]);
    expect(await storedPins(db)).toEqual([
      ["game-10", 1],
      ["game-12", 2],
      ["game-13", 3],
      ["game-14", 4],
    ]);
    // Published again, it is neither: the operator picks it again if they want it.
    await setGamesStatus(db, [await gameIdOf(db, "game-11")], "published", actor, hosts);
    expect(await heroes(db)).toEqual([]);
    expect(await pinnedSlugs(db)).not.toContain("game-11");

    await setHeroGame(db, await gameIdOf(db, "game-12"), actor);
    await deleteGames(db, [await gameIdOf(db, "game-12"), await gameIdOf(db, "game-10")], actor);
    expect(await heroes(db)).toEqual([]);
    expect(await storedPins(db)).toEqual([
      ["game-13", 1],
      ["game-14", 2],
    ]);

    // A thumbnail that could not be fetched takes the game off the site, and off its pin.
    await sendBackToDrafts(db, await gameIdOf(db, "game-13"), "Its thumbnail could not be used");
    expect(await storedPins(db)).toEqual([["game-14", 1]]);
    expect(await audited(db, "unpublished game")).toEqual(["Game 11 (game-11)", "Game 13 (game-13): Its thumbnail could not be used"]);
  });

  it("carries the pins through the catalog file, and refuses a place that is no place", async () => {
    const db = database.db;
    await resetPicks(db);
    for (const slug of ["game-20", "game-15"]) await pinTrending(db, await gameIdOf(db, slug), actor);
    const file = await exportCatalog(db);
    expect(file.games.filter((game) => game.trendingPin !== undefined).map((game) => [game.slug, game.trendingPin])).toEqual(
      expect.arrayContaining([
        ["game-20", 1],
        ["game-15", 2],
      ]),
    );
    expect(file.games.filter((game) => game.trendingPin !== undefined)).toHaveLength(2);

    // The file's pins replace the catalog's, in the file's order.
    await unpinTrending(db, await gameIdOf(db, "game-20"), actor);
    await pinTrending(db, await gameIdOf(db, "game-3"), actor);
    const config = { allowedGameHosts: hosts.allowedHosts, siteUrl: hosts.siteUrl };
    await importCatalog(db, await checkCatalogFile(JSON.stringify(file), config), "catalog.json");
    expect(await storedPins(db)).toEqual([
      ["game-20", 1],
      ["game-15", 2],
    ]);

    const spoiled = (change: (game: (typeof file.games)[number]) => void) => {
      const copy = structuredClone(file);
      change(copy.games.find((game) => game.slug === "game-5")!);
      return JSON.stringify(copy);
    };
    for (const [what, content, message] of [
      ["place 0", spoiled((game) => (game.trendingPin = 0)), `trendingPin: expected a place in Trending from 1 to ${TRENDING_GAMES_LIMIT}`],
      ["place 2.5", spoiled((game) => (game.trendingPin = 2.5)), "trendingPin: expected a place in Trending"],
      ["a text", spoiled((game) => Object.assign(game, { trendingPin: "1" })), "trendingPin: expected a place in Trending"],
      ["a place past Trending", spoiled((game) => (game.trendingPin = TRENDING_GAMES_LIMIT + 1)), "trendingPin: expected a place in Trending"],
      ["a place taken", spoiled((game) => (game.trendingPin = 1)), /trendingPin: game-(5|20) is pinned at place 1 too/],
      [
        "a pinned draft",
        spoiled((game) => Object.assign(game, { trendingPin: 3, status: "draft" })),
        "trendingPin: only a published game can be pinned to Trending",
      ],
      ["a draft hero", spoiled((game) => Object.assign(game, { featured: true, status: "draft" })), "featured: only a published game can be the hero"],
    ] as const) {
      await expect(checkCatalogFile(content, config), what).rejects.toThrow(message);
    }
  });
});

describe("the panel's Featured section and Manage's cards over HTTP", () => {
  const FEATURED = `${ADMIN_PATH}/featured`;
  const MANAGE = `${ADMIN_PATH}/manage`;
  const install = setUpInstall(startPanelInstall, async ({ db }) => {
    await db.query("update games set featured = false");
  });

  const row = async (slug: string) =>
    (await install.db.query("select id, title, featured, trending_pin from games where slug = $1", [slug])).rows[0] as {
      id: string;
      title: string;
      featured: boolean;
      trending_pin: number | null;
    };
  const mostPlayed = async (count: number) =>
    (await install.db.query("select slug from games where status = 'published' order by plays desc, id desc limit $1", [count])).rows.map(
      (r) => r.slug as string,
    );
  const snapshot = async () =>
    (
      await install.db.query(
        "select (select string_agg(slug || ':' || featured || ':' || coalesce(trending_pin, 0), ',' order by slug) from games) as games, (select count(*)::int from audit_log) as audit",
      )
    ).rows[0];
  const post = async (client: HttpClient, path: string, fields: Record<string, string>) => {
    const response = await client.post(`${path}.data`, fields);
    return { status: response.status, text: await response.text() };
  };

  /** The titles of the home page's Trending Games, in order. */
  async function homeTrending(): Promise<string[]> {
    const html = await (await fetch(`${install.portal.url}/`)).text();
    const start = html.indexOf('id="section-trending-games"');
    expect(start).toBeGreaterThan(-1);
    const section = html.slice(start, html.indexOf("</section>", start));
    return [...section.matchAll(/href="\/game\/([^"?]+)"/g)].map((match) => match[1]!).filter((slug, index, all) => all.indexOf(slug) === index);
  }

  it("pins, reorders and unpins from the Featured section; the home page's Trending follows at once", async () => {
    const [top, second, third] = await mostPlayed(3);
    expect(await homeTrending()).toEqual(expect.arrayContaining([top, second, third]));
    const a = await row(third!);
    const b = await row(second!);

    const empty = await (await install.admin.get(FEATURED)).text();
    expect(empty).toContain(">Featured</h2>");
    expect(empty).toContain("No hero chosen: the most played game shows in its place.");
    expect(empty).toContain("No games pinned: Trending shows the most played games.");
    expect(empty).toContain(`aria-label="Pin to Trending ${a.title}"`);

    expect(await post(install.admin, FEATURED, { intent: "pin", id: a.id })).toMatchObject({
      status: 200,
      text: expect.stringContaining(`${a.title} pinned to Trending.`),
    });
    expect(await post(install.admin, FEATURED, { intent: "pin", id: b.id })).toMatchObject({ status: 200 });
    expect((await homeTrending()).slice(0, 3)).toEqual([third, second, top]);

    const listed = await (await install.admin.get(FEATURED)).text();
    const pins = listed.slice(listed.indexOf('aria-label="Trending Pins"'), listed.indexOf("</ol>", listed.indexOf('aria-label="Trending Pins"')));
    expect(pins.indexOf(a.title)).toBeLessThan(pins.indexOf(b.title));
    expect(pins).toContain(`aria-label="Move up ${b.title}"`);
    expect(pins).toContain(`aria-label="Unpin ${a.title}"`);

    expect(await post(install.admin, FEATURED, { intent: "move-pin", id: b.id, direction: "up" })).toMatchObject({
      status: 200,
      text: expect.stringContaining(`${b.title} moved up in Trending.`),
    });
    expect((await homeTrending()).slice(0, 3)).toEqual([second, third, top]);
    expect(await post(install.admin, FEATURED, { intent: "move-pin", id: b.id, direction: "up" })).toMatchObject({
      status: 400,
      text: expect.stringContaining(`${b.title} is already first in Trending.`),
    });

    expect(await post(install.admin, FEATURED, { intent: "unpin", id: b.id })).toMatchObject({
      status: 200,
      text: expect.stringContaining(`${b.title} unpinned from Trending.`),
    });
    expect((await row(third!)).trending_pin).toBe(1);
    expect(
      Number(
        (
          await install.db.query(
            "select count(*) from audit_log where actor_email = $1 and action in ('pinned trending game', 'moved trending pin', 'unpinned trending game')",
            [PANEL_OWNER.email],
          )
        ).rows[0].count,
      ),
    ).toBe(4);
  });

  it("makes the hero and clears it, from the Featured section and from Manage's cards", async () => {
    const game = await row((await mostPlayed(5))[4]!);
    expect(await post(install.admin, FEATURED, { intent: "make-hero", id: game.id })).toMatchObject({
      status: 200,
      text: expect.stringContaining(`${game.title} is now the hero game.`),
    });
    const html = await (await install.admin.get(FEATURED)).text();
    expect(html).toContain(`aria-label="Clear hero ${game.title}"`);
    expect(html).not.toContain(`aria-label="Make hero ${game.title}"`);

    const otherSlug = (await mostPlayed(6))[5]!;
    const other = await row(otherSlug);
    expect(await post(install.admin, MANAGE, { intent: "make-hero", id: other.id })).toMatchObject({
      status: 200,
      text: expect.stringContaining(`${other.title} is now the hero game.`),
    });
    expect((await install.db.query("select slug from games where featured")).rows).toEqual([{ slug: otherSlug }]);
    expect(await post(install.admin, MANAGE, { intent: "pin", id: other.id })).toMatchObject({ status: 200 });
    expect((await row(otherSlug)).trending_pin).not.toBeNull();
    const manage = await (await install.admin.get(`${MANAGE}?q=${encodeURIComponent(other.title)}`)).text();
    expect(manage).toContain(`aria-label="Unpin ${other.title}"`);
    expect(manage).toContain(">Hero<");

    expect(await post(install.admin, FEATURED, { intent: "clear-hero" })).toMatchObject({
      status: 200,
      text: expect.stringContaining(`${other.title} is no longer the hero game.`),
    });
    expect(await post(install.admin, FEATURED, { intent: "clear-hero" })).toMatchObject({
      status: 400,
      text: expect.stringContaining(FEATURED_MESSAGES.noHero),
    });
    expect(
      Number(
        (
          await install.db.query("select count(*) from audit_log where actor_email = $1 and action in ('set hero game', 'cleared hero game')", [
            PANEL_OWNER.email,
          ])
        ).rows[0].count,
      ),
    ).toBe(3);
  });

  it("says on the Featured section which picks visitors do not see, being hidden as broken", async () => {
    const [heroSlug, pinSlug, shownSlug] = (await mostPlayed(10)).slice(7);
    const [hero, pinned, shown] = [await row(heroSlug!), await row(pinSlug!), await row(shownSlug!)];
    expect(await post(install.admin, FEATURED, { intent: "make-hero", id: hero.id })).toMatchObject({ status: 200 });
    for (const game of [pinned, shown]) expect(await post(install.admin, FEATURED, { intent: "pin", id: game.id })).toMatchObject({ status: 200 });
    const before = await (await install.admin.get(FEATURED)).text();
    expect(before).not.toContain("Hidden from the site as broken");

    await install.db.query("update games set hidden_broken = true where id = any($1)", [[hero.id, pinned.id]]);
    const html = await (await install.admin.get(FEATURED)).text();
    expect(html).toContain("Hidden from the site as broken: the most played game shows in its place until this one works again (see Health).");
    const pins = html.slice(html.indexOf('aria-label="Trending Pins"'), html.indexOf("</ol>", html.indexOf('aria-label="Trending Pins"')));
    const rowOf = (title: string) => pins.slice(pins.indexOf(title), pins.indexOf("</li>", pins.indexOf(title)));
    expect(rowOf(pinned.title)).toContain("Hidden from the site as broken: Trending leaves it out until it works again (see Health).");
    expect(rowOf(shown.title)).not.toContain("Hidden from the site as broken");

    await install.db.query("update games set hidden_broken = false where id = any($1)", [[hero.id, pinned.id]]);
    for (const game of [pinned, shown]) expect(await post(install.admin, FEATURED, { intent: "unpin", id: game.id })).toMatchObject({ status: 200 });
    expect(await post(install.admin, FEATURED, { intent: "clear-hero" })).toMatchObject({ status: 200 });
  });

  it("finds published games by text, never drafts", async () => {
    const draft = await row((await mostPlayed(7))[6]!);
    await install.db.query("update games set status = 'draft' where id = $1", [draft.id]);
    const found = await (await install.admin.get(`${FEATURED}?q=${encodeURIComponent(draft.title)}`)).text();
    expect(found).not.toContain(`aria-label="Make hero ${draft.title}"`);
    expect(await post(install.admin, FEATURED, { intent: "make-hero", id: draft.id })).toMatchObject({
      status: 400,
      text: expect.stringContaining(FEATURED_MESSAGES.heroNotPublished),
    });
    expect(await post(install.admin, MANAGE, { intent: "pin", id: draft.id })).toMatchObject({
      status: 400,
      text: expect.stringContaining(FEATURED_MESSAGES.pinNotPublished),
    });
    await install.db.query("update games set status = 'published' where id = $1", [draft.id]);
    const again = await (await install.admin.get(`${FEATURED}?q=${encodeURIComponent(draft.title)}`)).text();
    expect(again).toContain(`aria-label="Make hero ${draft.title}"`);
    const results = again.slice(again.indexOf('aria-label="Published games"'));
    expect(results.match(/aria-label="Make hero /g)!.length).toBeLessThanOrEqual(20);
  });

  it.each([
    ["an unknown intent", { intent: "promote", id: "x" }, 400, "Unknown request"],
    ["a direction that is none", { intent: "move-pin", id: "x", direction: "sideways" }, 400, "Unknown request"],
    ["an id too long", { intent: "pin", id: "x".repeat(101) }, 404, "Game not found"],
    ["no id", { intent: "make-hero" }, 404, "Game not found"],
    ["a game that is not there", { intent: "unpin", id: "no-such-game" }, 404, "Game not found"],
  ] as const)("answers %s with a message, not an error, and changes nothing", async (_, fields, status, message) => {
    const before = await snapshot();
    for (const path of [FEATURED, MANAGE]) {
      expect(await post(install.admin, path, fields), path).toMatchObject({ status, text: expect.stringContaining(message) });
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ["signed out", 401, () => new HttpClient(install.portal.url)],
    ["signed in without the admin role", 403, () => install.member],
  ] as const)("answers the section and its actions %s with %i, and changes nothing", async (_, status, client) => {
    const game = await row((await mostPlayed(1))[0]!);
    const before = await snapshot();
    expect((await client().get(`${FEATURED}.data`)).status).toBe(status);
    const html = await (await client().get(FEATURED)).text();
    expect(html).not.toContain(">Featured</h2>");
    const attempts: Record<string, string>[] = [{ intent: "make-hero", id: game.id }, { intent: "pin", id: game.id }, { intent: "clear-hero" }];
    for (const fields of attempts) {
      expect((await client().post(`${FEATURED}.data`, fields)).status, fields.intent).toBe(status);
      expect((await client().post(`${MANAGE}.data`, fields)).status, fields.intent).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });
});
