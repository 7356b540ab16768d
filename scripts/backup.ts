/**
 * npm run backup -- --out FILE [--force] [--env-file FILE] [--init]
 * Writes a backup of the whole database to FILE: pg_dump's file on PostgreSQL, a gzipped
 * copy of DATA_DIR on the embedded database (held still by the running portal meanwhile, or
 * locked when no portal runs). Refuses to replace FILE without --force.
 */
import "./lib/log-as-text";
import { parseArgs } from "node:util";
import { BackupError, backUp } from "~/domain/backups/backups.server";
import { StartupError } from "~/domain/platform/startup-error.server";
import { commandArguments, commandConfig, usageError } from "./lib/run-command";

const LABEL = "backup";
const usage = "Usage: npm run backup -- --out <file> [--force]";

async function main() {
  let parsed;
  try {
    parsed = parseArgs({ args: commandArguments(), options: { out: { type: "string" }, force: { type: "boolean" } } });
  } catch (error) {
    return usageError(LABEL, `${(error as Error).message}. ${usage}`);
  }
  const out = parsed.values.out?.trim();
  if (!out) return usageError(LABEL, `--out needs the backup file's path. ${usage}`);
  const config = commandConfig(LABEL);
  if (!config) return;
  await backUp(config, { out, force: parsed.values.force ?? false }, { line: (text) => console.log(text), error: (text) => console.error(text) });
}

try {
  await main();
} catch (error) {
  if (error instanceof BackupError || error instanceof StartupError) console.error(`${LABEL} failed: ${error.message.replace(/\.$/, "")}.`);
  else console.error(error);
  process.exitCode = 1;
}
