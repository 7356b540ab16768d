/**
 * npm run db:seed: adds the seed games missing from the catalog (matched by slug).
 * Existing games are left as they are. With the embedded database, stop the portal first:
 * one folder serves one process.
 */
import { readServerConfig } from "~/domain/platform/config.server";
import { StartupError } from "~/domain/platform/startup-error.server";
import { openDatabase } from "~/domain/db/connection.server";
import { applyMigrations } from "~/domain/db/migrations.server";
import { loadSeedCatalog } from "~/domain/catalog/seed.server";

try {
  const handle = await openDatabase(readServerConfig());
  try {
    await applyMigrations(handle);
    const added = await loadSeedCatalog(handle.db);
    console.log(`Seed catalog: ${added} game(s) added to ${handle.engine} (${handle.location}).`);
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof StartupError ? `db:seed failed: ${error.message}` : error);
  process.exitCode = 1;
}
