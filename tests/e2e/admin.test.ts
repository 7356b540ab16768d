/**
 * The admin panel in Chromium, told as an operator's day: the first account of the
 * install becomes its admin, publishes, edits and deletes a game; a later account waits
 * for approval. The tests run in order on one install.
 */
import fs from "node:fs";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ADMIN_PATH, mailedLink, signIn as signInOverHttp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { answerConfirmation, baseURL, fieldErrors, get, isFocused, portalLogFile, setUpBrowserPage, toasts } from "./support";

const current = setUpBrowserPage();
const OWNER = { email: "operator@example.com", password: "maple-comet-harbor-77" };
const portalLog = { output: () => fs.readFileSync(portalLogFile, "utf8") };

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
}

async function signIn(page: Page) {
  await page.goto(ADMIN_PATH);
  await fillLogin(page, OWNER.email, OWNER.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.getByRole("heading", { name: "Admin Dashboard", exact: true }).waitFor();
}

describe("admin panel", () => {
  it("hides the panel from search engines and shows the login form to a visitor", async () => {
    const response = await get(ADMIN_PATH);
    // The guard's redirect leads to the sign-in form, a page like any other.
    expect(new URL(response.url).pathname).toBe(`${ADMIN_PATH}/sign-in`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('content="noindex, nofollow"');
    expect(html).toContain("Sign In");
    expect(html).not.toContain("Total Games Published");
  });

  it("asks for both fields, and makes the install's first account its admin", async () => {
    const { page } = current;
    await page.goto(ADMIN_PATH);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Please fill in all fields").waitFor();

    await page.getByRole("button", { name: "Need an account? Sign up", exact: true }).click();
    await page.getByRole("button", { name: "Already have an account? Sign in", exact: true }).waitFor();
    await fillLogin(page, OWNER.email, OWNER.password);
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await page.getByText("Account created successfully!").waitFor();
    await page.getByRole("heading", { name: "Admin Dashboard", exact: true }).waitFor();
    const sidebar = page.getByRole("complementary", { name: "Admin Panel", exact: true });
    for (const name of [
      "Dashboard",
      "Publish Game",
      "Manage Games",
      "Import Games",
      "Featured",
      "Content",
      "Game Hosts",
      "Category Mapping",
      "Feeds",
      "Health",
      "Reports",
      "Users",
      "Sessions",
    ]) {
      await sidebar.getByRole("link", { name, exact: true }).waitFor();
    }
    for (const text of ["Total Games Published", "Games available on platform", "Total Plays", "Across all games", "Average Rating", "User satisfaction"]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await page.getByRole("button", { name: "Sign In", exact: true }).waitFor();
  });

  it("publishes a game with a thumbnail, shows it in New Games, edits it and deletes it", async () => {
    const { page } = current;
    await signIn(page);
    await page.getByRole("link", { name: "Publish Game", exact: true }).click();
    await page.getByText("Enter a game URL to see preview").waitFor();
    await page.getByText("Untitled Game").waitFor();
    await page.getByText("Not selected").waitFor();

    // Sent empty: its summary is toasted (docs/product.md §8), each required field says so
    // under it, and focus goes to the first of them.
    await page.getByRole("button", { name: "Publish Game", exact: true }).click();
    await toasts(page).getByText("Please fill in all required fields").waitFor();
    for (const label of ["Title *", "Game URL *", "Category *"]) {
      await expect
        .poll(() => fieldErrors(page.getByLabel(label)), { message: label })
        .toEqual({ invalid: true, errors: ["Please fill in all required fields"] });
    }
    await expect.poll(() => isFocused(page.getByLabel("Title *"))).toBe(true);
    // Two fields at fault in two ways show their two messages at once, each under its own
    // field; the one put right says nothing any more.
    await page.getByLabel("Title *").fill("Browser Test Snake");
    await page.getByLabel("Game URL *").fill("ftp://example.com/snake/");
    await page.getByRole("button", { name: "Publish Game", exact: true }).click();
    await expect
      .poll(() => fieldErrors(page.getByLabel("Game URL *")))
      .toEqual({ invalid: true, errors: ["The game URL must start with http:// or https://"] });
    await expect.poll(() => fieldErrors(page.getByLabel("Category *"))).toEqual({ invalid: true, errors: ["Please fill in all required fields"] });
    await expect(fieldErrors(page.getByLabel("Title *"))).resolves.toEqual({ invalid: false, errors: [] });
    await expect.poll(() => isFocused(page.getByLabel("Game URL *"))).toBe(true);

    const wrongSize = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#f43f5e" } })
      .png()
      .toBuffer();
    await page.getByLabel("Thumbnail *").setInputFiles({ name: "small.png", mimeType: "image/png", buffer: wrongSize });
    await page.getByText("Thumbnail must be exactly 1080x1080 pixels").waitFor();
    await expect(page.getByLabel("Thumbnail *").inputValue()).resolves.toBe("");

    const cover = await sharp({ create: { width: 1080, height: 1080, channels: 3, background: "#22c55e" } })
      .png()
      .toBuffer();
    await page.getByLabel("Thumbnail *").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
    await page.getByText("Thumbnail uploaded successfully!").waitFor();
    await page.getByRole("img", { name: "Uploaded thumbnail", exact: true }).waitFor();

    await page.getByLabel("Title *").fill("Browser Test Snake");
    await page.getByLabel("Description").fill("Our snake, published again from the panel.");
    await page.getByLabel("Game URL *").fill(new URL("/games/snake/", page.url()).href);
    await page.getByLabel("Category *").selectOption("Arcade");
    await page.getByLabel("Tags").fill("snake, test,, arcade ");
    const preview = page.getByRole("region", { name: "Live preview", exact: true });
    await preview.getByRole("heading", { name: "Browser Test Snake", exact: true }).waitFor();
    await preview.locator("iframe").waitFor();
    await page.getByRole("button", { name: "Publish Game", exact: true }).click();
    await page.getByText("Game published successfully!").waitFor();
    await expect(page.getByLabel("Title *").inputValue()).resolves.toBe("");

    await page.goto("/");
    const newGames = page.getByRole("region", { name: "New Games", exact: true });
    await newGames.getByRole("link", { name: "Browser Test Snake", exact: true }).waitFor();

    await page.goto(`${ADMIN_PATH}/manage`);
    await page.getByPlaceholder("Search games by title or category...").fill("browser test");
    await page.waitForURL(/q=browser/);
    const card = page.getByRole("listitem").filter({ hasText: "Browser Test Snake" });
    await card.getByText("Our snake, published again from the panel.").waitFor();
    await card.getByRole("button", { name: "Edit Browser Test Snake", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Game", exact: true });
    await expect(dialog.getByLabel("Title *").inputValue()).resolves.toBe("Browser Test Snake");
    await dialog.getByLabel("Title *").fill("");
    await expect(dialog.getByRole("button", { name: "Update", exact: true }).isDisabled()).resolves.toBe(true);
    // Checked as focus leaves it, the empty title says why under it.
    await dialog.getByLabel("Title *").press("Tab");
    await expect.poll(() => fieldErrors(dialog.getByLabel("Title *"))).toEqual({ invalid: true, errors: ["Please fill in all required fields"] });
    await dialog.getByLabel("Title *").fill("Browser Test Snake Deluxe");
    await dialog.getByRole("button", { name: "Update", exact: true }).click();
    await page.getByText("Game updated successfully").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("heading", { name: "Browser Test Snake Deluxe", exact: true }).waitFor();

    // Unpublished, it stays in Manage as a draft and leaves the site; published, it is back.
    await page.getByRole("button", { name: "Unpublish Browser Test Snake Deluxe", exact: true }).click();
    await page.getByText("Game unpublished successfully").waitFor();
    await card.getByText("Draft", { exact: true }).waitFor();
    expect((await get("/game/browser-test-snake")).status).toBe(404);

    // The draft's preview plays as the published game will, and the operator's play is not counted.
    const manage = page.url();
    const playReports: string[] = [];
    const notePlayReport = (request: { url(): string }) => void (request.url().endsWith("/plays") && playReports.push(request.url()));
    page.on("request", notePlayReport);
    await page.goto("/game/browser-test-snake?preview");
    await page.getByText("Draft preview: visitors cannot see this game until it is published.").waitFor();
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    const gameWindow = page.getByRole("dialog", { name: "Browser Test Snake Deluxe", exact: true });
    await gameWindow.getByText("Live Game").waitFor();
    // Closed by its button: once the game has loaded it has the keys, Escape among them.
    await gameWindow.getByRole("button", { name: "Close game", exact: true }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    page.off("request", notePlayReport);
    expect(playReports).toEqual([]);
    await page.goto(manage);

    await page.getByRole("button", { name: "Publish Browser Test Snake Deluxe", exact: true }).click();
    await page.getByText("Game published successfully!").waitFor();
    await card.getByText("Draft", { exact: true }).waitFor({ state: "detached" });
    expect((await get("/game/browser-test-snake")).status).toBe(200);

    // The bulk bar sends the ticked games, after a confirmation that counts them.
    await expect(page.getByRole("button", { name: "Unpublish (0)", exact: true }).isDisabled()).resolves.toBe(true);
    await card.getByRole("checkbox", { name: "Select Browser Test Snake Deluxe", exact: true }).check();
    await page.getByRole("button", { name: "Unpublish (1)", exact: true }).click();
    expect(await answerConfirmation(page)).toBe("Unpublish 1 game?");
    await page.getByText("1 game unpublished successfully").waitFor();
    await card.getByText("Draft", { exact: true }).waitFor();
    expect((await get("/game/browser-test-snake")).status).toBe(404);

    await page.getByRole("button", { name: "Delete Browser Test Snake Deluxe", exact: true }).click();
    expect(await answerConfirmation(page)).toBe('Are you sure you want to delete "Browser Test Snake Deluxe"? This action cannot be undone.');
    await page.getByText("Game deleted successfully").waitFor();
    // The search still lists what else it matches (a word of a tag, a title one typo away), not the deleted game.
    await card.waitFor({ state: "detached" });
    expect((await get("/game/browser-test-snake")).status).toBe(404);
  });

  it("allows a game host and removes it, and maps a feed category and resets it", async () => {
    const { page } = current;
    await signIn(page);
    await page.getByRole("link", { name: "Game Hosts", exact: true }).click();
    await page.getByRole("heading", { name: "Game Hosts", exact: true }).waitFor();
    await page.getByLabel("Host", { exact: true }).fill("not a host!");
    await page.getByRole("button", { name: "Add Host", exact: true }).click();
    await page.getByText('"not a host!" is not a host name').waitFor();
    await page.getByLabel("Host", { exact: true }).fill("Play.Browser-Test.example");
    await page.getByRole("button", { name: "Add Host", exact: true }).click();
    await page.getByText("Host added successfully!").waitFor();
    await expect(page.getByLabel("Host", { exact: true }).inputValue()).resolves.toBe("");
    const allowed = page.getByRole("list", { name: "Allowed hosts", exact: true });
    await allowed.getByText("play.browser-test.example", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Remove play.browser-test.example", exact: true }).click();
    expect(await answerConfirmation(page)).toBe(
      "Remove play.browser-test.example from the allowed game hosts? Its games stay in the catalog but cannot be published.",
    );
    await page.getByText("Host removed successfully").waitFor();
    await allowed.getByText("play.browser-test.example", { exact: true }).waitFor({ state: "detached" });

    await page.getByRole("link", { name: "Category Mapping", exact: true }).click();
    await page.getByRole("heading", { name: "Category Mapping", exact: true }).waitFor();
    await page.getByLabel("Provider", { exact: true }).selectOption("gamepix");
    await page.getByLabel("Feed category", { exact: true }).fill("Browser Games");
    await page.getByLabel("Our category", { exact: true }).selectOption("Strategy");
    await page.getByLabel("Tags", { exact: true }).fill("strategy, browser");
    await page.getByRole("button", { name: "Save Mapping", exact: true }).click();
    await page.getByText("Mapping saved successfully!").waitFor();
    const row = page.getByRole("row").filter({ hasText: "browser games" });
    await row.getByText("Edited", { exact: true }).waitFor();
    await expect(row.getByLabel("Tags for gamepix browser games").inputValue()).resolves.toBe("strategy, browser");
    await row.getByLabel("Category for gamepix browser games").selectOption("Puzzle");
    // The first save's toast may still show: the row's own save is awaited by its answer, and
    // its Reset is disabled until the page has read the mappings again.
    const rowSaved = page.waitForResponse((response) => response.request().method() === "POST");
    await row.getByRole("button", { name: "Save gamepix browser games", exact: true }).click();
    expect((await rowSaved).status()).toBe(200);
    await row.getByRole("button", { name: "Reset gamepix browser games", exact: true }).click();
    await page.getByText("Mapping reset successfully").waitFor();
    await row.waitFor({ state: "detached" });
  });

  it("pins two games to Trending from the Featured section, moves one up, and unpins them", async () => {
    const { page } = current;
    await signIn(page);
    await page.getByRole("link", { name: "Featured", exact: true }).click();
    await page.getByRole("heading", { name: "Featured", exact: true }).waitFor();
    await page.getByText("No games pinned: Trending shows the most played games.").waitFor();
    for (const title of ["Krunker.io", "Bloxd.io"]) {
      await page.getByRole("searchbox", { name: "Search published games", exact: true }).fill(title);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.getByRole("button", { name: `Pin to Trending ${title}`, exact: true }).click();
      await page.getByText(`${title} pinned to Trending.`).waitFor();
    }
    const pins = page.getByRole("list", { name: "Trending Pins", exact: true }).getByRole("listitem");
    await pins.nth(1).getByText("Bloxd.io", { exact: true }).waitFor();
    await expect(page.getByRole("button", { name: "Move up Krunker.io", exact: true }).isDisabled()).resolves.toBe(true);

    await page.getByRole("button", { name: "Move up Bloxd.io", exact: true }).click();
    await page.getByText("Bloxd.io moved up in Trending.").waitFor();
    await pins.nth(0).getByText("Bloxd.io", { exact: true }).waitFor();
    await pins.nth(1).getByText("Krunker.io", { exact: true }).waitFor();

    // Trending goes back to plays alone for the tests after this one.
    for (const title of ["Bloxd.io", "Krunker.io"]) {
      await page.getByRole("button", { name: `Unpin ${title}`, exact: true }).click();
      await page.getByText(`${title} unpinned from Trending.`).waitFor();
    }
    await page.getByText("No games pinned: Trending shows the most played games.").waitFor();
  });

  it("shows a later account the approval notice, not the panel", async () => {
    const { page } = current;
    const email = "newcomer@example.com";
    await page.goto(ADMIN_PATH);
    await page.getByRole("button", { name: "Need an account? Sign up", exact: true }).click();
    await fillLogin(page, email, "juniper-signal-quartz-31");
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await page.getByText("Check your email to confirm your account").waitFor();
    await page.getByRole("button", { name: "Create Account", exact: true }).waitFor();

    await page.goto(mailedLink(portalLog, email));
    await page.getByText("Your account is waiting for an administrator's approval").waitFor();
    await expect(page.getByText("Total Games Published").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await page.getByRole("button", { name: "Sign In", exact: true }).waitFor();
  });

  it("gives the later account a role in Users, and the panel shows that account only its role's sections", async () => {
    const { page } = current;
    await signIn(page);
    await page.getByRole("link", { name: /^Users( \d+ waiting for approval)?$/ }).click();
    await page.getByLabel("Role of newcomer@example.com", { exact: true }).selectOption({ label: "Moderator" });
    await page.getByRole("button", { name: "Save the role of newcomer@example.com", exact: true }).click();
    await page.getByText("newcomer@example.com is now a Moderator").waitFor();
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await fillLogin(page, "newcomer@example.com", "juniper-signal-quartz-31");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByRole("heading", { name: "Admin Dashboard", exact: true }).waitFor();
    const sections = page.getByRole("navigation", { name: "Admin sections" }).getByRole("link");
    await expect(sections.allInnerTexts()).resolves.toEqual(["Dashboard", "Health", "Analytics", "Reports", "Sessions"]);
    await page.goto(`${ADMIN_PATH}/publish`);
    await page.getByText("That section is not part of your role: as a Moderator, you may use game health and reports.").waitFor();
    expect(new URL(page.url()).pathname).toBe(ADMIN_PATH);
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await page.getByRole("button", { name: "Sign In", exact: true }).waitFor();
  });

  it("leads an operator whose session ended to the sign-in form, and back to the page they were on", async () => {
    const { page } = current;
    await signIn(page);
    await page.getByRole("link", { name: "Manage Games", exact: true }).click();
    await page.waitForURL(`**${ADMIN_PATH}/manage`);
    // The session ends elsewhere (signed out from another device, expired): the next request of the panel's own is refused.
    await page.context().clearCookies();
    await page.getByRole("link", { name: "Featured", exact: true }).click();
    await page.getByRole("button", { name: "Sign In", exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${ADMIN_PATH}/sign-in`);
    expect(new URL(page.url()).searchParams.get("next")).toBe(`${ADMIN_PATH}/featured`);
    await fillLogin(page, OWNER.email, OWNER.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(`**${ADMIN_PATH}/featured`);
    // The header names the section open below it.
    await page.getByRole("heading", { name: "Admin Dashboard › Featured", level: 1, exact: true }).waitFor();

    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await page.getByRole("button", { name: "Sign In", exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${ADMIN_PATH}/sign-in`);
    await page.goto(`${ADMIN_PATH}/users`);
    expect(new URL(page.url()).searchParams.get("next")).toBe(`${ADMIN_PATH}/users`);
  });

  it("takes the later account's role back on Users, and deletes the account", async () => {
    const { page } = current;
    await signIn(page);
    await page.getByRole("link", { name: /^Users( \d+ waiting for approval)?$/ }).click();
    await page.getByRole("heading", { name: "Users", exact: true }).waitFor();
    // The account's row, not the toast that names it.
    const newcomer = page.getByRole("listitem").filter({ hasText: "newcomer@example.com" }).filter({ hasText: "joined" });
    await newcomer.getByText(/^Moderator · /).waitFor();
    await newcomer.getByLabel("Role of newcomer@example.com", { exact: true }).selectOption({ label: "No access" });
    await newcomer.getByRole("button", { name: "Save the role of newcomer@example.com", exact: true }).click();
    await page.getByText("newcomer@example.com no longer has access to the panel").waitFor();
    await newcomer.getByText("Waiting for approval").waitFor();
    await newcomer.getByRole("button", { name: "Delete newcomer@example.com", exact: true }).click();
    expect(await answerConfirmation(page)).toBe("Delete the account newcomer@example.com? This action cannot be undone.");
    await page.getByText("newcomer@example.com was deleted").waitFor();
    await newcomer.waitFor({ state: "detached" });
  });

  it("signs out another device on Sessions, then all other devices", async () => {
    const { page } = current;
    // Two more sessions of the operator's, on other devices.
    for (let device = 0; device < 2; device++) {
      expect((await signInOverHttp(new HttpClient(baseURL), OWNER.email, OWNER.password)).body.message).toBe("Signed in successfully!");
    }
    await signIn(page);
    await page.getByRole("link", { name: "Sessions", exact: true }).click();
    await page.getByRole("heading", { name: "Sessions", exact: true }).waitFor();
    const signOuts = page.getByRole("button", { name: "Sign out", exact: true });
    const before = await signOuts.count();
    expect(before).toBeGreaterThanOrEqual(2);
    await signOuts.first().click();
    await page.getByText("Signed out of that device").waitFor();
    await expect.poll(() => signOuts.count()).toBe(before - 1);
    await page.getByRole("button", { name: "Sign out all other devices", exact: true }).click();
    await page.getByText("Signed out of every other device").waitFor();
    await expect.poll(() => signOuts.count()).toBe(0);
    await page.getByText("This device", { exact: true }).waitFor();
  });

  it("collapses the sidebar with Ctrl+B and keeps it collapsed after a reload", async () => {
    const { page } = current;
    await signIn(page);
    const sidebar = page.getByRole("complementary", { name: "Admin Panel", exact: true });
    await expect(sidebar.getAttribute("data-state")).resolves.toBe("expanded");
    await page.keyboard.press("Control+b");
    await expect.poll(() => sidebar.getAttribute("data-state")).toBe("collapsed");
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
    await page.reload();
    await expect(sidebar.getAttribute("data-state")).resolves.toBe("collapsed");
    await page.keyboard.press("Control+b");
    await expect.poll(() => sidebar.getAttribute("data-state")).toBe("expanded");
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  });

  it("turns the sidebar into an overlay on a phone", async () => {
    const { page } = current;
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page);
    await expect(page.getByRole("complementary", { name: "Admin Panel", exact: true }).isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Toggle sidebar", exact: true }).click();
    const overlay = page.getByRole("dialog", { name: "Admin Panel", exact: true });
    await expect.poll(async () => (await overlay.boundingBox())?.width).toBe(288);
    await overlay.getByRole("link", { name: "Manage Games", exact: true }).click();
    await page.getByRole("heading", { name: "Manage Games", exact: true }).waitFor();
    await overlay.waitFor({ state: "hidden" });
  });
});
