import { count, gt, sql, sum } from "drizzle-orm";
import type { Database } from "../db/connection.server";
import { games } from "../db/schema.server";
import { isPublished, shownRating } from "./reads.server";

export interface CatalogStats {
  games: number;
  plays: number;
  /** Mean rating over games rated above 0 (docs/product.md §9), or null when there are none. */
  averageRating: number | null;
}

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
