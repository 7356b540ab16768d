import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { startSmtpServer, type ReceivedMail } from "./smtp-server";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

export interface RunningPortal {
  url: string;
  pid: number;
  /**
   * Everything the server printed so far and, unless the test gave SMTP_URL, each mail it
   * sent (to a mail server of this test's own, for a production portal logs no mail's
   * text) as `Mail to ADDRESS: SUBJECT` and its text.
   */
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

function spawnServer(
  env: NodeJS.ProcessEnv,
  logFile?: string,
  launch: Launch = {},
): { child: ChildProcess; output: () => string; record: (chunk: Buffer | string) => void } {
  const child = spawn(process.execPath, [...(launch.nodeOptions ?? []), launch.entry ?? "server.js"], {
    cwd: launch.cwd ?? projectRoot,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const record = (chunk: Buffer | string) => {
    output += chunk;
    if (logFile) fs.appendFileSync(logFile, chunk);
  };
  child.stdout!.on("data", record);
  child.stderr!.on("data", record);
  return { child, output: () => output, record };
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
  let noteMail = (_mail: ReceivedMail) => {};
  const smtp = "SMTP_URL" in env ? undefined : await startSmtpServer({ onMail: (mail) => noteMail(mail) });
  // Links in mails point at this server unless a test says otherwise.
  const { child, output, record } = spawnServer(
    { PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, ...(smtp ? { SMTP_URL: smtp.url } : {}), ...env },
    logFile,
    launch,
  );
  noteMail = (mail) => record(`Mail to ${mail.to.join(", ")}: ${mail.subject}\n${mail.text}\n`);
  child.once("exit", () => void smtp?.close());
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

/**
 * What `read` gives once it gives something, asked every 100 ms: for work the portal does in
 * the background. Past `timeoutMs`, an error naming `what`, with the end of the portal's output.
 */
export async function waitForPortal<T>(portal: RunningPortal, read: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}:\n${portal.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One entry of the portal's log (app/domain/platform/log.server.ts); a line that is no JSON is an entry of its message alone. */
export interface LogEntry {
  level: string;
  msg: string;
  [field: string]: unknown;
}

/** The entries of what a portal printed: one JSON object a line. */
export function logEntries(output: string): LogEntry[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        const entry = JSON.parse(line) as LogEntry;
        if (typeof entry === "object" && entry !== null && typeof entry.msg === "string") return entry;
      } catch {
        // Not an entry of the log: a mail this test's server received, say.
      }
      return { level: "text", msg: line };
    });
}

/**
 * Runs the portal expecting it to refuse to start; resolves with its exit code, all it
 * printed, and its problems: the messages of its error and fatal entries (and any line that
 * is no entry), one a line.
 */
export async function failedStart(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string; problems: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  const problems = logEntries(output)
    .filter((entry) => ["error", "fatal", "text"].includes(entry.level))
    .map((entry) => entry.msg)
    .join("\n");
  return { code, output, problems };
}
