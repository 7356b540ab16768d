import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

// The minified build: the same rules in half the source, which each page compiles afresh
// (the full one took 0.5-1.3 s a page to evaluate).
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

interface Requests {
  inFlight: number;
  lastChange: number;
}

const requestsOf = new WeakMap<Page, Requests>();

/**
 * Counts the page's requests in flight from now on, for axeViolations to know when the page
 * has its data (a game page asks for the visitor's vote after it loads). Call it before the
 * page loads.
 */
export function watchRequests(page: Page): void {
  const requests: Requests = { inFlight: 0, lastChange: Date.now() };
  const change = (by: number) => () => {
    requests.inFlight += by;
    requests.lastChange = Date.now();
  };
  page.on("request", change(1));
  page.on("requestfinished", change(-1));
  page.on("requestfailed", change(-1));
  requestsOf.set(page, requests);
}

/** Until no request has been in flight for `quietMs`; Playwright's own "networkidle" waits 500 ms. */
async function untilRequestsSettle(page: Page, quietMs = 150): Promise<void> {
  const requests = requestsOf.get(page);
  if (!requests) return page.waitForLoadState("networkidle");
  await page.waitForLoadState("load");
  for (const deadline = Date.now() + 10_000; requests.inFlight > 0 || Date.now() - requests.lastChange < quietMs; ) {
    if (Date.now() > deadline) throw new Error(`${requests.inFlight} requests still in flight after 10 s on ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** axe's violations on the page as it is now, one line each (rule, help, first places). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Judged as the visitor sees the page at rest: its data in, and a card still fading in has no contrast yet.
  await untilRequestsSettle(page);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity || !(animation.timeline instanceof DocumentTimeline)),
  );
  // Evaluated by the browser's devtools protocol: the page's CSP (rightly) refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  });
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).slice(0, 4).join(", ")})`);
}
