import Check from "lucide-react/icons/check";
import Mail from "lucide-react/icons/mail";
import MailX from "lucide-react/icons/mail-x";
import X from "lucide-react/icons/x";
import { z } from "zod";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { ActionButton } from "~/components/admin/action-button";
import { GameLinks } from "~/components/admin/game-links";
import { Card, CardTitle } from "~/components/ui/card";
import { done, refused } from "~/lib/action-result";
import { ADMIN_PATH } from "~/lib/admin-path";
import { readForm } from "~/lib/form-data";
import { countOf } from "~/lib/format";
import { REPORT_REVIEW_MESSAGES, reportKindText } from "~/lib/game-reports";
import { answeredOrUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { answer, formId, readIntent } from "~/domain/web/action-answers.server";
import { actorOf } from "~/domain/auth/session.server";
import { digestEnabled, nextDigestAt, setDigest } from "~/domain/health/report-digest.server";
import { openReportsByGame, settleGameReports, type ReportedGame } from "~/domain/health/reports-review.server";
import { database } from "~/domain/platform/runtime.server";
import { panelViewer } from "~/domain/auth/admin-guard.server";
import type { Route } from "./+types/reports";
import { PageLinks } from "~/components/admin/page-links";
import { logFailure } from "~/domain/platform/log.server";
import { Badge } from "~/components/ui/badge";

const reportsAddress = z.object({ page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1) });

export async function loader({ request }: Route.LoaderArgs) {
  const { page } = reportsAddress.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = await database();
  const [reports, digestOn, digestAt] = await Promise.all([openReportsByGame(db, { page }), digestEnabled(db), nextDigestAt(db)]);
  return { ...reports, digest: { on: digestOn, nextAt: digestAt && !Number.isNaN(digestAt.getTime()) ? digestAt.toISOString() : null } };
}

/** Resolving or dismissing every open report of one game, and the daily digest's switch. */
const reportIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("settle"), id: formId(), settlement: z.enum(["resolved", "dismissed"]) }),
  z.object({ intent: z.literal("digest"), on: z.enum(["true", "false"]) }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = panelViewer(context);
  const read = readIntent(await readForm(request), reportIntent);
  if (!read.ok) return answer(read);
  const form = read.form;
  try {
    if (form.intent === "digest") {
      const on = form.on === "true";
      await setDigest(await database(), on, actorOf(viewer));
      return answer(done(on ? REPORT_REVIEW_MESSAGES.digestOn : REPORT_REVIEW_MESSAGES.digestOff));
    }
    const { id, settlement } = form;
    const settled = id ? await settleGameReports(await database(), id, settlement, actorOf(viewer)) : null;
    if (!settled) return answer(refused(REPORT_REVIEW_MESSAGES.notFound, 404));
    if (settled.settled === 0) return answer(done(REPORT_REVIEW_MESSAGES.alreadySettled));
    return answer(done(REPORT_REVIEW_MESSAGES[settlement](settled.settled, settled.title)));
  } catch (error) {
    logFailure("Settling game reports", error);
    return answer(refused(REPORT_REVIEW_MESSAGES.failed, 500));
  }
}

/** Sent from the browser: a dropped connection keeps the page and says so. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOrUnreachable(serverAction);
}

export const shouldRevalidate = revalidatesAfterForm;

/** A time as "2031-05-04 10:17 UTC": the same on the server and in every browser. */
function shownTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export default function ReportsSection({ loaderData }: Route.ComponentProps) {
  const { games, gamesTotal, reportsTotal, page, pages, digest } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold">Reports</h2>
        <p className="mt-1 text-sm text-slate-400">
          Problems visitors reported, grouped by game, the most recently reported first. Resolve a game&apos;s reports once the problem is fixed, or dismiss
          them when there was none.
        </p>
      </div>
      <Card>
        <CardTitle>Open reports</CardTitle>
        <p className="mt-1 text-sm text-slate-400">
          {gamesTotal === 0 ? "No open reports." : `${countOf(reportsTotal, "open report", "open reports")} on ${countOf(gamesTotal, "game", "games")}.`}
        </p>
        {games.length > 0 && (
          <ul aria-label="Reported games" className="mt-3 divide-y divide-white/5">
            {games.map((game) => (
              <ReportedGameRow key={game.gameId} game={game} />
            ))}
          </ul>
        )}
      </Card>
      <PageLinks page={page} pages={pages} pageHref={(to) => `${ADMIN_PATH}/reports${to > 1 ? `?page=${to}` : ""}`} />
      <Card>
        <CardTitle>Daily digest mail</CardTitle>
        <p className="mt-1 text-sm text-slate-400">
          {digest.on
            ? `Once a day, every administrator is mailed the accounts waiting for approval, the open reports and the games found broken, when there are any.${digest.nextAt ? ` Next digest: ${shownTime(digest.nextAt)}.` : ""}`
            : "The daily digest is off: no mail is sent."}
        </p>
        <div className="mt-3">
          <ActionButton send={{ intent: "digest", on: String(!digest.on) }}>
            {digest.on ? <MailX aria-hidden className="size-3.5" /> : <Mail aria-hidden className="size-3.5" />}
            {digest.on ? "Turn off the daily digest" : "Turn on the daily digest"}
          </ActionButton>
        </div>
      </Card>
    </div>
  );
}

function ReportedGameRow({ game }: { game: ReportedGame }) {
  return (
    <li className="flex flex-wrap items-start gap-3 py-3 text-sm">
      <div className="min-w-0 flex-1 space-y-1">
        <GameLinks slug={game.slug} title={game.title} draft={!game.published} />
        <p className="flex flex-wrap gap-x-3 text-xs text-slate-400">
          <span className="font-medium text-slate-200">{countOf(game.reports, "open report", "open reports")}</span>
          <span>{game.kinds.map(reportKindText).join(", ")}</span>
          <span>{`Latest ${shownTime(game.latestAt)}`}</span>
          {!game.published && <Badge tone="neutral">Draft</Badge>}
        </p>
        {game.latestText && (
          <blockquote className="border-l-2 border-white/10 pl-3 break-words whitespace-pre-line text-slate-200">{game.latestText}</blockquote>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <ActionButton send={{ intent: "settle", id: game.gameId, settlement: "resolved" }} aria-label={`Resolve reports on ${game.title}`} variant="primary">
          <Check aria-hidden className="size-3.5" />
          Resolve
        </ActionButton>
        <ActionButton send={{ intent: "settle", id: game.gameId, settlement: "dismissed" }} aria-label={`Dismiss reports on ${game.title}`}>
          <X aria-hidden className="size-3.5" />
          Dismiss
        </ActionButton>
      </div>
    </li>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
