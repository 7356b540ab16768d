import { blockBuildingPages } from "./block-building";
import { blockPlatformPages } from "./block-platform";
import { gamePages } from "./games";
import { genrePages } from "./genres";
import { moreGenrePages } from "./more-genres";
import type { LandingPage } from "./schema";
import { topicPages } from "./topics";

export type { LandingPage };

/** The three collections the keyword catch-all looks in, in the order of docs/product.md §2. */
export const blockBuildingGuides: readonly LandingPage[] = blockBuildingPages;
export const blockPlatformTopics: readonly LandingPage[] = blockPlatformPages;
export const gamesGenresAndTopics: readonly LandingPage[] = [...gamePages, ...genrePages, ...moreGenrePages, ...topicPages];

export const landingCollections = [blockBuildingGuides, blockPlatformTopics, gamesGenresAndTopics] as const;

// The first collection to hold a keyword wins (the build refuses duplicates anyway).
const byKeyword = new Map<string, LandingPage>();
for (const page of landingCollections.flat()) {
  if (!byKeyword.has(page.keyword)) byKeyword.set(page.keyword, page);
}

/** Every landing page, each keyword once. */
export const landingPages: readonly LandingPage[] = [...byKeyword.values()];

/** The landing page for a keyword, ignoring case and surrounding spaces; undefined when there is none. */
export function findLandingPage(keyword: string): LandingPage | undefined {
  const normalized = keyword.trim().toLowerCase();
  return normalized ? byKeyword.get(normalized) : undefined;
}
