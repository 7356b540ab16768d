/**
 * npm run catalog:import -- catalog.json
 * Adds the file's games to the catalog, or updates those whose slug it already holds,
 * after checking every record as publishing would; a bad record changes nothing and is
 * named. Running portals on the same PostgreSQL show the change at once. With the
 * embedded database, stop the portal first: one folder serves one process.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { CatalogImportError, checkCatalogFile, importCatalog } from "~/domain/catalog/transfer.server";
import { readServerConfig, StartupError } from "~/domain/config.server";
import { openDatabase } from "~/domain/db/connection.server";
import { applyMigrations } from "~/domain/db/migrations.server";

const usage = "Usage: npm run catalog:import -- catalog.json";

try {
  const { positionals } = parseArgs({ allowPositionals: true });
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new StartupError(usage);
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    throw new StartupError(`${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? error}).`);
  }
  const config = readServerConfig();
  const checked = await checkCatalogFile(text, config);
  const handle = await openDatabase(config);
  try {
    await applyMigrations(handle);
    const result = await importCatalog(handle.db, checked, path.basename(file));
    console.log(
      `Imported ${checked.length} games (${result.added} added, ${result.updated} updated) with ${result.thumbnails} thumbnails into ${handle.engine} (${handle.location}).`,
    );
  } finally {
    await handle.close();
  }
} catch (error) {
  if (error instanceof CatalogImportError) console.error(`catalog:import failed: ${error.message}. Nothing was changed.`);
  else console.error(error instanceof StartupError ? `catalog:import failed: ${error.message}` : error);
  process.exitCode = 1;
}
