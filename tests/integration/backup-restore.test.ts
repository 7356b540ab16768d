/**
 * npm run backup and npm run restore on both engines, as the operator runs them: a backup
 * taken while the portal runs (on the embedded database the portal holds its database still
 * for the copy), a change made after it undone by the restore, and every refusal (a running
 * portal, a file that is no backup of this engine's, a backup already there) changing nothing.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { describeDatabaseUrl } from "~/domain/platform/config.server";
import { openDatabase, type DatabaseHandle } from "~/domain/db/connection.server";
import { games } from "~/domain/db/schema.server";
import { runCommand, runScript } from "../support/commands";
import { setUpInstall, startEnginePortal } from "../support/portal-install";
import { ENGINES, temporaryDirectory } from "../support/test-database";

const run = promisify(execFile);

/** A command with the portal's settings, as the operator's shell runs it; `npm run <name> -- args` exactly, when `viaNpm`. */
function command(name: "backup" | "restore", env: NodeJS.ProcessEnv, args: string[], { viaNpm = false } = {}) {
  return viaNpm ? runCommand("npm", ["run", "--silent", name, "--", ...args], env) : runScript(name, env, args);
}

/** `text` as a regular expression that matches it alone. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The game the test deletes after the backup: one of the seed's. */
const SLUG = "zowii-snake";

