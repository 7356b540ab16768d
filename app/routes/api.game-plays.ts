import { data } from "react-router";
import { countPlay } from "~/domain/analytics/plays.server";
import { clientAddress } from "~/domain/web/request-context.server";
import { requireMethod } from "~/domain/web/request-guards.server";
import { analyticsBuffer, database } from "~/domain/platform/runtime.server";
import { isRobot, recordCountedPlay } from "~/domain/analytics/ingest.server";
import { visitorFor } from "~/domain/web/visitor.server";
import type { Route } from "./+types/api.game-plays";

/**
 * POST /api/games/{slug}/plays: a launch reached the game window. A robot's launch is
 * answered as a repeat is, and counts nothing, as its events do not.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireMethod(request, "POST");
  const { visitorId, headers } = visitorFor(request);
  const db = await database();
  if (isRobot(request.headers.get("User-Agent"))) return data({ result: "too-soon" }, { headers });
  const result = await countPlay(db, params.slug, visitorId, clientAddress(context));
  if (result === "unknown-game") return data({ result }, { status: 404, headers });
  if (result === "counted") recordCountedPlay(await analyticsBuffer(), params.slug);
  return data({ result }, { headers });
}

export function loader() {
  return data({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
