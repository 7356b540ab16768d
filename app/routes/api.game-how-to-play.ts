import { data } from "react-router";
import { gameBySlug } from "~/domain/catalog/reads.server";
import { database } from "~/domain/platform/runtime.server";
import { publicPageHeaders } from "~/lib/cache-headers";
import type { Route } from "./+types/api.game-how-to-play";

/**
 * GET /api/games/{slug}/how-to-play: the game's own words on how to play it ("" for none), for
 * the interstitial, which has only the card a visitor chose. The same answer for every visitor,
 * kept by shared caches as long as the pages; a slug that is no published game is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const game = await gameBySlug(await database(), params.slug);
  if (!game) return data({ error: "Game not found", instructions: "" }, { status: 404 });
  return data({ instructions: game.instructions }, { headers: publicPageHeaders() });
}
