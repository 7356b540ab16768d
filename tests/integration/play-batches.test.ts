/**
 * Plays arriving together are written together (plays.server.ts, PlayBatcher): one
 * transaction for a burst, each play still decided on its own and in the order it came, as
 * if written one after another. A row's xmin names the transaction that wrote it, so the
 * play_counts rows of a burst tell how many transactions wrote them. Then a burst over HTTP
 * to the built portal on the embedded database: every play answered "counted" is in the
 * database even when the portal is killed right after.
 */
import fs from "node:fs";
import { eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../content/catalog/seed-games";
import { gameBySlug } from "~/domain/catalog/reads.server";
import { openDatabase, type Database } from "~/domain/db/connection.server";
import { games, playCounts, rateCounters } from "~/domain/db/schema.server";
import { PLAYS_WAITING_AT_MOST, countPlay, type PlayResult } from "~/domain/analytics/plays.server";
import { PLAYS_PER_ADDRESS_PER_GAME } from "~/domain/web/rate-limits.server";
import { startPortal, type RunningPortal } from "../support/portal-server";
import { ENGINES, pgliteDirectoryFrom, useTestDatabase } from "../support/test-database";
import { BROWSER } from "../support/user-agents";

const GAMES = ["burst-a", "burst-b", "burst-c", "burst-d"];

/** How many transactions wrote the play_counts rows of visitors whose id starts with `prefix`. */
async function writingTransactions(db: Database, prefix: string): Promise<number> {
  const [row] = await db
    .select({ transactions: sql<number>`count(distinct ${playCounts}.xmin::text)::int` })
    .from(playCounts)
    .where(like(playCounts.visitorId, `${prefix}%`));
  return row!.transactions;
}

const tally = (results: PlayResult[]) =>
  Object.fromEntries(["counted", "too-soon", "unknown-game"].map((kind) => [kind, results.filter((result) => result === kind).length]));

describe.each(ENGINES)("plays written in batches on %s", (engine) => {
  const database = useTestDatabase(engine, async (db) => {
    await db.insert(games).values(
      [...GAMES, "doomed-game", "draft-game", "order-game", "crowded-game"].map((slug) => ({
        slug,
        title: slug,
        gameUrl: "/games/snake/",
        category: "Arcade",
        rating: 4,
        plays: 10,
        status: slug === "draft-game" ? ("draft" as const) : ("published" as const),
      })),
    );
  });
  const plays = async (slug: string) => (await gameBySlug(database.db, slug))!.plays;

  it("counts 200 simultaneous plays on several games from several addresses exactly, in one transaction", async () => {
    // 50 visitors each launch each game's play twice (the second a repeat), from 10 addresses.
    const burst = Array.from({ length: 200 }, (_, n) => ({ slug: GAMES[n % 4]!, visitor: `burst-${n % 50}`, address: `198.51.100.${n % 10}` }));
    const results = await Promise.all(burst.map(({ slug, visitor, address }) => countPlay(database.db, slug, visitor, address)));
    expect(tally(results)).toEqual({ counted: 100, "too-soon": 100, "unknown-game": 0 });
    // The first of each visitor's two launches of a game counts, the second is the repeat.
    expect(results.slice(0, 100).every((result) => result === "counted")).toBe(true);
    for (const slug of GAMES) {
      const countedHere = results.filter((result, n) => result === "counted" && burst[n]!.slug === slug).length;
      expect(await plays(slug)).toBe(10 + countedHere);
    }
    expect(await database.db.$count(playCounts, like(playCounts.visitorId, "burst-%"))).toBe(100);
    expect(await writingTransactions(database.db, "burst-")).toBe(1);
  });

  it("holds an address to its limit inside one batch, counting its plays in the order they came", async () => {
    const extra = 15;
    const results = await Promise.all(
      Array.from({ length: PLAYS_PER_ADDRESS_PER_GAME.limit + extra }, (_, n) => countPlay(database.db, "burst-a", `stuffer-${n}`, "203.0.113.5")),
    );
    expect(results.slice(0, PLAYS_PER_ADDRESS_PER_GAME.limit)).toEqual(Array(PLAYS_PER_ADDRESS_PER_GAME.limit).fill("counted"));
    expect(results.slice(PLAYS_PER_ADDRESS_PER_GAME.limit)).toEqual(Array(extra).fill("too-soon"));
    expect(await writingTransactions(database.db, "stuffer-")).toBe(1);
    const [counter] = await database.db
      .select()
      .from(rateCounters)
      .where(eq(rateCounters.key, `${PLAYS_PER_ADDRESS_PER_GAME.name}:203.0.113.5 burst-a`));
    expect(counter?.attempts).toBe(PLAYS_PER_ADDRESS_PER_GAME.limit + extra);
    // The next batch sees the count the last one left.
    expect(await countPlay(database.db, "burst-a", "stuffer-late", "203.0.113.5")).toBe("too-soon");
  });

  it("decides each play of a batch after the ones before it", async () => {
    // The address's last play within its limit, then a refused one from the same address, then
    // the same visitor from elsewhere: the refused play did not take the visitor's turn.
    for (let n = 0; n < PLAYS_PER_ADDRESS_PER_GAME.limit - 1; n += 1) await countPlay(database.db, "order-game", `filler-${n}`, "203.0.113.9");
    const results = await Promise.all([
      countPlay(database.db, "order-game", "order-first", "203.0.113.9"),
      countPlay(database.db, "order-game", "order-second", "203.0.113.9"),
      countPlay(database.db, "order-game", "order-second", "203.0.113.10"),
      countPlay(database.db, "order-game", "order-second", "203.0.113.11"),
      countPlay(database.db, "draft-game", "order-first", "203.0.113.10"),
      countPlay(database.db, "no-such-game", "order-first", "203.0.113.10"),
      countPlay(database.db, "bad\u0000slug", "order-first", "203.0.113.10"),
    ]);
    expect(results).toEqual(["counted", "too-soon", "counted", "too-soon", "unknown-game", "unknown-game", "unknown-game"]);
    expect(await writingTransactions(database.db, "order-")).toBe(1);
    expect(await plays("order-game")).toBe(10 + PLAYS_PER_ADDRESS_PER_GAME.limit + 1);
  });

  it("answers a play of a game deleted while it waited as unknown, and counts the rest of its batch", async () => {
    // A first play, held back by a transaction holding its game, holds the next ones back in
    // turn: they wait for one batch, and the game is deleted (by that transaction) meanwhile.
    let first: Promise<PlayResult> | undefined;
    let waiting: Promise<PlayResult[]> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.select({ id: games.id }).from(games).where(eq(games.slug, "burst-b")).for("update");
      first = countPlay(database.db, "burst-b", "doomed-first");
      await new Promise((resolve) => setImmediate(resolve));
      waiting = Promise.all([
        countPlay(database.db, "burst-c", "doomed-before"),
        countPlay(database.db, "doomed-game", "doomed-player"),
        countPlay(database.db, "burst-d", "doomed-after"),
      ]);
      await tx.delete(games).where(eq(games.slug, "doomed-game"));
    });
    expect(await first).toBe("counted");
    expect(await waiting).toEqual(["counted", "unknown-game", "counted"]);
    expect(await database.db.$count(playCounts, inArray(playCounts.visitorId, ["doomed-before", "doomed-after"]))).toBe(2);
  });

  it("writes the plays of a failed batch again one at a time, so that one play that cannot be written fails alone", async () => {
    // No visitor id from a request can hold a NUL (visitor.server.ts checks it); the database refuses it.
    const results = await Promise.allSettled([
      countPlay(database.db, "burst-c", "lone-before"),
      countPlay(database.db, "burst-c", "lone\u0000broken"),
      countPlay(database.db, "burst-c", "lone-after"),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(results.filter((result) => result.status === "fulfilled").map((result) => result.value)).toEqual(["counted", "counted"]);
    expect(await database.db.$count(playCounts, like(playCounts.visitorId, "lone-%"))).toBe(2);
    // The next batch runs as usual.
    expect(await countPlay(database.db, "burst-c", "lone-next")).toBe("counted");
  });

  it("holds a bounded number of plays waiting, and answers one more as a repeat at once, counting nothing", { timeout: 60_000 }, async () => {
    const results = await Promise.all(Array.from({ length: PLAYS_WAITING_AT_MOST + 5 }, (_, n) => countPlay(database.db, "crowded-game", `crowd-${n}`)));
    expect(tally(results)).toEqual({ counted: PLAYS_WAITING_AT_MOST, "too-soon": 5, "unknown-game": 0 });
    expect(results.slice(PLAYS_WAITING_AT_MOST)).toEqual(Array(5).fill("too-soon"));
    expect(await plays("crowded-game")).toBe(10 + PLAYS_WAITING_AT_MOST);
  });
});

describe("a burst of plays over HTTP on the embedded database", () => {
  let portal: RunningPortal;
  const dataDir = pgliteDirectoryFrom("seeded");

  beforeAll(async () => {
    portal = await startPortal({ DATA_DIR: dataDir, TRUST_PROXY: "loopback" });
  });

  afterAll(async () => {
    await portal?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers every play, and each one answered as counted is in the database though the portal is killed at once", { timeout: 120_000 }, async () => {
    const slugs = ["krunker-io", "slither-io", "bloxd-io", "tile-merge"];
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, n) => {
        const slug = slugs[n % slugs.length]!;
        // No cookie: each play is a new visitor; 20 addresses, 10 plays each, within their limits.
        const response = await fetch(`${portal.url}/api/games/${slug}/plays`, {
          method: "POST",
          headers: { "X-Forwarded-For": `192.0.2.${n % 20}`, "User-Agent": BROWSER },
        });
        return { slug, status: response.status, result: ((await response.json()) as { result: PlayResult }).result };
      }),
    );
    expect(answers.every((answer) => answer.status === 200 && answer.result === "counted")).toBe(true);
    await portal.kill();
    const handle = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      for (const slug of slugs) {
        const seeded = seedCatalog.find((game) => game.slug === slug)!.plays;
        expect(await storedPlays(handle.db, slug)).toBe(seeded + answers.filter((answer) => answer.slug === slug).length);
      }
      expect(await handle.db.$count(playCounts)).toBe(200);
      // Written in far fewer transactions than plays.
      expect(await writingTransactions(handle.db, "")).toBeLessThan(100);
    } finally {
      await handle.close();
    }
  });
});

async function storedPlays(db: Database, slug: string): Promise<number> {
  const [row] = await db.select({ plays: games.plays }).from(games).where(eq(games.slug, slug));
  return Number(row!.plays);
}
