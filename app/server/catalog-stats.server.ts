import { sql } from "drizzle-orm";
import type { Database } from "./db/connection.server";
import { games } from "./db/schema.server";
import { shownRating } from "./games.server";

export interface CatalogStats {
  games: number;
  plays: number;
  /** The mean of the ratings visitors see, over rated games (rating above 0); null when none is. */
  averageRating: number | null;
}

/**
 * The catalog's true figures, for the statistics of the content pages and the admin
 * dashboard: how many games, how many plays in all, and the average rating.
 */
export async function catalogStats(db: Database): Promise<CatalogStats> {
  const [row] = await db
    .select({
      games: sql<number>`count(*)::int`.mapWith(Number),
      plays: sql<number>`coalesce(sum(${games.plays}), 0)::float8`.mapWith(Number),
      averageRating: sql<number | null>`avg(${shownRating}) filter (where ${shownRating} > 0)`,
    })
    .from(games);
  const average = row?.averageRating;
  return {
    games: row?.games ?? 0,
    plays: row?.plays ?? 0,
    averageRating: average === null || average === undefined ? null : Number(average),
  };
}
