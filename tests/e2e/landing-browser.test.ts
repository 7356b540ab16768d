import { describe, expect, it } from "vitest";
import { landingPages } from "../../content/landing";
import { baseURL, setUpBrowserPage, waitForHydration } from "./support";

const current = setUpBrowserPage();

/** A navigation inside the app, as a link rendered by the app would make it. */
async function navigateInApp(to: string) {
  const { page } = current;
  await waitForHydration(page);
  await page.evaluate(
    (path) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(path),
    to,
  );
}

describe("keyword landing pages in the browser", () => {
  it("play buttons lead to the home page, and the Let's Play button bounces only without reduced motion", async () => {
    const { page } = current;
    const [first] = landingPages;
    await page.goto(`/${first!.keyword}`);
    const letsPlay = page.getByRole("link", { name: "Let's Play", exact: true });
    expect(await letsPlay.getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "Play Now - 100% Free!", exact: true }).getAttribute("href")).toBe("/");
    const animation = () => letsPlay.evaluate((link) => getComputedStyle(link).animationName);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await animation()).toBe("bounce");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await animation()).toBe("none");

    await page.getByRole("link", { name: "Start Playing", exact: true }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole("heading", { name: "Trending Games", exact: true }).waitFor();
  });

  it("about one game (/agar-io) starts that game from each of its play buttons; Back shows the game's page, then the landing page", async () => {
    const { page } = current;
    // Agar.io's own site, answered by a page of the test's own: no test reaches the internet.
    await page.route("https://agar.io/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Game</title>" }));
    await page.goto("/agar-io");
    for (const name of ["Start Playing", "Play Now - 100% Free!", "Let's Play"]) {
      expect(await page.getByRole("link", { name, exact: true }).getAttribute("href")).toBe("/game/agar-io#play");
    }
    await page.getByRole("link", { name: "Start Playing", exact: true }).click();
    await page.getByRole("dialog", { name: "Agar.io", exact: true }).getByText("Live Game").waitFor();
    expect(page.url()).toBe(`${baseURL}/game/agar-io`);
    await page.goBack();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await page.getByRole("button", { name: "Play Now", exact: true }).waitFor();
    await page.goBack();
    await page.waitForURL(`${baseURL}/agar-io`);
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
    await page.getByRole("heading", { name: first!.content.heroTitle, level: 1, exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe(`${first!.title} - Zowii`);
  });
});

describe("the floating Let's Play button on phones", () => {
  for (const viewport of [
    { width: 320, height: 568 },
    { width: 360, height: 740 },
    { width: 390, height: 844 },
  ]) {
    describe(`${viewport.width} x ${viewport.height}`, () => {
      const phone = setUpBrowserPage(viewport);

      it("never lies over the page's own play buttons, anywhere in its bounce, wherever the page is scrolled", async () => {
        const { page } = phone;
        const longest = landingPages.reduce((a, b) => (b.content.heroDescription.length > a.content.heroDescription.length ? b : a));
        await page.goto(`/${longest.keyword}`);
        const letsPlay = page.locator(".lets-play");
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const seen = new Set<string>();
        for (let top = 0; top < height; top += Math.round(viewport.height / 4)) {
          await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          const state = await letsPlay.evaluate((button) => {
            const style = getComputedStyle(button);
            if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0) return "hidden";
            // Where it rests, and how far up the bounce takes it (a quarter of its height).
            const box = button.getBoundingClientRect();
            const lift = new DOMMatrixReadOnly(style.transform === "none" ? undefined : style.transform).m42;
            const rest = { top: box.top - lift, bottom: box.bottom - lift, left: box.left, right: box.right };
            const reach = { ...rest, top: rest.top - (rest.bottom - rest.top) * 0.25 };
            const others = [...document.querySelectorAll(".landing-start-playing, .landing-play-now")].map((other) => other.getBoundingClientRect());
            return others.some((other) => reach.bottom > other.top && reach.top < other.bottom && reach.right > other.left && reach.left < other.right)
              ? "overlaps"
              : "shown";
          });
          expect(state, `scrolled to ${top}`).not.toBe("overlaps");
          seen.add(state);
        }
        // It steps aside, and is there for the rest of the page.
        expect([...seen].sort()).toEqual(["hidden", "shown"]);
      });
    });
  }
});
