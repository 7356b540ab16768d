import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "~/domain/db/connection.server";
import type { TemplateKind } from "./database-templates";

export const ENGINES = ["pglite", "postgres"] as const;
export type Engine = (typeof ENGINES)[number];

/**
 * The PostgreSQL server that `npm test` starts. Integration tests run on both engines,
 * so a missing server is an error, not a reason to skip.
 */
export function postgresAdminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set: run the tests with `npm test`, which starts PostgreSQL.");
  return url;
}

/** The run's database templates (tests/support/templates-setup.ts). */
function databaseTemplates() {
  const templates = inject("databaseTemplates");
  if (!templates) throw new Error("No database templates: this test project needs tests/support/templates-setup.ts as a global set-up.");
  return templates;
}

/**
 * A fresh PostgreSQL database, empty or a copy of the run's `template` (migrated, or seeded
 * as a portal's first start leaves it); returns its URL and a function that drops it.
 */
export async function createPostgresDatabase(template?: TemplateKind): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = postgresAdminUrl();
  const name = `zowii_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${databaseTemplates().postgres[template]}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function temporaryDirectory(prefix = "zowii-test-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A new folder holding a copy of the run's embedded `template` database. */
export function pgliteDirectoryFrom(template: TemplateKind, prefix = "zowii-test-"): string {
  const dataDir = temporaryDirectory(prefix);
  fs.cpSync(databaseTemplates().pglite[template], dataDir, { recursive: true });
  return dataDir;
}

/**
 * A copy of the run's `template` on `engine`, for a portal or a command to use: a new
 * PostgreSQL database (returned, to pass its URL and drop it), or the embedded one written
 * at `dataDir` (removed with its folder by the caller).
 */
export async function databaseFrom(template: TemplateKind, engine: Engine, dataDir: string): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  if (engine === "postgres") return createPostgresDatabase(template);
  fs.cpSync(databaseTemplates().pglite[template], dataDir, { recursive: true });
  return undefined;
}

/**
 * The settings that point the portal or a command at a database from `databaseFrom`: its
 * URL on PostgreSQL, the folder of the embedded one (`database` undefined) else.
 */
export function databaseSettings(database: { url: string } | undefined, dataDir: string): { DATABASE_URL: string } | { DATA_DIR: string } {
  return database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir };
}

/** An empty, migrated database on the given engine (or a copy of another template), removed by `close()`. */
export async function openTestDatabase(engine: Engine, template: TemplateKind = "migrated"): Promise<DatabaseHandle> {
  if (engine === "pglite") {
    const dataDir = pgliteDirectoryFrom(template);
    const handle = await openDatabase({ databaseUrl: undefined, dataDir });
    return {
      ...handle,
      async close() {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = await createPostgresDatabase(template);
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: "" });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * An empty, migrated database on `engine` for the tests of the surrounding `describe`:
 * opened (and given `fill`) before them, removed after them. Read `.db` inside a test.
 * `template: "seeded"` starts from what a new install's first start leaves instead.
 */
export function useTestDatabase(
  engine: Engine,
  fill?: (db: Database) => Promise<unknown>,
  { template = "migrated" }: { template?: TemplateKind } = {},
): { readonly db: Database; readonly handle: DatabaseHandle } {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase(engine, template);
    await fill?.(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get db() {
      return this.handle.db;
    },
    get handle() {
      if (!handle) throw new Error("The test database is open only inside the tests of its describe.");
      return handle;
    },
  };
}
