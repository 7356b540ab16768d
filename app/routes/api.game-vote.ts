import { data } from "react-router";
import { gameBySlug } from "~/domain/catalog/reads.server";
import { visitorVote } from "~/domain/analytics/plays.server";
import { database } from "~/domain/platform/runtime.server";
import { readVisitorId } from "~/domain/web/visitor.server";
import type { Route } from "./+types/api.game-vote";

/** GET /api/games/{slug}/vote: this visitor's own vote, kept out of the shared game page. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  const visitorId = readVisitorId(request);
  const game = visitorId ? await gameBySlug(await database(), params.slug) : null;
  const stars = game && visitorId ? await visitorVote(await database(), game.id, visitorId) : null;
  return data({ stars }, { headers });
}
