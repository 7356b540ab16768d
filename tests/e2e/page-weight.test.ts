import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { PAGE_WEIGHT_BUDGETS, measurePageWeight } from "../../scripts/bench/page-metrics";
import { launchBrowser } from "./browser";
import { baseURL } from "./support";

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
