/**
 * Runs one of the operator's commands from the shell: handed to the running portal when
 * it holds the embedded database, else against the database from this process.
 */
import { StartupError, readServerConfig } from "~/domain/config.server";
import { sendToPortal } from "~/domain/commands/command-socket.server";
import { runCommand, type CommandInput, type CommandName, type CommandOutput } from "~/domain/commands/commands.server";
import { startRuntime, stopRuntime } from "~/domain/runtime.server";

const out: CommandOutput = { line: (text) => console.log(text), error: (text) => console.error(text) };

export async function runFromShell<N extends CommandName>(name: N, label: string, input: CommandInput<N>): Promise<void> {
  try {
    const config = readServerConfig();
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

/** For a command's own mistakes of usage, before any database is opened. */
export function usageError(label: string, message: string): void {
  console.error(`${label} failed: ${message}`);
  process.exitCode = 1;
}
