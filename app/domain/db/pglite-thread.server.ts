import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { MessageChannel, Worker, type MessagePort, type TransferListItem } from "node:worker_threads";
import { log } from "../platform/log.server";
import { queryAnswered, type DatabaseLoad } from "../platform/metrics.server";

/**
 * The embedded database in a thread of its own. PGlite runs Postgres in WebAssembly on the
 * thread that calls it: in the portal's one thread, every query's planning and execution
 * (about a sixth of an uncached page's CPU) stopped every other request, and a long query
 * (an insights export, a feed import's writes) stopped them all. Here the portal's thread
 * only sends a query and receives its rows, and renders other pages meanwhile
 * (docs/performance.md).
 *
 * `PgliteThread` answers the part of PGlite's client that Drizzle's PGlite driver calls
 * (`query`, `transaction`) and that the portal calls (`listen`, `close`), so the driver
 * runs on it unchanged. Each call is a message; the thread runs it on PGlite as the portal's
 * thread did before, so the order of queries and the lock PGlite's transactions hold are
 * what they were.
 */

/** The options of a query that Drizzle sets: rows as arrays or objects, and types whose text it keeps. */
export interface ThreadQueryOptions {
  rowMode?: "array" | "object";
  /** Drizzle's parsers keep a type's text as is (dates, intervals): the thread does so for the types they name. */
  parsers?: Record<number, unknown>;
}

export interface ThreadResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** What Drizzle's driver is given inside a transaction: it only queries. */
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults>;
}

type Request =
  | { kind: "query"; sql: string; params: unknown[]; rowMode: "array" | "object"; textTypes: number[]; transaction?: number }
  | { kind: "begin"; transaction: number }
  | { kind: "end"; transaction: number; commit: boolean }
  | { kind: "listen"; channel: string }
  | { kind: "share"; port: MessagePort }
  | { kind: "hold"; hold: number }
  | { kind: "release"; hold: number }
  | { kind: "close" };

type Reply = { id: number; result?: unknown; error?: SerializedError } | { notify: string; payload: string } | { ready: true } | { failed: SerializedError };

interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, string | number | undefined>;
}

/**
 * PGlite's file system sets each file it creates to mode 0666 once it is made, past the
 * process's umask (a new install had 968 such files): the thread, and the process creating a
 * new database, keep the owner's bits only, as PostgreSQL's own files do. Text run before
 * PGlite is imported, in an async function or a module; PGlite requires node:fs, whose
 * functions are these.
 */
export const OWNER_ONLY_FILES = `
  const nodeFs = (await import("node:fs")).default;
  const { chmodSync, fchmodSync } = nodeFs;
  const ownerOnly = (mode) => (typeof mode === "number" ? mode & ~0o077 : mode);
  nodeFs.chmodSync = (file, mode) => chmodSync(file, ownerOnly(mode));
  nodeFs.fchmodSync = (fd, mode) => fchmodSync(fd, ownerOnly(mode));
`;

/**
 * The thread's code. It is given as text, not as a file: the portal runs from its build,
 * from the operator's bundled commands and from the sources under test, and each would put
 * a worker file elsewhere. PGlite is imported by the file URLs the portal resolved, and the
 * text reads the same as a script or as a module.
 */
