import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { StartupError } from "../config.server";
import { errorText, type DatabaseHandle } from "./connection.server";

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
  try {
    await handle.migrate(folder);
  } catch (error) {
    const cause = error instanceof Error && error.cause ? error.cause : error;
    throw new StartupError(
      `Database migration failed on ${handle.location} (${errorText(cause)}); ` +
        "no migration was applied: fix the database and start again.",
    );
  }
}
