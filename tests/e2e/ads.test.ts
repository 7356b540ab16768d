import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { INTERSTITIAL_SPACING_MS } from "~/lib/constants";
import { expectInPage, get, layoutShift, scrollPastFirstScreen, setUpBrowserPage } from "./support";

const current = setUpBrowserPage();

/** Until the floating ad has slid fully in or out. */
async function settled(floating: ReturnType<Page["locator"]>) {
  await floating.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
}

/** The ad blocks that lie, visible, at least partly on the screen as it is. */
function promotionsOnScreen(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('[role="group"][aria-label="Advertisement"]')].filter((slot) => {
        const box = slot.getBoundingClientRect();
        return slot.checkVisibility({ visibilityProperty: true }) && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
      }).length,
  );
}

describe("ads without an ad network", () => {
  it("renders every slot with a house promotion of a catalog game, on the server", async () => {
    const html = await (await get("/")).text();
    const slots = html.split('aria-label="Advertisement"').slice(1);
    // Under the header, four between the sections, and the floor banner.
    expect(slots).toHaveLength(6);
    for (const slot of slots) {
      const promotion = slot.slice(0, slot.indexOf("</a>"));
      expect(promotion).toMatch(/href="\/game\/[a-z0-9-]+"/);
      expect(promotion).toContain("Play now");
    }
    expectInPage(await (await get("/features")).text(), 'data-ad-type="floor"');
  });

  it("links a house promotion to its game's page", async () => {
    const { page } = current;
    await page.goto("/game/krunker-io");
    const promotion = page.locator('[data-ad-block="7"]').getByRole("link");
    const title = (await promotion.textContent())!.replace(/Play now$/, "");
    await promotion.click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
  });

  it("asks no consent where no ad network is configured: nothing would load", async () => {
    const { page } = current;
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("region", { name: "Ads keep Zowii free", exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Ad choices", exact: true }).count()).resolves.toBe(0);
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });

  it("closes the floating bottom ad, which stays closed for the visit", async () => {
    const { page } = current;
    await page.goto("/");
    await scrollPastFirstScreen(page);
    const floating = page.locator('[data-ad-type="floating"]');
    await floating.waitFor();
    await expect(floating.evaluate((el) => getComputedStyle(el.parentElement!.parentElement!).position)).resolves.toBe("fixed");
    await page.getByRole("button", { name: "Close advertisement", exact: true }).click();
    await expect.poll(() => floating.count()).toBe(0);
    await page.reload();
    await page.getByRole("heading", { name: "Trending Games", exact: true }).waitFor();
    await scrollPastFirstScreen(page);
    await page.waitForLoadState("networkidle");
    await expect(floating.count()).resolves.toBe(0);
  });

  it("keeps the floating ad off the first screen and off the element the keyboard focuses", async () => {
    const { page } = current;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/");
    const floating = page.getByRole("complementary", { name: "Floating advertisement", exact: true });
    await page.waitForLoadState("networkidle");
    expect(await floating.isVisible()).toBe(false);
    // Below the first screen it comes in; back on it, it leaves the game strip in sight.
    await scrollPastFirstScreen(page);
    await floating.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await floating.waitFor({ state: "hidden" });
    const strip = page.getByRole("region", { name: "All games", exact: true }).getByRole("button").first();
    // The strip's first game, as much of it as the first screen shows, is not behind anything.
    await expect(
      strip.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.left + box.width / 2, Math.min(box.bottom, window.innerHeight) - 4));
      }),
    ).resolves.toBe(true);

    // A card that lies behind the ad is scrolled above it when focused.
    await scrollPastFirstScreen(page);
    await floating.waitFor();
    await settled(floating);
    const card = page.getByRole("region", { name: "New Games", exact: true }).getByRole("link").nth(8);
    const adTop = async () => (await floating.boundingBox())!.y;
    await card.evaluate((link, top) => window.scrollBy(0, link.getBoundingClientRect().top - top - 10), await adTop());
    expect((await card.boundingBox())!.y).toBeGreaterThan(await adTop());
    await card.focus();
    await expect
      .poll(async () => {
        const box = (await card.boundingBox())!;
        return box.y + box.height <= (await adTop());
      })
      .toBe(true);
  });

  it("shows at most one promotion on a phone's first screen", async () => {
    const { page } = current;
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/", "/category/action", "/game/krunker-io"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await promotionsOnScreen(page), path).toBeLessThanOrEqual(1);
    }
  });

  it("shows the floating ad's phone variant on a phone", async () => {
    const { page } = current;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await scrollPastFirstScreen(page);
    const floatingSlot = page.locator('[data-ad-type="floating"]');
    await floatingSlot.waitFor();
    const box = await floatingSlot.boundingBox();
    expect(box).toMatchObject({ width: 320, height: 50 });
    const leaderboard = await page.locator('[data-ad-block="1"]').boundingBox();
    expect(leaderboard).toMatchObject({ width: 390 - 32, height: 90 });
  });

  it("shows the interstitial's countdown at most once per 3 minutes", async () => {
    const { page } = current;
    await page.clock.install();
    await page.goto("/?q=tile merge");
    // Exact: a house promotion in an ad place may be for the same game ("Tile Merge Play now").
    const card = page.getByRole("main").getByRole("link", { name: "Tile Merge", exact: true });
    const interstitial = page.getByRole("dialog", { name: "Starting Tile Merge", exact: true });
    const gameWindow = page.getByRole("dialog", { name: "Tile Merge", exact: true });
    const launch = async () => {
      await card.click();
      await expect.poll(async () => (await interstitial.count()) + (await gameWindow.count())).toBe(1);
      const countdown = (await interstitial.count()) === 1;
      if (countdown) {
        await interstitial.getByRole("group", { name: "Advertisement", exact: true }).waitFor();
        await page.clock.runFor(5_000);
      }
      await gameWindow.getByRole("button", { name: "Close game", exact: true }).click();
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      return countdown;
    };
    expect(await launch()).toBe(true);
    expect(await launch()).toBe(false);
    // Measured from when the countdown showed, not from the test's start: the launches between
    // take real seconds on a busy machine.
    const shownAt = Number(await page.evaluate(() => localStorage.getItem("zowii_interstitial_shown_at")));
    await page.clock.setSystemTime(shownAt + INTERSTITIAL_SPACING_MS - 10_000);
    expect(await launch()).toBe(false);
    await page.clock.setSystemTime(shownAt + INTERSTITIAL_SPACING_MS + 1_000);
    expect(await launch()).toBe(true);
  });

  it("answers /ads.txt with 404 when none is configured", async () => {
    const response = await get("/ads.txt");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/plain");
  });
});
