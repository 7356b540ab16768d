import { describe, expect, it } from "vitest";
import { INTERSTITIAL_SPACING_MS } from "~/lib/constants";
import { expectInPage, get, layoutShift, setUpBrowserPage } from "./support";

const current = setUpBrowserPage();

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
    await page.locator('[data-ad-type="floating"]').waitFor();
    await expect(page.getByRole("region", { name: "Ads keep Zowii free" }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Ad choices" }).count()).resolves.toBe(0);
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });

  it("closes the floating bottom ad, which stays closed for the visit", async () => {
    const { page } = current;
    await page.goto("/");
    const floating = page.locator('[data-ad-type="floating"]');
    await floating.waitFor();
    await expect(floating.evaluate((el) => getComputedStyle(el.parentElement!.parentElement!).position)).resolves.toBe("fixed");
    await page.getByRole("button", { name: "Close advertisement" }).click();
    await expect.poll(() => floating.count()).toBe(0);
    await page.reload();
    await page.getByRole("heading", { name: "Trending Games" }).waitFor();
    await page.waitForLoadState("networkidle");
    await expect(floating.count()).resolves.toBe(0);
  });

  it("shows the floating ad's phone variant on a phone", async () => {
    const { page } = current;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const box = await page.locator('[data-ad-type="floating"]').boundingBox();
    expect(box).toMatchObject({ width: 320, height: 50 });
    const leaderboard = await page.locator('[data-ad-block="1"]').boundingBox();
    expect(leaderboard).toMatchObject({ width: 390 - 32, height: 90 });
  });

  it("shows the interstitial's countdown at most once per 3 minutes", async () => {
    const { page } = current;
    await page.clock.install();
    await page.goto("/?q=tile merge");
    const card = page.getByRole("main").getByRole("link", { name: "Tile Merge" });
    const interstitial = page.getByRole("dialog", { name: "Starting Tile Merge" });
    const gameWindow = page.getByRole("dialog", { name: "Tile Merge", exact: true });
    const launch = async () => {
      await card.click();
      await expect.poll(async () => (await interstitial.count()) + (await gameWindow.count())).toBe(1);
      const countdown = (await interstitial.count()) === 1;
      if (countdown) {
        await interstitial.getByRole("group", { name: "Advertisement" }).waitFor();
        await page.clock.runFor(5_000);
      }
      await gameWindow.getByRole("button", { name: "Close game" }).click();
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
