import { data } from "react-router";
import { isRobot, recordWithdrawnPlay } from "~/domain/analytics/ingest.server";
import { recordFrameFailure } from "~/domain/health/game-reports.server";
import { withdrawPlay } from "~/domain/analytics/plays.server";
import { clientAddress } from "~/domain/web/request-context.server";
import { requireMethod } from "~/domain/web/request-guards.server";
import { analyticsBuffer, database } from "~/domain/platform/runtime.server";
import { readVisitorId } from "~/domain/web/visitor.server";
import type { Route } from "./+types/api.game-failure";

/**
 * POST /api/games/{slug}/failure: the game's frame failed in this browser (a beacon, with
 * no body). The play its launch counted is taken back, on the game and in Analytics alike.
 * A crawler rendering the page is no visitor: its failures are not counted.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireMethod(request, "POST");
  const headers = { "Cache-Control": "private, no-store" };
  const reporter = { visitorId: readVisitorId(request), address: clientAddress(context) };
  if (isRobot(request.headers.get("User-Agent"))) return data({ result: "noted" }, { status: 202, headers });
  const db = await database();
  if (reporter.visitorId && (await withdrawPlay(db, params.slug, reporter.visitorId))) recordWithdrawnPlay(await analyticsBuffer(), params.slug);
  const result = await recordFrameFailure(db, params.slug, reporter);
  if (result === "unknown-game") return data({ result }, { status: 404, headers });
  return data({ result }, { status: 202, headers });
}

export function loader() {
  return data({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
