/**
 * Game health on both engines, against a game host on this machine: checks are recorded
 * (the last 20 kept); three failures in a row make a game broken, which takes it off the
 * public lists, search, sitemap, counts and its page while auto-hide is on, and two passes
 * in a row bring it back; the operator's keep-up and the auto-hide switch keep it up; each
 * change is audited and tells the page caches. Every published game is scheduled once a
 * day, claimed once however many instances look, and checked by the job queue.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onCatalogChange, withCatalogChange } from "~/domain/catalog/changes.server";
import { gameBySlug, newGames, searchGames } from "~/domain/catalog/reads.server";
import { catalogStats } from "~/domain/catalog/stats.server";
import { putGame, updateGame } from "~/domain/catalog/writes.server";
import type { Database } from "~/domain/db/connection.server";
import { auditLog, gameChecks, games, jobs } from "~/domain/db/schema.server";
import {
  CHECK_BATCH_SIZE,
  checkAllGamesNow,
  checkGameNow,
  checkGames,
  defineGameCheckJobs,
  GAME_CHECKS_JOB,
  requestCheckSoon,
  scheduleDueGameChecks,
} from "~/domain/health/game-check-jobs.server";
import {
  autoHideEnabled,
  gameCheckHistory,
  GAME_CHECKER,
  GAME_CHECKS_KEPT,
  healthSummary,
  lastOutage,
  OUTAGE_ACTION,
  setAutoHide,
  setKeepUp,
  unhealthyGames,
} from "~/domain/health/game-health.server";
import { sitemapUrls } from "~/domain/web/sitemaps.server";
import { gameIdOf, putGames } from "../support/catalog-games";
import { runJobsUntilIdle } from "../support/jobs";
import { ENGINES, useTestDatabase } from "../support/test-database";

const actor = { id: null, email: "operator@example.com" };
const siteUrl = "https://play.zowii.example";
const site = { siteName: "Zowii", siteUrl };
const DAY_MS = 24 * 60 * 60_000;

/** Each path answers 200 with a frameable page, or what the test set for it. */
const answers = new Map<string, number>();
let server: http.Server;
let origin: string;
const settings = () => ({ siteUrl, allowPrivateFetch: true, checkTimeoutMs: 2_000 });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const status = answers.get(req.url ?? "/") ?? 200;
    res.writeHead(status, { "Content-Type": "text/html" }).end(status === 200 ? "<canvas></canvas>" : "no");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  defineGameCheckJobs(settings());
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const SLUGS = ["sky-racer", "moon-miner", "kept-kite", "switch-swan", "history-hen", "soon-seal", "draft-duck"];

async function fillCatalog(db: Database) {
  await putGames(db, SLUGS, (slug, index) => ({
    gameUrl: `${origin}/${slug}`,
    tags: ["racing"],
    plays: 1_000 - index,
    status: slug === "draft-duck" ? "draft" : "published",
  }));
}

async function check(db: Database, slug: string, status: number) {
  answers.set(`/${slug}`, status);
  const { games: checked } = await checkGames(db, [await gameIdOf(db, slug)], settings());
  return checked[0]!;
}

/** Where visitors could meet the game: its page, the lists, search, the sitemap and the counts. */
async function publicSightings(db: Database, slug: string) {
  const sitemap = (await sitemapUrls(db, site, "games-1.xml")) ?? [];
  return {
    page: (await gameBySlug(db, slug)) !== null,
    newGames: (await newGames(db, 100)).some((game) => game.slug === slug),
    search: (await searchGames(db, { query: slug.split("-")[0]!, limit: 100 })).some((game) => game.slug === slug),
    sitemap: sitemap.includes(`${siteUrl}/game/${slug}`),
  };
}
const everywhere = { page: true, newGames: true, search: true, sitemap: true };
const nowhere = { page: false, newGames: false, search: false, sitemap: false };

async function auditOf(db: Database, action: string) {
  return db.select({ actor: auditLog.actorEmail, target: auditLog.target }).from(auditLog).where(eq(auditLog.action, action));
}

