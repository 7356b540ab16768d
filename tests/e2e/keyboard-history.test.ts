import { describe, expect, it } from "vitest";
import { landingPages } from "../../content/landing";
import { baseURL, get, setUpBrowserPage } from "./support";

const current = setUpBrowserPage();

const PUBLIC_PAGES = ["/", "/?q=snake", "/game/krunker-io", `/${landingPages[0]!.keyword}`, "/about", "/no/such/page", "/game/no-such-game"];

describe("the keyboard", () => {
  it.each(PUBLIC_PAGES)("on %s reaches a skip link first, which moves focus into the main content", async (path) => {
    const { page } = current;
    await page.goto(path);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content", exact: true });
    await expect(skip.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    await expect(skip.isVisible()).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    // The next stop is the main content's first link or button (past it, where it has none), never the header.
    await page.keyboard.press("Tab");
    const next = await page.evaluate(() => {
      const focused = document.activeElement!;
      const main = document.getElementById("main")!;
      const firstInMain = main.querySelector("a[href], button, input, [tabindex='0']");
      return { inHeader: Boolean(focused.closest("header")), isFirstInMain: focused === firstInMain, mainHasStops: Boolean(firstInMain) };
    });
    expect(next.inHeader).toBe(false);
    if (next.mainHasStops) expect(next.isFirstInMain).toBe(true);
  });
});

describe("search history", () => {
  it("makes each search an entry: Back returns to the previous results and the box says them", async () => {
    const { page } = current;
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Search games", exact: true });
    await box.fill("snake");
    await page.waitForURL(`${baseURL}/?q=snake`);
    await page.getByRole("link", { name: "Zowii Snake", exact: true }).waitFor();
    // A pause longer than the search box's 1.5 s burst (NEW_SEARCH_PAUSE_MS) is what makes the
    // next search an entry of its own: the pause is the behaviour under test, not a wait for a state.
    await page.waitForTimeout(1_800);
    await box.fill("racing");
    await page.waitForURL(`${baseURL}/?q=racing`);

    await page.goBack();
    await page.waitForURL(`${baseURL}/?q=snake`);
    await expect.poll(() => box.inputValue()).toBe("snake");
    await page.getByRole("link", { name: "Zowii Snake", exact: true }).waitFor();
    await page.goBack();
    await page.waitForURL(`${baseURL}/`);
    await expect.poll(() => box.inputValue()).toBe("");
  });

  // Letters typed faster than the live search's 300 ms, at about its pace (each result
  // arriving while the next letter is typed), and slower: every letter reaches the box.
  it.each([120, 280, 400, 520])("keeps every letter and one entry for one search typed a letter each %i ms", async (delay) => {
    const { page } = current;
    await page.goto("/");
    const before = await page.evaluate(() => history.length);
    const box = page.getByRole("combobox", { name: "Search games", exact: true });
    await box.pressSequentially("tetris", { delay });
    await page.waitForURL(`${baseURL}/?q=tetris`);
    expect(await box.inputValue()).toBe("tetris");
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
  });

  // A live search starts on the first letter; the rest of the word, typed steadily faster than
  // the live search's delay, takes longer than the pause that starts a new search. Steady
  // typing is one search, however long it takes after its first live search.
  it("keeps one entry for a long word typed steadily after a live search of its first letter", async () => {
    const { page } = current;
    await page.goto("/");
    const before = await page.evaluate(() => history.length);
    const box = page.getByRole("combobox", { name: "Search games", exact: true });
    await box.press("m");
    // Past the live search's 300 ms, its search of "m" has started: the pause is the behaviour
    // under test. Waiting for its results instead could take longer than a pause in the typing.
    await page.waitForTimeout(400);
    await box.pressSequentially("inecraft", { delay: 200 });
    await page.waitForURL(`${baseURL}/?q=minecraft`);
    expect(await box.inputValue()).toBe("minecraft");
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
  });

  it("makes a search typed after a reload an entry of its own, which Back leaves", async () => {
    const { page } = current;
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Search games", exact: true });
    await box.fill("snake");
    await page.waitForURL(`${baseURL}/?q=snake`);
    await page.reload();
    await box.fill("racing");
    await page.waitForURL(`${baseURL}/?q=racing`);
    await page.goBack();
    await page.waitForURL(`${baseURL}/?q=snake`);
    await expect.poll(() => box.inputValue()).toBe("snake");
  });
});

describe("a page that is not there", () => {
  it.each([
    ["/game/no-such-game", "Game not found"],
    ["/no/such/page", "404"],
  ])("%s answers 404 and offers a search and the most played games", async (path, heading) => {
    expect((await get(path)).status).toBe(404);
    const { page } = current;
    await page.goto(path);
    await page.getByRole("heading", { name: heading, level: 1, exact: true }).waitFor();
    const popular = page.getByRole("region", { name: "Popular Games", exact: true });
    expect(await popular.getByRole("link").count()).toBeGreaterThanOrEqual(6);
    const search = page.locator("main").getByRole("combobox", { name: "Search games", exact: true });
    await search.fill("snake");
    await search.press("Enter");
    await page.waitForURL(`${baseURL}/?q=snake`);
    await page.getByRole("link", { name: "Zowii Snake", exact: true }).waitFor();
  });
});
