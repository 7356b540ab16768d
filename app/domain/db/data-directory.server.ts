import fs from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";
import { StartupError } from "../platform/startup-error.server";

/**
 * The data folder holds the embedded database: its WAL carries the session secret and live
 * session tokens, enough for any local user who can read them to sign in as an
 * administrator. Everything in it is the owner's only.
 */
const OTHERS_BITS = 0o077;

/**
 * Files and folders this process creates from now on are the owner's only (0600, 0700): the
 * pid file, the command socket, the folders PGlite makes. Also set by server.js and the
 * commands' runner as they start; here for every other way the folder is opened (tests,
 * scripts run by tsx). The umask is the process's: a thread cannot set it, and inherits it.
 */
export function keepNewFilesPrivate(): void {
  if (isMainThread) process.umask(OTHERS_BITS);
}

/** Whether `dataDir` holds an embedded database already (a new install's does not). */
export function pgliteDatabaseExists(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, "PG_VERSION"));
}

/**
 * Refuses a data folder that group or others can read, write or enter. Only the folder's mode
 * is checked, not its files': with the folder closed, others cannot reach a file in it
 * whatever the file's own mode (PGlite's are 0666 in an install made before this check).
 */
export function refuseOpenDataDirectory(dir: string): void {
  const mode = fs.statSync(dir).mode & 0o777;
  if (mode & OTHERS_BITS) throw new StartupError(openDataDirectoryMessage(dir, mode));
}

export function openDataDirectoryMessage(dir: string, mode: number): string {
  return (
    `DATA_DIR ${dir} is open to other users of this machine (mode ${mode.toString(8)}), who could read its sign-in secrets: ` +
    `run \`chmod 700 ${dir}\` (and \`chmod -R go-rwx ${dir}\` for the files already in it), then start again.`
  );
}
