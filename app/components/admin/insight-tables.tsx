import { formatFigure, formatRate, type Funnel } from "~/lib/insights";

const cell = "py-2 pr-3";
const head = "py-2 pr-3 font-medium";

/** The launch funnel: each step, its count and its share of the step before, the interstitial beside. */
export function FunnelTable({ funnel, label }: { funnel: Funnel; label: string }) {
  return (
    <div className="space-y-3">
      <table aria-label={label} className="w-full text-left text-sm">
        <thead className="text-xs text-slate-400">
          <tr>
            <th className={head}>Step</th>
            <th className={`${head} text-right`}>Count</th>
            <th className={`${head} text-right`}>Of the step before</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {funnel.steps.map((step) => (
            <tr key={step.label}>
              <th scope="row" className={`${cell} font-normal text-slate-200`}>
                {step.label}
              </th>
              <td className={`${cell} text-right`}>{formatFigure(step.count)}</td>
              <td className={`${cell} text-right`}>{formatRate(step.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-slate-300">
        Interstitials shown: {formatFigure(funnel.interstitialsShown)}, closed early: {formatFigure(funnel.interstitialsClosedEarly)}
      </p>
      <p className="text-xs text-slate-400">
        Games also start from Play Now on game pages reached without a card, so a step can pass 100%. The interstitial shows at most once every 3 minutes, so it
        is beside the steps, not one of them.
      </p>
    </div>
  );
}

/** Figures of each day as a table: what a chart shows, for screen readers and without JavaScript. */
export function DayTable({ label, columns, rows }: { label: string; columns: string[]; rows: { day: string; values: number[] }[] }) {
  return (
    <table aria-label={label} className="w-full text-left text-sm">
      <thead className="text-xs text-slate-400">
        <tr>
          <th className={head}>Day</th>
          {columns.map((column) => (
            <th key={column} className={`${head} text-right`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-white/5">
        {rows.map((row) => (
          <tr key={row.day}>
            <th scope="row" className={`${cell} font-normal text-slate-200`}>
              <time dateTime={row.day}>{row.day}</time>
            </th>
            {row.values.map((value, n) => (
              <td key={columns[n]} className={`${cell} text-right`}>
                {formatFigure(value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
