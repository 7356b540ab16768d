/**
 * The operator's picks: the hero game (games.featured, one row at most) and the games
 * pinned to the first places of Trending (games.trending_pin, 1 first, kept 1..n without
 * gaps). Only a published game holds either; a game that goes back to drafts or is
 * deleted gives its places up (settleFeaturedPlaces). Every change is audited and
 * announced to the page caches.
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { done, refused, type ActionResult } from "~/lib/action-result";
import { TRENDING_GAMES_LIMIT } from "~/lib/constants";
import { catalogWriteRefusal, formField } from "../web/action-answers.server";
import { recordAudit, type AuditActor } from "../admin/audit-log.server";
import type { Database, Transaction } from "../db/connection.server";
import { games } from "../db/schema.server";
import { CatalogInputError, withCatalogChange } from "./changes.server";

/** An arbitrary constant shared by every instance: the key of the lock on the hero and the pins. */
const FEATURED_PLACES_LOCK_KEY = 7_245_111;

export const FEATURED_MESSAGES = {
  heroNotPublished: "Only a published game can be the hero.",
  noHero: "No game is the hero: the most played game shows in its place.",
  pinNotPublished: "Only a published game can be pinned to Trending.",
  pinsFull: `Trending shows ${TRENDING_GAMES_LIMIT} games and all of them are pinned: unpin one before pinning another.`,
  notFound: "Game not found",
  failed: "Updating the featured games failed. Please try again.",
} as const;

export interface FeaturedGame {
  id: string;
  slug: string;
  title: string;
  /** Hidden from the site as broken: visitors see another game in its place until it works again. */
  hidden: boolean;
}

export interface TrendingPin extends FeaturedGame {
  /** Its place in Trending, 1 first. */
  pin: number;
}

export interface FeaturedSelection {
  hero: FeaturedGame | null;
  pins: TrendingPin[];
}

/**
 * Holds the hero and the pins for the rest of the transaction, so that two changes cannot
 * give one place twice. A change that also locks game rows (a status change, a delete)
 * takes this lock first, as the changes here do, so no two transactions wait on each other.
 */
