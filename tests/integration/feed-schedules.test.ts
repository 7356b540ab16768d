/**
 * Saved feeds and their scheduled work, on both engines: a saved feed's input is checked
 * and audited; due syncs and drips are queued once however many instances look at the same
 * moment; a sync imports from a feed server on this machine and marks what it brought in
 * with the feed; a failing sync is retried, then fails with its reason for the panel; a
 * drip publishes its hour's share of the feed's oldest drafts, N a day, and leaves alone
 * those an operator took off the site or that cannot be published.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameValues, setGamesStatus, UNPUBLISHED_BY } from "~/domain/catalog/writes.server";
import { openDatabase, type Database } from "~/domain/db/connection.server";
import { applyMigrations } from "~/domain/db/migrations.server";
import { auditLog, feedImports, feeds, games, jobs } from "~/domain/db/schema.server";
import { defineFeedJobs, dripQuota, FEED_DRIP_JOB, FEED_SYNC_JOB, nextHourBoundary, scheduleDueFeedWork } from "~/domain/feeds/feed-schedules.server";
import {
  addSavedFeed,
  deleteSavedFeed,
  DRIP_PER_DAY_MAX,
  FEED_MESSAGES,
  listSavedFeeds,
  queueFeedSync,
  updateSavedFeed,
} from "~/domain/feeds/saved-feeds.server";
import { THUMBNAIL_FAILED } from "~/domain/feeds/thumbnail-fetch.server";
import { jobStatuses } from "~/domain/jobs/job-statuses.server";
import { runJobsUntilIdle } from "../support/jobs";
import { gameMonetizeRecord, startFeedServer, type FeedServer } from "../support/feed-server";
import { createPostgresDatabase, ENGINES, useTestDatabase } from "../support/test-database";

const actor = { id: null, email: "operator@example.com" };
const siteUrl = "https://play.zowii.example";
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
  defineFeedJobs({ siteUrl, allowPrivateFetch: true, allowedGameHosts: [new URL(server.origin).host], fetchTimeoutMs: 2_000 });
});
afterAll(() => server.close());

const monetize = (id: string, title: string) => gameMonetizeRecord(server.origin, id, title, { tags: "logic", thumb: null });

const save = (db: Database, url: string, more: { schedule?: string; dripPerDay?: string | number; format?: string | null; now?: Date } = {}) =>
  addSavedFeed(db, { url, format: more.format ?? null, schedule: more.schedule ?? "off", dripPerDay: more.dripPerDay ?? 0 }, actor, {
    allowPrivateFetch: true,
    now: more.now,
  });

const feedRow = async (db: Database, id: string) => (await db.select().from(feeds).where(eq(feeds.id, id)))[0]!;

describe("drip quotas", () => {
  it("spread N drafts over a day's 24 UTC hours, adding up to N", () => {
    for (const perDay of [0, 1, 5, 23, 24, 25, 37, 100, DRIP_PER_DAY_MAX]) {
      const quotas = Array.from({ length: 24 }, (_, hour) => dripQuota(perDay, hour));
      expect(
        quotas.reduce((sum, quota) => sum + quota, 0),
        `${perDay}`,
      ).toBe(perDay);
      expect(Math.max(...quotas) - Math.min(...quotas), `${perDay}`).toBeLessThanOrEqual(1);
    }
    // One a day goes out in the day's last hour; 36 a day alternate one and two an hour.
    expect(Array.from({ length: 24 }, (_, hour) => dripQuota(1, hour)).indexOf(1)).toBe(23);
    expect([0, 1, 2, 3].map((hour) => dripQuota(36, hour))).toEqual([1, 2, 1, 2]);
  });
});

describe.each(ENGINES)("saved feeds on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("saves a feed with a checked address, format, schedule and drip, and refuses the same URL twice", async () => {
    const db = database.db;
    const now = new Date("2031-05-04T10:17:00Z");
    const refusals: [Parameters<typeof save>[1], Parameters<typeof save>[2], string][] = [
      ["", {}, FEED_MESSAGES.badUrl],
      ["not an address", {}, '"not an address" is not a web address.'],
      ["ftp://feeds.example.com/games.json", {}, FEED_MESSAGES.badUrl],
      ["https://user:secret@feeds.example.com/games.json", {}, "user name or password"],
      [`https://feeds.example.com/${"a".repeat(2100)}`, {}, FEED_MESSAGES.badUrl],
      ["https://feeds.example.com/games.json", { format: "rss" }, FEED_MESSAGES.badFormat],
      ["https://feeds.example.com/games.json", { schedule: "hourly" }, FEED_MESSAGES.badSchedule],
      ...["-1", "2.5", "501", "many", "", "1e2"].map((dripPerDay): [string, { dripPerDay: string }, string] => [
        "https://feeds.example.com/games.json",
        { dripPerDay },
        FEED_MESSAGES.badDrip,
      ]),
    ];
    for (const [url, more, message] of refusals) {
      await expect(save(db, url, more), `${url} ${JSON.stringify(more)}`).rejects.toThrow(message);
    }
    // Where the server may not fetch from, a feed cannot be saved either.
    await expect(
      addSavedFeed(db, { url: "http://127.0.0.1:9/feed.json", format: null, schedule: "daily", dripPerDay: 0 }, actor, { allowPrivateFetch: false }),
    ).rejects.toThrow("private or local address");
    expect(await db.$count(feeds)).toBe(0);

    const id = await save(db, " https://Feeds.Example.com/games.json ", { format: "gamepix", schedule: "daily", dripPerDay: "48", now });
    expect(await feedRow(db, id)).toMatchObject({
      url: "https://feeds.example.com/games.json",
      format: "gamepix",
      schedule: "daily",
      dripPerDay: 48,
      createdBy: actor.email,
      // A schedule just turned on syncs at the next look; a drip starts at the next hour.
      nextSyncAt: now,
      nextDripAt: new Date("2031-05-04T11:00:00Z"),
    });
    await expect(save(db, "https://feeds.example.com/games.json", { schedule: "weekly" })).rejects.toThrow(FEED_MESSAGES.duplicate);
    const off = await save(db, "https://feeds.example.com/other.json", { dripPerDay: DRIP_PER_DAY_MAX });
    expect(await feedRow(db, off)).toMatchObject({ format: null, schedule: "off", nextSyncAt: null, dripPerDay: DRIP_PER_DAY_MAX });
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "saved feed"));
    expect(audit.map((entry) => entry.target)).toEqual([
      "https://feeds.example.com/games.json (gamepix, schedule daily, 48 drafts a day)",
      "https://feeds.example.com/other.json (format detected, schedule off, 500 drafts a day)",
    ]);
  });

  it("changes a feed's schedule and drip, moving their next times, and deletes it leaving its games", async () => {
    const db = database.db;
    const now = new Date("2031-05-05T08:30:00Z");
    const id = await save(db, "https://feeds.example.com/change.json");
    expect(await updateSavedFeed(db, id, { schedule: "weekly", dripPerDay: "0" }, actor, now)).toBe(true);
    expect(await feedRow(db, id)).toMatchObject({ schedule: "weekly", nextSyncAt: now, nextDripAt: null });
    // Weekly to daily keeps a sync due sooner; a drip set anew starts at the next hour.
    const later = new Date(now.getTime() + 3 * HOUR_MS);
    expect(await updateSavedFeed(db, id, { schedule: "daily", dripPerDay: 10 }, actor, later)).toBe(true);
    expect(await feedRow(db, id)).toMatchObject({ schedule: "daily", nextSyncAt: now, dripPerDay: 10, nextDripAt: new Date("2031-05-05T12:00:00Z") });
    expect(await updateSavedFeed(db, id, { schedule: "off", dripPerDay: 10 }, actor, later)).toBe(true);
    expect(await feedRow(db, id)).toMatchObject({ schedule: "off", nextSyncAt: null, nextDripAt: new Date("2031-05-05T12:00:00Z") });
    await expect(updateSavedFeed(db, id, { schedule: "daily", dripPerDay: 501 }, actor)).rejects.toThrow(FEED_MESSAGES.badDrip);
    expect(await updateSavedFeed(db, "no-such-feed", { schedule: "daily", dripPerDay: 1 }, actor)).toBe(false);

    const [game] = await db
      .insert(games)
      .values({
        slug: "kept-game",
        ...gameValues({ title: "Kept Game", description: "", gameUrl: "https://x.example/", thumbnail: "", category: "Puzzle", tags: [], status: "draft" }),
        feedId: id,
      })
      .returning({ id: games.id });
    expect(await queueFeedSync(db, id, actor)).toBe("queued");
    expect(await queueFeedSync(db, id, actor)).toBe("busy");
    // While an instance runs its sync, the feed stays (the sync stamps its new games with it).
    await db
      .update(jobs)
      .set({ state: "running", leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(jobs.key, `${FEED_SYNC_JOB}:${id}`));
    await expect(deleteSavedFeed(db, id, actor)).rejects.toThrow(FEED_MESSAGES.syncing);
    expect(await feedRow(db, id)).toMatchObject({ schedule: "off" });
    // A sync whose instance died (its lease ran out) does not hold the feed.
    await db
      .update(jobs)
      .set({ state: "queued", leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.key, `${FEED_SYNC_JOB}:${id}`));
    expect(await deleteSavedFeed(db, id, actor)).toBe("https://feeds.example.com/change.json");
    expect(await deleteSavedFeed(db, id, actor)).toBeNull();
    expect(await queueFeedSync(db, id, actor)).toBe("gone");
    expect((await db.select().from(games).where(eq(games.id, game!.id)))[0]).toMatchObject({ slug: "kept-game", feedId: null });
    // Its waiting sync went with it.
    expect(await db.$count(jobs, eq(jobs.key, `${FEED_SYNC_JOB}:${id}`))).toBe(0);
    const actions = (await db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["changed saved feed", "queued feed sync", "deleted saved feed"]));
  });

  it("queues a due sync and drip once when two looks race, and moves the sync to its next slot", async () => {
    const db = database.db;
    const now = new Date();
    const daily = await save(db, "https://feeds.example.com/race-daily.json", { schedule: "daily" });
    const weekly = await save(db, "https://feeds.example.com/race-weekly.json", { schedule: "weekly", dripPerDay: 24 * 5 });
    // Missed for three days and an hour: run once, then at the same time of day as before.
    const dailyDue = new Date(now.getTime() - 3 * DAY_MS - HOUR_MS);
    const weeklyDue = new Date(now.getTime() - 10 * DAY_MS);
    await db.update(feeds).set({ nextSyncAt: dailyDue }).where(eq(feeds.id, daily));
    // Due at the start of this hour: one hour's share, whatever the minute now.
    const thisHour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    await db.update(feeds).set({ nextSyncAt: weeklyDue, nextDripAt: thisHour }).where(eq(feeds.id, weekly));

    const looks = await Promise.all([scheduleDueFeedWork(db, now), scheduleDueFeedWork(db, now), scheduleDueFeedWork(db, now)]);
    expect(looks.reduce((sum, look) => sum + look.syncs, 0)).toBe(2);
    expect(looks.reduce((sum, look) => sum + look.drips, 0)).toBe(1);
    const queued = await db.select().from(jobs).where(eq(jobs.state, "queued"));
    expect(
      queued
        .filter((job) => job.kind === FEED_SYNC_JOB)
        .map((job) => job.key)
        .sort(),
    ).toEqual([`${FEED_SYNC_JOB}:${daily}`, `${FEED_SYNC_JOB}:${weekly}`].sort());
    const drip = queued.filter((job) => job.kind === FEED_DRIP_JOB);
    const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS).toISOString();
    expect(drip).toMatchObject([{ key: `${FEED_DRIP_JOB}:${weekly}:${hour}`, payload: { feedId: weekly, hour, quota: 5 } }]);

    expect((await feedRow(db, daily)).nextSyncAt).toEqual(new Date(dailyDue.getTime() + 4 * DAY_MS));
    expect((await feedRow(db, weekly)).nextSyncAt).toEqual(new Date(weeklyDue.getTime() + 14 * DAY_MS));
    expect((await feedRow(db, weekly)).nextDripAt).toEqual(nextHourBoundary(now));
    // Nothing is due any more.
    expect(await scheduleDueFeedWork(db, now)).toEqual({ syncs: 0, drips: 0 });
    await db.delete(jobs);
    await db.delete(feeds);
  });

  it("makes up the drip hours missed, up to a day, and queues no drip for an hour whose share is none", async () => {
    const db = database.db;
    const now = new Date("2031-06-01T05:20:00Z");
    const missed = await save(db, "https://feeds.example.com/missed.json", { dripPerDay: 24 });
    const oneADay = await save(db, "https://feeds.example.com/one-a-day.json", { dripPerDay: 1 });
    const longDown = await save(db, "https://feeds.example.com/long-down.json", { dripPerDay: 48 });
    await db
      .update(feeds)
      .set({ nextDripAt: new Date("2031-06-01T02:00:00Z") })
      .where(eq(feeds.id, missed));
    await db
      .update(feeds)
      .set({ nextDripAt: new Date("2031-06-01T05:00:00Z") })
      .where(eq(feeds.id, oneADay));
    await db
      .update(feeds)
      .set({ nextDripAt: new Date("2031-05-20T00:00:00Z") })
      .where(eq(feeds.id, longDown));
    expect(await scheduleDueFeedWork(db, now)).toEqual({ syncs: 0, drips: 2 });
    const quotas = Object.fromEntries((await db.select().from(jobs)).map((job) => [job.payload.feedId, job.payload.quota]));
    // 02:00 to 05:00 is four hours; a week down is one day's 48.
    expect(quotas).toEqual({ [missed]: 4, [longDown]: 48 });
    expect((await feedRow(db, oneADay)).nextDripAt).toEqual(new Date("2031-06-01T06:00:00Z"));
    await db.delete(jobs);
    await db.delete(feeds);
  });

  it("syncs a feed from its URL, marking the import and the new games with the feed", async () => {
    const db = database.db;
    server.serve("/feeds/sync.json", [monetize("s1", "Sync Puzzle"), monetize("s2", "Sync Logic"), { id: "s3", title: "" }]);
    const id = await save(db, `${server.origin}/feeds/sync.json`, { format: "gamemonetize" });
    expect(await queueFeedSync(db, id, actor)).toBe("queued");
    await runJobsUntilIdle(db);
    const added = await db.select().from(games).where(eq(games.provider, "gamemonetize"));
    expect(added.map((game) => [game.providerId, game.status, game.feedId]).sort()).toEqual([
      ["s1", "draft", id],
      ["s2", "draft", id],
    ]);
    const [imported] = await db.select().from(feedImports).where(eq(feedImports.feedId, id));
    expect(imported).toMatchObject({ state: "done", added: 2, rejected: 1, startedBy: "feed schedule" });
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `${FEED_SYNC_JOB}:${id}`));
    expect(job).toMatchObject({ state: "done", attempts: 1, result: "2 added, 0 updated, 0 unchanged, 1 rejected" });
    const [listed] = (await listSavedFeeds(db)).filter((feed) => feed.id === id);
    expect(listed!.lastImport).toMatchObject({ id: imported!.id, state: "done", added: 2, updated: 0, unchanged: 0, rejected: 1 });
    // A sync whose instance died reads as stopped, not as syncing for ever.
    await db
      .update(feedImports)
      .set({ state: "running", updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(feedImports.id, imported!.id));
    const [stalled] = (await listSavedFeeds(db)).filter((feed) => feed.id === id);
    expect(stalled!.lastImport).toMatchObject({ state: "stopped", message: expect.stringContaining("This import stopped before it finished") });
    await db.update(feedImports).set({ state: "done" }).where(eq(feedImports.id, imported!.id));

    // The next sync finds them again: nothing new.
    await queueFeedSync(db, id, actor);
    await runJobsUntilIdle(db);
    const statuses = await jobStatuses(db, { subjectsOf: [FEED_SYNC_JOB] });
    expect(statuses.subjects.find((subject) => subject.subject === `${FEED_SYNC_JOB}:${id}`)?.latest).toMatchObject({
      state: "done",
      result: "0 added, 0 updated, 2 unchanged, 1 rejected",
    });
    expect(statuses.kinds.find((kind) => kind.kind === FEED_SYNC_JOB)).toMatchObject({ waiting: 0, running: 0, failed: 0, done: 2 });
  }, 30_000);

  it("retries a sync that fails, then fails with the reason the panel shows", async () => {
    const db = database.db;
    const id = await save(db, `${server.origin}/feeds/missing.json`, { schedule: "daily" });
    await db
      .update(feeds)
      .set({ nextSyncAt: new Date(Date.now() - 60_000) })
      .where(eq(feeds.id, id));
    expect(await scheduleDueFeedWork(db)).toMatchObject({ syncs: 1 });
    const key = `${FEED_SYNC_JOB}:${id}`;
    for (const attempt of [1, 2]) {
      await runJobsUntilIdle(db);
      const [job] = await db.select().from(jobs).where(eq(jobs.key, key));
      // Waiting for its retry, with the error of the attempt that failed.
      expect(job).toMatchObject({ state: "queued", attempts: attempt });
      expect(job!.result).toContain("404");
      expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
      const waiting = await jobStatuses(db, { subjectsOf: [FEED_SYNC_JOB] });
      expect(waiting.subjects.find((subject) => subject.subject === key)?.latest).toMatchObject({ state: "queued", attempts: attempt });
      await db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.key, key));
    }
    await runJobsUntilIdle(db);
    const statuses = await jobStatuses(db, { subjectsOf: [FEED_SYNC_JOB] });
    const latest = statuses.subjects.find((subject) => subject.subject === key)!.latest;
    expect(latest).toMatchObject({ kind: FEED_SYNC_JOB, state: "failed", attempts: 3, maxAttempts: 3 });
    expect(latest.result).toBe("The feed could not be read: 127.0.0.1:" + new URL(server.origin).port + " answered 404 (Not Found)");
    expect(latest.finishedAt).not.toBeNull();
    expect(statuses.kinds.find((kind) => kind.kind === FEED_SYNC_JOB)).toMatchObject({ failed: 1 });
    // Each attempt left its import, failed with the same reason.
    const imports = await db.select().from(feedImports).where(eq(feedImports.feedId, id));
    expect(imports.map((row) => [row.state, row.message])).toEqual(Array(3).fill(["failed", latest.result]));
    const [listed] = (await listSavedFeeds(db)).filter((feed) => feed.id === id);
    expect(listed!.lastImport).toMatchObject({ state: "failed", message: latest.result });
  }, 30_000);

  it("drips the feed's oldest drafts, skipping those an operator unpublished, whose thumbnail failed or whose host is not allowed", async () => {
    const db = database.db;
    const id = await save(db, "https://feeds.example.com/drip.json", { dripPerDay: 72 });
    const allowed = server.origin;
    const start = Date.now() - DAY_MS;
    const draft = async (
      slug: string,
      order: number,
      more: { gameUrl?: string; draftReason?: string; feedId?: string | null; status?: "published" | "draft" } = {},
    ) => {
      const [row] = await db
        .insert(games)
        .values({
          slug,
          ...gameValues({
            title: slug,
            description: "",
            gameUrl: more.gameUrl ?? `${allowed}/play/${slug}/`,
            thumbnail: "",
            category: "Puzzle",
            tags: [],
            status: more.status ?? "draft",
            createdAt: new Date(start + order * 60_000),
          }),
          draftReason: more.draftReason ?? null,
          feedId: more.feedId === undefined ? id : more.feedId,
        })
        .returning({ id: games.id });
      return row!.id;
    };
    const unpublished = await draft("drip-unpublished", 0, { status: "published" });
    await draft("drip-oldest", 1);
    await draft("drip-thumbnail-failed", 2, { draftReason: `${THUMBNAIL_FAILED}https://x.example/a.png) could not be used: not an image` });
    await draft("drip-elsewhere", 3, { gameUrl: "https://not-allowed.example/game/" });
    await draft("drip-other-feed", 4, { feedId: null });
    await draft("drip-second", 5);
    await draft("drip-third", 6);
    await draft("drip-newest", 7);
    const unpublishing = await setGamesStatus(db, [unpublished], "draft", actor, { allowedHosts: [new URL(allowed).host], siteUrl });
    expect(unpublishing.changed).toEqual(["drip-unpublished"]);
    expect((await db.select().from(games).where(eq(games.id, unpublished)))[0]!.draftReason).toBe(`${UNPUBLISHED_BY}${actor.email}`);

    const now = new Date();
    await db
      .update(feeds)
      .set({ nextDripAt: new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS) })
      .where(eq(feeds.id, id));
    // 72 a day is three an hour.
    expect(await scheduleDueFeedWork(db, now)).toEqual({ syncs: 0, drips: 1 });
    await runJobsUntilIdle(db);
    const status = Object.fromEntries((await db.select().from(games)).filter((game) => game.slug.startsWith("drip-")).map((game) => [game.slug, game.status]));
    expect(status).toEqual({
      "drip-unpublished": "draft",
      "drip-oldest": "published",
      "drip-thumbnail-failed": "draft",
      "drip-elsewhere": "draft",
      "drip-other-feed": "draft",
      "drip-second": "published",
      "drip-third": "published",
      "drip-newest": "draft",
    });
    const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS).toISOString();
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `${FEED_DRIP_JOB}:${id}:${hour}`));
    expect(job).toMatchObject({
      payload: { feedId: id, hour, quota: 3 },
      state: "done",
      result: "Published 3 drafts; 1 draft skipped: their host is not allowed",
    });
    const published = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "published game"), eq(auditLog.actorEmail, "feed schedule")));
    expect(published.map((entry) => entry.target).sort()).toEqual(["drip-oldest (drip-oldest)", "drip-second (drip-second)", "drip-third (drip-third)"]);
    const statuses = await jobStatuses(db, { subjectsOf: [FEED_DRIP_JOB] });
    expect(statuses.subjects.find((subject) => subject.subject === `${FEED_DRIP_JOB}:${id}`)?.latest.result).toBe(job!.result);
  }, 30_000);
});

describe("two instances on one PostgreSQL database", () => {
  it("queue a due sync and drip once between them", async () => {
    const { url, drop } = await createPostgresDatabase();
    const first = await openDatabase({ databaseUrl: url, dataDir: "" });
    const second = await openDatabase({ databaseUrl: url, dataDir: "" });
    try {
      await applyMigrations(first);
      const now = new Date();
      for (let index = 0; index < 20; index += 1) {
        const id = await save(first.db, `https://feeds.example.com/instances-${index}.json`, { schedule: "daily", dripPerDay: 240 });
        await first.db
          .update(feeds)
          .set({ nextSyncAt: new Date(now.getTime() - HOUR_MS), nextDripAt: new Date(now.getTime() - 60_000) })
          .where(eq(feeds.id, id));
      }
      const looks = await Promise.all([first, second, first, second].map((instance) => scheduleDueFeedWork(instance.db, now)));
      expect(looks.reduce((sum, look) => sum + look.syncs, 0)).toBe(20);
      expect(looks.reduce((sum, look) => sum + look.drips, 0)).toBe(20);
      expect(await first.db.$count(jobs, eq(jobs.kind, FEED_SYNC_JOB))).toBe(20);
      expect(await first.db.$count(jobs, eq(jobs.kind, FEED_DRIP_JOB))).toBe(20);
    } finally {
      await first.close();
      await second.close();
      await drop();
    }
  });
});
