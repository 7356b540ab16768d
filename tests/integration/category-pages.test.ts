/**
 * The category pages and the keyword landing pages' games over HTTP, as a crawler and a
 * browser without JavaScript read them, from the production build on a catalog of its
 * own: more puzzles than a page shows, one racing game, nothing for the other categories.
 */
import { describe, expect, it } from "vitest";
import { landingPages } from "../../content/landing";
import { CATEGORIES, categorySlug } from "~/lib/categories";
import { CATEGORY_PAGE_SIZE, LANDING_GAMES_LIMIT, NOT_FOUND_GAMES_LIMIT } from "~/lib/constants";
import { gameRow, startBareInstall } from "../support/bare-install";
import { setUpInstall } from "../support/portal-install";
import { canonicalOf, decodeEntities, jsonLdOf, metaOf, titleOf } from "../e2e/html";

const PUZZLES = CATEGORY_PAGE_SIZE + 6;
const install = setUpInstall(() =>
  startBareInstall([
    ...Array.from({ length: PUZZLES }, (_, i) =>
      gameRow(`brain-teaser-${i + 1}`, `Brain Teaser ${i + 1}`, { category: "Puzzle", tags: ["puzzle"], plays: (i + 1) * 10 }),
    ),
    gameRow("racer-one", "Racer One", { category: "Racing", tags: ["cars"], plays: 5_000 }),
  ]),
);

const get = (path: string) => fetch(`${install.portal.url}${path}`, { redirect: "manual" });
const origin = () => install.portal.url;

async function page(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The visible text of server-rendered HTML, entities decoded. */
const textOf = (html: string) =>
  decodeEntities(
    html
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " "),
  );

/** The href of the link whose text is `text`, if there is one. */
const linkTo = (html: string, text: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].find((match) => match[2] === text)?.[1];

/** Whether the page marks its link to `href` as the current page. */
const marksCurrent = (html: string, href: string) =>
  (html.match(/<a [^>]*>/g) ?? []).some((tag) => tag.includes(`href="${href}"`) && tag.includes('aria-current="page"'));

const gameLinks = (html: string) =>
  [...html.matchAll(/<section aria-labelledby="section-(?!popular-games)[\s\S]*?<\/section>/g)].flatMap((section) =>
    [...section[0].matchAll(/href="\/game\/([a-z0-9-]+)"/g)].map((match) => match[1]!),
  );

/** The category bar's HTML. */
const categoryBar = (html: string) => html.match(/<nav aria-label="Categories"[\s\S]*?<\/nav>/)?.[0] ?? "";

/** The links of the category bar, in order. */
const barLinks = (html: string) => [...categoryBar(html).matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1]);

/** The games of the "Popular Games" section under "No games found". */
const popularLinks = (html: string) =>
  [...(html.match(/<section aria-labelledby="section-popular-games"[\s\S]*?<\/section>/)?.[0] ?? "").matchAll(/href="\/game\/([a-z0-9-]+)"/g)].map(
    (match) => match[1]!,
  );

async function expectRedirect(path: string, location: string, status = 301) {
  const response = await get(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get("location"), path).toBe(location);
}

const EMPTY_CATEGORIES = ["Music", "Board", "Quick Play"];
const categories = CATEGORIES.filter((category) => category !== "All");