export async function lockFeaturedPlaces(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FEATURED_PLACES_LOCK_KEY})`);
}

/** Numbers the pins 1..n again in their order, after one was taken out. */
async function densifyPins(tx: Transaction): Promise<void> {
  await tx.execute(sql`
    update games set trending_pin = ranked.place
    from (select id, (row_number() over (order by trending_pin, id))::int as place from games where trending_pin is not null) as ranked
    where games.id = ranked.id and games.trending_pin <> ranked.place`);
}

/**
 * What every unpublish and delete ends with: a draft is neither the hero nor pinned, and
 * the pins left close up. Call lockFeaturedPlaces at the start of the same transaction.
 */
export async function settleFeaturedPlaces(tx: Transaction): Promise<void> {
  await lockFeaturedPlaces(tx);
  await tx
    .update(games)
    .set({ featured: false, trendingPin: null })
    .where(and(eq(games.status, "draft"), sql`(${games.featured} or ${games.trendingPin} is not null)`));
  await densifyPins(tx);
}

const placeColumns = { id: games.id, slug: games.slug, title: games.title, status: games.status, featured: games.featured, trendingPin: games.trendingPin };

async function findGame(tx: Transaction, gameId: string) {
  if (!gameId) return null;
  const [game] = await tx.select(placeColumns).from(games).where(eq(games.id, gameId)).for("update");
  return game ?? null;
}

const named = (game: { title: string; slug: string }) => `${game.title} (${game.slug})`;

/** Makes a published game the hero, in place of the one before. Its title, or null when it is gone. */
export function setHeroGame(db: Database, gameId: string, actor: AuditActor): Promise<string | null> {
  return withCatalogChange(db, async (tx) => {
    await lockFeaturedPlaces(tx);
    const game = await findGame(tx, gameId);
    if (!game) return null;
    if (game.status !== "published") throw new CatalogInputError(FEATURED_MESSAGES.heroNotPublished);
    if (game.featured) throw new CatalogInputError(`${game.title} is already the hero game.`);
    // The old hero first: the one-featured-game index never sees two at once.
    await tx.update(games).set({ featured: false }).where(eq(games.featured, true));
    await tx.update(games).set({ featured: true }).where(eq(games.id, game.id));
    await recordAudit(tx, actor, "set hero game", named(game));
    return game.title;
  });
}

/** No hero chosen: the most played game shows in its place. The title of the one that was. */
export function clearHeroGame(db: Database, actor: AuditActor): Promise<string> {
  return withCatalogChange(db, async (tx) => {
    await lockFeaturedPlaces(tx);
    const [hero] = await tx.update(games).set({ featured: false }).where(eq(games.featured, true)).returning({ title: games.title, slug: games.slug });
    if (!hero) throw new CatalogInputError(FEATURED_MESSAGES.noHero);
    await recordAudit(tx, actor, "cleared hero game", named(hero));
    return hero.title;
  });
}

/** Pins a published game after the last pin. Its title, or null when it is gone. */
export function pinTrending(db: Database, gameId: string, actor: AuditActor): Promise<string | null> {
  return withCatalogChange(db, async (tx) => {
    await lockFeaturedPlaces(tx);
    const game = await findGame(tx, gameId);
    if (!game) return null;
    if (game.status !== "published") throw new CatalogInputError(FEATURED_MESSAGES.pinNotPublished);
    if (game.trendingPin !== null) throw new CatalogInputError(`${game.title} is already pinned to Trending (place ${game.trendingPin}).`);
    const [counted] = await tx
      .select({ pinned: sql<number>`count(*)::int` })
      .from(games)
      .where(isNotNull(games.trendingPin));
    const pinned = counted?.pinned ?? 0;
    if (pinned >= TRENDING_GAMES_LIMIT) throw new CatalogInputError(FEATURED_MESSAGES.pinsFull);
    await tx
      .update(games)
      .set({ trendingPin: pinned + 1 })
      .where(eq(games.id, game.id));
    await recordAudit(tx, actor, "pinned trending game", `${named(game)} at place ${pinned + 1}`);
    return game.title;
  });
}

/** Takes a game's pin away; the pins after it move up a place. Its title, or null when it is gone. */
export function unpinTrending(db: Database, gameId: string, actor: AuditActor): Promise<string | null> {
  return withCatalogChange(db, async (tx) => {
    await lockFeaturedPlaces(tx);
    const game = await findGame(tx, gameId);
    if (!game) return null;
    if (game.trendingPin === null) throw new CatalogInputError(`${game.title} is not pinned to Trending.`);
    await tx.update(games).set({ trendingPin: null }).where(eq(games.id, game.id));
    await densifyPins(tx);
    await recordAudit(tx, actor, "unpinned trending game", named(game));
    return game.title;
  });
}

export type PinDirection = "up" | "down";

/** Swaps a pinned game with the one above or below it. Its title, or null when it is gone. */
export function moveTrendingPin(db: Database, gameId: string, direction: PinDirection, actor: AuditActor): Promise<string | null> {
  return withCatalogChange(db, async (tx) => {
    await lockFeaturedPlaces(tx);
    const game = await findGame(tx, gameId);
    if (!game) return null;
    if (game.trendingPin === null) throw new CatalogInputError(`${game.title} is not pinned to Trending.`);
    const place = game.trendingPin + (direction === "up" ? -1 : 1);
    const [neighbour] = await tx.select({ id: games.id }).from(games).where(eq(games.trendingPin, place)).for("update");
    if (!neighbour) throw new CatalogInputError(`${game.title} is already ${direction === "up" ? "first" : "last"} in Trending.`);
    await tx.update(games).set({ trendingPin: game.trendingPin }).where(eq(games.id, neighbour.id));
    await tx.update(games).set({ trendingPin: place }).where(eq(games.id, game.id));
    await recordAudit(tx, actor, "moved trending pin", `${named(game)} to place ${place}`);
    return game.title;
  });
}

/** The hero and the pins in their order, for the panel, which says which of them visitors do not see. */
export async function featuredSelection(db: Database): Promise<FeaturedSelection> {
  const shown = { id: games.id, slug: games.slug, title: games.title, hidden: games.hiddenBroken };
  const [hero] = await db
    .select(shown)
    .from(games)
    .where(and(eq(games.featured, true), eq(games.status, "published")))
    .limit(1);
  const pins = await db
    .select({ ...shown, pin: sql<number>`${games.trendingPin}` })
    .from(games)
    .where(and(isNotNull(games.trendingPin), eq(games.status, "published")))
    .orderBy(asc(games.trendingPin), asc(games.id));
  return { hero: hero ?? null, pins };
}

const gameId = formField(100);

/** The panel's changes to the hero and the pins: the Featured page's and Manage's cards'. */
export const featuredIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("make-hero"), id: gameId }),
  z.object({ intent: z.literal("clear-hero") }),
  z.object({ intent: z.literal("pin"), id: gameId }),
  z.object({ intent: z.literal("unpin"), id: gameId }),
  z.object({ intent: z.literal("move-pin"), id: gameId, direction: z.enum(["up", "down"]) }),
]);

export type FeaturedIntent = z.infer<typeof featuredIntent>;

const FEATURED_INTENTS = new Set<string>(featuredIntent.options.map((option) => option.shape.intent.value));

/** Whether a page's intent (Manage's cards send these with their own) is one of the above. */
export function isFeaturedIntent(intent: { intent: string }): intent is FeaturedIntent {
  return FEATURED_INTENTS.has(intent.intent);
}

/** Runs one of the panel's changes and says how it went, in the panel's words. */
export async function changeFeatured(db: Database, intent: FeaturedIntent, actor: AuditActor): Promise<ActionResult> {
  try {
    if (intent.intent === "clear-hero") {
      const title = await clearHeroGame(db, actor);
      return done(`${title} is no longer the hero game.`);
    }
    if (intent.intent === "make-hero") {
      const title = await setHeroGame(db, intent.id, actor);
      return title === null ? refused(FEATURED_MESSAGES.notFound, 404) : done(`${title} is now the hero game.`);
    }
    if (intent.intent === "pin") {
      const title = await pinTrending(db, intent.id, actor);
      return title === null ? refused(FEATURED_MESSAGES.notFound, 404) : done(`${title} pinned to Trending.`);
    }
    if (intent.intent === "unpin") {
      const title = await unpinTrending(db, intent.id, actor);
      return title === null ? refused(FEATURED_MESSAGES.notFound, 404) : done(`${title} unpinned from Trending.`);
    }
    const title = await moveTrendingPin(db, intent.id, intent.direction, actor);
    return title === null ? refused(FEATURED_MESSAGES.notFound, 404) : done(`${title} moved ${intent.direction} in Trending.`);
  } catch (error) {
    return catalogWriteRefusal(error, "Changing the featured games", FEATURED_MESSAGES.failed);
  }
}
