/**
 * The embedded database's backups: its folder (DATA_DIR) as a gzipped tar. A running portal
 * holds its database still while the folder is copied (holdPortalDatabase: no transaction
 * half done, no query running, so the copy opens as the database stood); a stopped portal's
 * folder is locked for the copy, so none starts meanwhile. A restore unpacks the copy beside
 * DATA_DIR, opens it to check it is a Zowii database, and only then moves the old folder
 * aside and puts the new one in its place.
 *
 * Not PGlite's own dumpDataDir: it builds the whole tar in memory (the portal's memory, for
 * a copy the portal makes), and it cannot read a folder holding the command socket.
 */
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { StartupError } from "../platform/startup-error.server";
import { holdPortalDatabase, PortalHoldError } from "../commands/command-socket-client.server";
import { dataDirectoryUser, errorText, lockDataDirectory, openDatabase, type DatabaseHandle } from "../db/connection.server";
import { pgliteDatabaseExists } from "../db/data-directory.server";
import { BackupError, programProblem, runProgram } from "./programs.server";

const TAR_PACKAGE = "install Debian's tar (apt-get install tar)";

/** What the portal keeps in DATA_DIR beside the database, never part of a copy: its lock, its command socket, its write check. */
const NOT_COPIED = ["./zowii.pid", "./zowii.sock", "./.write-check-*"];

/**
 * Writes a copy of the database in `dataDir` to `file`. Resolves to how long the running
 * portal held its database still for it, or null when no portal ran.
 *
 * The folder is copied as a plain tar beside `file`, and compressed once the portal goes on:
 * compressing took five times as long as the copy (a 60 MB folder: 0.3 s to copy, 1.5 s more
 * at gzip's fastest level), and while the portal holds still /readyz waits too, answering 503
 * past 2 s. The plain copy needs as much room as DATA_DIR for that while.
 */
export async function backUpEmbedded(dataDir: string, file: string): Promise<{ heldMs: number | null }> {
  if (!pgliteDatabaseExists(dataDir)) throw new BackupError(`${dataDir} (DATA_DIR) holds no database to back up`);
  const hold = await holdPortalDatabase(dataDir).catch((error: unknown) => {
    if (!(error instanceof PortalHoldError)) throw error;
    throw new BackupError(
      `the running portal did not hold its database still for the copy (${error.message}): restart it on this release, or stop it and back up then`,
    );
  });
  const plainCopy = `${file}.tar`;
  const started = performance.now();
  const release = hold ? () => hold.end() : lockDataDirectory(dataDir);
  let heldMs = 0;
  try {
    try {
      const run = await runProgram(
        "tar",
        ["--create", `--file=${plainCopy}`, `--directory=${dataDir}`, ...NOT_COPIED.map((name) => `--exclude=${name}`), "."],
        { missing: TAR_PACKAGE },
      );
      if (run.code !== 0) throw new BackupError(`tar could not copy ${dataDir}: ${programProblem(run)}`);
      const letGo = hold?.letGo();
      if (letGo) throw new BackupError(`the portal let go of its database before the copy was done (${letGo}): stop the portal and back up then`);
    } finally {
      release();
      heldMs = performance.now() - started;
    }
    await pipeline(fs.createReadStream(plainCopy), zlib.createGzip(), fs.createWriteStream(file, { mode: 0o600 }));
  } finally {
    fs.rmSync(plainCopy, { force: true });
  }
  return { heldMs: hold ? heldMs : null };
}

/** The names a gzipped tar holds; a BackupError when `file` is none. */
async function copyMembers(file: string): Promise<Set<string>> {
  const run = await runProgram("tar", ["--list", "--gzip", `--file=${file}`], { missing: TAR_PACKAGE });
  if (run.code !== 0) throw new BackupError(`${file} is not a backup npm run backup made: tar cannot read it (${programProblem(run)})`);
  return new Set(run.stdout.split("\n").map((name) => name.replace(/^\.\//, "").replace(/\/$/, "")));
}

/** Every file and folder under `dir`, `dir` too, given to `owner`. */
function giveTree(dir: string, owner: { uid: number; gid: number }): void {
  fs.lchownSync(dir, owner.uid, owner.gid);
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) fs.lchownSync(path.join(dir, entry), owner.uid, owner.gid);
}

/** Opens the database unpacked in `dir`, as the portal would: its games counted, or a BackupError saying why it cannot be used. */
async function checkUnpacked(dir: string, file: string): Promise<number> {
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ dataDir: dir, databaseUrl: undefined });
  } catch (error) {
    throw new BackupError(`the database in ${file} cannot be opened (${error instanceof StartupError ? error.message : errorText(error)})`);
  }
  try {
    const result = (await handle.db.execute(sql`select count(*)::int as games from games`)) as unknown as { rows: { games: number }[] };
    return result.rows[0]!.games;
  } catch (error) {
    throw new BackupError(`${file} holds a database, but not Zowii's (${errorText(error)})`);
  } finally {
    await handle.close();
  }
}

