/**
 * The game checker against real HTTP servers on this machine: each way a game's host can
 * fail a visitor is told by its reason, a large slow body is not waited for, our own games
 * are checked by their files, and checks keep to 2 at a time per host and 16 in all. A
 * check that got no answer is told from an answer, and a pass where most games got none
 * is an outage.
 */
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CheckLimiter, checkGameUrl, ownGameFile, sameSite, type GameCheckOptions } from "~/domain/health/game-checks.server";
import { isNetworkFailure, isOutage, OUTAGE_MIN_GAMES } from "~/lib/game-health";

const MB = 1024 * 1024;
const siteOrigin = "https://play.zowii.example";
const LOCAL: GameCheckOptions = { siteOrigin, allowPrivate: true, timeoutMs: 2_000 };

let game: http.Server;
let other: http.Server;
let silent: net.Server;
let origin: string;
let otherOrigin: string;
let silentOrigin: string;
let hugeBodySent = 0;
let hugeBodyClosedAt = 0;
const silentSockets: Socket[] = [];
const ownGames = fs.mkdtempSync(path.join(os.tmpdir(), "zowii-own-games-"));

const page = { "Content-Type": "text/html; charset=utf-8" };

async function listen(server: http.Server | net.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  other = http.createServer((_req, res) => res.writeHead(200, page).end("<h1>An app store</h1>"));
  otherOrigin = (await listen(other)).replace("127.0.0.1", "localhost");
  game = http.createServer((req, res) => {
    switch (req.url) {
      case "/ok":
        return res.writeHead(200, page).end("<canvas></canvas>");
      case "/redirected":
        return res.writeHead(302, { Location: "/ok" }).end();
      case "/missing":
        return res.writeHead(404, page).end("gone");
      case "/error":
        return res.writeHead(500, page).end("oops");
      case "/deny":
        return res.writeHead(200, { ...page, "X-Frame-Options": "DENY" }).end("<canvas></canvas>");
      case "/csp":
        return res.writeHead(200, { ...page, "Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'" }).end("<canvas></canvas>");
      case "/csp-ours":
        return res.writeHead(200, { ...page, "Content-Security-Policy": `frame-ancestors ${siteOrigin}` }).end("<canvas></canvas>");
      case "/loop":
        return res.writeHead(302, { Location: "/loop" }).end();
      case "/away":
        return res.writeHead(302, { Location: `${otherOrigin}/apps/game` }).end();
      case "/json":
        return res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
      case "/image":
        return res.writeHead(200, { "Content-Type": "image/png" }).end(Buffer.alloc(100));
      case "/slow-headers":
        return void setTimeout(() => res.writeHead(200, page).end("<canvas></canvas>"), 400);
      case "/huge": {
        // 5 MB at 64 KB every 50 ms: the whole body would take 4 s.
        res.writeHead(200, { ...page, "Content-Length": String(5 * MB) });
        const chunk = Buffer.alloc(64 * 1024, "x");
        const timer = setInterval(() => {
          if (hugeBodySent >= 5 * MB || res.destroyed) return clearInterval(timer);
          hugeBodySent += chunk.length;
          res.write(chunk);
        }, 50);
        res.on("close", () => {
          hugeBodyClosedAt = Date.now();
          clearInterval(timer);
        });
        return;
      }
      default:
        return res.writeHead(404).end();
    }
  });
  origin = await listen(game);
  // Accepts connections and never says a word.
  silent = net.createServer((socket) => {
    silentSockets.push(socket);
    socket.on("error", () => undefined);
  });
  silentOrigin = await listen(silent);
  fs.mkdirSync(path.join(ownGames, "games", "snake"), { recursive: true });
  fs.writeFileSync(path.join(ownGames, "games", "snake", "index.html"), "<canvas></canvas>");
  fs.writeFileSync(path.join(ownGames, "secret.txt"), "not a game");
});

