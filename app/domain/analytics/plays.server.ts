/** Real plays and ratings: what visitors do, counted on the server. */
import { and, eq, lt, sql } from "drizzle-orm";
import { PLAY_COUNT_WINDOW_SECONDS } from "~/lib/constants";
import { isValidSlug } from "~/lib/game";
import type { Database } from "../db/connection.server";
import { gameVotes, games, playCounts } from "../db/schema.server";
import { isPublished, publishedGameId } from "../catalog/reads.server";
import {
  PLAYS_PER_ADDRESS,
  PLAYS_PER_ADDRESS_PER_GAME,
  VOTES_PER_ADDRESS,
  VOTES_PER_ADDRESS_PER_GAME,
  addressSubject,
  countAttempts,
  countWithinLimits,
  type ThrottleRule,
} from "../web/rate-limits.server";

export type PlayResult = "counted" | "too-soon" | "unknown-game";

/**
 * Counts one play of a game for a visitor, unless that visitor's last counted play of it was
 * less than PLAY_COUNT_WINDOW_SECONDS ago, or its address is past its limits. Plays are
 * written in batches (PlayBatcher): the answer comes once the play's batch has committed.
 */
export function countPlay(db: Database, slug: string, visitorId: string, address?: string): Promise<PlayResult> {
  if (!isValidSlug(slug)) return Promise.resolve("unknown-game");
  return playBatcherOf(db).add({ slug, visitorId, address });
}

interface Play {
  slug: string;
  visitorId: string;
  address?: string;
}

interface WaitingPlay extends Play {
  answer(result: PlayResult): void;
  fail(error: unknown): void;
}

/** The most plays one transaction writes: its statements stay a few hundred rows. */
export const PLAYS_PER_BATCH = 500;
/**
 * The most plays waiting for a batch, twenty batches: past it the database is seconds behind,
 * and a play more is answered as a repeat (nothing counted) at once rather than held in memory.
 */
export const PLAYS_WAITING_AT_MOST = 20 * PLAYS_PER_BATCH;

/**
 * Group commit of plays. The embedded database runs one statement at a time, and each play
 * written alone cost it a few statements of its own: a burst of plays queued every page
 * behind it. Here one batch is written at a time; plays arriving meanwhile wait and go
 * together in the next, one transaction with one statement per table whatever their number.
 * Each is still decided on its own, in the order they came, as if written one after another.
 * On PostgreSQL it saves the round trips and the commits alike.
 */
class PlayBatcher {
  private waiting: WaitingPlay[] = [];
  private writing = false;

  constructor(private readonly db: Database) {}

  add(play: Play): Promise<PlayResult> {
    if (this.waiting.length >= PLAYS_WAITING_AT_MOST) return Promise.resolve("too-soon");
    return new Promise<PlayResult>((answer, fail) => {
      this.waiting.push({ ...play, answer, fail });
      // The plays that reached the server in the same turn of the event loop go in one batch.
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.writeBatches());
      }
    });
  }

  private async writeBatches(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, PLAYS_PER_BATCH);
      try {
        const results = await writePlays(this.db, batch);
        batch.forEach((play, index) => play.answer(results[index]!));
      } catch (error) {
        await this.writeOneByOne(batch, error);
      }
    }
    this.writing = false;
  }

  /**
   * A batch that failed is written again a play at a time while the database answers, so
   * that one play that cannot be written (a deadlock between two processes, say) does not
   * fail the others; each that fails then fails as it would have alone. A database that does
   * not answer fails them all at once, as the outage it is.
   */
  private async writeOneByOne(batch: readonly WaitingPlay[], batchError: unknown): Promise<void> {
    const answering =
      batch.length > 1 &&
      (await this.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ));
    for (const play of batch) {
      if (!answering) {
        play.fail(batchError);
        continue;
      }
      await writePlays(this.db, [play]).then(([result]) => play.answer(result!), play.fail);
    }
  }
}

const batchers = new WeakMap<Database, PlayBatcher>();

function playBatcherOf(db: Database): PlayBatcher {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new PlayBatcher(db)));
  return batcher;
}

/**
 * Writes a batch of plays in one transaction and answers each: first its address's limits
 * (countAttempts numbers each play's attempt in order), then the visitors' windows and the
 * games' counters in one statement. A play past its address's limits is answered as a
 * repeat is: nothing tells a stuffer it stopped counting.
 */
