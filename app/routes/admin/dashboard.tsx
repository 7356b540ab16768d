import { Gamepad2, Play, Star } from "lucide-react";
import { recentAudit } from "~/domain/admin/audit-log.server";
import { requireAdmin } from "~/domain/auth/session.server";
import { catalogStats, type CatalogStats } from "~/domain/catalog/stats.server";
import { siteUrlWarning } from "~/domain/config.server";
import { database, serverConfig } from "~/domain/runtime.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { Card, CardTitle } from "~/components/ui/card";
import { formatAverageRating, formatCount } from "~/lib/format";
import type { Route } from "./+types/dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request);
  const db = await database();
  // Stats that cannot be read are logged, not shown as an error (docs/product.md §8).
  const [stats, audit] = await Promise.all([
    catalogStats(db).catch((error: unknown) => {
      console.error("Reading the dashboard's stats failed:", error);
      return null;
    }),
    recentAudit(db),
  ]);
  const config = await serverConfig();
  return { email: viewer.user.email, stats, audit, siteUrlWarning: config.siteUrlSet ? null : siteUrlWarning(config.siteUrl) };
}

export default function Dashboard({ loaderData: { email, stats, audit, siteUrlWarning } }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold">Welcome back!</h2>
        <p className="mt-1 text-slate-400">Signed in as {email}. Here is how the catalog is doing.</p>
      </div>
      {siteUrlWarning && (
        <div role="alert" className="rounded-2xl border border-amber-400/30 bg-amber-400/10 p-4 text-sm text-amber-100">
          <p className="font-semibold">Search engines will see wrong links</p>
          <p className="mt-1">{siteUrlWarning}</p>
        </div>
      )}
      <StatCards stats={stats} />
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
    </div>
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
      {cards.map(({ title, caption, value, icon: Icon }) => (
        <Card key={title}>
          <div className="flex items-center justify-between">
            <CardTitle className="text-sm text-slate-300">{title}</CardTitle>
            <Icon aria-hidden className="size-5 text-indigo-400" />
          </div>
          <p className="mt-2 text-3xl font-bold">{value ?? "—"}</p>
          <p className="text-xs text-slate-400">{caption}</p>
        </Card>
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
