/**
 * The operator's commands while the portal runs. On the embedded database the portal holds
 * the folder, so feed:import, catalog:import and admin:create hand their work to it through
 * its command socket; on PostgreSQL they write to the shared database themselves. Either
 * way the running site shows the result without a restart.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand, runScript } from "../support/commands";
import { startFeedServer, type FeedServer } from "../support/feed-server";
import { signIn } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { setUpInstall, startEnginePortal } from "../support/portal-install";
import { projectRoot, type RunningPortal } from "../support/portal-server";
import { databaseFrom, temporaryDirectory } from "../support/test-database";

const dir = temporaryDirectory("zowii-commands-");
let feeds: FeedServer;

function command(script: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  return runScript(script, env, args);
}

/** A command run from the folder `cwd`, as an operator's shell in another folder runs it. */
function commandFrom(cwd: string, script: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  return runScript(script, env, args, { cwd });
}

/** `npm run <name> -- args`, exactly as the operator types it. */
function npmRun(name: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  return runCommand("npm", ["run", "--silent", name, "--", ...args], env);
}

/** admin:create with `input` on its standard input, as `printf '%s\n' … | npm run admin:create` gives it. */
function adminCreate(env: NodeJS.ProcessEnv, input: string, ...args: string[]) {
  return runScript("create-admin", env, args, { input });
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
      response.on("end", () =>
        resolve(
          text
            .trim()
            .split("\n")
            .map((line) => JSON.parse(line) as unknown),
        ),
      );
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
  expect(catalog.stderr).toContain(
    `catalog:import failed: ${path.join(dir, "pipe.json")} is not a regular file (a pipe, a device or a socket). Nothing was changed.`,
  );
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

/** Whether the game's page shows the thumbnail fetched from its feed, asked until it does or `timeoutMs` passes. */
async function showsFetchedThumbnail(portal: RunningPortal, slug: string, timeoutMs = 40_000): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    const page = await fetch(`${portal.url}/game/${slug}`);
    if ((await page.text()).includes("/storage/game-thumbnails/feeds/")) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** What /proc says of a process: its parent, and the nice value of each of its threads. */
function processState(pid: number): { command: string; parent: number; threadNiceness: number[] } {
  // Fields after the command's name in parentheses: state, parent, … nice is the 19th field.
  const fields = (stat: string) => stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  return {
    command: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")),
    parent: Number(fields(stat)[1]),
    threadNiceness: fs.readdirSync(`/proc/${pid}/task`).map((thread) => Number(fields(fs.readFileSync(`/proc/${pid}/task/${thread}/stat`, "utf8"))[16])),
  };
}

describe.each(["pglite", "postgres"] as const)("commands beside a running portal on %s", (engine) => {
  // The commands run with the portal's settings, as an operator's shell has them.
  const install = setUpInstall(() =>
    startEnginePortal(engine, "seeded", path.join(dir, "data"), {
      settings: { ALLOWED_GAME_HOSTS: new URL(feeds.origin).host, ALLOW_PRIVATE_FETCH: "true" },
    }),
  );

  it(
    "imports a feed from a URL: one line per rejected record, a summary, the games on the site, their thumbnails made at low priority",
    { timeout: 120_000 },
    async () => {
      // Started when the first image arrives, not with the portal.
      expect(install.portal.output()).not.toContain("Background image work runs");
      const result = await command("feed-import", install.env, `${feeds.origin}/feed.json`, "--publish");
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Rejected 3: its category "Girls" is not mapped');
      expect(result.stdout).toContain("Rejected 4: title");
      expect(result.stdout).toContain('Unmapped category "Girls" (1 records)');
      expect(result.stdout).toContain("2 added, 0 updated, 0 unchanged, 2 rejected.");
      expect(await onTheSite(install.portal, "kite-flyer")).toBe(true);
      expect(await showsFetchedThumbnail(install.portal, "kite-flyer")).toBe(true);
      const pid = Number(
        /Background image work runs in a process of its own at the lowest CPU priority \(pid (\d+), nice 19\)/.exec(install.portal.output())?.[1],
      );
      expect(pid, install.portal.output()).toBeGreaterThan(0);
      // It waits for more work for 30 s before it ends.
      const made = processState(pid);
      expect(made.command).toBe("node");
      expect(made.parent).toBe(install.portal.pid);
      expect(made.threadNiceness.length).toBeGreaterThan(1);
      expect(new Set(made.threadNiceness)).toEqual(new Set([19]));

      const again = await command("feed-import", install.env, `${feeds.origin}/feed.json`);
      expect(again.stdout).toContain("0 added, 0 updated, 2 unchanged, 2 rejected.");
    },
  );

  it("imports a feed file as drafts, which the site does not show", { timeout: 120_000 }, async () => {
    const result = await command("feed-import", install.env, path.join(dir, "feed.json"), "--format", "gamemonetize");
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("1 added, 0 updated, 0 unchanged, 0 rejected.");
    expect(await onTheSite(install.portal, "river-raft")).toBe(false);
  });

  it("exits non-zero with the reason when the source cannot be read, and changes nothing", { timeout: 120_000 }, async () => {
    const missing = await command("feed-import", install.env, `${feeds.origin}/nowhere.json`);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("feed:import failed: The feed could not be read");
    expect(missing.stderr).toContain("404");
    expect(missing.stderr).toContain("Nothing was changed.");
    const notAFile = await command("feed-import", install.env, path.join(dir, "no-such-file.json"));
    expect(notAFile.code).toBe(1);
    expect(notAFile.stderr).toContain("cannot be read (ENOENT)");
    const badFormat = await command("feed-import", install.env, path.join(dir, "feed.json"), "--format", "rss");
    expect(badFormat.code).toBe(1);
    expect(badFormat.stderr).toContain("--format must be one of");
  });

  it("reads a file named relative to the folder the command runs in", { timeout: 120_000 }, async () => {
    const result = await commandFrom(dir, "feed-import", install.env, "relative-feed.json", "--format", "gamemonetize");
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("1 added, 0 updated, 0 unchanged, 0 rejected.");
  });

  it("refuses a feed file over the panel's 20 MB and a catalog file over 50 MB, with the limit in words", { timeout: 120_000 }, async () => {
    await expectLargeFilesRefused(install.env);
  });

  it("refuses a folder, a named pipe and a device as the file, without waiting on them", { timeout: 120_000 }, async () => {
    await expectNotRegularFilesRefused(install.env);
  });

  if (engine === "pglite") {
    it("leaves the portal's memory where it was when handed a 120 MB feed file", { timeout: 180_000 }, async () => {
      const file = writeLargeFeed(path.join(dir, "huge-feed.json"), 120);
      try {
        resetPeak(install.portal.pid);
        const before = memoryMb(install.portal.pid);
        const result = await command("feed-import", install.env, file);
        const after = memoryMb(install.portal.pid);
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`feed:import failed: ${FEED_TOO_LARGE} Nothing was changed.`);
        expect(after.peak - before.now, `peak ${after.peak.toFixed(0)} MB from ${before.now.toFixed(0)} MB`).toBeLessThan(60);
      } finally {
        fs.rmSync(file, { force: true });
      }
    });

    it("answers a request body of 10 MB, or one that is not JSON, with the input error and exit 2, and keeps answering", { timeout: 120_000 }, async () => {
      const dataDir = install.env.DATA_DIR!;
      // A command's input as it was once sent, the file's text inside.
      const large = JSON.stringify({ source: { text: JSON.stringify([{ id: "1", title: "x".repeat(10 * MB) }]), name: "feed.json" }, publish: false });
      const answers = await postToSocket(dataDir, "feed-import", large);
      expect(answers).toEqual([{ error: "The portal could not use the command's input (it is larger than 64 KB)." }, { exit: 2 }]);
      const malformed = await postToSocket(dataDir, "catalog-import", '{"file": ');
      expect(malformed).toEqual([{ error: "The portal could not use the command's input (it is not JSON)." }, { exit: 2 }]);

      expect(install.portal.running()).toBe(true);
      expect((await fetch(`${install.portal.url}/about`)).status).toBe(200);
      const again = await command("feed-import", install.env, path.join(dir, "feed.json"), "--format", "gamemonetize");
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toMatch(/\d added, \d updated, \d unchanged, 0 rejected\./);
    });
  }

  it("creates an administrator with the password from standard input, and sets a new one on a second run", { timeout: 120_000 }, async () => {
    const email = `ops-${engine}@example.com`;
    const result = await adminCreate(install.env, "a long and careful passphrase 42\n", "--email", email);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Created the administrator ${email}.`);
    expect((await signIn(new HttpClient(install.portal.url), email, "a long and careful passphrase 42")).body.message).toBe("Signed in successfully!");

    const again = await adminCreate(install.env, "another careful passphrase 77\n", "--email", email);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`${email} was already an administrator; set its new password`);
    expect((await signIn(new HttpClient(install.portal.url), email, "another careful passphrase 77")).body.message).toBe("Signed in successfully!");
    expect((await signIn(new HttpClient(install.portal.url), email, "a long and careful passphrase 42")).body.message).not.toBe("Signed in successfully!");
  });

  it("refuses a password on the command line, and changes nothing", { timeout: 120_000 }, async () => {
    const email = `argv-${engine}@example.com`;
    const result = await adminCreate(install.env, "", "--email", email, "--password", "a long and careful passphrase 42");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("admin:create failed: a password is never taken from the command line");
    expect((await signIn(new HttpClient(install.portal.url), email, "a long and careful passphrase 42")).body.message).not.toBe("Signed in successfully!");
  });

  it("reads the service's environment file named by --env-file or ZOWII_ENV_FILE; the file's variables win", { timeout: 120_000 }, async () => {
    const file = path.join(dir, `service-${engine}.env`);
    fs.writeFileSync(
      file,
      Object.entries(install.env)
        .map(([name, value]) => `${name}=${value}\n`)
        .join(""),
    );
    // The operator's shell has neither the service's DATABASE_URL nor its DATA_DIR.
    const shell = { DATA_DIR: path.join(dir, `elsewhere-${engine}`) };
    const location = engine === "pglite" ? `pglite (${install.env.DATA_DIR})` : "postgres (";
    const named = await npmRun("content:seed", shell, "--env-file", file);
    expect(named.code, named.stderr).toBe(0);
    expect(named.stdout).toContain(`Seed content: 0 entries added to ${location}`);
    const fromVariable = await npmRun("content:seed", { ...shell, ZOWII_ENV_FILE: file });
    expect(fromVariable.code, fromVariable.stderr).toBe(0);
    expect(fromVariable.stdout).toContain(`Seed content: 0 entries added to ${location}`);
    expect(fs.existsSync(shell.DATA_DIR)).toBe(false);
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
    const result = await command("catalog-import", install.env, file);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("Imported 1 games (1 added, 0 updated)");
    expect(await onTheSite(install.portal, "harbour-lights")).toBe(true);
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

  it("refuses a file it cannot use before it opens the database: the data folder is left as it was", { timeout: 180_000 }, async () => {
    // Opening the database changes the folder, even when nothing is written: the pid file
    // (zowii.pid) comes and goes, PGlite writes its own and its control file.
    const folderState = () =>
      (fs.readdirSync(dataDir, { recursive: true }) as string[])
        .concat(".")
        .sort()
        .map((name) => `${name} ${fs.statSync(path.join(dataDir, name), { bigint: true }).mtimeNs}`);
    const before = folderState();
    const runs = [
      ["feed-import", path.join(dir, "folder.json"), "is a folder, not a file"],
      ["feed-import", "/dev/zero", "is not a regular file"],
      ["feed-import", path.join(dir, "large-feed.json"), FEED_TOO_LARGE],
      ["catalog-import", path.join(dir, "pipe.json"), "is not a regular file"],
      ["catalog-import", path.join(dir, "large-catalog.json"), "the file is larger than 50 MB"],
    ] as const;
    for (const [script, file, reason] of runs) {
      const result = await command(script, env, file);
      expect(result.code, `${script} ${file}: ${result.stderr}`).toBe(1);
      expect(result.stderr).toContain(reason);
      expect(folderState(), `${script} ${file}`).toEqual(before);
    }
  });

  it("stops, creating nothing, when DATA_DIR holds no database; --init creates one", { timeout: 240_000 }, async () => {
    const missing = path.join(dir, "no-database");
    const empty = fs.mkdtempSync(path.join(dir, "empty-"));
    const runs = [
      ["content-seed", missing, []],
      ["content-seed", empty, []],
      ["games-check", missing, []],
      ["catalog-export", empty, []],
      ["feed-import", missing, [path.join(dir, "feed.json")]],
    ] as const;
    for (const [script, folder, args] of runs) {
      const result = await command(script, { DATA_DIR: folder }, ...args);
      expect(result.code, `${script}: ${result.stderr}`).toBe(2);
      expect(result.stderr).toContain(`stopped: no database in ${folder} (DATA_DIR).`);
      expect(result.stderr).toContain("--env-file /etc/zowii/zowii.env");
      expect(result.stderr).toContain("pass --init to create a new database here");
    }
    expect(fs.existsSync(missing)).toBe(false);
    expect(fs.readdirSync(empty)).toEqual([]);

    const created = await command("content-seed", { DATA_DIR: missing }, "--init");
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain(`added to pglite (${missing})`);
    expect(fs.existsSync(path.join(missing, "PG_VERSION"))).toBe(true);
  });

  it("stops with one line when the environment file cannot be read", { timeout: 120_000 }, async () => {
    const file = path.join(dir, "no-such.env");
    for (const result of [await npmRun("content:seed", env, "--env-file", file), await npmRun("games:check", { ...env, ZOWII_ENV_FILE: file })]) {
      expect(result.code).toBe(2);
      expect(result.stderr.trim()).toMatch(/^(content:seed|games:check) failed: The environment file .*no-such\.env cannot be read \(ENOENT\)/);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
    }
  });

  it("runs as a user who cannot write the code folder, and writes nothing under node_modules", { timeout: 180_000 }, async () => {
    // The test runs as root; the service's user is played by one that owns only its data and temporary folders.
    const home = fs.mkdtempSync(path.join(os.tmpdir(), "zowii-service-user-"));
    fs.chmodSync(home, 0o755);
    const serviceData = path.join(home, "data");
    await databaseFrom("migrated", "pglite", serviceData);
    const tmp = path.join(home, "tmp");
    fs.mkdirSync(tmp);
    execFileSync("chown", ["-R", "postgres:postgres", serviceData, tmp]);
    const cache = path.join(projectRoot, "node_modules", ".cache");
    const before = listing(cache);
    const since = Date.now();
    try {
      const result = await asServiceUser(["scripts/lib/run-bundled.mjs", "scripts/content-seed.ts"], { DATA_DIR: serviceData, HOME: tmp, TMPDIR: tmp });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(`added to pglite (${serviceData})`);
      expect(listing(cache).filter((entry) => !before.includes(entry) || fs.statSync(entry).mtimeMs >= since)).toEqual([]);
      // The bundle's own folder is gone with the command.
      expect(fs.readdirSync(tmp)).toEqual([]);
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});

/** Every file and folder under `folder` whose name is a command's (scripts/*.ts), recursively; none when it does not exist. */
function listing(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  const commands = fs
    .readdirSync(path.join(projectRoot, "scripts"))
    .filter((name) => name.endsWith(".ts"))
    .map((name) => name.slice(0, -3));
  return (fs.readdirSync(folder, { recursive: true }) as string[])
    .filter((entry) => commands.some((name) => path.basename(entry).startsWith(`${name}-`)))
    .map((entry) => path.join(folder, entry));
}

/** A command run by node as the postgres user, from the project folder, which that user cannot write. */
function asServiceUser(args: string[], env: NodeJS.ProcessEnv) {
  return runCommand("runuser", ["-u", "postgres", "--", process.execPath, ...args], env);
}