const THREAD_SOURCE = `
const serialize = (error) => {
  const fields = {};
  for (const [key, value] of Object.entries(error ?? {})) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return { name: error?.name ?? "Error", message: error?.message ?? String(error), fields };
};
const keepText = (value) => value;
(async () => {
  const { parentPort, workerData } = await import("node:worker_threads");
  let db;
  try {
    ${OWNER_ONLY_FILES}
    const { PGlite } = await import(workerData.pgliteUrl);
    const { pg_trgm } = await import(workerData.pgTrgmUrl);
    db = await PGlite.create(workerData.dataDir, {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...workerData.settings],
    });
  } catch (error) {
    parentPort.postMessage({ failed: serialize(error) });
    return;
  }
  const rolledBack = new Error("rolled back");
  // Holds in force (holdStill), by number: how to let each go.
  const holds = new Map();
  // Serves the requests of one port: the portal's own, or one it shared with another of its
  // threads. Only the portal's own may listen, close or share.
  const serve = (port, own) => {
    // Open transactions, by the number the port's client gave each: the PGlite transaction
    // once it has begun, and how to end it.
    const transactions = new Map();
    const run = async (request) => {
      switch (request.kind) {
        case "query": {
          const parsers = {};
          for (const type of request.textTypes) parsers[type] = keepText;
          const open = request.transaction === undefined ? undefined : transactions.get(request.transaction);
          if (request.transaction !== undefined && !open) throw new Error("This transaction has ended.");
          const client = open ? await open.begun : db;
          return client.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
        }
        case "begin": {
          const open = {};
          open.begun = new Promise((begun, failed) => {
            open.done = db.transaction((tx) => new Promise((commit, rollBack) => {
              Object.assign(open, { commit, rollBack });
              begun(tx);
            }));
            // A BEGIN that fails fails the queries waiting for it, and the end.
            open.done.catch(failed);
          });
          open.begun.catch(() => undefined);
          transactions.set(request.transaction, open);
          return undefined;
        }
        case "end": {
          const open = transactions.get(request.transaction);
          transactions.delete(request.transaction);
          if (!open) throw new Error("This transaction has ended.");
          await open.begun;
          if (request.commit) open.commit();
          else open.rollBack(rolledBack);
          await open.done.catch((error) => {
            if (error !== rolledBack) throw error;
          });
          return undefined;
        }
        case "listen":
          if (!own) break;
          await db.listen(request.channel, (payload) => port.postMessage({ notify: request.channel, payload }));
          return undefined;
        case "share":
          if (!own) break;
          serve(request.port, false);
          return undefined;
        case "hold": {
          if (!own) break;
          let release;
          const released = new Promise((resolve) => (release = resolve));
          // Let go even before it is held: a copy no longer wanted.
          holds.set(request.hold, release);
          // What the database holds in memory goes to its files first: a copy of them then
          // needs little of the WAL replayed when it is opened.
          await db.query("CHECKPOINT");
          // As PGlite's close takes them: no transaction is half done, no query runs.
          await new Promise((held, failed) => {
            db._runExclusiveTransaction(() => db.runExclusive(() => (held(), released))).catch(failed);
          });
          return undefined;
        }
        case "release":
          if (!own) break;
          holds.get(request.hold)?.();
          holds.delete(request.hold);
          return undefined;
        case "close":
          if (!own) break;
          await db.close();
          return undefined;
      }
      throw new Error("This connection cannot " + request.kind + ".");
    };
    port.on("message", ({ id, request }) => {
      const answered = run(request);
      // A request without an id (a transaction's BEGIN) is answered through the requests after it.
      if (id === undefined) return void answered.catch(() => undefined);
      answered.then(
        (result) => port.postMessage({ id, result }),
        (error) => port.postMessage({ id, error: serialize(error) }),
      );
    });
    // A thread that ends (or crashes) with a transaction open must not hold PGlite's lock.
    port.on("close", () => {
      for (const open of transactions.values()) open.begun.then(() => open.rollBack(rolledBack), () => undefined);
      transactions.clear();
    });
  };
  serve(parentPort, true);
  parentPort.postMessage({ ready: true });
})();
`;

/** The thread itself (for the portal's own connection), or a port it shares with another thread. */
type Endpoint = Worker | MessagePort;

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** performance.now() when it was sent, for the metrics' query time. */
  sentAt: number;
}

export class PgliteThread {
  readonly #endpoint: Endpoint;
  readonly #pending = new Map<number, Waiting>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #nextTransaction = 1;
  #nextHold = 1;
  /** Why the thread cannot answer any more, once it has stopped. */
  #stopped: Error | undefined;
  #closing = false;

