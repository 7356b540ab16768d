import { done, refused } from "~/lib/action-result";
import { answer } from "~/domain/web/action-answers.server";
import { gameInsights } from "~/domain/analytics/insights.server";
import { database } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/analytics-game";

/** GET {admin}/analytics/games/:id: one game's plays of the last 30 days and its funnel, for Manage's Insights dialog. */
export async function loader({ params }: Route.LoaderArgs) {
  // Ids are UUIDs or slugs: anything longer, or with control characters, names no game.
  const insights = params.id.length <= 100 && /^\P{Cc}+$/u.test(params.id) ? await gameInsights(await database(), params.id) : null;
  return answer(insights ? done(null, insights) : refused("Game not found", 404), { "Cache-Control": "no-store" });
}
