import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { landingPages } from "../../content/landing";
import { BROKEN_GAME } from "./fixtures";
import { seedCatalog } from "../../content/catalog/seed-games";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/cache-headers";
import { get, setUpBrowserPage, tickUntil, waitForHydration } from "./support";

const current = setUpBrowserPage();

describe("game launch flow", () => {
  it("counts down from 5 and offers the close button at 2 seconds, then opens our game", async () => {
    const { page } = current;
    await page.clock.install();
    await page.goto("/?q=zowii snake");
    await page.getByRole("link", { name: "Zowii Snake", exact: true }).click();
    const interstitial = page.getByRole("dialog", { name: "Starting Zowii Snake", exact: true });
    const close = interstitial.getByRole("button", { name: "Close", exact: true });

    await interstitial.getByText("Starting Zowii Snake in 5s").waitFor();
    await expect(close.count()).resolves.toBe(0);
    // Without an ad network, the ad's place shows the game being launched, and leads nowhere else.
    const ad = interstitial.getByRole("group", { name: "Advertisement", exact: true });
    await ad.getByText("Zowii Snake", { exact: true }).waitFor();
    await ad.getByText("How to Play").waitFor();
    await ad.getByText(/^Steer the snake with the arrow keys/).waitFor();
    await expect(ad.locator("img").count()).resolves.toBe(1);
    await expect(ad.getByRole("link").count()).resolves.toBe(0);
    await tickUntil(page, interstitial.getByText("Starting Zowii Snake in 3s"));
    await expect(close.count()).resolves.toBe(0);
    await tickUntil(page, interstitial.getByText("Starting Zowii Snake in 2s"));
    await expect(close.isVisible()).resolves.toBe(true);
    await page.clock.runFor(2_000);

    const gameWindow = page.getByRole("dialog", { name: "Zowii Snake", exact: true });
    await gameWindow.getByText("Live Game").waitFor({ timeout: 5_000 });
    for (const name of ["Refresh game", "Mute", "Fullscreen", "Close game"]) {
      await gameWindow.getByRole("button", { name, exact: true }).waitFor();
    }
    await page.frameLocator('iframe[title="Zowii Snake"]').locator('body[data-game-ready="true"]').waitFor();
    await expect(gameWindow.getByRole("status").count()).resolves.toBe(0);
  });

  it("shows the failure panel for a game whose server does not answer", async () => {
    const { page } = current;
    await page.clock.install();
    await page.goto(`/?q=${encodeURIComponent(BROKEN_GAME.title)}`);
    await page.getByRole("link", { name: BROKEN_GAME.title, exact: true }).click();
    const closeInterstitial = page
      .getByRole("dialog", { name: `Starting ${BROKEN_GAME.title}`, exact: true })
      .getByRole("button", { name: "Close", exact: true });
    await tickUntil(page, closeInterstitial);
    await closeInterstitial.click();

    const gameWindow = page.getByRole("dialog", { name: BROKEN_GAME.title, exact: true });
    await gameWindow.getByRole("heading", { name: "Game Failed to Load", exact: true }).waitFor();
    await gameWindow
      .getByText("We're having trouble loading this game. This might be due to network issues or the game being temporarily unavailable.")
      .waitFor();
    await gameWindow.getByRole("button", { name: "Try Again", exact: true }).click();
    await gameWindow.getByRole("heading", { name: "Game Failed to Load", exact: true }).waitFor();
    await gameWindow.getByRole("button", { name: "Close", exact: true }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
  });

  it("counts a play once when the game window opens, and not again within the minute", async () => {
    const { page } = current;
    // A headless browser says so, and robots' launches count no play: this one is a visitor's.
    await page.setExtraHTTPHeaders({ "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" });
    await page.goto("/game/tile-merge");
    const play = async () => {
      const response = page.waitForResponse((r) => r.url().endsWith("/api/games/tile-merge/plays"));
      await page.getByRole("button", { name: "Play Now", exact: true }).click();
      const result = (await (await response).json()) as { result: string };
      // The play is reported as the window opens; the window itself may still be loading.
      await page.getByRole("dialog", { name: "Tile Merge", exact: true }).getByRole("button", { name: "Close game", exact: true }).click();
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      return result.result;
    };
    expect(await play()).toBe("counted");
    expect(await play()).toBe("too-soon");
  });

  it("puts the game's frame in fullscreen and back, and toggles mute", async () => {
    const { page } = current;
    await page.goto("/game/zowii-snake");
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    const gameWindow = page.getByRole("dialog", { name: "Zowii Snake", exact: true });
    const fullscreen = gameWindow.getByRole("button", { name: "Fullscreen", exact: true });
    await fullscreen.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.querySelector("iframe")?.title ?? null)).toBe("Zowii Snake");
    // The button follows the browser's fullscreenchange event, a moment after the switch.
    await expect.poll(() => fullscreen.getAttribute("aria-pressed")).toBe("true");
    await gameWindow.getByRole("button", { name: "Exit fullscreen", exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

    // Escape in fullscreen leaves fullscreen, and only that.
    await fullscreen.click();
    await expect.poll(() => fullscreen.getAttribute("aria-pressed")).toBe("true");
    await gameWindow.getByRole("button", { name: "Exit fullscreen", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(gameWindow.isVisible()).resolves.toBe(true);

    const mute = gameWindow.getByRole("button", { name: "Mute", exact: true });
    await mute.click();
    await expect.poll(() => mute.getAttribute("aria-pressed")).toBe("true");
  });

  it("fills the screen where the Fullscreen API is missing, as on an iPhone", async () => {
    const { page } = current;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      // iPhone Safari offers element fullscreen to video only.
      Object.defineProperty(Element.prototype, "requestFullscreen", { value: undefined });
      Object.defineProperty(Element.prototype, "webkitRequestFullscreen", { value: undefined });
    });
    await page.goto("/game/zowii-snake");
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    // On a phone the window's bar holds the title, the live badge and five controls, side by side, each whole.
    const bar = await page.getByRole("dialog", { name: "Zowii Snake", exact: true }).evaluate((dialog) => {
      const box = (element: Element) => element.getBoundingClientRect();
      const title = dialog.querySelector("h2")!;
      const badge = dialog.querySelector("[data-live-badge]")!;
      const controls = [...dialog.querySelectorAll("button")].filter((button) => box(button).top < box(title).bottom).map(box);
      const window = box(dialog);
      return {
        titleShown: box(title).width >= 60,
        titleBeforeBadge: box(title).right <= box(badge).left,
        badgeOneLine: box(badge).height <= 24,
        badgeBeforeControls: controls.every((control) => box(badge).right <= control.left),
        controls: controls.length,
        inside: [box(title), box(badge), ...controls].every((part) => part.left >= window.left && part.right <= window.right),
      };
    });
    expect(bar).toEqual({ titleShown: true, titleBeforeBadge: true, badgeOneLine: true, badgeBeforeControls: true, controls: 5, inside: true });
    await page.getByRole("dialog", { name: "Zowii Snake", exact: true }).getByRole("button", { name: "Fullscreen", exact: true }).click();
    await expect.poll(() => page.locator('iframe[title="Zowii Snake"]').boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await page.getByRole("button", { name: "Exit fullscreen", exact: true }).click();
    await expect.poll(async () => (await page.locator('iframe[title="Zowii Snake"]').boundingBox())?.y).toBeGreaterThan(0);

    // Escape leaves the filled screen, and only that.
    await page.getByRole("dialog", { name: "Zowii Snake", exact: true }).getByRole("button", { name: "Fullscreen", exact: true }).click();
    await page.getByRole("button", { name: "Exit fullscreen", exact: true }).focus();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Exit fullscreen", exact: true }).waitFor({ state: "detached" });
    await expect(page.getByRole("dialog", { name: "Zowii Snake", exact: true }).isVisible()).resolves.toBe(true);
  });

  it("can be driven by keyboard alone: search, card, game window, close", async () => {
    const { page } = current;
    await page.clock.install();
    await page.goto("/");
    const search = page.getByRole("combobox", { name: "Search games", exact: true });
    while (!(await search.evaluate((el) => el === document.activeElement))) await page.keyboard.press("Tab");
    await page.keyboard.type("tile merge");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: 'Search results for "tile merge"', exact: true }).waitFor();

    const card = page.getByRole("link", { name: "Tile Merge", exact: true });
    while (!(await card.evaluate((el) => el === document.activeElement))) await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");

    const close = page.getByRole("dialog", { name: "Starting Tile Merge", exact: true }).getByRole("button", { name: "Close", exact: true });
    await tickUntil(page, close);
    await expect.poll(() => close.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");

    // The loaded game has the keys; Shift+Tab leaves it for the window's controls.
    const frame = page.locator('iframe[title="Tile Merge"]');
    await expect.poll(() => frame.evaluate((el) => el === document.activeElement)).toBe(true);
    const closeGame = page.getByRole("dialog", { name: "Tile Merge", exact: true }).getByRole("button", { name: "Close game", exact: true });
    for (let press = 0; press < 10 && !(await closeGame.evaluate((el) => el === document.activeElement)); press += 1) {
      await page.keyboard.press("Shift+Tab");
    }
    await expect(closeGame.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("gives the loaded game the keys: Space and Enter reach the game and never reload it", async () => {
    const { page } = current;
    await page.goto("/game/zowii-snake");
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    const gameWindow = page.getByRole("dialog", { name: "Zowii Snake", exact: true });
    // While the frame loads, focus waits on the game's place, where Space and Enter do nothing.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null)).not.toBe("Refresh game");
    await page.frameLocator('iframe[title="Zowii Snake"]').locator('body[data-game-ready="true"]').waitFor();
    const frame = (await page.locator('iframe[title="Zowii Snake"]').elementHandle())!;
    await expect.poll(() => frame.evaluate((el) => el === document.activeElement)).toBe(true);
    const game = (await frame.contentFrame())!;
    await game.evaluate(() => {
      const keys: string[] = [];
      (window as unknown as { keys: string[] }).keys = keys;
      addEventListener("keydown", (event) => keys.push(event.key));
    });
    await page.keyboard.press("Space");
    await page.keyboard.press("Enter");
    // A reload would have started a new document, without the list.
    await expect(game.evaluate(() => (window as unknown as { keys?: string[] }).keys)).resolves.toEqual([" ", "Enter"]);
    await expect(gameWindow.isVisible()).resolves.toBe(true);
  });

  it("closes on the browser's Back, from the interstitial or the game window, and stays on the page; a second Back leaves", async () => {
    const { page } = current;
    await page.goto("/about");
    await page.goto("/?q=zowii snake");
    const here = page.url();
    const card = page.getByRole("link", { name: "Zowii Snake", exact: true });

    await card.click();
    await page.getByRole("dialog", { name: "Starting Zowii Snake", exact: true }).waitFor();
    await page.goBack();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(page.url()).toBe(here);

    // The interstitial shows once in a while: this launch opens the game window at once.
    await card.click();
    await page.getByRole("dialog", { name: "Zowii Snake", exact: true }).getByText("Live Game").waitFor();
    await page.goBack();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(page.url()).toBe(here);
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);

    // Closed by its button, the window takes its history entry away: Back leaves the page.
    await card.click();
    await page.getByRole("dialog", { name: "Zowii Snake", exact: true }).getByRole("button", { name: "Close game", exact: true }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/about$/);
  });
});

/** Every way a visitor reaches the interstitial, each to Zowii Snake's card. */
const INTERSTITIAL_PATHS: [string, (page: Page) => Promise<void>][] = [
  [
    "a card on the home page",
    async (page) => {
      await page.goto("/");
      await page.getByRole("link", { name: "Zowii Snake", exact: true }).first().click();
    },
  ],
  [
    "a search result",
    async (page) => {
      await page.goto("/?q=zowii snake");
      await page.getByRole("link", { name: "Zowii Snake", exact: true }).click();
    },
  ],
  [
    "a card of New Games' View All",
    async (page) => {
      await page.goto("/?view=new");
      await page.getByRole("link", { name: "Zowii Snake", exact: true }).first().click();
    },
  ],
];

describe("Escape during the interstitial", () => {
  it.each(INTERSTITIAL_PATHS)("from %s does nothing before the close button shows, then closes as the button does", async (_path, open) => {
    const { page } = current;
    await page.clock.install();
    await open(page);
    const where = page.url();
    const interstitial = page.getByRole("dialog", { name: "Starting Zowii Snake", exact: true });
    await interstitial.waitFor();
    // The dialog opens on what it says, not on the ad's link.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toMatch(/^Starting Zowii Snake in \ds$/);
    await expect(page.evaluate(() => document.activeElement?.closest("a") === null)).resolves.toBe(true);

    for (let press = 0; press < 3; press += 1) await page.keyboard.press("Escape");
    await expect(interstitial.getByRole("button", { name: "Close", exact: true }).count()).resolves.toBe(0);
    await expect(interstitial.isVisible()).resolves.toBe(true);
    await expect(page.getByRole("dialog", { name: "Zowii Snake", exact: true }).count()).resolves.toBe(0);

    await tickUntil(page, interstitial.getByRole("button", { name: "Close", exact: true }));
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Zowii Snake", exact: true }).getByText("Live Game").waitFor();
    await expect(interstitial.count()).resolves.toBe(0);
    expect(page.url()).toBe(where);
  });

  it("is never met from a landing page or a game page: their cards and Play Now open the game window", async () => {
    const { page } = current;
    const snakePage = landingPages.find((landing) => landing.gameSearch.split(" ").includes("snake"))!;
    await page.goto(`/${snakePage.keyword}`);
    // Landing pages are plain HTML: a card is a link to the game's page.
    await page.getByRole("link", { name: "Zowii Snake", exact: true }).first().click();
    await page.waitForURL(/\/game\/zowii-snake$/);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    const gameWindow = page.getByRole("dialog", { name: "Zowii Snake", exact: true });
    await gameWindow.getByText("Live Game").waitFor();
    await expect(page.getByRole("dialog", { name: "Starting Zowii Snake", exact: true }).count()).resolves.toBe(0);
  });
});

describe("GET /api/games/{slug}/how-to-play", () => {
  it("answers the game's instructions for the interstitial, the same for everyone; an unknown or malformed slug is a 404", async () => {
    const response = await get("/api/games/zowii-snake/how-to-play");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(await response.json()).toEqual({ instructions: seedCatalog.find((game) => game.slug === "zowii-snake")!.instructions });
    for (const slug of ["no-such-game", "Zowii%20Snake", "%00", "a".repeat(300), "..%2F..%2Fetc"]) {
      const missing = await get(`/api/games/${slug}/how-to-play`);
      expect(missing.status, slug).toBe(404);
      expect(((await missing.json()) as { error?: string }).error, slug).toBe("Game not found");
    }
  });
});
