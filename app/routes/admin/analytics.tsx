import Eye from "lucide-react/icons/eye";
import FileDown from "lucide-react/icons/file-down";
import LogIn from "lucide-react/icons/log-in";
import Play from "lucide-react/icons/play";
import Users from "lucide-react/icons/users";
import { Link } from "react-router";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { ChartFigure } from "~/components/admin/insight-chart-slot";
import { DayTable, FunnelTable } from "~/components/admin/insight-tables";
import { StatCard } from "~/components/admin/stat-card";
import { buttonVariants } from "~/components/ui/button-variants";
import { Card, CardTitle, ScrollingCard } from "~/components/ui/card";
import { ADMIN_PATH } from "~/lib/admin-path";
import { VISITORS_PER_ADDRESS } from "~/lib/analytics";
import {
  DEFAULT_INSIGHT_DAYS,
  FAILURE_MIN_ATTEMPTS,
  INSIGHT_RANGES,
  INSIGHT_TABLE_ROWS,
  INSIGHT_TABLE_TITLES,
  RISING_MIN_PLAYS,
  formatFigure,
  formatRate,
  gameStatusLabel,
  nameLabel,
  readInsightDays,
  readLandingOrder,
  LANDING_ORDERS,
  shownTitle,
  type InsightTable,
  type LandingOrder,
} from "~/lib/insights";
import {
  adFillFigures,
  failingGames,
  figuresPerDay,
  hasInsights,
  insightRange,
  insightTotals,
  landingPageFigures,
  launchFunnel,
  placementFigures,
  referrerFigures,
  risingGames,
  topGames,
  type RankedGame,
} from "~/domain/analytics/insights.server";
import { database } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/analytics";

export async function loader({ request }: Route.LoaderArgs) {
  // A range the panel does not offer shows the default one rather than an error.
  const params = new URL(request.url).searchParams;
  const days = readInsightDays(params.get("days")) ?? DEFAULT_INSIGHT_DAYS;
  const landingOrder = readLandingOrder(params.get("landing"));
  const range = insightRange(days);
  const db = await database();
  const [counted, totals, perDay, funnel, top, rising, failing, landing, referrers, placements, adFill] = await Promise.all([
    hasInsights(db, range),
    insightTotals(db, range),
    figuresPerDay(db, range),
    launchFunnel(db, range),
    topGames(db, range, INSIGHT_TABLE_ROWS),
    risingGames(db, range, INSIGHT_TABLE_ROWS),
    failingGames(db, range, INSIGHT_TABLE_ROWS),
    landingPageFigures(db, range, INSIGHT_TABLE_ROWS, landingOrder),
    referrerFigures(db, range),
    placementFigures(db, range),
    adFillFigures(db, range),
  ]);
  return { range, counted, totals, perDay, funnel, top, rising, failing, landing, landingOrder, referrers, placements, adFill };
}

type LoaderData = Route.ComponentProps["loaderData"];

const exportHref = (table: InsightTable, days: number) => `${ADMIN_PATH}/analytics/export?table=${table}&days=${days}`;

export default function AnalyticsSection({ loaderData }: Route.ComponentProps) {
  const { range, counted } = loaderData;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold">Analytics</h2>
          <p className="mt-1 text-sm text-slate-400">
            The last {range.days} days, today included (days in UTC): {range.from} to {range.to}.
          </p>
        </div>
        <RangePicker days={range.days} />
      </div>
      {counted ? (
        <Figures data={loaderData} />
      ) : (
        <Card>
          <p className="text-slate-300">No figures yet for these days. They appear here once visitors come to the site.</p>
        </Card>
      )}
    </div>
  );
}

function RangePicker({ days }: { days: number }) {
  return (
    <nav aria-label="Days shown" className="flex gap-1 rounded-xl border border-white/10 p-1">
      {INSIGHT_RANGES.map((range) => (
        <Link
          key={range}
          to={`${ADMIN_PATH}/analytics?days=${range}`}
          aria-current={range === days ? "page" : undefined}
          className={buttonVariants({ variant: range === days ? "primary" : "ghost", size: "sm" })}
        >
          {`${range} days`}
        </Link>
      ))}
    </nav>
  );
}

