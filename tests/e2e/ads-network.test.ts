import fs from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AD_CHECK_DELAY_MS,
  AD_CONSENT_MAX_AGE_SECONDS,
  AD_REFRESH_DEFAULT_MS,
  AD_REFRESH_FLOOR_MS,
  AD_REFRESH_LEADERBOARD_MS,
  AD_REFRESH_RECTANGLE_MS,
  AD_REFRESH_SECOND_RECTANGLE_MS,
  AD_RETRY_LIMIT,
  AD_RETRY_MAX_MS,
} from "~/lib/constants";
import { openDatabase } from "~/domain/db/connection.server";
import { games } from "~/domain/db/schema.server";
import { ADMIN_PATH } from "../support/admin-accounts";
import { startFakeAdNetwork, type FakeAdNetwork } from "../support/fake-ad-network";
import { startPortal, type RunningPortal } from "../support/portal-server";
import { pgliteDirectoryFrom } from "../support/test-database";
import { layoutShift, scrollPastFirstScreen, setUpBrowserPage } from "./support";

/** The network's ids of blocks 1-8. */
const BLOCK_IDS = ["top-101", "between-102", "floor-103", "floating-104", "player-105", "interstitial-106", "rect-107", "rect-108"];
const ADS_TXT = "adnetwork.example, pub-0000000001, DIRECT, f08c47fec0942fa0; contact=ads@zowii.example";

const CATALOG = [
  { slug: "network-test-snake", title: "Network Test Snake", gameUrl: "/games/snake/", category: "Arcade", plays: 500 },
  { slug: "network-test-merge", title: "Network Test Merge", gameUrl: "/games/tile-merge/", category: "Puzzle", plays: 400 },
  { slug: "network-test-bricks", title: "Network Test Bricks", gameUrl: "/games/brick-breaker/", category: "Arcade", plays: 300 },
].map((game) => ({ ...game, description: `${game.title}, a game for the ad network tests.`, tags: ["arcade"], rating: 4 }));
const DETAIL_PAGE = `/game/${CATALOG[0]!.slug}`;

let network: FakeAdNetwork;
let portal: RunningPortal;
let dataDir: string;

/** A portal of its own, with the fake ad network configured, on a small catalog. */
beforeAll(async () => {
  network = await startFakeAdNetwork();
  dataDir = pgliteDirectoryFrom("migrated", "zowii-ads-");
  const handle = await openDatabase({ databaseUrl: undefined, dataDir });
  await handle.db.insert(games).values(CATALOG);
  await handle.close();
  portal = await startPortal({
    DATA_DIR: dataDir,
    AD_NETWORK_SCRIPT_URL: network.scriptUrl,
    AD_BLOCK_IDS: BLOCK_IDS.map((id, index) => `${index + 1}=${id}`).join(", "),
    ADS_TXT,
  });
});

afterAll(async () => {
  await portal?.stop();
  await network?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  network.serve({ readyAfterMs: 0, noFill: false });
});

const current = setUpBrowserPage(undefined, () => portal.url);

const slot = (page: Page, block: number) => page.locator(`[data-ad-block="${block}"]`).first();
const fakeAd = (page: Page, block: number) => slot(page, block).locator(`[data-fake-ad="${BLOCK_IDS[block - 1]}"]`);

const banner = (page: Page) => page.getByRole("region", { name: "Ads keep Zowii free", exact: true });

async function accept(page: Page) {
  await banner(page).getByRole("button", { name: "Accept", exact: true }).click();
}

/** How often the network rendered each block on this page. */
function renders(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => ({ ...(window as unknown as { fakeAdNetwork: { renders: Record<string, number> } }).fakeAdNetwork.renders }));
}

/** Requests the page makes to the ad network's origin, from now on. */
function networkRequests(page: Page): string[] {
  const origin = new URL(network.scriptUrl).origin;
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(origin)) seen.push(request.url());
  });
  return seen;
}

/** With the page's clock installed: let fake time pass until the block shows its network ad. */
async function runUntilShown(page: Page, block: number) {
  for (let step = 0; step < 40 && !(await fakeAd(page, block).isVisible()); step++) await page.clock.runFor(250);
  await expect(fakeAd(page, block).isVisible()).resolves.toBe(true);
}

