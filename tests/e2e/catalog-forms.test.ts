/**
 * The catalog's forms in Chromium, on an install of their own: what an operator types
 * is stored as the catalog keeps it, and refused input says why.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "~/lib/admin-messages";
import { ADMIN_PATH, signUp } from "../support/admin-accounts";
import { gameRow, startBareInstall } from "../support/bare-install";
import { setUpInstall } from "../support/portal-install";
import { HttpClient } from "../support/http-client";
import { answerConfirmation, fieldErrors, isFocused, setUpBrowserPage, shareCookies, toasts } from "./support";

let admin: HttpClient;
const current = setUpBrowserPage(undefined, () => install.portal.url);
const install = setUpInstall(
  () =>
    startBareInstall([
      gameRow("plain-racer", "Plain Racer", { category: "Racing", tags: ["racing"] }),
      gameRow("doomed-puzzle", "Doomed Puzzle", { category: "Puzzle", tags: ["puzzle"] }),
      gameRow("quiet-golf", "Quiet Golf", { category: "Sports", tags: ["golf"] }),
    ]),
  async ({ portal }) => {
    admin = new HttpClient(portal.url);
    expect((await signUp(admin, "forms-owner@example.com", "copper-lantern-meadow-58")).body.enter).toBe(true);
  },
);

async function openPanel(path: string) {
  const { page } = current;
  await shareCookies(admin, page.context());
  await page.goto(`${ADMIN_PATH}${path}`);
  return page;
}

const png = (width: number, height: number, background = "#22c55e") =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function uploadThumbnail(background: string): Promise<string> {
  const response = await admin.upload(`${ADMIN_PATH}/thumbnails`, new Blob([new Uint8Array(await png(1080, 1080, background))]), "cover.png");
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

const gameRowBy = async (title: string) =>
  (await install.db.query("select id, title, thumbnail, tags from games where title = $1", [title])).rows[0] as
    { id: string; title: string; thumbnail: string; tags: string[] } | undefined;

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
    await page.getByRole("button", { name: "Publish Game", exact: true }).click();
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

describe("a refusal only the server can make", () => {
  it("is said under the field it concerns, which takes focus, and in the toast", async () => {
    const page = await openPanel("/publish");
    await page.getByLabel("Title *").fill("Not Allowed Here");
    await page.getByLabel("Game URL *").fill("https://not-allowed.example/game/");
    await page.getByLabel("Category *").selectOption("Arcade");
    await page.getByRole("button", { name: "Publish Game", exact: true }).click();
    const message = "Games from not-allowed.example cannot be published: the host is not on the list of allowed game hosts.";
    await expect.poll(() => fieldErrors(page.getByLabel("Game URL *"))).toEqual({ invalid: true, errors: [message] });
    await expect.poll(() => isFocused(page.getByLabel("Game URL *"))).toBe(true);
    await toasts(page).getByText(message).waitFor();
    expect(await gameRowBy("Not Allowed Here")).toBeUndefined();
    // Typed again, the field is checked again in the browser: the server's message goes.
    await page.getByLabel("Game URL *").fill("https://not-allowed.example/other/");
    await expect.poll(() => fieldErrors(page.getByLabel("Game URL *"))).toEqual({ invalid: false, errors: [] });
  });
});

describe("the Edit dialog's thumbnail", () => {
  it("replaces a game's thumbnail, shown on the public card; a bad file gets publish's message and keeps the other edits", async () => {
    // Rendered and cached before the change, so the card below proves the cache was refreshed.
    expect(await (await fetch(`${install.portal.url}/`)).text()).toContain("Plain Racer");
    const page = await openPanel("/manage?q=plain racer");
    await page.getByRole("button", { name: "Edit Plain Racer", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Game", exact: true });
    await dialog.getByLabel("Title *").fill("Plain Racer Deluxe");
    await dialog.getByLabel("Tags").fill("racing, cars");

    await dialog.getByLabel("Thumbnail", { exact: true }).setInputFiles({ name: "small.png", mimeType: "image/png", buffer: await png(1000, 1000) });
    await dialog.getByText("Thumbnail must be exactly 1080x1080 pixels").waitFor();
    await expect(dialog.getByLabel("Thumbnail", { exact: true }).inputValue()).resolves.toBe("");
    await expect(dialog.getByLabel("Title *").inputValue()).resolves.toBe("Plain Racer Deluxe");
    await expect(dialog.getByLabel("Tags").inputValue()).resolves.toBe("racing, cars");

    await dialog.getByLabel("Thumbnail", { exact: true }).setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await png(1080, 1080, "#f59e0b") });
    await dialog.getByRole("img", { name: "Uploaded thumbnail", exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Update", exact: true }).click();
    await page.getByText("Game updated successfully").waitFor();

    const row = await gameRowBy("Plain Racer Deluxe");
    expect(row?.thumbnail).toMatch(/^\/storage\/game-thumbnails\/uploads\/\d+\.webp$/);
    expect(row?.tags).toEqual(["racing", "cars"]);
    await page.goto("/");
    const card = page.getByRole("link", { name: "Plain Racer Deluxe", exact: true }).first();
    const base = row!.thumbnail.replace(/\.webp$/, "");
    await expect.poll(() => card.locator("img").first().getAttribute("src")).toContain(base);
  });

  it("holds an edit's thumbnail to publish's checks on the server, and removes the one it replaces", async () => {
    const before = await gameRowBy("Plain Racer Deluxe");
    const edit = (thumbnail: string, title = "Plain Racer Deluxe") =>
      admin.post(`${ADMIN_PATH}/manage.data`, {
        intent: "update",
        id: before!.id,
        title,
        category: "Racing",
        gameUrl: "/games/snake/",
        tags: "racing",
        thumbnail,
      });

    const notHeld = await edit("https://evil.example/x.png", "Plain Racer Changed");
    expect(notHeld.status).toBe(400);
    expect(await notHeld.text()).toContain("The thumbnail was not found: upload it again.");
    expect(await gameRowBy("Plain Racer Deluxe")).toEqual(before);

    const first = await uploadThumbnail("#3b82f6");
    expect((await edit(first)).status).toBe(200);
    expect((await gameRowBy("Plain Racer Deluxe"))?.thumbnail).toBe(first);
    // The thumbnail replaced by the first edit went with it, variants and all.
    expect((await fetch(new URL(before!.thumbnail, install.portal.url))).status).toBe(404);
    expect((await fetch(new URL(before!.thumbnail.replace(/\.webp$/, "-256.webp"), install.portal.url))).status).toBe(404);

    const second = await uploadThumbnail("#ef4444");
    expect((await edit(second)).status).toBe(200);
    expect((await fetch(new URL(first, install.portal.url))).status).toBe(404);
    expect((await fetch(new URL(second, install.portal.url))).status).toBe(200);

    // Without a new upload, the game keeps its thumbnail.
    expect((await edit("")).status).toBe(200);
    expect((await gameRowBy("Plain Racer Deluxe"))?.thumbnail).toBe(second);
    expect(await (await fetch(`${install.portal.url}/game/plain-racer`)).text()).toContain(second.replace(/\.webp$/, ""));
  });
});

const countGames = async (title: string) => (await install.db.query("select count(*)::int as n from games where title = $1", [title])).rows[0].n as number;

describe("a form sent while the network is down", () => {
  it("publish keeps what was typed, says the server could not be reached, and publishes once after reconnecting", async () => {
    const page = await openPanel("/publish");
    await page.getByLabel("Title *").fill("Offline Snake");
    await page.getByLabel("Description").fill("Typed while the network was down.");
    await page.getByLabel("Game URL *").fill("/games/snake/");
    await page.getByLabel("Category *").selectOption("Arcade");
    await page.getByLabel("Tags").fill("snake, offline");

    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Publish Game", exact: true }).click();
    // The whole form's refusal, no field's: toasted, and said in the form.
    await toasts(page).getByText(ADMIN_MESSAGES.serverUnreachable).waitFor();
    await page.getByRole("alert").getByText(ADMIN_MESSAGES.serverUnreachable).waitFor();
    await page.getByRole("heading", { name: "Publish Game", exact: true }).waitFor();
    await expect(page.getByLabel("Title *").inputValue()).resolves.toBe("Offline Snake");
    await expect(page.getByLabel("Description").inputValue()).resolves.toBe("Typed while the network was down.");
    await expect(page.getByLabel("Game URL *").inputValue()).resolves.toBe("/games/snake/");
    await expect(page.getByLabel("Category *").inputValue()).resolves.toBe("Arcade");
    await expect(page.getByLabel("Tags").inputValue()).resolves.toBe("snake, offline");
    expect(await countGames("Offline Snake")).toBe(0);

    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Publish Game", exact: true }).click();
    await page.getByText("Game published successfully!").waitFor();
    await expect(page.getByLabel("Title *").inputValue()).resolves.toBe("");
    await expect(page.getByRole("alert").getByText(ADMIN_MESSAGES.serverUnreachable).count()).resolves.toBe(0);
    expect(await countGames("Offline Snake")).toBe(1);
  });

  it("a thumbnail upload that gets no answer says so and keeps the other fields", async () => {
    const page = await openPanel("/publish");
    await page.getByLabel("Title *").fill("Offline Cover");
    await page.route("**/thumbnails", (route) => route.abort("internetdisconnected"));
    await page.getByLabel("Thumbnail *").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await png(1080, 1080) });
    await page.getByText(ADMIN_MESSAGES.thumbnailUnreachable).waitFor();
    await expect(page.getByLabel("Thumbnail *").inputValue()).resolves.toBe("");
    await expect(page.getByLabel("Title *").inputValue()).resolves.toBe("Offline Cover");

    await page.unroute("**/thumbnails");
    await page.getByLabel("Thumbnail *").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await png(1080, 1080) });
    await page.getByRole("img", { name: "Uploaded thumbnail", exact: true }).waitFor();
  });

  it("an edit keeps the dialog and what was typed, says so inside it, and saves once after reconnecting", async () => {
    const page = await openPanel("/manage");
    await page.getByRole("button", { name: "Edit Quiet Golf", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Game", exact: true });
    await dialog.getByLabel("Title *").fill("Quiet Golf Renamed");
    await dialog.getByLabel("Description").fill("Edited while the network was down.");

    await page.route("**/manage.data*", (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
    await dialog.getByRole("button", { name: "Update", exact: true }).click();
    await dialog.getByRole("alert").getByText(ADMIN_MESSAGES.serverUnreachable).waitFor();
    await expect(dialog.getByLabel("Title *").inputValue()).resolves.toBe("Quiet Golf Renamed");
    await expect(dialog.getByLabel("Description").inputValue()).resolves.toBe("Edited while the network was down.");
    await expect(page.getByText(ADMIN_MESSAGES.fetchGamesFailed).count()).resolves.toBe(0);
    expect(await countGames("Quiet Golf")).toBe(1);

    await page.unroute("**/manage.data*");
    await dialog.getByRole("button", { name: "Update", exact: true }).click();
    await page.getByText("Game updated successfully").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("heading", { name: "Quiet Golf Renamed", exact: true }).waitFor();
    expect(await countGames("Quiet Golf Renamed")).toBe(1);
  });

  it("keeps every card's controls inside the card, at a phone's, a tablet's and a desktop's width", async () => {
    const page = await openPanel("/manage");
    for (const width of [360, 820, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const strays = await page.locator("main li").evaluateAll((cards) =>
        cards.flatMap((card) => {
          const box = card.getBoundingClientRect();
          return (
            [...card.querySelectorAll("button, a, input")]
              .map((control) => control.getBoundingClientRect())
              // Hidden inputs have no box.
              .filter((inner) => inner.width > 0 && inner.height > 0)
              .filter((inner) => inner.left < box.left - 1 || inner.right > box.right + 1 || inner.bottom > box.bottom + 1)
              .map(
                (inner) =>
                  `${card.querySelector("h3")?.textContent ?? "a card"} ${Math.round(inner.left)}-${Math.round(inner.right)}x${Math.round(inner.bottom)} in ${Math.round(box.left)}-${Math.round(box.right)}x${Math.round(box.bottom)}`,
              )
          );
        }),
      );
      expect(strays, `at ${width} px`).toEqual([]);
    }
  });

  it("a delete says the server could not be reached and keeps the game, then deletes it once reconnected", async () => {
    const page = await openPanel("/manage");
    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Delete Doomed Puzzle", exact: true }).click();
    await answerConfirmation(page);
    await page.getByText(ADMIN_MESSAGES.serverUnreachable).waitFor();
    await page.getByRole("heading", { name: "Doomed Puzzle", exact: true }).waitFor();
    await expect(page.getByText(ADMIN_MESSAGES.fetchGamesFailed).count()).resolves.toBe(0);
    expect(await countGames("Doomed Puzzle")).toBe(1);

    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Delete Doomed Puzzle", exact: true }).click();
    await answerConfirmation(page);
    await page.getByText("Game deleted successfully").waitFor();
    await expect.poll(() => page.getByRole("heading", { name: "Doomed Puzzle", exact: true }).count()).toBe(0);
    expect(await countGames("Doomed Puzzle")).toBe(0);
  });

  it("the list keeps what it showed and the search typed when it cannot be read, and reads it again on Try again", async () => {
    const page = await openPanel("/manage");
    await page.getByRole("heading", { name: /^Plain Racer/ }).waitFor();
    await page.context().setOffline(true);
    const search = page.getByPlaceholder("Search games by title or category...");
    await search.fill("golf");
    await page.getByText(ADMIN_MESSAGES.listUnreachable).waitFor();
    await expect(search.inputValue()).resolves.toBe("golf");
    await page.getByRole("heading", { name: /^Plain Racer/ }).waitFor();
    await expect(page.getByText(ADMIN_MESSAGES.fetchGamesFailed).count()).resolves.toBe(0);

    // Still offline, Try again says so again and keeps the panel.
    await page.getByRole("button", { name: "Try again", exact: true }).click();
    await page.getByText(ADMIN_MESSAGES.listUnreachable).waitFor();
    await page.getByRole("heading", { name: "Manage Games", exact: true }).waitFor();

    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Try again", exact: true }).click();
    await page.getByRole("heading", { name: /^Quiet Golf/ }).waitFor();
    await expect.poll(() => page.getByRole("heading", { name: /^Plain Racer/ }).count()).toBe(0);
    await expect(page.getByText(ADMIN_MESSAGES.listUnreachable).count()).resolves.toBe(0);
  });
});
