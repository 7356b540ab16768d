/**
 * npm run games:check [-- --slug S]
 * Checks every published game's URL now (or the one game named), as the daily checks do,
 * and records the results: prints one line per game that is not healthy (its slug, health
 * and why), then a summary. Works while the portal runs, on either database.
 */
import { parseArgs } from "node:util";
import { commandArguments, runFromShell, usageError } from "./lib/run-command";

const LABEL = "games:check";
const usage = "Usage: npm run games:check [-- --slug <slug>]";

function main() {
  let parsed;
  try {
    parsed = parseArgs({ args: commandArguments(), options: { slug: { type: "string" } } });
  } catch (error) {
    return usageError(LABEL, `${(error as Error).message}. ${usage}`);
  }
  const slug = parsed.values.slug?.trim();
  if (slug === "") return usageError(LABEL, `--slug needs a game's slug. ${usage}`);
  return runFromShell("games-check", LABEL, { slug });
}

await main();
