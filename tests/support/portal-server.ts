import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

export interface RunningPortal {
  url: string;
  pid: number;
  /** Everything the server printed so far. */
  output(): string;
  /** Whether the process is still running. */
  running(): boolean;
  /** The exit code once it has exited (null while running, or when ended by a signal). */
  exitCode(): number | null;
  /** How it ended, for a report: "running", "exit code N" or "signal SIGKILL". */
  state(): string;
  stop(): Promise<void>;
  /** Ends the process at once, as a crash or the OOM killer would. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Where the portal is started from: the project, or (to test installs elsewhere) another folder and Node options. */
export interface Launch {
  cwd?: string;
  /** The server file, absolute or relative to `cwd`. */
  entry?: string;
  nodeOptions?: string[];
}

function spawnServer(env: NodeJS.ProcessEnv, logFile?: string, launch: Launch = {}): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [...(launch.nodeOptions ?? []), launch.entry ?? "server.js"], {
    cwd: launch.cwd ?? projectRoot,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const record = (chunk: Buffer) => {
    output += chunk;
    if (logFile) fs.appendFileSync(logFile, chunk);
  };
  child.stdout!.on("data", record);
  child.stderr!.on("data", record);
  return { child, output: () => output };
}

/**
 * Starts the built portal (`npm run build` first) and waits until it listens. With
 * `logFile`, what it prints is also written there, for tests in other processes; with
 * `port`, it listens there (an instance started again on its port), else on a free one.
 */
export async function startPortal(
  env: NodeJS.ProcessEnv,
  { timeoutMs = 90_000, logFile, launch, port: fixedPort }: { timeoutMs?: number; logFile?: string; launch?: Launch; port?: number } = {},
): Promise<RunningPortal> {
  const port = fixedPort ?? (await freePort());
  // Links in mails point at this server unless a test says otherwise.
  const { child, output } = spawnServer({ PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, ...env }, logFile, launch);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`portal did not start:\n${output()}`)), timeoutMs);
    child.stdout!.on("data", () => {
      if (output().includes("Zowii is ready")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`portal exited with ${signal ?? code}:\n${output()}`));
    });
  });
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill(signal);
    });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output,
    running: () => child.exitCode === null && child.signalCode === null,
    exitCode: () => child.exitCode,
    state: () => (child.signalCode ? `signal ${child.signalCode}` : child.exitCode !== null ? `exit code ${child.exitCode}` : "running"),
    stop: () => end("SIGTERM"),
    kill: () => end("SIGKILL"),
  };
}

/** Runs the portal expecting it to refuse to start; resolves with its exit code and output. */
export async function failedStart(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, stderr };
}
