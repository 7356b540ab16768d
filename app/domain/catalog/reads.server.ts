/** The games repository: every read of the catalog the portal makes. */
import { and, arrayOverlaps, count, desc, eq, ilike, like, or, sql, type SQL } from "drizzle-orm";
import { categoryTags, type Category } from "~/lib/categories";
import {
  ACTION_GAMES_LIMIT,
  ARCADE_GAMES_LIMIT,
  NEW_GAMES_LIMIT,
  PLACEHOLDER_THUMBNAIL,
  SEARCH_RESULTS_LIMIT,
  STRIP_GAMES_LIMIT,
  TRENDING_GAMES_LIMIT,
} from "~/lib/constants";
import { isValidSlug, type GameCard, type GameDetail } from "~/lib/game";
import { searchTerms } from "~/lib/search";
import type { Database } from "../db/connection.server";
import { games, type GameStatus } from "../db/schema.server";
import { containsPattern } from "../db/sql.server";

/** What the public may see: published games, never drafts. */
export const isPublished = eq(games.status, "published");

/** Once visitors have voted, their mean is the rating; until then, the stored one. */
export const shownRating = games.shownRating;

const cardColumns = {
  id: games.id,
  slug: games.slug,
  title: games.title,
  thumbnail: games.thumbnail,
  category: games.category,
  rating: shownRating,
  plays: games.plays,
  tags: games.tags,
  gameUrl: games.gameUrl,
};

interface CardRow {
  id: string | null;
  slug: string | null;
  title: string | null;
  thumbnail: string | null;
  category: string | null;
  rating: number | null;
  plays: number | null;
  tags: string[] | null;
  gameUrl: string | null;
}

/** The product's read fallbacks: placeholder thumbnail, rating 0, plays 0, no tags. */
export function toGameCard(row: CardRow): GameCard {
  return {
    id: row.id ?? "",
    slug: row.slug ?? "",
    title: row.title ?? "",
    thumbnail: row.thumbnail?.trim() ? row.thumbnail : PLACEHOLDER_THUMBNAIL,
    category: row.category ?? "",
    rating: row.rating ?? 0,
    plays: row.plays ?? 0,
    tags: row.tags ?? [],
    gameUrl: row.gameUrl ?? "",
  };
}

const newestFirst = [desc(games.publishedAt), desc(games.id)];
const mostPlayedFirst = [desc(games.plays), desc(games.id)];

async function listCards(
  db: Database,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
): Promise<GameCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(games)
    .where(and(isPublished, where))
    .orderBy(...orderBy)
    .limit(limit);
  return rows.map(toGameCard);
}

export function newGames(db: Database, limit = NEW_GAMES_LIMIT) {
  return listCards(db, undefined, newestFirst, limit);
}

export function trendingGames(db: Database, limit = TRENDING_GAMES_LIMIT) {
  return listCards(db, undefined, mostPlayedFirst, limit);
}

/** The home page's strip: the best-rated games. */
export function stripGames(db: Database, limit = STRIP_GAMES_LIMIT) {
  return listCards(db, undefined, [desc(shownRating), desc(games.plays), desc(games.id)], limit);
}

export function arcadeGames(db: Database, limit = ARCADE_GAMES_LIMIT) {
  return listCards(db, inCategory("Arcade"), mostPlayedFirst, limit);
}

export function actionGames(db: Database, limit = ACTION_GAMES_LIMIT) {
  return listCards(db, inCategory("Action"), mostPlayedFirst, limit);
}

/**
 * A category is its set of tags; the game's own category counts too, so a game
 * published as "Racing" shows under Racing whatever its tags say. Categories
 * without a tag set (Music, Board, Quick Play) match nothing.
 */
function inCategory(category: Category): SQL {
  const tags = categoryTags(category);
  if (!tags) return sql`false`;
  return or(eq(games.category, category), arrayOverlaps(games.tags, [...tags]))!;
}

export interface SearchInput {
  query?: string;
  category?: Category;
  /** Most games returned, most played first. */
  limit?: number;
}

/**
 * Search with the rules of docs/product.md §5: with text, any word in the title or a
 * tag, ignoring case, or a tag its common name stands for ("tetris": falling-block,
 * SEARCH_SYNONYMS); a category applies only when there is no text. The trigram
 * index on the stored search text serves the LIKE.
 */
export function searchGames(db: Database, { query = "", category = "All", limit = SEARCH_RESULTS_LIMIT }: SearchInput) {
  const words = searchTerms(query);
  let where: SQL | undefined;
  if (words.length > 0) {
    // The words are lower case already, as the stored search text is.
    where = or(...words.map((word) => like(games.searchText, containsPattern(word))));
  } else if (category !== "All") {
    where = inCategory(category);
  }
  return listCards(db, where, mostPlayedFirst, limit);
}

const detailColumns = {
  ...cardColumns,
  votesCount: games.votesCount,
  description: games.description,
  developer: games.developer,
  releaseDate: games.releaseDate,
  featured: games.featured,
  publishedAt: games.publishedAt,
};

async function findDetail(db: Database, where: SQL): Promise<GameDetail | null> {
  const [row] = await db.select(detailColumns).from(games).where(and(isPublished, where)).limit(1);
  if (!row) return null;
  return {
    ...toGameCard(row),
    description: row.description,
    developer: row.developer,
    releaseDate: row.releaseDate,
    featured: row.featured,
    votesCount: row.votesCount,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export async function gameBySlug(db: Database, slug: string): Promise<GameDetail | null> {
  const normalized = slug.trim().toLowerCase();
  // Anything else (a NUL byte, say, which PostgreSQL refuses in text) cannot be a slug.
  if (!isValidSlug(normalized)) return null;
  return findDetail(db, eq(games.slug, normalized));
}

/** The hero game: the featured one, else the most played so the hero is never empty. */
export async function featuredGame(db: Database): Promise<GameDetail | null> {
  const featured = await findDetail(db, eq(games.featured, true));
  if (featured) return featured;
  const [top] = await trendingGames(db, 1);
  return top ? findDetail(db, eq(games.id, top.id)) : null;
}

/** A game as Manage Games lists it: its card, its description and whether it is published. */
export interface ManagedGame extends GameCard {
  description: string;
  status: GameStatus;
}

export const MANAGE_PAGE_SIZE = 24;

/**
 * Manage Games: newest first (created_at), optionally filtered by a case-insensitive
 * substring of the title or category.
 */
export async function listManagedGames(
  db: Database,
  { query = "", limit = MANAGE_PAGE_SIZE }: { query?: string; limit?: number },
): Promise<{ games: ManagedGame[]; total: number }> {
  const text = query.trim().replace(/\p{Cc}/gu, "").slice(0, 100);
  const where = text ? or(ilike(games.title, containsPattern(text)), ilike(games.category, containsPattern(text))) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: games.id,
        slug: games.slug,
        title: games.title,
        description: games.description,
        gameUrl: games.gameUrl,
        thumbnail: games.thumbnail,
        category: games.category,
        tags: games.tags,
        rating: shownRating,
        plays: games.plays,
        status: games.status,
      })
      .from(games)
      .where(where)
      .orderBy(desc(games.createdAt), desc(games.id))
      .limit(limit),
    db.select({ total: count() }).from(games).where(where),
  ]);
  return {
    games: rows.map((row) => ({ ...row, ...toGameCard(row), description: row.description, status: row.status })),
    total: totals?.total ?? 0,
  };
}
