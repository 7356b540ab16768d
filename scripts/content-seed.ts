/**
 * npm run content:seed
 * Adds the landing pages, articles and content pages of content/ that the database does not
 * hold (matched by kind and slug). An entry the operator edited, unpublished or deleted and
 * re-created is never overwritten; a deleted one comes back. Works while the portal runs,
 * on either database: running portals show the change at once.
 */
import { parseArgs } from "node:util";
import { commandArguments, runFromShell, usageError } from "./lib/run-command";

const LABEL = "content:seed";

function main() {
  const { positionals } = parseArgs({ args: commandArguments(), allowPositionals: true });
  if (positionals.length > 0) return usageError(LABEL, "Usage: npm run content:seed");
  return runFromShell("content-seed", LABEL, {});
}

await main();
