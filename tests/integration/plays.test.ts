import { eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { analyticsDaily, games, playCounts } from "~/domain/db/schema.server";
import { gameBySlug, mostPlayedGames, newGames, trendingGames } from "~/domain/catalog/reads.server";
import { recordCountedPlay } from "~/domain/analytics/ingest.server";
import { refreshRecentPlays, startRollupBuffer, utcDay } from "~/domain/analytics/rollups.server";
import { PLAYS_PER_ADDRESS_PER_GAME, VOTES_PER_ADDRESS_PER_GAME, addressSubject, pruneThrottle } from "~/domain/web/rate-limits.server";
import { rateCounters } from "~/domain/db/schema.server";
import { countPlay, prunePlayCounts, visitorVote, voteForGame } from "~/domain/analytics/plays.server";
import { RATING_PRIOR_VOTES } from "~/lib/constants";
import { ENGINES, useTestDatabase } from "../support/test-database";

describe.each(ENGINES)("plays and votes on %s", (engine) => {
  const database = useTestDatabase(engine, async (db) => {
    await db.insert(games).values([
      { slug: "counted-game", title: "Counted Game", gameUrl: "/games/snake/", category: "Arcade", rating: 4.5, plays: 100 },
      { slug: "voted-game", title: "Voted Game", gameUrl: "/games/snake/", category: "Arcade", rating: 4.5, plays: 5 },
    ]);
  });

  const plays = async (slug: string) => (await gameBySlug(database.db, slug))!.plays;

  it("counts one play per visitor and game within the window", async () => {
    expect(await countPlay(database.db, "counted-game", "visitor-a")).toBe("counted");
    expect(await countPlay(database.db, "counted-game", "visitor-a")).toBe("too-soon");
    expect(await countPlay(database.db, "counted-game", "visitor-b")).toBe("counted");
    expect(await plays("counted-game")).toBe(102);
  });

  it("counts again once the window has passed", async () => {
    await database.db
      .update(playCounts)
      .set({ countedAt: sql`now() - interval '61 seconds'` })
      .where(eq(playCounts.visitorId, "visitor-a"));
    expect(await countPlay(database.db, "counted-game", "visitor-a")).toBe("counted");
    expect(await plays("counted-game")).toBe(103);
  });

  it("counts simultaneous launches by one visitor once", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => countPlay(database.db, "counted-game", "visitor-c")));
    expect(results.filter((result) => result === "counted")).toHaveLength(1);
    expect(await plays("counted-game")).toBe(104);
  });

  it("ignores unknown and malformed games", async () => {
    expect(await countPlay(database.db, "no-such-game", "visitor-a")).toBe("unknown-game");
    expect(await countPlay(database.db, "bad\u0000slug", "visitor-a")).toBe("unknown-game");
  });

  it("forgets play times older than the window", async () => {
    await database.db.update(playCounts).set({ countedAt: sql`now() - interval '1 hour'` });
    await prunePlayCounts(database.db);
    expect(await database.db.$count(playCounts)).toBe(0);
  });

  // The starting rating counts as RATING_PRIOR_VOTES votes once visitors vote.
  const weighted = (starting: number, votes: number[]) =>
    (starting * RATING_PRIOR_VOTES + votes.reduce((a, b) => a + b, 0)) / (RATING_PRIOR_VOTES + votes.length);

  it("shows the stored rating until visitors vote, then their votes weighed with it", async () => {
    expect((await gameBySlug(database.db, "voted-game"))?.rating).toBe(4.5);
    expect(await voteForGame(database.db, "voted-game", "visitor-a", 5)).toBe(true);
    expect(await voteForGame(database.db, "voted-game", "visitor-b", 2)).toBe(true);
    const voted = await gameBySlug(database.db, "voted-game");
    expect(voted?.votesCount).toBe(2);
    expect(voted?.rating).toBeCloseTo(weighted(4.5, [5, 2]), 9);
    expect((await newGames(database.db)).find((game) => game.slug === "voted-game")?.rating).toBeCloseTo(weighted(4.5, [5, 2]), 9);
  });

  it("replaces a visitor's earlier vote", async () => {
    expect(await voteForGame(database.db, "voted-game", "visitor-b", 4)).toBe(true);
    const game = await gameBySlug(database.db, "voted-game");
    expect(game).toMatchObject({ rating: 4.5, votesCount: 2 });
    expect(await visitorVote(database.db, game!.id, "visitor-b")).toBe(4);
    expect(await visitorVote(database.db, game!.id, "visitor-z")).toBeNull();
  });

  it("refuses votes out of range and for unknown games", async () => {
    for (const stars of [0, 6, 2.5, Number.NaN]) {
      expect(await voteForGame(database.db, "voted-game", "visitor-c", stars)).toBe(false);
    }
    expect(await voteForGame(database.db, "no-such-game", "visitor-c", 3)).toBe(false);
    expect((await gameBySlug(database.db, "voted-game"))?.votesCount).toBe(2);
  });

  describe("from one address", () => {
    beforeAll(async () => {
      await database.db.insert(games).values([
        { slug: "stuffed-game", title: "Stuffed Game", gameUrl: "/games/snake/", category: "Arcade", rating: 4, plays: 0 },
        { slug: "other-game", title: "Other Game", gameUrl: "/games/snake/", category: "Arcade", rating: 4, plays: 0 },
      ]);
    });

    it("counts at most its limit of plays of a game, each from a new visitor, and answers the rest as repeats", async () => {
      const results: string[] = [];
      for (let n = 0; n < PLAYS_PER_ADDRESS_PER_GAME.limit + 15; n += 1) {
        results.push(await countPlay(database.db, "stuffed-game", `stuffer-${n}`, "198.51.100.7"));
      }
      expect(results.filter((result) => result === "counted")).toHaveLength(PLAYS_PER_ADDRESS_PER_GAME.limit);
      expect(new Set(results.slice(PLAYS_PER_ADDRESS_PER_GAME.limit))).toEqual(new Set(["too-soon"]));
      expect(await plays("stuffed-game")).toBe(PLAYS_PER_ADDRESS_PER_GAME.limit);
      // Another address still counts, and the same address still counts another game.
      expect(await countPlay(database.db, "stuffed-game", "neighbour", "198.51.100.8")).toBe("counted");
      expect(await countPlay(database.db, "other-game", "stuffer-0", "198.51.100.7")).toBe("counted");
      expect(await plays("stuffed-game")).toBe(PLAYS_PER_ADDRESS_PER_GAME.limit + 1);
      // Unknown games stay unknown past the limit.
      expect(await countPlay(database.db, "no-such-game", "stuffer-x", "198.51.100.7")).toBe("unknown-game");
    });

    it("counts plays simultaneous from one address up to its limit, exactly", async () => {
      const results = await Promise.all(
        Array.from({ length: PLAYS_PER_ADDRESS_PER_GAME.limit + 10 }, (_, n) => countPlay(database.db, "other-game", `rush-${n}`, "198.51.100.9")),
      );
      expect(results.filter((result) => result === "counted")).toHaveLength(PLAYS_PER_ADDRESS_PER_GAME.limit);
    });

    it("holds an IPv6 client to its /64, however it writes its address", async () => {
      for (let n = 0; n < PLAYS_PER_ADDRESS_PER_GAME.limit + 5; n += 1) {
        await countPlay(database.db, "stuffed-game", `v6-${n}`, `2001:db8:aa:bb::${n.toString(16)}`);
      }
      expect(await plays("stuffed-game")).toBe(2 * PLAYS_PER_ADDRESS_PER_GAME.limit + 1);
      expect(addressSubject("2001:0db8:00aa:00bb:0000:0000:0000:0001")).toBe(addressSubject("2001:db8:aa:bb::ffff"));
      expect(addressSubject("::ffff:198.51.100.7")).toBe("198.51.100.7");
      expect(addressSubject("2001:db8:aa:bc::1")).not.toBe(addressSubject("2001:db8:aa:bb::1"));
    });

    it("cannot take a well rated game down with a handful of one-star votes", async () => {
      await database.db.insert(games).values({ slug: "twenty-48", title: "2048", gameUrl: "/games/2048/", category: "Puzzle", rating: 4.6, plays: 900 });
      // Twelve cookie-less votes from one address, as twelve new visitors; then twelve from twelve addresses.
      for (let n = 0; n < 12; n += 1) expect(await voteForGame(database.db, "twenty-48", `one-star-${n}`, 1, "203.0.113.30")).toBe(true);
      const fromOne = (await gameBySlug(database.db, "twenty-48"))!;
      expect(fromOne.votesCount).toBe(VOTES_PER_ADDRESS_PER_GAME.limit);
      expect(fromOne.rating).toBeCloseTo(weighted(4.6, Array<number>(VOTES_PER_ADDRESS_PER_GAME.limit).fill(1)), 9);
      expect(fromOne.rating).toBeGreaterThan(3.9);
      for (let n = 0; n < 12; n += 1) await voteForGame(database.db, "twenty-48", `spread-${n}`, 1, `203.0.113.${40 + n}`);
      expect((await gameBySlug(database.db, "twenty-48"))!.rating).toBeGreaterThan(3.4);
    });

    it("takes at most its limit of votes on a game, answering the rest as taken", async () => {
      for (let n = 0; n < VOTES_PER_ADDRESS_PER_GAME.limit + 10; n += 1) {
        expect(await voteForGame(database.db, "stuffed-game", `voter-${n}`, 5, "203.0.113.20")).toBe(true);
      }
      expect((await gameBySlug(database.db, "stuffed-game"))?.votesCount).toBe(VOTES_PER_ADDRESS_PER_GAME.limit);
      expect(await voteForGame(database.db, "stuffed-game", "fair-voter", 1, "203.0.113.21")).toBe(true);
      expect((await gameBySlug(database.db, "stuffed-game"))?.votesCount).toBe(VOTES_PER_ADDRESS_PER_GAME.limit + 1);
      expect(await voteForGame(database.db, "no-such-game", "voter-x", 5, "203.0.113.20")).toBe(false);
    });

    it("forgets an address's play counts once their window ends, and keeps its vote counts for theirs", async () => {
      const keys = async (prefix: string) =>
        (
          await database.db
            .select()
            .from(rateCounters)
            .where(like(rateCounters.key, `${prefix}:%`))
        ).length;
      expect(await keys(PLAYS_PER_ADDRESS_PER_GAME.name)).toBeGreaterThan(0);
      await database.db.update(rateCounters).set({ windowStartedAt: sql`now() - interval '11 minutes'` });
      await pruneThrottle(database.db);
      expect(await keys(PLAYS_PER_ADDRESS_PER_GAME.name)).toBe(0);
      expect(await keys("plays-address")).toBe(0);
      expect(await keys(VOTES_PER_ADDRESS_PER_GAME.name)).toBeGreaterThan(0);
      // A new window: the address counts again.
      expect(await countPlay(database.db, "stuffed-game", "returning", "198.51.100.7")).toBe("counted");
    });
  });
});

