/**
 * An operator publishes a game whose title, description and tags are made of HTML and
 * script. Every page that shows the game shows that text as text: no element comes out
 * of it, no script runs (none even tries, so the Content-Security-Policy has nothing to
 * stop), and the page's title and meta tags hold it literally.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { landingPages } from "../../content/landing";
import { ADMIN_PATH, signUp } from "../support/admin-accounts";
import { gameRow, startBareInstall, type BareInstall } from "../support/bare-install";
import { HttpClient } from "../support/http-client";
import { launchBrowser } from "./browser";
import { expectInert, newHydratingPage, shareCookies, tickUntil, watchScripted } from "./support";

const TITLE = `Xss </script><script>alert("title")</script><img src=x onerror=alert("img")>`;
const DESCRIPTION = `"><svg onload=alert("description")></svg></script><script>alert(1)</script><!-- ' & \u2028 ]]> {{constructor.constructor('alert(2)')()}}`;
/** A landing page whose games the hostile one joins, by a tag its search words find. */
const LANDING = landingPages[0]!;
const TAGS = [`<b>bold</b>`, `</script><script>alert(3)</script>`, `"><img src=x onerror=alert(4)>`, "xsstag", LANDING.gameSearch.split(/\s+/)[0]!];
/** What must never appear raw in a page's HTML: markup that came out of the payload. */
const BREAKOUTS = ["<script>alert(", "<img src=x", "<svg onload", "<b>bold</b>"];

let install: BareInstall;
let admin: HttpClient;
let browser: Browser;
let slug: string;

