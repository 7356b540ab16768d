/**
 * A visitor's report of a problem with a game: its choices, its words and its rules, run by
 * the form for instant messages and by the server (health/game-reports.server.ts) for the
 * real check. Plain functions, not a zod schema: the form ships to every game page, and
 * zod would add more to it than the whole form weighs.
 */
import { countOf } from "./format";

/** Stored as game_reports.kind (db/schema.server.ts, GAME_REPORT_KINDS). */
export const REPORT_KINDS = ["does-not-load", "controls", "inappropriate", "other"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  "does-not-load": "Does not load",
  controls: "Controls don't work",
  inappropriate: "Inappropriate content",
  other: "Other",
};

/** A kind as the panel says it; a kind this version does not know (a newer one's) as itself. */
export function reportKindText(kind: string): string {
  return isReportKind(kind) ? REPORT_KIND_LABELS[kind] : kind;
}

/** Characters of a report's text, counted after trimming (game_reports.text is varchar(500)). */
export const REPORT_TEXT_MAX = 500;

export const REPORT_MESSAGES = {
  chooseKind: "Choose what is wrong with the game.",
  textRequired: "Please tell us what is wrong.",
  textTooLong: `Please keep it under ${REPORT_TEXT_MAX} characters.`,
  notText: "Send the report as text.",
  notAReport: "Send the report's kind and text.",
  thanks: "Thanks, we'll take a look.",
  alreadyReported: "You have already reported this problem with the game. Thanks, we'll take a look.",
  gameNotFound: "Game not found",
  failed: "Your report could not be sent. Please try again.",
} as const;

/** What the panel's Reports page answers an operator. */
export const REPORT_REVIEW_MESSAGES = {
  resolved: (reports: number, title: string) => `${countOf(reports, "report", "reports")} on ${title} resolved.`,
  dismissed: (reports: number, title: string) => `${countOf(reports, "report", "reports")} on ${title} dismissed.`,
  alreadySettled: "These reports were already settled.",
  digestOn: "Daily digest mail turned on.",
  digestOff: "Daily digest mail turned off.",
  notFound: "Game not found",
  failed: "Updating the reports failed. Please try again.",
} as const;

export const isReportKind = (kind: unknown): kind is ReportKind => REPORT_KINDS.includes(kind as ReportKind);

/** What is wrong with a report, or null when it may be sent. `text` is the cleaned text. */
export function reportProblem(kind: unknown, text: string): string | null {
  if (!isReportKind(kind)) return REPORT_MESSAGES.chooseKind;
  if (text.length > REPORT_TEXT_MAX) return REPORT_MESSAGES.textTooLong;
  if (kind === "other" && text === "") return REPORT_MESSAGES.textRequired;
  return null;
}

export const reportPath = (slug: string) => `/api/games/${encodeURIComponent(slug)}/report`;
