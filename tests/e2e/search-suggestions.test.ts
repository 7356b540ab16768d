/**
 * Search in a real browser: the header's suggestions as a WAI-ARIA combobox used by keyboard
 * alone (type, ArrowDown, Enter lands on the game; Escape closes), no request while the text
 * is under two characters and one per pause rather than per keystroke; then "Load more" on
 * the results, appending in place with JavaScript and a plain link without it. The list's
 * code loads when the box is first focused.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SEARCH_RESULTS_LIMIT } from "~/lib/constants";
import { baseURL, expectInPage, get, setUpBrowserPage } from "./support";

const current = setUpBrowserPage();

const searchBox = () => current.page.getByRole("combobox", { name: "Search games", exact: true });

/** Every request for suggestions the page makes from now on. */
function countSuggestionRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/search/suggestions") seen.push(request.url());
  });
  return seen;
}

describe("search suggestions", () => {
  it("is a combobox the keyboard alone can use: type, ArrowDown, Enter opens the game", async () => {
    const { page } = current;
    await page.goto("/game/tile-merge");
    const box = searchBox();
    await box.focus();
    await expect(box.getAttribute("aria-expanded")).resolves.toBe("false");
    await page.keyboard.type("slith", { delay: 30 });
    const listbox = page.getByRole("listbox", { name: "Suggested games", exact: true });
    await listbox.getByRole("option", { name: "Slither.io", exact: true }).waitFor();
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("true");
    await expect(box.getAttribute("aria-controls")).resolves.toBe(await listbox.getAttribute("id"));
    expect(await box.getAttribute("aria-activedescendant")).toBeNull();

    await page.keyboard.press("ArrowDown");
    const option = listbox.getByRole("option", { name: "Slither.io", exact: true });
    await expect.poll(() => option.getAttribute("aria-selected")).toBe("true");
    const optionId = await option.getAttribute("id");
    await expect.poll(() => box.getAttribute("aria-activedescendant")).toBe(optionId);

    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseURL}/game/slither-io`);
    await page.getByRole("heading", { name: "Slither.io", level: 1, exact: true }).waitFor();
  });

  it("closes the list with Escape and keeps the text", async () => {
    const { page } = current;
    await page.goto("/game/tile-merge");
    await searchBox().focus();
    await page.keyboard.type("krunk", { delay: 30 });
    const listbox = page.getByRole("listbox", { name: "Suggested games", exact: true });
    await listbox.getByRole("option", { name: "Krunker.io", exact: true }).waitFor();
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => searchBox().getAttribute("aria-activedescendant")).not.toBeNull();
    await page.keyboard.press("Escape");
    await expect.poll(() => searchBox().getAttribute("aria-expanded")).toBe("false");
    await expect(listbox.isHidden()).resolves.toBe(true);
    expect(await searchBox().getAttribute("aria-activedescendant")).toBeNull();
    await expect(searchBox().inputValue()).resolves.toBe("krunk");
    // Enter with no option chosen is the search itself.
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseURL}/?q=krunk`);
  });

  it("opens a suggestion with the mouse too", async () => {
    const { page } = current;
    await page.goto("/game/tile-merge");
    await searchBox().pressSequentially("lichess", { delay: 30 });
    await page.getByRole("option", { name: "Lichess", exact: true }).click();
    await page.waitForURL(`${baseURL}/game/lichess`);
  });

  it("asks nothing under two characters, and once per pause in typing", async () => {
    const { page } = current;
    await page.goto("/game/tile-merge");
    const requests = countSuggestionRequests(page);
    await searchBox().focus();
    await page.keyboard.type("s");
    await page.waitForTimeout(800);
    expect(requests).toEqual([]);
    await page.keyboard.press("Backspace");
    await page.keyboard.type(" k ");
    await page.waitForTimeout(800);
    expect(requests).toEqual([]);

    await searchBox().fill("");
    await page.keyboard.type("slither", { delay: 20 });
    await page.getByRole("option", { name: "Slither.io", exact: true }).waitFor();
    await page.waitForTimeout(500);
    // Seven keystrokes, asked after the pause: not one request each.
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(requests.length).toBeLessThan(4);
    expect(requests.at(-1)).toBe(`${baseURL}/api/search/suggestions?q=slither`);
  });
});

describe("Load more", () => {
  const resultLinks = (page: Page) => page.getByRole("region", { name: 'Search results for "the"', exact: true }).getByRole("listitem");

  it("appends the next results in place, without leaving the page or its scroll", async () => {
    const { page } = current;
    await page.goto("/?q=the");
    await expect.poll(() => resultLinks(page).count()).toBe(SEARCH_RESULTS_LIMIT);
    const loadMore = page.getByRole("link", { name: "Load more", exact: true });
    await loadMore.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await loadMore.click();
    await expect.poll(() => resultLinks(page).count()).toBeGreaterThan(SEARCH_RESULTS_LIMIT);
    expect(page.url()).toBe(`${baseURL}/?q=the`);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
    // The seed catalog has fewer than two pages of games with "the": nothing more to load.
    await expect(page.getByRole("link", { name: "Load more", exact: true }).count()).resolves.toBe(0);
    const titles = await resultLinks(page).allTextContents();
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("is a plain link to the next page without JavaScript", async () => {
    const first = await (await get("/?q=the")).text();
    expectInPage(first, 'href="/?q=the&amp;page=2"', "Load more");
    const second = await get("/?q=the&page=2");
    expect(second.status).toBe(200);
    const html = await second.text();
    expectInPage(html, "Search results for &quot;the&quot;");
    expect(html.includes("Load more")).toBe(false);
    // Out-of-range or malformed pages are answered, never an error.
    for (const page of ["0", "-3", "abc", "99999", "1e3"]) expect((await get(`/?q=the&page=${page}`)).status, page).toBe(200);
    expect((await get("/?category=Casual&page=2")).status).toBe(200);
  });
});
