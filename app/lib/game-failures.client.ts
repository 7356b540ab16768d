/** Games whose failure this page has told already: Try Again failing again says nothing new. */
const told = new Set<string>();

/**
 * Tells the server a game's frame failed in this browser, once per game and page. A beacon
 * outlives the page (a visitor who gives up and leaves still counts) and carries no body;
 * the visitor's cookie goes with it. Never in the way of the page: errors are ignored.
 */
export function reportFrameFailure(slug: string): void {
  if (told.has(slug)) return;
  told.add(slug);
  // The path is written here, not taken from lib/game-reports.ts: every page with a game
  // frame carries this module, and importing that one would bring the report form's words.
  const path = `/api/games/${encodeURIComponent(slug)}/failure`;
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(path)) return;
  } catch {
    // A browser that refuses the beacon is asked again below.
  }
  fetch(path, { method: "POST", keepalive: true }).catch(() => undefined);
}
