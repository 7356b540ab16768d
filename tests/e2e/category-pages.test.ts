/**
 * The category pages in a browser without JavaScript, as a crawler or a visitor who turned
 * it off meets them: the category bar, the header's menu and the footer lead to them, and
 * Previous and Next page through a category (the seed catalog has more multiplayer games
 * than a page shows).
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser";
import { baseURL } from "./support";

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

const categoryBar = () => page.getByRole("navigation", { name: "Categories", exact: true });
const pages = () => page.getByRole("navigation", { name: "Pages", exact: true });

describe("category pages without JavaScript", () => {
  it("are reached from the category bar and paged with Previous and Next", async () => {
    await page.goto("/");
    await categoryBar().getByRole("link", { name: "Multiplayer", exact: true }).click();
    await page.waitForURL(`${baseURL}/category/multiplayer`);
    await page.getByRole("heading", { name: "Multiplayer Games", exact: true }).waitFor();
    expect(await categoryBar().getByRole("link", { name: "Multiplayer", exact: true }).getAttribute("aria-current")).toBe("page");
    expect(await categoryBar().getByRole("link", { name: "All", exact: true }).getAttribute("aria-current")).toBeNull();
    expect(await pages().getByRole("link", { name: "Previous", exact: true }).count()).toBe(0);
    const firstPage = await page.locator("main section ul a[href^='/game/']").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(firstPage).toHaveLength(24);

    await pages().getByRole("link", { name: "Next", exact: true }).click();
    await page.waitForURL(`${baseURL}/category/multiplayer?page=2`);
    await page.getByRole("heading", { name: "Multiplayer Games - Page 2", exact: true }).waitFor();
    const secondPage = await page.locator("main section ul a[href^='/game/']").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((href) => firstPage.includes(href))).toBe(false);

    await pages().getByRole("link", { name: "Previous", exact: true }).click();
    await page.waitForURL(`${baseURL}/category/multiplayer`);
    await page.getByRole("heading", { name: "Multiplayer Games", exact: true }).waitFor();
  });

  it("are reached from the header's Categories menu and the footer", async () => {
    await page.goto("/");
    await page.getByText("Categories", { exact: true }).click();
    await page.locator("header details").getByRole("link", { name: "Puzzle", exact: true }).click();
    await page.waitForURL(`${baseURL}/category/puzzle`);
    await page.getByRole("heading", { name: "Puzzle Games", exact: true }).waitFor();

    await page.getByRole("contentinfo").getByRole("link", { name: "Action Games", exact: true }).click();
    await page.waitForURL(`${baseURL}/category/action`);
    await page.getByRole("heading", { name: "Action Games", exact: true }).waitFor();
  });

  it("say so when a category has no games", async () => {
    await page.goto("/category/music");
    await page.getByRole("heading", { name: "No games found", exact: true }).waitFor();
    await page.getByText("No games in Music category").waitFor();
  });
});
