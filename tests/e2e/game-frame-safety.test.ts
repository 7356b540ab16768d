/**
 * A game frame can never move the portal: a game's page that tries every way to
 * navigate the top window stays inside its frame, and a javascript: or data: game URL
 * (a row imported or edited by hand, which publishing would refuse) is never framed,
 * in the hero, the player view, the game window or the admin's preview.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PATH, signUp } from "../support/admin-accounts";
import { gameRow, startBareInstall, type BareInstall } from "../support/bare-install";
import { CATALOG_CHANNEL } from "~/domain/catalog/changes.server";
import { HttpClient } from "../support/http-client";
import { projectRoot } from "../support/portal-server";
import { launchBrowser } from "./browser";
import { newHydratingPage, shareCookies } from "./support";

/** Another site serving a game that tries to take the visitor away, and noting whether anyone arrived. */
function startHostileGameSite(): Promise<{ origin: string; arrivals: string[]; close(): Promise<void> }> {
  const arrivals: string[] = [];
  // The button sits in the middle, clear of the badges and buttons portals lay over a frame's corners.
  const page = `<!doctype html><html><head><title>Escape Artist</title>
<style>body { margin: 0; height: 100vh; display: grid; place-content: center; background: #fff; }</style></head><body>
<h1>Escape Artist</h1><button id="leave" type="button">Leave</button>
<script>
  const away = location.origin + "/hijacked";
  function tryEverything(when) {
    const report = [];
    const attempt = (name, move) => {
      try { move(); report.push(name + ": no error"); } catch (error) { report.push(name + ": " + error.name); }
    };
    attempt("top.location", () => { top.location = away + "?1"; });
    attempt("top.location.href", () => { top.location.href = away + "?2"; });
    attempt("top.location.replace", () => top.location.replace(away + "?3"));
    attempt("parent.location.assign", () => parent.location.assign(away + "?4"));
    attempt("window.open into _top", () => window.open(away + "?5", "_top"));
    attempt("a link into _top", () => {
      const link = Object.assign(document.createElement("a"), { href: away + "?6", target: "_top" });
      document.body.append(link);
      link.click();
    });
    attempt("a form into _top", () => {
      const form = Object.assign(document.createElement("form"), { action: away, method: "post", target: "_top" });
      document.body.append(form);
      form.submit();
    });
    parent.postMessage({ type: "escape-report", when, report }, "*");
  }
  tryEverything("on load");
  document.getElementById("leave").addEventListener("click", () => tryEverything("on click"));
</script></body></html>`;
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith("/hijacked")) arrivals.push(req.url);
    res.writeHead(200, { "Content-Type": "text/html" }).end(page);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      // localhost, not 127.0.0.1: another site than the portal's, as a real game's host is.
      const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
      resolve({ origin, arrivals, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

let install: BareInstall;
let hostile: Awaited<ReturnType<typeof startHostileGameSite>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  hostile = await startHostileGameSite();
  install = await startBareInstall(
    [
      gameRow("escape-artist", "Escape Artist", { gameUrl: `${hostile.origin}/game/`, featured: true, plays: 5000, rating: 5 }),
      gameRow("script-link-game", "Script Link Game", { gameUrl: `javascript:top.location='${hostile.origin}/hijacked?js'`, rating: 4.8 }),
      gameRow("data-page-game", "Data Page Game", {
        gameUrl: `data:text/html,<script>top.location='${hostile.origin}/hijacked?data'</script>`,
        rating: 4.7,
      }),
      gameRow("zowii-snake", "Zowii Snake", { rating: 4.6 }),
      // The Content-Security-Policy lets frames load only from the allowed game hosts.
    ],
    { ALLOWED_GAME_HOSTS: new URL(hostile.origin).host },
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await install?.close();
  await hostile?.close();
});

beforeEach(async () => {
  context = await browser.newContext({ baseURL: install.portal.url, viewport: { width: 1280, height: 900 } });
  page = await newHydratingPage(context);
  // The portal's page keeps what the game's page says it tried.
  await page.addInitScript(() => {
    const reports: unknown[] = [];
    Object.assign(window, { escapeReports: reports });
    window.addEventListener("message", (event) => {
      if ((event.data as { type?: string } | null)?.type === "escape-report") reports.push(event.data);
    });
  });
});

afterEach(async () => {
  await context?.close();
});

type Report = { when: string; report: string[] };
const reports = () => page.evaluate(() => (window as unknown as { escapeReports: Report[] }).escapeReports);

/** The game's page tries everything on load and again on a click; the portal must stay where it is. */
async function expectEscapeRefused(frameTitle: string) {
  const where = page.url();
  await expect.poll(async () => (await reports()).length, { timeout: 20_000 }).toBe(1);
  // The player view scrolls smoothly into sight as it opens: click once the page is at rest.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            const before = window.scrollY;
            setTimeout(() => resolve(window.scrollY === before), 200);
          }),
      ),
    )
    .toBe(true);
  await page.frameLocator(`iframe[title="${frameTitle}"]`).getByRole("button", { name: "Leave", exact: true }).click();
  await expect.poll(async () => (await reports()).length).toBe(2);
  await page.waitForTimeout(1_000);
  expect(page.url()).toBe(where);
  expect(hostile.arrivals).toEqual([]);
  const tried = (await reports()).flatMap((entry) => entry.report.map((line) => `${entry.when} ${line}`));
  expect(tried).toHaveLength(14);
  return tried;
}

