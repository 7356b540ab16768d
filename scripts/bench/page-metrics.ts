/**
 * What a visitor's browser fetches and sees on a first visit: bytes on the wire by kind
 * (compressed, as sent), Largest Contentful Paint and Cumulative Layout Shift. Shared by
 * `npm run bench` (which reports them) and the page-weight budgets in `npm test`.
 */
import type { Browser, CDPSession, Page } from "playwright-core";

/** A mid-range phone, as Lighthouse's mobile preset has it. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
};

export interface PageWeight {
  total: number;
  document: number;
  script: number;
  stylesheet: number;
  image: number;
  other: number;
  requests: number;
}

const KINDS: Record<string, keyof Omit<PageWeight, "total" | "requests">> = {
  Document: "document",
  Script: "script",
  Stylesheet: "stylesheet",
  Image: "image",
};

/** Counts every response's bytes on the wire until the page has loaded and the network is quiet. */
async function recordTransfers(session: CDPSession) {
  const kinds = new Map<string, string>();
  const weight: PageWeight = { total: 0, document: 0, script: 0, stylesheet: 0, image: 0, other: 0, requests: 0 };
  await session.send("Network.enable");
  await session.send("Network.setCacheDisabled", { cacheDisabled: true });
  session.on("Network.responseReceived", (event) => kinds.set(event.requestId, event.type));
  session.on("Network.loadingFinished", (event) => {
    const kind = KINDS[kinds.get(event.requestId) ?? ""] ?? "other";
    weight[kind] += event.encodedDataLength;
    weight.total += event.encodedDataLength;
    weight.requests += 1;
  });
  return weight;
}

export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const weight = await recordTransfers(await context.newCDPSession(page));
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    return { ...weight };
  } finally {
    await context.close();
  }
}

export interface PaintMetrics {
  lcpMs: number;
  cls: number;
}

/** LCP and CLS in a phone-sized page with the CPU slowed down `cpuSlowdown` times. */
export async function measurePaint(browser: Browser, url: string, cpuSlowdown = 4): Promise<PaintMetrics> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.addInitScript(() => {
      const metrics = { lcp: 0, cls: 0 };
      (window as unknown as { __metrics: typeof metrics }).__metrics = metrics;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) metrics.lcp = entry.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) metrics.cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    return await readMetrics(page);
  } finally {
    await context.close();
  }
}

async function readMetrics(page: Page): Promise<PaintMetrics> {
  const { lcp, cls } = await page.evaluate(() => (window as unknown as { __metrics: { lcp: number; cls: number } }).__metrics);
  return { lcpMs: Math.round(lcp), cls: Math.round(cls * 1000) / 1000 };
}

const KB = 1024;

/**
 * Page-weight budgets (issue "Performance"): bytes on the wire of a first visit from a
 * phone, headers included, with KB as 1,024 bytes. `npm test` fails past them and `npm run
 * bench` reports against them.
 */
export const PAGE_WEIGHT_BUDGETS: { path: string; total?: number; script: number }[] = [
  // 121 KB: the hardening's skip link, search history, not-found offerings and the floating
  // ad stepping aside from games cost about 0.4 KB; the shared UI parts (cva variants in
  // place of re-typed classes) won 0.6 KB back, leaving `/` at 119.8 KB: too close to 120
  // for a limit that any small change would trip.
  // Issue 18's "Report a problem" and the frame failure beacon took `/` to 123.1 KB; one
  // `site` chunk for what a first visit loads (vite.config.ts) brought it to 117.1 KB, with
  // 4 scripts in place of 16.
  { path: "/", total: 250 * KB, script: 120 * KB },
  // The other pages a visitor lands on from a search engine: 115-117 KB of script, 170-210 KB in all.
  { path: "/game/krunker-io", total: 250 * KB, script: 120 * KB },
  { path: "/category/action", total: 250 * KB, script: 120 * KB },
  { path: "/?q=snake", total: 250 * KB, script: 120 * KB },
  { path: "/blog/krunker-io-fast-chunky-and-fair", script: 90 * KB },
  { path: "/about", script: 90 * KB },
  { path: "/support", script: 90 * KB },
  { path: "/io-games", script: 90 * KB },
];
