/**
 * The site's copy as a visitor and a crawler get it, over real HTTP from the built portal on
 * both engines: pages read from the database, an old address answering 301 to the new one,
 * an unpublished page gone, the sitemaps following, and a change made while the portal runs
 * (by another instance on PostgreSQL, by npm run content:seed on the embedded database)
 * shown at once although the page was kept in the page cache.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/domain/db/connection.server";
import { contentEntries, games, type ContentKind } from "~/domain/db/schema.server";
import { loadSeedContent } from "~/domain/content/seed.server";
import { deleteContentEntry, saveContentEntry, setContentStatus } from "~/domain/content/writes.server";
import { setUpInstall, startEnginePortal } from "../support/portal-install";
import { temporaryDirectory } from "../support/test-database";

const run = promisify(execFile);
const actor = { id: null, email: "seo@example.com" };

async function entryOf(db: Database, kind: ContentKind, slug: string) {
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.slug, slug)));
  if (!row) throw new Error(`no ${kind} ${slug}`);
  return row;
}

/** Saves an entry again with its slug or title changed, as the panel's editor will. */
async function resave(db: Database, kind: ContentKind, slug: string, changes: { slug?: string; title?: string }) {
  const { id, title, description, keywords, body, fields } = await entryOf(db, kind, slug);
  await saveContentEntry(db, actor, { id, entry: { kind, slug, title, description, keywords, body, fields, ...changes } });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** What the portal finds at its start: its content with entries moved, unpublished, deleted and added, and one game. */
async function writeContent(db: Database) {
  // A catalog that is not empty is not seeded with games: the portal starts in seconds.
  await db.insert(games).values({ slug: "own-snake", title: "Snake", gameUrl: "/games/snake/", category: "Arcade" });
  await loadSeedContent(db);
  await resave(db, "landing", "io-games", { slug: "io-games-online" });
  await resave(db, "article", "what-makes-an-io-game", { slug: "what-is-an-io-game" });
  await setContentStatus(db, actor, (await entryOf(db, "landing", "krunker-io")).id, "draft");
  await setContentStatus(db, actor, (await entryOf(db, "page", "refund-policy")).id, "draft");
  await deleteContentEntry(db, actor, (await entryOf(db, "page", "data-safety")).id);
  // A landing page whose games are a category's in place of search words.
  const escape = await entryOf(db, "landing", "escape-room-games");
  const { id, slug, title, description, keywords, body } = escape;
  await saveContentEntry(db, actor, {
    id,
    entry: { kind: "landing", slug, title, description, keywords, body, fields: { ...(escape.fields as object), gameSearch: "", gameCategory: "Arcade" } },
  });
  // Pages the operator added, in the legal pages' layout, and one of the site's own moved.
  const legal = await entryOf(db, "page", "privacy-policy");
  const page = (slug: string, title: string) => ({
    kind: "page" as const,
    slug,
    title,
    description: legal.description,
    keywords: legal.keywords,
    body: legal.body,
    fields: legal.fields,
  });
  await saveContentEntry(db, actor, { entry: page("cookie-policy", "Our Cookie Policy") });
  await saveContentEntry(db, actor, { entry: page("house-rules", "House Rules") });
  await resave(db, "page", "house-rules", { slug: "rules-of-the-house" });
  await resave(db, "page", "about", { slug: "about-us" });
}

describe.each(["pglite", "postgres"] as const)("content pages from the database on %s", (engine) => {
  const dir = temporaryDirectory("zowii-content-http-");
  const get = (address: string) => fetch(`${install.portal.url}${address}`, { redirect: "manual" });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // Registered after the folder's removal, so closed before it.
  const install = setUpInstall(() => startEnginePortal(engine, "migrated", path.join(dir, "data"), { prepare: writeContent }));

  it("answers an old keyword and an old article slug with a permanent redirect to the new address, keeping the query", async () => {
    for (const [from, to] of [
      ["/io-games", "/io-games-online"],
      ["/IO-Games?page=2", "/io-games-online?page=2"],
      ["/blog/what-makes-an-io-game", "/blog/what-is-an-io-game"],
      ["/blog/What-Makes-An-IO-Game", "/blog/what-is-an-io-game"],
    ] as const) {
      const answer = await get(from);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.get("location"), from).toBe(to);
      expect(answer.headers.get("cache-control"), from).toContain("max-age=0");
    }
    const moved = await get("/io-games-online");
    expect(moved.status).toBe(200);
    expect(titleOf(await moved.text())).toMatch(/IO Games/i);
    expect((await get("/blog/what-is-an-io-game")).status).toBe(200);
  });

  it("serves a page the operator added at its own path, and moves a page, the site's own too, with a permanent redirect", async () => {
    for (const address of ["/cookie-policy", "/Cookie-Policy"]) {
      const added = await get(address);
      expect(added.status, address).toBe(200);
      const html = await added.text();
      expect(titleOf(html), address).toBe("Our Cookie Policy - Zowii");
      expect(html, address).toContain(`<link rel="canonical" href="${install.portal.url}/cookie-policy"`);
      // The body's "## " sections, rendered as on the legal pages.
      expect(html).toMatch(/<h2[^>]*>[^<]+<\/h2>/);
    }
    for (const [from, to] of [
      ["/house-rules", "/rules-of-the-house"],
      ["/about", "/about-us"],
      ["/About", "/about-us"],
    ] as const) {
      const answer = await get(from);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.get("location"), from).toBe(to);
    }
    expect(titleOf(await (await get("/rules-of-the-house")).text())).toBe("House Rules - Zowii");
    const about = await get("/about-us");
    expect(about.status).toBe(200);
    expect(titleOf(await about.text())).toMatch(/^About/);
    const pages = await (await get("/sitemaps/pages.xml")).text();
    for (const listed of ["/cookie-policy", "/rules-of-the-house", "/about-us"]) expect(pages).toContain(`${install.portal.url}${listed}</loc>`);
    for (const gone of ["/house-rules<", "/about<"]) expect(pages).not.toContain(gone);
  });

  it("lists a landing page's games from its category when it has one", async () => {
    const html = await (await get("/escape-room-games")).text();
    expect(html).toContain('href="/game/own-snake"');
    expect(html).toContain("Games to Play Now");
    expect(html).not.toContain("No games match this topic yet");
  });

  it("takes an unpublished or deleted entry off the site: a keyword goes home, a page is not found", async () => {
    const draft = await get("/krunker-io");
    expect(draft.status).toBe(302);
    expect(draft.headers.get("location")).toBe("/");
    expect((await get("/refund-policy")).status).toBe(404);
    expect((await get("/data-safety")).status).toBe(404);
    expect((await get("/privacy-policy")).status).toBe(200);
  });

  it("lists in the sitemaps and on /blog only what is published, at its current address", async () => {
    const landing = await (await get("/sitemaps/landing-pages.xml")).text();
    expect(landing).toContain(`${install.portal.url}/io-games-online</loc>`);
    expect(landing).not.toContain(`${install.portal.url}/io-games</loc>`);
    expect(landing).not.toContain(`${install.portal.url}/krunker-io</loc>`);
    const pages = await (await get("/sitemaps/pages.xml")).text();
    expect(pages).toContain(`${install.portal.url}/blog/what-is-an-io-game</loc>`);
    expect(pages).not.toContain("what-makes-an-io-game");
    expect(pages).not.toContain("/refund-policy<");
    expect(pages).not.toContain("/data-safety<");
    expect(pages).toContain(`${install.portal.url}/privacy-policy</loc>`);
    const blog = await (await get("/blog")).text();
    expect(blog).toContain('href="/blog/what-is-an-io-game"');
    expect(blog).not.toContain('href="/blog/what-makes-an-io-game"');
  });

  it("shows a change made while the portal runs at once, although the page and the sitemap were kept", { timeout: 120_000 }, async () => {
    // Read once, so both are in the page cache.
    expect((await get("/data-safety")).status).toBe(404);
    expect(await (await get("/sitemaps/pages.xml")).text()).not.toContain("/data-safety<");
    expect(titleOf(await (await get("/io-games-online")).text())).not.toContain("Renamed");

    if (engine === "postgres") {
      // Another instance: a process of its own on the same database.
      const other = await openDatabase({ databaseUrl: install.databaseUrl!, dataDir: "" });
      try {
        await resave(other.db, "landing", "io-games-online", { title: "Renamed IO games for a test" });
        await loadSeedContent(other.db);
      } finally {
        await other.close();
      }
    } else {
      // The embedded database is the portal's: the command hands its work to the running portal.
      const seeded = await run(process.execPath, ["scripts/lib/run-bundled.mjs", "scripts/content-seed.ts"], {
        env: { ...process.env, DATABASE_URL: "", ...install.env },
      });
      expect(seeded.stdout).toContain("Seed content: 1 entry added");
    }
    await expect.poll(async () => (await get("/data-safety")).status, { timeout: 10_000 }).toBe(200);
    expect(await (await get("/sitemaps/pages.xml")).text()).toContain(`${install.portal.url}/data-safety</loc>`);
    if (engine === "postgres") {
      expect(titleOf(await (await get("/io-games-online")).text())).toBe("Renamed IO games for a test - Zowii");
    }
  });
});
