import { data } from "react-router";
import { OWN_GAME_PATH } from "~/lib/game-url";
import { gameFramingVerdict } from "~/domain/health/game-framing.server";
import { seesDrafts } from "~/domain/auth/session.server";
import { gameBySlug } from "~/domain/catalog/reads.server";
import { database, serverConfig } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/api.game-framing";

/**
 * GET /api/games/{slug}/framing: whether the game's host refuses to be framed here. Only a
 * catalog game's own URL is ever asked for, never one a visitor names. An administrator
 * previewing a draft asks too (the answer then is theirs alone and not kept).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const db = await database();
  let game = await gameBySlug(db, params.slug);
  const draft = !game && (await seesDrafts(request));
  if (draft) game = await gameBySlug(db, params.slug, { drafts: true });
  if (!game) return data({ refused: false }, { status: 404 });
  const config = await serverConfig();
  const verdict = OWN_GAME_PATH.test(game.gameUrl)
    ? "allowed"
    : await gameFramingVerdict(game.gameUrl, new URL(config.siteUrl).origin, config.allowPrivateFetch);
  return data({ refused: verdict === "refused" }, { headers: { "Cache-Control": draft ? "private, no-store" : "public, max-age=300" } });
}
