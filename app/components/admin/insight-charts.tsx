/**
 * The panel's charts. This is the only module that imports recharts (about 100 KB of
 * script): insight-chart-slot.tsx loads it lazily, in the browser only, so neither the
 * public pages nor the first paint of the Analytics page wait for it.
 */
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCount } from "~/lib/format";
import { formatFigure } from "~/lib/insights";

export interface DailyPoint {
  day: string;
  value: number;
}

/** "2026-03-04" as "Mar 4", the same in every browser. */
function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

const INDIGO = "#818cf8";
const AXIS = "#94a3b8";

/**
 * One figure per day as an area. The svg is an image named by `title`; its numbers are in
 * the table beside it, so recharts' keyboard layer (an "application" role) is left off.
 */
export function DailyChart({ points, title, label }: { points: DailyPoint[]; title: string; label: string }) {
  return (
    <ResponsiveContainer width="100%" height={224}>
      <AreaChart data={points} title={title} role="img" accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#ffffff14" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} stroke={AXIS} fontSize={12} minTickGap={24} />
        <YAxis allowDecimals={false} tickFormatter={(value: number) => formatCount(value)} stroke={AXIS} fontSize={12} width={44} />
        <Tooltip
          labelFormatter={(day) => shortDay(String(day))}
          formatter={(value) => [formatFigure(Number(value)), label]}
          contentStyle={{ background: "#0f172a", border: "1px solid #ffffff1a", borderRadius: 12, color: "#f1f5f9" }}
        />
        <Area type="monotone" dataKey="value" name={label} stroke={INDIGO} fill={INDIGO} fillOpacity={0.25} isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}

/** A small chart of one game's plays per day, without axes. */
export function Sparkline({ points, title }: { points: DailyPoint[]; title: string }) {
  return (
    <ResponsiveContainer width="100%" height={96}>
      <AreaChart data={points} title={title} role="img" accessibilityLayer={false} margin={{ top: 4, right: 0, bottom: 4, left: 0 }}>
        <Area type="monotone" dataKey="value" stroke={INDIGO} fill={INDIGO} fillOpacity={0.25} isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