describe.each(ENGINES)("game health on %s", (engine) => {
  const database = useTestDatabase(engine, fillCatalog);

  it("three failures in a row take a game off every public read; two passes in a row bring it back", async () => {
    const { db } = database;
    const changes: number[] = [];
    const stop = onCatalogChange(() => changes.push(Date.now()));
    try {
      const gamesBefore = (await catalogStats(db)).games;
      expect(await publicSightings(db, "sky-racer")).toEqual(everywhere);

      expect((await check(db, "sky-racer", 404)).health).toBe("flaky");
      expect((await check(db, "sky-racer", 500)).health).toBe("flaky");
      expect(await publicSightings(db, "sky-racer")).toEqual(everywhere);
      expect(changes).toHaveLength(0);

      const third = await check(db, "sky-racer", 404);
      expect(third.health).toBe("broken");
      expect(third.result.reason).toBe("not-found");
      expect(await publicSightings(db, "sky-racer")).toEqual(nowhere);
      expect((await catalogStats(db)).games).toBe(gamesBefore - 1);
      expect(changes).toHaveLength(1);
      expect(await auditOf(db, "found game broken")).toEqual([
        { actor: GAME_CHECKER.email, target: "Sky Racer (sky-racer): Its address answers Not Found; hidden from the site" },
      ]);
      expect(await healthSummary(db)).toMatchObject({ broken: 1, hidden: 1, autoHide: true });
      expect((await unhealthyGames(db)).map((game) => [game.slug, game.health, game.reason])).toEqual([["sky-racer", "broken", "not-found"]]);

      // One pass is not enough, and a failure after it starts the count again.
      expect((await check(db, "sky-racer", 200)).health).toBe("broken");
      expect((await check(db, "sky-racer", 404)).health).toBe("broken");
      expect((await check(db, "sky-racer", 200)).health).toBe("broken");
      expect(await publicSightings(db, "sky-racer")).toEqual(nowhere);
      expect((await check(db, "sky-racer", 200)).health).toBe("healthy");
      expect(await publicSightings(db, "sky-racer")).toEqual(everywhere);
      expect(changes).toHaveLength(2);
      expect(await auditOf(db, "found game working again")).toEqual([{ actor: GAME_CHECKER.email, target: "Sky Racer (sky-racer): back on the site" }]);
      const [row] = await db.select().from(games).where(eq(games.slug, "sky-racer"));
      expect(row).toMatchObject({ health: "healthy", failingChecks: 0, passingChecks: 2, hiddenBroken: false });
      expect(row!.checkedAt).toBeInstanceOf(Date);
    } finally {
      stop();
    }
  });

  it("a game kept up stays on the site however broken; let go, it leaves", async () => {
    const { db } = database;
    const id = await gameIdOf(db, "kept-kite");
    expect(await setKeepUp(db, id, true, actor)).toBe("Kept Kite");
    for (let n = 0; n < 3; n += 1) await check(db, "kept-kite", 500);
    expect((await db.select({ health: games.health }).from(games).where(eq(games.id, id)))[0]!.health).toBe("broken");
    expect(await publicSightings(db, "kept-kite")).toEqual(everywhere);
    expect(await auditOf(db, "found game broken")).toContainEqual({
      actor: GAME_CHECKER.email,
      target: "Kept Kite (kept-kite): Its server answers with an error",
    });

    expect(await setKeepUp(db, id, false, actor)).toBe("Kept Kite");
    expect(await publicSightings(db, "kept-kite")).toEqual(nowhere);
    expect(await setKeepUp(db, "no-such-game", true, actor)).toBeNull();
    expect((await auditOf(db, "kept game up")).map((entry) => entry.target)).toEqual(["Kept Kite (kept-kite)"]);
    expect((await auditOf(db, "stopped keeping game up")).map((entry) => entry.target)).toEqual(["Kept Kite (kept-kite)"]);
  });

  it("with auto-hide off broken games stay up, and leave again when it is turned back on", async () => {
    const { db } = database;
    for (let n = 0; n < 3; n += 1) await check(db, "switch-swan", 404);
    expect(await publicSightings(db, "switch-swan")).toEqual(nowhere);

    // kept-kite (broken, no longer kept up) and switch-swan come back.
    expect(await setAutoHide(db, false, actor)).toBe(2);
    expect(await autoHideEnabled(db)).toBe(false);
    expect(await publicSightings(db, "switch-swan")).toEqual(everywhere);
    expect(await publicSightings(db, "kept-kite")).toEqual(everywhere);
    // A game breaking while auto-hide is off stays up too.
    for (let n = 0; n < 3; n += 1) await check(db, "moon-miner", 404);
    expect(await publicSightings(db, "moon-miner")).toEqual(everywhere);
    expect(await healthSummary(db)).toMatchObject({ broken: 3, hidden: 0, autoHide: false });

    expect(await setAutoHide(db, true, actor)).toBe(3);
    expect(await publicSightings(db, "moon-miner")).toEqual(nowhere);
    expect(await publicSightings(db, "switch-swan")).toEqual(nowhere);
    expect(await auditOf(db, "turned off auto-hide of broken games")).toEqual([{ actor: actor.email, target: "2 games" }]);
    expect(await auditOf(db, "turned on auto-hide of broken games")).toEqual([{ actor: actor.email, target: "3 games" }]);
  });

  it("keeps a game's last 20 checks, newest first", async () => {
    const { db } = database;
    const id = await gameIdOf(db, "history-hen");
    for (let n = 0; n < GAME_CHECKS_KEPT + 2; n += 1) await check(db, "history-hen", n === GAME_CHECKS_KEPT + 1 ? 404 : 200);
    const history = await gameCheckHistory(db, id);
    expect(history).toHaveLength(GAME_CHECKS_KEPT);
    expect(history[0]).toMatchObject({ passed: false, reason: "not-found", httpStatus: 404, finalUrl: `${origin}/history-hen`, redirects: 0 });
    expect(history.slice(1).every((entry) => entry.passed && entry.reason === "ok")).toBe(true);
    expect((await db.select().from(gameChecks).where(eq(gameChecks.gameId, id))).length).toBe(GAME_CHECKS_KEPT);
  });

  it("schedules every published game once a day, spread over the day, claimed once by instances looking together", async () => {
    const { db } = database;
    const now = new Date();
    // Each game was given a time of the day after it was added (this test's, within the
    // minute): none is due yet, and no pass of the scheduler is needed to spread them.
    const scheduled = await db.select({ slug: games.slug, next: games.nextCheckAt }).from(games);
    for (const game of scheduled) {
      expect(game.next!.getTime(), game.slug).toBeGreaterThanOrEqual(now.getTime() - 60_000);
      expect(game.next!.getTime(), game.slug).toBeLessThanOrEqual(now.getTime() + DAY_MS);
    }
    expect(new Set(scheduled.map((game) => game.next!.getTime())).size).toBe(scheduled.length);
    expect(await scheduleDueGameChecks(db, now)).toBe(0);
    // A day later, two instances look at the same moment: each game is queued once.
    const later = new Date(now.getTime() + DAY_MS + 1_000);
    const claimed = await Promise.all([scheduleDueGameChecks(db, later), scheduleDueGameChecks(db, later)]);
    const published = SLUGS.length - 1;
    expect(claimed[0] + claimed[1]).toBe(published);
    const queued = await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, GAME_CHECKS_JOB), eq(jobs.state, "queued")));
    expect(queued.flatMap((job) => job.payload.gameIds as string[]).sort()).toEqual(
      (await Promise.all(SLUGS.filter((slug) => slug !== "draft-duck").map((slug) => gameIdOf(db, slug)))).sort(),
    );
    expect(queued.length).toBe(Math.ceil(published / CHECK_BATCH_SIZE) * (claimed[0] > 0 && claimed[1] > 0 ? 2 : 1));
    expect(await scheduleDueGameChecks(db, later)).toBe(0);
    // Each game's next check moved on by a day, at its own time of day.
    for (const game of await db.select({ next: games.nextCheckAt, status: games.status }).from(games)) {
      if (game.status === "published") expect(game.next!.getTime()).toBeGreaterThan(later.getTime());
    }

    answers.clear();
    const jobsStarted = new Date();
    await runJobsUntilIdle(db);
    for (const game of await db.select({ slug: games.slug, status: games.status, checkedAt: games.checkedAt }).from(games)) {
      if (game.status === "published") expect(game.checkedAt!.getTime(), game.slug).toBeGreaterThanOrEqual(jobsStarted.getTime() - 1_000);
    }
    const done = await db
      .select({ result: jobs.result })
      .from(jobs)
      .where(and(eq(jobs.kind, GAME_CHECKS_JOB), eq(jobs.state, "done")));
    expect(done.map((job) => job.result).join("; ")).toMatch(/^Checked \d+ games?: \d+ passed, 0 failed/);
  });

  it("checks one game now, all games now, and soon on the browser's word at most once in 15 minutes", async () => {
    const { db } = database;
    const id = await gameIdOf(db, "soon-seal");
    // Checked by the scheduled jobs a moment ago: the browser's word waits.
    expect(await requestCheckSoon(db, id)).toBe(false);
    await db
      .update(games)
      .set({ checkedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(games.id, id));
    expect(await requestCheckSoon(db, id)).toBe(true);
    // A check already waits: a flood of reports adds none.
    expect(await requestCheckSoon(db, id)).toBe(false);
    expect(await checkGameNow(db, id, actor)).toBe("Soon Seal");
    expect(await checkGameNow(db, "no-such-game", actor)).toBeNull();
    expect(await requestCheckSoon(db, await gameIdOf(db, "draft-duck"))).toBe(false);
    const waiting = await db
      .select({ key: jobs.key })
      .from(jobs)
      .where(and(eq(jobs.kind, GAME_CHECKS_JOB), eq(jobs.state, "queued")));
    expect(waiting).toEqual([{ key: `${GAME_CHECKS_JOB}:${id}` }]);
    const before = (await gameCheckHistory(db, id)).length;
    await runJobsUntilIdle(db);
    expect((await gameCheckHistory(db, id)).length).toBe(before + 1);

    const published = SLUGS.length - 1;
    expect(await checkAllGamesNow(db, actor)).toBe(published);
    expect(await auditOf(db, "queued game checks")).toEqual([
      { actor: actor.email, target: "Soon Seal (soon-seal)" },
      { actor: actor.email, target: `all ${published} published games` },
    ]);
    const all = await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, GAME_CHECKS_JOB), eq(jobs.state, "queued")));
    expect(all.flatMap((job) => job.payload.gameIds as string[])).toHaveLength(published);
    await runJobsUntilIdle(db);
    // The broken games' second pass in a row (the scheduled jobs gave the first): back on the site.
    expect(await healthSummary(db)).toMatchObject({ broken: 0, hidden: 0 });
    for (const slug of ["moon-miner", "switch-swan", "kept-kite"]) expect(await publicSightings(db, slug), slug).toEqual(everywhere);
  });

  it("forgets the verdict on a game whose address changes: it is back on the site and checked within the minute", async () => {
    const { db } = database;
    // Last, as it moves their next check.
    for (const slug of ["moon-miner", "switch-swan"]) {
      for (let n = 0; n < 3; n += 1) await check(db, slug, 404);
      expect(await publicSightings(db, slug)).toEqual(nowhere);
    }
    const fresh = { health: "unchecked", failingChecks: 0, passingChecks: 0, checkedAt: null, hiddenBroken: false };
    const state = async (slug: string) => {
      const [row] = await db
        .select({
          health: games.health,
          failingChecks: games.failingChecks,
          passingChecks: games.passingChecks,
          checkedAt: games.checkedAt,
          hiddenBroken: games.hiddenBroken,
          nextCheckAt: games.nextCheckAt,
        })
        .from(games)
        .where(eq(games.slug, slug));
      return row!;
    };

    // The operator edits the URL in the panel.
    const [miner] = await db.select().from(games).where(eq(games.slug, "moon-miner"));
    const edit = { id: miner!.id, title: miner!.title, description: miner!.description, category: "Puzzle" as const, tags: miner!.tags, thumbnail: "" };
    await updateGame(db, { ...edit, gameUrl: miner!.gameUrl }, actor);
    expect(await state("moon-miner")).toMatchObject({ health: "broken", hiddenBroken: true });
    await updateGame(db, { ...edit, gameUrl: `${origin}/moon-miner-moved` }, actor);
    const moved = await state("moon-miner");
    expect(moved).toMatchObject(fresh);
    expect(moved.nextCheckAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(await publicSightings(db, "moon-miner")).toEqual(everywhere);

    // A catalog import replacing the game: the same address keeps the verdict, another drops it.
    const [swan] = await db.select().from(games).where(eq(games.slug, "switch-swan"));
    const fields = {
      title: swan!.title,
      description: "",
      thumbnail: "",
      category: "Puzzle" as const,
      tags: swan!.tags,
      plays: swan!.plays,
      status: "published" as const,
    };
    await withCatalogChange(db, async (tx) => (await putGame(tx, "switch-swan", { ...fields, gameUrl: swan!.gameUrl }, "replace"), true));
    expect(await state("switch-swan")).toMatchObject({ health: "broken", hiddenBroken: true });
    await withCatalogChange(db, async (tx) => (await putGame(tx, "switch-swan", { ...fields, gameUrl: `${origin}/switch-swan-moved` }, "replace"), true));
    expect(await state("switch-swan")).toMatchObject(fresh);
    expect(await publicSightings(db, "switch-swan")).toEqual(everywhere);
  });
});

