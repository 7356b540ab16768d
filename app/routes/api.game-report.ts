import { data } from "react-router";
import { formText } from "~/lib/form-data";
import { answer } from "~/domain/web/action-answers.server";
import { fileGameReport } from "~/domain/health/game-reports.server";
import { clientAddress } from "~/domain/web/request-context.server";
import { requireMethod } from "~/domain/web/request-guards.server";
import { database } from "~/domain/platform/runtime.server";
import { visitorFor } from "~/domain/web/visitor.server";
import type { Route } from "./+types/api.game-report";

/**
 * The report as sent: JSON (the dialog's) or a form; anything else (another content type,
 * malformed JSON) reads as nothing, which the report's rules then refuse with a message.
 */
async function readReport(request: Request): Promise<unknown> {
  if ((request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("application/json")) {
    return request.json().catch(() => null);
  }
  const form = await request.formData().catch(() => null);
  return form ? { kind: formText(form, "kind"), text: formText(form, "text") } : null;
}

/** POST /api/games/{slug}/report: a visitor reports a problem with a game (kind and text). */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireMethod(request, "POST");
  const { visitorId, headers } = visitorFor(request);
  const report = await readReport(request);
  const result = await fileGameReport(await database(), params.slug, report, { visitorId, address: clientAddress(context) });
  return answer(result, { ...headers, "Cache-Control": "private, no-store" });
}

export function loader() {
  return data({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
