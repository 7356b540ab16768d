/**
 * The system's programs a backup runs (pg_dump, pg_restore, tar), each run to its end with
 * what it printed kept, and its failure told in the operator's words.
 */
import { spawn } from "node:child_process";

/** A backup or restore that cannot go on: why, in the operator's words. */
export class BackupError extends Error {
  override name = "BackupError";
}

export interface ProgramRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Keeps the last `max` characters of a stream: a failing program says why at its end. */
const KEPT_OUTPUT = 64 * 1024;

/**
 * Runs `program` to its end. Rejects with a BackupError naming `missing` (the Debian
 * package to install) when it is not installed.
 */
export function runProgram(program: string, args: string[], { env = process.env, missing }: { env?: NodeJS.ProcessEnv; missing: string }): Promise<ProgramRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout = (stdout + chunk).slice(-KEPT_OUTPUT)));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-KEPT_OUTPUT)));
    child.on("error", (error: NodeJS.ErrnoException) => reject(error.code === "ENOENT" ? new BackupError(`${program} is not installed: ${missing}`) : error));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * What a failed program said, in one line: its lines of errors, else its last lines. pg_restore
 * follows its error with the statement that failed, many lines long.
 */
export function programProblem(run: ProgramRun): string {
  const lines = run.stderr.trim().split("\n").filter(Boolean);
  const errors = lines.filter((line) => /\b(error|fatal):/i.test(line));
  const told = errors.length > 0 ? errors.slice(0, 3) : lines.slice(-3);
  return told.length > 0 ? told.join(" ") : `exit code ${run.code}`;
}
