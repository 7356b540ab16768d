import { data } from "react-router";
import { MAX_EVENTS_PER_BATCH } from "~/lib/analytics";
import { ingestEvents } from "~/domain/analytics/ingest.server";
import { clientAddress } from "~/domain/web/request-context.server";
import { requireMethod } from "~/domain/web/request-guards.server";
import { analyticsBuffer, database } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/api.events";

/**
 * POST /api/events: a batch of the page's analytics events (app/lib/analytics.ts), sent as
 * a beacon. Nothing is read from or set in a cookie, and nothing about the sender is kept.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, "POST");
  const headers = { "Cache-Control": "private, no-store" };
  const answer = await ingestEvents(await database(), await analyticsBuffer(), await request.text(), {
    address: clientAddress(context),
    userAgent: request.headers.get("User-Agent") ?? "",
  });
  if (answer.result === "malformed") {
    return data({ error: `Send {"events": [...]} with at most ${MAX_EVENTS_PER_BATCH} events.` }, { status: 400, headers });
  }
  return data({ result: "noted" }, { status: 202, headers });
}

export function loader() {
  return data({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
