import { describe, expect, it } from "vitest";
import { seedCatalog } from "../../content/catalog/seed-games";
import { blogPage } from "../../content/pages/blog";
import { supportPage } from "../../content/pages/support";
import { seedContentInputs } from "~/domain/content/seed.server";
import { articleSchema, blogArticlesSchema, type Article, type ArticleSection } from "../../content/pages/schema";
import { articleWordCount } from "../../content/pages/word-count";
import { articlePath, readTime } from "~/lib/articles";
import { articleJsonLd, serializeJsonLd } from "~/lib/json-ld";

const [first, second] = blogPage.articles as [Article, Article, ...Article[]];

/** The issues a schema finds, as "path: message". */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.map(String).join(".")}: ${issue.message}`);
}

describe("the blog's articles", () => {
  it("are six valid articles at six addresses, each with a real text of 400 to 800 words in several sections", () => {
    expect(problems(blogArticlesSchema.safeParse(blogPage.articles))).toEqual([]);
    expect(blogPage.articles).toHaveLength(6);
    expect(new Set(blogPage.articles.map((article) => article.slug)).size).toBe(6);
    for (const article of blogPage.articles) {
      const words = articleWordCount(article.body);
      expect(words, article.slug).toBeGreaterThanOrEqual(400);
      expect(words, article.slug).toBeLessThanOrEqual(800);
      expect(article.body.length, article.slug).toBeGreaterThanOrEqual(3);
      // The category is one of the blog's chips (the first, All, is no category).
      expect(blogPage.chips.slice(1), article.slug).toContain(article.category);
    }
  });

  it.each(["", "Krunker-io", "krunker io", "krunker--io", "-krunker", "krunker-", "krunker_io", "krunker/io", "jeux-vidéo", "x".repeat(81)])(
    "refuses the slug %j",
    (slug) => {
      const found = problems(articleSchema.safeParse({ ...first, slug }));
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((problem) => problem.startsWith("slug: "))).toBe(true);
    },
  );

  it("refuses two articles at the same address, naming the second", () => {
    const copy = { ...second, slug: first.slug };
    expect(problems(blogArticlesSchema.safeParse([first, copy]))).toEqual([`1.slug: "${first.slug}" is also the slug of article 0`]);
    expect(blogArticlesSchema.safeParse([first, second]).success).toBe(true);
  });

  it("refuses a stub, a missing body, a date that is not ISO, an unknown icon and a field it does not know", () => {
    const stub = { ...first, body: first.body.map((section) => ({ heading: section.heading, paragraphs: ["Only a short paragraph here."] })) };
    expect(problems(articleSchema.safeParse(stub))).toEqual(["body: at least 400 words"]);
    const withoutBody: Record<string, unknown> = { ...first };
    delete withoutBody.body;
    expect(problems(articleSchema.safeParse(withoutBody))[0]).toMatch(/^body: /);
    expect(problems(articleSchema.safeParse({ ...first, date: "December 12, 2024" }))[0]).toMatch(/^date: /);
    expect(problems(articleSchema.safeParse({ ...first, icon: "rocket" }))[0]).toMatch(/^icon: /);
    expect(problems(articleSchema.safeParse({ ...first, html: "<p>raw</p>" }))[0]).toMatch(/html/);
  });

  it("works out the read time from the words, at least a minute", () => {
    const words = (count: number) => [{ heading: "Part", paragraphs: [Array.from({ length: count }, () => "word").join(" ")] }];
    expect(readTime(words(50))).toBe("1 min read");
    expect(readTime(words(600))).toBe("3 min read");
    expect(readTime(words(700))).toBe("4 min read");
    const section: ArticleSection = { heading: "Not counted", paragraphs: ["one two", " three "], list: ["four five"] };
    expect(articleWordCount([section])).toBe(5);
  });

  it("describes an article as schema.org Article, published by the site's Organization", () => {
    const site = { siteName: "Zowii", siteUrl: "https://play.zowii.example" };
    const thing = articleJsonLd(site, {
      headline: first.title,
      description: first.excerpt,
      author: first.author,
      datePublished: first.date,
      section: first.category,
      path: articlePath(first.slug),
    });
    const url = `https://play.zowii.example/blog/${first.slug}`;
    expect(JSON.parse(serializeJsonLd(thing))).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: first.title,
      description: first.excerpt,
      author: { "@type": "Organization", name: "Zowii Team" },
      datePublished: "2024-12-12",
      articleSection: "Game Reviews",
      publisher: {
        "@type": "Organization",
        name: "Zowii",
        url: "https://play.zowii.example/",
        logo: "https://play.zowii.example/favicon.svg",
      },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      url,
    });
  });
});

describe("the blog's reviews and the support FAQ", () => {
  it("ends each review with a link to the page of every game it reviews", () => {
    const reviews = blogPage.articles.filter((article) => article.category === "Game Reviews");
    expect(reviews.length).toBeGreaterThan(0);
    const seedSlugs = new Set(seedCatalog.map((game) => game.slug));
    const bodies = new Map(
      seedContentInputs()
        .filter((input) => input.kind === "article")
        .map((input) => [input.slug, input.body]),
    );
    for (const review of reviews) {
      expect(review.reviews, review.slug).toBeDefined();
      for (const game of review.reviews ?? []) {
        expect(seedSlugs.has(game.slug), game.slug).toBe(true);
        expect(bodies.get(review.slug), review.slug).toContain(`[Play ${game.title} now](/game/${game.slug})`);
      }
    }
  });

  it("asks no question of the support FAQ about making an account, which no visitor needs", () => {
    expect(supportPage.faq).toHaveLength(5);
    for (const { question } of supportPage.faq) expect(question).not.toMatch(/create an account|sign up|register/i);
  });
});
