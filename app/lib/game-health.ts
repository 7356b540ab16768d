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

/** A reason as the panel says it; a code this version does not know (a newer one's) as itself. */
export function checkReasonText(reason: string): string {
  return (CHECK_REASON_TEXT as Record<string, string>)[reason] ?? reason;
}
