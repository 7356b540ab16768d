/**
 * The kinds of problem a visitor can report (game_reports.kind) as the panel says them.
 * Kept apart from the server code so the panel's components can show them.
 */

export const REPORT_KIND_TEXT = {
  "does-not-load": "Does not load",
  controls: "Controls don't work",
  inappropriate: "Inappropriate content",
  other: "Other",
} as const;

/** A kind as the panel says it; a kind this version does not know (a newer one's) as itself. */
export function reportKindText(kind: string): string {
  return (REPORT_KIND_TEXT as Record<string, string>)[kind] ?? kind;
}
