/**
 * The site's copy in the database, on both engines: the files in content/ as the seed (once,
 * never over the operator's edits), the published reads every page uses, and every change an
 * operator makes: saves checked against their kind's rules and every address they could
 * clash with, versions kept and restored, redirects left by changed slugs (never chains),
 * publishing, deleting, and an audit entry for each.
 */
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_PATH } from "~/lib/admin-path";
import type { Database } from "~/domain/db/connection.server";
import { auditLog, contentEntries, contentRedirects, contentVersions as versionRows } from "~/domain/db/schema.server";
import { articleEntry, articleList, type ArticleEntry, contentPageEntry, contentRedirect, landingEntry } from "~/domain/content/reads.server";
import { loadSeedContent, seedContentInputs, seedContentOnFirstStart } from "~/domain/content/seed.server";
import {
  checkContentSlug,
  ContentInputError,
  contentSnapshots,
  contentVersions,
  deleteContentEntry,
  restoreContentVersion,
  saveContentEntry,
  setContentStatus,
  type ContentSave,
} from "~/domain/content/writes.server";
import { ingestEvents } from "~/domain/analytics/ingest.server";
import { startRollupBuffer } from "~/domain/analytics/rollups.server";
import { blogArticle } from "~/domain/content/content-pages.server";
import { ENGINES, useTestDatabase } from "../support/test-database";

const actor = { id: null, email: "seo@example.com" };

async function idOf(db: Database, kind: "landing" | "article" | "page", slug: string): Promise<string> {
  const [row] = await db
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.slug, slug)));
  if (!row) throw new Error(`no ${kind} ${slug}`);
  return row.id;
}

/** A landing page that passes every rule; `keyword` and the hero text make it unique. */
function landingInput(keyword: string, changes: Record<string, unknown> = {}) {
  return {
    kind: "landing",
    slug: keyword,
    title: `Play ${keyword} games online for free`,
    description: `Free ${keyword} games that run in your browser: no download, no account, and new games added every single week.`,
    keywords: ["free games", "browser games", "online games", "no download", "play now", "web games", `${keyword} games`],
    body: "",
    fields: {
      gameSearch: keyword,
      hero: {
        title: `The best ${keyword} games`,
        description: `Every ${keyword} game here starts in a browser tab with nothing to install, on a laptop, a tablet or a phone, and it is free.`,
      },
      features: [1, 2, 3].map((n) => ({ title: `Feature ${n}`, description: `Feature number ${n} of these games, explained in a full sentence.` })),
      benefits: [1, 2, 3, 4, 5].map((n) => `Benefit number ${n}, long enough to read as a sentence.`),
      faq: [1, 2].map((n) => ({ question: `Question number ${n}?`, answer: `Answer number ${n}, long enough to be a real answer to it.` })),
    },
    ...changes,
  };
}

/** A published article as the input that would save it again. */
function articleInputOf(article: ArticleEntry) {
  const { slug, title, description, keywords, body, excerpt, author, date, category, icon } = article;
  return { kind: "article", slug, title, description, keywords, body, fields: { excerpt, author, date, category, icon } };
}

/** The audit entries of one address, oldest first. */
async function auditOf(db: Database, target: string): Promise<string[]> {
  const rows = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

async function refusal(save: Promise<unknown>): Promise<ContentInputError> {
  const error = await save.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ContentInputError);
  return error as ContentInputError;
}