/** A name beside `dataDir` for the folder a restore replaces, not yet taken. */
function asideName(dataDir: string): string {
  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, "-");
  for (let n = 1; ; n++) {
    const aside = `${dataDir}.before-restore-${stamp}${n > 1 ? `-${n}` : ""}`;
    if (!fs.existsSync(aside)) return aside;
  }
}

/**
 * Puts the database of the copy `file` in `dataDir`, the folder there before moved aside
 * (returned, or null when there was none, or it was empty). The portal must be stopped.
 * Refused before anything changes when the file is no such copy, the folder is in use, this
 * user may not write beside it, or the copy's database does not open.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<{ games: number; aside: string | null }> {
  const members = await copyMembers(file);
  if (!members.has("PG_VERSION")) throw new BackupError(`${file} is gzipped, but not a copy of a database folder (it holds no PG_VERSION)`);
  const user = dataDirectoryUser(dataDir);
  if (user !== null) {
    throw new BackupError(
      `the embedded database in ${dataDir} is in use by process ${user} (the portal, or a command): ` +
        "stop the portal first (systemctl stop zowii@3001), then restore again",
    );
  }
  const parent = path.dirname(dataDir);
  const existing = fs.existsSync(dataDir) ? fs.statSync(dataDir) : null;
  const root = process.getuid?.() === 0;
  if (!existing && root) {
    throw new BackupError(
      `${dataDir} (DATA_DIR) does not exist: make it the portal's user's first (install -d -m 0700 -o zowii -g zowii ${dataDir}), ` +
        "so that the restored database is given to that user",
    );
  }
  if (existing && !root && existing.uid !== process.getuid?.()) {
    throw new BackupError(`${dataDir} (DATA_DIR) belongs to another user (uid ${existing.uid}): run the restore as that user, or as root`);
  }
  try {
    fs.accessSync(parent, fs.constants.W_OK);
  } catch {
    throw new BackupError(
      `the restored folder is made beside ${dataDir}, and the old one kept there, but this user cannot write ${parent}: ` +
        "run the restore as root (the restored folder is given to DATA_DIR's owner)",
    );
  }

  const release = existing ? lockDataDirectory(dataDir) : () => undefined;
  let unpacked: string | undefined;
  try {
    unpacked = fs.mkdtempSync(path.join(parent, `${path.basename(dataDir)}.restoring-`));
    const run = await runProgram("tar", ["--extract", "--gzip", `--file=${file}`, `--directory=${unpacked}`, "--no-same-owner", "--no-same-permissions"], {
      missing: TAR_PACKAGE,
    });
    if (run.code !== 0) throw new BackupError(`tar could not unpack ${file}: ${programProblem(run)}`);
    fs.chmodSync(unpacked, 0o700);
    const games = await checkUnpacked(unpacked, file);
    if (root && existing) giveTree(unpacked, existing);
    const aside = replaceFolder(dataDir, unpacked);
    return { games, aside };
  } finally {
    // Gone already once it is DATA_DIR.
    if (unpacked) fs.rmSync(unpacked, { recursive: true, force: true });
    release();
  }
}

/** Moves `dataDir` aside (or removes it when it holds nothing) and `unpacked` into its place; the aside folder, or null. */
function replaceFolder(dataDir: string, unpacked: string): string | null {
  if (!fs.existsSync(dataDir)) {
    fs.renameSync(unpacked, dataDir);
    return null;
  }
  const ownLock = path.join(dataDir, "zowii.pid");
  if (fs.readdirSync(dataDir).every((name) => path.join(dataDir, name) === ownLock)) {
    fs.rmSync(dataDir, { recursive: true });
    fs.renameSync(unpacked, dataDir);
    return null;
  }
  const aside = asideName(dataDir);
  fs.renameSync(dataDir, aside);
  try {
    fs.renameSync(unpacked, dataDir);
  } catch (error) {
    fs.renameSync(aside, dataDir);
    throw error;
  }
  // This restore's lock, moved aside with the folder: the folder opens again once it is gone.
  fs.rmSync(path.join(aside, "zowii.pid"), { force: true });
  return aside;
}
