import { and, eq, lt, sql } from "drizzle-orm";
import { PLAY_COUNT_WINDOW_SECONDS } from "~/lib/constants";
import { isValidSlug } from "~/lib/game";
import type { Database } from "./db/connection.server";
import { gameVotes, games, playCounts } from "./db/schema.server";

/** Real plays and ratings: what visitors do, counted on the server. */

export type PlayResult = "counted" | "too-soon" | "unknown-game";

/**
 * Counts one play of a game for a visitor, unless that visitor's last counted play
 * of it was less than PLAY_COUNT_WINDOW_SECONDS ago. One statement decides, so two
 * launches racing each other still count once.
 */
export async function countPlay(db: Database, slug: string, visitorId: string): Promise<PlayResult> {
  if (!isValidSlug(slug)) return "unknown-game";
  return db.transaction(async (tx) => {
    const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.slug, slug)).limit(1);
    if (!game) return "unknown-game";
    const windowStart = sql`now() - make_interval(secs => ${PLAY_COUNT_WINDOW_SECONDS})`;
    const counted = await tx
      .insert(playCounts)
      .values({ gameId: game.id, visitorId })
      .onConflictDoUpdate({
        target: [playCounts.gameId, playCounts.visitorId],
        set: { countedAt: sql`now()` },
        setWhere: sql`${playCounts.countedAt} <= ${windowStart}`,
      })
      .returning({ gameId: playCounts.gameId });
    if (counted.length === 0) return "too-soon";
    await tx
      .update(games)
      .set({ plays: sql`${games.plays} + 1` })
      .where(eq(games.id, game.id));
    return "counted";
  });
}

/** Forgets play times old enough that they can no longer hold a play back. */
export async function prunePlayCounts(db: Database): Promise<void> {
  await db
    .delete(playCounts)
    .where(lt(playCounts.countedAt, sql`now() - make_interval(secs => ${PLAY_COUNT_WINDOW_SECONDS * 2})`));
}

export function isValidStars(stars: unknown): stars is number {
  return typeof stars === "number" && Number.isInteger(stars) && stars >= 1 && stars <= 5;
}

/**
 * Records a visitor's vote (1-5) for a game, replacing their earlier vote, and keeps
 * the game's running sum in step. Returns false for an unknown game.
 */
export async function voteForGame(db: Database, slug: string, visitorId: string, stars: number): Promise<boolean> {
  if (!isValidSlug(slug) || !isValidStars(stars)) return false;
  return db.transaction(async (tx) => {
    // Locking the game row makes concurrent votes on it take turns, so the sums stay exact.
    const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.slug, slug)).for("update");
    if (!game) return false;
    const [previous] = await tx
      .select({ stars: gameVotes.stars })
      .from(gameVotes)
      .where(and(eq(gameVotes.gameId, game.id), eq(gameVotes.visitorId, visitorId)));
    await tx
      .insert(gameVotes)
      .values({ gameId: game.id, visitorId, stars })
      .onConflictDoUpdate({
        target: [gameVotes.gameId, gameVotes.visitorId],
        set: { stars, votedAt: sql`now()` },
      });
    await tx
      .update(games)
      .set({
        votesCount: sql`${games.votesCount} + ${previous ? 0 : 1}`,
        votesSum: sql`${games.votesSum} + ${stars - (previous?.stars ?? 0)}`,
      })
      .where(eq(games.id, game.id));
    return true;
  });
}

/** The visitor's own vote for a game, if any. */
export async function visitorVote(db: Database, gameId: string, visitorId: string): Promise<number | null> {
  const [vote] = await db
    .select({ stars: gameVotes.stars })
    .from(gameVotes)
    .where(and(eq(gameVotes.gameId, gameId), eq(gameVotes.visitorId, visitorId)));
  return vote?.stars ?? null;
}
