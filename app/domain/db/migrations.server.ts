import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { StartupError } from "../platform/startup-error.server";
import { sql } from "drizzle-orm";
import { errorText, type Database, type DatabaseHandle } from "./connection.server";

/**
 * The committed migrations live in `drizzle/` at the project root. This module runs
 * from the source tree (scripts, tests) and from the server bundle in `build/`, so
 * the folder is found by walking up rather than by a fixed relative path.
 */
export function migrationsFolder(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    if (path.dirname(dir) === dir) {
      throw new StartupError(`No drizzle/meta/_journal.json above ${from}: the migrations are missing from this install.`);
    }
  }
}

export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  // This release's, as it started: a newer release unpacked over it must not change its answer.
  newestMigrationOfRelease();
  try {
    await handle.migrate(folder);
  } catch (error) {
    const cause = error instanceof Error && error.cause ? error.cause : error;
    throw new StartupError(
      `Database migration failed on ${handle.location} (${errorText(cause)}); ` + "no migration was applied: fix the database and start again.",
    );
  }
}

/** When the newest migration of this release was made, as its journal says (what the database records of each). */
let newestMigration: number | undefined;
function newestMigrationOfRelease(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
    newestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

/**
 * Whether the database holds every migration of this release. One holding newer ones (a
 * newer release's, during a rolling upgrade) holds this release's too.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const result = (await db.execute(sql`select coalesce(max(created_at), 0)::bigint::text as newest from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { newest: string }[];
  };
  return Number(result.rows[0]?.newest ?? 0) >= newestMigrationOfRelease();
}
