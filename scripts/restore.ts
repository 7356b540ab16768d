/**
 * npm run restore -- FILE [--env-file FILE] [--init]
 * Replaces the database with the backup FILE that npm run backup wrote, on the same engine.
 * Stop the portal first (every instance on PostgreSQL). PostgreSQL's restore runs in one
 * transaction; the embedded database's old folder is moved aside, not deleted. A file that
 * is not a backup of this engine's, or a restore that fails, changes nothing.
 */
import "./lib/log-as-text";
import { parseArgs } from "node:util";
import { BackupError, restore } from "~/domain/backups/backups.server";
import { StartupError } from "~/domain/platform/startup-error.server";
import { commandArguments, commandConfig, usageError } from "./lib/run-command";

const LABEL = "restore";
const usage = "Usage: npm run restore -- <file>";

async function main() {
  let parsed;
  try {
    parsed = parseArgs({ args: commandArguments(), allowPositionals: true, options: {} });
  } catch (error) {
    return usageError(LABEL, `${(error as Error).message}. ${usage}`);
  }
  const [file, ...extra] = parsed.positionals;
  if (!file?.trim() || extra.length > 0) return usageError(LABEL, `name one backup file. ${usage}`);
  const config = commandConfig(LABEL);
  if (!config) return;
  await restore(config, file, { line: (text) => console.log(text), error: (text) => console.error(text) });
}

try {
  await main();
} catch (error) {
  if (error instanceof BackupError || error instanceof StartupError)
    console.error(`${LABEL} failed: ${error.message.replace(/\.$/, "")}. Nothing was changed.`);
  else console.error(error);
  process.exitCode = 1;
}
