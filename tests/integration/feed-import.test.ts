/**
 * Importing the distributors' feeds into the catalog, on both engines, from a feed server
 * on this machine: drafts by default, known games recognised again, the operator's edits
 * kept against the feed's changes, categories mapped or reported, thumbnails fetched in the
 * background, and a source that cannot be read changing nothing.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, feedImports, games, jobs } from "~/domain/db/schema.server";
import { setCategoryMapping } from "~/domain/feeds/category-mapping.server";
import { FEED_IMPORT_STALE_MS, feedImportProgress, recentFeedImports, runningFeedImport, type FeedImportState } from "~/domain/feeds/feed-import-reads.server";
import { importFeedSource, startFeedImport, type FeedSourceImport } from "~/domain/feeds/feed-import.server";
import { FeedSourceError } from "~/domain/feeds/feed-sources.server";
import { defineThumbnailFetchJob } from "~/domain/feeds/thumbnail-fetch.server";
import { startJobWorker } from "~/domain/jobs/queue.server";
import { makeTitleCard } from "~/domain/catalog/thumbnails.server";
import { getAsset } from "~/domain/web/assets.server";
import { updateGame } from "~/domain/catalog/writes.server";
import { onCatalogChange } from "~/domain/catalog/changes.server";
import { BULK_WRITE_GAMES } from "~/domain/catalog/statistics.server";
import { CATALOG_FORMAT } from "~/domain/catalog/transfer.server";
import { THUMBNAIL_BUCKET } from "~/lib/constants";
import { gameMonetizeRecord, LATE_PREFIX, startFeedServer, type FeedServer } from "../support/feed-server";
import { ENGINES, useTestDatabase } from "../support/test-database";

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
  defineThumbnailFetchJob({ allowPrivate: true });
});
afterAll(() => server.close());

const actor = { id: null, email: "operator@example.com" };
const siteUrl = "https://play.zowii.example";

function options(overrides: Partial<FeedSourceImport> = {}): FeedSourceImport {
  return { publish: false, actor, siteUrl, allowedHosts: [new URL(server.origin).host], allowPrivateFetch: true, fetchTimeoutMs: 2_000, ...overrides };
}

const monetize = (id: string, title: string, more: Record<string, unknown> = {}) => gameMonetizeRecord(server.origin, id, title, more);

describe.each(ENGINES)("feed import on %s", (engine) => {
  const database = useTestDatabase(engine);
  /** A trigger named `name` that refuses, with PostgreSQL's `errcode`, each write (`event`, "insert on games") where `when` holds. */
  const refuseWrites = async (name: string, event: string, when: string, errcode: string) => {
    await database.db.execute(
      sql.raw(`create function ${name}() returns trigger language plpgsql as $$
        begin
          if ${when} then raise exception 'refused' using errcode = '${errcode}'; end if;
          return new;
        end $$`),
    );
    await database.db.execute(sql.raw(`create trigger ${name} before ${event} for each row execute function ${name}()`));
  };
  const allowWrites = async (name: string, table: string) => {
    await database.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await database.db.execute(sql.raw(`drop function ${name}()`));
  };
  const byProviderId = async (id: string) =>
    (
      await database.db
        .select()
        .from(games)
        .where(and(eq(games.provider, "gamemonetize"), eq(games.providerId, id)))
    )[0];

  it("adds a feed's games as drafts, rejects the malformed records by id, and changes nothing the second time", async () => {
    const feed = [
      monetize("1", "Pebble Puzzle"),
      monetize("2", "Lantern Logic", { thumb: null }),
      { id: "3", title: "", url: `${server.origin}/play/3/` },
      { id: "4", title: "Script Trouble", url: "javascript:alert(1)", category: "Puzzles" },
      monetize("1", "Pebble Puzzle Again"),
    ];
    server.serve("/feeds/monetize.json", feed);
    const first = await importFeedSource(database.db, { url: `${server.origin}/feeds/monetize.json` }, options());
    expect(first).toMatchObject({ added: 2, updated: 0, unchanged: 0, rejected: 3 });
    expect(first.rejections.map((rejection) => rejection.id)).toEqual(["3", "4", "1"]);
    expect(first.rejections[0]!.reason).toContain("title");
    expect(first.rejections[2]!.reason).toContain("twice");

    const pebble = await byProviderId("1");
    expect(pebble).toMatchObject({ title: "Pebble Puzzle", status: "draft", category: "Puzzle", provider: "gamemonetize" });
    // No starting figures for a feed's game: no plays, and "New" (unrated) until visitors vote.
    expect(pebble).toMatchObject({ plays: 0, realPlays: 0, rating: null, shownRating: null });
    expect(pebble!.tags).toEqual(expect.arrayContaining(["puzzle", "logic", "kids"]));
    // Until its image is fetched, a game shows its title card, which is made when asked for.
    expect(pebble!.thumbnail).toBe(`/storage/${THUMBNAIL_BUCKET}/cards/${pebble!.id}.webp`);
    const card = await makeTitleCard(database.db, THUMBNAIL_BUCKET, `cards/${pebble!.id}.webp`);
    expect(card?.contentType).toBe("image/webp");

    const again = await importFeedSource(database.db, { url: `${server.origin}/feeds/monetize.json` }, options());
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 2, rejected: 3 });
    expect(await database.db.$count(games)).toBe(2);
    const [row] = await database.db.select().from(feedImports).where(eq(feedImports.id, again.importId));
    expect(row).toMatchObject({ state: "done", total: 5, processed: 5, unchanged: 2, rejected: 3 });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "imported feed"));
    expect(audit.map((entry) => entry.target)).toContain(`${server.origin}/feeds/monetize.json: 0 added, 0 updated, 2 unchanged, 3 rejected`);
  });

  it("applies a feed's change to the fields the operator has not edited, and keeps what it changed", async () => {
    const pebble = (await byProviderId("1"))!;
    await updateGame(
      database.db,
      {
        id: pebble.id,
        title: "Pebble Puzzle (our title)",
        description: pebble.description,
        category: "Puzzle",
        gameUrl: pebble.gameUrl,
        tags: pebble.tags,
        thumbnail: "",
      },
      actor,
    );
    server.serve("/feeds/monetize-2.json", [monetize("1", "Pebble Puzzle 2", { description: "A new description." })]);
    const summary = await importFeedSource(database.db, { url: `${server.origin}/feeds/monetize-2.json` }, options());
    expect(summary).toMatchObject({ added: 0, updated: 1, unchanged: 0 });
    const after = (await byProviderId("1"))!;
    expect(after.title).toBe("Pebble Puzzle (our title)");
    expect(after.description).toBe("A new description.");
    expect(after.editedFields).toEqual(["title"]);
    expect(after.feedChanges).toEqual([
      { field: "title", from: "Pebble Puzzle", to: "Pebble Puzzle 2", applied: false },
      { field: "description", from: "Pebble Puzzle: a game for everyone.", to: "A new description.", applied: true },
    ]);
  });

  it("keeps a feed's instructions as How to play, with its orientation and mobile flag, and follows their changes the operator has not made", async () => {
    const gd = (instructions: string, mobileMode: string, mobile: string) => ({
      Md5: "gd-howto",
      Title: "Glacier Glide",
      Description: "Glide down the glacier.",
      Instructions: instructions,
      Url: `${server.origin}/play/gd-howto/`,
      Mobile: mobile,
      MobileMode: mobileMode,
      Category: ["Puzzles"],
      Tag: ["ice"],
      Asset: [],
    });
    const byGd = async () =>
      (
        await database.db
          .select()
          .from(games)
          .where(and(eq(games.provider, "gamedistribution"), eq(games.providerId, "gd-howto")))
      )[0]!;
    server.serve("/feeds/gd-1.json", [gd("Tap to jump.", "Portrait", "true")]);
    expect(await importFeedSource(database.db, { url: `${server.origin}/feeds/gd-1.json` }, options())).toMatchObject({ added: 1 });
    expect(await byGd()).toMatchObject({ description: "Glide down the glacier.", instructions: "Tap to jump.", orientation: "portrait", mobileFriendly: true });

    // A record kept before these were read: the feed's instructions and flags are new to it, and
    // are applied; a feed without instructions (GameMonetize's "") is no change.
    const forgetHowToPlay = sql`${games.feedRecord} - 'instructions' - 'orientation' - 'mobileFriendly'`;
    await database.db.update(games).set({ feedRecord: forgetHowToPlay }).where(eq(games.providerId, "gd-howto"));
    expect(await importFeedSource(database.db, { url: `${server.origin}/feeds/gd-1.json` }, options())).toMatchObject({ updated: 1 });
    expect((await byGd()).feedChanges).toEqual([
      { field: "instructions", from: "", to: "Tap to jump.", applied: true },
      { field: "orientation", from: "", to: "portrait", applied: true },
      { field: "mobileFriendly", from: "", to: "true", applied: true },
    ]);
    server.serve("/feeds/monetize-plain.json", [monetize("9", "Plain Puzzle")]);
    expect(await importFeedSource(database.db, { url: `${server.origin}/feeds/monetize-plain.json` }, options())).toMatchObject({ added: 1 });
    await database.db.update(games).set({ feedRecord: forgetHowToPlay }).where(eq(games.providerId, "9"));
    expect(await importFeedSource(database.db, { url: `${server.origin}/feeds/monetize-plain.json` }, options())).toMatchObject({ updated: 0, unchanged: 1 });
    await database.db.delete(games).where(eq(games.providerId, "9"));

    const glacier = await byGd();
    await updateGame(
      database.db,
      {
        id: glacier.id,
        title: glacier.title,
        description: glacier.description,
        instructions: "Tap, or press Space, to jump.",
        orientation: "portrait",
        mobileFriendly: true,
        category: "Puzzle",
        gameUrl: glacier.gameUrl,
        tags: glacier.tags,
        thumbnail: "",
      },
      actor,
    );
    server.serve("/feeds/gd-2.json", [gd("Click to jump.", "Landscape", "false")]);
    expect(await importFeedSource(database.db, { url: `${server.origin}/feeds/gd-2.json` }, options())).toMatchObject({ updated: 1 });
    const after = await byGd();
    expect(after).toMatchObject({
      instructions: "Tap, or press Space, to jump.",
      orientation: "landscape",
      mobileFriendly: false,
      editedFields: ["instructions"],
    });
    expect(after.feedChanges).toEqual([
      { field: "instructions", from: "Tap to jump.", to: "Click to jump.", applied: false },
      { field: "orientation", from: "portrait", to: "landscape", applied: true },
      { field: "mobileFriendly", from: "true", to: "false", applied: true },
    ]);
    await database.db.delete(games).where(eq(games.providerId, "gd-howto"));
  });

  it("forgets the checker's verdict on a game whose address the feed changes, and only then", async () => {
    const importFeed = async (path: string, record: ReturnType<typeof monetize>) => {
      server.serve(path, [record]);
      await importFeedSource(database.db, { url: `${server.origin}${path}` }, options());
    };
    await importFeed("/feeds/marble-1.json", monetize("30", "Moving Marble"));
    const broken = { health: "broken" as const, failingChecks: 3, hiddenBroken: true };
    await database.db
      .update(games)
      .set(broken)
      .where(and(eq(games.provider, "gamemonetize"), eq(games.providerId, "30")));
    await importFeed("/feeds/marble-2.json", monetize("30", "Moving Marble", { description: "Newer." }));
    expect(await byProviderId("30")).toMatchObject(broken);

    await importFeed("/feeds/marble-3.json", monetize("30", "Moving Marble", { description: "Newer.", url: `${server.origin}/play/30-moved/` }));
    expect(await byProviderId("30")).toMatchObject({ gameUrl: `${server.origin}/play/30-moved/`, health: "unchecked", failingChecks: 0, hiddenBroken: false });
  });

  it("reports categories it cannot map instead of guessing, and imports them once mapped", async () => {
    const feed = [monetize("10", "Dress Party", { category: "Girls" }), monetize("11", "Tiny Chef", { category: "Girls" })];
    server.serve("/feeds/girls.json", feed);
    const before = await importFeedSource(database.db, { url: `${server.origin}/feeds/girls.json` }, options());
    expect(before).toMatchObject({ added: 0, rejected: 2, unmapped: [{ category: "Girls", records: 2 }] });
    expect(before.rejections[0]!.reason).toContain('"Girls" is not mapped');
    await setCategoryMapping(database.db, "gamemonetize", "Girls", "Simulation", ["casual"], actor);
    const mapped = await database.db.select().from(auditLog).where(eq(auditLog.action, "mapped feed category"));
    expect(mapped).toMatchObject([{ actorEmail: actor.email, target: "gamemonetize: girls -> Simulation" }]);
    const after = await importFeedSource(database.db, { url: `${server.origin}/feeds/girls.json` }, options());
    expect(after).toMatchObject({ added: 2, rejected: 0, unmapped: [] });
    expect((await byProviderId("10"))!.category).toBe("Simulation");
  });

  it("knows a game by its URL across providers, and publishes only games from allowed hosts", async () => {
    const distribution = [
      { Md5: "aa11", Title: "Pebble Puzzle (GD)", Url: `${server.origin}/play/1/`, Category: ["Puzzle"], Tag: [], Asset: [] },
      { Md5: "bb22", Title: "Far Away Racer", Url: "https://far-away.example/racer/", Category: ["Racing"], Tag: [], Asset: [] },
      { Md5: "cc33", Title: "Near Racer", Url: `${server.origin}/play/near/`, Category: ["Racing & Driving"], Tag: [], Asset: [] },
    ];
    const summary = await importFeedSource(database.db, { text: JSON.stringify(distribution), name: "gd.json" }, options({ publish: true }));
    expect(summary).toMatchObject({ added: 2, unchanged: 1, rejected: 0, refusedHosts: [{ host: "far-away.example", games: 1 }] });
    const rows = await database.db.select().from(games).where(eq(games.provider, "gamedistribution"));
    const status = Object.fromEntries(rows.map((row) => [row.providerId, [row.status, row.draftReason]]));
    expect(status).toEqual({
      bb22: ["draft", "Games from far-away.example cannot be published: the host is not on the list of allowed game hosts."],
      cc33: ["published", null],
    });
  });

  it("leaves cached pages alone when it adds only drafts, and refreshes them when it publishes", async () => {
    let announced = 0;
    const stop = onCatalogChange(() => (announced += 1));
    try {
      server.serve("/feeds/quiet.json", [monetize("30", "Quiet Draft")]);
      await importFeedSource(database.db, { url: `${server.origin}/feeds/quiet.json` }, options());
      expect(announced).toBe(0);
      server.serve("/feeds/loud.json", [monetize("31", "Loud Release")]);
      await importFeedSource(database.db, { url: `${server.origin}/feeds/loud.json` }, options({ publish: true }));
      expect(announced).toBe(1);
    } finally {
      stop();
    }
  });

  it("follows a GamePix feed's pages", async () => {
    const item = (id: string) => ({
      id,
      title: `Paged ${id}`,
      url: `${server.origin}/play/pix-${id}/`,
      category: "arcade",
      image: `${server.origin}/images/good.png`,
    });
    server.serve("/feeds/pix-1.json", {
      version: "https://jsonfeed.org/version/1.1",
      items: [item("p1"), item("p2")],
      next_url: `${server.origin}/feeds/pix-2.json`,
    });
    server.serve("/feeds/pix-2.json", { version: "https://jsonfeed.org/version/1.1", items: [item("p3")], next_url: `${server.origin}/feeds/pix-1.json` });
    const summary = await importFeedSource(database.db, { url: `${server.origin}/feeds/pix-1.json` }, options());
    expect(summary).toMatchObject({ added: 3, rejected: 0 });
  });

  // Only the server that never answers needs the short deadline: on a busy machine, reading the
  // 50 MB answer up to the limit can take longer than 2 s, and then it fails for the wrong reason.
  it.each([
    ["a server that never answers", "/slow", "did not answer", 2_000],
    ["a 50 MB answer", "/huge", "larger than", 30_000],
    ["an HTML page", "/images/html.png", "not JSON", 2_000],
    ["a missing feed", "/feeds/none.json", "404", 2_000],
  ])(
    "refuses %s whole and changes nothing",
    async (_name, path, message, fetchTimeoutMs) => {
      const count = await database.db.$count(games);
      const imported = importFeedSource(database.db, { url: `${server.origin}${path}` }, options({ fetchTimeoutMs }));
      await expect(imported).rejects.toThrow(FeedSourceError);
      await expect(imported).rejects.toThrow(message);
      expect(await database.db.$count(games)).toBe(count);
      const [last] = await database.db
        .select()
        .from(feedImports)
        .where(eq(feedImports.source, `${server.origin}${path}`));
      expect(last).toMatchObject({ state: "failed" });
    },
    60_000,
  );

  it("fetches thumbnails in the background and sends a published game whose image is not an image back to drafts", async () => {
    const feed = [
      monetize("20", "Good Picture", { category: "Arcade" }),
      monetize("21", "Web Page Picture", { category: "Arcade", thumb: `${server.origin}/images/html.png` }),
      monetize("22", "Lost Picture", { category: "Arcade", thumb: `${server.origin}/images/gone.png` }),
    ];
    server.serve("/feeds/pictures.json", feed);
    const summary = await importFeedSource(database.db, { url: `${server.origin}/feeds/pictures.json` }, options({ publish: true }));
    expect(summary).toMatchObject({ added: 3, thumbnailsQueued: 3 });
    const worker = startJobWorker(database.db, 50);
    try {
      await worker.idle();
    } finally {
      await worker.stop();
    }
    const good = (await byProviderId("20"))!;
    expect(good.status).toBe("published");
    expect(good.thumbnail).toMatch(new RegExp(`^/storage/${THUMBNAIL_BUCKET}/feeds/${good.id}-\\d+\\.webp$`));
    const stored = await getAsset(database.db, THUMBNAIL_BUCKET, good.thumbnail.slice(`/storage/${THUMBNAIL_BUCKET}/`.length).replace(".webp", "-256.webp"));
    expect(stored?.contentType).toBe("image/webp");
    for (const id of ["21", "22"]) {
      const game = (await byProviderId(id))!;
      expect(game.status).toBe("draft");
      expect(game.draftReason).toContain("could not be used");
      expect(game.thumbnail).toContain("/cards/");
    }
    expect((await byProviderId("21"))!.draftReason).toContain("not an image");
    expect((await byProviderId("22"))!.draftReason).toContain("404");
    const failed = await database.db.select().from(jobs).where(eq(jobs.state, "failed"));
    expect(failed).toHaveLength(2);
  }, 60_000);

  it("starts an import in the background and counts its progress a chunk at a time, to the end", async () => {
    const feed = Array.from({ length: 1100 }, (_, n) => monetize(`bulk-${n}`, `Bulk Game ${n}`, { category: "Arcade", thumb: null }));
    const importId = await startFeedImport(database.db, { text: JSON.stringify(feed), name: "bulk.json" }, options());
    const seen = new Set<number>();
    let progress: FeedImportState | null = null;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 5))) {
      progress = await feedImportProgress(database.db, importId);
      seen.add(progress!.processed);
      if (progress!.state !== "running") break;
    }
    expect(progress).toMatchObject({ state: "done", source: "bulk.json", total: 1100, processed: 1100, added: 1100, rejected: 0, message: null });
    // Only whole chunks are ever counted: each is written with its progress in one transaction.
    expect([...seen].filter((processed) => ![0, 500, 1000, 1100].includes(processed))).toEqual([]);
    const [row] = await database.db.select().from(feedImports).where(eq(feedImports.id, importId));
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.startedAt.getTime());
  }, 60_000);

  it("shows a running import that has not moved for five minutes as stopped, and an unknown one as none", async () => {
    const [row] = await database.db.insert(feedImports).values({ source: "lost.json", startedBy: actor.email, total: 1200, processed: 500 }).returning();
    expect(await feedImportProgress(database.db, row!.id)).toMatchObject({ state: "running", message: null });
    await database.db
      .update(feedImports)
      .set({ updatedAt: new Date(Date.now() - FEED_IMPORT_STALE_MS - 1_000) })
      .where(eq(feedImports.id, row!.id));
    const stopped = await feedImportProgress(database.db, row!.id);
    expect(stopped).toMatchObject({ state: "stopped", processed: 500, total: 1200 });
    expect(stopped!.message).toBe(
      "This import stopped before it finished (the portal restarted) after 500 of 1200 records: those were imported, nothing after them was changed. Run it again to finish.",
    );
    expect((await recentFeedImports(database.db, 50)).find((entry) => entry.id === row!.id)?.state).toBe("stopped");
    // Only shown so: the row itself is left as it was.
    expect((await database.db.select().from(feedImports).where(eq(feedImports.id, row!.id)))[0]!.state).toBe("running");
    expect(await feedImportProgress(database.db, "no-such-import")).toBeNull();
  });

  it("refreshes the planner's statistics of the games after an import that writes many, not after a small one", async () => {
    const estimatedGames = async () => {
      const { rows } = (await database.db.execute(sql`select reltuples::int as estimate from pg_class where relname = 'games'`)) as unknown as {
        rows: { estimate: number }[];
      };
      return rows[0]!.estimate;
    };
    await database.db.delete(games);
    await database.db.execute(sql`analyze games`);
    const record = (index: number) => monetize(`bulk-${index}`, `Bulk Game ${index}`, { thumb: null });
    await importFeedSource(database.db, { text: JSON.stringify([record(0), record(1)]), name: "small.json" }, options());
    expect(await estimatedGames()).toBeLessThan(2);
    const many = Array.from({ length: BULK_WRITE_GAMES }, (_, index) => record(index + 2));
    await importFeedSource(database.db, { text: JSON.stringify(many), name: "large.json" }, options());
    expect(await estimatedGames()).toBe(BULK_WRITE_GAMES + 2);
    await database.db.delete(games);
  });

  it("rejects each record whose game URL is no web address, with its reason, and imports the rest, in our own format too", async () => {
    const badUrls = ["/games/../../adminzowii", "/games/%2e%2e/x", "https://", "http://[::1", "javascript:alert(1)", "//evil.example/game", "/adminzowii"];
    const records = [
      { slug: "good-one", title: "Good One", gameUrl: `${server.origin}/play/good-one/`, category: "Puzzle", tags: ["logic"] },
      ...badUrls.map((gameUrl, index) => ({ slug: `bad-${index}`, title: `Bad ${index}`, gameUrl, category: "Puzzle", tags: [] })),
      { slug: "good-two", title: "Good Two", gameUrl: "/games/snake/", category: "Puzzle", tags: [] },
    ];
    server.serve("/feeds/own-format.json", { format: CATALOG_FORMAT, games: records });
    const summary = await importFeedSource(database.db, { url: `${server.origin}/feeds/own-format.json` }, options());
    expect(summary).toMatchObject({ added: 2, rejected: badUrls.length });
    expect(summary.rejections.map((rejection) => rejection.id)).toEqual(badUrls.map((_, index) => `bad-${index}`));
    for (const rejection of summary.rejections)
      expect(rejection.reason, rejection.id).toMatch(/^gameUrl: The game URL (is not a valid web address|must start with http)/);
  });

  it("fetches an image that several games of a feed share once, and gives each game its thumbnail", async () => {
    const image = `${LATE_PREFIX}images/good.png?${engine}`;
    const feed = Array.from({ length: 5 }, (_, n) => monetize(`shared-${n}`, `Shared Art ${n}`, { thumb: `${server.origin}${image}` }));
    const summary = await importFeedSource(database.db, { text: JSON.stringify(feed), name: "shared-art.json" }, options());
    expect(summary).toMatchObject({ added: 5, thumbnailsQueued: 5 });
    const hitsBefore = server.hits.get(`${LATE_PREFIX}images/good.png`) ?? 0;
    const worker = startJobWorker(database.db, 50);
    try {
      await worker.idle();
    } finally {
      await worker.stop();
    }
    expect((server.hits.get(`${LATE_PREFIX}images/good.png`) ?? 0) - hitsBefore).toBe(1);
    for (let n = 0; n < 5; n++) expect((await byProviderId(`shared-${n}`))!.thumbnail, `shared-${n}`).toMatch(/\/feeds\/.+\.webp$/);
  }, 60_000);

  it("rejects a record with 60,000 tags by its reason and imports the rest of the feed", async () => {
    const tags = Array.from({ length: 60_000 }, (_, n) => `tag-${n}`).join(",");
    const feed = [
      monetize("tags-a", "Tag Flood A"),
      monetize("tags-flood", "Tag Flood", { tags }),
      monetize("tags-b", "Tag Flood B", { tags: "a, b, a, B, c" }),
    ];
    const summary = await importFeedSource(database.db, { text: JSON.stringify(feed), name: "tag-flood.json" }, options());
    expect(summary).toMatchObject({
      added: 2,
      rejected: 1,
      rejections: [{ id: "tags-flood", reason: "tags: has more than 100 entries: a record may have at most 100" }],
    });
    // Each tag once, the category mapping's own tag first.
    expect((await byProviderId("tags-b"))!.tags).toEqual(["puzzle", "a", "b", "c"]);
  });

  it("rejects a record the database refuses, and imports the rest of its chunk", async () => {
    // A value no check of ours foresees, refused by the database as PostgreSQL refuses a bad value.
    await refuseWrites("refuse_a_title", "insert on games", "new.title = 'Refused Title'", "22023");
    try {
      const feed = [monetize("store-1", "Stored One"), monetize("store-refused", "Refused Title"), monetize("store-2", "Stored Two")];
      const summary = await importFeedSource(database.db, { text: JSON.stringify(feed), name: "refused.json" }, options());
      expect(summary).toMatchObject({ added: 2, rejected: 1, thumbnailsQueued: 2, rejections: [{ id: "store-refused", reason: "it could not be stored" }] });
      expect(await byProviderId("store-1")).toBeDefined();
      expect(await byProviderId("store-2")).toBeDefined();
      const [row] = await database.db.select().from(feedImports).where(eq(feedImports.id, summary.importId));
      expect(row).toMatchObject({ state: "done", processed: 3, added: 2, rejected: 1 });
    } finally {
      await allowWrites("refuse_a_title", "games");
    }
  });

  it("lets the next import start at once when even an import's failure cannot be written, and writes it later", async () => {
    // The database refuses the row's failed state for a while, as one that has gone away would.
    await refuseWrites("refuse_failed", "update on feed_imports", "new.state = 'failed'", "57P01");
    let importId: string;
    try {
      importId = await startFeedImport(database.db, { text: "\u0000\u0001PNG not json", name: "picture.png" }, options());
      let progress: FeedImportState | null = null;
      for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
        progress = await feedImportProgress(database.db, importId);
        if (progress!.state !== "running") break;
      }
      expect(progress).toMatchObject({ state: "failed", message: expect.stringMatching(/^picture\.png is not JSON \(/) });
      expect((await database.db.select().from(feedImports).where(eq(feedImports.id, importId)))[0]!.state).toBe("running");
      expect(await runningFeedImport(database.db)).toBeNull();
    } finally {
      await allowWrites("refuse_failed", "feed_imports");
    }
    // Once the database takes it again, the row says how the import ended.
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const [row] = await database.db.select().from(feedImports).where(eq(feedImports.id, importId));
      if (row!.state !== "running") break;
    }
    expect((await database.db.select().from(feedImports).where(eq(feedImports.id, importId)))[0]).toMatchObject({
      state: "failed",
      message: expect.stringMatching(/^picture\.png is not JSON/),
    });
  }, 30_000);
});
