import { Component, lazy, Suspense, useId, useSyncExternalStore, type ReactNode } from "react";
import type { DailyPoint } from "./insight-charts";

// Lazy, so recharts is its own chunk, fetched only where a chart is shown.
const DailyChart = lazy(() => import("./insight-charts").then((charts) => ({ default: charts.DailyChart })));
const Sparkline = lazy(() => import("./insight-charts").then((charts) => ({ default: charts.Sparkline })));

const noSubscription = () => () => {};

/** False on the server and while hydrating, true after: charts are drawn in the browser only. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A chart whose script failed to arrive (a new release replaced it, the connection dropped)
 * says so in its place; the rest of the page, its tables with the same numbers, stays.
 */
class ChartUnavailable extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <p className="text-sm text-slate-400">The chart could not be loaded. Its figures are in the table.</p> : this.props.children;
  }
}

/**
 * A chart in a figure named by its caption. Until the chart's script arrives (and without
 * JavaScript) the figure keeps its height, empty: the page's tables hold the same numbers.
 */
export function ChartFigure({
  caption,
  title,
  label,
  points,
  variant = "daily",
}: {
  caption: string;
  /** The svg's own name, said by screen readers. */
  title: string;
  /** What one day's value is, for the tooltip. */
  label: string;
  points: DailyPoint[];
  variant?: "daily" | "sparkline";
}) {
  const captionId = useId();
  const inBrowser = useInBrowser();
  const height = variant === "daily" ? "h-56" : "h-24";
  const placeholder = <div className={height} />;
  return (
    <figure aria-labelledby={captionId} className="min-w-0">
      <figcaption id={captionId} className="mb-2 text-sm font-medium text-slate-300">
        {caption}
      </figcaption>
      <div className={height}>
        {inBrowser ? (
          <ChartUnavailable>
            <Suspense fallback={placeholder}>
              {variant === "daily" ? <DailyChart points={points} title={title} label={label} /> : <Sparkline points={points} title={title} />}
            </Suspense>
          </ChartUnavailable>
        ) : (
          placeholder
        )}
      </div>
    </figure>
  );
}
