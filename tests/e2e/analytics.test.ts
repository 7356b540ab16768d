/**
 * The portal's own analytics, from a visitor's browser to the daily roll-ups: what a visit
 * adds to `analytics_daily`, that a bot adds nothing, and that nothing personal travels.
 */
import { eq } from "drizzle-orm";
import pg from "pg";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/domain/db/connection.server";
import { games } from "~/domain/db/schema.server";
import { EVENTS_PATH } from "~/lib/analytics";
import { FLUSH_INTERVAL_MS } from "~/domain/analytics/rollups.server";
import { signUp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { startPortal, type RunningPortal } from "../support/portal-server";
import { createPostgresDatabase } from "../support/test-database";
import { launchBrowser } from "./browser";
import { newHydratingPage, shareCookies, untilHydrated } from "./support";

/**
 * A visitor's desktop Chrome: headless Chromium's own user agent says "HeadlessChrome", a
 * bot's. Set for the whole browser: what a page sends as it is left goes out with the
 * browser's own user agent, not a context's.
 */
const DESKTOP_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Our own game (served by the portal itself), pinned first in Trending so the test knows the card. */
const GAME = { slug: "zowii-snake", title: "Zowii Snake" };

let portal: RunningPortal;
let drop: () => Promise<void>;
let client: pg.Client;
let visitorBrowser: Browser;
let botBrowser: Browser;
let context: BrowserContext | undefined;
let gameId: string;

beforeAll(async () => {
  const database = await createPostgresDatabase("seeded");
  drop = database.drop;
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: "" });
  await handle.db.update(games).set({ trendingPin: 1 }).where(eq(games.slug, GAME.slug));
  await handle.close();
  portal = await startPortal({ DATABASE_URL: database.url });
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  gameId = (await client.query<{ id: string }>("select id from games where slug = $1", [GAME.slug])).rows[0]!.id;
  visitorBrowser = await launchBrowser([`--user-agent=${DESKTOP_CHROME}`]);
  botBrowser = await launchBrowser();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await visitorBrowser?.close();
  await botBrowser?.close();
  await client?.end();
  await portal?.stop();
  await drop?.();
});

async function openPage(browser = visitorBrowser): Promise<Page> {
  context = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 900 } });
  return newHydratingPage(context);
}

/** Every roll-up row as "scope/subject/metric count", sorted. */
async function rollups(): Promise<string[]> {
  const { rows } = await client.query<{ scope: string; subject: string; metric: string; count: string }>(
    "select scope, subject, metric, count from analytics_daily",
  );
  return rows.map((row) => `${row.scope}/${row.subject}/${row.metric} ${row.count}`).sort();
}

/**
 * The events requests a page sends while it is open: the queue leaves 5 s after its first
 * event. (What a page sends as it is left is not shown to the test: the tests that leave
 * read the roll-ups.)
 */
function eventsRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === EVENTS_PATH) sent.push(request);
  });
  return sent;
}

const bodiesOf = (sent: Request[]) => sent.map((request) => request.postData() ?? "").join("\n");

/**
 * Lets React run the effects of what the page shows now (they run after it is painted):
 * a page view is queued, a play timer is started, there.
 */
const effectsRun = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));

const goToCategory = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Categories", exact: true }).getByRole("link", { name, exact: true }).click();

/** Opens `/`, clicks the first Trending card, closes the interstitial early and lets the game load. */
async function playFromTrending(page: Page) {
  await page.goto("/");
  const trending = page.getByRole("region", { name: "Trending Games", exact: true });
  await trending.getByRole("link", { name: GAME.title, exact: true }).click();
  await page
    .getByRole("dialog", { name: `Starting ${GAME.title}`, exact: true })
    .getByRole("button", { name: "Close", exact: true })
    .click();
  const gameWindow = page.getByRole("dialog", { name: GAME.title, exact: true });
  await page.frameLocator(`iframe[title="${GAME.title}"]`).locator('body[data-game-ready="true"]').waitFor();
  await expect.poll(() => gameWindow.getByRole("status").count()).toBe(0);
  return gameWindow;
}

