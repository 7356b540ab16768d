/** Counts read as people read them (850, 1.2K, 2.5M), on the pages that show them. */
import { describe, expect, it } from "vitest";
import { setUpBrowserPage } from "./support";

const current = setUpBrowserPage();

async function shownPlays(slug: string) {
  const { page } = current;
  await page.goto(`/game/${slug}`);
  const fact = page
    .locator("div")
    .filter({ has: page.getByText("Plays:", { exact: true }) })
    .last();
  return fact.locator("dd").textContent();
}

describe("play counts", () => {
  it("shows a game page's small count whole, thousands with K and millions with one decimal", async () => {
    // Tile Merge starts with 980 plays (other tests may add a few): once shown as "0.0M".
    expect(await shownPlays("tile-merge")).toMatch(/^9\d\d$/);
    expect(await shownPlays("zowii-snake")).toMatch(/^1\.\dK$/);
    expect(await shownPlays("bloxd-io")).toBe("2.5M");
  });
});
