import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { PAGE_WEIGHT_BUDGETS, measurePageWeight } from "../../scripts/bench/page-metrics";
import { launchBrowser } from "./browser";
import { baseURL, newHydratingPage, untilHydrated } from "./support";
import { ADMIN_PATH } from "../support/admin-accounts";
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from "~/lib/scripts-after-paint";

/** Bytes do not depend on how fast the machine is, so a regression fails here, not only in the bench. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("page weight", () => {
  it.each(PAGE_WEIGHT_BUDGETS)("keeps $path within its budget", async ({ path, total, script }) => {
    const weight = await measurePageWeight(browser, `${baseURL}${path}`);
    expect(weight.script, `JavaScript of ${path}`).toBeLessThanOrEqual(script);
    if (total) expect(weight.total, `everything ${path} transfers`).toBeLessThanOrEqual(total);
  });
});

/** The `<img>` tags of `html` after the first match of `start`, in order. */
function imagesAfter(html: string, start: string): string[] {
  const from = html.indexOf(start);
  expect(from, `${start} in the page`).toBeGreaterThan(-1);
  return html.slice(from).match(/<img [^>]*>/g) ?? [];
}

/**
 * What a phone's first screen paints first is not left to lazy loading, which waits for
 * layout: Lighthouse found the largest image of `/` and of a category page lazy.
 */
describe("the first screen's images", () => {
  it.each(["/", "/category/puzzle", "/game/krunker-io", "/?q=snake"])("loads the top ad's promotion image of %s at once, first", async (path) => {
    const html = await (await fetch(`${baseURL}${path}`)).text();
    const [image] = imagesAfter(html, 'data-ad-block="1"');
    expect(image).not.toContain('loading="lazy"');
    expect(image).toContain('fetchPriority="high"');
  });

  it("loads the first four images of the home page's strip at once", async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const images = imagesAfter(html, 'data-placement="strip"');
    expect(images.slice(0, 4).filter((image) => image.includes('loading="lazy"'))).toEqual([]);
    expect(images[4]).toContain('loading="lazy"');
  });

  it("fetches only the top ad's image of the home page first, not a row of cards a phone shows 2 of", async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    expect(imagesAfter(html, "<body").filter((image) => image.includes('fetchPriority="high"'))).toHaveLength(1);
  });
});

describe("sections below the first screen", () => {
  it("leave their layout and paint until they near the viewport, their HTML served whole", async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    for (const placement of ["trending", "new", "arcade", "action"]) {
      const section = html.match(new RegExp(`<section [^>]*data-placement="${placement}"[^>]*>`))?.[0] ?? "";
      expect(section.includes("content-visibility:auto"), placement).toBe(placement !== "trending");
    }
    expect(html).toContain('data-placement="action"');
  });
});

/**
 * React's scripts wait for the first paint on a public page (app/lib/scripts-after-paint.ts):
 * the first screen does not share a phone's line with them, nor its processor with hydration.
 */
describe("React on a public page", () => {
  it.each(["/", "/game/krunker-io", "/category/puzzle", "/?q=snake", "/no/such/page"])(
    "starts loading after %s's first paint, then takes the page over",
    async (path) => {
      const context = await browser.newContext({ baseURL });
      try {
        const page = await newHydratingPage(context);
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        page.on("console", (message) => {
          if (message.type() === "error" && !message.text().includes("404")) errors.push(message.text());
        });
        await page.goto(path);
        const { firstPaint, scripts } = await page.evaluate(() => {
          const ownScripts = [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => script.src);
          return {
            firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? NaN,
            scripts: performance
              .getEntriesByType("resource")
              .filter((entry) => /\/assets\/.*\.js$/.test(entry.name) && !ownScripts.includes(entry.name))
              .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
          };
        });
        expect(firstPaint).toBeGreaterThan(0);
        // The router's entry, the shared chunk, the root's and the page's modules.
        expect(scripts.length).toBeGreaterThanOrEqual(3);
        for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(firstPaint);

        // Taken over: a link is followed by the router, in the same document.
        await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
        await page.locator('header a[href="/"]').first().click();
        await page.waitForURL(`${baseURL}/`);
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.each([
    ["without paint timing", () => Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => [] })],
    ["in a hidden tab", () => Object.defineProperty(Document.prototype, "visibilityState", { get: () => "hidden" })],
  ])("is taken over %s too", async (_, pretend) => {
    const context = await browser.newContext({ baseURL });
    try {
      const page = await newHydratingPage(context);
      await page.addInitScript(pretend);
      await page.goto("/");
      expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it.each([
    [
      "Play Now",
      (page: Page) => page.getByRole("button", { name: "Play Now", exact: true }),
      (page: Page) => page.getByRole("dialog", { name: "Krunker.io", exact: true }),
    ],
    [
      "a favourite",
      (page: Page) => page.getByRole("button", { name: "Add to favorites", exact: true }).first(),
      (page: Page) => page.getByRole("button", { name: "Remove from favorites", pressed: true }).first(),
    ],
  ])("presses %s again once it has taken over, when it was pressed before", async (_, button, pressed) => {
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      // React's modules late, as on a slow phone: the press comes first.
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await page.goto("/game/krunker-io", { waitUntil: "commit" });
      await button(page).click();
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
      await untilHydrated(page);
      await pressed(page).waitFor();
    } finally {
      await context.close();
    }
  });

  it("is not held in the panel, whose forms an operator uses at once", async () => {
    const html = await (await fetch(`${baseURL}${ADMIN_PATH}`)).text();
    expect(html).toContain('<link rel="modulepreload"');
    expect(html).not.toContain(`<link rel="${HELD_PRELOAD_REL}"`);
    expect(html).not.toContain(`type="${HELD_SCRIPT_TYPE}">`);
  });
});
