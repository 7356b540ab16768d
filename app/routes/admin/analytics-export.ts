import { refused } from "~/lib/action-result";
import { answer } from "~/domain/web/action-answers.server";
import { insightRange } from "~/domain/analytics/insights.server";
import { insightTableCsv } from "~/domain/analytics/insights-export.server";
import { database } from "~/domain/platform/runtime.server";
import { DEFAULT_INSIGHT_DAYS, INSIGHT_RANGES, INSIGHT_TABLES, isInsightTable, readInsightDays } from "~/lib/insights";
import type { Route } from "./+types/analytics-export";

/** GET {admin}/analytics/export?table=top-games&days=30: one of the Analytics page's tables as a CSV file. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const table = params.get("table");
  if (!isInsightTable(table)) {
    return answer(refused(`There is no table to export by that name. Tables: ${INSIGHT_TABLES.join(", ")}.`, 404));
  }
  const days = params.has("days") ? readInsightDays(params.get("days")) : DEFAULT_INSIGHT_DAYS;
  if (days === null) return answer(refused(`Days must be one of ${INSIGHT_RANGES.join(", ")}.`));
  const { filename, csv } = await insightTableCsv(await database(), table, insightRange(days));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
