import { findLandingPage, type LandingPage } from "../../content/landing";
import { LANDING_GAMES_LIMIT } from "~/lib/constants";
import type { GameCard } from "~/lib/game";
import type { Database } from "./db/connection.server";
import { searchGames } from "./catalog/reads.server";

/**
 * A keyword landing page with the catalog's games for its topic, found by the
 * portal's own search with the page's `gameSearch` words. Null for an unknown keyword.
 * The content stays on the server: a page's HTML carries only its own entry.
 */
export async function landingPageWithGames(
  db: Database,
  keyword: string,
): Promise<{ page: LandingPage; games: GameCard[] } | null> {
  const page = findLandingPage(keyword);
  if (!page) return null;
  const games = await searchGames(db, { query: page.gameSearch, limit: LANDING_GAMES_LIMIT });
  return { page, games };
}
