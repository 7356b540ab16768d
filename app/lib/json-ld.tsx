/** Structured data (schema.org, JSON-LD) for search engines, and the one way it is written into a page. */
import type { GameCard, GameDetail } from "./game";
import { absoluteUrl } from "./page-meta";
import type { Site } from "./site";

export type JsonLdThing = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

const SCRIPT_UNSAFE: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for inside a <script> element: `<` and friends become \u escapes, so a game
 * title holding `</script>` or `<!--` cannot end the element early; JSON parsers read
 * the escapes back as the same characters.
 */
export function serializeJsonLd(thing: JsonLdThing): string {
  return JSON.stringify(thing).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_UNSAFE[c]!);
}

/** Renders structured data as `<script type="application/ld+json">`, one per thing. */
export function JsonLd({ data }: { data: JsonLdThing | readonly JsonLdThing[] }) {
  const things = Array.isArray(data) ? data : [data as JsonLdThing];
  return things.map((thing) => (
    <script key={`${thing["@type"]}-${String(thing.url ?? "")}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(thing) }} />
  ));
}

const free = { "@type": "Offer", price: "0", priceCurrency: "USD", availability: "https://schema.org/InStock" };

/** The portal itself, on the home page. */
export function organizationJsonLd(site: Site): JsonLdThing {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.siteName,
    url: absoluteUrl(site, "/"),
    logo: absoluteUrl(site, "/favicon.svg"),
  };
}

/** A keyword landing page: free games playable in the browser (price 0, USD). */
export function freeBrowserGameJsonLd(site: Site, page: { name: string; description: string; path: string; keywords: readonly string[] }): JsonLdThing {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: page.name,
    description: page.description,
    url: absoluteUrl(site, page.path),
    applicationCategory: "GameApplication",
    operatingSystem: "Any",
    browserRequirements: "A current web browser with JavaScript",
    keywords: page.keywords.join(", "),
    isAccessibleForFree: true,
    offers: free,
    publisher: { "@type": "Organization", name: site.siteName, url: absoluteUrl(site, "/") },
  };
}

/**
 * A page listing games (a category page): each game's page in the list's order, numbered
 * from `firstPosition` so a later page goes on where the one before it stopped.
 */
export function itemListJsonLd(site: Site, list: { name: string; path: string; games: readonly GameCard[]; firstPosition: number }): JsonLdThing {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: list.name,
    url: absoluteUrl(site, list.path),
    numberOfItems: list.games.length,
    itemListElement: list.games.map((game, i) => ({
      "@type": "ListItem",
      position: list.firstPosition + i,
      url: absoluteUrl(site, `/game/${game.slug}`),
      name: game.title,
    })),
  };
}

export function faqPageJsonLd(faq: readonly { question: string; answer: string }[]): JsonLdThing {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

/**
 * A game's detail page. The rating is given as an AggregateRating once visitors have
 * voted; before that the shown rating is the catalog's starting value, which no count
 * of ratings stands behind, so none is claimed.
 */
export function videoGameJsonLd(site: Site, game: GameDetail, path: string): JsonLdThing {
  const thing: JsonLdThing = {
    "@context": "https://schema.org",
    "@type": "VideoGame",
    name: game.title,
    description: game.description,
    url: absoluteUrl(site, path),
    image: absoluteUrl(site, game.thumbnail),
    genre: game.category,
    keywords: game.tags.join(", "),
    gamePlatform: "Web browser",
    applicationCategory: "Game",
    operatingSystem: "Any",
    isAccessibleForFree: true,
    offers: free,
  };
  if (game.developer) thing.author = { "@type": "Organization", name: game.developer };
  if (game.releaseDate) thing.datePublished = game.releaseDate;
  if (game.votesCount > 0) {
    thing.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(game.rating * 10) / 10,
      ratingCount: game.votesCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return thing;
}

/**
 * A blog article on its own page. The portal publishes it; the author as signed ("Zowii
 * Team") is a team, not a person. The articles have no picture of their own, so none is named.
 */
export function articleJsonLd(
  site: Site,
  article: { headline: string; description: string; author: string; datePublished: string; section: string; path: string },
): JsonLdThing {
  // The home page's Organization, nested: its context is the article's.
  const publisher: Record<string, unknown> = { ...organizationJsonLd(site) };
  delete publisher["@context"];
  const url = absoluteUrl(site, article.path);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.headline,
    description: article.description,
    author: { "@type": "Organization", name: article.author },
    datePublished: article.datePublished,
    articleSection: article.section,
    publisher,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
