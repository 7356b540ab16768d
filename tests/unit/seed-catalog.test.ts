import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_TAGS, PUBLISH_CATEGORIES } from "~/lib/categories";
import { isValidSlug } from "~/lib/game";
import { DEFAULT_ALLOWED_GAME_HOSTS } from "~/domain/platform/config.server";
import { categoryMap } from "../../content/catalog/category-map";
import { seedCatalog } from "../../content/catalog/seed-games";

const isSafeGameUrl = (url: string) => url.startsWith("https://") || /^\/games\/[a-z0-9-]+\/$/.test(url);

describe("seed catalog", () => {
  it("holds at least 60 games with unique slugs, titles and URLs", () => {
    expect(seedCatalog.length).toBeGreaterThanOrEqual(60);
    for (const key of ["slug", "title", "gameUrl"] as const) {
      expect(new Set(seedCatalog.map((game) => game[key])).size, key).toBe(seedCatalog.length);
    }
  });

  it("gives every game a kebab-case slug, a safe URL, a paragraph, a category and tags", () => {
    for (const game of seedCatalog) {
      expect(isValidSlug(game.slug), game.slug).toBe(true);
      expect(isSafeGameUrl(game.gameUrl), game.gameUrl).toBe(true);
      expect(game.description.length, game.slug).toBeGreaterThan(100);
      expect(PUBLISH_CATEGORIES, game.slug).toContain(game.category);
      expect(game.tags.length, game.slug).toBeGreaterThanOrEqual(3);
      expect(game.rating).toBeGreaterThanOrEqual(0);
      expect(game.rating).toBeLessThanOrEqual(5);
      expect(Number.isNaN(Date.parse(game.publishedAt)), game.slug).toBe(false);
    }
  });

  it("covers every browsing category but Music with at least three games", () => {
    // Music comes with the distributors' feeds (content/catalog/category-map.ts): no seed
    // game is one, so the category bar leaves it out until one is published.
    for (const category of CATEGORIES) {
      if (category === "All") continue;
      const tags = CATEGORY_TAGS[category];
      expect(tags, category).toBeDefined();
      if (category === "Music" || !tags) continue;
      const matching = seedCatalog.filter((game) => game.category === category || game.tags.some((tag) => tags.includes(tag)));
      expect(matching.length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it("maps the distributors' music, board, card and hyper-casual games into Music, Board and Quick Play", () => {
    const cases = {
      music: "Music",
      rhythm: "Music",
      boardgames: "Board",
      chess: "Board",
      "mahjong & connect": "Board",
      cards: "Board",
      hypercasual: "Quick Play",
    } as const;
    for (const [feedCategory, category] of Object.entries(cases)) {
      const tags = categoryMap["*"]![feedCategory]?.tags ?? [];
      expect(
        tags.some((tag) => CATEGORY_TAGS[category]!.includes(tag)),
        feedCategory,
      ).toBe(true);
    }
  });

  it("has the two detail-page games with the product's figures, and one featured game", () => {
    const bySlug = new Map(seedCatalog.map((game) => [game.slug, game]));
    expect(bySlug.get("bloxd-io")).toMatchObject({ rating: 4.8, plays: 2_500_000 });
    expect(bySlug.get("krunker-io")).toMatchObject({ rating: 4.7, plays: 3_200_000 });
    for (const slug of ["bloxd-io", "krunker-io"]) {
      expect(bySlug.get(slug)?.developer, slug).toBeTruthy();
      expect(bySlug.get(slug)?.releaseDate, slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(seedCatalog.filter((game) => game.featured)).toHaveLength(1);
  });

  it("includes the portal's own games, served from /games/", () => {
    const own = seedCatalog.filter((game) => game.gameUrl.startsWith("/games/"));
    expect(own.map((game) => game.gameUrl).sort()).toEqual(["/games/brick-breaker/", "/games/snake/", "/games/tile-merge/"]);
  });

  it("comes from hosts the default allow-list lets a game be published from", () => {
    const hosts = seedCatalog.flatMap((game) => (URL.canParse(game.gameUrl) ? [new URL(game.gameUrl).host] : []));
    expect(hosts.filter((host) => !DEFAULT_ALLOWED_GAME_HOSTS.includes(host))).toEqual([]);
  });
});
