import { describe, expect, it } from "vitest";
import { catalogStats } from "~/domain/catalog/stats.server";
import { games } from "~/domain/db/schema.server";
import { voteForGame } from "~/domain/analytics/plays.server";
import { RATING_PRIOR_VOTES } from "~/lib/constants";
import { ENGINES, useTestDatabase } from "../support/test-database";

describe.each(ENGINES)("catalog statistics on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("says an empty catalog has no games, no plays and no average rating", async () => {
    expect(await catalogStats(database.db)).toEqual({ games: 0, plays: 0, averageRating: null });
  });

  it("counts games and plays and averages the shown rating over rated games only", async () => {
    await database.db.insert(games).values([
      { slug: "rated-high", title: "Rated High", gameUrl: "/games/snake/", category: "Arcade", rating: 5, plays: 3_000_000_000 },
      { slug: "rated-low", title: "Rated Low", gameUrl: "/games/snake/", category: "Arcade", rating: 4, plays: 20 },
      { slug: "not-rated", title: "Not Rated", gameUrl: "/games/snake/", category: "Arcade", rating: null, plays: 7 },
      { slug: "rated-zero", title: "Rated Zero", gameUrl: "/games/snake/", category: "Arcade", rating: 0, plays: 0 },
    ]);
    expect(await catalogStats(database.db)).toEqual({ games: 4, plays: 3_000_000_027, averageRating: 4.5 });
  });

  it("uses visitors' votes once a game has them", async () => {
    // Rated Low (4): votes of 1 and 2 are weighed with RATING_PRIOR_VOTES votes of 4, so the mean is (5 + that) / 2.
    await voteForGame(database.db, "rated-low", "visitor-a", 1);
    await voteForGame(database.db, "rated-low", "visitor-b", 2);
    const shown = (4 * RATING_PRIOR_VOTES + 1 + 2) / (RATING_PRIOR_VOTES + 2);
    expect((await catalogStats(database.db)).averageRating).toBeCloseTo((5 + shown) / 2, 9);
  });
});
