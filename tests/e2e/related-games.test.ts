/**
 * Related games: on each game page in its server HTML, from GET /api/games/{slug}/related,
 * and as the "More like this" row once the game window or the home's player view closes.
 */
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/cache-headers";
import { RELATED_GAMES_LIMIT } from "~/lib/constants";
import { baseURL, get, setUpBrowserPage } from "./support";

const current = setUpBrowserPage();

interface RelatedAnswer {
  games?: { slug: string; title: string; gameUrl: string }[];
  error?: string;
}

describe("related games", () => {
  it("are on the game page without JavaScript: cards linking to other games", async () => {
    const browser = current.page.context().browser()!;
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/game/tile-merge");
      const section = page.getByRole("region", { name: "Related Games", exact: true });
      const links = await section.getByRole("link").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      expect(links).toHaveLength(RELATED_GAMES_LIMIT);
      expect(links.every((href) => href?.startsWith("/game/"))).toBe(true);
      expect(links).not.toContain("/game/tile-merge");
      expect(new Set(links).size).toBe(links.length);
    } finally {
      await context.close();
    }
  });

  it("are a shared JSON answer, and an unknown or malformed slug is a 404", async () => {
    const response = await get("/api/games/tile-merge/related");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const body = (await response.json()) as RelatedAnswer;
    expect(body.games).toHaveLength(RELATED_GAMES_LIMIT);
    expect(body.games!.map((game) => game.slug)).not.toContain("tile-merge");
    // The page's own list, in its order.
    const html = await (await get("/game/tile-merge")).text();
    const section = html.slice(html.indexOf(">Related Games<"));
    const pageOrder = [...section.matchAll(/href="\/game\/([a-z0-9-]+)"/g)].map((match) => match[1]).slice(0, RELATED_GAMES_LIMIT);
    expect(pageOrder).toEqual(body.games!.map((game) => game.slug));

    for (const slug of ["no-such-game", "Tile%20Merge", "%00", "a".repeat(300), "tile-merge%2F..", "..%2F..%2Fetc"]) {
      const missing = await get(`/api/games/${slug}/related`);
      expect(missing.status, slug).toBe(404);
      expect(((await missing.json()) as RelatedAnswer).error, slug).toBe("Game not found");
    }
  });

  it("shows More like this when the game window closes, with other games, until dismissed", async () => {
    const { page } = current;
    await page.goto("/game/zowii-snake");
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    await page.getByRole("dialog", { name: "Zowii Snake", exact: true }).getByRole("button", { name: "Close game", exact: true }).click();
    const row = page.getByRole("region", { name: "More like this", exact: true });
    await row.waitFor();
    const links = await row.getByRole("link").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(links).toHaveLength(RELATED_GAMES_LIMIT);
    expect(links).not.toContain("/game/zowii-snake");
    await row.getByRole("button", { name: "Dismiss", exact: true }).click();
    await expect.poll(() => row.count()).toBe(0);
  });

  it("shows More like this in place of the home's player view once it closes, and a card there starts its game", async () => {
    const { page } = current;
    await page.goto("/");
    await page.getByRole("region", { name: "All games", exact: true }).getByRole("button", { name: "Lichess", exact: true }).click();
    await page.getByRole("region", { name: "Lichess", exact: true }).getByRole("button", { name: "Close game", exact: true }).click();
    const row = page.getByRole("region", { name: "More like this", exact: true });
    await row.waitFor();
    const first = row.getByRole("link").first();
    const title = (await first.innerText()).trim();
    expect(title).not.toBe("Lichess");
    await first.click();
    // Launched from a card: the countdown first, then the game's window.
    await page.getByRole("dialog", { name: title, exact: true }).waitFor({ timeout: 15_000 });
  });
});
