import { describe, expect, it } from "vitest";
import { blockBuildingGuides, blockPlatformTopics, findLandingPage, gamesGenresAndTopics, landingCollections, landingPages } from "../../content/landing";
import { blockBuildingPages } from "../../content/landing/block-building";
import { blockPlatformPages } from "../../content/landing/block-platform";
import { gamePages } from "../../content/landing/games";
import { genrePages } from "../../content/landing/genres";
import { moreGenrePages } from "../../content/landing/more-genres";
import { landingPageSchema } from "../../content/landing/schema";
import { topicPages } from "../../content/landing/topics";

describe("keyword landing pages", () => {
  it("has at least 120 pages, each a valid entry, in the product's three collections", () => {
    expect(landingPages.length).toBeGreaterThanOrEqual(120);
    for (const page of landingPages) expect(landingPageSchema.safeParse(page).success, page.keyword).toBe(true);
    expect(blockBuildingGuides).toEqual(blockBuildingPages);
    expect(blockPlatformTopics).toEqual(blockPlatformPages);
    expect(gamesGenresAndTopics).toEqual([...gamePages, ...genrePages, ...moreGenrePages, ...topicPages]);
    expect(landingCollections.flat()).toHaveLength(landingPages.length);
    for (const collection of landingCollections) expect(collection.length).toBeGreaterThan(0);
  });

  it("serves each keyword once", () => {
    const keywords = landingPages.map((page) => page.keyword);
    expect(new Set(keywords).size).toBe(keywords.length);
  });

  it("leaves /category to the category pages", () => {
    // A keyword is one path segment, so /category/{slug} is never one; /category alone must not be either.
    expect(landingPages.map((page) => page.keyword)).not.toContain("category");
    for (const page of landingPages) expect(page.keyword).not.toContain("/");
  });

  it("gives no two pages the same hero description", () => {
    const seen = new Map<string, string>();
    for (const page of landingPages) {
      const other = seen.get(page.content.heroDescription);
      expect(other, `${page.keyword} repeats the hero description of ${other}`).toBeUndefined();
      seen.set(page.content.heroDescription, page.keyword);
    }
  });

  it("finds every page by its keyword whatever the case", () => {
    for (const page of landingPages) {
      expect(findLandingPage(page.keyword)).toBe(page);
      expect(findLandingPage(page.keyword.toUpperCase())).toBe(page);
      expect(findLandingPage(` ${page.keyword.charAt(0).toUpperCase()}${page.keyword.slice(1)} `)).toBe(page);
    }
  });

  it.each(["", "   ", "no-such-keyword", "%00", "../features", "x".repeat(10_000)])("finds nothing for %j", (keyword) => {
    expect(findLandingPage(keyword)).toBeUndefined();
  });
});
