/**
 * npm run catalog:import -- catalog.json
 * Adds the file's games to the catalog, or updates those whose slug it already holds,
 * after checking every record as publishing would; a bad record changes nothing and is
 * named. Works while the portal runs, on either database: running portals show the
 * change at once.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { commandArguments, runFromShell, usageError } from "./lib/run-command";

const LABEL = "catalog:import";
const usage = "Usage: npm run catalog:import -- catalog.json";

function main() {
  const { positionals } = parseArgs({ args: commandArguments(), allowPositionals: true });
  const file = positionals[0];
  if (!file || positionals.length > 1) return usageError(LABEL, usage);
  // By its path, from the folder the command runs in: a running portal reads the file itself.
  return runFromShell("catalog-import", LABEL, { file: path.resolve(file) });
}

await main();
