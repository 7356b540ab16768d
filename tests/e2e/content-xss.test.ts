/**
 * An operator saves a landing page, an article and a legal page whose every field (title,
 * description, keywords, FAQ, hero, cards, body, byline) is made of HTML and script, and a
 * Markdown body with links and pictures that must not work. Every page that shows them shows
 * text: no element comes out of them, no script runs, the page title, meta tags and JSON-LD
 * hold them literally, and only safe links and the site's own pictures are rendered.
 */
import type { Browser } from "playwright-core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/domain/db/connection.server";
import { contentEntries, games } from "~/domain/db/schema.server";
import { loadSeedContent } from "~/domain/content/seed.server";
import { saveContentEntry } from "~/domain/content/writes.server";
import { startPortal, type RunningPortal } from "../support/portal-server";
import { createPostgresDatabase } from "../support/test-database";
import { launchBrowser } from "./browser";
import { jsonLdOf, metaOf, titleOf } from "./html";
import { expectInert, watchScripted } from "./support";

const actor = { id: null, email: "seo@example.com" };
const TITLE = `Xss </script><script>alert("t")</script>`;
const TEXT = `"><svg onload=alert("d")></svg></script><script>alert(1)</script><!-- ' & \u2028 ]]>`;
const KEYWORDS = ["<b>bold</b>", "</script><script>alert(3)</script>", `"><img src=x onerror=alert(4)>`, "xss one", "xss two", "xss three", "xss four"];
/** What must never appear raw in a page's HTML: markup that came out of the payload. */
const BREAKOUTS = ["<script>alert(", "<img src=x", "<svg onload", "<b>bold</b>"];

const FILLER = Array.from({ length: 150 }, (_, i) => `word${i}`).join(" ");
const HOSTILE_MARKDOWN = [
  `## <b>bold</b> heading </script><script>alert(7)</script>`,
  `<script>alert("body")</script>`,
  `<img src=x onerror=alert(8)>`,
  `[js](javascript:alert(9)) [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxMCk8L3NjcmlwdD4=) [proto](//evil.example/x) <javascript:alert(11)>`,
  `[out](https://example.com/page) [mail](mailto:team@example.com) [home](/about)`,
  `![pixel](https://evil.example/pixel.png) ![logo](/favicon.svg)`,
  FILLER,
  `## Second ${TEXT}`,
  FILLER,
  `## Third`,
  FILLER,
].join("\n\n");

const landing = {
  kind: "landing",
  slug: "xss-landing",
  title: TITLE,
  description: `${TEXT} a landing page description`,
  keywords: KEYWORDS,
  fields: {
    gameSearch: "xss",
    hero: { title: `<img src=x onerror=alert("hero")>`, description: `${TEXT} a hero text long enough for its rule` },
    features: [1, 2, 3].map((n) => ({ title: `<b>bold</b> ${n}`, description: `${TEXT} feature ${n}` })),
    benefits: [1, 2, 3, 4, 5].map((n) => `<b>bold</b> benefit ${n} <script>alert(5)</script>`),
    faq: [1, 2].map((n) => ({ question: `</script><script>alert("faq")</script> ${n}?`, answer: `${TEXT} answer ${n}` })),
  },
};

const EXCERPT = `${TEXT} an excerpt long enough for the card`;
const article = {
  kind: "article",
  slug: "xss-article",
  title: `Xss article </script><script>alert("a")</script>`,
  description: EXCERPT,
  keywords: KEYWORDS,
  body: HOSTILE_MARKDOWN,
  fields: { excerpt: EXCERPT, author: "<b>bold</b> author", date: "2026-11-20", category: "</script><script>alert(6)</script>", icon: "zap" },
};

let database: { url: string; drop: () => Promise<void> };
let portal: RunningPortal;
let browser: Browser;

async function resaveLegalPage(db: Database) {
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, "page"), eq(contentEntries.slug, "privacy-policy")));
  const fields = { ...(row!.fields as Record<string, unknown>), intro: TEXT, lastUpdated: `<b>bold</b> ${TEXT}` };
  await saveContentEntry(db, actor, {
    id: row!.id,
    entry: {
      kind: "page",
      slug: "privacy-policy",
      title: TITLE,
      description: `${TEXT} a legal page description`,
      keywords: KEYWORDS,
      body: HOSTILE_MARKDOWN,
      fields,
    },
  });
}

