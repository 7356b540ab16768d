import { describe, expect, it } from "vitest";
import { expectInPage, expectNotInPage, get, setUpBrowserPage } from "./support";

const current = setUpBrowserPage();

describe("game detail page", () => {
  it("shows bloxd-io with its plays in millions, rating, category, developer and release date", async () => {
    const html = await (await get("/game/bloxd-io")).text();
    expectInPage(html, "Bloxd.io", "2.5M", "4.8 / 5", "Simulation", "Arthur Baker", "January 1, 2021");
  });

  it("shows How to Play and the badges known of the game, and none that is not known", async () => {
    const brickBreaker = await (await get("/game/brick-breaker")).text();
    expectInPage(brickBreaker, ">How to Play<", "Tap, click or press Space to launch the ball", ">Mobile friendly<", ">Portrait<");
    expectNotInPage(brickBreaker, ">Landscape<");
    // A game with nothing known of it shows neither section nor badges.
    const krunker = await (await get("/game/krunker-io")).text();
    for (const text of [">How to Play<", ">Mobile friendly<", ">Portrait<", ">Landscape<", 'aria-label="Badges"']) expectNotInPage(krunker, text);
  });

  it("has a leaderboard and two rectangle ad places", async () => {
    const html = await (await get("/game/krunker-io")).text();
    expect(html.match(/data-ad-type="leaderboard"/g)).toHaveLength(1);
    expect(html.match(/data-ad-type="rectangle"/g)).toHaveLength(2);
    expectInPage(html, "3.2M", "4.7 / 5");
  });

  it("lets a visitor rate a game, weighs one vote lightly against the starting rating, and keeps one vote per visitor", async () => {
    const { page } = current;
    await page.goto("/game/brick-breaker");
    await page.getByText("Rating:4.5 / 5").waitFor();
    await page.getByRole("button", { name: "1 star", exact: true }).click();
    await page.getByText("Your rating: 1 of 5. Thanks!").waitFor();
    // (4.5 × 50 + 1) / 51: one vote moves it a little, never to the vote itself.
    await page.getByText("Rating:4.4 / 5").waitFor();
    await page.getByRole("button", { name: "4 stars", exact: true }).click();
    await page.getByText("Your rating: 4 of 5. Thanks!").waitFor();
    await page.getByText("Rating:4.5 / 5").waitFor();
  });

  it("refuses a rating out of range and a vote from another site", async () => {
    const shownRating = async () => (await (await get("/game/brick-breaker")).text()).match(/Rating:<\/dt><dd[^>]*>([\d.]+) \/ 5/)?.[1];
    const before = await shownRating();
    expect(before).toBeDefined();
    const post = (body: string, origin?: string) =>
      get("/game/brick-breaker", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...(origin ? { Origin: origin } : {}) },
      });
    expect((await post("stars=9")).status).toBe(400);
    expect((await post("stars=abc")).status).toBe(400);
    expect((await post("stars=3", "https://evil.example")).status).toBe(403);
    expect(await shownRating()).toBe(before);
  });

  it("opens the game window from Play Now and closes it", async () => {
    const { page } = current;
    await page.goto("/game/zowii-snake");
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    const gameWindow = page.getByRole("dialog", { name: "Zowii Snake", exact: true });
    await gameWindow.getByText("Live Game").waitFor();
    await gameWindow.getByRole("button", { name: "Close game", exact: true }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
  });
});
