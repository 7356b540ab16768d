import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seedCatalog } from "../../content/catalog/seed-games";
import { VISITOR_SHELF_LIMIT } from "~/lib/constants";
import type { ShelfGame } from "~/lib/visitor-shelves";
import { BROKEN_GAME } from "./fixtures";
import { baseURL, expectInPage, expectNotInPage, get, layoutShift, setUpBrowserPage, tickUntil, waitForHydration } from "./support";

const current = setUpBrowserPage();

const FAVORITES_KEY = "zowii_favorites";
const PLAYED_KEY = "zowii_recently_played";

/** Seed games as a shelf keeps them. */
const shelfGames = (count: number, from = 0): ShelfGame[] =>
  seedCatalog.slice(from, from + count).map((game) => ({
    slug: game.slug,
    title: game.title,
    thumbnail: "/images/placeholder-thumbnail.svg",
    gameUrl: game.gameUrl,
    category: game.category,
  }));

/** What this browser keeps, put there before the page's own scripts run. */
async function keepInStorage(page: Page, items: Record<string, string>) {
  await page.addInitScript((entries) => {
    // Once per tab: a reload must read what the page itself stored since.
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}

/** Until our own game in the game window has loaded, then closed by its button (the loaded game has the keys, Escape among them). */
async function playUntilLoaded(page: Page, title: string) {
  await page.frameLocator(`iframe[title="${title}"]`).locator('body[data-game-ready="true"]').waitFor();
  await page.getByRole("dialog", { name: title, exact: true }).getByRole("button", { name: "Close game", exact: true }).click();
}

/** A game of another site, answered by a page of the test's own: no test reaches the internet. */
async function serveOutsideGame(page: Page, url: string) {
  await page.route(`${url}**`, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Game</title><p>Playing</p>" }));
}

/** What has the focus, when it is something the visitor can see. */
const visibleFocus = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    return focused && focused !== document.body && focused.checkVisibility() ? focused.textContent?.trim() || focused.getAttribute("aria-label") : null;
  });

const shelf = (page: Page, name: "Continue Playing" | "Your Favorites") => page.getByRole("region", { name, exact: true });

/** The titles of a shelf's cards, in order. */
const shelfTitles = (page: Page, name: "Continue Playing" | "Your Favorites") => shelf(page, name).getByRole("link").allTextContents();

/** The heart beside the game page's title, not those on its Related Games cards. */
const gamePageHeart = (page: Page, name: "Add to favorites" | "Remove from favorites") =>
  page.getByRole("article").getByRole("button", { name, pressed: name === "Remove from favorites" });

const cardHeart = (page: Page, section: string, title: string) =>
  page
    .getByRole("region", { name: section, exact: true })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) })
    .getByRole("button", { name: /favorites$/ });

describe("the server's pages", () => {
  it("are the same for every visitor: no shelf on the home page, every heart unpressed", async () => {
    const home = await (await get("/")).text();
    expectNotInPage(home, "Continue Playing");
    expectNotInPage(home, "Your Favorites");
    expectInPage(home, 'aria-label="Add to favorites"', 'aria-pressed="false"');
    expectNotInPage(home, "Remove from favorites");
    expectNotInPage(home, 'aria-pressed="true"');
    // Each heart is beside its card's link, never inside it.
    expect(home).not.toMatch(/<a [^>]*href="\/game\/[^"]*"[^>]*>(?:(?!<\/a>).)*<button/s);

    const gamePage = await (await get("/game/tile-merge")).text();
    expectInPage(gamePage, 'aria-label="Add to favorites"', ">Share<");
    expectNotInPage(gamePage, "Remove from favorites");
    expectNotInPage(gamePage, "Link copied!");
  });
});