/**
 * The portal's own network down looks like every host down: a check that gets no answer
 * counts at most once an hour, and a pass where most games get none counts for nothing.
 */
describe.each(ENGINES)("game health when hosts give no answer on %s", (engine) => {
  const FINE = ["fine-fig", "fine-fir", "fine-fog", "fine-fox"];
  const DEAD = ["dead-ant", "dead-bee", "dead-cod", "dead-doe", "dead-elk"];
  /** A port nothing listens on: every connection is refused, as with the network down. */
  let closedOrigin: string;

  const database = useTestDatabase(engine, async (db) => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    closedOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    await withCatalogChange(db, async (tx) => {
      const add = (slug: string, gameUrl: string) =>
        putGame(tx, slug, { title: slug, description: "", gameUrl, thumbnail: "", category: "Puzzle", tags: [], plays: 10, status: "published" }, "keep");
      for (const slug of FINE) await add(slug, `${origin}/${slug}`);
      for (const slug of DEAD) await add(slug, `${closedOrigin}/${slug}`);
      await add("lone-lynx", `${closedOrigin}/lone-lynx`);
      await add("error-emu", `${origin}/error-emu`);
      return true;
    });
    // Each of them worked until now.
    await db.update(games).set({ health: "healthy", checkedAt: new Date(Date.now() - DAY_MS) });
  });

  const ids = (db: Database, slugs: string[]) => Promise.all(slugs.map((slug) => gameIdOf(db, slug)));
  const stateOf = async (db: Database, slug: string) => {
    const [row] = await db.select({ health: games.health, failing: games.failingChecks, hidden: games.hiddenBroken }).from(games).where(eq(games.slug, slug));
    return row!;
  };
  /** The game's checks, as if each had been made an hour and a minute earlier. */
  const anHourPasses = (db: Database, slug: string) =>
    db.execute(sql`update game_checks set checked_at = checked_at - interval '61 minutes' where game_id = (select id from games where slug = ${slug})`);

  it("three passes in two minutes with every host unreachable hide nothing, and the outage is stored and audited once", async () => {
    const { db } = database;
    const dead = await ids(db, DEAD);
    for (let pass = 0; pass < 3; pass += 1) {
      const checked = await checkGames(db, dead, settings());
      expect(checked.outage).toEqual({ unreachable: 5, checked: 5 });
      expect(checked.games.map((game) => [game.result.reason, game.health, game.notCounted])).toEqual(Array(5).fill(["unreachable", "healthy", "outage"]));
    }
    for (const slug of DEAD) {
      expect(await stateOf(db, slug), slug).toEqual({ health: "healthy", failing: 0, hidden: false });
      expect(await publicSightings(db, slug), slug).toEqual(everywhere);
    }
    // The operator sees each check in the history, marked.
    const history = await gameCheckHistory(db, dead[0]!);
    expect(history.map((entry) => [entry.passed, entry.reason, entry.notCounted])).toEqual(Array(3).fill([false, "unreachable", "outage"]));
    // Passes minutes apart are one outage: stored for the panel, audited once for the digest.
    expect(await lastOutage(db)).toMatchObject({ unreachable: 15, checked: 15 });
    expect((await healthSummary(db)).outage).toMatchObject({ unreachable: 15, checked: 15 });
    expect(await auditOf(db, OUTAGE_ACTION)).toEqual([{ actor: GAME_CHECKER.email, target: "5 of 5 games checked got no answer" }]);
    expect(await auditOf(db, "found game broken")).toEqual([]);

    // A pass that reaches most hosts ends it; one of a game or two says nothing either way.
    answers.clear();
    const fine = await ids(db, FINE);
    expect((await checkGames(db, fine.slice(0, 2), settings())).outage).toBeNull();
    expect(await lastOutage(db)).not.toBeNull();
    const reached = await checkGames(db, fine, settings());
    expect(reached.outage).toBeNull();
    expect(await lastOutage(db)).toBeNull();
  });

  it("Check all now's batches on the job queue are passes too: none of their failures counts, and the job says why", async () => {
    const { db } = database;
    await db
      .update(games)
      .set({ status: "draft" })
      .where(inArray(games.slug, [...FINE, "lone-lynx", "error-emu"]));
    try {
      await db.delete(jobs);
      expect(await checkAllGamesNow(db, actor)).toBe(DEAD.length);
      await runJobsUntilIdle(db);
      const done = await db.select({ result: jobs.result }).from(jobs).where(eq(jobs.kind, GAME_CHECKS_JOB));
      expect(done.map((job) => job.result)).toEqual(["Checked 5 games: 0 passed, 5 failed; most game hosts could not be reached, so no failure counted"]);
      expect(await lastOutage(db)).toMatchObject({ unreachable: 5, checked: 5 });
      for (const slug of DEAD) expect(await stateOf(db, slug), slug).toEqual({ health: "healthy", failing: 0, hidden: false });
    } finally {
      await db
        .update(games)
        .set({ status: "published" })
        .where(inArray(games.slug, [...FINE, "lone-lynx", "error-emu"]));
    }
  });

  it("among healthy games, a host answering 500 breaks its game at once, and one giving no answer counts only once an hour", async () => {
    const { db } = database;
    answers.set("/error-emu", 500);
    const pass = await ids(db, [...FINE, "lone-lynx", "error-emu"]);
    const lynx = async () => (await checkGames(db, pass, settings())).games.find((game) => game.slug === "lone-lynx")!;

    // Three passes within minutes: the 500s count each time, the refused connection once.
    const first = await lynx();
    expect(first).toMatchObject({ health: "flaky", notCounted: null, result: { reason: "unreachable" } });
    for (let n = 0; n < 2; n += 1) expect(await lynx()).toMatchObject({ health: "flaky", notCounted: "within-hour" });
    expect(await stateOf(db, "error-emu")).toEqual({ health: "broken", failing: 3, hidden: true });
    expect(await stateOf(db, "lone-lynx")).toEqual({ health: "flaky", failing: 1, hidden: false });
    expect((await gameCheckHistory(db, await gameIdOf(db, "lone-lynx"))).map((entry) => entry.notCounted)).toEqual(["within-hour", "within-hour", null]);
    // Not an outage: one game of six.
    expect(await lastOutage(db)).toBeNull();

    // An hour on, the next counts, and the one right after it does not.
    await anHourPasses(db, "lone-lynx");
    expect(await lynx()).toMatchObject({ health: "flaky", notCounted: null });
    expect(await lynx()).toMatchObject({ health: "flaky", notCounted: "within-hour" });
    expect(await stateOf(db, "lone-lynx")).toEqual({ health: "flaky", failing: 2, hidden: false });
    // Another hour on: the third that counts, over two hours, makes it broken.
    await anHourPasses(db, "lone-lynx");
    expect(await lynx()).toMatchObject({ health: "broken", notCounted: null });
    expect(await stateOf(db, "lone-lynx")).toEqual({ health: "broken", failing: 3, hidden: true });
    expect(await publicSightings(db, "lone-lynx")).toEqual(nowhere);
    expect((await auditOf(db, "found game broken")).map((entry) => entry.target)).toEqual([
      "error-emu (error-emu): Its server answers with an error; hidden from the site",
      "lone-lynx (lone-lynx): Its host cannot be reached; hidden from the site",
    ]);
  });

  it("checks one game alone by the hour rule, never as an outage", async () => {
    const { db } = database;
    const [elk] = await ids(db, ["dead-elk"]);
    const alone = async () => checkGames(db, [elk!], settings());
    // Its outage checks did not count, so this is the first that does.
    const first = await alone();
    expect(first.outage).toBeNull();
    expect(first.games[0]).toMatchObject({ health: "flaky", notCounted: null });
    const second = await alone();
    expect(second.outage).toBeNull();
    expect(second.games[0]).toMatchObject({ health: "flaky", notCounted: "within-hour" });
    // Two games are too few to judge the network by either.
    const two = await checkGames(db, await ids(db, ["dead-cod", "dead-doe"]), settings());
    expect(two.outage).toBeNull();
    expect(two.games.map((game) => game.notCounted)).toEqual([null, null]);
    expect(await stateOf(db, "dead-cod")).toEqual({ health: "flaky", failing: 1, hidden: false });
  });
});