describe("a game that tries to take the visitor away", () => {
  it("cannot navigate the portal from the game window", async () => {
    await page.goto("/game/escape-artist");
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    await page.getByRole("dialog", { name: "Escape Artist", exact: true }).locator("iframe").waitFor();
    const tried = await expectEscapeRefused("Escape Artist");
    console.log(`Top navigation from a game frame, each refused: ${tried.join("; ")}`);
    await page.getByRole("dialog", { name: "Escape Artist", exact: true }).getByText("Live Game").waitFor();
  });

  it("cannot navigate the portal from the player view or the hero", async () => {
    await page.goto("/");
    await page.getByRole("region", { name: "All games", exact: true }).getByRole("button", { name: "Escape Artist", exact: true }).click();
    await page.getByRole("region", { name: "Escape Artist", exact: true }).locator("iframe").waitFor();
    await expectEscapeRefused("Escape Artist");

    await page.goto("/?from=hero");
    const hero = page.getByRole("region", { name: "Featured game", exact: true });
    await hero.getByRole("button", { name: "START GAME", exact: true }).click();
    await hero.locator("iframe").waitFor();
    await expectEscapeRefused("Escape Artist");
  });
});

/** What a script inside our own game's frame can do to the portal around it. */
async function reachFromOwnGame(): Promise<Record<string, string>> {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes("/games/snake/")), { timeout: 20_000 }).toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().includes("/games/snake/"))!;
  await frame.waitForLoadState();
  return frame.evaluate(() => {
    const tried: Record<string, string> = { origin: self.origin };
    const attempt = (name: string, reach: () => unknown) => {
      try {
        tried[name] = `reached: ${String(reach())}`;
      } catch (error) {
        tried[name] = (error as Error).name;
      }
    };
    attempt("read the page", () => parent.document.title);
    attempt("change the page", () => (parent.document.body.innerHTML = "taken"));
    attempt("read its storage", () => parent.localStorage.length);
    attempt("read its cookies", () => parent.document.cookie);
    return tried;
  });
}

/**
 * Our own game's script tries to move the portal (top.location, a link and a form aimed at
 * _top); the portal stays where it is, and the frame's sandbox grants no top navigation.
 */
async function expectOwnGameStaysInItsFrame(frameTitle: string) {
  const where = page.url();
  const sandbox = await page.locator(`iframe[title="${frameTitle}"]`).getAttribute("sandbox");
  expect(sandbox).not.toContain("allow-top-navigation");
  const frame = page.frames().find((candidate) => candidate.url().includes("/games/snake/"))!;
  await frame.evaluate(() => {
    const away = `${location.protocol}//${location.host}/hijacked-by-own-game`;
    const attempts = [
      () => (top!.location.href = away),
      () => window.open(away, "_top"),
      () => {
        const link = Object.assign(document.createElement("a"), { href: away, target: "_top" });
        document.body.append(link);
        link.click();
      },
      () => {
        const form = Object.assign(document.createElement("form"), { action: away, method: "get", target: "_top" });
        document.body.append(form);
        form.submit();
      },
    ];
    for (const attempt of attempts) {
      try {
        attempt();
      } catch {
        // Refused by throwing is refused all the same: the portal's address says.
      }
    }
  });
  await page.waitForTimeout(1_000);
  expect(page.url()).toBe(where);
}