describe("favorites", () => {
  it("are added from a card, shown on the home shelf after a reload, and removed", async () => {
    const { page } = current;
    await page.goto("/");
    const heart = cardHeart(page, "New Games", "Zowii Snake");
    await expect(heart.getAttribute("aria-pressed")).resolves.toBe("false");
    await heart.click();
    await expect.poll(() => heart.getAttribute("aria-label")).toBe("Remove from favorites");
    await expect(heart.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect.poll(() => shelfTitles(page, "Your Favorites")).toEqual(["Zowii Snake"]);

    await page.reload();
    await expect.poll(() => shelfTitles(page, "Your Favorites")).toEqual(["Zowii Snake"]);
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");

    // The same game's heart on the shelf takes it off everywhere on the page.
    await cardHeart(page, "Your Favorites", "Zowii Snake").click();
    await expect.poll(() => shelf(page, "Your Favorites").count()).toBe(0);
    await expect(heart.getAttribute("aria-pressed")).resolves.toBe("false");
    await page.reload();
    await page.getByRole("region", { name: "Trending Games", exact: true }).waitFor();
    await expect(shelf(page, "Your Favorites").count()).resolves.toBe(0);
  });

  it("are added from the game page, newest first, and Clear all empties the shelf", async () => {
    const { page } = current;
    for (const slug of ["tile-merge", "brick-breaker"]) {
      await page.goto(`/game/${slug}`);
      await gamePageHeart(page, "Add to favorites").click();
      await gamePageHeart(page, "Remove from favorites").waitFor();
      await page.reload();
      await gamePageHeart(page, "Remove from favorites").waitFor();
    }
    await page.goto("/");
    await expect.poll(() => shelfTitles(page, "Your Favorites")).toEqual(["Brick Breaker", "Tile Merge"]);

    await shelf(page, "Your Favorites").getByRole("button", { name: "Clear all", exact: true }).click();
    await expect.poll(() => shelf(page, "Your Favorites").count()).toBe(0);
    // Focus goes to the section above, not into nowhere with the button.
    await expect.poll(() => visibleFocus(page)).toBe("Trending Games");
    await page.reload();
    await page.getByRole("region", { name: "Trending Games", exact: true }).waitFor();
    await expect(shelf(page, "Your Favorites").count()).resolves.toBe(0);
    await page.goto("/game/tile-merge");
    await expect(gamePageHeart(page, "Add to favorites").getAttribute("aria-pressed")).resolves.toBe("false");
  });

  it("follow another tab's changes", async () => {
    const { page } = current;
    await page.goto("/game/tile-merge");
    const other = await page.context().newPage();
    await other.goto("/");
    await waitForHydration(other);
    await gamePageHeart(page, "Add to favorites").click();
    await expect.poll(() => shelfTitles(other, "Your Favorites")).toEqual(["Tile Merge"]);
    await other.close();
  });

  it("are reached and toggled by keyboard", async () => {
    const { page } = current;
    await page.goto("/");
    await page.getByRole("region", { name: "New Games", exact: true }).getByRole("link", { name: "Zowii Snake", exact: true }).focus();
    await page.keyboard.press("Tab");
    const focused = () => page.evaluate(() => [document.activeElement?.getAttribute("aria-label"), document.activeElement?.getAttribute("aria-pressed")]);
    await expect(focused()).resolves.toEqual(["Add to favorites", "false"]);
    await page.keyboard.press("Enter");
    await expect.poll(focused).toEqual(["Remove from favorites", "true"]);
    await page.keyboard.press("Space");
    await expect.poll(focused).toEqual(["Add to favorites", "false"]);
  });
});

describe("Continue Playing", () => {
  it("fills as games are launched from cards, newest first, and survives a reload", async () => {
    const { page } = current;
    await page.clock.install();
    await page.goto("/?q=zowii snake");
    await page.getByRole("link", { name: "Zowii Snake", exact: true }).click();
    // The first launch goes through the interstitial.
    const closeInterstitial = page.getByRole("dialog", { name: "Starting Zowii Snake", exact: true }).getByRole("button", { name: "Close", exact: true });
    await tickUntil(page, closeInterstitial);
    await closeInterstitial.click();
    await playUntilLoaded(page, "Zowii Snake");

    await page.goto("/");
    await expect.poll(() => shelfTitles(page, "Continue Playing")).toEqual(["Zowii Snake"]);
    await page.getByRole("region", { name: "New Games", exact: true }).getByRole("link", { name: "Tile Merge", exact: true }).click();
    await playUntilLoaded(page, "Tile Merge");
    await expect.poll(() => shelfTitles(page, "Continue Playing")).toEqual(["Tile Merge", "Zowii Snake"]);

    await page.reload();
    await expect.poll(() => shelfTitles(page, "Continue Playing")).toEqual(["Tile Merge", "Zowii Snake"]);
    await shelf(page, "Continue Playing").getByRole("button", { name: "Clear all", exact: true }).click();
    await expect.poll(() => shelf(page, "Continue Playing").count()).toBe(0);
  });

  it(`keeps the ${VISITOR_SHELF_LIMIT} latest games: a new one pushes the oldest off`, async () => {
    const { page } = current;
    const played = shelfGames(VISITOR_SHELF_LIMIT, 10);
    await keepInStorage(page, { [PLAYED_KEY]: JSON.stringify(played) });
    await page.goto("/game/zowii-snake");
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    await playUntilLoaded(page, "Zowii Snake");

    await page.goto("/");
    const expected = ["Zowii Snake", ...played.slice(0, VISITOR_SHELF_LIMIT - 1).map((game) => game.title)];
    await expect.poll(() => shelfTitles(page, "Continue Playing")).toEqual(expected);
    await page.reload();
    await expect.poll(() => shelfTitles(page, "Continue Playing")).toEqual(expected);
  });

  it("counts the featured game started on the home page, once loaded; its Close gives focus back to START GAME", async () => {
    const { page } = current;
    await serveOutsideGame(page, seedCatalog.find((game) => game.featured)!.gameUrl);
    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured game", exact: true });
    const title = await featured.getByRole("heading").textContent();
    await featured.getByRole("button", { name: "START GAME", exact: true }).click();
    await expect.poll(() => shelfTitles(page, "Continue Playing")).toEqual([title]);
    await expect.poll(() => featured.locator("iframe").evaluate((frame) => frame === document.activeElement)).toBe(true);
    await featured.getByRole("button", { name: "Close game", exact: true }).click();
    await expect.poll(() => visibleFocus(page)).toBe("START GAME");
  });

  it("leaves out a game whose frame failed to load", async () => {
    const { page } = current;
    await page.goto(`/game/${BROKEN_GAME.slug}`);
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    const gameWindow = page.getByRole("dialog", { name: BROKEN_GAME.title, exact: true });
    await gameWindow.getByRole("heading", { name: "Game Failed to Load", exact: true }).waitFor();
    await gameWindow.getByRole("button", { name: "Close", exact: true }).click();
    await expect.poll(() => visibleFocus(page)).toBe("Play Now");
    expect(await page.evaluate((key) => localStorage.getItem(key), PLAYED_KEY)).toBeNull();
  });

  it("counts a game opened from the strip in the player view, as a play and on the shelf", async () => {
    const { page } = current;
    const playReports: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/plays")) playReports.push(new URL(request.url()).pathname);
    });
    await serveOutsideGame(page, "https://lichess.org/");
    await page.goto("/");
    await page.getByRole("region", { name: "All games", exact: true }).getByRole("button", { name: "Lichess", exact: true }).click();
    await page.getByRole("region", { name: "Lichess", exact: true }).locator('iframe[title="Lichess"]').waitFor();
    await expect.poll(() => shelfTitles(page, "Continue Playing")).toEqual(["Lichess"]);
    expect(playReports).toEqual(["/api/games/lichess/plays"]);
    await page.getByRole("region", { name: "Lichess", exact: true }).getByRole("button", { name: "Close game", exact: true }).click();
    await expect.poll(() => visibleFocus(page)).toBe("Lichess");
  });
});

