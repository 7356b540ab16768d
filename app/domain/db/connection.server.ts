import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { MessagePort } from "node:worker_threads";
import pg from "pg";
import { describeDatabaseUrl, type ServerConfig } from "../platform/config.server";
import { StartupError } from "../platform/startup-error.server";
import { queryAnswered, type DatabaseLoad } from "../platform/metrics.server";
import { keepNewFilesPrivate, pgliteDatabaseExists, refuseOpenDataDirectory } from "./data-directory.server";
import { OWNER_ONLY_FILES, PgliteThread, moduleUrl } from "./pglite-thread.server";
import * as schema from "./schema.server";
import { logFailure } from "../platform/log.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What a `db.transaction` callback is given: a Database bound to that transaction. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  engine: "pglite" | "postgres";
  /** Where the data lives, for log lines (never a password). */
  location: string;
  /** Applies the pending migrations of `folder` in one transaction; instances take turns. */
  migrate(folder: string): Promise<void>;
  /**
   * Runs `work` (a new install's seed) while no other instance migrates or sets up this
   * database: two instances starting at once on a new database seed it once.
   */
  setUpAlone<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with its payload for each NOTIFY on `channel`, and once more with an
   * empty one whenever listening resumes after a lost connection (notifications may have been
   * missed meanwhile).
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<void>;
  /** Resolves when the database answers a trivial query, rejects when it cannot be reached. */
  ping(): Promise<void>;
  /** Its connections and the queries waiting for one, now (for the metrics). */
  load(): DatabaseLoad;
  /** What another thread of this process opens the same database by (openSharedDatabase). */
  share(): Promise<SharedDatabase>;
  /**
   * The embedded database only: holds every query back until the function it resolves to is
   * called, its files meanwhile a consistent copy (npm run backup). PostgreSQL's copies are
   * pg_dump's, which needs no such thing.
   */
  holdStill(): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The database as another thread of the process reaches it: a port to the embedded
 * database's thread (one process holds its folder), or PostgreSQL's address.
 */
export type SharedDatabase = { engine: "pglite"; port: MessagePort; location: string } | { engine: "postgres"; databaseUrl: string };

/**
 * Opens, in another thread, the database a handle shared. It queries only: the thread that
 * opened the database migrates, listens and closes it.
 */
export async function openSharedDatabase(shared: SharedDatabase, { poolSize }: { poolSize: number }): Promise<DatabaseHandle> {
  if (shared.engine === "postgres") return openPostgres(shared.databaseUrl, poolSize);
  const client = PgliteThread.connect(shared.port);
  const refuse = () => Promise.reject(new Error("Only the thread that opened the embedded database may do this."));
  return {
    db: drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Database,
    engine: "pglite",
    location: shared.location,
    migrate: refuse,
    setUpAlone: refuse,
    listen: refuse,
    async ping() {
      await client.query("select 1");
    },
    load: () => client.load(),
    share: refuse,
    holdStill: refuse,
    close: () => client.close(),
  };
}

export async function openDatabase(config: Pick<ServerConfig, "databaseUrl" | "dataDir">): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/**
 * PGlite reads its files through the kernel, whose page cache keeps them warm already: a
 * buffer pool of 16 MB in place of PostgreSQL's 128 MB keeps about 110 MB less resident,
 * with the same query times at 100,000 games (docs/performance.md).
 */
