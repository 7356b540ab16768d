/**
 * npm run feed:import -- <url-or-file> [--format gamemonetize|gamepix|gamedistribution|zowii] [--publish]
 * Imports a distributor's feed: new games as drafts (published with --publish when their
 * host is allowed), known games updated where the operator has not edited them. Prints one
 * line per rejected record and a summary; exits non-zero when the source cannot be read.
 * Works while the portal runs, on either database.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { FEED_FORMATS, type FeedFormat } from "~/lib/feed-formats";
import { commandArguments, runFromShell, usageError } from "./lib/run-command";

const LABEL = "feed:import";
const usage = `Usage: npm run feed:import -- <url-or-file> [--format ${FEED_FORMATS.join("|")}] [--publish]`;

function main() {
  let parsed;
  try {
    parsed = parseArgs({
      args: commandArguments(),
      allowPositionals: true,
      options: { format: { type: "string" }, publish: { type: "boolean", default: false } },
    });
  } catch (error) {
    return usageError(LABEL, `${(error as Error).message}. ${usage}`);
  }
  const { positionals, values } = parsed;
  const where = positionals[0];
  if (!where || positionals.length > 1) return usageError(LABEL, usage);
  if (values.format !== undefined && !(FEED_FORMATS as readonly string[]).includes(values.format)) {
    return usageError(LABEL, `--format must be one of ${FEED_FORMATS.join(", ")}.`);
  }
  const format = values.format as FeedFormat | undefined;
  // A file goes by its path, from the folder the command runs in: a running portal reads it itself.
  const source = /^https?:\/\//i.test(where) ? { url: where } : { file: path.resolve(where) };
  return runFromShell("feed-import", LABEL, { source, format, publish: values.publish });
}

await main();
