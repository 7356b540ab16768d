/** Real plays and ratings: what visitors do, counted on the server. */
import { and, eq, lt, sql } from "drizzle-orm";
import { PLAY_COUNT_WINDOW_SECONDS } from "~/lib/constants";
import { isValidSlug } from "~/lib/game";
import type { Database } from "./db/connection.server";
import { gameVotes, games, playCounts } from "./db/schema.server";
import { isPublished } from "./catalog/reads.server";
import {
  PLAYS_PER_ADDRESS,
  PLAYS_PER_ADDRESS_PER_GAME,
  VOTES_PER_ADDRESS,
  VOTES_PER_ADDRESS_PER_GAME,
  addressSubject,
  countWithinLimits,
  type ThrottleRule,
} from "./rate-limits.server";

export type PlayResult = "counted" | "too-soon" | "unknown-game";

/**
 * Counts one play of a game for a visitor, unless that visitor's last counted play
 * of it was less than PLAY_COUNT_WINDOW_SECONDS ago. One statement decides and counts,
 * so two launches racing each other still count once; and being one statement, it is
 * one round trip, and on the embedded database no transaction holds everyone else up.
 */
export async function countPlay(db: Database, slug: string, visitorId: string, address?: string): Promise<PlayResult> {
  if (!isValidSlug(slug)) return "unknown-game";
  // Past its address's limits a play is answered as a repeat is: nothing tells a stuffer it stopped counting.
  if (address !== undefined && !(await withinAddressLimits(db, PLAYS_PER_ADDRESS_PER_GAME, PLAYS_PER_ADDRESS, address, slug))) {
    return (await gameIdOf(db, slug)) ? "too-soon" : "unknown-game";
  }
  const windowStart = sql`now() - make_interval(secs => ${PLAY_COUNT_WINDOW_SECONDS})`;
  const result = await db.execute(sql`
    with game as (select ${games.id} as id from ${games} where ${games.slug} = ${slug} and ${isPublished}),
    counted as (
      insert into ${playCounts} (game_id, visitor_id) select id, ${visitorId} from game
      on conflict (game_id, visitor_id) do update set counted_at = now() where ${playCounts.countedAt} <= ${windowStart}
      returning game_id
    ),
    bumped as (
      update ${games} set plays = ${games.plays} + 1 where ${games.id} in (select game_id from counted) returning ${games.id}
    )
    select exists (select 1 from game) as known, exists (select 1 from bumped) as counted`);
  const [row] = (result as unknown as { rows: { known: boolean; counted: boolean }[] }).rows;
  if (!row?.known) return "unknown-game";
  return row.counted ? "counted" : "too-soon";
}

/**
 * Counts a play or vote toward its address's limits, per game and in all. Without a cookie
 * every request is a new visitor, so the per-visitor rules alone would let one address
 * inflate any game; a household or a school behind one address stays well within these.
 */
function withinAddressLimits(db: Database, perGame: ThrottleRule, inAll: ThrottleRule, address: string, slug: string): Promise<boolean> {
  const subject = addressSubject(address);
  return countWithinLimits(db, [
    { rule: perGame, subject: `${subject} ${slug}` },
    { rule: inAll, subject },
  ]);
}

async function gameIdOf(db: Database, slug: string): Promise<string | null> {
  const [game] = await db.select({ id: games.id }).from(games).where(and(eq(games.slug, slug), isPublished)).limit(1);
  return game?.id ?? null;
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
export async function voteForGame(db: Database, slug: string, visitorId: string, stars: number, address?: string): Promise<boolean> {
  if (!isValidSlug(slug) || !isValidStars(stars)) return false;
  // Past its address's limits a vote is answered as taken, and changes nothing.
  if (address !== undefined && !(await withinAddressLimits(db, VOTES_PER_ADDRESS_PER_GAME, VOTES_PER_ADDRESS, address, slug))) {
    return (await gameIdOf(db, slug)) !== null;
  }
  return db.transaction(async (tx) => {
    // Locking the game row makes concurrent votes on it take turns, so the sums stay exact.
    const [game] = await tx.select({ id: games.id }).from(games).where(and(eq(games.slug, slug), isPublished)).for("update");
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
