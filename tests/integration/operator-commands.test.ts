/**
 * The operator's commands while the portal runs. On the embedded database the portal holds
 * the folder, so feed:import, catalog:import and admin:create hand their work to it through
 * its command socket; on PostgreSQL they write to the shared database themselves. Either
 * way the running site shows the result without a restart.
 */
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFeedServer, type FeedServer } from "../support/feed-server";
import { signIn } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { projectRoot, startPortal, type RunningPortal } from "../support/portal-server";
import { databaseFrom, temporaryDirectory } from "../support/test-database";

const run = promisify(execFile);
const dir = temporaryDirectory("zowii-commands-");
let feeds: FeedServer;

function command(script: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  return commandFrom(projectRoot, script, env, ...args);
}

/** A command run from the folder `cwd`, as an operator's shell in another folder runs it. */
function commandFrom(cwd: string, script: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  return run(process.execPath, [path.join(projectRoot, "scripts/lib/run-bundled.mjs"), `scripts/${script}.ts`, ...args], {
    cwd,
    env: { ...process.env, DATABASE_URL: "", ...env },
    maxBuffer: 16 * 1024 * 1024,
    // A command that waits for ever (on a pipe no one writes) fails the test rather than hanging it.
    timeout: 90_000,
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

const MB = 1024 * 1024;
const FEED_TOO_LARGE = "The feed file is larger than 20 MB. Import it in parts.";

/**
 * Writes a GameMonetize feed of at least `megabytes` MB, in pieces so the test's own memory
 * stays small: records with descriptions far longer than any publish allows, so a portal
 * that took the file would read every one and add none.
 */
function writeLargeFeed(file: string, megabytes: number): string {
  const fd = fs.openSync(file, "w");
  fs.writeSync(fd, "[");
  const description = "A long day at the fair, told again and again. ".repeat(220);
  for (let written = 0, id = 0; written < megabytes * MB; id += 1) {
    const record = `${id ? "," : ""}${JSON.stringify({ id: `big-${id}`, title: `Big ${id}`, description, url: "https://example.com/", category: "Arcade", tags: "", thumb: "" })}`;
    written += fs.writeSync(fd, record);
  }
  fs.writeSync(fd, "]");
  fs.closeSync(fd);
  return file;
}

/** A named pipe no one writes to: reading it would wait for ever. */
function namedPipe(file: string): string {
  execFileSync("mkfifo", [file]);
  return file;
}

/** Peak resident memory of `pid` since the last reset, and now, in MB. */
function memoryMb(pid: number): { peak: number; now: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => Number(/\d+/.exec(status.split("\n").find((row) => row.startsWith(`${name}:`))!)![0]) / 1024;
  return { peak: field("VmHWM"), now: field("VmRSS") };
}

/** Starts measuring `pid`'s peak afresh (writing 5 to clear_refs resets VmHWM to what is resident now). */
function resetPeak(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

/** Posts `body` to the portal's command socket as a command would; resolves with the lines it answered. */
function postToSocket(dataDir: string, name: string, body: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request({ socketPath: path.join(dataDir, "zowii.sock"), path: `/${name}`, method: "POST" }, (response) => {
      answered = true;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve(text.trim().split("\n").map((line) => JSON.parse(line) as unknown)));
      response.on("error", reject);
    });
    // Refused early, the rest of a large body may meet a closed connection: the answer is what counts.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    request.end(body);
  });
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
  fs.writeFileSync(path.join(dir, "relative-feed.json"), JSON.stringify([record("6", "Paper Plane")]));
  writeLargeFeed(path.join(dir, "large-feed.json"), 21);
  namedPipe(path.join(dir, "pipe.json"));
  fs.mkdirSync(path.join(dir, "folder.json"));
  // One more than the catalog's 50 MB, yet a catalog file in every other respect.
  fs.writeFileSync(
    path.join(dir, "large-catalog.json"),
    JSON.stringify({ format: "zowii-catalog", version: 1, exportedAt: new Date().toISOString(), games: [], note: "x".repeat(51 * MB) }),
  );
});

