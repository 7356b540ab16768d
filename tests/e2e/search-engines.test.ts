import { describe, expect, it } from "vitest";
import { landingPages } from "../../content/landing";
import { blogPage } from "../../content/pages/blog";
import { CONTENT_PAGE_PATHS } from "../../content/pages/paths";
import { seedCatalog } from "../../content/catalog/seed-games";
import { BROKEN_GAME } from "./fixtures";
import { canonicalOf, jsonLdOf, metaOf } from "./html";
import { baseURL, expectInPage, get, setUpBrowserPage } from "./support";
import { RATING_PRIOR_VOTES } from "~/lib/constants";

const current = setUpBrowserPage();

// The portal is started with SITE_URL set to its own address.
const origin = baseURL;

/** Parses XML in Chromium: null when it is well-formed, else the parser's complaint. */
async function xmlError(xml: string): Promise<string | null> {
  return current.page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return doc.querySelector("parsererror")?.textContent ?? null;
  }, xml);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

async function fetchXml(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type"), path).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  expect(await xmlError(xml), path).toBeNull();
  return xml;
}

describe("sitemaps and robots.txt", () => {
  it("serves a well-formed sitemap index of content pages, landing pages, category pages and games", async () => {
    const index = await fetchXml("/sitemap.xml");
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([
      `${origin}/sitemaps/pages.xml`,
      `${origin}/sitemaps/landing-pages.xml`,
      `${origin}/sitemaps/categories.xml`,
      `${origin}/sitemaps/games-1.xml`,
    ]);
  });

  it("lists every landing page", async () => {
    const urls = locs(await fetchXml("/sitemaps/landing-pages.xml"));
    expect(urls.sort()).toEqual(landingPages.map((page) => `${origin}/${page.keyword}`).sort());
  });

  it("lists every game in the catalog", async () => {
    const urls = locs(await fetchXml("/sitemaps/games-1.xml"));
    const slugs = [...seedCatalog.map((game) => game.slug), BROKEN_GAME.slug];
    expect(urls.sort()).toEqual(slugs.map((slug) => `${origin}/game/${slug}`).sort());
  });

  it("lists the home page, every content page and every blog article", async () => {
    const urls = locs(await fetchXml("/sitemaps/pages.xml"));
    expect(urls).toEqual([
      `${origin}/`,
      ...CONTENT_PAGE_PATHS.map((path) => `${origin}/${path}`),
      ...blogPage.articles.map((article) => `${origin}/blog/${article.slug}`),
    ]);
    for (const url of urls) expect((await get(url.slice(origin.length))).status, url).toBe(200);
  });

  it("lists the category pages that have games, and none that is empty", async () => {
    const urls = locs(await fetchXml("/sitemaps/categories.xml"));
    expect(urls).toContain(`${origin}/category/multiplayer`);
    expect(urls).toContain(`${origin}/category/puzzle`);
    expect(urls).toContain(`${origin}/category/board`);
    expect(urls).toContain(`${origin}/category/quick-play`);
    expect(urls).not.toContain(`${origin}/category/music`);
  });

  it("answers an unknown sitemap with 404", async () => {
    expect((await get("/sitemaps/games-2.xml")).status).toBe(404);
    expect((await get("/sitemaps/%00")).status).toBe(404);
  });

  it("points robots to the sitemap index without naming the admin area, which says noindex itself", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const robots = await response.text();
    expect(robots.split("\n")).toEqual(expect.arrayContaining(["User-agent: *", "Disallow: /api/", `Sitemap: ${origin}/sitemap.xml`]));
    expect(robots.toLowerCase()).not.toContain("admin");
    expect((await get("/adminzowii")).headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });
});

describe("metadata in the server-rendered HTML", () => {
  it("gives the home page its canonical URL, Open Graph and Twitter tags and the Organization", async () => {
    const html = await (await get("/?q=snake")).text();
    expect(canonicalOf(html)).toBe(`${origin}/`);
    expect(metaOf(html, "description")).toMatch(/^Play free online games/);
    expect(metaOf(html, "keywords")).toContain("free online games");
    expect(metaOf(html, "og:url")).toBe(`${origin}/`);
    expect(metaOf(html, "twitter:card")).toBe("summary");
    expect(jsonLdOf(html)).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: "Zowii",
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
      },
    ]);
  });

  it("gives a game page its metadata, picture and VideoGame, rated once a visitor has voted", async () => {
    const html = await (await get("/game/tile-merge")).text();
    expect(canonicalOf(html)).toBe(`${origin}/game/tile-merge`);
    expect(metaOf(html, "og:image")).toMatch(new RegExp(`^${origin}/storage/game-thumbnails/`));
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
    expect(metaOf(html, "keywords")).toContain("puzzle");
    const [game] = jsonLdOf(html);
    expect(game).toMatchObject({
      "@type": "VideoGame",
      name: "Tile Merge",
      url: `${origin}/game/tile-merge`,
      offers: { price: "0", priceCurrency: "USD" },
    });
    expect(game).not.toHaveProperty("aggregateRating");

    const { page } = current;
    await page.goto("/game/tile-merge");
    await page.getByRole("button", { name: "5 stars", exact: true }).click();
    await page.getByText("Your rating: 5 of 5. Thanks!").waitFor();
    // The shared copy of the page may be a minute old; a path not yet cached (made-up query
    // parameters are the same page) renders afresh.
    const [rated] = jsonLdOf(await (await get("/game/tile-merge/")).text());
    // The rating shown: the vote weighed with RATING_PRIOR_VOTES votes of the starting one (4.5).
    const weighted = (4.5 * RATING_PRIOR_VOTES + 5) / (RATING_PRIOR_VOTES + 1);
    expect(rated).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: Math.round(weighted * 10) / 10, ratingCount: 1, bestRating: 5 },
    });
  });

  it("keeps the 404 page out of search results", async () => {
    const html = await (await get("/no/such/page")).text();
    expectInPage(html, '<meta name="robots" content="noindex"/>');
  });
});
