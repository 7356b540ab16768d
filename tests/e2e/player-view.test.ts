/** The player view opened from the game strip lies wholly in sight, below the sticky header. */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { scrollPastFirstScreen, setUpBrowserPage } from "./support";

/** Where the page rests once a smooth scroll has ended. */
async function settledScroll(page: Page): Promise<number> {
  let last = -1;
  for (;;) {
    const now = await page.evaluate(() => window.scrollY);
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(150);
  }
}

async function expectPlayerInSight(page: Page, game: string) {
  const player = page.getByRole("region", { name: game, exact: true });
  await player.locator(`iframe[title="${game}"]`).waitFor();
  await settledScroll(page);
  const headerBottom = await page
    .locator("header")
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom);
  const viewportHeight = await page.evaluate(() => window.innerHeight);
  for (const name of ["Back to Home", "Reload game", "Close game"]) {
    const control = player.getByRole("button", { name, exact: true });
    const box = (await control.boundingBox())!;
    expect(box.y, `${name} top`).toBeGreaterThanOrEqual(headerBottom);
    // Nothing lies over it: a tap at its middle reaches it.
    const reached = await control.evaluate((element, point) => element.contains(document.elementFromPoint(point.x, point.y)), {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(reached, name).toBe(true);
  }
  const frame = (await player.locator(`iframe[title="${game}"]`).boundingBox())!;
  expect(frame.y).toBeGreaterThanOrEqual(headerBottom);
  expect(frame.y + frame.height).toBeLessThanOrEqual(viewportHeight);
}

for (const [device, viewport] of [
  ["a phone", { width: 390, height: 844 }],
  ["a small phone", { width: 360, height: 740 }],
  ["a desktop", { width: 1280, height: 900 }],
] as const) {
  describe(`the player view on ${device}`, () => {
    const current = setUpBrowserPage(viewport);

    it("opens from the strip with its controls and game below the header, from the top of the page or scrolled", async () => {
      const { page } = current;
      await page.goto("/");
      const strip = page.getByRole("region", { name: "All games", exact: true });
      await strip.getByRole("button", { name: "Lichess", exact: true }).click();
      await expectPlayerInSight(page, "Lichess");

      // Scrolled so that the strip sits just below the header, another game.
      await page.getByRole("button", { name: "Close game", exact: true }).click();
      await strip.evaluate((element) => window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 60, behavior: "instant" }));
      const another = strip.getByRole("button").nth(4);
      const name = (await another.getAttribute("aria-label")) ?? (await another.innerText()).trim();
      await another.click();
      await expectPlayerInSight(page, name);
    });
  });
}

/** Whether the floating ad lies over any part of a game frame in the page. */
function floatingAdCoversAGame(page: Page) {
  return page.evaluate(() => {
    const ad = document.querySelector('[data-ad-type="floating"]')?.closest(".fixed");
    if (!ad) return false;
    const adBox = ad.getBoundingClientRect();
    return [...document.querySelectorAll("main iframe")].some((frame) => {
      const box = frame.getBoundingClientRect();
      return box.bottom > adBox.top && box.top < adBox.bottom && box.right > adBox.left && box.left < adBox.right;
    });
  });
}

for (const [device, viewport] of [
  ["a phone", { width: 390, height: 844 }],
  ["a desktop", { width: 1280, height: 900 }],
] as const) {
  describe(`the floating ad on ${device}`, () => {
    const current = setUpBrowserPage(viewport);

    it("steps aside while a game plays in the page (the expanded hero, the player view), and comes back after", async () => {
      const { page } = current;
      await page.goto("/");
      const floating = page.locator('[data-ad-type="floating"]');
      // The ad comes in below the first screen only; once in, it stays in the page.
      await scrollPastFirstScreen(page);
      await floating.waitFor();
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));

      const hero = page.getByRole("region", { name: "Featured game", exact: true });
      await hero.getByRole("button", { name: "START GAME", exact: true }).click();
      await hero.locator("iframe").waitFor();
      // Scrolled so the game reaches the bottom of the screen, where the ad floats.
      await hero.evaluate((element) =>
        window.scrollTo({ top: element.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 40, behavior: "instant" }),
      );
      await expect.poll(() => floating.count()).toBe(0);
      expect(await floatingAdCoversAGame(page)).toBe(false);
      await hero.getByRole("button", { name: "Close game", exact: true }).click();
      await scrollPastFirstScreen(page);
      await floating.waitFor();

      await page.getByRole("region", { name: "All games", exact: true }).getByRole("button", { name: "Lichess", exact: true }).click();
      const player = page.getByRole("region", { name: "Lichess", exact: true });
      await player.locator("iframe").waitFor();
      await settledScroll(page);
      await player.evaluate((element) =>
        window.scrollTo({ top: element.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 40, behavior: "instant" }),
      );
      await expect.poll(() => floating.count()).toBe(0);
      expect(await floatingAdCoversAGame(page)).toBe(false);
      await player.getByRole("button", { name: "Close game", exact: true }).click();
      await scrollPastFirstScreen(page);
      await floating.waitFor();
    });
  });
}