afterAll(async () => {
  for (const socket of silentSockets) socket.destroy();
  await Promise.all(
    [game, other, silent].map(
      (server) =>
        new Promise<void>((resolve) => {
          if (server instanceof http.Server) server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
  fs.rmSync(ownGames, { recursive: true, force: true });
});

describe("a game on another host", () => {
  it("passes when it answers 200 with a page that may be framed, redirects counted", async () => {
    const result = await checkGameUrl(`${origin}/ok`, LOCAL);
    expect(result).toMatchObject({
      passed: true,
      reason: "ok",
      httpStatus: 200,
      finalUrl: `${origin}/ok`,
      redirects: 0,
      contentType: "text/html; charset=utf-8",
    });
    expect(result.durationMs).toBeLessThan(2_000);
    expect(await checkGameUrl(`${origin}/redirected`, LOCAL)).toMatchObject({ passed: true, reason: "ok", finalUrl: `${origin}/ok`, redirects: 1 });
    expect(await checkGameUrl(`${origin}/csp-ours`, LOCAL)).toMatchObject({ passed: true, reason: "ok" });
  });

  it("fails on 404 and 500 with the status kept", async () => {
    expect(await checkGameUrl(`${origin}/missing`, LOCAL)).toMatchObject({
      passed: false,
      reason: "not-found",
      httpStatus: 404,
      finalUrl: `${origin}/missing`,
    });
    expect(await checkGameUrl(`${origin}/error`, LOCAL)).toMatchObject({ passed: false, reason: "server-error", httpStatus: 500 });
  });

  it("fails when the host refuses framing, by X-Frame-Options or CSP frame-ancestors", async () => {
    expect(await checkGameUrl(`${origin}/deny`, LOCAL)).toMatchObject({ passed: false, reason: "refuses-framing", httpStatus: 200 });
    expect(await checkGameUrl(`${origin}/csp`, LOCAL)).toMatchObject({ passed: false, reason: "refuses-framing", httpStatus: 200 });
  });

  it("gives up on a host that never answers at the deadline", async () => {
    const started = Date.now();
    const result = await checkGameUrl(`${silentOrigin}/`, { ...LOCAL, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(result).toMatchObject({ passed: false, reason: "timeout", httpStatus: null });
  });

  it("tells a redirect loop and a redirect to another site", async () => {
    expect(await checkGameUrl(`${origin}/loop`, LOCAL)).toMatchObject({ passed: false, reason: "redirect-loop", redirects: 5 });
    expect(await checkGameUrl(`${origin}/away`, LOCAL)).toMatchObject({
      passed: false,
      reason: "redirected-away",
      httpStatus: 200,
      finalUrl: `${otherOrigin}/apps/game`,
      redirects: 1,
    });
  });

  it("fails on JSON or an image where a page was expected", async () => {
    expect(await checkGameUrl(`${origin}/json`, LOCAL)).toMatchObject({ passed: false, reason: "not-html", contentType: "application/json" });
    expect(await checkGameUrl(`${origin}/image`, LOCAL)).toMatchObject({ passed: false, reason: "not-html", contentType: "image/png" });
  });

  it("reads only the headers of a 5 MB slow body: done at once, the connection closed, the body left unsent", async () => {
    const started = Date.now();
    const result = await checkGameUrl(`${origin}/huge`, LOCAL);
    const took = Date.now() - started;
    expect(result).toMatchObject({ passed: true, reason: "ok", httpStatus: 200 });
    expect(took).toBeLessThan(1_000);
    await expect.poll(() => hugeBodyClosedAt, { timeout: 1_000 }).toBeGreaterThan(0);
    expect(hugeBodyClosedAt - started).toBeLessThan(1_000);
    expect(hugeBodySent).toBeLessThan(MB);
  });

  it("fails an answer slower than the limit, a host that does not speak TLS, a closed port and a private address", async () => {
    expect(await checkGameUrl(`${origin}/slow-headers`, { ...LOCAL, slowMs: 100 })).toMatchObject({ passed: false, reason: "too-slow", httpStatus: 200 });
    expect(await checkGameUrl(`${origin.replace("http:", "https:")}/ok`, LOCAL)).toMatchObject({ passed: false, reason: "tls" });
    const closed = http.createServer();
    const closedOrigin = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    expect(await checkGameUrl(`${closedOrigin}/`, LOCAL)).toMatchObject({ passed: false, reason: "unreachable" });
    expect(await checkGameUrl(`${origin}/ok`, { ...LOCAL, allowPrivate: false })).toMatchObject({ passed: false, reason: "private-address" });
    expect(await checkGameUrl("ftp://files.example.com/game", LOCAL)).toMatchObject({ passed: false, reason: "bad-address" });
  });

  it("counts its own site's hosts above and below, and www., as the game's", () => {
    expect(sameSite("https://www.games.example/a", "https://games.example/b")).toBe(true);
    expect(sameSite("https://games.example/a", "https://play.games.example/b")).toBe(true);
    expect(sameSite("https://play.games.example/a", "https://games.example/b")).toBe(true);
    expect(sameSite("https://games.example/a", "https://apps.apple.com/app/1")).toBe(false);
    expect(sameSite("https://games.example/a", "https://othergames.example/a")).toBe(false);
  });
});

describe("no answer, or an answer", () => {
  it("tells a name that does not resolve, a refused connection and a host silent to the deadline as no answer", async () => {
    const closed = http.createServer();
    const closedOrigin = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const unanswered = [
      await checkGameUrl(`${closedOrigin}/`, LOCAL),
      await checkGameUrl(`${silentOrigin}/`, { ...LOCAL, timeoutMs: 300 }),
      await checkGameUrl("http://no-such-host.invalid/game", LOCAL),
    ];
    for (const result of unanswered) {
      expect(result.passed, result.reason).toBe(false);
      expect(isNetworkFailure(result.reason), result.reason).toBe(true);
    }
  });

  it("counts a status, a refusal to be framed, a wrong type, a slow answer and a failed TLS handshake as the host's answer", async () => {
    const answered = [
      await checkGameUrl(`${origin}/error`, LOCAL),
      await checkGameUrl(`${origin}/missing`, LOCAL),
      await checkGameUrl(`${origin}/deny`, LOCAL),
      await checkGameUrl(`${origin}/json`, LOCAL),
      await checkGameUrl(`${origin}/slow-headers`, { ...LOCAL, slowMs: 100 }),
      await checkGameUrl(`${origin.replace("http:", "https:")}/ok`, LOCAL),
    ];
    expect(answered.map((result) => result.reason)).toEqual(["server-error", "not-found", "refuses-framing", "not-html", "too-slow", "tls"]);
    for (const result of answered) expect(isNetworkFailure(result.reason), result.reason).toBe(false);
    expect(isNetworkFailure("ok")).toBe(false);
  });

  it("judges a pass an outage when most of at least 3 games checked at their hosts got no answer", () => {
    const none = (count: number) => Array<string>(count).fill("unreachable");
    expect(OUTAGE_MIN_GAMES).toBe(3);
    expect(isOutage([...none(2), "timeout"])).toBe(true);
    expect(isOutage([...none(13), ...Array<string>(12).fill("ok")])).toBe(true);
    // Half is not most; a 500 is an answer.
    expect(isOutage([...none(3), "ok", "ok", "server-error"])).toBe(false);
    expect(isOutage([...none(2), "server-error", "server-error"])).toBe(false);
    // One game or two is left to the hour rule, however it fails.
    expect(isOutage(none(1))).toBe(false);
    expect(isOutage(none(2))).toBe(false);
    expect(isOutage([])).toBe(false);
  });

  it("leaves our own games out of a pass's count: they are checked with no request", () => {
    expect(ownGameFile("/games/snake/", siteOrigin)).toBe("/games/snake/");
    expect(ownGameFile(`${siteOrigin}/games/snake/`, siteOrigin)).toBe("/games/snake/");
    expect(ownGameFile("https://host.example/games/snake/", siteOrigin)).toBeNull();
  });
});

describe("our own games", () => {
  const own = { ...LOCAL, ownGamesRoot: ownGames };

  it("pass when their file is in the folder the portal serves, without any request", async () => {
    expect(await checkGameUrl("/games/snake/", own)).toMatchObject({ passed: true, reason: "ok", httpStatus: null });
    expect(await checkGameUrl("/games/snake/index.html", own)).toMatchObject({ passed: true, reason: "ok" });
    expect(await checkGameUrl(`${siteOrigin}/games/snake/`, own)).toMatchObject({ passed: true, reason: "ok" });
  });

  it("fail when the file is missing, and nothing outside the games folder counts", async () => {
    expect(await checkGameUrl("/games/tetris/", own)).toMatchObject({ passed: false, reason: "missing-file" });
    expect(await checkGameUrl("/games/snake/..", own)).toMatchObject({ passed: false, reason: "missing-file" });
    expect(await checkGameUrl("/games/snake/missing.html", own)).toMatchObject({ passed: false, reason: "missing-file" });
  });

  it("are found in the repository's public folder or build by default", async () => {
    expect(await checkGameUrl("/games/snake/", LOCAL)).toMatchObject({ passed: true, reason: "ok" });
  });
});

describe("the limiter", () => {
  it("runs at most 2 checks at a time on one host and 16 in all, and every one in the end", async () => {
    const limiter = new CheckLimiter(2, 16);
    const inFlight = new Map<string, number>();
    let overall = 0;
    let mostOverall = 0;
    let mostOnOneHost = 0;
    const hosts = ["a.example", "a.example", "a.example", "a.example", "a.example", ...Array.from({ length: 40 }, (_, index) => `h${index}.example`)];
    const done = await Promise.all(
      hosts.map((host) =>
        limiter.run(host, async () => {
          overall += 1;
          inFlight.set(host, (inFlight.get(host) ?? 0) + 1);
          mostOverall = Math.max(mostOverall, overall);
          mostOnOneHost = Math.max(mostOnOneHost, inFlight.get(host)!);
          await new Promise((resolve) => setTimeout(resolve, 20));
          overall -= 1;
          inFlight.set(host, inFlight.get(host)! - 1);
          return host;
        }),
      ),
    );
    expect(done).toEqual(hosts);
    expect(mostOnOneHost).toBe(2);
    expect(mostOverall).toBe(16);
  });
});
