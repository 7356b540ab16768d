/**
 * The operator's commands while the portal runs. On the embedded database the portal holds
 * the folder, so feed:import, catalog:import and admin:create hand their work to it through
 * its command socket; on PostgreSQL they write to the shared database themselves. Either
 * way the running site shows the result without a restart.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFeedServer, type FeedServer } from "../support/feed-server";
import { signIn } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { startPortal, type RunningPortal } from "../support/portal-server";
import { databaseFrom, temporaryDirectory } from "../support/test-database";

const run = promisify(execFile);
const dir = temporaryDirectory("zowii-commands-");
let feeds: FeedServer;

function command(script: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  return run(process.execPath, ["scripts/lib/run-bundled.mjs", `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: "", ...env },
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

beforeAll(async () => {
  feeds = await startFeedServer();
  const record = (id: string, title: string, category = "Arcade") => ({
    id,
    title,
    description: `${title}, for the whole family.`,
    url: `${feeds.origin}/play/${id}/`,
    category,
    tags: "kids",
    thumb: `${feeds.origin}/images/good.png`,
  });
  feeds.serve("/feed.json", [record("1", "Kite Flyer"), record("2", "Snow Fort"), record("3", "Dress Party", "Girls"), { id: "4", title: "" }]);
  fs.writeFileSync(path.join(dir, "feed.json"), JSON.stringify([record("5", "River Raft")]));
});

afterAll(async () => {
  await feeds.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Whether the site shows the game's page (a draft's is not found). */
async function onTheSite(portal: RunningPortal, slug: string): Promise<boolean> {
  const page = await fetch(`${portal.url}/game/${slug}`);
  await page.body?.cancel();
  return page.status === 200;
}

describe.each(["pglite", "postgres"] as const)("commands beside a running portal on %s", (engine) => {
  let portal: RunningPortal;
  let env: NodeJS.ProcessEnv;
  let database: { url: string; drop: () => Promise<void> } | undefined;

  beforeAll(async () => {
    database = await databaseFrom("seeded", engine, path.join(dir, "data"));
    // The commands run with the portal's settings, as an operator's shell has them.
    env = {
      ...(engine === "postgres" ? { DATABASE_URL: database!.url } : { DATA_DIR: path.join(dir, "data") }),
      ALLOWED_GAME_HOSTS: new URL(feeds.origin).host,
      ALLOW_PRIVATE_FETCH: "true",
    };
    portal = await startPortal(env);
  }, 120_000);

  afterAll(async () => {
    await portal?.stop();
    await database?.drop();
  });

  it("imports a feed from a URL: one line per rejected record, a summary, the games on the site", { timeout: 120_000 }, async () => {
    const result = await command("feed-import", env, `${feeds.origin}/feed.json`, "--publish");
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("Rejected 3: its category \"Girls\" is not mapped");
    expect(result.stdout).toContain("Rejected 4: title");
    expect(result.stdout).toContain('Unmapped category "Girls" (1 records)');
    expect(result.stdout).toContain("2 added, 0 updated, 0 unchanged, 2 rejected.");
    expect(await onTheSite(portal, "kite-flyer")).toBe(true);

    const again = await command("feed-import", env, `${feeds.origin}/feed.json`);
    expect(again.stdout).toContain("0 added, 0 updated, 2 unchanged, 2 rejected.");
  });

  it("imports a feed file as drafts, which the site does not show", { timeout: 120_000 }, async () => {
    const result = await command("feed-import", env, path.join(dir, "feed.json"), "--format", "gamemonetize");
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("1 added, 0 updated, 0 unchanged, 0 rejected.");
    expect(await onTheSite(portal, "river-raft")).toBe(false);
  });

  it("exits non-zero with the reason when the source cannot be read, and changes nothing", { timeout: 120_000 }, async () => {
    const missing = await command("feed-import", env, `${feeds.origin}/nowhere.json`);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("feed:import failed: The feed could not be read");
    expect(missing.stderr).toContain("404");
    expect(missing.stderr).toContain("Nothing was changed.");
    const notAFile = await command("feed-import", env, path.join(dir, "no-such-file.json"));
    expect(notAFile.code).toBe(1);
    expect(notAFile.stderr).toContain("cannot be read (ENOENT)");
    const badFormat = await command("feed-import", env, path.join(dir, "feed.json"), "--format", "rss");
    expect(badFormat.code).toBe(1);
    expect(badFormat.stderr).toContain("--format must be one of");
  });

  it("creates an administrator who can sign in at once", { timeout: 120_000 }, async () => {
    const email = `ops-${engine}@example.com`;
    const result = await command("create-admin", env, "--email", email, "--password", "a long and careful passphrase 42");
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Created the administrator ${email}.`);
    const { body } = await signIn(new HttpClient(portal.url), email, "a long and careful passphrase 42");
    expect(body.message).toBe("Signed in successfully!");
  });

  it("imports a catalog file", { timeout: 120_000 }, async () => {
    const file = path.join(dir, `catalog-${engine}.json`);
    fs.writeFileSync(
      file,
      JSON.stringify({
        format: "zowii-catalog",
        version: 1,
        exportedAt: new Date().toISOString(),
        games: [
          {
            slug: "harbour-lights",
            title: "Harbour Lights",
            description: "Guide the boats home.",
            gameUrl: `${feeds.origin}/play/harbour/`,
            category: "Puzzle",
            tags: ["puzzle"],
            rating: 4,
            plays: 10,
            votesCount: 0,
            votesSum: 0,
            developer: null,
            releaseDate: null,
            featured: false,
            createdAt: new Date().toISOString(),
            publishedAt: new Date().toISOString(),
            thumbnail: null,
          },
        ],
      }),
    );
    const result = await command("catalog-import", env, file);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("Imported 1 games (1 added, 0 updated)");
    expect(await onTheSite(portal, "harbour-lights")).toBe(true);
  });
});