/** What every file command says of a path that names no regular file, whichever way it runs. */
async function expectNotRegularFilesRefused(env: NodeJS.ProcessEnv) {
  const folder = await command("feed-import", env, path.join(dir, "folder.json"));
  expect(folder.code).toBe(1);
  expect(folder.stderr).toContain(`feed:import failed: ${path.join(dir, "folder.json")} is a folder, not a file. Nothing was changed.`);
  for (const special of [path.join(dir, "pipe.json"), "/dev/zero"]) {
    const result = await command("feed-import", env, special);
    expect(result.code, special).toBe(1);
    expect(result.stderr).toContain(`feed:import failed: ${special} is not a regular file (a pipe, a device or a socket). Nothing was changed.`);
  }
  const catalog = await command("catalog-import", env, path.join(dir, "pipe.json"));
  expect(catalog.code).toBe(1);
  expect(catalog.stderr).toContain(`catalog:import failed: ${path.join(dir, "pipe.json")} is not a regular file (a pipe, a device or a socket). Nothing was changed.`);
}

/** The size limits of a feed file (the panel's) and a catalog file, whichever way the command runs. */
async function expectLargeFilesRefused(env: NodeJS.ProcessEnv) {
  const feed = await command("feed-import", env, path.join(dir, "large-feed.json"));
  expect(feed.code, feed.stdout).toBe(1);
  expect(feed.stderr).toContain(`feed:import failed: ${FEED_TOO_LARGE} Nothing was changed.`);
  const catalog = await command("catalog-import", env, path.join(dir, "large-catalog.json"));
  expect(catalog.code, catalog.stdout).toBe(1);
  expect(catalog.stderr).toContain("catalog:import failed: the file is larger than 50 MB, the most one import takes. Nothing was changed.");
}

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

  it("reads a file named relative to the folder the command runs in", { timeout: 120_000 }, async () => {
    const result = await commandFrom(dir, "feed-import", env, "relative-feed.json", "--format", "gamemonetize");
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("1 added, 0 updated, 0 unchanged, 0 rejected.");
  });

  it("refuses a feed file over the panel's 20 MB and a catalog file over 50 MB, with the limit in words", { timeout: 120_000 }, async () => {
    await expectLargeFilesRefused(env);
  });

  it("refuses a folder, a named pipe and a device as the file, without waiting on them", { timeout: 120_000 }, async () => {
    await expectNotRegularFilesRefused(env);
  });

  if (engine === "pglite") {
    it("leaves the portal's memory where it was when handed a 120 MB feed file", { timeout: 180_000 }, async () => {
      const file = writeLargeFeed(path.join(dir, "huge-feed.json"), 120);
      try {
        resetPeak(portal.pid);
        const before = memoryMb(portal.pid);
        const result = await command("feed-import", env, file);
        const after = memoryMb(portal.pid);
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`feed:import failed: ${FEED_TOO_LARGE} Nothing was changed.`);
        expect(after.peak - before.now, `peak ${after.peak.toFixed(0)} MB from ${before.now.toFixed(0)} MB`).toBeLessThan(60);
      } finally {
        fs.rmSync(file, { force: true });
      }
    });

    it("answers a request body of 10 MB, or one that is not JSON, with the input error and exit 2, and keeps answering", { timeout: 120_000 }, async () => {
      const dataDir = env.DATA_DIR!;
      // A command's input as it was once sent, the file's text inside.
      const large = JSON.stringify({ source: { text: JSON.stringify([{ id: "1", title: "x".repeat(10 * MB) }]), name: "feed.json" }, publish: false });
      const answers = await postToSocket(dataDir, "feed-import", large);
      expect(answers).toEqual([{ error: "The portal could not use the command's input (it is larger than 64 KB)." }, { exit: 2 }]);
      const malformed = await postToSocket(dataDir, "catalog-import", '{"file": ');
      expect(malformed).toEqual([{ error: "The portal could not use the command's input (it is not JSON)." }, { exit: 2 }]);

      expect(portal.running()).toBe(true);
      expect((await fetch(`${portal.url}/about`)).status).toBe(200);
      const again = await command("feed-import", env, path.join(dir, "feed.json"), "--format", "gamemonetize");
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toMatch(/\d added, \d updated, \d unchanged, 0 rejected\./);
    });
  }

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

describe("file commands with no portal running, on the embedded database", () => {
  const dataDir = path.join(dir, "alone");
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    await databaseFrom("seeded", "pglite", dataDir);
    env = { DATA_DIR: dataDir, ALLOWED_GAME_HOSTS: new URL(feeds.origin).host };
  });

  it("refuses the files a running portal refuses, in the same words", { timeout: 180_000 }, async () => {
    expect(fs.existsSync(path.join(dataDir, "zowii.sock"))).toBe(false);
    await expectLargeFilesRefused(env);
    await expectNotRegularFilesRefused(env);
  });
});
