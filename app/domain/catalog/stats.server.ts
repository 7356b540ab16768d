import { count, gt, sql, sum } from "drizzle-orm";
import type { CatalogStats } from "~/lib/catalog-stats";
import type { Database } from "../db/connection.server";
import { games } from "../db/schema.server";
import { isPublished, shownRating } from "./reads.server";

/** The catalog's totals, in one query: the admin dashboard's cards and the public pages' true figures. */
export async function catalogStats(db: Database): Promise<CatalogStats> {
  const [row] = await db
    .select({
      games: count(),
      plays: sum(games.plays).mapWith(Number),
      averageRating: sql<number | null>`avg(${shownRating}) filter (where ${gt(shownRating, 0)})`.mapWith(Number),
    })
    .from(games)
    .where(isPublished);
  return {
    games: row?.games ?? 0,
    plays: row?.plays ?? 0,
    averageRating: row?.averageRating ?? null,
  };
}