describe("our own games", () => {
  it("are served in a sandbox of their own, every file of them", async () => {
    const root = path.join(projectRoot, "public/games");
    const files = fs.readdirSync(root, { recursive: true, encoding: "utf8" }).filter((name) => fs.statSync(path.join(root, name)).isFile());
    expect(files.length).toBeGreaterThan(5);
    for (const file of [...files, "snake/", "tile-merge/", "brick-breaker/"]) {
      const answer = await fetch(`${install.portal.url}/games/${file}`);
      await answer.arrayBuffer();
      const policy = answer.headers.get("content-security-policy") ?? "";
      expect(policy, file).toMatch(/^sandbox allow-scripts/);
      expect(policy, file).not.toContain("allow-same-origin");
      expect(policy, file).not.toContain("allow-top-navigation");
    }
  });

  it("cannot read, change or navigate the portal from the game window or the player view", async () => {
    await page.goto("/game/zowii-snake");
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    await page.getByRole("dialog", { name: "Zowii Snake", exact: true }).locator("iframe").waitFor();
    const fromWindow = await reachFromOwnGame();
    await expectOwnGameStaysInItsFrame("Zowii Snake");

    await page.goto("/");
    await page.getByRole("region", { name: "All games", exact: true }).getByRole("button", { name: "Zowii Snake", exact: true }).click();
    await page.getByRole("region", { name: "Zowii Snake", exact: true }).locator("iframe").waitFor();
    const fromPlayer = await reachFromOwnGame();
    await expectOwnGameStaysInItsFrame("Zowii Snake");

    for (const tried of [fromWindow, fromPlayer]) {
      expect(tried).toEqual({
        origin: "null",
        "read the page": "SecurityError",
        "change the page": "SecurityError",
        "read its storage": "SecurityError",
        "read its cookies": "SecurityError",
      });
    }
    await expect(page.locator("body").textContent()).resolves.not.toBe("taken");
    // The game itself still runs: its board is drawn.
    const frame = page.frames().find((candidate) => candidate.url().includes("/games/snake/"))!;
    await expect(frame.locator("canvas").count()).resolves.toBeGreaterThan(0);
  });
});

describe("a game whose URL is not a web address", () => {
  async function expectNoFrame(where: ReturnType<Page["getByRole"]>) {
    await where.getByRole("heading", { name: "Game Failed to Load", exact: true }).waitFor();
    await expect(where.locator("iframe").count()).resolves.toBe(0);
  }

  it("is not framed by the game window or the player view", async () => {
    await page.goto("/game/script-link-game");
    await page.getByRole("button", { name: "Play Now", exact: true }).click();
    await expectNoFrame(page.getByRole("dialog", { name: "Script Link Game", exact: true }));

    await page.goto("/");
    await page.getByRole("region", { name: "All games", exact: true }).getByRole("button", { name: "Data Page Game", exact: true }).click();
    await expectNoFrame(page.getByRole("region", { name: "Data Page Game", exact: true }));
    expect(hostile.arrivals).toEqual([]);
  });

  it("is not framed by the hero", async () => {
    // As the panel does: the change and its notice in one transaction, so cached pages are rendered again.
    const feature = (slug: string) =>
      install.db.query(
        `begin; update games set featured = false; update games set featured = true where slug = '${slug}'; ` +
          `select pg_notify('${CATALOG_CHANNEL}', ''); commit;`,
      );
    await feature("script-link-game");
    try {
      await expect.poll(async () => (await (await fetch(`${install.portal.url}/`)).text()).includes("Script Link Game")).toBe(true);
      await page.goto("/");
      const hero = page.getByRole("region", { name: "Featured game", exact: true });
      await hero.getByRole("heading", { name: "Script Link Game", exact: true }).waitFor();
      await hero.getByRole("button", { name: "START GAME", exact: true }).click();
      await expectNoFrame(hero);
      expect(hostile.arrivals).toEqual([]);
    } finally {
      await feature("escape-artist");
    }
  });

  it("is not framed by the admin's live preview", async () => {
    const admin = new HttpClient(install.portal.url);
    expect((await signUp(admin, "frame-owner@example.com", "orchid-lantern-granite-84")).body.enter).toBe(true);
    await shareCookies(admin, context);
    await page.goto(`${ADMIN_PATH}/publish`);
    const preview = page.getByRole("region", { name: "Live preview", exact: true });
    for (const url of ["javascript:alert(1)", " JaVaScRiPt:alert(1)", "data:text/html,<script>alert(1)</script>"]) {
      await page.getByLabel("Game URL *").fill(url);
      await preview.getByText("Enter a game URL to see preview").waitFor();
      await expect(preview.locator("iframe").count()).resolves.toBe(0);
    }
    await page.getByLabel("Game URL *").fill(`${hostile.origin}/game/`);
    await preview.locator("iframe").waitFor();
  });
});
