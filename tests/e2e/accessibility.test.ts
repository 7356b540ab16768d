/**
 * Every kind of public page and every section of the panel, checked by axe in Chromium:
 * no violation of any rule, at a phone's width and a desktop's.
 */
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { landingPages } from "../../content/landing";
import { blogPage } from "../../content/pages/blog";
import { ADMIN_PATH, signIn, signUp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { startPortal, type RunningPortal } from "../support/portal-server";
import { createPostgresDatabase } from "../support/test-database";
import { axeViolations } from "./axe";
import { shareCookies, setUpBrowserPage } from "./support";

const PUBLIC_PAGES = [
  "/",
  "/?q=snake",
  "/category/puzzle",
  "/category/multiplayer?page=2",
  "/?view=new",
  "/?q=no-such-thing-at-all",
  "/game/krunker-io",
  "/game/zowii-snake",
  `/${landingPages[0]!.keyword}`,
  "/about",
  "/blog",
  `/blog/${blogPage.articles[0]!.slug}`,
  "/privacy-policy",
  "/contact",
  "/no/such/page",
  "/game/no-such-game",
];
const PANEL_SECTIONS = [
  "",
  "/publish",
  "/manage",
  "/import",
  "/featured",
  "/hosts",
  "/categories",
  "/feeds",
  "/health",
  "/health?game=cinder-sprint",
  "/reports",
  "/analytics",
  "/users",
  "/sessions",
  "/audit",
  "/audit?what=failed+sign-in",
  "/content",
  "/content?kind=article",
  "/content/new",
  "/content/new?kind=article",
  "/content/new?kind=page",
  "/content?kind=page",
  "/content/{article}",
  "/content/{article}/history",
  "/content/{page}",
];

let portal: RunningPortal;
const entryIds = { article: "", page: "" };
let drop: () => Promise<void>;
const admin = { client: undefined as unknown as HttpClient };

beforeAll(async () => {
  const database = await createPostgresDatabase("seeded");
  drop = database.drop;
  portal = await startPortal({ DATABASE_URL: database.url });
  // A broken game with its checks and a visitor's report, so Health and Reports show their lists.
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  await db.query(
    `insert into games (id, slug, title, game_url, category, status, health, failing_checks, hidden_broken, checked_at)
     values ('cinder-sprint', 'cinder-sprint', 'Cinder Sprint', 'https://krunker.io/cinder/', 'Action', 'published', 'broken', 3, true, now())`,
  );
  await db.query(
    "insert into game_checks (game_id, passed, reason, http_status, final_url, redirects, duration_ms) values ('cinder-sprint', false, 'redirected-away', 302, 'https://apps.example/cinder', 1, 250)",
  );
  await db.query("insert into game_reports (game_id, kind, text) values ('cinder-sprint', 'does-not-load', 'Stays black')");
  // The editor and history of an entry the first start seeded: an article with its own fields, and a page with its parts as JSON.
  for (const kind of ["article", "page"] as const)
    entryIds[kind] = (await db.query("select id from content_entries where kind = $1 order by slug limit 1", [kind])).rows[0].id;
  await db.end();
  admin.client = new HttpClient(portal.url);
  expect((await signUp(admin.client, "a11y@example.com", "meadow-copper-lantern-51")).body.enter).toBe(true);
});

afterAll(async () => {
  await portal?.stop();
  await drop?.();
});

for (const [device, viewport] of [
  ["a phone", { width: 390, height: 844 }],
  ["a desktop", { width: 1280, height: 900 }],
] as const) {
  describe(`axe on ${device}`, () => {
    const current = setUpBrowserPage(viewport, () => portal.url);

    it.each(PUBLIC_PAGES)("finds nothing on %s", async (path) => {
      const { page } = current;
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });

    it("finds nothing on the panel's sign-in form", async () => {
      const { page } = current;
      await page.goto(ADMIN_PATH);
      await page.getByRole("button", { name: "Sign In", exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    // One session for every section: a sign-in is a password hash, which costs what a page does.
    const operator = { client: undefined as unknown as HttpClient };
    beforeAll(async () => {
      operator.client = new HttpClient(portal.url);
      await signIn(operator.client, "a11y@example.com", "meadow-copper-lantern-51");
    });

    it.each(PANEL_SECTIONS)("finds nothing on the panel's section %s", async (section) => {
      const { page } = current;
      await shareCookies(operator.client, page.context());
      await page.goto(`${ADMIN_PATH}${section.replace(/\{(article|page)\}/, (_, kind: "article" | "page") => entryIds[kind])}`);
      await page.locator("main h2").first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // axe checks the regions that overflow now; a region that may overflow with more rows
      // (a wider table on a phone) must be reachable by keyboard too, whatever it holds today.
      const unreachable = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("main *")]
          .filter((element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX))
          .filter((element) => element.tabIndex < 0 && !element.querySelector("a[href], button, input, select, textarea, [tabindex]"))
          .map((element) => element.outerHTML.slice(0, 120)),
      );
      expect(unreachable).toEqual([]);
    });
  });
}

/**
 * Lighthouse 12's accessibility audit, run as an operator would run it, on Debian's
 * Chromium: the home page, a game page and a panel section score 1. Its audit is axe's,
 * with fewer rules: every other kind of page is held to all of axe's rules above.
 */
describe("Lighthouse's accessibility audit", () => {
  let chrome: LaunchedChrome;
  beforeAll(async () => {
    chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    });
  });
  afterAll(async () => {
    chrome?.kill();
  });

  async function accessibilityScore(path: string, cookie?: string) {
    const result = await lighthouse(`${portal.url}${path}`, {
      port: chrome.port,
      onlyCategories: ["accessibility"],
      // The picture of the whole page a report shows beside each finding: no part of the score.
      disableFullPageScreenshot: true,
      logLevel: "error",
      output: "json",
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    const { categories, audits } = result!.lhr;
    const failed = Object.values(audits)
      .filter((audit) => audit.score === 0)
      .map((audit) => audit.id);
    return { score: categories.accessibility!.score, failed };
  }

  it.each(["/", "/game/krunker-io"])("scores 1 on %s", async (path) => {
    expect(await accessibilityScore(path)).toEqual({ score: 1, failed: [] });
  });

  it("scores 1 on the panel's sign-in form and its Manage Games section", async () => {
    expect(await accessibilityScore(ADMIN_PATH)).toEqual({ score: 1, failed: [] });
    const client = new HttpClient(portal.url);
    await signIn(client, "a11y@example.com", "meadow-copper-lantern-51");
    expect(await accessibilityScore(`${ADMIN_PATH}/manage`, client.cookieHeader())).toEqual({ score: 1, failed: [] });
  });
});
