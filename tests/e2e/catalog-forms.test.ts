import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PATH, signUp } from "../support/admin-accounts";
import { gameRow, startBareInstall, type BareInstall } from "../support/bare-install";
import { HttpClient } from "../support/http-client";
import { setUpBrowserPage, shareCookies } from "./support";

/**
 * The catalog's forms in Chromium, on an install of their own: what an operator types
 * is stored as the catalog keeps it, and refused input says why.
 */

let install: BareInstall;
let admin: HttpClient;
const current = setUpBrowserPage(undefined, () => install.portal.url);

beforeAll(async () => {
  install = await startBareInstall([gameRow("plain-racer", "Plain Racer", { category: "Racing", tags: ["racing"] })]);
  admin = new HttpClient(install.portal.url);
  expect((await signUp(admin, "forms-owner@example.com", "copper-lantern-meadow-58")).body.enter).toBe(true);
});

afterAll(async () => {
  await install?.close();
});

async function openPanel(path: string) {
  const { page } = current;
  await shareCookies(admin, page.context());
  await page.goto(`${ADMIN_PATH}${path}`);
  return page;
}

const storedGameUrl = async (title: string) =>
  (await install.db.query("select game_url from games where title = $1", [title])).rows.map((row) => row.game_url as string);

describe("a full URL of one of our own games", () => {
  it("is published from the form as its /games/ path", async () => {
    const page = await openPanel("/publish");
    await page.getByLabel("Title *").fill("Own Snake By Address");
    await page.getByLabel("Game URL *").fill(`${install.portal.url}/games/snake/`);
    await page.getByLabel("Game URL *").press("Tab");
    await expect.poll(() => page.getByLabel("Game URL *").inputValue()).toBe("/games/snake/");
    await page.getByLabel("Category *").selectOption("Arcade");
    await page.getByRole("button", { name: "Publish Game" }).click();
    await page.getByText("Game published successfully!").waitFor();
    expect(await storedGameUrl("Own Snake By Address")).toEqual(["/games/snake/"]);

    // Sent without leaving the field (Enter), it goes as the path too.
    await page.getByLabel("Title *").fill("Own Merge Sent At Once");
    await page.getByLabel("Category *").selectOption("Puzzle");
    await page.getByLabel("Game URL *").fill(`${install.portal.url}/games/tile-merge/`);
    await page.getByLabel("Game URL *").press("Enter");
    await expect.poll(() => storedGameUrl("Own Merge Sent At Once")).toEqual(["/games/tile-merge/"]);
  });

  it("is stored as its path when posted to publish and edit, by SITE_URL's origin; another origin's /games/ path is judged by the allowed hosts", async () => {
    const site = new URL(install.portal.url);
    const published = await admin.post(`${ADMIN_PATH}/publish.data`, {
      title: "Own Merge By Address",
      gameUrl: `${site.origin}/games/tile-merge/`,
      category: "Puzzle",
    });
    expect(published.status).toBe(200);
    expect(await storedGameUrl("Own Merge By Address")).toEqual(["/games/tile-merge/"]);

    const [row] = (await install.db.query("select id from games where title = 'Own Merge By Address'")).rows;
    const edited = await admin.post(`${ADMIN_PATH}/manage.data`, {
      intent: "update",
      id: row.id,
      title: "Own Merge By Address",
      category: "Puzzle",
      gameUrl: `${site.origin}/games/brick-breaker/`,
    });
    expect(edited.status).toBe(200);
    expect(await storedGameUrl("Own Merge By Address")).toEqual(["/games/brick-breaker/"]);

    // The same port on another host name is another origin: not ours, not on the list.
    const foreign = `http://localhost:${site.port}/games/snake/`;
    const refused = await admin.post(`${ADMIN_PATH}/publish.data`, { title: "Foreign Snake", gameUrl: foreign, category: "Arcade" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(`Games from localhost:${site.port} cannot be published`);
    expect(await storedGameUrl("Foreign Snake")).toEqual([]);
  });
});
