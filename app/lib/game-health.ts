/**
 * The game checker's words (app/domain/health): the reason codes a check ends with and how
 * the panel and the games:check command say them. Kept apart from the server code so the
 * panel's components can show them.
 */

export const CHECK_REASONS = [
  "ok",
  "not-found",
  "server-error",
  "status",
  "refuses-framing",
  "redirect-loop",
  "too-many-redirects",
  "redirected-away",
  "tls",
  "timeout",
  "unreachable",
  "not-html",
  "too-slow",
  "private-address",
  "bad-address",
  "missing-file",
] as const;
export type CheckReason = (typeof CHECK_REASONS)[number];

export const CHECK_REASON_TEXT: Record<CheckReason, string> = {
  ok: "Loads and lets the portal show it",
  "not-found": "Its address answers Not Found",
  "server-error": "Its server answers with an error",
  status: "Its server answers with an unexpected status",
  "refuses-framing": "Its host does not let the portal show it in a frame",
  "redirect-loop": "Its address redirects in a loop",
  "too-many-redirects": "Its address redirects more than 5 times",
  "redirected-away": "Its address redirects to another site",
  tls: "Its secure connection fails (certificate or TLS)",
  timeout: "Its host did not answer in time",
  unreachable: "Its host cannot be reached",
  "not-html": "Its address does not answer with a web page",
  "too-slow": "Its host answers very slowly",
  "private-address": "Its address is private or local, which the server does not check",
  "bad-address": "Its address is not a web address the server can check",
  "missing-file": "Its files are missing from the portal",
};

/**
 * The reasons that mean no answer came from the host: the name did not resolve, the
 * connection was refused or reset, or nothing came back in time. The portal's own network
 * failing looks the same, so these count against a game more slowly than an answer does.
 * A slow answer, a TLS failure and every status are the host's own answer and count at once.
 */
export const NETWORK_REASONS: ReadonlySet<CheckReason> = new Set<CheckReason>(["unreachable", "timeout"]);

export const isNetworkFailure = (reason: string): boolean => NETWORK_REASONS.has(reason as CheckReason);

/**
 * Why a failed check did not count towards broken: it was part of a check that could not
 * reach most game hosts, or its host could not be reached less than an hour after a failure
 * that counted.
 */
export const UNCOUNTED_REASONS = ["outage", "within-hour"] as const;
export type UncountedReason = (typeof UNCOUNTED_REASONS)[number];

/** Said after "not counted: ". */
export const UNCOUNTED_TEXT: Record<UncountedReason, string> = {
  outage: "that check could not reach most game hosts",
  "within-hour": "its host could not be reached less than an hour before",
};

/**
 * Fewest games of one pass that must fail without an answer for the pass to be an outage.
 * With one or two games "most" would be "all", and a dead host would excuse itself: a
 * single game (Check now, a check on the browser's word, games:check --slug) and the
 * scheduler's looks at a small catalog, which claim a game or two a minute, are left to the
 * hour rule instead.
 */
export const OUTAGE_MIN_GAMES = 3;

/**
 * Whether a pass was an outage of the portal's own network rather than of its games' hosts:
 * most of the games it checked at their hosts (own games need no network) got no answer.
 */
export function isOutage(hostReasons: readonly string[]): boolean {
  const unanswered = hostReasons.filter(isNetworkFailure).length;
  return unanswered >= OUTAGE_MIN_GAMES && unanswered * 2 > hostReasons.length;
}

/** A reason as the panel says it; a code this version does not know (a newer one's) as itself. */
export function checkReasonText(reason: string): string {
  return (CHECK_REASON_TEXT as Record<string, string>)[reason] ?? reason;
}
