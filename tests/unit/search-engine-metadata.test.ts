import { describe, expect, it } from "vitest";
import type { GameDetail } from "~/lib/game";
import { faqPageJsonLd, freeBrowserGameJsonLd, organizationJsonLd, serializeJsonLd, videoGameJsonLd } from "~/lib/json-ld";
import { absoluteUrl, pageMeta } from "~/lib/page-meta";
import { escapeXml, sitemapIndexXml, urlsetXml } from "~/domain/web/sitemaps.server";

const site = { siteName: "Zowii", siteUrl: "https://play.zowii.example" };

const game: GameDetail = {
  id: "1",
  slug: "tricky-game",
  title: 'Tricky </script><script>alert("x")</script> & Co',
  thumbnail: "/storage/game-thumbnails/tricky.webp",
  category: "Puzzle",
  rating: 4.25,
  plays: 10,
  tags: ["puzzle", "logic"],
  gameUrl: "https://tricky.example/",
  description: "A game whose title tries to break out of a script element.",
  instructions: "",
  orientation: null,
  mobileFriendly: null,
  developer: "Tricky Studio",
  releaseDate: "2024-05-01",
  featured: false,
  votesCount: 0,
  publishedAt: "2024-05-02T00:00:00.000Z",
};

describe("page metadata", () => {
  it("gives title, description, keywords, canonical, Open Graph and Twitter tags", () => {
    const tags = pageMeta(site, {
      title: "Features - Zowii",
      description: "What Zowii offers.",
      keywords: ["free games", "browser games"],
      path: "/features",
    });
    expect(tags).toEqual([
      { title: "Features - Zowii" },
      { name: "description", content: "What Zowii offers." },
      { name: "keywords", content: "free games, browser games" },
      { tagName: "link", rel: "canonical", href: "https://play.zowii.example/features" },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "Zowii" },
      { property: "og:title", content: "Features - Zowii" },
      { property: "og:description", content: "What Zowii offers." },
      { property: "og:url", content: "https://play.zowii.example/features" },
      { name: "twitter:card", content: "summary" },
      { name: "twitter:title", content: "Features - Zowii" },
      { name: "twitter:description", content: "What Zowii offers." },
    ]);
  });

  it("makes a picture a full URL for link previews and asks for a large card", () => {
    const tags = pageMeta(site, { title: "T", description: "D", path: "/game/x", image: "/storage/x.webp" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://play.zowii.example/storage/x.webp" });
    expect(tags).toContainEqual({ name: "twitter:image", content: "https://play.zowii.example/storage/x.webp" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(absoluteUrl(site, "https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
  });
});

describe("JSON-LD", () => {
  it("cannot close its script element, and parses back to the same data", () => {
    const thing = videoGameJsonLd(site, game, "/game/tricky-game");
    const json = serializeJsonLd(thing);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual(thing);
    expect(serializeJsonLd({ "@context": "https://schema.org", "@type": "Thing", name: "a\u2028b" })).toContain("\\u2028");
  });

  it("describes a game page as a free VideoGame, with an AggregateRating only once visitors have voted", () => {
    const unrated = videoGameJsonLd(site, game, "/game/tricky-game");
    expect(unrated).toMatchObject({
      "@type": "VideoGame",
      url: "https://play.zowii.example/game/tricky-game",
      image: "https://play.zowii.example/storage/game-thumbnails/tricky.webp",
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      author: { "@type": "Organization", name: "Tricky Studio" },
      datePublished: "2024-05-01",
    });
    expect(unrated).not.toHaveProperty("aggregateRating");
    expect(videoGameJsonLd(site, { ...game, votesCount: 3 }, "/game/tricky-game").aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.3,
      ratingCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("marks a landing page as a free browser game and its FAQ as an FAQPage", () => {
    expect(freeBrowserGameJsonLd(site, { name: "Io Games - Zowii", description: "D", path: "/io-games", keywords: ["io games"] })).toMatchObject({
      "@type": "WebApplication",
      applicationCategory: "GameApplication",
      url: "https://play.zowii.example/io-games",
      offers: { price: "0", priceCurrency: "USD" },
    });
    expect(faqPageJsonLd([{ question: "Q?", answer: "A." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
    expect(organizationJsonLd(site)).toMatchObject({ "@type": "Organization", url: "https://play.zowii.example/" });
  });
});

describe("sitemaps", () => {
  it("escapes URLs for XML", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    expect(urlsetXml(["https://z.example/?a=1&b=2"])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "  <url><loc>https://z.example/?a=1&amp;b=2</loc></url>\n" +
        "</urlset>\n",
    );
    expect(sitemapIndexXml(["https://z.example/sitemaps/pages.xml"])).toContain("<sitemap><loc>https://z.example/sitemaps/pages.xml</loc></sitemap>");
  });
});