describe("category pages", () => {
  it("maps each category to its slug: lower case, spaces as hyphens", () => {
    expect(categorySlug("Quick Play")).toBe("quick-play");
    expect(categories.map(categorySlug)).toContain("puzzle");
  });

  it.each(categories)("serves %s at its own address with title, description, canonical and an ItemList", async (category) => {
    const slug = categorySlug(category);
    const html = await page(`/category/${slug}`);
    expect(titleOf(html)).toBe(`Free ${category} Games - Play Online - Zowii`);
    expect(metaOf(html, "description")).toContain(`${category.toLowerCase()} games`);
    expect(canonicalOf(html)).toBe(`${origin()}/category/${slug}`);
    expect(metaOf(html, "og:url")).toBe(`${origin()}/category/${slug}`);
    const list = jsonLdOf(html).find((thing) => thing["@type"] === "ItemList");
    expect(list).toMatchObject({ name: `${category} Games`, url: `${origin()}/category/${slug}` });
    expect(list!.numberOfItems).toBe(gameLinks(html).length);
    const empty = category !== "Puzzle" && category !== "Racing";
    // The category bar marks the page's category, or leaves an empty one out; the header offers the Categories menu.
    expect(marksCurrent(categoryBar(html), `/category/${slug}`)).toBe(!empty);
    expect(barLinks(html).includes(category)).toBe(!empty);
    expect(textOf(html)).toContain("Categories");

    expect(metaOf(html, "robots"), "an empty category is kept out of the index").toBe(empty ? "noindex" : undefined);
    if (empty) {
      expect(textOf(html)).toContain(`No games found No games in ${category} category Popular Games`);
      expect(popularLinks(html)).toHaveLength(NOT_FOUND_GAMES_LIMIT);
    } else {
      expect(popularLinks(html)).toEqual([]);
    }
    if (EMPTY_CATEGORIES.includes(category)) expect(empty).toBe(true);
  });

  it("shows in the category bar only the categories that hold games", async () => {
    expect(barLinks(await page("/"))).toEqual(["All", "Puzzle", "Racing"]);
    expect(barLinks(await page("/?q=racer"))).toEqual(["All", "Puzzle", "Racing"]);
  });

  it("offers the most played games under a search that finds nothing", async () => {
    const html = await page("/?q=zzqqxx");
    expect(textOf(html)).toContain('No games found No games match "zzqqxx" Popular Games');
    expect(popularLinks(html)).toHaveLength(NOT_FOUND_GAMES_LIMIT);
    expect(popularLinks(await page("/?q=racer"))).toEqual([]);
  });

  it("lists a category's games most played first, a page at a time, with Previous and Next as links", async () => {
    const first = await page("/category/puzzle");
    const firstGames = gameLinks(first);
    expect(firstGames).toHaveLength(CATEGORY_PAGE_SIZE);
    expect(firstGames[0]).toBe(`brain-teaser-${PUZZLES}`);
    expect(linkTo(first, "Previous")).toBeUndefined();
    expect(linkTo(first, "Next")).toBe("/category/puzzle?page=2");
    expect(first).toMatch(/<a [^>]*rel="next"[^>]*>Next<\/a>/);

    const second = await page("/category/puzzle?page=2");
    expect(gameLinks(second)).toEqual(Array.from({ length: PUZZLES - CATEGORY_PAGE_SIZE }, (_, i) => `brain-teaser-${PUZZLES - CATEGORY_PAGE_SIZE - i}`));
    expect(linkTo(second, "Previous")).toBe("/category/puzzle");
    expect(linkTo(second, "Next")).toBeUndefined();
    expect(canonicalOf(second)).toBe(`${origin()}/category/puzzle?page=2`);
    expect(titleOf(second)).toBe("Free Puzzle Games - Page 2 - Play Online - Zowii");
    expect(metaOf(second, "description")).not.toBe(metaOf(first, "description"));
    const list = jsonLdOf(second).find((thing) => thing["@type"] === "ItemList")!;
    const positions = (list.itemListElement as { position: number; url: string }[]).map((item) => item.position);
    expect(positions[0]).toBe(CATEGORY_PAGE_SIZE + 1);
    expect(positions.at(-1)).toBe(PUZZLES);
    expect((list.itemListElement as { url: string }[])[0]!.url).toBe(`${origin()}/game/${gameLinks(second)[0]}`);

    // A single page has no paging at all.
    expect(linkTo(await page("/category/racing"), "Next")).toBeUndefined();
  });

  it.each(["0", "-1", "abc", "1.5", "01", "1", "2abc", "%00"])("sends ?page=%s to the first page for good", async (value) => {
    await expectRedirect(`/category/puzzle?page=${value}`, "/category/puzzle");
  });

  it.each(["3", "99999", "100000", "9".repeat(40)])("answers ?page=%s, past the last page, with the 404 page", async (value) => {
    const response = await get(`/category/puzzle?page=${value}`);
    expect(response.status).toBe(404);
    expect(textOf(await response.text())).toContain("Oops! Page not found");
    expect((await get("/category/music?page=2")).status).toBe(404);
  });

  it("shows the first page for an empty ?page=", async () => {
    expect(canonicalOf(await page("/category/puzzle?page="))).toBe(`${origin()}/category/puzzle`);
  });

  it.each(["/category/nope", "/category/all-games", "/category/%00", "/category/%ZZ", "/category/puzzle/more", "/category/quick%20play"])(
    "answers %s with the 404 page",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(textOf(html)).toContain("Oops! Page not found");
      expect(metaOf(html, "robots")).toBe("noindex");
    },
  );

  it("sends /category, All and a slug in other letters to their one address", async () => {
    await expectRedirect("/category", "/");
    await expectRedirect("/category/", "/");
    await expectRedirect("/category/all", "/");
    await expectRedirect("/category/Puzzle", "/category/puzzle");
    await expectRedirect("/category/QUICK-PLAY", "/category/quick-play");
    await expectRedirect("/category/PUZZLE?page=2", "/category/puzzle?page=2");
  });

  it("moves the home page's old category view for good, but a search wins over a category", async () => {
    await expectRedirect("/?category=Puzzle", "/category/puzzle");
    await expectRedirect("/?category=Quick%20Play", "/category/quick-play");
    await expectRedirect("/?category=Puzzle&view=new", "/category/puzzle");
    const search = await page("/?q=racer&category=Puzzle");
    expect(textOf(search)).toContain('Search results for "racer"');
    expect(gameLinks(search)).toEqual(["racer-one"]);
    for (const path of ["/?category=All", "/?category=Nope", "/?category="]) expect((await get(path)).status, path).toBe(200);
  });

  it("links the category pages from the footer of every page and from the header's menu", async () => {
    for (const path of ["/", "/about", "/category/puzzle"]) {
      const html = await page(path);
      const footer = html.slice(html.indexOf("<footer"));
      expect(footer, path).toContain('aria-label="Games by Category"');
      for (const slug of ["action", "adventure", "puzzle", "racing", "sports", "strategy"]) {
        expect(footer, path).toContain(`href="/category/${slug}"`);
      }
    }
    const header = (await page("/category/racing")).split("</header>")[0]!;
    expect(marksCurrent(header, "/category/racing")).toBe(true);
    expect(marksCurrent(header, "/category/puzzle")).toBe(false);
  });

  it("lists the category pages with games in the sitemap, and no empty one", async () => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    const index = await page("/sitemap.xml");
    expect(locs(index)).toContain(`${origin()}/sitemaps/categories.xml`);
    expect(locs(await page("/sitemaps/categories.xml"))).toEqual([`${origin()}/category/puzzle`, `${origin()}/category/racing`]);
  });
});

