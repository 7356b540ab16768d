import { describe, expect, it } from "vitest";
import { landingPages } from "../../content/landing";
import { blogPage } from "../../content/pages/blog";
import { games } from "~/domain/db/schema.server";
import { loadSeedContent } from "~/domain/content/seed.server";
import { sitemapFiles, sitemapUrls } from "~/domain/web/sitemaps.server";
import { ENGINES, useTestDatabase } from "../support/test-database";

const site = { siteName: "Zowii", siteUrl: "https://play.zowii.example" };

describe.each(ENGINES)("sitemaps on %s", (engine) => {
  // The content pages, articles and landing pages the sitemaps list are the database's.
  const database = useTestDatabase(engine, loadSeedContent);

  it("lists one games sitemap even for an empty catalog, and it is empty", async () => {
    expect(await sitemapFiles(database.db)).toEqual(["pages.xml", "landing-pages.xml", "categories.xml", "games-1.xml"]);
    expect(await sitemapUrls(database.db, site, "categories.xml")).toEqual([]);
    expect(await sitemapUrls(database.db, site, "games-1.xml")).toEqual([]);
  });

  it("lists every game of the catalog, and no games sitemap past the last", async () => {
    await database.db.insert(games).values(
      ["zeta-game", "alpha-game", "mid-game"].map((slug) => ({
        slug,
        title: slug,
        gameUrl: "/games/snake/",
        category: "Arcade",
      })),
    );
    expect(await sitemapUrls(database.db, site, "games-1.xml")).toEqual([
      "https://play.zowii.example/game/alpha-game",
      "https://play.zowii.example/game/mid-game",
      "https://play.zowii.example/game/zeta-game",
    ]);
    expect(await sitemapUrls(database.db, site, "games-2.xml")).toBeNull();
  });

  it("lists the category pages that have games (by category or tag), never an empty one nor All", async () => {
    // The Arcade games above are in Arcade; this one is in Puzzle by its tag and Racing by its category.
    await database.db.insert(games).values({ slug: "tagged-game", title: "Tagged", gameUrl: "/games/snake/", category: "Racing", tags: ["logic"] });
    expect(await sitemapUrls(database.db, site, "categories.xml")).toEqual([
      "https://play.zowii.example/category/puzzle",
      "https://play.zowii.example/category/racing",
      "https://play.zowii.example/category/arcade",
    ]);
  });

  it("lists every landing page and the home and content pages, blog articles included", async () => {
    const landing = await sitemapUrls(database.db, site, "landing-pages.xml");
    expect(landing).toHaveLength(landingPages.length);
    expect(landing).toContain(`https://play.zowii.example/${landingPages[0]!.keyword}`);
    const pages = await sitemapUrls(database.db, site, "pages.xml");
    expect(pages).toContain("https://play.zowii.example/");
    expect(pages).toContain("https://play.zowii.example/refund-policy");
    expect(pages).toEqual(expect.arrayContaining(blogPage.articles.map((article) => `https://play.zowii.example/blog/${article.slug}`)));
    expect(new Set(pages).size).toBe(pages!.length);
  });

  it.each(["games-0.xml", "games-x.xml", "other.xml", "games-1.xml.gz", "games-9999999.xml"])("knows no sitemap called %s", async (file) => {
    expect(await sitemapUrls(database.db, site, file)).toBeNull();
  });
});
