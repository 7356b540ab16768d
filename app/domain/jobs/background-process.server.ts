/**
 * Background work that must yield to visitors: done by a process of its own started at the
 * lowest CPU priority (nice 19), which loads the portal's build and runs the same functions.
 * On two cores, eight feed thumbnails decoded and encoded at once in the portal halved the
 * uncached pages it answered (docs/performance.md); the kernel gives a niced process's
 * threads the cores only when the portal's leave them idle, so visitors keep the machine and
 * the work goes on in what they leave. Started through `nice` rather than reniced after
 * spawn: a process niced as it starts hands the value to every thread it makes (libvips's,
 * libuv's), where `os.setPriority` on a running one reaches only its first thread.
 *
 * One piece of work at a time (an image decoded holds tens of MB), the process started when
 * the first arrives and ended after BACKGROUND_PROCESS_IDLE_MS without any, so a quiet portal
 * keeps its memory. Without a build (the development server, tests of the sources) the work
 * is done in this process, as it was before.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { PermanentJobError } from "./queue.server";
import { log } from "../platform/log.server";

/** How long the process waits for more work before it ends, handing its memory back. */
export const BACKGROUND_PROCESS_IDLE_MS = 30_000;

/** The work's process stopped (or never started) before answering: another attempt gets a new one. */
export class BackgroundProcessError extends Error {}

interface Task {
  name: string;
  input: unknown;
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/** What the process answers a task: its output, or its error's message and whether it was a PermanentJobError. */
type Answer = { output: unknown } | { error: string; permanent: boolean };

const works = new Map<string, (input: never) => Promise<unknown>>();

/**
 * Names `run` as work for the background process and returns how to ask for it. Defined when
 * its module loads, so the process, which loads the same build, knows it by the same name.
 * Its input and output cross between processes (Buffers, plain objects); an error thrown by
 * `run` there is made again here from its message, a PermanentJobError as one.
 */
export function defineBackgroundWork<I, O>(name: string, run: (input: I) => Promise<O>): (input: I) => Promise<O> {
  works.set(name, run as (input: never) => Promise<unknown>);
  return (input) => {
    if (!moduleUrl) return run(input);
    return new Promise<O>((resolve, reject) => {
      waiting.push({ name, input, resolve: (output) => resolve(output as O), reject });
      void next();
    });
  };
}

/** The build the process loads; undefined while the work is done in this process. */
let moduleUrl: string | undefined;
const waiting: Task[] = [];
let child: ChildProcess | undefined;
let ready: Promise<void> | undefined;
let servingPid: number | undefined;
let current: Task | undefined;
let idleTimer: NodeJS.Timeout | undefined;

/** From now on, background work is done by a niced process that loads `buildUrl` (the portal's build). */
export function doBackgroundWorkApart(buildUrl: string): void {
  moduleUrl = buildUrl;
}

/** The pid of the process doing background work, once it is ready for work; undefined otherwise. */
export function backgroundProcessPid(): number | undefined {
  return servingPid;
}

/** Ends the process (the portal's shutdown, once the jobs are done); work still waiting fails as a crash would. */
export async function stopBackgroundProcess(): Promise<void> {
  moduleUrl = undefined;
  for (const task of waiting.splice(0)) task.reject(new BackgroundProcessError("the portal is stopping; it will be tried again"));
  const running = child;
  if (!running) return;
  const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
  running.kill("SIGTERM");
  await exited;
}

/** Sends the next waiting task to the process (started first when there is none), one at a time. */
async function next(): Promise<void> {
  if (current || waiting.length === 0) return;
  current = waiting.shift()!;
  clearTimeout(idleTimer);
  const task = current;
  try {
    if (!child) start();
    await ready;
    if (current !== task) return; // the process stopped meanwhile, and said so to the task
    child!.send({ name: task.name, input: task.input });
  } catch (error) {
    finish(task, () => task.reject(error));
  }
}

function finish(task: Task, settle: () => void): void {
  if (current !== task) return;
  current = undefined;
  settle();
  if (waiting.length > 0) void next();
  else if (child) {
    const idle = child;
    idleTimer = setTimeout(() => {
      if (child !== idle || current) return;
      // Retired at once: work arriving while it exits starts a new one.
      child = undefined;
      servingPid = undefined;
      idle.disconnect();
    }, BACKGROUND_PROCESS_IDLE_MS);
    idleTimer.unref();
  }
}

function start(): void {
  const code = `try {
      const { serveBackgroundWork } = await import(${JSON.stringify(moduleUrl)});
      serveBackgroundWork();
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }`;
  // `nice` runs node in its own place (exec): the pid is node's, and the IPC channel's
  // descriptor passes through.
  const started = spawn("nice", ["-n", "19", process.execPath, "--input-type=module", "-e", code], {
    stdio: ["ignore", "inherit", "pipe", "ipc"],
    // Buffers cross as Buffers (V8's serialization), not as JSON arrays of numbers.
    serialization: "advanced",
  });
  child = started;
  let stderr = "";
  started.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
  let markReady!: () => void;
  let failStart!: (error: Error) => void;
  ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failStart = reject;
  });
  // Rejected only for the task waiting on it, which handles it.
  ready.catch(() => undefined);
  started.on("message", (received) => {
    const message = received as Answer | { ready: true };
    if ("ready" in message) {
      servingPid = started.pid;
      log.info({ backgroundPid: started.pid }, `Background image work runs in a process of its own at the lowest CPU priority (pid ${started.pid}, nice 19).`);
      return markReady();
    }
    const task = current;
    if (!task) return;
    if ("output" in message) return finish(task, () => task.resolve(message.output));
    finish(task, () => task.reject(message.permanent ? new PermanentJobError(message.error) : new Error(message.error)));
  });
  const ended = (why: string) => {
    if (child !== started) return;
    child = undefined;
    servingPid = undefined;
    clearTimeout(idleTimer);
    const lastLine = stderr.trim().split("\n").at(-1);
    const error = new BackgroundProcessError(`the background work's process ${why}${lastLine ? ` (${lastLine})` : ""}; it will be tried again`);
    failStart(error);
    const task = current;
    if (task) {
      log.error(`Background work: ${error.message}`);
      finish(task, () => task.reject(error));
    }
  };
  started.on("error", (error) => ended(`could not start: ${error.message}`));
  started.on("exit", (code, signal) => ended(signal ? `stopped (${signal})` : `ended (exit code ${code})`));
}

/**
 * The background process's side (the process started above calls it from the build): does
 * each piece of work it is sent and answers, and ends when the portal disconnects or dies.
 */
export function serveBackgroundWork(): void {
  process.on("message", (received) => {
    const task = received as { name: string; input: unknown };
    const work = works.get(task.name);
    const answer = (message: Answer) => process.send!(message);
    if (!work) return answer({ error: `no background work is named ${task.name}`, permanent: false });
    work(task.input as never).then(
      (output) => answer({ output }),
      (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error), permanent: error instanceof PermanentJobError }),
    );
  });
  process.on("disconnect", () => process.exit(0));
  process.send!({ ready: true });
}
