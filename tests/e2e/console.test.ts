import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { landingPages } from "../../content/landing";
import { ADMIN_PATH } from "../support/admin-accounts";
import { setUpBrowserPage, tickUntil } from "./support";

const current = setUpBrowserPage();

/** Everything the browser says while `visit` runs: console messages of any level, page errors, failed requests. */
async function noticesDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const notices: string[] = [];
  page.on("console", (message) => notices.push(`console ${message.type()}: ${message.text()}`));
  page.on("pageerror", (error) => notices.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => notices.push(`request failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on("response", (response) => {
    if (response.status() >= 400) notices.push(`answer ${response.status()}: ${response.url()}`);
  });
  await visit();
  await page.waitForTimeout(1_000);
  return notices;
}

describe("a normal visit", () => {
  // Our own game, so that nothing depends on reaching another site (tests run offline); the
  // hero, the player view and the game window share the one game frame.
  it("logs nothing: home, a search, our own game played through the interstitial in the game window", async () => {
    const { page } = current;
    await page.clock.install();
    const notices = await noticesDuring(page, async () => {
      await page.goto("/");
      await page.getByRole("combobox", { name: "Search games", exact: true }).fill("zowii snake");
      await page.getByRole("link", { name: "Zowii Snake", exact: true }).click();
      const gameWindow = page.getByRole("dialog", { name: "Zowii Snake", exact: true });
      await tickUntil(page, gameWindow.getByText("Live Game"));
      await page.frameLocator('iframe[title="Zowii Snake"]').locator('body[data-game-ready="true"]').waitFor();
      await gameWindow.getByRole("button", { name: "Close game", exact: true }).click();
    });
    expect(notices).toEqual([]);
  });

  it("logs nothing on a game page, a landing page, a content page and the admin sign-in page", async () => {
    const { page } = current;
    for (const path of ["/game/krunker-io", `/${landingPages[0]!.keyword}`, "/about", "/privacy-policy", ADMIN_PATH]) {
      const notices = await noticesDuring(page, async () => {
        await page.goto(path);
      });
      expect(notices, path).toEqual([]);
    }
  });
});