describe("consent to the ad network", () => {
  it("asks for consent in a banner that moves nothing, and keeps the choice for 6 months", async () => {
    const { page } = current;
    await page.goto("/");
    await banner(page).waitFor();
    await page.getByRole("heading", { name: "Trending Games", exact: true }).scrollIntoViewIfNeeded();
    expect(await layoutShift(page)).toBeLessThan(0.05);

    await banner(page).getByRole("link", { name: "Privacy Policy", exact: true }).waitFor();
    await banner(page).getByRole("button", { name: "Reject", exact: true }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === "zowii_ad_consent");
    expect(cookie?.value).toBe("rejected");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(AD_CONSENT_MAX_AGE_SECONDS - 60);

    await page.reload();
    await page.getByRole("button", { name: "Ad choices", exact: true }).waitFor();
    await page.waitForLoadState("networkidle");
    await expect(banner(page).count()).resolves.toBe(0);
  });

  it("lets the visitor change the choice from the footer, by keyboard", async () => {
    const { page } = current;
    await page.goto("/about");
    await banner(page).waitFor();
    // The banner comes first in the tab order, and Tab leaves it again.
    const accept = banner(page).getByRole("button", { name: "Accept", exact: true });
    for (let presses = 0; presses < 3 && !(await accept.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press("Tab");
    }
    await expect(accept.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(banner(page).evaluate((el) => el.contains(document.activeElement))).resolves.toBe(false);
    await banner(page).getByRole("button", { name: "Reject", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => banner(page).count()).toBe(0);

    const adChoices = page.getByRole("button", { name: "Ad choices", exact: true });
    await adChoices.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => banner(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(accept.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => banner(page).count()).toBe(0);
    await expect(adChoices.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const cookie = (await page.context().cookies()).find((c) => c.name === "zowii_ad_consent");
    expect(cookie?.value).toBe("accepted");
  });
});

describe("ads from an ad network", () => {
  it("loads nothing from the network before the visitor chooses, nor after a reject", async () => {
    const { page } = current;
    const requests = networkRequests(page);
    await page.goto("/");
    await page.getByRole("region", { name: "Ads keep Zowii free", exact: true }).waitFor();
    await page.waitForTimeout(AD_CHECK_DELAY_MS);
    expect(requests).toEqual([]);
    await expect(page.locator("script[src*='network.js']").count()).resolves.toBe(0);
    await slot(page, 1).getByRole("link").waitFor();

    await page.getByRole("button", { name: "Reject", exact: true }).click();
    await page.reload();
    await page.getByRole("button", { name: "Ad choices", exact: true }).waitFor();
    await page.waitForTimeout(AD_CHECK_DELAY_MS);
    expect(requests).toEqual([]);
    await slot(page, 1).getByRole("link").waitFor();
  });

  it("renders each block by its id after consent, in every place, within the page's policy", async () => {
    const { page } = current;
    const requests = networkRequests(page);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/");
    await accept(page);
    for (const block of [1, 2, 3]) await fakeAd(page, block).waitFor();
    await scrollPastFirstScreen(page);
    await fakeAd(page, 4).waitFor();
    expect(requests).toEqual([network.scriptUrl]);
    await expect.poll(() => page.locator(`[data-fake-ad="${BLOCK_IDS[1]}"]`).count()).toBe(4);
    // The ad replaced the house promotion.
    await expect(slot(page, 1).getByRole("link").count()).resolves.toBe(0);

    await page.getByRole("region", { name: "All games", exact: true }).getByRole("button").first().click();
    await fakeAd(page, 5).waitFor();

    await page.getByRole("main").getByRole("link", { name: "Network Test Merge", exact: true }).first().click();
    const interstitial = page.getByRole("dialog", { name: "Starting Network Test Merge", exact: true });
    await interstitial.locator(`[data-fake-ad="${BLOCK_IDS[5]}"]`).waitFor();

    await page.goto(DETAIL_PAGE);
    for (const block of [1, 7, 8, 3]) await fakeAd(page, block).waitFor();
    expect(violations).toEqual([]);
  });

  it("shows network ads on the plain HTML pages too: a landing page's leaderboard and a content page's floor banner", async () => {
    const { page } = current;
    await page.goto("/io-games");
    await expect(page.evaluate(() => "__reactRouterContext" in window)).resolves.toBe(false);
    await accept(page);
    await fakeAd(page, 1).waitFor();
    await fakeAd(page, 3).waitFor();
    await page.goto("/about");
    await fakeAd(page, 3).waitFor();
    await page.getByRole("button", { name: "Ad choices", exact: true }).click();
    await banner(page).getByRole("button", { name: "Accept", exact: true }).waitFor();
  });

  it("puts a returning visitor's ads in only once React has taken over the page", async () => {
    const { page } = current;
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(DETAIL_PAGE);
    await accept(page);
    await fakeAd(page, 1).waitFor();
    await page.reload();
    for (const block of [1, 7, 8, 3]) await fakeAd(page, block).waitFor();
    await page.goto("/");
    await scrollPastFirstScreen(page);
    await fakeAd(page, 4).waitFor();
    expect(problems).toEqual([]);
  });

  it("names the network's origin in the pages' policy, live and cached, and not in the admin area's", async () => {
    const origin = new URL(network.scriptUrl).origin;
    const scriptSources = async (path: string) =>
      (await fetch(new URL(path, portal.url))).headers.get("content-security-policy")!.split("script-src")[1]!.split(";")[0]!;
    await expect(scriptSources("/about")).resolves.toContain(origin);
    await expect(scriptSources("/about")).resolves.toContain(origin);
    await expect(scriptSources(ADMIN_PATH)).resolves.not.toContain(origin);
  });

  it("asks the network for the phone variant of the floor banner on a phone", async () => {
    const { page } = current;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(DETAIL_PAGE);
    await accept(page);
    await fakeAd(page, 3).waitFor();
    const requests = await page.evaluate(() => (window as unknown as { fakeAdNetwork: { requests: object[] } }).fakeAdNetwork.requests);
    expect(requests).toContainEqual(expect.objectContaining({ blockId: BLOCK_IDS[2], type: "floor", width: 320, height: 50 }));
    await expect(slot(page, 3).boundingBox()).resolves.toMatchObject({ width: 320, height: 50 });
  });

  it("moves nothing on the page when the ads arrive", async () => {
    const { page } = current;
    await page.goto(DETAIL_PAGE);
    await page.getByRole("region", { name: "Ads keep Zowii free", exact: true }).waitFor();
    const blocks = [1, 7, 8, 3];
    const before = await Promise.all(blocks.map((block) => slot(page, block).boundingBox()));
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift" });
    });
    await accept(page);
    for (const block of blocks) await fakeAd(page, block).waitFor();
    const after = await Promise.all(blocks.map((block) => slot(page, block).boundingBox()));
    expect(after).toEqual(before);
    await expect(page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).resolves.toEqual([]);
  });

  it("keeps the house promotions when the network's script never becomes ready", async () => {
    const { page } = current;
    network.serve({ readyAfterMs: null });
    await page.clock.install();
    await page.goto(DETAIL_PAGE);
    await accept(page);
    await expect.poll(() => page.evaluate(() => "fakeAdNetwork" in window)).toBe(true);
    await page.clock.runFor(AD_RETRY_LIMIT * AD_RETRY_MAX_MS + AD_CHECK_DELAY_MS);
    for (const block of [1, 7, 8, 3]) {
      await expect(slot(page, block).getByRole("link").isVisible()).resolves.toBe(true);
      await expect(slot(page, block).locator("[data-fake-ad]").count()).resolves.toBe(0);
    }
  });

  it("waits for a network that becomes ready late, and keeps the fallback where it has no ad", async () => {
    const { page } = current;
    network.serve({ readyAfterMs: 1_000 });
    await page.goto(DETAIL_PAGE);
    await accept(page);
    await fakeAd(page, 7).waitFor();

    network.serve({ readyAfterMs: 0, noFill: true });
    await page.reload();
    await expect.poll(async () => (await renders(page).catch(() => ({}) as Record<string, number>))[BLOCK_IDS[6]!]).toBe(1);
    await page.waitForTimeout(AD_CHECK_DELAY_MS + 500);
    await expect(slot(page, 7).getByRole("link").isVisible()).resolves.toBe(true);
  });

  it("refreshes each type on its interval, held back while the tab is hidden or a pointer is on the ad", async () => {
    const { page } = current;
    await page.clock.install();
    await page.goto(DETAIL_PAGE);
    await accept(page);
    for (const block of [1, 7, 8, 3]) await runUntilShown(page, block);
    const count = async (block: number) => (await renders(page))[BLOCK_IDS[block - 1]!] ?? 0;
    expect([await count(1), await count(7), await count(8), await count(3)]).toEqual([1, 1, 1, 1]);

    await page.clock.runFor(AD_REFRESH_FLOOR_MS + 1_000);
    expect([await count(3), await count(1)]).toEqual([2, 1]);
    await page.clock.runFor(AD_REFRESH_LEADERBOARD_MS - AD_REFRESH_FLOOR_MS);
    expect([await count(1), await count(7)]).toEqual([2, 1]);
    await slot(page, 1).getByText(`Fake ad ${BLOCK_IDS[0]} #2`).waitFor();
    await page.clock.runFor(AD_REFRESH_RECTANGLE_MS - AD_REFRESH_LEADERBOARD_MS);
    expect([await count(7), await count(8)]).toEqual([2, 1]);
    await page.clock.runFor(AD_REFRESH_SECOND_RECTANGLE_MS - AD_REFRESH_RECTANGLE_MS);
    expect(await count(8)).toBe(2);

    // A pointer (or finger) resting on the ad holds its refresh until it leaves.
    await slot(page, 7).hover();
    await page.clock.runFor(AD_REFRESH_RECTANGLE_MS + AD_CHECK_DELAY_MS);
    expect(await count(7)).toBe(2);
    await page.mouse.move(1, 1);
    await expect.poll(() => count(7)).toBe(3);

    // A hidden tab refreshes nothing until it is shown again.
    const setVisibility = (state: "hidden" | "visible") =>
      page.evaluate((visibility) => {
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
        document.dispatchEvent(new Event("visibilitychange"));
      }, state);
    const top = await count(1);
    await setVisibility("hidden");
    await page.clock.runFor(2 * AD_REFRESH_LEADERBOARD_MS);
    expect(await count(1)).toBe(top);
    await setVisibility("visible");
    await expect.poll(() => count(1)).toBe(top + 1);
  });

  it("closes the floating ad, whose block then no longer refreshes", async () => {
    const { page } = current;
    await page.clock.install();
    await page.goto("/");
    await accept(page);
    await scrollPastFirstScreen(page);
    await runUntilShown(page, 4);
    await page.getByRole("button", { name: "Close advertisement", exact: true }).click();
    await expect.poll(() => page.locator('[data-ad-type="floating"]').count()).toBe(0);
    const before = (await renders(page))[BLOCK_IDS[3]!];
    await page.clock.runFor(AD_REFRESH_DEFAULT_MS * 2);
    expect((await renders(page))[BLOCK_IDS[3]!]).toBe(before);
  });

  it("breaks nothing when an ad blocker refuses the network's script", async () => {
    const { page } = current;
    const errors: Error[] = [];
    page.on("pageerror", (error) => errors.push(error));
    await page.route(network.scriptUrl, (route) => route.abort("blockedbyclient"));
    await page.goto("/");
    await accept(page);
    await page.waitForTimeout(AD_CHECK_DELAY_MS);
    await expect(slot(page, 1).getByRole("link").isVisible()).resolves.toBe(true);
    await page.getByRole("main").getByRole("link", { name: "Network Test Merge", exact: true }).first().click();
    await page.getByRole("dialog", { name: "Starting Network Test Merge", exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it("drops the network's ads at once when the visitor changes to reject", async () => {
    const { page } = current;
    await page.goto(DETAIL_PAGE);
    await accept(page);
    await fakeAd(page, 1).waitFor();
    await page.getByRole("button", { name: "Ad choices", exact: true }).click();
    const reloaded = page.waitForEvent("load");
    await page.getByRole("region", { name: "Ads keep Zowii free", exact: true }).getByRole("button", { name: "Reject", exact: true }).click();
    await reloaded;
    const requests = networkRequests(page);
    await slot(page, 1).getByRole("link").waitFor();
    await page.waitForTimeout(AD_CHECK_DELAY_MS);
    expect(requests).toEqual([]);
    await expect(page.locator("[data-fake-ad]").count()).resolves.toBe(0);
  });

  it("serves the configured /ads.txt", async () => {
    const response = await fetch(new URL("/ads.txt", portal.url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    await expect(response.text()).resolves.toBe("adnetwork.example, pub-0000000001, DIRECT, f08c47fec0942fa0\ncontact=ads@zowii.example\n");
  });
});
