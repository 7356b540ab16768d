import { describe, expect, it } from "vitest";
import { landingPages } from "../../content/landing";
import { baseURL, setUpBrowserPage } from "./support";

const current = setUpBrowserPage();

/** A navigation inside the app, as a link rendered by the app would make it. */
async function navigateInApp(to: string) {
  const { page } = current;
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate(
    (path) =>
      (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(
        path,
      ),
    to,
  );
}

describe("keyword landing pages in the browser", () => {
  it("play buttons lead to the home page, and the Let's Play button bounces only without reduced motion", async () => {
    const { page } = current;
    const [first] = landingPages;
    await page.goto(`/${first!.keyword}`);
    const letsPlay = page.getByRole("link", { name: "Let's Play" });
    expect(await letsPlay.getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "Play Now - 100% Free!" }).getAttribute("href")).toBe("/");
    const animation = () => letsPlay.evaluate((link) => getComputedStyle(link).animationName);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await animation()).toBe("bounce");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await animation()).toBe("none");

    await page.getByRole("link", { name: "Start Playing" }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole("heading", { name: "Trending Games" }).waitFor();
  });

  it("replaces the history entry when the browser is sent home from an unknown keyword", async () => {
    const { page } = current;
    await page.goto("/");
    const before = await page.evaluate(() => history.length);
    await navigateInApp("/no-such-keyword");
    await page.waitForURL(`${baseURL}/`);
    expect(await page.evaluate(() => history.length)).toBe(before);
  });

  it("opens a landing page from inside the app, whatever the case of its path", async () => {
    const { page } = current;
    const [first] = landingPages;
    await page.goto("/");
    await navigateInApp(`/${first!.keyword.toUpperCase()}`);
    await page.getByRole("heading", { name: first!.content.heroTitle, level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe(`${first!.title} - Zowii`);
  });
});
