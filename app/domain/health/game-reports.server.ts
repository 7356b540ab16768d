/**
 * What visitors tell us about a game without an account: a report of a problem (kept in
 * game_reports for the panel's Reports page, as plain text, never HTML), and a failure of
 * its frame in their browser (counted, never kept: enough different visitors in a short
 * time ask for a check of the game soon). Both are limited per visitor and per address in
 * rate_counters (rate-limits.server.ts), so every instance counts alike; the address is
 * counted as a digest and stored nowhere.
 */
import { z } from "zod";
import { done, refused, type ActionResult } from "~/lib/action-result";
import { blockText } from "~/lib/visible-text";
import { REPORT_KINDS, REPORT_MESSAGES, REPORT_TEXT_MAX, reportProblem } from "~/lib/game-reports";
import { publishedGameId } from "../catalog/reads.server";
import type { Database } from "../db/connection.server";
import { gameReports } from "../db/schema.server";
import {
  FAILING_VISITORS_PER_GAME,
  FAILURE_PER_VISITOR_PER_GAME,
  FAILURES_PER_ADDRESS,
  FAILURES_PER_ADDRESS_PER_GAME,
  REPORTS_PER_ADDRESS,
  REPORTS_PER_VISITOR_PER_GAME,
  countAttempts,
  countWithinLimits,
  hiddenAddressSubject,
  secondsUntilAllowed,
} from "../web/rate-limits.server";
import { requestCheckSoon } from "./game-check-jobs.server";

/** Who sent a report or a failure: the visitor's cookie id (null without one) and the client's address. */
export interface Reporter {
  visitorId: string | null;
  address: string;
}

/**
 * A report as a client may send it. The text is read within a margin over the limit before
 * it is cleaned (blockText drops what cannot be seen and trims), then held to the limit. A kind
 * the form knows and the table does not would fail to compile at the insert.
 */
const reportSchema = z
  .object(
    {
      kind: z.enum(REPORT_KINDS, { error: REPORT_MESSAGES.chooseKind }),
      text: z
        .string({ error: REPORT_MESSAGES.notText })
        .max(REPORT_TEXT_MAX * 4, REPORT_MESSAGES.textTooLong)
        .default("")
        .transform(blockText),
    },
    { error: REPORT_MESSAGES.notAReport },
  )
  .superRefine((report, ctx) => {
    const problem = reportProblem(report.kind, report.text);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const minutesText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
};

/**
 * Files a visitor's report of a problem with a public game. Refused with 400 and the
 * reason when the report is not one the form could send, 404 when the game is not public,
 * 429 past the visitor's or the address's limit. A visitor without a cookie id counts by
 * address alone.
 */
export async function fileGameReport(db: Database, slug: string, input: unknown, reporter: Reporter): Promise<ActionResult> {
  const parsed = reportSchema.safeParse(input);
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? REPORT_MESSAGES.notAReport);
  const gameId = await publishedGameId(db, slug);
  if (!gameId) return refused(REPORT_MESSAGES.gameNotFound, 404);
  // The visitor's own limit first: a visitor reporting the same problem again does not use up
  // the address's reports. Another problem with the same game is a report of its own.
  const problem = `${gameId} ${parsed.data.kind} ${reporter.visitorId}`;
  if (reporter.visitorId && !(await countWithinLimits(db, [{ rule: REPORTS_PER_VISITOR_PER_GAME, subject: problem }]))) {
    return refused(REPORT_MESSAGES.alreadyReported, 429);
  }
  const address = hiddenAddressSubject(reporter.address);
  if (!(await countWithinLimits(db, [{ rule: REPORTS_PER_ADDRESS, subject: address }]))) {
    const wait = await secondsUntilAllowed(db, REPORTS_PER_ADDRESS, address);
    return refused(`Too many reports from your network. Please try again in ${minutesText(wait)}.`, 429);
  }
  await db.insert(gameReports).values({ gameId, kind: parsed.data.kind, text: parsed.data.text });
  return done(REPORT_MESSAGES.thanks);
}

export type FailureResult = "noted" | "unknown-game";

/**
 * Counts a failure of a public game's frame in a visitor's browser: once per visitor and
 * game in the window, within the address's limits; when the visitors counted reach
 * FAILING_VISITORS_PER_GAME's limit the game is checked soon (requestCheckSoon queues one
 * check, and none while one waits or the game was checked lately). Every failure of a
 * known game is answered alike, so nothing tells a sender whether it counted. A visitor
 * without a cookie id is its address.
 */
export async function recordFrameFailure(db: Database, slug: string, reporter: Reporter): Promise<FailureResult> {
  const gameId = await publishedGameId(db, slug);
  if (!gameId) return "unknown-game";
  const address = hiddenAddressSubject(reporter.address);
  const visitor = reporter.visitorId ?? `address ${address}`;
  if (!(await countWithinLimits(db, [{ rule: FAILURE_PER_VISITOR_PER_GAME, subject: `${gameId} ${visitor}` }]))) return "noted";
  const withinAddress = await countWithinLimits(db, [
    { rule: FAILURES_PER_ADDRESS_PER_GAME, subject: `${address} ${gameId}` },
    { rule: FAILURES_PER_ADDRESS, subject: address },
  ]);
  if (!withinAddress) return "noted";
  const [failingVisitors = 0] = await countAttempts(db, [{ rule: FAILING_VISITORS_PER_GAME, subject: gameId }]);
  if (failingVisitors >= FAILING_VISITORS_PER_GAME.limit) await requestCheckSoon(db, gameId);
  return "noted";
}
