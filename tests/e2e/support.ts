import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import type { HttpClient } from "../support/http-client";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";
import { launchBrowser } from "./browser";
import fs from "node:fs";
import { openDatabase } from "~/domain/db/connection.server";
import { startPortal, type RunningPortal } from "../support/portal-server";
import { pgliteDirectoryFrom } from "../support/test-database";

/** The browser project's portal (global-setup.ts); none in a project that starts its own. */
export const baseURL = inject("baseURL");
/** The file where that portal's output goes, mails with their links among it. */
export const portalLogFile = inject("portalLog");

/**
 * A fresh browser context and page per test, in one Chromium per file; `portalURL` for a
 * file that starts a portal of its own.
 */
export function setUpBrowserPage(viewport = { width: 1280, height: 900 }, portalURL = () => baseURL) {
  let browser: Browser;
  let context: BrowserContext;
  const current = { page: undefined as unknown as Page };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: portalURL(), viewport });
    current.page = await newHydratingPage(context);
  });
  afterEach(async () => {
    await context?.close();
  });
  return current;
}

/**
 * `goto` and `reload` that also wait, on a page that hydrates, until React has taken the
 * document over (the root's effect marks the document once hydration has committed: the
 * router alone can exist a while before). A click or a key before then lands on server HTML
 * without handlers and is lost, which on a busy machine made tests fail by chance. Plain HTML
 * pages carry no router and return at load.
 */
export async function newHydratingPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  watchRequests(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilHydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await untilHydrated(page);
    return response;
  };
  return page;
}

/**
 * Waits until React has taken the page over, for a page the browser loaded by itself (a
 * link followed on a page without React): its scripts start after its first paint, and a
 * click on a button before then lands on server HTML.
 */
export function untilHydrated(page: Page) {
  return page.waitForFunction(() => !("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated"));
}

interface Requests {
  inFlight: number;
  lastChange: number;
}

const requestsOf = new WeakMap<Page, Requests>();

/** Counts the page's requests in flight, for untilRequestsSettle. */
function watchRequests(page: Page): void {
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

/**
 * Until the page has loaded and no request has been in flight for `quietMs` (a game page asks
 * for the visitor's vote after it loads): Playwright's "networkidle" waits 500 ms of quiet.
 * For a page made by newHydratingPage, which counts its requests from the start.
 */
export async function untilRequestsSettle(page: Page, quietMs = 150): Promise<void> {
  const requests = requestsOf.get(page);
  if (!requests) throw new Error("untilRequestsSettle needs a page made by newHydratingPage.");
  await page.waitForLoadState("load");
  for (const deadline = Date.now() + 10_000; requests.inFlight > 0 || Date.now() - requests.lastChange < quietMs;) {
    if (Date.now() > deadline) throw new Error(`${requests.inFlight} requests still in flight after 10 s on ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Moves the page's clock (`page.clock.install()` before the page loaded) on a second at a
 * time until `shown` is visible: the interstitial's countdown, each of its steps seen,
 * without waiting its seconds out.
 */
export async function tickUntil(page: Page, shown: Locator) {
  for (let second = 0; second < 6 && !(await shown.isVisible()); second += 1) await page.clock.runFor(1_000);
  await shown.waitFor();
}

/** The floating ad comes in only below the first screen (docs/product.md §2). */
export async function scrollPastFirstScreen(page: Page) {
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
}

/** Until React has hydrated the page loaded last: the root's effect marks the document then. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}

export const get = (path: string, init?: RequestInit) => fetch(new URL(path, baseURL), init);

/** Whole pages are long: report the missing text, not the page. */
export function expectInPage(html: string, ...texts: string[]) {
  for (const text of texts) expect(html.includes(text), `page contains ${text}`).toBe(true);
}

export function expectNotInPage(html: string, text: string) {
  expect(html.includes(text), `page does not contain ${text}`).toBe(false);
}

/** Gives a browser the cookies (a session, say) an HTTP client received from the portal. */
export async function shareCookies(client: HttpClient, context: BrowserContext) {
  const pairs = client.cookieHeader().split("; ").filter(Boolean);
  await context.addCookies(
    pairs.map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: client.baseURL };
    }),
  );
}

/** Sums the page's layout shifts not caused by the visitor, as CLS counts them. */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all means nothing moved.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

/**
 * Records what a page tries to run that it should not: alert(), confirm() and prompt() (each
 * dismissed) and Content-Security-Policy violations. Call it before the page loads.
 */
export async function watchScripted(page: Page): Promise<() => Promise<string[]>> {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.sample}`));
  });
  return async () => [...dialogs, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

/** Nothing in the document came out of an HTML payload, and nothing tried to run (watchScripted). */
export async function expectInert(page: Page, scripted: () => Promise<string[]>) {
  const injected = await page.evaluate(() => ({
    elements: document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], b').length,
    // The page's data holds the payload as a string; a script made of the payload would start with it.
    scripts: [...document.scripts].filter((script) => /^\s*alert\(/.test(script.textContent ?? "")).length,
  }));
  expect(injected, page.url()).toEqual({ elements: 0, scripts: 0 });
  expect(await scripted(), page.url()).toEqual([]);
}

/**
 * Answers the panel's confirmation (components/admin/confirm-dialog.tsx) once it opens, and
 * returns what it asked.
 */
export async function answerConfirmation(page: Page, answer: "Confirm" | "Cancel" = "Confirm"): Promise<string> {
  const dialog = page.getByRole("dialog", { name: "Please confirm", exact: true });
  await dialog.waitFor();
  const question = (await dialog.locator("p").textContent()) ?? "";
  await dialog.getByRole("button", { name: answer, exact: true }).click();
  await dialog.waitFor({ state: "detached" });
  return question;
}

/**
 * A panel form's control as a screen reader meets it (components/ui/form.tsx): whether it
 * is invalid, and the messages under it that it is described by.
 */
export function fieldErrors(control: Locator): Promise<{ invalid: boolean; errors: string[] }> {
  return control.evaluate((element) => {
    const ids = (element.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id.endsWith("-error"));
    const items = ids.flatMap((id) => [...(document.getElementById(id)?.querySelectorAll("li") ?? [])]);
    return { invalid: element.getAttribute("aria-invalid") === "true", errors: items.map((item) => item.textContent ?? "") };
  });
}

/** Whether `control` has the page's focus. */
export const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

/** The panel's toasts (sonner's region). */
export const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

/**
 * A portal of the file's own, on an embedded database copied from the seeded template and
 * given what `fill` writes before the portal starts; stopped and removed after the file's
 * tests. Read `.portal` inside a test (it starts in beforeAll).
 */
export function setUpFilledPortal(directoryPrefix: string, fill: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<void>) {
  let portal: RunningPortal | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = pgliteDirectoryFrom("seeded", directoryPrefix);
    const handle = await openDatabase({ databaseUrl: undefined, dataDir });
    await fill(handle.db);
    await handle.close();
    portal = await startPortal({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await portal?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get portal(): RunningPortal {
      if (!portal) throw new Error("the portal starts in beforeAll");
      return portal;
    },
  };
}
