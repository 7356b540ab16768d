/**
 * "Report a problem" from the game page, the player view and the game window: a visitor
 * fills the form by keyboard and pointer, sees the thanks, and the report is in
 * game_reports; on a phone the form fits. A game whose host refuses to be framed sends one
 * failure beacon, which the server counts; an administrator's preview of a draft sends none.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from "vitest";
import { FAILING_VISITORS_PER_GAME } from "~/domain/web/rate-limits.server";
import { signUp } from "../support/admin-accounts";
import { gameRow, startBareInstall, type BareInstall } from "../support/bare-install";
import { HttpClient } from "../support/http-client";
import { launchBrowser } from "./browser";
import { newHydratingPage, shareCookies } from "./support";
import { BROWSER } from "../support/user-agents";

/** A visitor's browser: a headless one calls itself HeadlessChrome, which the portal takes for a crawler. */

let host: http.Server;
let hostOrigin: string;
let install: BareInstall;
let browser: Browser;

beforeAll(async () => {
  // Another site whose games all refuse to be framed.
  host = http.createServer((_, res) => res.writeHead(200, { "Content-Type": "text/html", "X-Frame-Options": "DENY" }).end("<h1>Game</h1>"));
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
  install = await startBareInstall(
    [
      gameRow("report-game", "Report Game", { plays: 500 }),
      gameRow("deny-game", "Deny Game", { gameUrl: `${hostOrigin}/deny/`, plays: 10 }),
      gameRow("deny-draft", "Deny Draft", { gameUrl: `${hostOrigin}/draft/`, status: "draft" }),
    ],
    { ALLOWED_GAME_HOSTS: new URL(hostOrigin).host, ALLOW_PRIVATE_FETCH: "true" },
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await install?.close();
  await new Promise((resolve) => host?.close(resolve));
});

let context: BrowserContext;
let page: Page;
let failureBeacons: string[];

async function openContext(viewport = { width: 1280, height: 900 }) {
  context = await browser.newContext({ baseURL: install.portal.url, viewport, userAgent: BROWSER });
  page = await newHydratingPage(context);
  failureBeacons = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/failure")) failureBeacons.push(new URL(request.url()).pathname);
  });
}

afterEach(async () => {
  await context?.close();
});

const reportsOf = async (slug: string) =>
  (await install.db.query("select r.kind, r.text from game_reports r join games g on g.id = r.game_id where g.slug = $1 order by r.id", [slug])).rows as {
    kind: string;
    text: string;
  }[];

