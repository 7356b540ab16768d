/**
 * Import Games in Chromium: the operator starts an import from a feed's URL, watches its
 * progress bar while the distributor's server takes its time, then reads the summary and
 * allows the host its new games wait for; on Feeds, saves a feed, syncs it and deletes it.
 * On a portal of its own, which may fetch from this machine (ALLOW_PRIVATE_FETCH), with the
 * feed served here.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PATH, signIn, signUp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { startPortal, type RunningPortal } from "../support/portal-server";
import { pgliteDirectoryFrom } from "../support/test-database";
import { answerConfirmation, setUpBrowserPage, shareCookies } from "./support";

const WAITING_HOST = "arcade.waiting.example";
/** Long enough for the page to poll a few times while the feed is read. */
const FEED_DELAY_MS = 3_000;

let portal: RunningPortal;
let feedServer: http.Server;
let feedOrigin: string;
let dataDir: string;

beforeAll(async () => {
  const feed = JSON.stringify(
    ["Comet Chase", "Moss Maze", "Tidal Towers"].map((title, index) => ({
      id: String(index + 1),
      title,
      description: `${title}, for the whole family.`,
      url: `https://${WAITING_HOST}/${index + 1}/`,
      category: "Puzzles",
      tags: "logic",
      thumb: null,
    })),
  );
  feedServer = http.createServer((req, res) => {
    if (req.url !== "/slow-feed.json") return void res.writeHead(404).end();
    setTimeout(() => res.writeHead(200, { "Content-Type": "application/json" }).end(feed), FEED_DELAY_MS);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  feedOrigin = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  dataDir = pgliteDirectoryFrom("seeded", "zowii-import-page-");
  portal = await startPortal({ DATA_DIR: dataDir, ALLOW_PRIVATE_FETCH: "true" });
});

afterAll(async () => {
  await portal?.stop();
  feedServer?.closeAllConnections();
  await new Promise((resolve) => feedServer?.close(resolve));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const current = setUpBrowserPage(undefined, () => portal.url);

describe("Import Games", () => {
  it("shows an import's progress bar while it runs, then its summary, and allows the host its games wait for", async () => {
    const { page } = current;
    const admin = new HttpClient(portal.url);
    expect((await signUp(admin, "importer@example.com", "harbor-lantern-meadow-58")).body.enter).toBe(true);
    await shareCookies(admin, page.context());

    await page.goto(ADMIN_PATH);
    await page.getByRole("complementary", { name: "Admin Panel", exact: true }).getByRole("link", { name: "Import Games", exact: true }).click();
    await page.getByRole("heading", { name: "Import Games", exact: true }).waitFor();
    await page.getByText("No imports yet.").waitFor();

    // Neither a URL nor a file: said at once, nothing sent.
    await page.getByRole("button", { name: "Start Import", exact: true }).click();
    await page.getByText("Enter a feed URL or choose a feed file.").waitFor();

    await page.getByLabel("Feed URL").fill(`${feedOrigin}/slow-feed.json`);
    await page.getByLabel("Format").selectOption({ label: "GameMonetize" });
    await expect(page.getByLabel("Publish imported games").isChecked()).resolves.toBe(false);
    await page.getByRole("button", { name: "Start Import", exact: true }).click();

    await page.waitForURL(/\/import\?import=/);
    const progress = page.getByRole("progressbar", { name: "Import progress", exact: true });
    await page.getByRole("heading", { name: "Importing", exact: true }).waitFor();
    await progress.waitFor();
    await page.getByText("Reading the feed...").waitFor();

    // The page reads the import again until it is done, without a reload.
    await page.getByRole("heading", { name: "Import finished", exact: true }).waitFor({ timeout: 20_000 });
    await expect.poll(() => progress.getAttribute("aria-valuenow")).toBe("3");
    await expect(progress.getAttribute("aria-valuemax")).resolves.toBe("3");
    await page.getByText("3 of 3 records").waitFor();
    const summary = page.getByRole("definition");
    await expect(summary.allTextContents()).resolves.toEqual(["3", "0", "0", "0"]);

    const hosts = page.getByRole("list", { name: "Hosts not allowed yet", exact: true });
    await hosts.getByText("3 games").waitFor();
    await hosts.getByRole("button", { name: `Allow host ${WAITING_HOST}`, exact: true }).click();
    await page.getByText("Host added successfully!").waitFor();
    await hosts.waitFor({ state: "detached" });

    const recent = page.getByRole("table", { name: "Recent Imports", exact: true });
    await recent.getByRole("link", { name: `${feedOrigin}/slow-feed.json`, exact: true }).waitFor();
    await recent.getByText("3 added, 0 updated, 0 unchanged, 0 rejected").waitFor();
  });

  it("imports an uploaded feed file, published, and starts the next import on an empty form", async () => {
    const { page } = current;
    const admin = new HttpClient(portal.url);
    expect((await signIn(admin, "importer@example.com", "harbor-lantern-meadow-58")).body.message).toBe("Signed in successfully!");
    await shareCookies(admin, page.context());
    await page.goto(`${ADMIN_PATH}/import`);
    const file = [
      { id: "9", title: "Lantern Lake", description: "Row across the lake.", url: `https://${WAITING_HOST}/9/`, category: "Puzzles", tags: "", thumb: null },
    ];
    await page.getByLabel("Or a feed file").setInputFiles({ name: "lantern.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
    await page.getByLabel("Publish imported games").check();
    await page.getByRole("button", { name: "Start Import", exact: true }).click();

    await page.getByText("lantern.json", { exact: true }).first().waitFor();
    await page.getByRole("heading", { name: "Import finished", exact: true }).waitFor({ timeout: 20_000 });
    await expect(page.getByRole("definition").allTextContents()).resolves.toEqual(["1", "0", "0", "0"]);
    await expect(page.getByLabel("Or a feed file").inputValue()).resolves.toBe("");
    await expect(page.getByLabel("Publish imported games").isChecked()).resolves.toBe(false);
    // Its host was allowed in the test before: the game is on the site.
    expect((await fetch(`${portal.url}/game/lantern-lake`)).status).toBe(200);
  });

  it("saves a feed on Feeds, syncs it now, and deletes it after asking", async () => {
    const { page } = current;
    const admin = new HttpClient(portal.url);
    expect((await signIn(admin, "importer@example.com", "harbor-lantern-meadow-58")).body.message).toBe("Signed in successfully!");
    await shareCookies(admin, page.context());
    await page.goto(`${ADMIN_PATH}/feeds`);
    await page.getByText("No feeds saved yet.").waitFor();
    // Not served: its sync fails on its own, after this test has seen it start.
    const url = `${feedOrigin}/saved-feed.json`;
    await page.getByLabel("Feed URL").fill(url);
    await page.getByRole("button", { name: "Add Feed", exact: true }).click();
    await page.getByText("Feed saved successfully!").waitFor();

    await page.getByRole("button", { name: `Sync ${url} now`, exact: true }).click();
    await page.getByText("Sync started: the feed is read in the background.").waitFor();
    await page.getByRole("button", { name: `Delete ${url}`, exact: true }).click();
    expect(await answerConfirmation(page)).toBe(`Are you sure you want to delete the feed ${url}? Its games stay in the catalog.`);
    await page.getByText("Feed deleted successfully").waitFor();
    await page.getByText("No feeds saved yet.").waitFor();
  });
});
