/**
 * Lighthouse 12's default mobile run (a mid-range phone, 4x slower CPU, slow 4G simulated),
 * performance category only, on Debian's Chromium: the score an outside review of the
 * portal sees. Each page is run several times and the median kept, as the score moves
 * with the machine's load.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export const LIGHTHOUSE_PAGES = ["/", "/game/krunker-io", "/category/puzzle", "/?q=snake"];
export const LIGHTHOUSE_SCORE_TARGET = 0.95;

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  /** Requests to another host than the portal's: none may leave the machine. */
  offMachine: string[];
  /** The audits that cost the most, for the report: id and Lighthouse's short display value. */
  findings: string[];
}

export interface LighthouseMedian {
  path: string;
  runs: LighthouseRun[];
  score: number;
  lcpMs: number;
  tbtMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The audits whose figures say where the time went. */
const FINDINGS = [
  "largest-contentful-paint-element",
  "lcp-lazy-loaded",
  "prioritize-lcp-image",
  "render-blocking-resources",
  "unused-javascript",
  "bootup-time",
  "mainthread-work-breakdown",
  "long-tasks",
  "uses-responsive-images",
  "modern-image-formats",
  "total-byte-weight",
];

export async function measureLighthouse(baseUrl: string, runsPerPage = 3, pages = LIGHTHOUSE_PAGES): Promise<LighthouseMedian[]> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const host = new URL(baseUrl).host;
  try {
    const results: LighthouseMedian[] = [];
    for (const path of pages) {
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < runsPerPage; run++) {
        const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", output: "json" });
        const { categories, audits } = result!.lhr;
        const requests = (audits["network-requests"]?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
        const offMachine = requests.map((request) => request.url).filter((url) => /^https?:/.test(url) && new URL(url).host !== host);
        const findings = FINDINGS.filter((id) => audits[id] && audits[id]!.score !== null && audits[id]!.score! < 0.9).map((id) => {
          const audit = audits[id]!;
          const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
          const first = items[0] as { node?: { snippet?: string }; items?: { node?: { snippet?: string } }[] } | undefined;
          const snippet = first?.node?.snippet ?? first?.items?.[0]?.node?.snippet;
          return `${id}${audit.displayValue ? ` ${audit.displayValue}` : ""}${snippet ? ` ${snippet.slice(0, 160)}` : ""}`;
        });
        runs.push({
          score: categories.performance!.score ?? 0,
          lcpMs: Math.round(audits["largest-contentful-paint"]!.numericValue ?? 0),
          tbtMs: Math.round(audits["total-blocking-time"]!.numericValue ?? 0),
          offMachine,
          findings,
        });
      }
      results.push({
        path,
        runs,
        score: median(runs.map((run) => run.score)),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
