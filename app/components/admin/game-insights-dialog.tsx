import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { ADMIN_PATH } from "~/lib/admin-path";
import { formatFigure, type GameInsights } from "~/lib/insights";
import { Button } from "../ui/button";
import { PanelDialog } from "./panel-dialog";
import { ChartFigure } from "./insight-chart-slot";
import { DayTable, FunnelTable } from "./insight-tables";
import { Alert } from "~/components/ui/alert";

/** One game's plays of the last 30 days and its launch funnel, read when the dialog opens. */
export function GameInsightsDialog({ game, onClose }: { game: { id: string; title: string }; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult<GameInsights>>();
  const { load } = fetcher;
  const address = `${ADMIN_PATH}/analytics/games/${encodeURIComponent(game.id)}`;
  useEffect(() => {
    void load(address);
  }, [load, address]);
  const answer = fetcher.data;
  return (
    <PanelDialog title={`Insights: ${game.title}`} onClose={onClose}>
      <div className="mt-4 space-y-4">
        {!answer ? (
          <p role="status" className="text-sm text-slate-400">
            Loading the figures...
          </p>
        ) : !answer.ok ? (
          <Alert>{answer.message}</Alert>
        ) : (
          <Figures insights={answer} />
        )}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </PanelDialog>
  );
}

function Figures({ insights }: { insights: GameInsights }) {
  const { game, days, playsPerDay, funnel } = insights;
  const plays = playsPerDay.reduce((sum, day) => sum + day.plays, 0);
  return (
    <>
      <p className="text-sm text-slate-300">
        <span className="text-2xl font-bold text-slate-100">{formatFigure(plays)}</span> plays in the last {days} days
      </p>
      <ChartFigure
        variant="sparkline"
        caption="Plays per day"
        title={`Plays per day of ${game.title}, last ${days} days`}
        label="Plays"
        points={playsPerDay.map((day) => ({ day: day.day, value: day.plays }))}
      />
      <details>
        <summary className="cursor-pointer text-sm text-sky-300">Show the plays of each day</summary>
        <div className="mt-2 max-h-80 overflow-y-auto">
          <DayTable label={`Plays per day of ${game.title}`} columns={["Plays"]} rows={playsPerDay.map((day) => ({ day: day.day, values: [day.plays] }))} />
        </div>
      </details>
      <FunnelTable funnel={funnel} label={`Launch funnel of ${game.title}`} />
    </>
  );
}
