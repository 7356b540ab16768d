import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource: string = (createRequire(import.meta.url)("axe-core") as { source: string }).source;

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe's violations on the page as it is now, one line each (rule, help, first places). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Judged as the visitor sees the page at rest: a card still fading in has no contrast yet.
  await page.waitForLoadState("networkidle");
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