  private constructor(endpoint: Endpoint) {
    this.#endpoint = endpoint;
    endpoint.on("message", (reply: Reply) => {
      if ("notify" in reply) for (const listener of this.#listeners.get(reply.notify) ?? []) listener(reply.payload);
      else if ("id" in reply) {
        const waiting = this.#answered(reply.id);
        if (waiting) queryAnswered(waiting.sentAt);
        if (reply.error) waiting?.reject(asError(reply.error));
        else waiting?.resolve(reply.result);
      }
    });
    if (endpoint instanceof Worker) {
      endpoint.on("error", (error) => this.#stop(new Error(`The embedded database stopped: ${error.message}`)));
      endpoint.on("exit", (code) => this.#stop(new Error(`The embedded database stopped (exit code ${code}).`)));
    } else endpoint.on("close", () => this.#stop(new Error("The embedded database stopped.")));
    endpoint.unref();
  }

  /** Starts the thread and opens the database in `dataDir`; rejects with PGlite's own error if it cannot. */
  static async open(dataDir: string, settings: string[]): Promise<PgliteThread> {
    const workerData = {
      dataDir,
      settings,
      pgliteUrl: moduleUrl("@electric-sql/pglite"),
      pgTrgmUrl: moduleUrl("@electric-sql/pglite/contrib/pg_trgm"),
    };
    // None of the process's own flags: a loader (tsx) or --input-type would change how the text is read.
    const worker = new Worker(THREAD_SOURCE, { eval: true, workerData, execArgv: [] });
    const started = await new Promise<Reply>((resolve, reject) => {
      const settle = (settleWith: () => void) => {
        worker.off("message", onMessage).off("error", onError).off("exit", onExit);
        settleWith();
      };
      const onMessage = (reply: Reply) => settle(() => resolve(reply));
      const onError = (error: Error) => settle(() => reject(error));
      const onExit = (code: number) => settle(() => reject(new Error(`the database thread exited with code ${code}`)));
      worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    });
    if ("failed" in started) {
      await worker.terminate();
      throw asError(started.failed);
    }
    return new PgliteThread(worker);
  }

  /**
   * The same database for another thread of this process: a port to hand it (transferred),
   * which it opens with `PgliteThread.connect`. Its queries take their turn with this
   * thread's; it may query and run transactions, not listen or close the database.
   */
  async share(): Promise<MessagePort> {
    const { port1, port2 } = new MessageChannel();
    await this.#ask({ kind: "share", port: port2 }, [port2]);
    return port1;
  }

  /** The database shared by another thread (`share`), through the port it handed this one. */
  static connect(port: MessagePort): PgliteThread {
    return new PgliteThread(port);
  }

  query(sql: string, params: unknown[] = [], options: ThreadQueryOptions = {}, transaction?: number): Promise<ThreadResults> {
    const textTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.#ask({ kind: "query", sql, params, rowMode: options.rowMode ?? "object", textTypes, transaction }) as Promise<ThreadResults>;
  }

  /**
   * Runs `callback` in one transaction: committed when it resolves, rolled back when it
   * throws. Until it ends, the thread's other queries wait, as in PGlite itself. A failed
   * BEGIN is told by the transaction's first query, or by its end.
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    if (this.#stopped) throw this.#stopped;
    const number = this.#nextTransaction++;
    // Not waited for: the transaction's first query waits for it in the thread, a message later.
    this.#endpoint.postMessage({ request: { kind: "begin", transaction: number } satisfies Request });
    const tx: ThreadTransaction = { query: (sql, params, options) => this.query(sql, params, options, number) };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.#ask({ kind: "end", transaction: number, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.#ask({ kind: "end", transaction: number, commit: true });
    return result;
  }

  /**
   * The thread runs one request at a time: one sent and not yet answered holds its one
   * connection, the others wait their turn (a transaction's included).
   */
  load(): DatabaseLoad {
    const sent = this.#pending.size;
    return { busy: Math.min(sent, 1), idle: sent > 0 ? 0 : 1, max: 1, waiting: Math.max(sent - 1, 0) };
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<void> {
    const listeners = this.#listeners.get(channel) ?? new Set();
    this.#listeners.set(channel, listeners);
    const first = listeners.size === 0;
    listeners.add(onNotify);
    if (first) await this.#ask({ kind: "listen", channel });
  }

  /**
   * Holds every query back, this thread's and the ones it shared, until the function it
   * resolves to is called: the database's files meanwhile stay as they are, a consistent
   * copy for `npm run backup`. Waits for a transaction under way to end.
   */
  async holdStill(): Promise<() => Promise<void>> {
    const hold = this.#nextHold++;
    await this.#ask({ kind: "hold", hold });
    let released: Promise<void> | undefined;
    return () =>
      (released ??= this.#ask({ kind: "release", hold }).then(
        () => undefined,
        () => undefined,
      ));
  }

  /**
   * Closes the database (PGlite writes what it holds to the folder), then ends the thread;
   * a shared connection closes only its port.
   */
  async close(): Promise<void> {
    if (this.#stopped) return;
    this.#closing = true;
    if (this.#endpoint instanceof Worker) await this.#ask({ kind: "close" });
    this.#stop(new Error("The embedded database is closed."));
    if (this.#endpoint instanceof Worker) await this.#endpoint.terminate();
    else this.#endpoint.close();
  }

  #ask(request: Request, transfer?: TransferListItem[]): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    // The thread keeps the process alive while it owes an answer, and only then: a command
    // that forgets to close the database still exits when its work is done.
    if (this.#pending.size === 0) this.#endpoint.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, sentAt: performance.now() });
      this.#endpoint.postMessage({ id, request }, transfer);
    });
  }

  #answered(id: number): Waiting | undefined {
    const waiting = this.#pending.get(id);
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#endpoint.unref();
    return waiting;
  }

  #stop(reason: Error) {
    if (this.#stopped) return;
    this.#stopped = reason;
    if (!this.#closing) log.error(reason.message);
    for (const waiting of this.#pending.values()) waiting.reject(reason);
    this.#pending.clear();
    this.#endpoint.unref();
  }
}

/**
 * The file URL a package resolves to from here, for code that imports it in another thread
 * or process: the portal's build, its bundled commands and its sources each find their own
 * node_modules this way.
 */
export function moduleUrl(specifier: string): string {
  return pathToFileURL(createRequire(import.meta.url).resolve(specifier)).href;
}

/** An error as the thread described it, with its fields (code, detail, constraint ...) kept. */
function asError(described: SerializedError): Error {
  const error = new Error(described.message);
  Object.assign(error, described.fields);
  error.name = described.name;
  return error;
}