describe("the portal's own analytics", () => {
  // First: the table is still empty, so "nothing" can be checked whole.
  it("counts nothing a bot (headless Chromium's own user agent) does", async () => {
    const page = await openPage(botBrowser);
    const sent = eventsRequests(page);
    await page.goto("/");
    await goToCategory(page, "Puzzle");
    await expect.poll(() => bodiesOf(sent), { timeout: 15_000 }).toContain('"path":"/category/puzzle"');
    for (const request of sent) expect((await request.response())?.status()).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, FLUSH_INTERVAL_MS + 1_500));
    expect(await rollups()).toEqual([]);
  });

  it("rolls up a visit: entry from nowhere, a card click, an interstitial closed early, a play, a category page", async () => {
    const page = await openPage();
    const gameWindow = await playFromTrending(page);
    await gameWindow.getByRole("button", { name: "Close game", exact: true }).click();
    await goToCategory(page, "Action");
    await page.getByRole("heading", { level: 1, name: /Play Action free/ }).waitFor();
    await effectsRun(page);
    // Leaving the page sends what is queued.
    await page.goto("about:blank");

    const withoutAds = async () => (await rollups()).filter((row) => !row.startsWith("ad/"));
    await expect
      .poll(withoutAds)
      .toEqual(
        [
          "site//page-views 2",
          "site//visits 1",
          "site//visitors 1",
          "referrer/direct/page-views 1",
          "referrer/direct/visits 1",
          "referrer/internal/page-views 1",
          "page///page-views 1",
          "page///visits 1",
          "page///plays 1",
          "page//category/action/page-views 1",
          "placement/trending/card-click 1",
          `game/${gameId}/card-click 1`,
          `game/${gameId}/interstitial-shown 1`,
          `game/${gameId}/interstitial-closed-early 1`,
          `game/${gameId}/game-started 1`,
          `game/${gameId}/frame-loaded 1`,
          `game/${gameId}/plays 1`,
        ].sort(),
      );
    // No ad network here: every slot shows its house promotion, once per slot and page view.
    // Home: leaderboard 1, four leaderboards 2, the floor 3 (the floating 4 waits for the
    // first screen to be scrolled), then the interstitial's 6; the category page: 1, 2 and the floor again.
    expect((await rollups()).filter((row) => row.startsWith("ad/"))).toEqual(["ad/1/house 2", "ad/2/house 5", "ad/3/house 2", "ad/6/house 1"]);
  });

  it("sends no cookie and no referrer address, only the referrer's kind", async () => {
    const page = await openPage();
    // The rating's visitor cookie, as a visitor who voted has it.
    await page.context().addCookies([{ name: "zowii_visitor", value: "a-visitor-id", url: portal.url }]);
    const sent = eventsRequests(page);
    await page.goto("/category/puzzle?q=snake", { referer: "https://www.google.co.uk/search?q=free+games" });
    await goToCategory(page, "Arcade");
    await expect
      .poll(() => bodiesOf(sent), { timeout: 15_000 })
      .toContain('{"type":"page-view","path":"/category/arcade","referrer":"internal","entry":false}');
    const bodies = bodiesOf(sent);
    expect(bodies).toContain('{"type":"page-view","path":"/category/puzzle","referrer":"search","entry":true}');
    for (const personal of ["google", "http", "snake", "a-visitor-id"]) expect(bodies).not.toContain(personal);
    for (const request of sent) expect(Object.keys(await request.allHeaders())).not.toContain("cookie");
  });

  it("counts 30 seconds of play on the page's clock", async () => {
    const page = await openPage();
    await page.clock.install();
    await page.goto(`/game/${GAME.slug}`);
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    await page.frameLocator(`iframe[title="${GAME.title}"]`).locator('body[data-game-ready="true"]').waitFor();
    await expect.poll(() => page.getByRole("dialog", { name: GAME.title, exact: true }).getByRole("status").count()).toBe(0);
    await effectsRun(page);
    await page.clock.runFor(31_000);
    await page.goto("about:blank");
    await expect.poll(rollups).toContain(`game/${gameId}/played-30s 1`);
    expect(await rollups()).not.toContain(`game/${gameId}/played-5m 1`);
  });

  it("counts a landing page's visit, its card clicks and the plays it led to, without React on it", async () => {
    const page = await openPage();
    await page.goto("/io-games");
    const card = page.getByRole("region", { name: "Games to Play Now", exact: true }).locator("a[data-game]").first();
    const slug = await card.getAttribute("data-game");
    await card.click();
    await page.waitForURL(`**/game/${slug}`);
    await untilHydrated(page);
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    await page.getByRole("dialog").getByText("Live Game").waitFor();
    await effectsRun(page);
    await page.goto("about:blank");
    const id = (await client.query<{ id: string }>("select id from games where slug = $1", [slug])).rows[0]!.id;
    await expect
      .poll(rollups)
      .toEqual(
        expect.arrayContaining([
          "placement/landing/card-click 1",
          `game/${id}/card-click 1`,
          `game/${id}/game-started 1`,
          "page//io-games/page-views 1",
          "page//io-games/visits 1",
          "page//io-games/plays 1",
          `page//game/${slug}/page-views 1`,
        ]),
      );
    // The game's page came from the landing page: a page view of the same visit, no new entry.
    expect(await rollups()).not.toContain(`page//game/${slug}/visits 1`);
  });

  it("sends nothing from an administrator's preview of a draft", async () => {
    await client.query(
      `insert into games (id, slug, title, game_url, category, status)
       values ('draft-snake', 'draft-snake', 'Draft Snake', '/games/snake/', 'Arcade', 'draft')`,
    );
    const admin = new HttpClient(portal.url);
    expect((await signUp(admin, "analytics@example.com", "meadow-copper-lantern-51")).body.enter).toBe(true);
    const page = await openPage();
    await shareCookies(admin, page.context());
    const before = await rollups();
    await page.goto("/game/draft-snake?preview");
    await page.getByText("Draft preview: visitors cannot see this game until it is published.").waitFor();
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    await page.frameLocator('iframe[title="Draft Snake"]').locator('body[data-game-ready="true"]').waitFor();
    await effectsRun(page);
    // Then a published game's page, whose page view shows the events got through.
    await page.goto("/game/tile-merge");
    await page.goto("about:blank");
    await expect.poll(rollups).toContain("page//game/tile-merge/page-views 1");
    const added = (await rollups()).filter((row) => !before.includes(row));
    expect(added.filter((row) => row.includes("draft-snake"))).toEqual([]);
    expect(added.filter((row) => /^(game|placement)\//.test(row))).toEqual([]);
  });

  it("counts a reload as a page view of the same visit, not a new one", async () => {
    const figure = async (row: string) => Number((await rollups()).find((line) => line.startsWith(`${row} `))?.split(" ")[1] ?? 0);
    const [viewsBefore, visitsBefore] = [await figure("page///page-views"), await figure("page///visits")];
    const page = await openPage();
    await page.goto("/");
    await page.reload();
    await page.goto("about:blank");
    await expect.poll(() => figure("page///page-views")).toBe(viewsBefore + 2);
    expect(await figure("page///visits")).toBe(visitsBefore + 1);
  });
});
