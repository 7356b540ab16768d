import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { AD_CONSENT_MAX_AGE_SECONDS } from "~/lib/constants";
import { expectInPage, get, setUpBrowserPage } from "./support";

const current = setUpBrowserPage();

const consentBanner = (page: Page) => page.getByRole("region", { name: "Ads keep Zowii free" });

/** Sums the page's layout shifts not caused by the visitor, as CLS counts them. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all means nothing moved.
        setTimeout(() => resolve(0), 500);
      }),
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

  it("asks for consent in a banner that moves nothing, and keeps the choice for 6 months", async () => {
    const { page } = current;
    await page.goto("/");
    await consentBanner(page).waitFor();
    await page.getByRole("heading", { name: "Trending Games" }).scrollIntoViewIfNeeded();
    expect(await layoutShift(page)).toBeLessThan(0.05);

    await consentBanner(page).getByRole("link", { name: "Privacy Policy" }).waitFor();
    await consentBanner(page).getByRole("button", { name: "Reject" }).click();
    await expect.poll(() => consentBanner(page).count()).toBe(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === "zowii_ad_consent");
    expect(cookie?.value).toBe("rejected");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(AD_CONSENT_MAX_AGE_SECONDS - 60);

    await page.reload();
    await page.getByRole("button", { name: "Ad choices" }).waitFor();
    await page.waitForLoadState("networkidle");
    await expect(consentBanner(page).count()).resolves.toBe(0);
  });

  it("lets the visitor change the choice from the footer, by keyboard", async () => {
    const { page } = current;
    await page.goto("/about");
    await consentBanner(page).waitFor();
    // The banner comes first in the tab order, and Tab leaves it again.
    const accept = consentBanner(page).getByRole("button", { name: "Accept" });
    for (let presses = 0; presses < 3 && !(await accept.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press("Tab");
    }
    await expect(accept.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(consentBanner(page).evaluate((el) => el.contains(document.activeElement))).resolves.toBe(false);
    await consentBanner(page).getByRole("button", { name: "Reject" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => consentBanner(page).count()).toBe(0);

    const adChoices = page.getByRole("button", { name: "Ad choices" });
    await adChoices.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => consentBanner(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(accept.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => consentBanner(page).count()).toBe(0);
    await expect(adChoices.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const cookie = (await page.context().cookies()).find((c) => c.name === "zowii_ad_consent");
    expect(cookie?.value).toBe("accepted");
  });

  it("closes the floating bottom ad, which stays closed for the visit", async () => {
    const { page } = current;
    await page.goto("/");
    await consentBanner(page).getByRole("button", { name: "Reject" }).click();
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
    await consentBanner(page).getByRole("button", { name: "Accept" }).click();
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
    await page.clock.fastForward("02:50");
    expect(await launch()).toBe(false);
    await page.clock.fastForward("00:10");
    expect(await launch()).toBe(true);
  });

  it("answers /ads.txt with 404 when none is configured", async () => {
    const response = await get("/ads.txt");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/plain");
  });
});
