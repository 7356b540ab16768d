/**
 * A game whose host refuses to be framed shows "Game Failed to Load", not the browser's
 * broken frame; a game that may be framed, however slow, is not declared failed.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../support/admin-accounts";
import { gameRow, startBareInstall, type BareInstall } from "../support/bare-install";
import { HttpClient } from "../support/http-client";
import { launchBrowser } from "./browser";
import { newHydratingPage, shareCookies } from "./support";

const GAME_PAGE = `<!doctype html><html><head><title>Game</title></head><body><h1>Game</h1></body></html>`;

/** Another site with one game per framing rule; it counts the requests it gets. */
function startGameHost(portalOrigin: () => string): Promise<{ origin: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? "");
    const headers: Record<string, string> = { "Content-Type": "text/html" };
    if (req.url?.startsWith("/deny/")) headers["X-Frame-Options"] = "DENY";
    if (req.url?.startsWith("/none/")) headers["Content-Security-Policy"] = "frame-ancestors 'none'";
    if (req.url?.startsWith("/ours/")) headers["Content-Security-Policy"] = `frame-ancestors ${portalOrigin()}`;
    if (req.url?.startsWith("/moved/")) {
      res.writeHead(302, { Location: "/deny/" }).end();
      return;
    }
    const delay = req.url?.startsWith("/slow/") ? 3_000 : 0;
    setTimeout(() => res.writeHead(200, headers).end(GAME_PAGE), delay);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      // localhost, not 127.0.0.1: another site than the portal's, as a real game's host is.
      const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
      resolve({ origin, requests, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

let host: Awaited<ReturnType<typeof startGameHost>>;
let install: BareInstall;
let browser: Browser;
let context: BrowserContext;

const GAMES = [
  ["deny-game", "Deny Game", "/deny/"],
  ["none-game", "None Game", "/none/"],
  ["moved-game", "Moved Game", "/moved/"],
  ["ours-game", "Ours Game", "/ours/"],
  ["plain-game", "Plain Game", "/plain/"],
  ["slow-game", "Slow Game", "/slow/"],
] as const;

beforeAll(async () => {
  host = await startGameHost(() => install.portal.url);
  install = await startBareInstall(
    [
      ...GAMES.map(([slug, title, path], index) => gameRow(slug, title, { gameUrl: `${host.origin}${path}`, featured: index === 0 })),
      gameRow("deny-draft", "Deny Draft", { gameUrl: `${host.origin}/deny/draft/`, status: "draft" }),
    ],
    // The game host is on this machine: the server may ask it only when told it may.
    { ALLOWED_GAME_HOSTS: new URL(host.origin).host, ALLOW_PRIVATE_FETCH: "true" },
  );
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: install.portal.url, viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await install?.close();
  await host?.close();
});

async function openGameWindow(slug: string, title: string): Promise<Page> {
  const page = await newHydratingPage(context);
  await page.goto(`/game/${slug}`);
  await page.getByRole("button", { name: "Play Now", exact: true }).click();
  await page.getByRole("dialog", { name: title, exact: true }).getByText("Live Game").waitFor();
  return page;
}

describe("a game whose host refuses to be framed", () => {
  it.each(GAMES.slice(0, 3))("%s shows Game Failed to Load in the game window, not a broken frame", async (slug, title) => {
    const page = await openGameWindow(slug, title);
    const gameWindow = page.getByRole("dialog", { name: title, exact: true });
    await gameWindow.getByRole("heading", { name: "Game Failed to Load", exact: true }).waitFor({ timeout: 10_000 });
    await page.close();
  });

  it("shows Game Failed to Load in the hero too", async () => {
    const page = await newHydratingPage(context);
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Featured game", exact: true });
    await hero.getByRole("button", { name: "START GAME", exact: true }).click();
    await hero.getByRole("heading", { name: "Game Failed to Load", exact: true }).waitFor({ timeout: 10_000 });
    await page.close();
  });
});

describe("a game that may be framed", () => {
  it.each(GAMES.slice(3))("%s loads and is never declared failed", async (slug, title) => {
    const page = await openGameWindow(slug, title);
    const gameWindow = page.getByRole("dialog", { name: title, exact: true });
    await page.frameLocator(`iframe[title="${title}"]`).getByRole("heading", { name: "Game", exact: true }).waitFor({ timeout: 10_000 });
    await page.waitForTimeout(1_500);
    await expect(gameWindow.getByRole("heading", { name: "Game Failed to Load", exact: true }).count()).resolves.toBe(0);
    await page.close();
  });
});

describe("the server's question to a game host", () => {
  it("is asked only of a catalog game, at most once in a while, and answers as the host's headers say", async () => {
    const ask = async (slug: string) => (await (await fetch(`${install.portal.url}/api/games/${slug}/framing`)).json()) as { refused: boolean };
    expect(await ask("deny-game")).toEqual({ refused: true });
    expect(await ask("plain-game")).toEqual({ refused: false });
    const before = host.requests.filter((url) => url === "/deny/").length;
    await ask("deny-game");
    expect(host.requests.filter((url) => url === "/deny/").length).toBe(before);
    expect((await fetch(`${install.portal.url}/api/games/no-such-game/framing`)).status).toBe(404);
  });
});

describe("an administrator's preview of a draft", () => {
  it("is asked of the host for the administrator alone, and shows Game Failed to Load like the published game would", async () => {
    const anonymous = await fetch(`${install.portal.url}/api/games/deny-draft/framing`);
    expect(anonymous.status).toBe(404);
    await anonymous.body?.cancel();
    expect(host.requests).not.toContain("/deny/draft/");

    const admin = new HttpClient(install.portal.url);
    await signUp(admin, "owner@example.com", "harbor-lantern-sunlit-42");
    const answer = await admin.get("/api/games/deny-draft/framing");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(await answer.json()).toEqual({ refused: true });

    const previewing = await browser.newContext({ baseURL: install.portal.url, viewport: { width: 1280, height: 900 } });
    try {
      await shareCookies(admin, previewing);
      const page = await newHydratingPage(previewing);
      await page.goto("/game/deny-draft?preview");
      await page.getByRole("button", { name: "Play Now", exact: true }).click();
      const gameWindow = page.getByRole("dialog", { name: "Deny Draft", exact: true });
      await gameWindow.getByRole("heading", { name: "Game Failed to Load", exact: true }).waitFor({ timeout: 10_000 });
    } finally {
      await previewing.close();
    }
  });
});

describe("without ALLOW_PRIVATE_FETCH", () => {
  it("never asks a host on a private or loopback address", async () => {
    const closed = await startBareInstall([gameRow("deny-game", "Deny Game", { gameUrl: `${host.origin}/deny/?private` })], {
      ALLOWED_GAME_HOSTS: new URL(host.origin).host,
    });
    try {
      const answer = await fetch(`${closed.portal.url}/api/games/deny-game/framing`);
      expect(await answer.json()).toEqual({ refused: false });
      expect(host.requests.some((url) => url.includes("?private"))).toBe(false);
    } finally {
      await closed.close();
    }
  });
});