beforeAll(async () => {
  database = await createPostgresDatabase("migrated");
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: "" });
  try {
    await handle.db.insert(games).values({ slug: "own-snake", title: "Snake", gameUrl: "/games/snake/", category: "Arcade", tags: ["xss"] });
    await loadSeedContent(handle.db);
    await saveContentEntry(handle.db, actor, { entry: landing });
    await saveContentEntry(handle.db, actor, { entry: article });
    await resaveLegalPage(handle.db);
  } finally {
    await handle.close();
  }
  portal = await startPortal({ DATABASE_URL: database.url });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await database?.drop();
});

/** The server's HTML: escaped, whatever the field, and only safe links and pictures. */
async function escapedHtml(path: string): Promise<string> {
  const response = await fetch(`${portal.url}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  for (const breakout of BREAKOUTS) expect(html.toLowerCase().includes(breakout.toLowerCase()), `${path} holds ${breakout}`).toBe(false);
  for (const block of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    expect(block[1]!.toLowerCase(), `${path} JSON-LD`).not.toContain("</script");
  }
  expect(html, path).not.toMatch(/(?:href|src)="(?:javascript|data|vbscript):/i);
  expect(html, path).not.toMatch(/(?:href|src)="[^"]*evil\.example/);
  return html;
}

/** In a browser: nothing in the document came out of the payload, and nothing tried to run. */
async function expectPageInert(path: string) {
  const context = await browser.newContext({ baseURL: portal.url });
  const page = await context.newPage();
  const scripted = await watchScripted(page);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expectInert(page, scripted);
  await context.close();
}

describe("content saved with HTML and script in every field", () => {
  it("is text on the landing page: title, meta tags, hero, cards, benefits, FAQ and the JSON-LD", async () => {
    const html = await escapedHtml("/xss-landing");
    expect(titleOf(html)).toBe(`${TITLE} - Zowii`);
    expect(metaOf(html, "description")).toBe(landing.description);
    expect(metaOf(html, "keywords")).toBe(KEYWORDS.join(", "));
    const structured = jsonLdOf(html);
    expect(structured.find((thing) => thing["@type"] === "FAQPage")).toMatchObject({
      mainEntity: landing.fields.faq.map((entry) => ({ name: entry.question, acceptedAnswer: { text: entry.answer } })),
    });
    expect(JSON.stringify(structured)).toContain(JSON.stringify(landing.description));
    await expectPageInert("/xss-landing");
  });

  it("is text on the article's page and its card on /blog; its Markdown keeps only safe links and the site's pictures", async () => {
    const html = await escapedHtml("/blog/xss-article");
    expect(titleOf(html)).toBe(`${article.title} - Zowii`);
    expect(metaOf(html, "description")).toBe(EXCERPT);
    const [thing] = jsonLdOf(html);
    expect(thing).toMatchObject({
      headline: article.title,
      description: EXCERPT,
      author: { name: article.fields.author },
      articleSection: article.fields.category,
    });
    expect(html).toContain('<a href="https://example.com/page" rel="nofollow noopener" target="_blank">out</a>');
    expect(html).toContain('<a href="mailto:team@example.com">mail</a>');
    expect(html).toContain('<a href="/about">home</a>');
    expect(html).toContain('<img src="/favicon.svg" alt="logo">');
    expect(html).toContain("&lt;script&gt;alert(&quot;body&quot;)&lt;/script&gt;");
    await expectPageInert("/blog/xss-article");

    await escapedHtml("/blog");
    await expectPageInert("/blog");
  });

  it("is text on a legal page: title, meta tags, intro, date line and its Markdown sections", async () => {
    const html = await escapedHtml("/privacy-policy");
    expect(titleOf(html)).toBe(`${TITLE} - Zowii`);
    expect(metaOf(html, "keywords")).toBe(KEYWORDS.join(", "));
    expect(html).toContain('<a href="https://example.com/page" rel="nofollow noopener" target="_blank">out</a>');
    await expectPageInert("/privacy-policy");
  });

  it("keeps the sitemaps well-formed with the new addresses", async () => {
    const landingXml = await (await fetch(`${portal.url}/sitemaps/landing-pages.xml`)).text();
    expect(landingXml).toContain(`${portal.url}/xss-landing</loc>`);
    const pagesXml = await (await fetch(`${portal.url}/sitemaps/pages.xml`)).text();
    expect(pagesXml).toContain(`${portal.url}/blog/xss-article</loc>`);
  });
});