describe.each(ENGINES)("npm run backup and restore on %s", (engine) => {
  const dir = temporaryDirectory("zowii-backup-");
  const dataDir = path.join(dir, "data");
  const backupFile = path.join(dir, engine === "postgres" ? "zowii.dump" : "zowii.tar.gz");
  let name: string;

  /** The database opened by the test, the portal stopped (the embedded one serves one process). */
  async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>, folder = dataDir): Promise<T> {
    const handle = await openDatabase({ databaseUrl: install.databaseUrl, dataDir: folder });
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  }

  const gameCount = (handle: DatabaseHandle) => handle.db.$count(games);
  const hasGame = async (handle: DatabaseHandle) => (await handle.db.select({ id: games.id }).from(games).where(eq(games.slug, SLUG))).length === 1;
  /** The folders a restore of the embedded database makes beside DATA_DIR. */
  const besideDataDir = () => fs.readdirSync(dir).filter((entry) => entry.startsWith("data."));

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // Registered after the folder's removal, so closed before it.
  const install = setUpInstall(
    () => startEnginePortal(engine, "seeded", dataDir),
    async ({ databaseUrl }) => {
      name = databaseUrl ? `postgres (${describeDatabaseUrl(databaseUrl)})` : `pglite (${dataDir})`;
    },
  );

  it("backs up while the portal runs; a restore is refused meanwhile, and a second backup without --force", { timeout: 120_000 }, async () => {
    // The site answers while it is copied.
    const pages = Array.from({ length: 5 }, () => fetch(`${install.portal.url}/game/${SLUG}`).then(async (page) => (await page.arrayBuffer(), page.status)));
    const backup = await command("backup", install.env, ["--out", backupFile], { viaNpm: true });
    expect(backup.code, backup.stderr).toBe(0);
    const lines = backup.stdout.trim().split("\n");
    expect(lines[0]).toMatch(new RegExp(`^Backed up ${literal(name)} to ${literal(backupFile)}: \\d+\\.\\d (KB|MB)\\.$`));
    if (engine === "pglite") expect(lines[1]).toMatch(/^The running portal held its database still for \d+\.\d s while it was copied\.$/);
    expect(await Promise.all(pages)).toEqual([200, 200, 200, 200, 200]);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir).filter((entry) => entry.endsWith(".partial"))).toEqual([]);
    expect((await fetch(`${install.portal.url}/readyz`)).status).toBe(200);

    const written = fs.readFileSync(backupFile);
    const again = await command("backup", install.env, ["--out", backupFile]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`backup failed: ${backupFile} exists already: pass --force to replace it.`);
    expect(fs.readFileSync(backupFile).equals(written)).toBe(true);

    const refused = await command("restore", install.env, [backupFile]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      engine === "pglite"
        ? `restore failed: the embedded database in ${dataDir} is in use by process ${install.portal.pid} (the portal, or a command): stop the portal first`
        : "restore failed: ",
    );
    if (engine === "postgres") expect(refused.stderr).toMatch(/\d+ other sessions? (is|are) connected to the database .*: stop every instance of the portal/);
    expect(refused.stderr).toContain("Nothing was changed.");
    expect(besideDataDir()).toEqual([]);
    expect((await fetch(`${install.portal.url}/game/${SLUG}`)).status).toBe(200);
    await install.portal.stop();
  });

  it("refuses a file that is no backup of this engine's, losing nothing", { timeout: 120_000 }, async () => {
    const deleted = await withDatabase(async (handle) => {
      await handle.db.delete(games).where(eq(games.slug, SLUG));
      return gameCount(handle);
    });
    const garbage = path.join(dir, "garbage.bin");
    fs.writeFileSync(garbage, "This is not a backup, only some words.\n");
    const otherEngines = path.join(dir, "other-engine");
    // The other engine's, by the bytes its files start with.
    fs.writeFileSync(otherEngines, engine === "pglite" ? Buffer.concat([Buffer.from("PGDMP"), Buffer.alloc(64)]) : zlib.gzipSync("a copy of a folder"));
    const refusals: [string, string][] = [
      [garbage, `${garbage} is not a backup npm run backup made: neither a pg_dump file nor a copy of the embedded database`],
      [
        otherEngines,
        engine === "pglite"
          ? `${otherEngines} is a backup of a PostgreSQL database (pg_dump's), and this restore is to the embedded database in ${dataDir}: set DATABASE_URL`
          : `${otherEngines} is a copy of the embedded database, and this restore is to PostgreSQL (DATABASE_URL): unset DATABASE_URL`,
      ],
    ];
    if (engine === "pglite") {
      const notTar = path.join(dir, "not-a-tar.tar.gz");
      fs.writeFileSync(notTar, zlib.gzipSync("Gzipped words, not a tar. ".repeat(200)));
      refusals.push([notTar, `${notTar} is not a backup npm run backup made: tar cannot read it`]);
      // A gzipped tar of another folder.
      fs.mkdirSync(path.join(dir, "notes"));
      fs.writeFileSync(path.join(dir, "notes/notes.txt"), "Not a database.\n");
      const otherFolder = path.join(dir, "notes.tar.gz");
      await run("tar", ["--create", "--gzip", `--file=${otherFolder}`, `--directory=${path.join(dir, "notes")}`, "."]);
      refusals.push([otherFolder, `${otherFolder} is gzipped, but not a copy of a database folder (it holds no PG_VERSION)`]);
    }
    for (const [file, message] of refusals) {
      const result = await command("restore", install.env, [file]);
      expect(result.code, file).toBe(1);
      expect(result.stderr).toContain(`restore failed: ${message}`);
      expect(result.stderr).toContain("Nothing was changed.");
    }
    expect(besideDataDir()).toEqual([]);
    expect(await withDatabase(async (handle) => [await hasGame(handle), await gameCount(handle)])).toEqual([false, deleted]);
  });

  it("restores the backup: the game deleted after it is back", { timeout: 120_000 }, async () => {
    if (engine === "postgres") {
      // A table the backup does not hold (a newer release's) would stay and break that release's migrations.
      await withDatabase((handle) => handle.db.execute(sql`create table made_after_the_backup (id int)`));
      const refused = await command("restore", install.env, [backupFile]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("restore failed: the database holds tables the backup does not (public.made_after_the_backup)");
      expect(await withDatabase(hasGame)).toBe(false);
      await withDatabase((handle) => handle.db.execute(sql`drop table made_after_the_backup`));
    }

    const restored = await command("restore", install.env, [backupFile], { viaNpm: true });
    expect(restored.code, restored.stderr).toBe(0);
    const lines = restored.stdout.trim().split("\n");
    const count = await withDatabase(async (handle) => {
      expect(await hasGame(handle)).toBe(true);
      return gameCount(handle);
    });
    expect(lines[0]).toBe(`Restored ${name} from ${backupFile}: ${count} games.`);
    if (engine === "postgres") return;

    // The folder replaced is kept beside DATA_DIR, as it was after the deletion.
    const [aside] = besideDataDir();
    expect(aside).toMatch(/^data\.before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d$/);
    expect(lines[1]).toBe(`The database it replaced is in ${path.join(dir, aside!)}: remove it (rm -r ${path.join(dir, aside!)}) once the site works.`);
    expect(await withDatabase(hasGame, path.join(dir, aside!))).toBe(false);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(dataDir)).not.toContain("zowii.pid");
    expect(fs.readdirSync(dataDir)).not.toContain("zowii.sock");

    // With the portal stopped, the backup locks the folder and copies it itself.
    const stopped = await command("backup", install.env, ["--out", backupFile, "--force"]);
    expect(stopped.code, stopped.stderr).toBe(0);
    expect(stopped.stdout.trim().split("\n")).toHaveLength(1);
    expect(fs.readdirSync(dataDir)).not.toContain("zowii.pid");
  });
});