function Figures({ data }: { data: LoaderData }) {
  const { range, totals, perDay, funnel } = data;
  const cards = [
    { title: "Plays", caption: "Games started and counted", value: totals.plays, icon: Play },
    { title: "Daily visitors", caption: "Each day's visitors added up: one who came on two days counts twice", value: totals.dailyVisitors, icon: Users },
    { title: "Page views", caption: "Pages shown to visitors", value: totals.pageViews, icon: Eye },
    { title: "Visits", caption: "Visits entering the site", value: totals.visits, icon: LogIn },
  ];
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ title, caption, value, icon }) => (
          <StatCard key={title} title={title} caption={caption} value={formatFigure(value)} icon={icon} />
        ))}
      </div>
      <Card>
        <TableHeading table="plays-per-day" days={range.days} />
        <div className="mt-3 grid gap-6 xl:grid-cols-2">
          <ChartFigure
            caption="Plays per day"
            title={`Plays per day, last ${range.days} days`}
            label="Plays"
            points={perDay.map((day) => ({ day: day.day, value: day.plays }))}
          />
          <ChartFigure
            caption="Daily visitors"
            title={`Daily visitors, last ${range.days} days`}
            label="Visitors"
            points={perDay.map((day) => ({ day: day.day, value: day.visitors }))}
          />
        </div>
        <p className="mt-3 text-xs text-slate-400">
          A visitor is a browser at one network address on one day, with at most {VISITORS_PER_ADDRESS} visitors to an address: nothing that identifies anyone
          is kept.
        </p>
        <details className="mt-4">
          <summary className="cursor-pointer text-sm text-sky-300">Show the figures of each day</summary>
          <div tabIndex={0} className="mt-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-indigo-400">
            <DayTable
              label={INSIGHT_TABLE_TITLES["plays-per-day"]}
              columns={["Plays", "Daily visitors"]}
              rows={perDay.map((day) => ({ day: day.day, values: [day.plays, day.visitors] }))}
            />
          </div>
        </details>
      </Card>
      <Card>
        <TableHeading table="funnel" days={range.days} />
        <div className="mt-3 max-w-2xl">
          <FunnelTable funnel={funnel} label="Launch funnel" />
        </div>
      </Card>
      <GameTables data={data} />
      <TrafficTables data={data} />
    </>
  );
}

function TableHeading({ table, days, note }: { table: InsightTable; days: number; note?: string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <CardTitle>{INSIGHT_TABLE_TITLES[table]}</CardTitle>
        {note && <p className="mt-1 text-sm text-slate-400">{note}</p>}
      </div>
      <a
        href={exportHref(table, days)}
        download
        className={buttonVariants({ variant: "secondary", size: "sm" })}
        aria-label={`Export CSV: ${INSIGHT_TABLE_TITLES[table]}`}
      >
        <FileDown aria-hidden className="size-3.5" />
        Export CSV
      </a>
    </div>
  );
}

const th = "py-2 pr-3 font-medium";
const thRight = `${th} text-right`;
const td = "py-2 pr-3";
const tdFigure = `${td} text-right`;