export const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  prepareDataDirectory(dataDir);
  const releaseLock = lockDataDirectory(dataDir);
  let client: PgliteThread;
  try {
    await initializePgliteDirectory(dataDir);
    client = await PgliteThread.open(dataDir, PGLITE_SETTINGS);
  } catch (error) {
    releaseLock();
    throw new StartupError(
      `The embedded database in ${dataDir} cannot be opened (${errorText(error)}): ` +
        "stop any other Zowii process using it, or point DATA_DIR at another folder.",
    );
  }
  // Drizzle's driver calls only the part of PGlite's client that the thread answers.
  const pgliteDb = drizzlePglite(client as unknown as PGlite, { schema });
  return {
    db: pgliteDb as unknown as Database,
    engine: "pglite",
    location: dataDir,
    // PGlite serves one connection, so nothing else can migrate concurrently.
    migrate: (folder) => migratePglite(pgliteDb, { migrationsFolder: folder }),
    setUpAlone: (work) => work(),
    async listen(channel, onNotify) {
      await client.listen(channel, onNotify);
    },
    async ping() {
      await client.query("select 1");
    },
    load: () => client.load(),
    async share() {
      return { engine: "pglite", port: await client.share(), location: dataDir };
    },
    holdStill: () => client.holdStill(),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * Creating a database (initdb) grows PGlite's WebAssembly memory to about 650 MB, and a
 * WebAssembly memory never shrinks: a portal that created its database in its own process
 * stayed near 1 GB resident for good, against about 300 MB after a restart. A short-lived
 * process creates it instead and hands its memory back to the system as it exits.
 */
async function initializePgliteDirectory(dataDir: string): Promise<void> {
  if (pgliteDatabaseExists(dataDir)) return;
  const create = `${OWNER_ONLY_FILES}
    const { PGlite } = await import(${JSON.stringify(moduleUrl("@electric-sql/pglite"))});
    await (await PGlite.create(${JSON.stringify(dataDir)})).close();`;
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", create], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
  if (code !== 0) throw new Error(`creating it failed (${stderr.trim().split("\n").at(-1) || `exit code ${code}`})`);
}

const LOCK_FILE = "zowii.pid";

/**
 * PGlite does not guard its folder: two processes opening it (the portal and
 * `npm run db:seed`, say) would corrupt it. A pid file turns that into a clear refusal.
 * `npm run backup` and `npm run restore` take it too, so no portal starts on a folder
 * being copied or replaced.
 */
export function lockDataDirectory(dataDir: string): () => void {
  const lockFile = path.join(dataDir, LOCK_FILE);
  const owner = dataDirectoryUser(dataDir);
  if (owner !== null) {
    throw new StartupError(
      `The embedded database in ${dataDir} is in use by process ${owner}: ` +
        "stop that process first (one folder serves one process), or point DATA_DIR at another folder.",
    );
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    if (readLockOwner(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
}

/** The process that holds `dataDir` (its lock names it and it runs), other than this one; else null. */
export function dataDirectoryUser(dataDir: string): number | null {
  const owner = readLockOwner(path.join(dataDir, LOCK_FILE));
  return owner !== null && owner !== process.pid && isRunning(owner) ? owner : null;
}

function readLockOwner(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Creates the data folder, and any parents it needs, 0700 (the process's umask makes the
 * parents so too: they hold nothing else of ours), or checks the one there: writable by this
 * user, closed to the others.
 */
export function prepareDataDirectory(dir: string): void {
  keepNewFilesPrivate();
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const probe = path.join(dir, `.write-check-${process.pid}`);
    fs.writeFileSync(probe, "");
    fs.rmSync(probe);
  } catch (error) {
    throw new StartupError(
      `The data directory ${dir} is not writable (${errorText(error)}): ` +
        "set DATA_DIR to a folder this user can write, or set DATABASE_URL to use PostgreSQL.",
    );
  }
  refuseOpenDataDirectory(dir);
}

/** An arbitrary constant shared by every instance: the key of the lock migrations and a new install's seed are made under. */
const MIGRATION_LOCK_KEY = 7_245_110;

async function openPostgres(databaseUrl: string, poolSize?: number): Promise<DatabaseHandle> {
  const location = describeDatabaseUrl(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000, ...(poolSize && { max: poolSize }) });
  // An idle client that loses its server must not take the process down with it.
  pool.on("error", (error) => logFailure("An idle PostgreSQL connection", error));
  pool.on("connect", timeQueries);
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StartupError(
      `Cannot connect to PostgreSQL at ${location} (${errorText(error)}): ` + "check DATABASE_URL and that the server is running and accepts this user.",
    );
  }
  const listeners: { stop(): Promise<void> }[] = [];
  const holdingSetUpLock = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      return await work(client);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
  };
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Database,
    engine: "postgres",
    location,
    migrate: (folder) => holdingSetUpLock((client) => migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: folder })),
    // The lock is its connection's: `work` queries through the pool's others meanwhile.
    setUpAlone: (work) => holdingSetUpLock(() => work()),
    listen(channel, onNotify) {
      listeners.push(listenToPostgres(databaseUrl, channel, onNotify));
      return Promise.resolve();
    },
    async ping() {
      await pool.query("select 1");
    },
    load: () => ({ busy: pool.totalCount - pool.idleCount, idle: pool.idleCount, max: pool.options.max ?? 10, waiting: pool.waitingCount }),
    share: () => Promise.resolve({ engine: "postgres", databaseUrl }),
    holdStill: () => Promise.reject(new Error("PostgreSQL is copied by pg_dump, which takes a consistent copy by itself.")),
    async close() {
      for (const listener of listeners) await listener.stop();
      await pool.end();
    },
  };
}

type QueryCallback = (error: Error | null, result: unknown) => void;

/**
 * Times each query of a pool's connection for the metrics. The pool's own `query` calls its
 * connection's with a callback, a transaction's queries (Drizzle) call it for a promise:
 * both are timed; a query object (a cursor) is passed on as it is.
 */
function timeQueries(client: pg.PoolClient): void {
  const query = client.query as (this: pg.PoolClient, config: unknown, values?: unknown, callback?: unknown) => unknown;
  client.query = function timedQuery(this: pg.PoolClient, config: unknown, values?: unknown, callback?: unknown) {
    if (typeof (config as { submit?: unknown } | null)?.submit === "function") return query.call(this, config, values, callback);
    const startedAt = performance.now();
    const done = typeof values === "function" ? (values as QueryCallback) : typeof callback === "function" ? (callback as QueryCallback) : undefined;
    if (done) {
      const timed: QueryCallback = (error, result) => {
        queryAnswered(startedAt);
        done(error, result);
      };
      return typeof values === "function" ? query.call(this, config, timed) : query.call(this, config, values, timed);
    }
    const answer = query.call(this, config, values) as Promise<unknown>;
    answer.then(
      () => queryAnswered(startedAt),
      () => queryAnswered(startedAt),
    );
    return answer;
  } as unknown as typeof client.query;
}

/** Reconnect delays after a lost connection: 1 s, 2 s, 5 s, then every 10 s. */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

/** LISTEN on a connection of its own, which comes back by itself after the server does. */
function listenToPostgres(databaseUrl: string, channel: string, onNotify: (payload: string) => void) {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
    next.on("notification", (message) => message.channel === channel && onNotify(message.payload ?? ""));
    next.on("error", () => undefined);
    next.on("end", () => {
      if (client === next) retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped) return void next.end().catch(() => undefined);
      client = next;
      if (failures > 0) onNotify("");
      failures = 0;
    } catch {
      await next.end().catch(() => undefined);
      retry();
    }
  };
  const retry = () => {
    client = null;
    if (stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
  };
  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

export function errorText(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const message = error.message || String(code ?? error.name);
    return typeof code === "string" && !message.includes(code) ? `${code}: ${message}` : message;
  }
  return String(error);
}
