/** SQL pieces more than one query needs. */
import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { countedPages } from "~/lib/paging";
import type { Database } from "./connection.server";

/**
 * A LIKE/ILIKE pattern that matches `text` anywhere, with the `%`, `_` and `\` typed by a
 * visitor or operator matched literally rather than as wildcards.
 */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * How many rows of `table` match `where`, how many pages of `pageSize` they make, and the
 * page shown for `wanted` (countedPages: the last when past it), to read at `(page - 1) * pageSize`.
 */
export async function countedPage(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  pageSize: number,
  wanted: number,
): Promise<{ total: number; pages: number; page: number }> {
  const [totals] = await db.select({ total: count() }).from(table).where(where);
  const total = totals?.total ?? 0;
  return { total, ...countedPages(total, pageSize, wanted) };
}
