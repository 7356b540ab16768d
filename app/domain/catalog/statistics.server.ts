import { sql } from "drizzle-orm";
import type { Database } from "../db/connection.server";
import { logFailure } from "../platform/log.server";

/** Games written by one import from which the planner's statistics are refreshed at its end. */
export const BULK_WRITE_GAMES = 500;

/**
 * After an import writes many games, the planner's statistics describe the catalog before it:
 * PGlite has no autovacuum (the upkeep analyzes every ten minutes) and PostgreSQL's waits for
 * its own turn, and until then a page's query may scan the games instead of using an index.
 * Reading a sample of the table again costs a fraction of a second once per import. A failure
 * only delays the refresh to the next upkeep: the import itself is done.
 */
export async function refreshGameStatistics(db: Database, gamesWritten: number): Promise<void> {
  if (gamesWritten < BULK_WRITE_GAMES) return;
  await db.execute(sql`analyze games`).catch((error: unknown) => logFailure("Refreshing the games' statistics", error));
}
