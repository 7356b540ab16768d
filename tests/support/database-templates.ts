import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "~/domain/db/connection.server";
import { prepareDatabase } from "~/domain/platform/new-install.server";
import { log } from "~/domain/platform/log.server";

/**
 * Databases made once per test run and copied for every test that needs one: creating an
 * embedded database (initdb in WebAssembly), migrating it and loading the seed took several
 * seconds each time, hundreds of times a run (docs/performance.md, "the test suite").
 * A copy is a folder copy on the embedded database, `CREATE DATABASE ... TEMPLATE` on
 * PostgreSQL: the same files the slow way would have written.
 *
 * - `migrated`: the schema, no rows (what `openTestDatabase` hands out).
 * - `seeded`: what a portal's first start leaves, seed catalog and content loaded.
 *
 * The tests that are about creating, migrating or seeding a database (start-up, new
 * install, seed) keep starting from nothing.
 */
export interface DatabaseTemplates {
  pglite: { migrated: string; seeded: string };
  postgres: { migrated: string; seeded: string };
  /** The folder that holds the embedded ones. */
  folder: string;
}

export type TemplateKind = "migrated" | "seeded";

/** Names the file through which `npm test` shares one set of templates between its Vitest runs. */
export const TEMPLATES_FILE_VARIABLE = "ZOWII_TEST_TEMPLATES";

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set: run the tests with `npm test`, which starts PostgreSQL.");
  return url;
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function prepared(handle: DatabaseHandle, kind: TemplateKind): Promise<void> {
  try {
    await prepareDatabase(handle, { seed: kind === "seeded" });
  } finally {
    await handle.close();
  }
}

async function makePgliteTemplate(folder: string, kind: TemplateKind): Promise<string> {
  const dataDir = path.join(folder, kind);
  await prepared(await openDatabase({ databaseUrl: undefined, dataDir }), kind);
  return dataDir;
}

async function makePostgresTemplate(kind: TemplateKind): Promise<string> {
  const name = `zowii_template_${kind}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  await prepared(await openDatabase({ databaseUrl: databaseUrl(name), dataDir: "" }), kind);
  // No one connects to a template again: a copy is refused while anyone is connected.
  await withAdmin((client) => client.query(`alter database ${name} with allow_connections false is_template true`));
  return name;
}

/** Makes every template, the four at once, the embedded ones in `folder`. */
export async function makeDatabaseTemplates(folder: string): Promise<DatabaseTemplates> {
  const level = log.level;
  // The seed's entries ("Loaded 87 seed games…") belong to a portal's start, not to the run.
  log.level = "warn";
  try {
    const [migrated, seeded, postgresMigrated, postgresSeeded] = await Promise.all([
      makePgliteTemplate(folder, "migrated"),
      makePgliteTemplate(folder, "seeded"),
      makePostgresTemplate("migrated"),
      makePostgresTemplate("seeded"),
    ]);
    return { folder, pglite: { migrated, seeded }, postgres: { migrated: postgresMigrated, seeded: postgresSeeded } };
  } finally {
    log.level = level;
  }
}

export async function removeDatabaseTemplates(templates: DatabaseTemplates): Promise<void> {
  fs.rmSync(templates.folder, { recursive: true, force: true });
  await withAdmin(async (client) => {
    for (const name of Object.values(templates.postgres)) {
      await client.query(`alter database ${name} with is_template false`);
      await client.query(`drop database if exists ${name} with (force)`);
    }
  });
}

/**
 * The templates of a run that `npm test` shares between its Vitest runs through the file
 * that ZOWII_TEST_TEMPLATES names: the first run to get here makes them (next to the file,
 * which `npm test` removes at its end), the others wait for the file. Null when Vitest was
 * started by hand.
 */
export async function sharedDatabaseTemplates(): Promise<DatabaseTemplates | null> {
  const file = process.env[TEMPLATES_FILE_VARIABLE];
  if (!file) return null;
  let maker = false;
  try {
    // One of the runs gets the folder: making a folder that exists fails.
    fs.mkdirSync(`${file}.making`);
    maker = true;
  } catch {
    // Another run makes them.
  }
  if (maker) {
    const templates = await makeDatabaseTemplates(fs.mkdtempSync(path.join(path.dirname(file), "templates-")));
    // Written whole, then renamed: a waiting run never reads half a file.
    fs.writeFileSync(`${file}.part`, JSON.stringify(templates));
    fs.renameSync(`${file}.part`, file);
    return templates;
  }
  for (const deadline = Date.now() + 5 * 60_000; !fs.existsSync(file);) {
    if (Date.now() > deadline) throw new Error(`The database templates did not appear in ${file} within 5 minutes.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return JSON.parse(fs.readFileSync(file, "utf8")) as DatabaseTemplates;
}
