/**
 * npm run games:check beside a running portal, on both engines: it checks every published
 * game now (on the embedded database inside the portal, through its command socket), prints
 * one line per game that is not healthy and a summary, and a game found broken three times
 * in a row is gone from the running site at once. With the game hosts unreachable, runs
 * within minutes of each other hide nothing and say it was an outage.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withCatalogChange } from "~/domain/catalog/changes.server";
import { putGame } from "~/domain/catalog/writes.server";
import { printedLines, runScript } from "../support/commands";
import { setUpInstall, startEnginePortal } from "../support/portal-install";
import { temporaryDirectory } from "../support/test-database";

const dir = temporaryDirectory("zowii-games-check-");
let host: http.Server;
let origin: string;

function hostAnswers(req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.url === "/gone") return res.writeHead(404, { "Content-Type": "text/html" }).end("Not here");
  const refuses = req.url === "/deny" ? { "X-Frame-Options": "DENY" } : {};
  res.writeHead(200, { "Content-Type": "text/html", ...refuses }).end("<canvas></canvas>");
}

function gamesCheck(env: NodeJS.ProcessEnv, ...args: string[]) {
  return runScript("games-check", env, args);
}

beforeAll(async () => {
  host = http.createServer(hostAnswers);
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(["pglite", "postgres"] as const)("games:check beside a running portal on %s", (engine) => {
  const install = setUpInstall(() =>
    startEnginePortal(engine, "migrated", path.join(dir, "data"), {
      settings: { ALLOWED_GAME_HOSTS: new URL(origin).host, ALLOW_PRIVATE_FETCH: "true" },
      // A catalog of these games alone (the portal loads the seed games only into an empty one).
      prepare: (db) =>
        withCatalogChange(db, async (tx) => {
          const game = (slug: string, gameUrl: string, status: "published" | "draft" = "published") =>
            putGame(tx, slug, { title: slug, description: "", gameUrl, thumbnail: "", category: "Puzzle", tags: [], status }, "keep");
          await game("good-game", `${origin}/good`);
          await game("gone-game", `${origin}/gone`);
          await game("framed-out", `${origin}/deny`);
          await game("own-snake", "/games/snake/");
          await game("draft-gone", `${origin}/gone`, "draft");
          return true;
        }),
    }),
  );

  it("checks every published game: a line for each one not healthy, then the summary", { timeout: 120_000 }, async () => {
    const result = await gamesCheck(install.env);
    expect(result.code, result.stderr).toBe(0);
    expect(printedLines(result)).toEqual([
      "framed-out: flaky (Its host does not let the portal show it in a frame)",
      "gone-game: flaky (Its address answers Not Found)",
      "Checked 4 games: 2 healthy, 2 flaky, 0 broken.",
    ]);
  });

  it("checks one game by its slug; the third failure in a row takes it off the running site", { timeout: 120_000 }, async () => {
    const page = () => fetch(`${install.portal.url}/game/gone-game`).then(async (answer) => ({ status: answer.status, text: await answer.text() }));
    expect((await page()).status).toBe(200);
    const second = await gamesCheck(install.env, "--slug", "gone-game");
    expect(printedLines(second)).toEqual(["gone-game: flaky (Its address answers Not Found)", "Checked 1 game: 0 healthy, 1 flaky, 0 broken."]);
    const third = await gamesCheck(install.env, "--slug", "gone-game");
    expect(third.code, third.stderr).toBe(0);
    expect(printedLines(third)).toEqual(["gone-game: broken (Its address answers Not Found)", "Checked 1 game: 0 healthy, 0 flaky, 1 broken."]);
    await expect.poll(async () => (await page()).status, { timeout: 10_000 }).toBe(404);
    expect((await page()).text).toContain("Game not found");

    const healthy = await gamesCheck(install.env, "--slug", "good-game");
    expect(printedLines(healthy)).toEqual(["Checked 1 game: 1 healthy, 0 flaky, 0 broken."]);
  });

  it("with the game hosts unreachable, three runs in a row hide nothing and say the check could not reach them", { timeout: 120_000 }, async () => {
    const page = (slug: string) => fetch(`${install.portal.url}/game/${slug}`).then((answer) => answer.status);
    expect(await page("good-game")).toBe(200);
    // The host goes away: every connection to its port is refused, as with this server's network down.
    const port = Number(new URL(origin).port);
    host.closeAllConnections();
    await new Promise((resolve) => host.close(resolve));
    try {
      for (let run = 0; run < 3; run += 1) {
        const result = await gamesCheck(install.env);
        expect(result.code, result.stderr).toBe(0);
        expect(printedLines(result), `run ${run + 1}`).toEqual([
          "Checked 4 games: 1 healthy, 0 flaky, 0 broken, 3 not counted.",
          "Most game hosts could not be reached (3 of 3 games got no answer): nothing was hidden. Check this server's network connection (DNS, firewall, proxy), then run games:check again.",
        ]);
      }
      expect(await page("good-game")).toBe(200);
      expect(await page("framed-out")).toBe(200);
      // One game alone is judged by the hour rule: its first failure without an answer counts.
      const alone = await gamesCheck(install.env, "--slug", "good-game");
      expect(printedLines(alone)).toEqual(["good-game: flaky (Its host cannot be reached)", "Checked 1 game: 0 healthy, 1 flaky, 0 broken."]);
      const again = await gamesCheck(install.env, "--slug", "good-game");
      expect(printedLines(again)).toEqual([
        "good-game: flaky (Its host cannot be reached; not counted: its host could not be reached less than an hour before)",
        "Checked 1 game: 0 healthy, 0 flaky, 0 broken, 1 not counted.",
      ]);
      expect(await page("good-game")).toBe(200);
    } finally {
      host = http.createServer(hostAnswers);
      await new Promise<void>((resolve) => host.listen(port, "127.0.0.1", resolve));
    }
  });

  it("exits 1 with the reason for a slug no game has, or a --slug without one", { timeout: 120_000 }, async () => {
    const missing = await gamesCheck(install.env, "--slug", "no-such-game");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('games:check failed: no game has the slug "no-such-game".');
    const empty = await gamesCheck(install.env, "--slug", " ");
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain("games:check failed: --slug needs a game's slug.");
  });
});
