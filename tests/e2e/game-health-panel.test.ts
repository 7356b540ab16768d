/**
 * Health and Reports in Chromium: the operator follows the dashboard to a broken game on
 * Health, reads its last checks and keeps it up, then settles the reports visitors made of
 * it on Reports, where a report's markup shows as the text it is, and switches auto-hide off
 * and on. On a portal of its own,
 * whose embedded database is filled before it starts, as global-setup fills the shared one.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gameChecks, gameReports, games } from "~/domain/db/schema.server";
import { ADMIN_PATH, signUp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { freePort } from "../support/portal-server";
import { answerConfirmation, setUpBrowserPage, setUpFilledPortal, shareCookies } from "./support";

const GAME = { id: "ember-escape", slug: "ember-escape", title: "Ember Escape" };
const REPORT_TEXT = `Nothing loads <img src=x onerror="window.reportScriptRan=true"> at all`;

const filled = setUpFilledPortal("zowii-health-panel-", async (db) => {
  const gameUrl = `http://127.0.0.1:${await freePort()}/ember/`;
  await db.insert(games).values({
    ...GAME,
    description: "A game whose host went away.",
    gameUrl,
    category: "Puzzle",
    tags: ["test"],
    health: "broken",
    failingChecks: 3,
    hiddenBroken: true,
    checkedAt: new Date(),
  });
  await db.insert(gameChecks).values(
    [3, 2, 1].map((minutes) => ({
      gameId: GAME.id,
      checkedAt: new Date(Date.now() - minutes * 60_000),
      passed: false,
      reason: "unreachable",
      finalUrl: gameUrl,
      durationMs: 40,
    })),
  );
  await db.insert(gameReports).values({ gameId: GAME.id, kind: "does-not-load", text: REPORT_TEXT });
  const [stored] = await db.select({ hidden: games.hiddenBroken }).from(games).where(eq(games.id, GAME.id));
  expect(stored).toEqual({ hidden: true });
});

const current = setUpBrowserPage(undefined, () => filled.portal.url);

describe("Health and Reports", () => {
  it("shows a broken game on Health, keeps it up, and settles its report on Reports", async () => {
    const { page } = current;
    const admin = new HttpClient(filled.portal.url);
    expect((await signUp(admin, "keeper@example.com", "lantern-meadow-harbor-61")).body.enter).toBe(true);
    await shareCookies(admin, page.context());

    await page.goto(ADMIN_PATH);
    await page.getByRole("link", { name: /Broken Games/, exact: true }).click();
    await page.getByRole("heading", { name: "Game Health", exact: true }).waitFor();
    const games = page.getByRole("table", { name: "Broken and flaky games", exact: true });
    const row = games.getByRole("row").filter({ hasText: GAME.title });
    await row.getByText("Hidden from the site").waitFor();
    await row.getByText("Its host cannot be reached").waitFor();

    await row.getByRole("link", { name: `History of ${GAME.title}`, exact: true }).click();
    const history = page.getByRole("table", { name: `Last checks of ${GAME.title}`, exact: true });
    await history.waitFor();
    await expect(history.getByRole("row").filter({ hasText: "Failed" }).count()).resolves.toBe(3);

    await row.getByRole("button", { name: `Keep up ${GAME.title}`, exact: true }).click();
    await page.getByText(`${GAME.title} stays on the site whatever the checks find.`).waitFor();
    await row.getByText("Kept up").waitFor();
    await row.getByRole("button", { name: `Stop keeping up ${GAME.title}`, exact: true }).waitFor();
    // Back on the site for visitors.
    const visitor = await fetch(new URL(`/game/${GAME.slug}`, filled.portal.url));
    expect(visitor.status).toBe(200);

    await page.getByRole("complementary", { name: "Admin Panel", exact: true }).getByRole("link", { name: "Reports", exact: true }).click();
    await page.getByRole("heading", { name: "Reports", exact: true }).waitFor();
    const reported = page.getByRole("list", { name: "Reported games", exact: true }).getByRole("listitem").filter({ hasText: GAME.title });
    await reported.getByText("1 open report", { exact: true }).waitFor();
    await reported.getByText("Does not load").waitFor();
    await reported.getByText(REPORT_TEXT).waitFor();
    await expect(page.evaluate(() => "reportScriptRan" in window)).resolves.toBe(false);

    await reported.getByRole("button", { name: `Resolve reports on ${GAME.title}`, exact: true }).click();
    await page.getByText(`1 report on ${GAME.title} resolved.`).waitFor();
    await page.getByText("No open reports.").waitFor();

    await page.getByRole("complementary", { name: "Admin Panel", exact: true }).getByRole("link", { name: "Dashboard", exact: true }).click();
    await page.getByText("kept game up", { exact: true }).waitFor();
    await page.getByText("resolved game reports", { exact: true }).waitFor();

    // Auto-hide off asks first; on again does not.
    await page.goto(`${ADMIN_PATH}/health`);
    await page.getByRole("button", { name: "Turn off auto-hide", exact: true }).click();
    expect(await answerConfirmation(page)).toBe("Turn off auto-hide? Broken games come back to the site at once.");
    await page.getByText(/^Auto-hide turned off:/).waitFor();
    await page.getByRole("button", { name: "Turn on auto-hide", exact: true }).click();
    await page.getByText(/^Auto-hide turned on:/).waitFor();
    await page.getByRole("button", { name: "Turn off auto-hide", exact: true }).waitFor();
  });
});
