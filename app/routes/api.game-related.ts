import { data } from "react-router";
import { gameBySlug, relatedGames } from "~/domain/catalog/reads.server";
import { database } from "~/domain/platform/runtime.server";
import { publicPageHeaders } from "~/lib/cache-headers";
import type { Route } from "./+types/api.game-related";

/**
 * GET /api/games/{slug}/related: the games the game page suggests, for the "More like this"
 * row shown when a game closes. The same answer for every visitor, so shared caches keep it
 * as long as the pages; a slug that is no published game is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const db = await database();
  const game = await gameBySlug(db, params.slug);
  if (!game) return data({ error: "Game not found", games: [] }, { status: 404 });
  return data({ games: await relatedGames(db, game) }, { headers: publicPageHeaders() });
}
