/**
 * The games of the listing pages, a page at a time: a category page's (most played first,
 * never a draft) and a keyword landing page's (its `gameSearch` words, or the most played
 * games when nothing matches the topic), and which landing pages the seed catalog leaves
 * without a game of their own.
 */
import { describe, expect, it } from "vitest";
import { landingPages, type LandingPage } from "../../content/landing";
import { seedCatalog } from "../../content/catalog/seed-games";
import { withCatalogChange } from "~/domain/catalog/changes.server";
import { categoryGames, searchGames } from "~/domain/catalog/reads.server";
import { putGame } from "~/domain/catalog/writes.server";
import type { Database } from "~/domain/db/connection.server";
import { landingGames } from "~/domain/content/landing-pages.server";
import { CATEGORY_PAGE_SIZE, LANDING_GAMES_LIMIT } from "~/lib/constants";
import { ENGINES, useTestDatabase } from "../support/test-database";

/** More puzzles than a category page and a landing page show, so both have a second page. */
const PUZZLES = CATEGORY_PAGE_SIZE + 7;

/** "brain-teaser-1" is played least, "brain-teaser-31" most; a racing game more than any. */
async function fillCatalog(db: Database) {
  await withCatalogChange(db, async (tx) => {
    const game = { description: "", gameUrl: "/games/snake/", thumbnail: "" };
    for (let n = 1; n <= PUZZLES; n += 1) {
      await putGame(tx, `brain-teaser-${n}`, { ...game, title: `Brain Teaser ${n}`, category: "Puzzle", tags: ["puzzle"], plays: n * 10 }, "keep");
    }
    await putGame(tx, "racer-one", { ...game, title: "Racer One", category: "Racing", tags: ["cars"], plays: 5_000 }, "keep");
    await putGame(tx, "draft-puzzle", { ...game, title: "Draft Puzzle", category: "Puzzle", tags: ["puzzle"], plays: 99_999, status: "draft" }, "keep");
    return true;
  });
}

const slugs = (list: { slug: string }[]) => list.map((game) => game.slug);
const teasers = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `brain-teaser-${from - i}`);

function landingPageSearching(words: string): LandingPage {
  const page = landingPages.find((candidate) => candidate.gameSearch === words);
  if (!page) throw new Error(`no landing page searches "${words}"`);
  return page;
}

describe.each(ENGINES)("listing pages' games on %s", (engine) => {
  const database = useTestDatabase(engine, fillCatalog);

  it("pages a category's games, most played first, never a draft, and says whether a page follows", async () => {
    const { db } = database;
    const first = await categoryGames(db, "Puzzle", { page: 1, pageSize: CATEGORY_PAGE_SIZE });
    expect(slugs(first.games)).toEqual(teasers(PUZZLES, PUZZLES - CATEGORY_PAGE_SIZE + 1));
    expect(first.hasNextPage).toBe(true);
    const second = await categoryGames(db, "Puzzle", { page: 2, pageSize: CATEGORY_PAGE_SIZE });
    expect(slugs(second.games)).toEqual(teasers(PUZZLES - CATEGORY_PAGE_SIZE, 1));
    expect(second.hasNextPage).toBe(false);
    expect(await categoryGames(db, "Puzzle", { page: 3, pageSize: CATEGORY_PAGE_SIZE })).toEqual({ games: [], hasNextPage: false });
    expect(slugs((await categoryGames(db, "Racing", { page: 1, pageSize: CATEGORY_PAGE_SIZE })).games)).toEqual(["racer-one"]);
  });

  it("lists nothing under a category none of whose tags a game holds", async () => {
    for (const category of ["Music", "Board", "Quick Play"] as const) {
      expect(await categoryGames(database.db, category, { page: 1, pageSize: CATEGORY_PAGE_SIZE })).toEqual({ games: [], hasNextPage: false });
    }
  });

  it("skips `offset` games of a search's own order", async () => {
    const all = slugs(await searchGames(database.db, { query: "teaser", limit: PUZZLES }));
    expect(all).toHaveLength(PUZZLES);
    expect(slugs(await searchGames(database.db, { query: "teaser", limit: 5, offset: 5 }))).toEqual(all.slice(5, 10));
    expect(await searchGames(database.db, { query: "teaser", limit: 5, offset: PUZZLES })).toEqual([]);
  });

  it("pages a landing page's games found by its search, and has no page past the last", async () => {
    const page = landingPageSearching("puzzle");
    const first = await landingGames(database.db, page, 1);
    expect(first).toMatchObject({ hasNextPage: true, mostPlayed: false });
    expect(first!.games).toHaveLength(LANDING_GAMES_LIMIT);
    const pages = Math.ceil(PUZZLES / LANDING_GAMES_LIMIT);
    const last = await landingGames(database.db, page, pages);
    expect(last).toMatchObject({ hasNextPage: false, mostPlayed: false });
    expect(last!.games).toHaveLength(PUZZLES - (pages - 1) * LANDING_GAMES_LIMIT);
    expect(await landingGames(database.db, page, pages + 1)).toBeNull();
  });

  it("shows one page of the most played games where nothing matches the topic", async () => {
    const page = landingPageSearching("wordle connections geoguessr");
    const fallback = await landingGames(database.db, page, 1);
    expect(fallback).toMatchObject({ hasNextPage: false, mostPlayed: true });
    expect(slugs(fallback!.games)).toEqual(["racer-one", ...teasers(PUZZLES, PUZZLES - LANDING_GAMES_LIMIT + 2)]);
    expect(await landingGames(database.db, page, 2)).toBeNull();
  });
});

/**
 * The landing pages whose `gameSearch` finds no seed game: on a new install they show the
 * most played games instead. A content author who gives one of them words that find games,
 * or adds a page that finds none, updates this list.
 */
const PAGES_WITHOUT_SEED_GAMES: string[] = [];

/** The seed games as a new install has them, without the title-card thumbnails search never reads. */
async function loadSeedGames(db: Database) {
  await withCatalogChange(db, async (tx) => {
    for (const game of seedCatalog) {
      await putGame(tx, game.slug, { ...game, thumbnail: "", publishedAt: new Date(game.publishedAt) }, "keep");
    }
    return true;
  });
}

describe.each(ENGINES)("landing pages on the seed catalog on %s", (engine) => {
  const database = useTestDatabase(engine, loadSeedGames);

  it("lists every landing page whose search finds no seed game", async () => {
    const unmatched: string[] = [];
    for (const page of landingPages) {
      if ((await landingGames(database.db, page, 1))?.mostPlayed) unmatched.push(page.keyword);
    }
    expect(unmatched).toEqual(PAGES_WITHOUT_SEED_GAMES);
  });
});
