import { describe, expect, it } from "vitest";
import { baseURL, setUpBrowserPage } from "./support";

const current = setUpBrowserPage();

const searchBox = () => current.page.getByRole("combobox", { name: "Search games", exact: true });
const categoryBar = () => current.page.getByRole("navigation", { name: "Categories", exact: true });

describe("search and categories", () => {
  it("clears the search when a category is chosen, and sets All when a search is typed", async () => {
    const { page } = current;
    await page.goto("/?q=snake");
    await expect(searchBox().inputValue()).resolves.toBe("snake");

    await categoryBar().getByRole("link", { name: "Racing", exact: true }).click();
    await page.waitForURL(`${baseURL}/category/racing`);
    await expect.poll(() => searchBox().inputValue()).toBe("");
    await expect.poll(() => categoryBar().getByRole("link", { name: "Racing", exact: true }).getAttribute("aria-current")).toBe("page");
    await page.getByRole("heading", { name: "Racing Games", exact: true }).waitFor();

    await searchBox().fill("krunker");
    await page.waitForURL(`${baseURL}/?q=krunker`);
    await expect.poll(() => categoryBar().getByRole("link", { name: "All", exact: true }).getAttribute("aria-current")).toBe("page");
    await page.getByRole("heading", { name: 'Search results for "krunker"', exact: true }).waitFor();
  });

  it("finds games by title word, tag and case, and says when nothing matches", async () => {
    const { page } = current;
    await page.goto("/");
    await searchBox().fill("  KRUNKER  ");
    await page.getByRole("link", { name: "Krunker.io", exact: true }).first().waitFor();

    await searchBox().fill("unknownword parkour");
    await page.getByRole("link", { name: "Bloxd.io", exact: true }).first().waitFor();

    await searchBox().fill("zzqqxx");
    await page.getByRole("heading", { name: "No games found", exact: true }).waitFor();
    await page.getByText('No games match "zzqqxx"').waitFor();

    await page.getByRole("heading", { name: "Popular Games", exact: true }).waitFor();

    await categoryBar().getByRole("link", { name: "Quick Play", exact: true }).click();
    await page.waitForURL(`${baseURL}/category/quick-play`);
    await page.getByRole("heading", { name: "Quick Play Games", exact: true }).waitFor();
  });

  it("scrolls the chosen category into the bar's view on a phone", async () => {
    const { page } = current;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/category/quick-play");
    const chip = categoryBar().getByRole("link", { name: "Quick Play", exact: true });
    const row = await categoryBar().locator("ul").boundingBox();
    const box = await chip.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(row!.x);
    expect(box!.x + box!.width).toBeLessThanOrEqual(row!.x + row!.width);
    // The page itself stays where it was.
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
  });

  it("offers the header's Categories dropdown on the home page and the category pages", async () => {
    const { page } = current;
    await page.goto("/");
    await page.getByText("Categories", { exact: true }).click();
    const menu = page.locator("header details ul");
    await expect(menu.getByRole("link").allTextContents()).resolves.toEqual(["All", "Action", "Adventure", "Puzzle", "Racing", "Sports", "Strategy"]);
    await menu.getByRole("link", { name: "Puzzle", exact: true }).click();
    await page.waitForURL(`${baseURL}/category/puzzle`);
    // The menu closes once the new page renders, which comes a moment after the address
    // changes: opened before then, it would be closed again under the test.
    await expect.poll(() => page.locator("header details").getAttribute("open")).toBeNull();
    await page.getByRole("heading", { name: "Puzzle Games", exact: true }).waitFor();
    await page.getByText("Categories", { exact: true }).click();
    await expect.poll(() => menu.getByRole("link", { name: "Puzzle", exact: true }).getAttribute("aria-current")).toBe("page");
  });

  it("shows the category bar's arrows only where more categories lie", async () => {
    const { page } = current;
    await page.goto("/");
    const left = page.getByRole("button", { name: "Scroll categories left", exact: true });
    const right = page.getByRole("button", { name: "Scroll categories right", exact: true });
    await right.waitFor();
    await expect(left.count()).resolves.toBe(0);

    const list = categoryBar().locator("ul");
    await right.click();
    await left.waitFor();
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBe(200);

    // Each click scrolls 200 px on; the next waits for the row to arrive there. At the end
    // of the row the right arrow goes.
    const scrollLeft = () => list.evaluate((el) => el.scrollLeft);
    const end = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
    for (let position = await scrollLeft(); position < end - 1; position = await scrollLeft()) {
      await right.click();
      const target = Math.min(position + 200, end);
      await expect.poll(scrollLeft).toBeGreaterThanOrEqual(target - 1);
    }
    await expect.poll(() => right.count()).toBe(0);
    await expect(left.isVisible()).resolves.toBe(true);
    await expect(list.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1)).resolves.toBe(true);

    // The arrows follow the window size too: wide enough, none are needed.
    await page.setViewportSize({ width: 3000, height: 900 });
    await page.evaluate(() => document.querySelector<HTMLElement>("nav[aria-label=Categories]")!.style.setProperty("max-width", "none"));
    await page.evaluate(() => window.dispatchEvent(new Event("resize")));
    await expect.poll(() => right.count()).toBe(0);
  });
});

describe("home sections", () => {
  it("opens a game from the strip in the player view, and Back to Home resets the page", async () => {
    const { page } = current;
    await page.goto("/");
    await page.getByRole("region", { name: "All games", exact: true }).getByRole("button", { name: "Lichess", exact: true }).click();
    const player = page.getByRole("region", { name: "Lichess", exact: true });
    await player.locator('iframe[title="Lichess"]').waitFor();
    await player.getByRole("button", { name: "Back to Home", exact: true }).click();
    await expect.poll(() => page.locator('iframe[title="Lichess"]').count()).toBe(0);
    expect(page.url()).toBe(`${baseURL}/`);
  });

  it("expands the hero game into a sandboxed live frame and collapses it again", async () => {
    const { page } = current;
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Featured game", exact: true });
    await hero.getByRole("button", { name: "START GAME", exact: true }).click();
    const frame = hero.locator("iframe");
    await frame.waitFor();
    await expect(frame.getAttribute("sandbox")).resolves.toBe("allow-scripts allow-same-origin allow-forms allow-popups allow-presentation allow-pointer-lock");
    await expect(frame.getAttribute("allow")).resolves.toBe("fullscreen; autoplay; encrypted-media; gyroscope; accelerometer; gamepad");
    await hero.getByRole("button", { name: "Close game", exact: true }).click();
    await hero.getByRole("button", { name: "START GAME", exact: true }).waitFor();
  });

  it("links New Games' View All to the full list of new games", async () => {
    const { page } = current;
    await page.goto("/");
    await page.getByRole("link", { name: "View All →", exact: true }).click();
    await page.waitForURL(`${baseURL}/?view=new`);
    await page.getByRole("heading", { name: "New Games", exact: true }).waitFor();
  });
});
