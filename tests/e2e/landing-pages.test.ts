import { describe, expect, it } from "vitest";
import { landingPages } from "../../content/landing";
import { canonicalOf, decodeEntities, jsonLdOf, metaOf, titleOf } from "./html";
import { baseURL, expectInPage, get } from "./support";

// Plain HTTP, as a crawler reads the pages: no browser is needed (see landing-browser.test.ts).

/** The visible text of server-rendered HTML, entities decoded. */
const textOf = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, " "));

describe.each(landingPages.map((page) => [page.keyword, page] as const))("the landing page /%s", (keyword, page) => {
  it("answers 200 with its title, description, keywords, canonical URL and structured data", async () => {
    const response = await get(`/${keyword}`, { redirect: "manual" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBe(`${page.title} - Zowii`);
    expect(metaOf(html, "description")).toBe(page.description);
    expect(metaOf(html, "keywords")).toBe(page.metaKeywords.join(", "));
    expect(canonicalOf(html)).toBe(`${baseURL}/${keyword}`);
    expect(metaOf(html, "og:url")).toBe(`${baseURL}/${keyword}`);
    expect(metaOf(html, "twitter:title")).toBe(`${page.title} - Zowii`);

    const [game, faq, ...rest] = jsonLdOf(html);
    expect(rest).toEqual([]);
    expect(game).toMatchObject({
      "@type": "WebApplication",
      applicationCategory: "GameApplication",
      url: `${baseURL}/${keyword}`,
      offers: { price: "0", priceCurrency: "USD" },
    });
    expect(faq).toMatchObject({ "@type": "FAQPage" });
    expect((faq!.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(page.content.faq.map((q) => q.question));
  });

  it("shows the product's layout with the page's own copy and games from the catalog", async () => {
    const html = await (await get(`/${keyword}`)).text();
    const text = textOf(html);
    expectInPage(text, page.content.heroTitle, page.content.heroDescription, "Start Playing", "Let's Play");
    expectInPage(text, "Play Now - 100% Free!", ...page.content.features.map((f) => f.title), ...page.content.benefits);
    expect(html.match(/data-ad-type="leaderboard"/g)).toHaveLength(1);
    expect(html).toMatch(/href="\/game\/[a-z0-9-]+"/);
  });

  it("is found whatever the case of its path", async () => {
    const shouted = keyword.toUpperCase();
    const response = await get(`/${shouted}`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(canonicalOf(await response.text())).toBe(`${baseURL}/${keyword}`);
  });
});

describe("keyword landing pages", () => {
  it("has at least 120 of them", () => {
    expect(landingPages.length).toBeGreaterThanOrEqual(120);
  });

  it("serves a landing page and a content page to everyone from the shared cache, but not a redirect", async () => {
    const [first] = landingPages;
    for (const path of [`/${first!.keyword}`, "/features"]) {
      await get(path);
      // STALE is a cached copy too, served while a fresh one is made (other tests may have cached it earlier).
      expect(["HIT", "STALE"], path).toContain((await get(path)).headers.get("x-cache"));
    }
    await get("/no-such-keyword", { redirect: "manual" });
    const again = await get("/no-such-keyword", { redirect: "manual" });
    expect(again.status).toBe(302);
    expect(again.headers.get("x-cache")).not.toBe("HIT");
  });

  it.each(["/no-such-keyword", "/NO-SUCH-KEYWORD", "/%20", "/%2520"])("sends the unknown keyword %s home with a 302", async (path) => {
    const response = await get(path, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });

  it.each([
    "/%",
    "/%ZZ",
    "/%00",
    "/%C0%AF",
    "/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "/a%2Fb",
    "/..%2F..%2Fetc%2Fpasswd",
    "/🎮-games",
    "/'%22;--",
    `/${"k".repeat(10_000)}`,
  ])("answers the odd keyword %s with a redirect or 404, never a server error", async (path) => {
    const response = await get(path, { redirect: "manual" });
    expect([302, 404]).toContain(response.status);
  });
});
