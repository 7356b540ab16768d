/**
 * npm run backup and npm run restore: the whole database to one file and back, on either
 * engine. PostgreSQL's is pg_dump's file (postgres-backup.server.ts); the embedded
 * database's a gzipped tar of its folder (embedded-backup.server.ts). A file is told apart
 * by its first bytes, so that one engine's restore refuses the other's backup, and anything
 * else, before it changes anything.
 */
import fs from "node:fs";
import path from "node:path";
import { describeDatabaseUrl, type ServerConfig } from "../platform/config.server";
import type { CommandOutput } from "../commands/commands.server";
import { backUpEmbedded, restoreEmbedded } from "./embedded-backup.server";
import { backUpPostgres, restorePostgres } from "./postgres-backup.server";
import { BackupError } from "./programs.server";

export { BackupError } from "./programs.server";

type BackupKind = "postgres" | "pglite";

/** pg_dump's custom format starts so. */
const PG_DUMP_SIGNATURE = Buffer.from("PGDMP");
/** gzip's, the embedded database's copy. */
const GZIP_SIGNATURE = Buffer.from([0x1f, 0x8b]);

/** Which engine's backup `file` is by its first bytes, or null when neither's. */
function backupKind(file: string): BackupKind | null {
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  } catch (error) {
    throw new BackupError(`${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  try {
    if (!fs.fstatSync(fd).isFile()) throw new BackupError(`${file} is not a file`);
    const start = Buffer.alloc(PG_DUMP_SIGNATURE.length);
    const read = fs.readSync(fd, start, 0, start.length, 0);
    if (read === PG_DUMP_SIGNATURE.length && start.equals(PG_DUMP_SIGNATURE)) return "postgres";
    if (read >= GZIP_SIGNATURE.length && start.subarray(0, GZIP_SIGNATURE.length).equals(GZIP_SIGNATURE)) return "pglite";
    return null;
  } finally {
    fs.closeSync(fd);
  }
}

/** Which database the configuration names, as the other commands' lines say it: `postgres (host:5432/zowii)`, `pglite (/var/lib/zowii)`. */
function databaseName(config: Pick<ServerConfig, "databaseUrl" | "dataDir">): string {
  return config.databaseUrl ? `postgres (${describeDatabaseUrl(config.databaseUrl)})` : `pglite (${config.dataDir})`;
}

/** 1234567 bytes as "1.2 MB". */
function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Writes a backup of the database to `out`: beside it first, renamed once whole, so a
 * failed backup never leaves half a file under the name; the owner's alone (0600), for it
 * holds the sign-in secrets. An existing file is replaced only when `force` is set.
 */
export async function backUp(config: ServerConfig, { out, force }: { out: string; force: boolean }, output: CommandOutput): Promise<void> {
  const target = path.resolve(out);
  if (fs.existsSync(target) && !force) throw new BackupError(`${target} exists already: pass --force to replace it`);
  if (!fs.existsSync(path.dirname(target))) throw new BackupError(`the folder ${path.dirname(target)} does not exist`);
  if (!config.databaseUrl && !path.relative(config.dataDir, target).startsWith("..")) {
    throw new BackupError(`${target} is inside DATA_DIR (${config.dataDir}), whose next copy it would be part of: write it elsewhere`);
  }
  const partial = `${target}.partial`;
  let heldMs: number | null = null;
  try {
    if (config.databaseUrl) await backUpPostgres(config.databaseUrl, partial);
    else ({ heldMs } = await backUpEmbedded(config.dataDir, partial));
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  output.line(`Backed up ${databaseName(config)} to ${target}: ${sizeText(fs.statSync(target).size)}.`);
  if (heldMs !== null) output.line(`The running portal held its database still for ${(heldMs / 1000).toFixed(1)} s while it was copied.`);
}

/**
 * Replaces the database with the backup in `file`. PostgreSQL's instances, and the portal on
 * the embedded database, must be stopped first; the embedded database's old folder is kept.
 */
export async function restore(config: ServerConfig, file: string, output: CommandOutput): Promise<void> {
  const source = path.resolve(file);
  const kind = backupKind(source);
  const engine = config.databaseUrl ? "postgres" : "pglite";
  if (kind === null) throw new BackupError(`${source} is not a backup npm run backup made: neither a pg_dump file nor a copy of the embedded database`);
  if (kind !== engine) {
    throw new BackupError(
      kind === "postgres"
        ? `${source} is a backup of a PostgreSQL database (pg_dump's), and this restore is to the embedded database in ${config.dataDir}: set DATABASE_URL to restore it into PostgreSQL`
        : `${source} is a copy of the embedded database, and this restore is to PostgreSQL (DATABASE_URL): unset DATABASE_URL to restore it as the embedded database in DATA_DIR`,
    );
  }
  if (config.databaseUrl) {
    const { games } = await restorePostgres(config.databaseUrl, source);
    output.line(`Restored ${databaseName(config)} from ${source}: ${games} ${games === 1 ? "game" : "games"}.`);
    return;
  }
  const { games, aside } = await restoreEmbedded(config.dataDir, source);
  output.line(`Restored ${databaseName(config)} from ${source}: ${games} ${games === 1 ? "game" : "games"}.`);
  if (aside) output.line(`The database it replaced is in ${aside}: remove it (rm -r ${aside}) once the site works.`);
}
