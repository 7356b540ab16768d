import EyeOff from "lucide-react/icons/eye-off";
import History from "lucide-react/icons/rotate-ccw-clock";
import RefreshCw from "lucide-react/icons/refresh-cw";
import ShieldCheck from "lucide-react/icons/shield-check";
import ShieldOff from "lucide-react/icons/shield-off";
import { Link } from "react-router";
import { z } from "zod";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { ActionButton } from "~/components/admin/action-button";
import { GameLinks } from "~/components/admin/game-links";
import { buttonVariants } from "~/components/ui/button-variants";
import { Card, CardTitle, ScrollingCard } from "~/components/ui/card";
import { done, refused } from "~/lib/action-result";
import { ADMIN_PATH } from "~/lib/admin-path";
import { readForm } from "~/lib/form-data";
import { countOf, formatCount } from "~/lib/format";
import { checkReasonText, UNCOUNTED_TEXT } from "~/lib/game-health";
import { countedPages } from "~/lib/paging";
import { answeredOrUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { answer, formId, readIntent } from "~/domain/web/action-answers.server";
import { actorOf } from "~/domain/auth/session.server";
import { checkAllGamesNow, checkGameNow } from "~/domain/health/game-check-jobs.server";
import { gameHealthHistory, healthSummary, setAutoHide, setKeepUp, unhealthyGames, type UnhealthyGame } from "~/domain/health/game-health.server";
import { database } from "~/domain/platform/runtime.server";
import { Table } from "~/components/ui/table";
import { panelViewer } from "~/domain/auth/admin-guard.server";
import type { Route } from "./+types/health";
import { PageLinks } from "~/components/admin/page-links";
import { logFailure } from "~/domain/platform/log.server";

/** Games one page lists: a catalog of thousands may have hundreds broken after a host goes away. */
const HEALTH_PAGE_SIZE = 50;

const HEALTH_MESSAGES = {
  checkQueued: (title: string) => `Checking ${title}: the result shows here once the check is done.`,
  checkAllQueued: (games: number) => `Checking ${countOf(games, "published game", "published games")} in the background.`,
  keptUp: (title: string) => `${title} stays on the site whatever the checks find.`,
  stoppedKeepingUp: (title: string) => `${title} is up to the checks again.`,
  autoHideOn: (games: number) => `Auto-hide turned on: ${countOf(games, "broken game", "broken games")} left the site.`,
  autoHideOff: (games: number) => `Auto-hide turned off: ${countOf(games, "game", "games")} came back to the site.`,
  notFound: "Game not found",
  failed: "Updating the game health failed. Please try again.",
} as const;

const healthAddress = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  // The game whose last checks are shown.
  game: z
    .string()
    .max(100)
    .regex(/^\P{Cc}+$/u)
    .optional()
    .catch(undefined),
});

export async function loader({ request }: Route.LoaderArgs) {
  const address = healthAddress.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = await database();
  const summary = await healthSummary(db);
  const { pages, page } = countedPages(summary.broken + summary.flaky, HEALTH_PAGE_SIZE, address.page);
  const [list, history] = await Promise.all([
    unhealthyGames(db, HEALTH_PAGE_SIZE, (page - 1) * HEALTH_PAGE_SIZE),
    address.game ? gameHealthHistory(db, address.game) : null,
  ]);
  // A game named in the address that is gone shows as such rather than as no history at all.
  return { summary, games: list, page, pages, history: address.game ? (history ?? { game: null, checks: [] }) : null };
}

/** Check now (one game or all), keep a game up or hand it back to the checks, and the auto-hide switch. */
const healthIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("check"), id: formId() }),
  z.object({ intent: z.literal("check-all") }),
  z.object({ intent: z.literal("keep-up"), id: formId(), on: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("auto-hide"), on: z.enum(["true", "false"]) }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = panelViewer(context);
  const read = readIntent(await readForm(request), healthIntent);
  if (!read.ok) return answer(read);
  const form = read.form;
  const db = await database();
  const actor = actorOf(viewer);
  try {
    if (form.intent === "check") {
      const title = form.id ? await checkGameNow(db, form.id, actor) : null;
      return answer(title !== null ? done(HEALTH_MESSAGES.checkQueued(title)) : refused(HEALTH_MESSAGES.notFound, 404));
    }
    if (form.intent === "check-all") return answer(done(HEALTH_MESSAGES.checkAllQueued(await checkAllGamesNow(db, actor))));
    if (form.intent === "keep-up") {
      const on = form.on === "true";
      const title = form.id ? await setKeepUp(db, form.id, on, actor) : null;
      if (title === null) return answer(refused(HEALTH_MESSAGES.notFound, 404));
      return answer(done(on ? HEALTH_MESSAGES.keptUp(title) : HEALTH_MESSAGES.stoppedKeepingUp(title)));
    }
    const on = form.on === "true";
    const moved = await setAutoHide(db, on, actor);
    return answer(done(on ? HEALTH_MESSAGES.autoHideOn(moved) : HEALTH_MESSAGES.autoHideOff(moved)));
  } catch (error) {
    logFailure("Updating the game health", error);
    return answer(refused(HEALTH_MESSAGES.failed, 500));
  }
}

