import pg from "pg";
import type { TemplateKind } from "./database-templates";
import { startPortal, type RunningPortal } from "./portal-server";
import { createPostgresDatabase } from "./test-database";

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

/** How many rows of `table` hold `where` (with `params`), read through the test's connection. */
export async function countRows(db: pg.Client, table: string, where = "true", params: unknown[] = []): Promise<number> {
  return (await db.query(`select count(*)::int as n from ${table} where ${where}`, params)).rows[0].n as number;
}
