/**
 * Runs one of the operator's commands from the shell: handed to the running portal when
 * it holds the embedded database, else against the database from this process. The app
 * behind the command (its runtime, and every package that loads) is imported only in the
 * second case: a command handed over, or stopped before it opens a database, loads little
 * and starts at once (run-bundled.mjs keeps that import apart).
 */
import fs from "node:fs";
import { commandEnvironmentFile, loadEnvironmentFile, readServerConfig, type ServerConfig } from "~/domain/platform/config.server";
import { StartupError } from "~/domain/platform/startup-error.server";
import { sendToPortal } from "~/domain/commands/command-socket-client.server";
import type { CommandInput, CommandName, CommandOutput } from "~/domain/commands/commands.server";
import { CATALOG_FILE, FEED_FILE, InputFileError, checkInputFile, inputFileRefusal, type InputFileLimit } from "~/domain/commands/input-file.server";
import { pgliteDatabaseExists, refuseOpenDataDirectory } from "~/domain/db/data-directory.server";

const out: CommandOutput = { line: (text) => console.log(text), error: (text) => console.error(text) };

/** Every command's own options, taken off its arguments by commandArguments. */
const common: { envFile?: string; init: boolean } = { init: false };

/**
 * The command's arguments without the options every command takes: `--env-file FILE` (the
 * service's environment file) and `--init` (create the embedded database if DATA_DIR holds none).
 */
export function commandArguments(argv: readonly string[] = process.argv.slice(2)): string[] {
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") {
      rest.push(...argv.slice(i));
      break;
    }
    if (arg === "--init") common.init = true;
    else if (arg === "--env-file") common.envFile = argv[++i] ?? "";
    else if (arg.startsWith("--env-file=")) common.envFile = arg.slice("--env-file=".length);
    else rest.push(arg);
  }
  return rest;
}

export async function runFromShell<N extends CommandName>(name: N, label: string, input: CommandInput<N>): Promise<void> {
  let stopRuntime: (() => Promise<void>) | undefined;
  try {
    const config = commandConfig(label);
    if (!config) return;
    if (!config.databaseUrl) {
      const exit = await sendToPortal(config.dataDir, name, input, out);
      if (exit !== null) {
        process.exitCode = exit;
        return;
      }
    }
    // A file the command could not use is refused before the database is opened (seconds, for
    // the embedded one), in the words the command would say of it after. The command asks
    // again as it reads the file: it can change in between.
    if (!(await inputFileUsable(name, input, label))) return;
    await import("./log-as-text");
    const runtime = await import("~/domain/platform/runtime.server");
    stopRuntime = runtime.stopRuntime;
    const { runCommand } = await import("~/domain/commands/commands.server");
    // A command is not the site's first start: the seed games are the portal's to load.
    await runtime.startRuntime(process.env, { seed: false });
    process.exitCode = await runCommand(name, input, out);
  } catch (error) {
    console.error(error instanceof StartupError ? `${label} failed: ${error.message}` : error);
    process.exitCode = 1;
  } finally {
    await stopRuntime?.();
  }
}

/** False (exit 1, said why) when the file a feed or catalog command names cannot be its input. */
async function inputFileUsable(name: CommandName, input: unknown, label: string): Promise<boolean> {
  const named = namedInputFile(name, input);
  if (!named) return true;
  try {
    await checkInputFile(named.file, named.limit);
    return true;
  } catch (error) {
    if (!(error instanceof InputFileError)) throw error;
    console.error(inputFileRefusal(label, error));
    process.exitCode = 1;
    return false;
  }
}

/** The file a feed or catalog command reads, with its limit; null for a command that reads none. */
function namedInputFile(name: CommandName, input: unknown): { file: string; limit: InputFileLimit } | null {
  if (name === "catalog-import") return { file: (input as CommandInput<"catalog-import">).file, limit: CATALOG_FILE };
  if (name !== "feed-import") return null;
  const { source } = input as CommandInput<"feed-import">;
  return "file" in source ? { file: source.file, limit: FEED_FILE } : null;
}

/**
 * The configuration a command runs with, its environment file read first; null (said why)
 * when that file cannot be read or the embedded database it names does not exist (exit 2),
 * or its data folder is open to other users (exit 1).
 */
export function commandConfig(label: string): ServerConfig | null {
  if (!readEnvironmentFile(label)) return null;
  const config = readServerConfig();
  // An open data folder is refused first, in the words the portal uses: it is the fault to
  // fix, database or none.
  if (!config.databaseUrl && fs.existsSync(config.dataDir)) {
    try {
      refuseOpenDataDirectory(config.dataDir);
    } catch (error) {
      console.error(`${label} failed: ${(error as Error).message}`);
      process.exitCode = 1;
      return null;
    }
  }
  // A command is never how a database comes to be unless asked: one made by mistake (a shell
  // without the service's DATA_DIR) took the imports while the live site never saw them.
  if (!config.databaseUrl && !pgliteDatabaseExists(config.dataDir) && !common.init) {
    console.error(
      `${label} stopped: no database in ${config.dataDir} (DATA_DIR). The running site's database is where its DATA_DIR or ` +
        `DATABASE_URL points: run the command with the same environment (--env-file /etc/zowii/zowii.env), or pass --init to create a new database here.`,
    );
    process.exitCode = 2;
    return null;
  }
  return config;
}

/** Loads the environment file, if one is named; false (exit 2, said why) when it cannot be read. */
function readEnvironmentFile(label: string): boolean {
  try {
    if (common.envFile === "") throw new StartupError("--env-file needs the file's path.");
    const file = commandEnvironmentFile(common.envFile);
    if (file) loadEnvironmentFile(file);
    return true;
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    console.error(`${label} failed: ${error.message}`);
    process.exitCode = 2;
    return false;
  }
}

/** For a command's own mistakes of usage, before any database is opened. */
export function usageError(label: string, message: string): void {
  console.error(`${label} failed: ${message}`);
  process.exitCode = 1;
}