/** Sent from the browser: a dropped connection keeps the page and says so. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOrUnreachable(serverAction);
}

export const shouldRevalidate = revalidatesAfterForm;

type LoaderData = Route.ComponentProps["loaderData"];

/** A time as "2031-05-04 10:17 UTC": the same on the server and in every browser. */
function shownTime(iso: string | null): string {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : "Never";
}

const healthAt = (page: number, game?: string) => {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (game) params.set("game", game);
  const text = params.toString();
  return `${ADMIN_PATH}/health${text ? `?${text}` : ""}`;
};

export default function HealthSection({ loaderData }: Route.ComponentProps) {
  const { summary, games: list, page, pages, history } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold">Game Health</h2>
        <p className="mt-1 text-sm text-slate-400">
          Every published game is checked once a day. A game that fails 3 checks in a row is broken; it is working again after 2 checks in a row pass. A host
          that gives no answer at all counts at most once an hour, and not at all when most game hosts give none.
        </p>
      </div>
      {summary.outage && <OutageNotice outage={summary.outage} />}
      <div className="grid gap-4 md:grid-cols-3">
        <SummaryCard title="Broken" caption="Failed their last 3 checks" value={summary.broken} />
        <SummaryCard title="Flaky" caption="Failed their last check or two" value={summary.flaky} />
        <SummaryCard title="Hidden from the site" caption="Broken and not kept up" value={summary.hidden} />
      </div>
      <Card>
        <CardTitle>Checks and auto-hide</CardTitle>
        <p className="mt-1 text-sm text-slate-400">
          {summary.autoHide
            ? "Auto-hide is on: a broken game leaves the public pages, search and sitemap until it works again, unless you keep it up."
            : "Auto-hide is off: broken games stay on the site."}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <ActionButton send={{ intent: "check-all" }}>
            <RefreshCw aria-hidden className="size-3.5" />
            Check all now
          </ActionButton>
          <ActionButton
            send={{ intent: "auto-hide", on: String(!summary.autoHide) }}
            variant={summary.autoHide ? "danger" : "primary"}
            confirm={summary.autoHide ? "Turn off auto-hide? Broken games come back to the site at once." : undefined}
          >
            <EyeOff aria-hidden className="size-3.5" />
            {summary.autoHide ? "Turn off auto-hide" : "Turn on auto-hide"}
          </ActionButton>
        </div>
      </Card>
      {history && <HistoryCard history={history} page={page} />}
      <ScrollingCard>
        <CardTitle>Broken and flaky games</CardTitle>
        <p className="mt-1 text-sm text-slate-400">
          Published games only: drafts are not checked. Broken games first, then flaky ones, the most recently checked first.
        </p>
        {list.length === 0 ? (
          <p className="mt-3 text-sm text-slate-400">
            {summary.outage
              ? "No published game is broken or flaky: the checks that could not reach the game hosts did not count."
              : "All published games passed their last check."}
          </p>
        ) : (
          <Table
            label="Broken and flaky games"
            className="mt-3"
            columns={["Game", "Health", "Last check", "Reason", "On the site", { label: "Actions", hidden: true }]}
          >
            {list.map((game) => (
              <UnhealthyGameRow key={game.id} game={game} page={page} />
            ))}
          </Table>
        )}
      </ScrollingCard>
      <PageLinks page={page} pages={pages} pageHref={(to) => healthAt(to)} />
    </div>
  );
}

/** The checks' last outage, until a check reaches the game hosts again. */
function OutageNotice({ outage }: { outage: NonNullable<LoaderData["summary"]["outage"]> }) {
  const when = outage.since.slice(0, 16) === outage.at.slice(0, 16) ? shownTime(outage.at) : `${shownTime(outage.since)} to ${outage.at.slice(11, 16)} UTC`;
  return (
    <div role="status" className="rounded-lg border border-amber-400/30 bg-amber-400/10 p-4 text-sm text-amber-100">
      <p className="font-semibold">The last check could not reach most game hosts: nothing was hidden.</p>
      <p className="mt-1">
        {`At ${when}, ${formatCount(outage.unreachable)} of ${countOf(outage.checked, "game", "games")} checked got no answer. That looks like this server's network (DNS, firewall, proxy) rather than the games, so those checks are in each game's history but did not count towards broken. Once the network is back, Check all now.`}
      </p>
    </div>
  );
}

function SummaryCard({ title, caption, value }: { title: string; caption: string; value: number }) {
  return (
    <Card>
      <CardTitle className="text-sm text-slate-300">{title}</CardTitle>
      <p className="mt-2 text-3xl font-bold">{formatCount(value)}</p>
      <p className="text-xs text-slate-400">{caption}</p>
    </Card>
  );
}

