import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database } from "~/domain/db/connection.server";
import type { TemplateKind } from "./database-templates";
import { startPortal, type RunningPortal } from "./portal-server";
import { createPostgresDatabase, databaseFrom, databaseSettings, type Engine } from "./test-database";

/**
 * A portal on a PostgreSQL database of its own, and a connection the test keeps to the
 * database, to look inside or to change rows by hand. `close()` ends all three.
 */
export interface PortalInstall {
  portal: RunningPortal;
  db: pg.Client;
  /** The database's URL, for a command or another portal on it. */
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts a portal with `env` on a new copy of the run's `template`, once `prepare` (when
 * given) has written what the portal must find there at its start.
 */
export async function startPortalInstall(
  template: TemplateKind,
  env: NodeJS.ProcessEnv = {},
  prepare?: (databaseUrl: string) => Promise<void>,
): Promise<PortalInstall> {
  const database = await createPostgresDatabase(template);
  await prepare?.(database.url);
  const portal = await startPortal({ DATABASE_URL: database.url, ...env });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  return {
    portal,
    db,
    databaseUrl: database.url,
    async close() {
      await db.end();
      await portal.stop();
      await database.drop();
    },
  };
}

/** A portal on either engine, for the tests that run a command beside it or open its database. */
export interface EnginePortal {
  portal: RunningPortal;
  /**
   * What the portal started with: the database's setting (DATABASE_URL, or DATA_DIR on the
   * embedded database) and the test's own, as an operator's shell has them for a command.
   */
  env: NodeJS.ProcessEnv;
  /** The PostgreSQL database's URL; undefined on the embedded one. */
  databaseUrl: string | undefined;
  /** Stops the portal and drops the PostgreSQL database (the embedded one's folder is the caller's to remove). */
  close(): Promise<void>;
}

/**
 * Starts a portal with `settings` on a copy of the run's `template` on `engine`: a new
 * PostgreSQL database, or the embedded one written at `dataDir`. `prepare` (when given)
 * first writes what the portal must find there at its start, through a connection of this
 * process closed before the portal starts (the embedded database serves one process).
 */
export async function startEnginePortal(
  engine: Engine,
  template: TemplateKind,
  dataDir: string,
  { settings = {}, prepare }: { settings?: NodeJS.ProcessEnv; prepare?: (db: Database) => Promise<unknown> } = {},
): Promise<EnginePortal> {
  const database = await databaseFrom(template, engine, dataDir);
  const env = { ...databaseSettings(database, dataDir), ...settings };
  try {
    if (prepare) {
      const handle = await openDatabase({ databaseUrl: database?.url, dataDir });
      try {
        await prepare(handle.db);
      } finally {
        await handle.close();
      }
    }
    const portal = await startPortal(env);
    return {
      portal,
      env,
      databaseUrl: database?.url,
      async close() {
        await portal.stop();
        await database?.drop();
      },
    };
  } catch (error) {
    await database?.drop();
    throw error;
  }
}

/**
 * For the tests of the surrounding describe (or file): what `start` gives (an install, a
 * portal, anything with a `close()`), started and given `fill` before them, closed after
 * them. Read its fields inside a test or a hook registered after this one: `install.portal`.
 */
export function setUpInstall<T extends { close(): Promise<void> }>(start: () => Promise<T>, fill?: (install: T) => Promise<unknown>): T {
  let install: T | undefined;
  beforeAll(async () => {
    install = await start();
    await fill?.(install);
  });
  afterAll(async () => {
    await install?.close();
  });
  return new Proxy({} as T, {
    get(_, field) {
      if (!install) throw new Error("The install runs only inside the tests of its describe.");
      return Reflect.get(install, field) as unknown;
    },
  });
}

/** How many rows of `table` hold `where` (with `params`), read through the test's connection. */
export async function countRows(db: pg.Client, table: string, where = "true", params: unknown[] = []): Promise<number> {
  return (await db.query(`select count(*)::int as n from ${table} where ${where}`, params)).rows[0].n as number;
}
