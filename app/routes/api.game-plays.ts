import { data } from "react-router";
import { countPlay } from "~/domain/plays.server";
import { clientAddress } from "~/domain/request-context.server";
import { requireMethod } from "~/domain/request-guards.server";
import { analyticsBuffer, database } from "~/domain/runtime.server";
import { recordCountedPlay } from "~/domain/analytics/ingest.server";
import { visitorFor } from "~/domain/visitor.server";
import type { Route } from "./+types/api.game-plays";

/** POST /api/games/{slug}/plays: a launch reached the game window. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireMethod(request, "POST");
  const { visitorId, headers } = visitorFor(request);
  const result = await countPlay(await database(), params.slug, visitorId, clientAddress(context));
  if (result === "unknown-game") return data({ result }, { status: 404, headers });
  if (result === "counted") recordCountedPlay(await analyticsBuffer(), params.slug);
  return data({ result }, { headers });
}

export function loader() {
  return data({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
