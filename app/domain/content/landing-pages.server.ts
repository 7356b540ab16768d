import type { LandingPage } from "../../../content/landing";
import { LANDING_GAMES_LIMIT } from "~/lib/constants";
import type { GameCard } from "~/lib/game";
import type { Database } from "../db/connection.server";
import { categoryGames, mostPlayedGames, readGamesPage, searchGames } from "../catalog/reads.server";

export interface LandingGames {
  games: GameCard[];
  hasNextPage: boolean;
  /** Nothing in the catalog matches the page's topic yet: these are the most played games instead. */
  mostPlayed: boolean;
}

/**
 * One page of the catalog's games for a landing page's topic: its category's, most played
 * first, or those the portal's own search finds with its `gameSearch` words; null past the
 * last page. A topic nothing matches yet shows one page of the most played games, so the
 * page still offers a game.
 */
export async function landingGames(db: Database, page: LandingPage, pageNumber: number): Promise<LandingGames | null> {
  const paging = { page: pageNumber, pageSize: LANDING_GAMES_LIMIT };
  const found = page.gameCategory
    ? await categoryGames(db, page.gameCategory, paging)
    : await readGamesPage((limit, offset) => searchGames(db, { query: page.gameSearch, limit, offset }), paging);
  if (found.games.length > 0) return { ...found, mostPlayed: false };
  if (pageNumber > 1) return null;
  return { games: await mostPlayedGames(db, LANDING_GAMES_LIMIT), hasNextPage: false, mostPlayed: true };
}