describe.each(ENGINES)("content entries on %s", (engine) => {
  const database = useTestDatabase(engine);
  const seedSize = seedContentInputs().length;

  it("loads every landing page, article and content page of content/ on the first start, each as its version 1", async () => {
    const { db } = database;
    expect(await seedContentOnFirstStart(db)).toBe(seedSize);
    const [entries] = await db.select({ n: count() }).from(contentEntries);
    const [versions] = await db.select({ n: count() }).from(versionRows);
    expect([entries?.n, versions?.n]).toEqual([seedSize, seedSize]);

    const io = await landingEntry(db, " IO-Games ");
    expect(io?.keyword).toBe("io-games");
    expect(io?.content.faq.length).toBeGreaterThanOrEqual(2);

    const articles = await articleList(db);
    expect(articles.map((article) => article.date)).toEqual([...articles.map((article) => article.date)].sort().reverse());
    const krunker = await articleEntry(db, "Krunker-io-fast-chunky-and-fair");
    expect(krunker).toMatchObject({ author: "Zowii Team", date: "2024-12-12", category: "Game Reviews" });
    expect(krunker?.body).toMatch(/^## First impressions\n\nKrunker\.io is a first-person shooter/);

    // The article's page: found whatever the case of its slug, nothing for anything else (moved from tests/unit/blog-content.test.ts).
    expect((await blogArticle(db, krunker!.slug.toUpperCase()))?.slug).toBe(krunker!.slug);
    for (const slug of [undefined, "", "no-such-article", `${krunker!.slug}/`, "%00", "../blog", "x".repeat(10_000)]) {
      expect(await blogArticle(db, slug), String(slug)).toBeUndefined();
    }

    const privacy = await contentPageEntry(db, "privacy-policy");
    expect(privacy?.fields.kind).toBe("legal");
    expect(privacy?.body).toContain("## What We Keep\n\nWe do not ask players");
    expect(privacy?.body).toMatch(/\n- A visitor cookie: /);
    expect((await contentPageEntry(db, "blog"))?.fields).not.toHaveProperty("articles");
  });

  it("seeds again only what is missing: an edited entry is kept, a deleted one comes back by the command only", async () => {
    const { db } = database;
    const id = await idOf(db, "landing", "io-games");
    const current = await landingEntry(db, "io-games");
    await saveContentEntry(db, actor, {
      id,
      entry: {
        kind: "landing",
        slug: "io-games",
        title: "IO games, edited by the operator",
        description: current!.description,
        keywords: current!.metaKeywords,
        fields: {
          gameSearch: current!.gameSearch,
          hero: { title: current!.content.heroTitle, description: current!.content.heroDescription },
          features: current!.content.features,
          benefits: current!.content.benefits,
          faq: current!.content.faq,
        },
      },
    });
    expect(await seedContentOnFirstStart(db)).toBe(0);
    expect(await loadSeedContent(db)).toBe(0);
    expect((await landingEntry(db, "io-games"))?.title).toBe("IO games, edited by the operator");

    await deleteContentEntry(db, actor, await idOf(db, "article", "what-makes-an-io-game"));
    expect(await seedContentOnFirstStart(db)).toBe(0);
    expect(await articleEntry(db, "what-makes-an-io-game")).toBeUndefined();
    expect(await loadSeedContent(db)).toBe(1);
    expect(await articleEntry(db, "what-makes-an-io-game")).toBeDefined();
  });

  it("saves a new landing page as version 1, audited, and shows it at once", async () => {
    const { db } = database;
    expect(await landingEntry(db, "puzzle-nights")).toBeUndefined();
    const saved = await saveContentEntry(db, actor, { entry: landingInput("puzzle-nights") });
    expect(saved).toMatchObject({ kind: "landing", slug: "puzzle-nights", status: "published", version: 1 });
    expect((await landingEntry(db, "puzzle-nights"))?.title).toBe("Play puzzle-nights games online for free");
    expect(await auditOf(db, "/puzzle-nights")).toEqual(["created content entry"]);
    const [row] = await db.select({ updatedBy: contentEntries.updatedBy }).from(contentEntries).where(eq(contentEntries.id, saved.id));
    expect(row?.updatedBy).toBe("seo@example.com");

    // A page whose games are a category's, with no search words.
    const byCategory = landingInput("racing-nights");
    byCategory.fields = { ...byCategory.fields, gameSearch: "", gameCategory: "Racing" } as typeof byCategory.fields;
    await saveContentEntry(db, actor, { entry: byCategory });
    expect(await landingEntry(db, "racing-nights")).toMatchObject({ gameSearch: "", gameCategory: "Racing" });
  });

  it("refuses an entry that breaks its kind's rules, naming the field, and writes nothing", async () => {
    const { db } = database;
    const short = await refusal(saveContentEntry(db, actor, { entry: landingInput("short-title", { title: "Short" }) }));
    expect(short.problems).toContainEqual({ field: "title", message: expect.stringMatching(/10/) });
    const noFaq = landingInput("no-faq");
    noFaq.fields.faq = [];
    expect((await refusal(saveContentEntry(db, actor, { entry: noFaq }))).problems[0]?.field).toBe("fields.faq");
    const unknownKind = await refusal(saveContentEntry(db, actor, { entry: { ...landingInput("odd"), kind: "poster" } }));
    expect(unknownKind.problems[0]?.field).toBe("kind");
    const stub = await refusal(
      saveContentEntry(db, actor, {
        entry: {
          kind: "article",
          slug: "a-stub",
          title: "A stub of an article",
          description: "An article far too short to have a page of its own: the blog's rules ask for several sections and more words.",
          body: "## One\n\nToo short.",
          fields: {
            excerpt: "An article far too short to have a page of its own: the blog's rules ask for more than this.",
            author: "Zowii Team",
            date: "2026-11-26",
            category: "News",
            icon: "zap",
          },
        },
      }),
    );
    expect(stub.problems.map((problem) => problem.message)).toEqual(['several sections ("## " headings)', "at least 400 words"]);
    const sameHero = landingInput("same-hero");
    sameHero.fields.hero = landingInput("puzzle-nights").fields.hero;
    expect((await refusal(saveContentEntry(db, actor, { entry: sameHero }))).problems).toEqual([
      { field: "fields.hero.description", message: 'The same as the hero text of "/puzzle-nights".' },
    ]);
    // Its games come from search words or a category, one of them.
    const selecting = (keyword: string, selection: Record<string, unknown>) => {
      const entry = landingInput(keyword);
      entry.fields = { ...entry.fields, ...selection };
      return refusal(saveContentEntry(db, actor, { entry }));
    };
    expect((await selecting("no-games", { gameSearch: " " })).problems).toEqual([
      { field: "fields.gameSearch", message: "Search words (2 characters or more) or a category select the page's games." },
    ]);
    expect((await selecting("both-ways", { gameSearch: "racing", gameCategory: "Racing" })).problems).toEqual([
      { field: "fields.gameSearch", message: "A category or search words select the page's games, not both: leave one empty." },
    ]);
    expect((await selecting("no-such-category", { gameSearch: "", gameCategory: "All" })).problems[0]?.field).toBe("fields.gameCategory");
    for (const keyword of ["short-title", "no-faq", "odd", "same-hero", "no-games", "both-ways", "no-such-category"])
      expect(await landingEntry(db, keyword)).toBeUndefined();
    expect(await articleEntry(db, "a-stub")).toBeUndefined();
  });

  it("checks a slug's shape and every address it could clash with", async () => {
    const { db } = database;
    const adminSegment = ADMIN_PATH.slice(1);
    expect(await checkContentSlug(db, "landing", "Bad Slug")).toMatch(/lowercase letters and digits/);
    expect(await checkContentSlug(db, "landing", "double--hyphen")).toMatch(/single hyphens/);
    expect(await checkContentSlug(db, "landing", "")).toBe("A slug is needed.");
    expect(await checkContentSlug(db, "landing", "game")).toBe('"/game" is the game pages.');
    expect(await checkContentSlug(db, "landing", "category")).toBe('"/category" is the category pages.');
    expect(await checkContentSlug(db, "landing", "api")).toBe('"/api" is the API.');
    expect(await checkContentSlug(db, "landing", "sitemaps")).toBe('"/sitemaps" is the sitemaps.');
    expect(await checkContentSlug(db, "landing", adminSegment)).toBe(`"/${adminSegment}" is the admin area.`);
    expect(await checkContentSlug(db, "landing", "privacy-policy")).toBe('"/privacy-policy" is a content page.');
    expect(await checkContentSlug(db, "landing", "puzzle-nights")).toBe(
      '"/puzzle-nights" is the address of the landing page "Play puzzle-nights games online for free".',
    );
    expect(await checkContentSlug(db, "landing", "puzzle-nights", await idOf(db, "landing", "puzzle-nights"))).toBeNull();
    // A game's slug lives under /game/ and an article's under /blog/: neither takes a keyword.
    expect(await checkContentSlug(db, "landing", "krunker-io-fast-chunky-and-fair")).toBeNull();
    expect(await checkContentSlug(db, "article", "krunker-io-fast-chunky-and-fair")).toMatch(
      /^"\/blog\/krunker-io-fast-chunky-and-fair" is the address of the article/,
    );
    expect(await checkContentSlug(db, "article", "game")).toBeNull();
    // A page may take any free one-segment path, a site page's own among them; a keyword's is taken.
    expect(await checkContentSlug(db, "page", "cookie-policy")).toBeNull();
    expect(await checkContentSlug(db, "page", "blog", await idOf(db, "page", "blog"))).toBeNull();
    expect(await checkContentSlug(db, "page", "about")).toMatch(/^"\/about" is the address of the content page/);
    expect(await checkContentSlug(db, "page", "api")).toBe('"/api" is the API.');
    expect(await checkContentSlug(db, "page", "puzzle-nights")).toMatch(/^"\/puzzle-nights" is the address of the landing page/);

    const taken = await refusal(saveContentEntry(db, actor, { entry: landingInput("api") }));
    expect(taken.problems).toEqual([{ field: "slug", message: '"/api" is the API.' }]);
  });

  it("keeps every save as a version, lists them, refuses a save over a newer one, and restores an old one as a new save", async () => {
    const { db } = database;
    const id = await idOf(db, "landing", "puzzle-nights");
    await saveContentEntry(db, actor, { id, baseVersion: 1, entry: landingInput("puzzle-nights", { title: "Puzzle nights, second version" }) });
    const stale = await refusal(
      saveContentEntry(db, actor, { id, baseVersion: 1, entry: landingInput("puzzle-nights", { title: "Puzzle nights, a lost change" }) }),
    );
    expect(stale.message).toBe("Someone saved version 2 since you opened version 1: reload it and make your change again.");

    const versions = await contentVersions(db, id);
    expect(versions.map((version) => [version.version, version.savedBy])).toEqual([
      [2, "seo@example.com"],
      [1, "seo@example.com"],
    ]);
    const snapshots = await contentSnapshots(db, id, [1, 2, 7]);
    expect([...snapshots].map(([version, snapshot]) => [version, snapshot.title]).sort()).toEqual([
      [1, "Play puzzle-nights games online for free"],
      [2, "Puzzle nights, second version"],
    ]);
    expect(await contentVersions(db, "no-such-entry")).toEqual([]);
    expect((await contentSnapshots(db, "no-such-entry", [1])).size).toBe(0);

    const restored = await restoreContentVersion(db, actor, id, 1);
    expect(restored.version).toBe(3);
    expect((await landingEntry(db, "puzzle-nights"))?.title).toBe("Play puzzle-nights games online for free");
    expect((await contentVersions(db, id)).map((version) => version.version)).toEqual([3, 2, 1]);
    expect((await refusal(restoreContentVersion(db, actor, id, 9))).message).toBe("version: This entry has no version 9.");
    expect((await refusal(restoreContentVersion(db, actor, "no-such-entry", 1))).message).toBe("This entry was deleted: nothing was restored.");
    const asArticle = { ...articleInputOf((await articleEntry(db, "krunker-io-fast-chunky-and-fair"))!), slug: "puzzle-nights" };
    expect((await refusal(saveContentEntry(db, actor, { id, entry: asArticle }))).problems).toEqual([
      { field: "kind", message: "This entry is a landing page: its kind cannot change." },
    ]);
    expect(await auditOf(db, "/puzzle-nights")).toEqual(["created content entry", "edited content entry", "restored content version"]);
  });

  it("leaves a permanent redirect from a changed slug, re-points older ones so there is no chain, and gives an address back to a new entry", async () => {
    const { db } = database;
    const id = await idOf(db, "landing", "puzzle-nights");
    await saveContentEntry(db, actor, { id, entry: landingInput("puzzle-evenings") });
    expect(await contentRedirect(db, "/puzzle-nights")).toBe("/puzzle-evenings");
    expect(await landingEntry(db, "puzzle-nights")).toBeUndefined();

    await saveContentEntry(db, actor, { id, entry: landingInput("puzzle-mornings") });
    const redirects = await db
      .select({ from: contentRedirects.fromPath, to: contentRedirects.toPath })
      .from(contentRedirects)
      .orderBy(contentRedirects.fromPath);
    expect(redirects).toEqual([
      { from: "/puzzle-evenings", to: "/puzzle-mornings" },
      { from: "/puzzle-nights", to: "/puzzle-mornings" },
    ]);
    expect(await contentRedirect(db, "/PUZZLE-NIGHTS")).toBe("/puzzle-mornings");

    // Back at an address it once had: that address is a page again, not a redirect to itself.
    await saveContentEntry(db, actor, { id, entry: landingInput("puzzle-evenings") });
    expect(await contentRedirect(db, "/puzzle-evenings")).toBeUndefined();
    expect(await contentRedirect(db, "/puzzle-mornings")).toBe("/puzzle-evenings");
    expect(await contentRedirect(db, "/puzzle-nights")).toBe("/puzzle-evenings");

    // A new entry at an old address takes it over.
    await saveContentEntry(db, actor, { entry: landingInput("puzzle-nights") });
    expect(await contentRedirect(db, "/puzzle-nights")).toBeUndefined();
    expect((await landingEntry(db, "puzzle-nights"))?.keyword).toBe("puzzle-nights");

    const article = await idOf(db, "article", "what-makes-an-io-game");
    const save: ContentSave = { id: article, entry: { ...articleInputOf((await articleEntry(db, "what-makes-an-io-game"))!), slug: "what-is-an-io-game" } };
    await saveContentEntry(db, actor, save);
    expect(await contentRedirect(db, "/blog/what-makes-an-io-game")).toBe("/blog/what-is-an-io-game");

    // The seed does not put the old copy back at an address the operator moved away from.
    expect(await loadSeedContent(db)).toBe(0);
    expect(await articleEntry(db, "what-makes-an-io-game")).toBeUndefined();
  });

  it("publishes and unpublishes: a draft is off the site, its redirects answer nothing, and both are audited", async () => {
    const { db } = database;
    const id = await idOf(db, "landing", "puzzle-evenings");
    expect(await setContentStatus(db, actor, id, "draft")).toBe(true);
    expect(await setContentStatus(db, actor, id, "draft")).toBe(false);
    expect(await landingEntry(db, "puzzle-evenings")).toBeUndefined();
    expect(await contentRedirect(db, "/puzzle-mornings")).toBeUndefined();
    expect(await setContentStatus(db, actor, id, "published")).toBe(true);
    expect((await landingEntry(db, "puzzle-evenings"))?.keyword).toBe("puzzle-evenings");
    expect(await contentRedirect(db, "/puzzle-mornings")).toBe("/puzzle-evenings");
    expect(await setContentStatus(db, actor, "no-such-entry", "draft")).toBe(false);
    expect((await auditOf(db, "/puzzle-evenings")).slice(-2)).toEqual(["unpublished content entry", "published content entry"]);
  });

  it("counts page views of the published entries' addresses only, as they are now", async () => {
    const { db } = database;
    const buffer = startRollupBuffer(db, { intervalMs: 3_600_000 });
    try {
      const views = ["/puzzle-evenings", "/puzzle-mornings", "/blog/what-is-an-io-game", "/blog/what-makes-an-io-game", "/privacy-policy", "/no-such-page"];
      const body = JSON.stringify({ events: views.map((path) => ({ type: "page-view", path, referrer: "direct", entry: false })) });
      const sender = { address: "203.0.113.7", userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36" };
      // The moved addresses and the unknown one are not pages of the site.
      expect(await ingestEvents(db, buffer, body, sender)).toEqual({ result: "counted", events: 3 });
    } finally {
      await buffer.stop();
    }
  });

  it("deletes an entry with its versions and the redirects that led to it", async () => {
    const { db } = database;
    const id = await idOf(db, "landing", "puzzle-evenings");
    expect(await deleteContentEntry(db, actor, id)).toBe(true);
    expect(await deleteContentEntry(db, actor, id)).toBe(false);
    expect(await landingEntry(db, "puzzle-evenings")).toBeUndefined();
    expect(await contentVersions(db, id)).toEqual([]);
    const [left] = await db.select({ n: count() }).from(contentRedirects).where(eq(contentRedirects.toPath, "/puzzle-evenings"));
    expect(left?.n).toBe(0);
    expect((await auditOf(db, "/puzzle-evenings")).at(-1)).toBe("deleted content entry");
    expect((await refusal(saveContentEntry(db, actor, { id, entry: landingInput("puzzle-evenings") }))).message).toBe(
      "This entry was deleted: nothing was saved.",
    );
  });
});