/** A ranked table in its card: its heading with the export, and a line when nothing qualifies. */
function TableCard({
  table,
  days,
  note,
  toolbar,
  empty,
  columns,
  children,
}: {
  table: InsightTable;
  days: number;
  note?: string;
  /** Links that change what the table shows (its order). */
  toolbar?: React.ReactNode;
  empty: boolean;
  columns: { label: string; figure?: boolean }[];
  children: React.ReactNode;
}) {
  return (
    <ScrollingCard>
      <TableHeading table={table} days={days} note={note} />
      {toolbar}
      {empty ? (
        <p className="mt-3 text-sm text-slate-400">Nothing to show for these days.</p>
      ) : (
        <table aria-label={INSIGHT_TABLE_TITLES[table]} className="mt-3 w-full text-left text-sm">
          <thead className="text-xs text-slate-400">
            <tr>
              {columns.map((column) => (
                <th key={column.label} className={column.figure ? thRight : th}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5">{children}</tbody>
        </table>
      )}
    </ScrollingCard>
  );
}

/** A game's title (a link to its page while it is published), its slug and status. */
function GameCell({ game }: { game: RankedGame }) {
  return (
    <th scope="row" className={`${td} font-normal`}>
      {game.status === "published" && game.slug ? (
        <Link to={`/game/${game.slug}`} className="text-slate-100 hover:underline">
          {shownTitle(game)}
        </Link>
      ) : (
        <span className={game.status === "deleted" ? "text-slate-400" : "text-slate-100"}>{shownTitle(game)}</span>
      )}
      {game.slug && <span className="block text-xs text-slate-400">{game.slug}</span>}
      {game.status !== "published" && <span className="block text-xs text-amber-200">{gameStatusLabel(game.status)}</span>}
    </th>
  );
}

function GameTables({ data: { range, top, rising, failing } }: { data: LoaderData }) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <TableCard table="top-games" days={range.days} empty={top.length === 0} columns={[{ label: "Game" }, { label: "Plays", figure: true }]}>
        {top.map((game) => (
          <tr key={game.id}>
            <GameCell game={game} />
            <td className={tdFigure}>{formatFigure(game.plays)}</td>
          </tr>
        ))}
      </TableCard>
      <TableCard
        table="rising-games"
        days={range.days}
        note={`Games with at least ${RISING_MIN_PLAYS} plays, by how many more they had than in the ${range.days} days before.`}
        empty={rising.length === 0}
        columns={[{ label: "Game" }, { label: "Plays", figure: true }, { label: "Days before", figure: true }, { label: "Change", figure: true }]}
      >
        {rising.map((game) => (
          <tr key={game.id}>
            <GameCell game={game} />
            <td className={tdFigure}>{formatFigure(game.plays)}</td>
            <td className={tdFigure}>{formatFigure(game.previousPlays)}</td>
            <td className={`${tdFigure} text-emerald-300`}>
              +{formatFigure(game.change)}
              {game.previousPlays > 0 && <span className="block text-xs">+{formatRate(game.change / game.previousPlays)}</span>}
            </td>
          </tr>
        ))}
      </TableCard>
      <TableCard
        table="failing-games"
        days={range.days}
        note={`Games whose frame failed to load, of those with at least ${FAILURE_MIN_ATTEMPTS} loads and failures.`}
        empty={failing.length === 0}
        columns={[{ label: "Game" }, { label: "Loaded", figure: true }, { label: "Failed", figure: true }, { label: "Failure rate", figure: true }]}
      >
        {failing.map((game) => (
          <tr key={game.id}>
            <GameCell game={game} />
            <td className={tdFigure}>{formatFigure(game.loaded)}</td>
            <td className={tdFigure}>{formatFigure(game.failed)}</td>
            <td className={tdFigure}>{formatRate(game.failureRate)}</td>
          </tr>
        ))}
      </TableCard>
    </div>
  );
}

/** The landing pages' two orders, as links that keep the range. */
function LandingOrderLinks({ days, order }: { days: number; order: LandingOrder }) {
  const labels: Record<LandingOrder, string> = { visits: "Most visits", plays: "Most plays" };
  return (
    <nav aria-label="Order of landing pages" className="mt-3 flex gap-1">
      {LANDING_ORDERS.map((option) => (
        <Link
          key={option}
          to={`${ADMIN_PATH}/analytics?days=${days}${option === "plays" ? "&landing=plays" : ""}`}
          preventScrollReset
          aria-current={option === order ? "true" : undefined}
          className={buttonVariants({ variant: option === order ? "primary" : "ghost", size: "sm" })}
        >
          {labels[option]}
        </Link>
      ))}
    </nav>
  );
}

function TrafficTables({ data: { range, landing, landingOrder, referrers, placements, adFill } }: { data: LoaderData }) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <TableCard
        table="landing-pages"
        days={range.days}
        note="Pages visits entered by, with the plays those visits led to."
        toolbar={<LandingOrderLinks days={range.days} order={landingOrder} />}
        empty={landing.length === 0}
        columns={[{ label: "Page" }, { label: "Visits", figure: true }, { label: "Plays", figure: true }, { label: "Page views", figure: true }]}
      >
        {landing.map((page) => (
          <tr key={page.path}>
            <th scope="row" className={`${td} font-normal break-all text-slate-100`}>
              {page.path}
            </th>
            <td className={tdFigure}>{formatFigure(page.visits)}</td>
            <td className={tdFigure}>{formatFigure(page.plays)}</td>
            <td className={tdFigure}>{formatFigure(page.pageViews)}</td>
          </tr>
        ))}
      </TableCard>
      <TableCard
        table="referrers"
        days={range.days}
        empty={false}
        columns={[{ label: "Came from" }, { label: "Visits", figure: true }, { label: "Page views", figure: true }]}
      >
        {referrers.map((referrer) => (
          <tr key={referrer.kind}>
            <th scope="row" className={`${td} font-normal text-slate-100`}>
              {nameLabel(referrer.kind)}
            </th>
            <td className={tdFigure}>{formatFigure(referrer.visits)}</td>
            <td className={tdFigure}>{formatFigure(referrer.pageViews)}</td>
          </tr>
        ))}
      </TableCard>
      <TableCard
        table="placements"
        days={range.days}
        note="Where on the site game cards were clicked."
        empty={false}
        columns={[{ label: "Placement" }, { label: "Card clicks", figure: true }]}
      >
        {placements.map((placement) => (
          <tr key={placement.placement}>
            <th scope="row" className={`${td} font-normal text-slate-100`}>
              {nameLabel(placement.placement)}
            </th>
            <td className={tdFigure}>{formatFigure(placement.clicks)}</td>
          </tr>
        ))}
      </TableCard>
      <TableCard
        table="ad-fill"
        days={range.days}
        note="Ads filled by the network, and house promotions shown in their place."
        empty={false}
        columns={[{ label: "Ad block" }, { label: "Network", figure: true }, { label: "House", figure: true }, { label: "Fill rate", figure: true }]}
      >
        {adFill.map((fill) => (
          <tr key={fill.block} className={fill.block === "All" ? "font-semibold" : undefined}>
            <th scope="row" className={`${td} text-slate-100 ${fill.block === "All" ? "" : "font-normal"}`}>
              {fill.block === "All" ? "All blocks" : `Block ${fill.block}`}
            </th>
            <td className={tdFigure}>{formatFigure(fill.network)}</td>
            <td className={tdFigure}>{formatFigure(fill.house)}</td>
            <td className={tdFigure}>{formatRate(fill.fillRate)}</td>
          </tr>
        ))}
      </TableCard>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
