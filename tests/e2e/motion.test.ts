import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setUpBrowserPage } from "./support";

const current = setUpBrowserPage();

/** Each game card's entrance: when it ends (delay + duration, in ms) and its animation's name. */
function cardEntrances(page: Page) {
  return page.locator("main a.animate-card-in").evaluateAll((cards) =>
    cards.map((card) => {
      const style = getComputedStyle(card);
      const seconds = (value: string) => Math.max(...value.split(",").map((part) => Number.parseFloat(part) * (part.trim().endsWith("ms") ? 0.001 : 1)));
      return { name: style.animationName, endsAtMs: Math.round((seconds(style.animationDelay) + seconds(style.animationDuration)) * 1000) };
    }),
  );
}

/** The lists a visitor can fill with many cards: all games, a search, New Games' View All. */
const LISTS = ["/", "/?q=io", "/?view=new"];

describe("card entrances", () => {
  it("are all over within half a second, however long the list", async () => {
    const { page } = current;
    for (const path of LISTS) {
      await page.goto(path);
      const entrances = await cardEntrances(page);
      expect(entrances.length, path).toBeGreaterThan(10);
      expect(
        entrances.every((entrance) => entrance.name === "card-in"),
        path,
      ).toBe(true);
      expect(Math.max(...entrances.map((entrance) => entrance.endsAtMs)), path).toBeLessThanOrEqual(500);
    }
  });

  it("do not happen at all for a visitor who asks for reduced motion", async () => {
    const { page } = current;
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const path of LISTS) {
      await page.goto(path);
      const entrances = await cardEntrances(page);
      expect(entrances.length, path).toBeGreaterThan(10);
      for (const entrance of entrances) expect(entrance, path).toEqual({ name: "none", endsAtMs: 0 });
    }
  });
});
