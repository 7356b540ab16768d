import Flag from "lucide-react/icons/flag";
import Gamepad2 from "lucide-react/icons/gamepad-2";
import HeartPulse from "lucide-react/icons/heart-pulse";
import Play from "lucide-react/icons/play";
import Star from "lucide-react/icons/star";
import { data, Link } from "react-router";
import { FIRST_VISIT_SEEN, isFirstVisit } from "~/domain/auth/first-visit.server";
import { recentAudit, type AuditEntry } from "~/domain/admin/audit-log.server";
import { Alert } from "~/components/ui/alert";
import { CLOSED_SECTION_PARAMETER, closedSectionMessage, mayUse } from "~/lib/panel-roles";
import { catalogStats } from "~/domain/catalog/stats.server";
import type { CatalogStats } from "~/lib/catalog-stats";
import { siteUrlWarning } from "~/domain/platform/config.server";
import { healthSummary } from "~/domain/health/game-health.server";
import { openReportCounts } from "~/domain/health/reports-review.server";
import { database, serverConfig } from "~/domain/platform/runtime.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { StatCard } from "~/components/admin/stat-card";
import { Card, CardTitle } from "~/components/ui/card";
import { ADMIN_PATH } from "~/lib/admin-path";
import { formatAverageRating, formatCount } from "~/lib/format";
import { panelViewer } from "~/domain/auth/admin-guard.server";
import type { Route } from "./+types/dashboard";
import { logFailure } from "~/domain/platform/log.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = panelViewer(context);
  const role = viewer.panelRole;
  const db = await database();
  // Stats that cannot be read are logged, not shown as an error (docs/product.md §8).
  const loggedAsNull = (what: string) => (error: unknown) => {
    logFailure(`Reading the dashboard's ${what}`, error);
    return null;
  };
  const [stats, health, reports, audit] = await Promise.all([
    catalogStats(db).catch(loggedAsNull("stats")),
    healthSummary(db).catch(loggedAsNull("game health")),
    openReportCounts(db).catch(loggedAsNull("open reports")),
    mayUse(role, "accounts") ? recentAudit(db) : null,
  ]);
  const config = await serverConfig();
  const attention = {
    broken: mayUse(role, "health") ? (health?.broken ?? null) : undefined,
    openReports: mayUse(role, "reports") ? (reports?.reports ?? null) : undefined,
  };
  const closed = new URL(request.url).searchParams.has(CLOSED_SECTION_PARAMETER) ? closedSectionMessage(role) : null;
  const firstVisit = isFirstVisit(request);
  return data(
    {
      email: viewer.user.email,
      greeting: firstVisit ? "Welcome!" : "Welcome back!",
      stats,
      attention,
      audit,
      closed,
      siteUrlWarning: config.siteUrlSet ? null : siteUrlWarning(config.siteUrl),
    },
    firstVisit ? { headers: { "Set-Cookie": FIRST_VISIT_SEEN } } : undefined,
  );
}

export default function Dashboard({ loaderData: { email, greeting, stats, attention, audit, closed, siteUrlWarning } }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold">{greeting}</h2>
        <p className="mt-1 text-slate-400">Signed in as {email}. Here is how the catalog is doing.</p>
      </div>
      {closed && <Alert>{closed}</Alert>}
      {siteUrlWarning && (
        <div role="alert" className="rounded-2xl border border-amber-400/30 bg-amber-400/10 p-4 text-sm text-amber-100">
          <p className="font-semibold">Search engines will see wrong links</p>
          <p className="mt-1">{siteUrlWarning}</p>
        </div>
      )}
      <StatCards stats={stats} />
      <AttentionCards broken={attention.broken} openReports={attention.openReports} />
      {audit && <RecentActivity audit={audit} />}
    </div>
  );
}

function RecentActivity({ audit }: { audit: AuditEntry[] }) {
  return (
    <Card>
      <CardTitle>Recent admin activity</CardTitle>
      {audit.length === 0 ? (
        <p className="mt-3 text-sm text-slate-400">Nothing has been changed yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-white/5 text-sm">
          {audit.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-2 py-2">
              <span className="font-medium text-slate-100">{entry.actorEmail}</span>
              <span className="text-slate-300">{entry.action}</span>
              <span className="text-slate-100">{entry.target}</span>
              <time dateTime={entry.createdAt} className="ml-auto text-slate-400">
                {new Date(entry.createdAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC
              </time>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function StatCards({ stats }: { stats: CatalogStats | null }) {
  const cards = [
    { title: "Total Games Published", caption: "Games available on platform", value: stats && formatCount(stats.games), icon: Gamepad2 },
    { title: "Total Plays", caption: "Across all games", value: stats && formatCount(stats.plays), icon: Play },
    { title: "Average Rating", caption: "User satisfaction", value: stats && formatAverageRating(stats.averageRating), icon: Star },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {cards.map(({ title, caption, value, icon }) => (
        <StatCard key={title} title={title} caption={caption} value={value ?? "—"} icon={icon} />
      ))}
    </div>
  );
}

/** What needs an operator: each card leads to its section. */
function AttentionCards({ broken, openReports }: { broken?: number | null; openReports?: number | null }) {
  const cards = [
    { title: "Broken Games", caption: "Published games failing their checks", value: broken, to: `${ADMIN_PATH}/health`, icon: HeartPulse },
    { title: "Open Reports", caption: "Problems reported by visitors", value: openReports, to: `${ADMIN_PATH}/reports`, icon: Flag },
  ].filter((card) => card.value !== undefined);
  if (cards.length === 0) return null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {cards.map(({ title, caption, value, to, icon }) => (
        <Link key={title} to={to} className="block rounded-2xl focus-visible:ring-2 focus-visible:ring-indigo-400 focus-visible:outline-none">
          <StatCard
            title={title}
            caption={caption}
            value={value == null ? "—" : formatCount(value)}
            icon={icon}
            className="transition-colors hover:border-indigo-400/40"
            valueClassName={value ? "text-rose-300" : undefined}
          />
        </Link>
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
