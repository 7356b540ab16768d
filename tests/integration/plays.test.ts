import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db/connection.server";
import { games, playCounts } from "~/server/db/schema.server";
import { gameBySlug, newGames } from "~/server/games.server";
import { countPlay, prunePlayCounts, visitorVote, voteForGame } from "~/server/plays.server";
import { ENGINES, openTestDatabase } from "../support/test-database";

describe.each(ENGINES)("plays and votes on %s", (engine) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    await handle.db.insert(games).values([
      { slug: "counted-game", title: "Counted Game", gameUrl: "/games/snake/", category: "Arcade", rating: 4.5, plays: 100 },
      { slug: "voted-game", title: "Voted Game", gameUrl: "/games/snake/", category: "Arcade", rating: 4.5, plays: 5 },
    ]);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const plays = async (slug: string) => (await gameBySlug(handle.db, slug))!.plays;

  it("counts one play per visitor and game within the window", async () => {
    expect(await countPlay(handle.db, "counted-game", "visitor-a")).toBe("counted");
    expect(await countPlay(handle.db, "counted-game", "visitor-a")).toBe("too-soon");
    expect(await countPlay(handle.db, "counted-game", "visitor-b")).toBe("counted");
    expect(await plays("counted-game")).toBe(102);
  });

  it("counts again once the window has passed", async () => {
    await handle.db
      .update(playCounts)
      .set({ countedAt: sql`now() - interval '61 seconds'` })
      .where(eq(playCounts.visitorId, "visitor-a"));
    expect(await countPlay(handle.db, "counted-game", "visitor-a")).toBe("counted");
    expect(await plays("counted-game")).toBe(103);
  });

  it("counts simultaneous launches by one visitor once", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => countPlay(handle.db, "counted-game", "visitor-c")),
    );
    expect(results.filter((result) => result === "counted")).toHaveLength(1);
    expect(await plays("counted-game")).toBe(104);
  });

  it("ignores unknown and malformed games", async () => {
    expect(await countPlay(handle.db, "no-such-game", "visitor-a")).toBe("unknown-game");
    expect(await countPlay(handle.db, "bad\u0000slug", "visitor-a")).toBe("unknown-game");
  });

  it("forgets play times older than the window", async () => {
    await handle.db.update(playCounts).set({ countedAt: sql`now() - interval '1 hour'` });
    await prunePlayCounts(handle.db);
    expect(await handle.db.$count(playCounts)).toBe(0);
  });

  it("shows the stored rating until visitors vote, then the mean of their votes", async () => {
    expect((await gameBySlug(handle.db, "voted-game"))?.rating).toBe(4.5);
    expect(await voteForGame(handle.db, "voted-game", "visitor-a", 5)).toBe(true);
    expect(await voteForGame(handle.db, "voted-game", "visitor-b", 2)).toBe(true);
    const voted = await gameBySlug(handle.db, "voted-game");
    expect(voted).toMatchObject({ rating: 3.5, votesCount: 2 });
    expect((await newGames(handle.db)).find((game) => game.slug === "voted-game")?.rating).toBe(3.5);
  });

  it("replaces a visitor's earlier vote", async () => {
    expect(await voteForGame(handle.db, "voted-game", "visitor-b", 4)).toBe(true);
    const game = await gameBySlug(handle.db, "voted-game");
    expect(game).toMatchObject({ rating: 4.5, votesCount: 2 });
    expect(await visitorVote(handle.db, game!.id, "visitor-b")).toBe(4);
    expect(await visitorVote(handle.db, game!.id, "visitor-z")).toBeNull();
  });

  it("refuses votes out of range and for unknown games", async () => {
    for (const stars of [0, 6, 2.5, Number.NaN]) {
      expect(await voteForGame(handle.db, "voted-game", "visitor-c", stars)).toBe(false);
    }
    expect(await voteForGame(handle.db, "no-such-game", "visitor-c", 3)).toBe(false);
    expect((await gameBySlug(handle.db, "voted-game"))?.votesCount).toBe(2);
  });
});
