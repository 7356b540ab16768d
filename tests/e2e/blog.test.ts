import { describe, expect, it } from "vitest";
import { blogPage } from "../../content/pages/blog";
import { canonicalOf, decodeEntities, jsonLdOf, metaOf, titleOf } from "./html";
import { baseURL, expectInPage, get, setUpBrowserPage } from "./support";

// Plain HTTP, as a crawler reads the pages; one browser test for the card a visitor clicks.
const current = setUpBrowserPage();

const textOf = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "));
/** The page's script elements but its structured data. */
const scriptsOf = (html: string) => (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/ld+json"));
const linksOf = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => decodeEntities(match[1]!));

describe("the blog's list", () => {
  it("links each of its six cards to the article's own page, by the card's title", async () => {
    const html = await (await get("/blog")).text();
    const articleLinks = linksOf(html).filter((href) => href.startsWith("/blog/"));
    expect(articleLinks).toEqual(blogPage.articles.map((article) => `/blog/${article.slug}`));
    for (const article of blogPage.articles) {
      expect(html).toContain(`<time dateTime="${article.date}">`);
    }
  });

  it("opens an article from anywhere on its card, and comes back", async () => {
    const { page } = current;
    await page.goto("/blog");
    const [first, second] = blogPage.articles;
    const card = page.getByRole("article").filter({ hasText: second!.title });
    expect(await card.getByRole("link").count()).toBe(1);
    expect(await card.getByRole("link", { name: second!.title, exact: true }).getAttribute("href")).toBe(`/blog/${second!.slug}`);
    // The picture at the card's top is no link itself: the title's link covers the whole card.
    await card.click({ position: { x: 24, y: 24 } });
    await page.waitForURL(`${baseURL}/blog/${second!.slug}`);
    await page.getByRole("heading", { level: 1, name: second!.title }).waitFor();
    await page.getByRole("link", { name: "All articles", exact: true }).first().click();
    await page.waitForURL(`${baseURL}/blog`);
    await page.getByRole("link", { name: first!.title, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: first!.title }).waitFor();
  });
});

describe.each(blogPage.articles.map((article) => [article.slug, article] as const))("the article /blog/%s", (slug, article) => {
  const path = `/blog/${slug}`;
  const url = `${baseURL}${path}`;

  it("answers 200 with its title, description, canonical URL and Article structured data", async () => {
    const response = await get(path, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("public");
    const html = await response.text();
    expect(titleOf(html)).toBe(`${article.title} - Zowii`);
    expect(metaOf(html, "description")).toBe(article.excerpt);
    expect(canonicalOf(html)).toBe(url);
    expect(metaOf(html, "og:url")).toBe(url);

    const [thing, ...rest] = jsonLdOf(html);
    expect(rest).toEqual([]);
    expect(thing).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description: article.excerpt,
      author: { "@type": "Organization", name: article.author },
      datePublished: article.date,
      articleSection: article.category,
      publisher: { "@type": "Organization", name: "Zowii", url: `${baseURL}/`, logo: `${baseURL}/favicon.svg` },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      url,
    });
    expect(thing!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("shows the title, byline, category, every section and the way back, in plain HTML like the other content pages", async () => {
    const html = await (await get(path)).text();
    const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1]!).trim());
    expect(h1s).toEqual([article.title]);
    const text = textOf(html);
    expectInPage(text, article.category, article.excerpt, article.author, " min read");
    expectInPage(html, `<time dateTime="${article.date}">`);
    for (const section of article.body) {
      expectInPage(text, section.heading, ...section.paragraphs, ...(section.list ?? []));
    }
    expect(linksOf(html)).toContain("/blog");
    // Same scripts as /about: the enhancement script, and no React in the browser.
    const about = await (await get("/about")).text();
    expect(scriptsOf(html)).toHaveLength(scriptsOf(about).length);
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toMatch(/entry\.client/);
  });
});

describe("addresses that are not an article", () => {
  const [first] = blogPage.articles;

  it("serves an article whatever the case of its slug and with a trailing slash, naming the one canonical URL", async () => {
    for (const path of [`/blog/${first!.slug}/`, `/blog/${first!.slug.toUpperCase()}`]) {
      const response = await get(path, { redirect: "manual" });
      expect(response.status, path).toBe(200);
      expect(canonicalOf(await response.text()), path).toBe(`${baseURL}/blog/${first!.slug}`);
    }
  });

  it("keeps /blog/ the blog's list", async () => {
    const response = await get("/blog/", { redirect: "manual" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(canonicalOf(html)).toBe(`${baseURL}/blog`);
    expect(titleOf(html)).toBe(`${blogPage.title} - Zowii`);
  });

  it.each(
    [
      "/blog/no-such-article",
      "/blog/krunker-io",
      "/blog/%00",
      "/blog/%E0%A4%A",
      "/blog/..%2Fabout",
      "/blog/%3Cscript%3E",
      `/blog/${"x".repeat(3000)}`,
      `/blog/${first!.slug}/extra`,
    ].map((path) => [path.length > 60 ? `${path.slice(0, 20)}... (${path.length} characters)` : path, path]),
  )("answers %s with the 404 page, kept out of search results", async (_shown, path) => {
    const response = await get(path, { redirect: "manual" });
    expect(response.status).toBe(404);
    const html = await response.text();
    expectInPage(textOf(html), "404", "Oops! Page not found", "Return to Home");
    expectInPage(html, '<meta name="robots" content="noindex"/>');
    expect(jsonLdOf(html)).toEqual([]);
  });
});