describe("Report a problem", () => {
  beforeEach(async () => {
    await openContext();
  });

  it("on the game page: the form asks for what it needs, sends by keyboard, thanks, and the report is stored", async () => {
    await page.goto("/game/report-game");
    const opener = page.getByRole("button", { name: "Report a problem", exact: true });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Report a problem", exact: true });
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    await dialog.getByRole("alert").getByText("Choose what is wrong with the game.").waitFor();

    // By keyboard: the choices are one radio group, walked with the arrow keys.
    await dialog.getByRole("radio", { name: "Does not load", exact: true }).focus();
    for (let n = 0; n < 3; n += 1) await page.keyboard.press("ArrowDown");
    expect(await dialog.getByRole("radio", { name: "Other", exact: true }).isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    const text = dialog.getByRole("textbox", { name: "Tell us what is wrong", exact: true });
    expect(await text.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await dialog.getByRole("alert").getByText("Please tell us what is wrong.").waitFor();
    expect(await text.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.type("The <b>start</b> button does nothing");
    await dialog.getByText("36 of 500 characters").waitFor();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await dialog.getByRole("status").getByText("Thanks, we'll take a look.").waitFor();
    expect(await reportsOf("report-game")).toEqual([{ kind: "other", text: "The <b>start</b> button does nothing" }]);

    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("in the game window: a report on top of the game, whose Escape closes the report alone", async () => {
    await page.goto("/game/report-game");
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    const gameWindow = page.getByRole("dialog", { name: "Report Game", exact: true });
    await gameWindow.getByText("Live Game").waitFor();
    await gameWindow.getByRole("button", { name: "Report a problem", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Report a problem", exact: true });
    await dialog.getByRole("radio", { name: "Controls don't work", exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await gameWindow.isVisible()).toBe(true);

    await gameWindow.getByRole("button", { name: "Report a problem", exact: true }).click();
    await dialog.getByRole("radio", { name: "Controls don't work", exact: true }).check();
    await dialog.getByRole("textbox", { name: "Tell us more (optional)", exact: true }).fill("Arrow keys scroll the page");
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    await dialog.getByText("Thanks, we'll take a look.").waitFor();
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await gameWindow.isVisible()).toBe(true);
    expect((await reportsOf("report-game")).at(-1)).toEqual({ kind: "controls", text: "Arrow keys scroll the page" });
  });

  it("in the player view, where another problem is taken and the same problem again is refused with the server's message", async () => {
    await page.goto("/");
    await page.getByRole("region", { name: "All games", exact: true }).getByRole("button", { name: "Report Game", exact: true }).click();
    const player = page.getByRole("region", { name: "Report Game", exact: true });
    await player.locator('iframe[title="Report Game"]').waitFor();
    await player.getByRole("button", { name: "Report a problem", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Report a problem", exact: true });
    await dialog.getByRole("radio", { name: "Inappropriate content", exact: true }).check();
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    await dialog.getByText("Thanks, we'll take a look.").waitFor();
    expect((await reportsOf("report-game")).at(-1)).toEqual({ kind: "inappropriate", text: "" });

    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await player.getByRole("button", { name: "Report a problem", exact: true }).click();
    await dialog.getByRole("radio", { name: "Does not load", exact: true }).check();
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    await dialog.getByText("Thanks, we'll take a look.").waitFor();
    expect((await reportsOf("report-game")).at(-1)).toEqual({ kind: "does-not-load", text: "" });

    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await player.getByRole("button", { name: "Report a problem", exact: true }).click();
    await dialog.getByRole("radio", { name: "Does not load", exact: true }).check();
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    await dialog.getByRole("alert").getByText("You have already reported this problem with the game. Thanks, we'll take a look.").waitFor();
  });
});

describe("Report a problem on a phone", () => {
  beforeEach(async () => {
    await openContext({ width: 360, height: 740 });
  });

  it("fits the screen, every control in sight", async () => {
    await page.goto("/game/report-game");
    await page.getByRole("button", { name: "Report a problem", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Report a problem", exact: true });
    await dialog.getByRole("button", { name: "Send", exact: true }).waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    for (const control of [
      dialog.getByRole("radio", { name: "Other", exact: true }),
      dialog.getByRole("textbox"),
      dialog.getByRole("button", { name: "Send", exact: true }),
    ]) {
      const controlBox = (await control.boundingBox())!;
      expect(controlBox.x + controlBox.width).toBeLessThanOrEqual(360);
      expect(controlBox.y + controlBox.height).toBeLessThanOrEqual(740);
    }
  });
});

describe("a game whose frame is refused", () => {
  beforeEach(async () => {
    await openContext();
  });

  const failingVisitors = async (slug: string) =>
    Number(
      (
        await install.db.query("select coalesce(max(c.attempts), 0) as n from rate_counters c join games g on c.key = $1 || ':' || g.id where g.slug = $2", [
          FAILING_VISITORS_PER_GAME.name,
          slug,
        ])
      ).rows[0].n,
    );

  it("sends one failure beacon, which the server counts; Try Again failing again sends none", async () => {
    await page.goto("/game/deny-game");
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    const gameWindow = page.getByRole("dialog", { name: "Deny Game", exact: true });
    await gameWindow.getByRole("heading", { name: "Game Failed to Load", exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => failingVisitors("deny-game")).toBe(1);
    await gameWindow.getByRole("button", { name: "Try Again", exact: true }).click();
    await gameWindow.getByRole("heading", { name: "Game Failed to Load", exact: true }).waitFor({ timeout: 10_000 });
    await page.waitForTimeout(500);
    expect(failureBeacons).toEqual(["/api/games/deny-game/failure"]);
    expect(await failingVisitors("deny-game")).toBe(1);
  });

  it("in an administrator's preview of a draft sends none", async () => {
    const admin = new HttpClient(install.portal.url);
    await signUp(admin, "owner@example.com", "harbor-lantern-sunlit-42");
    await shareCookies(admin, context);
    await page.goto("/game/deny-draft?preview");
    await expect(page.getByRole("button", { name: "Report a problem", exact: true }).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    const gameWindow = page.getByRole("dialog", { name: "Deny Draft", exact: true });
    await gameWindow.getByRole("heading", { name: "Game Failed to Load", exact: true }).waitFor({ timeout: 10_000 });
    expect(await gameWindow.getByRole("button", { name: "Report a problem", exact: true }).count()).toBe(0);
    await page.waitForTimeout(500);
    expect(failureBeacons).toEqual([]);
  });
});