function landingPageSearching(words: string) {
  const found = landingPages.find((candidate) => candidate.gameSearch === words);
  if (!found) throw new Error(`no landing page searches "${words}"`);
  return found;
}

describe("a landing page's games", () => {
  const puzzles = landingPageSearching("puzzle").keyword;
  const lastPage = Math.ceil(PUZZLES / LANDING_GAMES_LIMIT);

  it("are paged with plain Previous and Next links, each page its own canonical address", async () => {
    const first = await page(`/${puzzles}`);
    expect(gameLinks(first)).toHaveLength(LANDING_GAMES_LIMIT);
    expect(linkTo(first, "Next")).toBe(`/${puzzles}?page=2`);
    expect(linkTo(first, "Previous")).toBeUndefined();
    expect(canonicalOf(first)).toBe(`${origin()}/${puzzles}`);
    // Plain HTML: React is not downloaded on a landing page.
    expect(first).not.toContain("entry.client");

    const second = await page(`/${puzzles}?page=2`);
    expect(canonicalOf(second)).toBe(`${origin()}/${puzzles}?page=2`);
    expect(linkTo(second, "Previous")).toBe(`/${puzzles}`);
    expect(gameLinks(second).some((slug) => gameLinks(first).includes(slug))).toBe(false);

    const last = await page(`/${puzzles}?page=${lastPage}`);
    expect(gameLinks(last)).toHaveLength(PUZZLES - (lastPage - 1) * LANDING_GAMES_LIMIT);
    expect(linkTo(last, "Next")).toBeUndefined();
    expect(textOf(last)).not.toContain("No games match this topic yet");

    expect((await get(`/${puzzles}?page=${lastPage + 1}`)).status).toBe(404);
    await expectRedirect(`/${puzzles}?page=abc`, `/${puzzles}`);
    await expectRedirect(`/${puzzles.toUpperCase()}?page=0`, `/${puzzles}`);
  });

  it("fall back to the most played games, saying so, where nothing matches the topic", async () => {
    const keyword = landingPageSearching("wordle connections geoguessr").keyword;
    const html = await page(`/${keyword}`);
    expect(textOf(html)).toContain("No games match this topic yet, so here are our most played games.");
    expect(gameLinks(html)[0]).toBe("racer-one");
    expect(gameLinks(html)).toHaveLength(LANDING_GAMES_LIMIT);
    expect(linkTo(html, "Next")).toBeUndefined();
    expect((await get(`/${keyword}?page=2`)).status).toBe(404);
  });
});
