import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/domain/db/connection.server";
import { seedCatalog } from "../../content/catalog/seed-games";
import { ADMIN_PATH, signIn, signUp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { failedStart, freePort, projectRoot, startPortal, type RunningPortal } from "../support/portal-server";
import { createPostgresDatabase, pgliteDirectoryFrom, temporaryDirectory } from "../support/test-database";

/** Start-up problems are told in one entry, and the process exits 1. */
function expectOneLine(result: { code: number | null; problems: string }, pattern: RegExp) {
  expect(result.code).toBe(1);
  const lines = result.problems.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Zowii cannot start: /);
  expect(lines[0]).toMatch(pattern);
}

/** The first pages, a crawler's say, are ranked from memory, not by the database. */
function expectRelatedIndexBeforeReady(output: string) {
  expect(output).toMatch(new RegExp(`Related games: ${seedCatalog.length} published games indexed in \\d+ ms\\.[^\\n]*\\n(.*\\n)*.*Zowii is ready`));
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function dataDir() {
  const dir = temporaryDirectory("zowii-startup-");
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A copy of the run's seeded embedded database, for the tests whose subject is not how a database comes to be. */
function seededDataDir() {
  const dir = pgliteDirectoryFrom("seeded", "zowii-startup-");
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Eight uncached pages at once, twice: render threads start (or not), and every page is whole. */
async function expectRenderThreadsUnderLoad(portal: RunningPortal, start: boolean) {
  const slugs = seedCatalog.slice(0, 16).map((game) => game.slug);
  for (const batch of [slugs.slice(0, 8), slugs.slice(8)]) {
    const pages = await Promise.all(
      batch.map((slug) => fetch(`${portal.url}/game/${slug}`).then(async (answer) => [answer.status, await answer.text()] as const)),
    );
    for (const [status, html] of pages) {
      expect(status).toBe(200);
      expect(html).toMatch(/<\/html>$/);
    }
    if (start) await waitFor(() => portal.output().includes("Pages render in 2 threads from now on"), 30_000);
  }
  if (!start) expect(portal.output()).not.toContain("Pages render in");
}

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(condition()).toBe(true);
}

/** Every file and folder under `dir` (the folder itself too) that group or others can reach, with its mode. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.mode & 0o077) open.push(`${path.relative(dir, entry) || "."} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return open;
}

async function servesBloxd(baseUrl: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/game/bloxd-io`);
  return response.status === 200 && (await response.text()).includes("Bloxd.io");
}

describe("start-up", () => {
  it("refuses a malformed DATABASE_URL in one line", async () => {
    expectOneLine(await failedStart({ DATABASE_URL: "not a url" }), /DATABASE_URL is not a valid URL/);
    expectOneLine(await failedStart({ DATABASE_URL: "mysql://db/zowii" }), /must start with postgres:\/\//);
    expectOneLine(await failedStart({ DATABASE_URL: "postgres://127.0.0.1:5432" }), /names no database/);
  });

  it("says when PostgreSQL cannot be reached, without the password", async () => {
    const port = await freePort();
    const result = await failedStart({ DATABASE_URL: `postgres://zowii:s3cret@127.0.0.1:${port}/zowii` });
    expectOneLine(result, /Cannot connect to PostgreSQL at 127\.0\.0\.1:\d+\/zowii/);
    expect(result.output).not.toContain("s3cret");
  });

  it("says when the data directory is not writable", async () => {
    const file = path.join(dataDir(), "a-file");
    fs.writeFileSync(file, "");
    expectOneLine(await failedStart({ DATA_DIR: path.join(file, "data") }), /data directory .* is not writable/);
  });

  it("refuses a DATA_DIR that other users can reach, in one line saying how to close it, and so do the commands", async () => {
    for (const mode of [0o755, 0o750, 0o705]) {
      const dir = dataDir();
      fs.chmodSync(dir, mode);
      const octal = mode.toString(8);
      expectOneLine(
        await failedStart({ DATA_DIR: dir }),
        new RegExp(
          `^Zowii cannot start: DATA_DIR ${dir} is open to other users of this machine \\(mode ${octal}\\).*: run \`chmod 700 ${dir}\` \\(and \`chmod -R go-rwx ${dir}\` for the files already in it\\), then start again\\.$`,
        ),
      );
      // Nothing was written in it: no database, no pid file.
      expect(fs.readdirSync(dir)).toEqual([]);
      const command = spawnSync(process.execPath, ["scripts/lib/run-bundled.mjs", "scripts/games-check.ts"], {
        cwd: projectRoot,
        env: { ...process.env, DATABASE_URL: "", DATA_DIR: dir },
        encoding: "utf8",
      });
      expect(command.status).toBe(1);
      expect(command.stderr.trim().split("\n")).toEqual([
        expect.stringMatching(new RegExp(`^games:check failed: DATA_DIR ${dir} is open to other users of this machine \\(mode ${octal}\\).*chmod 700`)),
      ]);
      expect(fs.readdirSync(dir)).toEqual([]);
    }
  });

  it("refuses an embedded database that another process has open, and takes over a stale lock", { timeout: 120_000 }, async () => {
    const dir = seededDataDir();
    const handle = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    try {
      expectOneLine(await failedStart({ DATA_DIR: dir }), new RegExp(`in use by process ${process.pid}`));
    } finally {
      await handle.close();
    }
    expect(fs.existsSync(path.join(dir, "zowii.pid"))).toBe(false);

    const finished = spawnSync(process.execPath, ["-e", ""]);
    fs.writeFileSync(path.join(dir, "zowii.pid"), String(finished.pid));
    const portal = await startPortal({ DATA_DIR: dir });
    await portal.stop();
  });

  it("opens the embedded database with a small buffer pool of its own (the kernel caches its files)", async () => {
    const handle = await openDatabase({ databaseUrl: undefined, dataDir: seededDataDir() });
    try {
      const result = (await handle.db.execute(sql`show shared_buffers`)) as unknown as { rows: unknown[] };
      expect(result.rows).toEqual([{ shared_buffers: "16MB" }]);
    } finally {
      await handle.close();
    }
  });

  it("stops on a failed migration and leaves nothing half-migrated", async () => {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // A table in the way makes the first migration fail part-way through.
    await client.query("create table games (id int)");
    expectOneLine(await failedStart({ DATABASE_URL: database.url }), /Database migration failed/);
    const tables = await client.query("select table_name from information_schema.tables where table_schema = 'public' order by 1");
    await client.end();
    expect(tables.rows.map((row) => row.table_name)).toEqual(["games"]);
  });

  it("warns at start and on the admin dashboard while SITE_URL is unset, and not once it is set; warns of a TRUST_PROXY any client can use", async () => {
    const database = await createPostgresDatabase("seeded");
    cleanups.push(database.drop);
    // Listening on every address and believing any client's X-Forwarded-For: warned too.
    const unset = await startPortal({ DATABASE_URL: database.url, SITE_URL: "", HOST: "0.0.0.0", TRUST_PROXY: "1" });
    try {
      expect(unset.output()).toContain("SITE_URL is not set, so pages, mails and the sitemap link to http://localhost:3000");
      expect(unset.output()).toContain("TRUST_PROXY=1 believes X-Forwarded-For from whoever connects, and the portal listens on 0.0.0.0");
      // The embedded default still works: the site answers, with the default in its links.
      expect(await (await fetch(`${unset.url}/sitemap.xml`)).text()).toContain("http://localhost:3000/sitemaps/");
      const admin = new HttpClient(unset.url);
      expect((await signUp(admin, "site-url@example.com", "granite-willow-signal-35")).body.enter).toBe(true);
      const dashboard = await (await admin.get(ADMIN_PATH)).text();
      expect(dashboard).toContain("Search engines will see wrong links");
      expect(dashboard).toContain("SITE_URL is not set");
    } finally {
      await unset.stop();
    }

    const set = await startPortal({ DATABASE_URL: database.url, HOST: "0.0.0.0", TRUST_PROXY: "loopback" });
    try {
      expect(set.output()).not.toContain("SITE_URL is not set");
      expect(set.output()).not.toContain("TRUST_PROXY");
      const admin = new HttpClient(set.url);
      expect((await signIn(admin, "site-url@example.com", "granite-willow-signal-35")).body.enter).toBe(true);
      const dashboard = await (await admin.get(ADMIN_PATH)).text();
      expect(dashboard).toContain("Welcome back!");
      expect(dashboard).not.toContain("SITE_URL is not set");
    } finally {
      await set.stop();
    }
  });

  it("creates a new embedded database in a process of its own, whose memory goes when it exits", () => {
    // Creating a database in-process peaks near 800 MB and keeps most of it (a WebAssembly
    // memory never shrinks); opened after a short-lived process made it, about 250 MB.
    const open = `const { openDatabase } = await import("~/domain/db/connection.server");
      const handle = await openDatabase({ databaseUrl: undefined, dataDir: process.argv[1] });
      await handle.close();
      const status = (await import("node:fs")).readFileSync("/proc/self/status", "utf8");
      console.log(/VmHWM:\\s+(\\d+)/.exec(status)[1]);`;
    const dir = dataDir();
    const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", open, dir], { cwd: projectRoot, encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(fs.existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
    expect(Number(result.stdout) / 1024).toBeLessThan(400);
  });

  it("sets up a new embedded install itself when the process meant to do it fails, and says why", () => {
    const run = `const { sql } = await import("drizzle-orm");
      const { startRuntime, stopRuntime } = await import("~/domain/platform/runtime.server");
      const failing = "data:text/javascript," + encodeURIComponent('export async function setUpNewInstall() { throw new Error("no room left on the disk"); }');
      const { handle } = await startRuntime({ ...process.env, DATA_DIR: process.argv[1] }, { setUpWith: failing });
      const { rows } = await handle.db.execute(sql\`select count(*)::int as n from games\`);
      console.log("games:", rows[0].n);
      await stopRuntime();`;
    const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", run, dataDir()], { cwd: projectRoot, encoding: "utf8" });
    expect(result.stdout).toContain("Setting up the new install in a process of its own failed (no room left on the disk): the portal does it itself.");
    expect(result.stdout).toContain(`Loaded ${seedCatalog.length} seed games into the new catalog.`);
    expect(result.stdout).toContain(`games: ${seedCatalog.length}`);
    expect(result.status).toBe(0);
  }, 120_000);

  it(
    "creates, migrates and seeds a new embedded database in a process of its own, the owner's only, and starts again on it unchanged",
    { timeout: 180_000 },
    async () => {
      // A folder the portal creates, with a parent it creates too.
      const dir = path.join(dataDir(), "zowii", "data");
      const first = await startPortal({ DATA_DIR: dir });
      // By a process of its own, whose memory goes when it exits; the portal then opens the folder once.
      expect(first.output()).toMatch(
        new RegExp(
          `Loaded ${seedCatalog.length} seed games[^\\n]*\\n(.*\\n)*.*New install: its database was created, migrated and seeded by a process of its own\\.[^\\n]*\\n(.*\\n)*.*Database: pglite`,
        ),
      );
      expect(first.output().match(/seed games/g)).toHaveLength(1);
      await first.stop();
      // Rendering in the portal's own thread, which reads the index before it listens.
      const second = await startPortal({ DATA_DIR: dir, RENDER_THREADS: "0" });
      expect(second.output()).not.toContain("seed games");
      expect(second.output()).not.toContain("New install");
      expectRelatedIndexBeforeReady(second.output());
      await expectRenderThreadsUnderLoad(second, false);
      expect(await servesBloxd(second.url)).toBe(true);
      // The session secret and the sessions are in these files: none is another user's to read,
      // the pid file and the command socket of the running portal included.
      expect(fs.readdirSync(dir)).toEqual(expect.arrayContaining(["PG_VERSION", "zowii.pid", "zowii.sock"]));
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.dirname(dir)).mode & 0o777).toBe(0o700);
      expect(openToOthers(dir)).toEqual([]);
      await second.stop();
      expect(openToOthers(dir)).toEqual([]);
    },
  );

  it(
    "migrates and seeds a new PostgreSQL database once when two instances start on it at the same moment, and starts again on it unchanged",
    { timeout: 180_000 },
    async () => {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      const starts = await Promise.allSettled([startPortal({ DATABASE_URL: database.url, RENDER_THREADS: "2" }), startPortal({ DATABASE_URL: database.url })]);
      const portals = starts.flatMap((start) => (start.status === "fulfilled" ? [start.value] : []));
      try {
        expect(starts.map((start) => (start.status === "rejected" ? String(start.reason) : "started"))).toEqual(["started", "started"]);
        const output = portals.map((portal) => portal.output()).join("\n");
        expect(output.match(/Loaded \d+ seed games/g)).toEqual([`Loaded ${seedCatalog.length} seed games`]);
        expect(output).not.toMatch(/duplicate key|unique constraint/i);
        for (const portal of portals) expectRelatedIndexBeforeReady(portal.output());
        // Render threads start once the portal's own thread has several renders at once, and take over.
        const [threaded] = portals;
        expect(threaded!.output()).not.toContain("Pages render in");
        await expectRenderThreadsUnderLoad(threaded!, true);
        for (const portal of portals) expect(await servesBloxd(portal.url)).toBe(true);
      } finally {
        await Promise.all(portals.map((portal) => portal.stop()));
      }

      const again = await startPortal({ DATABASE_URL: database.url });
      expect(again.output()).not.toContain("seed games");
      await again.stop();

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query("select count(*)::int as games, count(distinct slug)::int as slugs from games");
      await client.end();
      expect(rows[0]).toEqual({ games: seedCatalog.length, slugs: seedCatalog.length });
    },
  );
});
