/**
 * The embedded database belongs to one process. While the portal runs on it, the
 * operator's commands hand their work to the portal through a Unix socket in the data
 * folder (zowii.sock, readable and writable by the portal's user alone: the folder's own
 * permissions are the authentication) instead of asking the operator to stop the site.
 * The portal runs the command as it would have run in the command's process and streams
 * its lines back, one JSON object per line, ending with the exit code. The input is small
 * JSON: a feed or catalog file goes by its path, and the portal reads it within its limit.
 * A backup asks the portal only to hold its database still while it copies the folder.
 * This is the portal's end; the command's is command-socket-client.server.ts.
 */
import fs from "node:fs";
import http from "node:http";
import { startRuntime } from "../platform/runtime.server";
import { COMMAND_NAMES, commandInputs, runCommand, type CommandName, type CommandOutput } from "./commands.server";
import { HOLD_PATH, commandSocketPath, type HoldMessage, type Message } from "./command-socket-client.server";
import { log, logFailure } from "../platform/log.server";

/** Unix socket paths are limited to 107 bytes. */
const SOCKET_PATH_MAX = 100;
/** A command's input is a few fields and at most a path: far below this. */
const COMMAND_BODY_MAX = 64 * 1024;

/**
 * The longest the portal holds its database still for a copy. Every query waits meanwhile
 * (pages already kept are still served): a folder that takes longer to copy is backed up
 * with the portal stopped.
 */
const HOLD_MAX_MS = 60_000;

/** Starts answering commands on the data folder's socket; resolves to its close, or null when the path is too long. */
export async function startCommandSocket(dataDir: string): Promise<(() => Promise<void>) | null> {
  const socketPath = commandSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > SOCKET_PATH_MAX) {
    log.warn(`Commands cannot reach this portal while it runs: ${socketPath} is longer than a socket path may be. Use a shorter DATA_DIR.`);
    return null;
  }
  // A socket left by a portal that did not stop cleanly; the data folder's lock says no other portal runs.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((req, res) => void answer(req, res));
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      fs.rmSync(socketPath, { force: true });
    });
}

/** The body, or null once it passes `max`: the rest is then read and dropped, not kept. */
function readBody(req: http.IncomingMessage, max: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const take = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) return chunks.push(chunk);
      // Dropped as it comes rather than cut off: a sender still writing would meet a closed
      // connection (EPIPE) before it could read the answer that says why.
      req.off("data", take);
      req.resume();
      chunks.length = 0;
      resolve(null);
    };
    req.on("data", take);
    req.on("end", () => resolve(size > max ? null : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
    // Before its end: the command went away mid-request (after it, this changes nothing).
    req.on("close", () => reject(new Error("The command closed the connection.")));
  });
}

/** The input's JSON, or why it cannot be used. */
function inputProblem(body: string | null): { json: unknown; problem: string | null } {
  if (body === null) return { json: null, problem: `it is larger than ${COMMAND_BODY_MAX / 1024} KB` };
  try {
    return { json: JSON.parse(body), problem: null };
  } catch {
    return { json: null, problem: "it is not JSON" };
  }
}

async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.method === "POST" && req.url === HOLD_PATH) return holdForCopy(res);
  const name = (req.url ?? "").replace(/^\//, "") as CommandName;
  const send = (message: Message) => res.write(`${JSON.stringify(message)}\n`);
  if (req.method !== "POST" || !COMMAND_NAMES.includes(name)) {
    res.writeHead(404, { "Content-Type": "application/x-ndjson" });
    send({ error: `The portal knows no command ${JSON.stringify(req.url ?? "")}.` });
    send({ exit: 2 });
    res.end();
    return;
  }
  let body: string | null;
  try {
    body = await readBody(req, COMMAND_BODY_MAX);
  } catch {
    // The command's end of the connection went away: no one is left to answer.
    return;
  }
  res.writeHead(200, { "Content-Type": "application/x-ndjson" });
  try {
    const { json, problem } = inputProblem(body);
    const input = problem === null ? commandInputs[name].safeParse(json) : null;
    if (!input?.success) {
      send({ error: `The portal could not use the command's input (${problem ?? input?.error.issues[0]?.message ?? "it cannot be read"}).` });
      send({ exit: 2 });
      return;
    }
    const out: CommandOutput = { line: (line) => send({ line }), error: (error) => send({ error }) };
    send({ exit: await runCommand(name, input.data as never, out) });
  } catch (error) {
    logFailure(`The command ${name} in the portal`, error);
    send({ error: `${name} failed in the portal: ${error instanceof Error ? error.message : String(error)}` });
    send({ exit: 1 });
  } finally {
    res.end();
  }
}

/**
 * Holds the database still until the backup closes the connection, or HOLD_MAX_MS has
 * passed (then says so and lets go: the copy under way is no longer consistent).
 */
async function holdForCopy(res: http.ServerResponse) {
  const send = (message: HoldMessage) => res.write(`${JSON.stringify(message)}\n`);
  res.writeHead(200, { "Content-Type": "application/x-ndjson" });
  let release: (() => Promise<void>) | undefined;
  let gone = false;
  res.on("close", () => {
    gone = true;
    void release?.();
  });
  try {
    release = await (await startRuntime()).handle.holdStill();
  } catch (error) {
    send({ error: `The portal could not hold its database still: ${error instanceof Error ? error.message : String(error)}` });
    send({ exit: 1 });
    res.end();
    return;
  }
  // The backup went away while a transaction it waited for was under way.
  if (gone) return void release();
  send({ held: true });
  const timer = setTimeout(() => {
    void release!();
    send({ released: `the portal holds its database still for ${HOLD_MAX_MS / 1000} s at most` });
    res.end();
  }, HOLD_MAX_MS);
  res.on("close", () => clearTimeout(timer));
}