describe.each(ENGINES)("the order of real plays on %s", (engine) => {
  const database = useTestDatabase(engine, async (db) => {
    await db.insert(games).values([
      // Starting figures only: the most a game published by hand starts with.
      { slug: "dice-roll", title: "Dice Roll", gameUrl: "/games/snake/", category: "Arcade", rating: 4.5, plays: 1_099 },
      { slug: "fresh-hit", title: "Fresh Hit", gameUrl: "/games/snake/", category: "Arcade", rating: 4.5, plays: 100 },
      // Played a lot, but not in the last week.
      { slug: "old-hit", title: "Old Hit", gameUrl: "/games/snake/", category: "Arcade", rating: 4.5, plays: 150, realPlays: 50 },
      { slug: "tie-low", title: "Tie Low", gameUrl: "/games/snake/", category: "Arcade", rating: 4.5, plays: 200 },
    ]);
  });

  it("puts Trending by the last week's real plays and Most Played by real plays; starting figures only break ties", async () => {
    const buffer = startRollupBuffer(database.db, { intervalMs: 60_000 });
    for (const visitor of ["a", "b", "c"]) {
      expect(await countPlay(database.db, "fresh-hit", `visitor-${visitor}`)).toBe("counted");
      recordCountedPlay(buffer, "fresh-hit");
    }
    await buffer.stop();
    const oldHit = (await gameBySlug(database.db, "old-hit"))!;
    await database.db
      .insert(analyticsDaily)
      .values({ scope: "game", subject: oldHit.id, metric: "plays", day: utcDay(new Date(Date.now() - 30 * 86_400_000)), count: 50 });
    await refreshRecentPlays(database.db);
    const order = (list: { slug: string }[]) => list.map((game) => game.slug);
    expect(order(await trendingGames(database.db, 4))).toEqual(["fresh-hit", "old-hit", "dice-roll", "tie-low"]);
    expect(order(await mostPlayedGames(database.db, 4))).toEqual(["old-hit", "fresh-hit", "dice-roll", "tie-low"]);
    // A week later the plays are no longer recent.
    await refreshRecentPlays(database.db, new Date(Date.now() + 8 * 86_400_000));
    expect(order(await trendingGames(database.db, 4))).toEqual(["old-hit", "fresh-hit", "dice-roll", "tie-low"]);
  });
});
