/**
 * Analytics in Chromium: an admin reads the figures of the daily roll-ups, switches to 7
 * days, sees the charts drawn once their script arrives, downloads a table as CSV, and opens
 * a game's Insights in Manage; axe finds nothing on a desktop or a phone. On a portal of its
 * own over PostgreSQL, its roll-ups written before the browser opens.
 */
import fs from "node:fs";
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utcDay } from "~/domain/analytics/rollups.server";
import { ADMIN_PATH, signUp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { startPortal, type RunningPortal } from "../support/portal-server";
import { createPostgresDatabase } from "../support/test-database";
import { axeViolations } from "./axe";
import { setUpBrowserPage, shareCookies } from "./support";

const GAME = { id: "comet-dash", slug: "comet-dash", title: "Comet Dash" };
const dayAgo = (days: number) => utcDay(new Date(Date.now() - days * 24 * 60 * 60_000));

let portal: RunningPortal;
let dropDatabase: () => Promise<void>;
let admin: HttpClient;

beforeAll(async () => {
  const database = await createPostgresDatabase("seeded");
  dropDatabase = database.drop;
  portal = await startPortal({ DATABASE_URL: database.url });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  await db.query(`insert into games (id, slug, title, game_url, category) values ($1, $2, $3, 'https://play.example.com/comet/', 'Action')`, [
    GAME.id,
    GAME.slug,
    GAME.title,
  ]);
  const rows: [string, string, string, number, number][] = [
    ["game", GAME.id, "plays", 0, 12],
    // Ten days ago: in the 30 days, not in the 7.
    ["game", GAME.id, "plays", 10, 30],
    ["game", GAME.id, "card-click", 0, 20],
    ["game", GAME.id, "game-started", 0, 16],
    ["game", GAME.id, "frame-loaded", 0, 15],
    ["game", GAME.id, "played-30s", 0, 9],
    ["game", GAME.id, "played-5m", 0, 3],
    ["game", GAME.id, "interstitial-shown", 0, 5],
    ["site", "", "visitors", 0, 7],
    ["site", "", "visitors", 10, 11],
    ["site", "", "visits", 0, 8],
    ["site", "", "page-views", 0, 25],
    ["referrer", "search", "visits", 0, 6],
    ["page", "/", "visits", 0, 8],
    ["placement", "trending", "card-click", 0, 20],
    ["ad", "1", "network", 0, 4],
  ];
  for (const [scope, subject, metric, days, count] of rows) {
    await db.query(`insert into analytics_daily (scope, subject, metric, day, count) values ($1, $2, $3, $4, $5)`, [
      scope,
      subject,
      metric,
      dayAgo(days),
      count,
    ]);
  }
  await db.end();
  admin = new HttpClient(portal.url);
  expect((await signUp(admin, "figures@example.com", "harbor-lantern-meadow-77")).body.enter).toBe(true);
});

afterAll(async () => {
  await portal?.stop();
  await dropDatabase?.();
});

/** The figure of a stat card, by its title. */
async function cardFigure(page: Page, title: string): Promise<string> {
  const card = page.locator("section").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  return (await card.locator("p").first().textContent()) ?? "";
}

const current = setUpBrowserPage(undefined, () => portal.url);

describe("the Analytics page", () => {
  it("shows the figures, switches to 7 days, draws the charts and downloads a table", async () => {
    const { page } = current;
    await shareCookies(admin, page.context());
    await page.goto(ADMIN_PATH);
    await page.getByRole("link", { name: "Analytics", exact: true }).click();
    await page.getByRole("heading", { name: "Analytics", level: 2, exact: true }).waitFor();
    await expect(page.getByRole("link", { name: "30 days", exact: true }).getAttribute("aria-current")).resolves.toBe("page");
    expect(await cardFigure(page, "Plays")).toBe("42");
    expect(await cardFigure(page, "Daily visitors")).toBe("18");
    const top = page.getByRole("table", { name: "Top games", exact: true });
    await expect(top.getByRole("row").filter({ hasText: GAME.title }).textContent()).resolves.toContain("42");

    await page.getByRole("link", { name: "7 days", exact: true }).click();
    await page.waitForURL(/\?days=7$/);
    // The address changes as the navigation ends, a moment before React shows the new range.
    await page.getByText("The last 7 days").waitFor();
    await expect(page.getByRole("link", { name: "7 days", exact: true }).getAttribute("aria-current")).resolves.toBe("page");
    await expect(page.getByRole("link", { name: "30 days", exact: true }).getAttribute("aria-current")).resolves.toBeNull();
    expect(await cardFigure(page, "Plays")).toBe("12");
    expect(await cardFigure(page, "Daily visitors")).toBe("7");
    expect(await cardFigure(page, "Page views")).toBe("25");
    expect(await cardFigure(page, "Visits")).toBe("8");
    const funnel = page.getByRole("table", { name: "Launch funnel", exact: true });
    await expect(funnel.getByRole("row").filter({ hasText: "Games started" }).textContent()).resolves.toMatch(/16\s*80\.0%/);

    // The chart arrives after the tables, drawn as an image named for screen readers.
    const plays = page.getByRole("figure", { name: "Plays per day", exact: true });
    await plays.getByRole("img", { name: "Plays per day, last 7 days", exact: true }).waitFor();
    expect(await plays.locator("svg.recharts-surface").count()).toBe(1);
    await page.getByRole("figure", { name: "Daily visitors", exact: true }).locator("svg.recharts-surface").waitFor();
    // The same numbers as a table, for screen readers and without JavaScript.
    await page.getByText("Show the figures of each day").click();
    await expect(page.getByRole("table", { name: "Plays and visitors per day", exact: true }).getByRole("row").count()).resolves.toBe(8);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV: Top games", exact: true }).click()]);
    expect(download.suggestedFilename()).toBe("zowii-top-games-7-days.csv");
    const csv = fs.readFileSync(await download.path(), "utf8");
    expect(csv).toBe("Rank,Game,Slug,Status,Plays\r\n1,Comet Dash,comet-dash,Published,12\r\n");

    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 412, height: 915 });
    expect(await axeViolations(page)).toEqual([]);
  });

  it("opens a game's Insights in Manage with its plays and funnel", async () => {
    const { page } = current;
    await shareCookies(admin, page.context());
    await page.goto(`${ADMIN_PATH}/manage?q=comet`);
    await page.getByRole("button", { name: `Insights for ${GAME.title}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Insights: ${GAME.title}`, exact: true });
    await dialog.waitFor();
    const funnel = dialog.getByRole("table", { name: `Launch funnel of ${GAME.title}`, exact: true });
    await funnel.waitFor();
    await expect(funnel.getByRole("row").filter({ hasText: "Card clicks" }).textContent()).resolves.toContain("20");
    await expect(funnel.getByRole("row").filter({ hasText: "Played 5 minutes" }).textContent()).resolves.toMatch(/3\s*33\.3%/);
    await expect(dialog.getByText("plays in the last 30 days").textContent()).resolves.toMatch(/^42 plays/);
    await dialog.getByRole("img", { name: `Plays per day of ${GAME.title}, last 30 days`, exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
  });
});