describe("what is kept in the browser", () => {
  it("never breaks the page when corrupt, and only valid entries are drawn", async () => {
    const { page } = current;
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const [good] = shelfGames(1);
    await keepInStorage(page, {
      [FAVORITES_KEY]: "{not json",
      [PLAYED_KEY]: JSON.stringify([
        { ...good, slug: "evil", gameUrl: "javascript:alert(document.domain)" },
        { ...good, slug: "../admin" },
        { ...good, slug: "pictured", thumbnail: "javascript:alert(1)" },
        "junk",
        null,
        good,
      ]),
    });
    await page.goto("/");
    await expect.poll(() => shelfTitles(page, "Continue Playing")).toEqual([good!.title]);
    await expect(shelf(page, "Your Favorites").count()).resolves.toBe(0);
    await expect(page.locator('a[href^="javascript:"], img[src^="javascript:"]').count()).resolves.toBe(0);

    // Still usable: a heart works over the corrupt favorites.
    await cardHeart(page, "New Games", "Tile Merge").click();
    await expect.poll(() => shelfTitles(page, "Your Favorites")).toEqual(["Tile Merge"]);
    expect(errors).toEqual([]);
  });

  it("is not needed for the page to work: without storage the heart still toggles for the visit", async () => {
    const { page } = current;
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await page.goto("/game/tile-merge");
    await gamePageHeart(page, "Add to favorites").click();
    await gamePageHeart(page, "Remove from favorites").waitFor();
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    await page.getByRole("dialog", { name: "Tile Merge", exact: true }).getByText("Live Game").waitFor();
    expect(errors).toEqual([]);
  });

  it("draws both full shelves without moving what is in sight", async () => {
    const { page } = current;
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 412, height: 823 },
    ]) {
      await page.setViewportSize(viewport);
      await keepInStorage(page, {
        [PLAYED_KEY]: JSON.stringify(shelfGames(VISITOR_SHELF_LIMIT)),
        [FAVORITES_KEY]: JSON.stringify(shelfGames(VISITOR_SHELF_LIMIT, VISITOR_SHELF_LIMIT)),
      });
      await page.goto("/");
      await expect.poll(() => shelf(page, "Continue Playing").getByRole("link").count()).toBe(VISITOR_SHELF_LIMIT);
      await expect.poll(() => shelf(page, "Your Favorites").getByRole("link").count()).toBe(VISITOR_SHELF_LIMIT);
      expect(await layoutShift(page), `layout shift at ${viewport.width}px`).toBeLessThan(0.01);
    }
  });
});

describe("sharing a game", () => {
  const gameURL = `${baseURL}/game/tile-merge`;

  it("copies the game's address where the browser cannot share, and says so", async () => {
    const { page } = current;
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto("/game/tile-merge");
    await page.evaluate(() => Reflect.deleteProperty(Navigator.prototype, "share"));
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Link copied!" }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(gameURL);
  });

  it("opens the device's share sheet where there is one", async () => {
    const { page } = current;
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, "share", { value: async (data: ShareData) => void shared.push(data), configurable: true });
    });
    await page.goto("/game/tile-merge");
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ title: "Tile Merge", url: gameURL }]);
    await expect(page.getByText("Link copied!").count()).resolves.toBe(0);
  });

  it("says clearly when the link could not be copied", async () => {
    const { page } = current;
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, "share");
      Object.defineProperty(Clipboard.prototype, "writeText", { value: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) });
    });
    await page.goto("/game/tile-merge");
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Could not copy the link. Copy it from your browser's address bar." }).waitFor();
  });
});