async function writePlays(db: Database, plays: readonly Play[]): Promise<PlayResult[]> {
  return db.transaction(async (tx) => {
    const limited = plays.flatMap((play, index) => (play.address === undefined ? [] : [{ index, address: play.address }]));
    const attempts = await countAttempts(
      tx,
      limited.flatMap(({ index, address }) => addressLimitCounts(PLAYS_PER_ADDRESS_PER_GAME, PLAYS_PER_ADDRESS, address, plays[index]!.slug)),
    );
    const pastLimits = new Set(
      limited.filter((_, n) => attempts[2 * n]! > PLAYS_PER_ADDRESS_PER_GAME.limit || attempts[2 * n + 1]! > PLAYS_PER_ADDRESS.limit).map(({ index }) => index),
    );
    // A visitor's second play of a game in one batch is a repeat of the first, as it would be a moment later.
    const pairOf = (play: Play) => JSON.stringify([play.slug, play.visitorId]);
    const firstOfPair = new Map<string, number>();
    plays.forEach((play, index) => {
      if (!pastLimits.has(index) && !firstOfPair.has(pairOf(play))) firstOfPair.set(pairOf(play), index);
    });
    const slugs = [...new Set(plays.map((play) => play.slug))];
    // Sorted, so that two processes writing plays of the same games lock them in the same order.
    const tries = [...firstOfPair.keys()].sort().map((pair) => JSON.parse(pair) as [string, string]);
    const windowStart = sql`now() - make_interval(secs => ${PLAY_COUNT_WINDOW_SECONDS})`;
    const values =
      tries.length > 0
        ? sql.join(
            tries.map(([slug, visitorId]) => sql`(${slug}, ${visitorId})`),
            sql`, `,
          )
        : sql`(null, null)`;
    const result = await tx.execute(sql`
      with known as (
        select ${games.id} as id, ${games.slug} as slug from ${games}
        where ${games.slug} in (${sql.join(
          slugs.map((slug) => sql`${slug}`),
          sql`, `,
        )}) and ${isPublished}
        order by ${games.id} for no key update
      ),
      tried (slug, visitor_id) as (values ${values}),
      counted as (
        insert into ${playCounts} (game_id, visitor_id)
        select known.id, tried.visitor_id from tried join known on known.slug = tried.slug
        on conflict (game_id, visitor_id) do update set counted_at = now() where ${playCounts.countedAt} <= ${windowStart}
        returning game_id, visitor_id
      ),
      bumped as (
        update ${games} set plays = ${games.plays} + added.plays, real_plays = ${games.realPlays} + added.plays, recent_plays = ${games.recentPlays} + added.plays
        from (select game_id, count(*)::int as plays from counted group by game_id) as added
        where ${games.id} = added.game_id
        returning ${games.id}
      )
      select known.slug, null as visitor_id from known
      union all
      select known.slug, counted.visitor_id from counted join known on known.id = counted.game_id`);
    const rows = (result as unknown as { rows: { slug: string; visitor_id: string | null }[] }).rows;
    const known = new Set(rows.map((row) => row.slug));
    const counted = new Set(rows.filter((row) => row.visitor_id !== null).map((row) => JSON.stringify([row.slug, row.visitor_id])));
    return plays.map((play, index) => {
      if (!known.has(play.slug)) return "unknown-game";
      return firstOfPair.get(pairOf(play)) === index && counted.has(pairOf(play)) ? "counted" : "too-soon";
    });
  });
}

/**
 * A play's or vote's counts toward its address's limits, per game and in all. Without a
 * cookie every request is a new visitor, so the per-visitor rules alone would let one
 * address inflate any game; a household or a school behind one address stays well within
 * these.
 */
function addressLimitCounts(perGame: ThrottleRule, inAll: ThrottleRule, address: string, slug: string) {
  const subject = addressSubject(address);
  return [
    { rule: perGame, subject: `${subject} ${slug}` },
    { rule: inAll, subject },
  ];
}

function withinAddressLimits(db: Database, perGame: ThrottleRule, inAll: ThrottleRule, address: string, slug: string): Promise<boolean> {
  return countWithinLimits(db, addressLimitCounts(perGame, inAll, address, slug));
}

/**
 * Takes back a visitor's play of a game counted within PLAY_COUNT_WINDOW_SECONDS, because
 * the game's frame failed to load in their browser: a launch that never showed the game is
 * no play. Whether one was taken back; a second report of the same failure takes nothing.
 */
export async function withdrawPlay(db: Database, slug: string, visitorId: string): Promise<boolean> {
  if (!isValidSlug(slug)) return false;
  return db.transaction(async (tx) => {
    const [game] = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.slug, slug), isPublished))
      .for("no key update");
    if (!game) return false;
    const withdrawn = await tx
      .delete(playCounts)
      .where(
        and(
          eq(playCounts.gameId, game.id),
          eq(playCounts.visitorId, visitorId),
          sql`${playCounts.countedAt} > now() - make_interval(secs => ${PLAY_COUNT_WINDOW_SECONDS})`,
        ),
      )
      .returning({ gameId: playCounts.gameId });
    if (withdrawn.length === 0) return false;
    await tx
      .update(games)
      .set({
        plays: sql`greatest(${games.plays} - 1, 0)`,
        realPlays: sql`greatest(${games.realPlays} - 1, 0)`,
        recentPlays: sql`greatest(${games.recentPlays} - 1, 0)`,
      })
      .where(eq(games.id, game.id));
    return true;
  });
}

/** Forgets play times old enough that they can no longer hold a play back. */
export async function prunePlayCounts(db: Database): Promise<void> {
  await db.delete(playCounts).where(lt(playCounts.countedAt, sql`now() - make_interval(secs => ${PLAY_COUNT_WINDOW_SECONDS * 2})`));
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
    return (await publishedGameId(db, slug)) !== null;
  }
  return db.transaction(async (tx) => {
    // Locking the game row makes concurrent votes on it take turns, so the sums stay exact.
    const [game] = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.slug, slug), isPublished))
      .for("update");
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