function HealthBadge({ health }: { health: string }) {
  const tone =
    health === "broken" ? "bg-rose-500/15 text-rose-200" : health === "flaky" ? "bg-amber-400/15 text-amber-200" : "bg-emerald-500/15 text-emerald-200";
  const text = { broken: "Broken", flaky: "Flaky", healthy: "Healthy", unchecked: "Not checked yet" }[health] ?? health;
  return <span className={`rounded-full px-2 py-0.5 text-xs ${tone}`}>{text}</span>;
}

function UnhealthyGameRow({ game, page }: { game: UnhealthyGame; page: number }) {
  return (
    <tr>
      <td className="max-w-64 py-2 pr-3">
        <GameLinks slug={game.slug} title={game.title} />
      </td>
      <td className="py-2 pr-3 whitespace-nowrap">
        <HealthBadge health={game.health} />
      </td>
      <td className="py-2 pr-3 text-xs whitespace-nowrap text-slate-300">{shownTime(game.checkedAt)}</td>
      <td className="max-w-72 py-2 pr-3 text-xs text-slate-300">{game.reason ? checkReasonText(game.reason) : ""}</td>
      <td className="py-2 pr-3 text-xs whitespace-nowrap">
        {game.keepUp ? (
          <span className="text-sky-200">Kept up</span>
        ) : game.hidden ? (
          <span className="text-rose-200">Hidden from the site</span>
        ) : (
          <span className="text-slate-300">On the site</span>
        )}
      </td>
      <td className="py-2">
        <div className="flex flex-wrap justify-end gap-2">
          <Link
            to={healthAt(page, game.id)}
            preventScrollReset
            className={buttonVariants({ variant: "secondary", size: "sm" })}
            aria-label={`History of ${game.title}`}
          >
            <History aria-hidden className="size-3.5" />
            History
          </Link>
          <ActionButton send={{ intent: "check", id: game.id }} aria-label={`Check now ${game.title}`}>
            <RefreshCw aria-hidden className="size-3.5" />
            Check now
          </ActionButton>
          {game.keepUp ? (
            <ActionButton send={{ intent: "keep-up", id: game.id, on: "false" }} aria-label={`Stop keeping up ${game.title}`}>
              <ShieldOff aria-hidden className="size-3.5" />
              Stop keeping up
            </ActionButton>
          ) : (
            <ActionButton send={{ intent: "keep-up", id: game.id, on: "true" }} aria-label={`Keep up ${game.title}`}>
              <ShieldCheck aria-hidden className="size-3.5" />
              Keep up
            </ActionButton>
          )}
        </div>
      </td>
    </tr>
  );
}

function HistoryCard({ history, page }: { history: NonNullable<LoaderData["history"]>; page: number }) {
  const { game, checks } = history;
  return (
    <ScrollingCard>
      <div className="flex flex-wrap items-center gap-3">
        <CardTitle className="flex-1">{game ? `Last checks of ${game.title}` : "Last checks"}</CardTitle>
        {game && <HealthBadge health={game.health} />}
        <Link to={healthAt(page)} preventScrollReset className="text-sm text-indigo-300 hover:underline">
          Close
        </Link>
      </div>
      {!game ? (
        <p className="mt-3 text-sm text-slate-400">Game not found</p>
      ) : checks.length === 0 ? (
        <p className="mt-3 text-sm text-slate-400">This game has not been checked yet.</p>
      ) : (
        <Table
          label={`Last checks of ${game.title}`}
          className="mt-3"
          bodyClassName="text-xs"
          columns={["Time", "Result", "Reason", "HTTP status", "Ended at", "Took"]}
        >
          {checks.map((check, index) => (
            <tr key={`${check.checkedAt}-${index}`}>
              <td className="py-2 pr-3 whitespace-nowrap text-slate-300">{shownTime(check.checkedAt)}</td>
              <td className={`py-2 pr-3 ${check.passed ? "text-emerald-300" : "text-rose-300"}`}>
                <span className="whitespace-nowrap">{check.passed ? "Passed" : "Failed"}</span>
                {check.notCounted && <span className="block text-slate-400">{`Not counted: ${UNCOUNTED_TEXT[check.notCounted]}`}</span>}
              </td>
              <td className="max-w-72 py-2 pr-3 text-slate-300">{checkReasonText(check.reason)}</td>
              <td className="py-2 pr-3 text-slate-300">{check.httpStatus ?? "None"}</td>
              <td className="max-w-72 py-2 pr-3 text-slate-300">
                {check.finalUrl ? (
                  <span className="block truncate font-mono" title={check.finalUrl}>
                    {check.redirects > 0 ? `${check.finalUrl} (after ${countOf(check.redirects, "redirect", "redirects")})` : check.finalUrl}
                  </span>
                ) : (
                  "Nowhere"
                )}
              </td>
              <td className="py-2 whitespace-nowrap text-slate-300">{`${(check.durationMs / 1000).toFixed(1)} s`}</td>
            </tr>
          ))}
        </Table>
      )}
    </ScrollingCard>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
