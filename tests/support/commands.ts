/**
 * The operator's commands as the tests run them: with the settings given in `env` over the
 * test runner's own environment, less its DATABASE_URL (a command must be told its database).
 * A command that fails is a result to look at, not a thrown error.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { projectRoot } from "./portal-server";

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CommandOptions {
  /** The folder it runs in: the project's, unless an operator's shell elsewhere is the point. */
  cwd?: string;
  /** What it reads on its standard input, which is then closed. */
  input?: string;
}

const run = promisify(execFile);

/** `file` with `args`: its exit code (0, or the failure's) and what it printed. */
export function runCommand(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  { cwd = projectRoot, input = "" }: CommandOptions = {},
): Promise<CommandResult> {
  const running = run(file, args, {
    cwd,
    env: { ...process.env, DATABASE_URL: "", ...env },
    maxBuffer: 16 * 1024 * 1024,
    // A command that waits for ever (on a pipe no one writes) fails the test rather than hanging it.
    timeout: 90_000,
  });
  running.child.stdin?.end(input);
  return running.then(
    (result) => ({ code: 0, ...result }),
    (error: CommandResult) => error,
  );
}

/** scripts/<script>.ts as its npm script starts it (scripts/lib/run-bundled.mjs). */
export function runScript(script: string, env: NodeJS.ProcessEnv, args: string[] = [], options: CommandOptions = {}): Promise<CommandResult> {
  return runCommand(process.execPath, [path.join(projectRoot, "scripts/lib/run-bundled.mjs"), `scripts/${script}.ts`, ...args], env, options);
}

/** What a command printed, a line each, without the line a command on PostgreSQL starts with (the database it opened). */
export const printedLines = (result: { stdout: string }) =>
  result.stdout
    .trim()
    .split("\n")
    .filter((line) => !line.startsWith("Database: "));
