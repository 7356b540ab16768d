import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { untilRequestsSettle } from "./support";

// The minified build: the same rules in half the source, which each page compiles afresh
// (the full one took 0.5-1.3 s a page to evaluate).
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe's violations on the page as it is now, one line each (rule, help, first places). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Judged as the visitor sees the page at rest: its data in, and a card still fading in has no contrast yet.
  await untilRequestsSettle(page);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity || !(animation.timeline instanceof DocumentTimeline),
      ),
  );
  // Evaluated by the browser's devtools protocol: the page's CSP (rightly) refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  });
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 4)
        .join(", ")})`,
  );
}
