import { describe, expect, it } from "vitest";
import { contentPages } from "../../content/pages";
import { baseURL, expectInPage, expectNotInPage, get, setUpBrowserPage } from "./support";

const current = setUpBrowserPage();

describe("home page", () => {
  it("is rendered on the server with the seed games in its HTML", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expectInPage(html, "Trending Games", "New Games", "Arcade Games", "Action Games", "Krunker.io", "Bloxd.io");
    expectInPage(html, 'placeholder="Search games..."', "© 2024 Zowii. All rights reserved.");
  });

  it("serves search results from the URL, without JavaScript", async () => {
    const html = await (await get("/?q=krunker")).text();
    expectInPage(html, "Krunker.io");
    expectNotInPage(html, "Bloxd.io");
    const none = await (await get("/?q=zzqqxx")).text();
    expectInPage(none, "No games found", "No games match &quot;zzqqxx&quot;");
    expectInPage(await (await get("/category/music")).text(), "No games in Music category");
  });

  it("ends each home section in full rows at every width", async () => {
    const { page } = current;
    await page.goto("/");
    for (const [width, columns] of [
      [390, 2],
      [700, 3],
      [900, 4],
      [1366, 6],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const title of ["Trending Games", "New Games", "Arcade Games", "Action Games"]) {
        const grid = page.getByRole("region", { name: title, exact: true }).locator("ul");
        const shown = await grid.evaluate((list) => {
          const columnCount = getComputedStyle(list).gridTemplateColumns.split(" ").length;
          return { columnCount, cards: [...list.children].filter((item) => item.checkVisibility()).length };
        });
        expect(shown.columnCount, `${title} at ${width}px`).toBe(columns);
        expect(shown.cards % columns, `${title} at ${width}px: ${shown.cards} cards`).toBe(0);
      }
    }
  });

  it("shows a game's art whole beside its Play button, not blurred behind it", async () => {
    const { page } = current;
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const [path, button] of [
      ["/", "START GAME"],
      ["/game/krunker-io", "Play Now"],
    ] as const) {
      await page.goto(path);
      const stage = page.getByRole("button", { name: button, exact: true }).locator("xpath=../..");
      const art = await stage.locator("img").evaluate((image) => {
        const box = image.getBoundingClientRect();
        return { width: box.width, height: box.height, filter: getComputedStyle(image).filter, top: box.top, bottom: box.bottom };
      });
      const buttonBox = (await page.getByRole("button", { name: button, exact: true }).boundingBox())!;
      expect(art.filter, path).toBe("none");
      // Square, as drawn: nothing of it cropped into a wide, giant copy.
      expect(Math.abs(art.width - art.height), path).toBeLessThan(1);
      expect(art.bottom <= buttonBox.y || art.top >= buttonBox.y + buttonBox.height, `${path}: the art lies beside the button`).toBe(true);
    }
  });

  it("has the header's Categories menu on every public page", async () => {
    for (const path of ["/", "/game/krunker-io", "/blog", "/support", "/privacy-policy", "/agar-io", "/no-such-page"]) {
      const html = await (await get(path)).text();
      expect(html, path).toMatch(/<summary[^>]*>Categories/);
    }
  });

  it("searches from the header box in the browser", async () => {
    const { page } = current;
    await page.goto("/");
    const search = page.getByRole("combobox", { name: "Search games", exact: true });
    await search.fill("  SNAKE ");
    await search.press("Enter");
    await page.getByRole("heading", { name: 'Search results for "SNAKE"', exact: true }).waitFor();
    await page.getByRole("link", { name: "Zowii Snake", exact: true }).waitFor();
    await expect(page.getByRole("heading", { name: "Trending Games", exact: true }).count()).resolves.toBe(0);
  });

  it("serves thumbnails from storage with long-lived caching", async () => {
    const html = await (await get("/")).text();
    const thumbnail = html.match(/src="(\/storage\/game-thumbnails\/[^"]+)"/)?.[1];
    expect(thumbnail).toBeDefined();
    const response = await get(thumbnail!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect((await get("/storage/game-thumbnails/missing.webp")).status).toBe(404);
  });
});

describe("our own games", () => {
  it("loads Zowii Snake inside the game frame", async () => {
    const { page } = current;
    await page.goto("/game/zowii-snake");
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    const frame = page.frameLocator('iframe[title="Zowii Snake"]');
    await frame.locator('body[data-game-ready="true"]').waitFor({ timeout: 15_000 });
    const sandbox = await page.locator('iframe[title="Zowii Snake"]').getAttribute("sandbox");
    expect(sandbox).toContain("allow-scripts");
    expect(sandbox).not.toContain("allow-top-navigation");
  });

  it.each(["snake", "tile-merge", "brick-breaker"])("serves /games/%s/ as a page of its own", async (slug) => {
    const response = await get(`/games/${slug}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
  });
});

describe("routes", () => {
  it("answers an unknown path with the 404 page", async () => {
    const { page } = current;
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "404", exact: true }).waitFor();
    await page.getByText("Oops! Page not found").waitFor();
    await page.getByRole("link", { name: "Return to Home", exact: true }).click();
    await page.waitForURL(`${baseURL}/`);
  });

  it("shows Game not found for an unknown slug", async () => {
    const response = await get("/game/no-such-game");
    expect(response.status).toBe(404);
    expectInPage(await response.text(), "Game not found");
  });

  it("sends an unknown keyword home", async () => {
    const response = await get("/unknown-keyword-page", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });

  it("serves every content page with its heading", async () => {
    for (const [path, { title }] of Object.entries(contentPages)) {
      const response = await get(`/${path}`);
      expect(response.status, path).toBe(200);
      expectInPage(await response.text(), `>${title.replace("&", "&amp;")}</h1>`);
    }
  });

  it.each([
    "/game/%00",
    "/game/%ZZ",
    "/game/" + "x".repeat(5000),
    "/storage/game-thumbnails/%00",
    "/storage/game-thumbnails/../../etc/passwd",
    "/storage/%00/x",
    "/?q=%00",
    "/?q=%25%27%22%3Cscript%3E",
    "/?category=%FF",
    "/?q=a&q=b&category=Action&category=",
    "/%E0%A4%A",
  ])("answers the malformed request %s without a server error", async (path) => {
    const response = await get(path, { redirect: "manual" });
    expect(response.status).toBeLessThan(500);
  });
});
