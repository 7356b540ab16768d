import { isbot } from "isbot";
import { data } from "react-router";
import { recordFrameFailure } from "~/domain/health/game-reports.server";
import { clientAddress } from "~/domain/request-context.server";
import { requireMethod } from "~/domain/request-guards.server";
import { database } from "~/domain/runtime.server";
import { readVisitorId } from "~/domain/visitor.server";
import type { Route } from "./+types/api.game-failure";

/**
 * POST /api/games/{slug}/failure: the game's frame failed in this browser (a beacon, with
 * no body). A crawler rendering the page is no visitor: its failures are not counted.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireMethod(request, "POST");
  const headers = { "Cache-Control": "private, no-store" };
  const userAgent = request.headers.get("User-Agent");
  const reporter = { visitorId: readVisitorId(request), address: clientAddress(context) };
  const result = userAgent && isbot(userAgent) ? "noted" : await recordFrameFailure(await database(), params.slug, reporter);
  if (result === "unknown-game") return data({ result }, { status: 404, headers });
  return data({ result }, { status: 202, headers });
}

export function loader() {
  return data({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
