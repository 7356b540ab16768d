import { data } from "react-router";
import { countPlay } from "~/server/plays.server";
import { clientAddress } from "~/server/request-context.server";
import { requireMethod } from "~/server/request-guards.server";
import { database } from "~/server/runtime.server";
import { visitorFor } from "~/server/visitor.server";
import type { Route } from "./+types/api.game-plays";

/** POST /api/games/{slug}/plays: a launch reached the game window. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireMethod(request, "POST");
  const { visitorId, headers } = visitorFor(request);
  const result = await countPlay(await database(), params.slug, visitorId, clientAddress(context));
  if (result === "unknown-game") return data({ result }, { status: 404, headers });
  return data({ result }, { headers });
}

export function loader() {
  return data({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
