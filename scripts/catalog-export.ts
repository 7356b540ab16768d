/**
 * npm run catalog:export -- [--out catalog.json] [--env-file FILE] [--init]
 * Writes the whole catalog, thumbnails included, as one JSON file (to stdout without
 * --out). With the embedded database, stop the portal first: one folder serves one process.
 */
import "./lib/log-as-text";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { exportCatalog } from "~/domain/catalog/transfer.server";
import { StartupError } from "~/domain/platform/startup-error.server";
import { openDatabase } from "~/domain/db/connection.server";
import { applyMigrations } from "~/domain/db/migrations.server";
import { commandArguments, commandConfig } from "./lib/run-command";

async function main() {
  const { values } = parseArgs({ args: commandArguments(), options: { out: { type: "string" } } });
  const config = commandConfig("catalog:export");
  if (!config) return;
  const handle = await openDatabase(config);
  try {
    await applyMigrations(handle);
    const catalog = await exportCatalog(handle.db);
    const json = `${JSON.stringify(catalog, null, 2)}\n`;
    if (values.out) {
      // Written beside the target and renamed, so an interrupted export never leaves half a file.
      fs.writeFileSync(`${values.out}.partial`, json);
      fs.renameSync(`${values.out}.partial`, values.out);
      const thumbnails = catalog.games.filter((game) => game.thumbnail).length;
      console.log(`Exported ${catalog.games.length} games with ${thumbnails} thumbnails from ${handle.engine} (${handle.location}) to ${values.out}.`);
    } else {
      process.stdout.write(json);
    }
  } finally {
    await handle.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof StartupError ? `catalog:export failed: ${error.message}` : error);
  process.exitCode = 1;
}