beforeAll(async () => {
  install = await startBareInstall([
    gameRow("plain-racer", "Plain Racer", { category: "Racing", tags: ["racing"] }),
    gameRow("plain-shooter", "Plain Shooter", { category: "Action", tags: ["action"] }),
  ]);
  admin = new HttpClient(install.portal.url);
  expect((await signUp(admin, "xss-owner@example.com", "cobalt-willow-ember-47")).body.enter).toBe(true);
  const published = await admin.post(`${ADMIN_PATH}/publish.data`, {
    title: TITLE,
    description: DESCRIPTION,
    gameUrl: "/games/snake/",
    category: "Action",
    tags: TAGS.join(", "),
  });
  expect(published.status).toBe(200);
  const row = (await install.db.query("select slug, title, description, tags from games where title like 'Xss%'")).rows[0];
  expect(row).toMatchObject({ title: TITLE, description: DESCRIPTION, tags: TAGS.map((tag) => tag.toLowerCase()) });
  slug = row.slug;
  // The most played game is the home page's hero as well.
  await install.db.query("update games set plays = 1000000000 where slug = $1", [slug]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await install?.close();
});

interface Visit {
  page: Page;
  context: BrowserContext;
  /** alert(), confirm() or prompt() calls, and Content-Security-Policy violations. */
  scripted: () => Promise<string[]>;
}

async function visit(path: string, { signedIn = false, clock = false } = {}): Promise<Visit> {
  const context = await browser.newContext({ baseURL: install.portal.url, viewport: { width: 1280, height: 900 } });
  if (signedIn) await shareCookies(admin, context);
  if (clock) await context.clock.install();
  const page = await newHydratingPage(context);
  const scripted = await watchScripted(page);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return { page, context, scripted };
}

const expectVisitInert = ({ page, scripted }: Visit) => expectInert(page, scripted);

/** The server's own HTML, before any script runs: escaped, whatever the route. Returns its JSON-LD. */
async function expectEscapedHtml(path: string, init?: RequestInit): Promise<Record<string, unknown>[]> {
  const response = await (init ? admin.request(path, init) : fetch(`${install.portal.url}${path}`));
  expect(response.status, path).toBe(200);
  const html = await response.text();
  for (const breakout of BREAKOUTS) expect(html.toLowerCase().includes(breakout.toLowerCase()), `${path} holds ${breakout}`).toBe(false);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  return jsonLd.map((text) => {
    expect(text.toLowerCase(), `${path} JSON-LD`).not.toContain("</script");
    return JSON.parse(text) as Record<string, unknown>;
  });
}

const shownAsText = (page: Page, text: string) => page.evaluate((wanted) => document.body.textContent?.includes(wanted) ?? false, text);

describe("a game published with HTML and script in its title, description and tags", () => {
  it("is shown as text on the home page: hero, strip, sections and the player view", async () => {
    await expectEscapedHtml("/");
    const home = await visit("/");
    const { page } = home;
    await page.getByRole("region", { name: "Featured game", exact: true }).getByRole("heading", { name: TITLE, exact: true }).waitFor();
    for (const section of ["Trending Games", "New Games", "Action Games"]) {
      await page.getByRole("region", { name: section, exact: true }).getByRole("link", { name: TITLE, exact: true }).first().waitFor();
    }
    await page.getByRole("region", { name: "All games", exact: true }).getByRole("button", { name: TITLE, exact: true }).click();
    await page.getByRole("region", { name: TITLE, exact: true }).getByRole("heading", { name: TITLE, exact: true }).waitFor();
    await expectVisitInert(home);
    await home.context.close();
  });

  it("is shown as text in search results, category lists, New Games and the launch flow", async () => {
    for (const path of ["/?q=xss", "/?q=xsstag", "/?category=Action", "/?view=new"]) {
      await expectEscapedHtml(path);
      const list = await visit(path);
      await list.page.getByRole("link", { name: TITLE, exact: true }).first().waitFor();
      await expectVisitInert(list);
      await list.context.close();
    }
    const launch = await visit("/?q=xss", { clock: true });
    // The results' card, not the house promotion of the same game in an ad slot.
    await launch.page.getByRole("region", { name: 'Search results for "xss"', exact: true }).getByRole("link", { name: TITLE, exact: true }).click();
    await launch.page.getByRole("dialog", { name: `Starting ${TITLE}`, exact: true }).waitFor();
    await tickUntil(launch.page, launch.page.getByRole("dialog", { name: TITLE, exact: true }).getByText("Live Game"));
    await expectVisitInert(launch);
    await launch.context.close();
  });

  it("is shown as text on its own page, in the page title, the meta tags and the JSON-LD", async () => {
    const structured = await expectEscapedHtml(`/game/${slug}`);
    expect(structured.find((thing) => thing["@type"] === "VideoGame")).toMatchObject({ name: TITLE, description: DESCRIPTION });
    const detail = await visit(`/game/${slug}`);
    const { page } = detail;
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    expect(await shownAsText(page, DESCRIPTION)).toBe(true);
    const tags = page.getByRole("list", { name: "Tags", exact: true });
    for (const tag of TAGS) await tags.getByText(tag.toLowerCase(), { exact: true }).waitFor();
    const meta = await page.evaluate(() => {
      const content = (selector: string) => document.querySelector(selector)?.getAttribute("content");
      return {
        title: document.title,
        description: content('meta[name="description"]'),
        ogTitle: content('meta[property="og:title"]'),
        ogDescription: content('meta[property="og:description"]'),
        twitterTitle: content('meta[name="twitter:title"]'),
      };
    });
    expect(meta.title.startsWith(`${TITLE} - `)).toBe(true);
    expect(meta.ogTitle).toBe(meta.title);
    expect(meta.twitterTitle).toBe(meta.title);
    expect(meta.description).toBe(DESCRIPTION);
    expect(meta.ogDescription).toBe(DESCRIPTION);
    await expectVisitInert(detail);
    await detail.context.close();
  });

  it(`is shown as text on the landing page that lists its games (/${LANDING.keyword})`, async () => {
    for (const thing of await expectEscapedHtml(`/${LANDING.keyword}`)) expect(thing["@context"]).toBe("https://schema.org");
    const landing = await visit(`/${LANDING.keyword}`);
    await landing.page.getByRole("link", { name: TITLE, exact: true }).first().waitFor();
    await expectVisitInert(landing);
    await landing.context.close();
  });

  it("is listed in the sitemaps, which stay well-formed XML", async () => {
    const sitemap = await visit("/");
    const parse = (xml: string) =>
      sitemap.page.evaluate((text) => {
        const document = new DOMParser().parseFromString(text, "application/xml");
        return {
          error: document.querySelector("parsererror")?.textContent ?? null,
          locations: [...document.getElementsByTagName("loc")].map((loc) => loc.textContent ?? ""),
        };
      }, xml);
    const index = await parse(await (await fetch(`${install.portal.url}/sitemap.xml`)).text());
    expect(index.error).toBeNull();
    const urls: string[] = [];
    for (const location of index.locations) {
      const file = await parse(await (await fetch(`${install.portal.url}${new URL(location).pathname}`)).text());
      expect(file.error, location).toBeNull();
      urls.push(...file.locations);
    }
    expect(urls.some((url) => url.endsWith(`/game/${slug}`))).toBe(true);
    await sitemap.context.close();
  });

  it("is shown as text in the admin panel: Manage Games, its edit form and the dashboard's activity", async () => {
    await expectEscapedHtml(`${ADMIN_PATH}/manage?q=xss`, { method: "GET" });
    await expectEscapedHtml(ADMIN_PATH, { method: "GET" });
    const manage = await visit(`${ADMIN_PATH}/manage?q=xss`, { signedIn: true });
    await manage.page.getByRole("heading", { name: TITLE, exact: true }).waitFor();
    await manage.page.getByRole("button", { name: `Edit ${TITLE}`, exact: true }).click();
    const dialog = manage.page.getByRole("dialog", { name: "Edit Game", exact: true });
    await expect(dialog.getByLabel("Title *").inputValue()).resolves.toBe(TITLE);
    await expect(dialog.getByLabel("Description").inputValue()).resolves.toBe(DESCRIPTION);
    await expectVisitInert(manage);
    await manage.context.close();

    const dashboard = await visit(ADMIN_PATH, { signedIn: true });
    await dashboard.page.getByText(`${TITLE} (${slug})`).waitFor();
    await expectVisitInert(dashboard);
    await dashboard.context.close();
  });
});
