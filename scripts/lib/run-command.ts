/**
 * Runs one of the operator's commands from the shell: handed to the running portal when
 * it holds the embedded database, else against the database from this process.
 */
import fs from "node:fs";
import { StartupError, commandEnvironmentFile, loadEnvironmentFile, readServerConfig, type ServerConfig } from "~/domain/config.server";
import { sendToPortal } from "~/domain/commands/command-socket.server";
import { runCommand, type CommandInput, type CommandName, type CommandOutput } from "~/domain/commands/commands.server";
import { pgliteDatabaseExists } from "~/domain/db/connection.server";
import { refuseOpenDataDirectory } from "~/domain/db/data-directory.server";
import { startRuntime, stopRuntime } from "~/domain/runtime.server";
import { logAsText } from "~/domain/log.server";

// The operator reads a command's output at a terminal: the portal's entries as plain lines.
logAsText();

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
    // A command is not the site's first start: the seed games are the portal's to load.
    await startRuntime(process.env, { seed: false });
    process.exitCode = await runCommand(name, input, out);
  } catch (error) {
    console.error(error instanceof StartupError ? `${label} failed: ${error.message}` : error);
    process.exitCode = 1;
  } finally {
    await stopRuntime();
  }
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
