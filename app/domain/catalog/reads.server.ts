/** The games repository: every read of the catalog the portal makes. */
import { and, arrayOverlaps, asc, desc, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import { CATEGORIES, categoryTags, type Category } from "~/lib/categories";
import {
  ACTION_GAMES_LIMIT,
  ARCADE_GAMES_LIMIT,
  NEW_GAMES_LIMIT,
  PLACEHOLDER_THUMBNAIL,
  RELATED_CANDIDATES_LIMIT,
  RELATED_GAMES_LIMIT,
  SEARCH_RESULTS_LIMIT,
  STRIP_GAMES_LIMIT,
  SUGGESTIONS_LIMIT,
  SUGGESTIONS_MIN_LENGTH,
  TRENDING_GAMES_LIMIT,
} from "~/lib/constants";
import { isValidSlug, type GameCard, type GameDetail } from "~/lib/game";
import { suggestionText } from "~/lib/search";
import type { Database } from "../db/connection.server";
import { games } from "../db/schema.server";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { searchRanks, type SearchRank } from "./search.server";
import { SearchIndexes, type SearchIndexRow } from "./search-index.server";
import { currentCatalogVersion, HEARD_CHANGES_FRESH_MS, keptUntilCatalogChange } from "./changes.server";
import { RelatedIndexes, type RelatedIndexRow } from "./related-index.server";

/**
 * What the public may see: published games, never drafts, nor a game the checker found broken
 * while auto-hide is on (hidden_broken, kept by health/game-health.server.ts).
 */
export const isPublished = and(eq(games.status, "published"), eq(games.hiddenBroken, false))!;

/** The starting rating until visitors vote, then their votes weighed with it (schema.server.ts). */
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
/**
 * Most played: the plays visitors made; a game's starting figure (`plays` holds it besides
 * them) only breaks a tie between equal real plays (docs/product.md §10).
 */
const mostPlayedFirst = [desc(games.realPlays), desc(games.plays), desc(games.id)];
/** Popular now: the plays of the last TRENDING_DAYS days (kept by the roll-up job), then most played. */
const popularFirst = [desc(games.recentPlays), ...mostPlayedFirst];

async function listCards(db: Database, where: SQL | undefined, orderBy: SQL[], limit: number, offset = 0): Promise<GameCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(games)
    .where(and(isPublished, where))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map(toGameCard);
}

export function newGames(db: Database, limit = NEW_GAMES_LIMIT) {
  return listCards(db, undefined, newestFirst, limit);
}

/** The games the operator pinned, in their order (featured.server.ts), then the most played of the last days. */
export async function trendingGames(db: Database, limit = TRENDING_GAMES_LIMIT): Promise<GameCard[]> {
  const pinned = await listCards(db, isNotNull(games.trendingPin), [asc(games.trendingPin), asc(games.id)], limit);
  if (pinned.length >= limit) return pinned;
  return [...pinned, ...(await listCards(db, isNull(games.trendingPin), popularFirst, limit - pinned.length))];
}

/** Best rated first; a game not rated yet (null) after every rated one, as its index has it. */
export const BY_RATING = [sql`${shownRating} desc nulls last`, ...mostPlayedFirst];

/** The home page's strip: the best-rated games. */
export function stripGames(db: Database, limit = STRIP_GAMES_LIMIT) {
  return listCards(db, undefined, BY_RATING, limit);
}

export function arcadeGames(db: Database, limit = ARCADE_GAMES_LIMIT) {
  return listCards(db, inCategory("Arcade"), mostPlayedFirst, limit);
}

export function actionGames(db: Database, limit = ACTION_GAMES_LIMIT) {
  return listCards(db, inCategory("Action"), mostPlayedFirst, limit);
}

/**
 * A category is its set of tags; the game's own category counts too, so a game
 * published as "Racing" shows under Racing whatever its tags say.
 */
function inCategory(category: Category): SQL {
  const tags = categoryTags(category);
  if (!tags) return sql`false`;
  return or(eq(games.category, category), arrayOverlaps(games.tags, [...tags]))!;
}

export interface SearchInput {
  query?: string;
  category?: Category;
  /** Most games returned. */
  limit?: number;
  /** Games to skip: those of the pages before. */
  offset?: number;
}

/**
 * A rank with more matches than this is read in popularity order through its index; one
 * with fewer is read whole and sorted here (readRanks says why).
 */
const RANK_SORTED_HERE_MAX = 500;

interface RankMatch {
  id: string;
  recentPlays: number;
  realPlays: number;
  plays: number;
}

/** popularFirst, for matches sorted here. */
function byPopularity(a: RankMatch, b: RankMatch): number {
  return b.recentPlays - a.recentPlays || b.realPlays - a.realPlays || b.plays - a.plays || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * The window `offset`..`offset + limit` of the ranks' games, rank after rank, the most
 * popular first within each; a rank is read only while the ones before leave room.
 *
 * On a large catalog, a rank the search index can answer is answered there (in search's
 * order as read with the index, at most SEARCH_INDEX_MAX_AGE_MS old). Otherwise each rank is
 * first looked up in the database without an order, which its own index answers at once
 * whether it holds no game or thousands. A rank of a few games (the exact title, a typo,
 * a rare word) is then sorted here: asked for in popularity order, PostgreSQL walks the
 * popularity index through the whole catalog testing every game against the rank (seconds
 * at 100,000 games). A rank of many games is read in popularity order, where that walk
 * meets enough of them within its first steps; the index it walks holds the title's keys
 * and the tags, so testing a game costs no visit to its row (games_search_walk_idx). The
 * games of the ranks before are all in the window by then, so leaving them out is leaving
 * out the window's games.
 */
async function readRanks(db: Database, ranks: readonly SearchRank[], offset: number, limit: number, indexes: SearchIndexes): Promise<GameCard[]> {
  const wanted = offset + limit;
  const found: string[] = [];
  const foundIds = new Set<string>();
  const add = (id: string) => {
    if (found.length >= wanted || foundIds.has(id)) return;
    found.push(id);
    foundIds.add(id);
  };
  const index = indexes.searchIndex(db);
  const rankMatches = (where: SQL | undefined) =>
    db.select({ id: games.id, recentPlays: games.recentPlays, realPlays: games.realPlays, plays: games.plays }).from(games).where(and(isPublished, where));
  for (const rank of ranks) {
    if (found.length >= wanted) break;
    if (index && rank.inIndex) {
      for (const place of rank.inIndex(index).games()) {
        if (found.length >= wanted) break;
        add(index.idAt(place));
      }
      continue;
    }
    const matches: RankMatch[] = await rankMatches(rank.where).limit(RANK_SORTED_HERE_MAX + 1);
    const next =
      matches.length > RANK_SORTED_HERE_MAX
        ? await rankMatches(and(rank.where, found.length > 0 ? notInArray(games.id, found) : undefined))
            .orderBy(...popularFirst)
            .limit(wanted - found.length)
        : matches.filter((match) => !foundIds.has(match.id)).sort(byPopularity);
    for (const match of next) add(match.id);
  }
  const shown = found.slice(offset, wanted);
  if (shown.length === 0) return [];
  // Found in the index: its cards may be kept ones. A game gone since the index was read
  // (a change another instance made, not heard yet) leaves them to the database.
  const kept = index ? await searchCards.read(db, shown) : null;
  if (kept) return kept;
  // Only the games shown are read whole.
  const cards = new Map((await listCards(db, inArray(games.id, shown), [], shown.length)).map((card) => [card.id, card]));
  return shown.flatMap((id) => cards.get(id) ?? []);
}

/**
 * Search with the rules of docs/product.md §5: with text, the games matching it in the
 * order of its ranks (search.server.ts), the most played of the last days first within a
 * rank; a category applies only when there is no text, most played first. The results,
 * the suggestions and the panel's Featured search are this with their own limits.
 */
export function searchGames(
  db: Database,
  { query = "", category = "All", limit = SEARCH_RESULTS_LIMIT, offset = 0 }: SearchInput,
  indexes = searchIndexes,
): Promise<GameCard[]> {
  const ranks = searchRanks(query);
  if (ranks.length > 0) return readRanks(db, ranks, offset, limit, indexes);
  const where = category === "All" ? undefined : inCategory(category);
  return listCards(db, where, mostPlayedFirst, limit, offset);
}

/** A game offered under the search box while the visitor types. */
export interface GameSuggestion {
  slug: string;
  title: string;
  thumbnail: string;
}

/** The games offered while typing `text`: the first of its search results, from SUGGESTIONS_MIN_LENGTH characters. */
export async function suggestGames(db: Database, text: string, limit = SUGGESTIONS_LIMIT, indexes = searchIndexes): Promise<GameSuggestion[]> {
  if (suggestionText(text).length < SUGGESTIONS_MIN_LENGTH) return [];
  const cards = await searchGames(db, { query: text, limit }, indexes);
  return cards.map(({ slug, title, thumbnail }) => ({ slug, title, thumbnail }));
}

/** One page of a list: `page` counts from 1. */
export interface PageInput {
  page: number;
  pageSize: number;
}

export interface GamesPage {
  games: GameCard[];
  hasNextPage: boolean;
}

/**
 * One page of a list, read one game past its end: whether another page follows then
 * costs no count of the whole list (a category may hold tens of thousands of games).
 */
export async function readGamesPage(read: (limit: number, offset: number) => Promise<GameCard[]>, { page, pageSize }: PageInput): Promise<GamesPage> {
  const found = await read(pageSize + 1, (page - 1) * pageSize);
  return { games: found.slice(0, pageSize), hasNextPage: found.length > pageSize };
}

/** A category page's games, most played first; a category without a tag set has none. */
export function categoryGames(db: Database, category: Category, paging: PageInput): Promise<GamesPage> {
  return readGamesPage((limit, offset) => listCards(db, inCategory(category), mostPlayedFirst, limit, offset), paging);
}

/**
 * The browsing categories that list at least one game, in the bar's order, All first: a
 * category with none is left out of the bar and the sitemaps rather than lead to an empty page.
 */
export async function categoriesWithGames(db: Database): Promise<Category[]> {
  const listed = await Promise.all(
    CATEGORIES.map(
      async (category) =>
        category === "All" ||
        (
          await db
            .select({ id: games.id })
            .from(games)
            .where(and(isPublished, inCategory(category)))
            .limit(1)
        ).length > 0,
    ),
  );
  return CATEGORIES.filter((_, i) => listed[i]);
}

/** categoriesWithGames, read once for every page that shows the category bar. */
export const barCategories = keptUntilCatalogChange(HEARD_CHANGES_FRESH_MS, categoriesWithGames);

/** The catalog's most played games, whatever their category (pins do not count here). */
export function mostPlayedGames(db: Database, limit: number) {
  return listCards(db, undefined, mostPlayedFirst, limit);
}

const detailColumns = {
  ...cardColumns,
  votesCount: games.votesCount,
  description: games.description,
  instructions: games.instructions,
  orientation: games.orientation,
  mobileFriendly: games.mobileFriendly,
  developer: games.developer,
  releaseDate: games.releaseDate,
  featured: games.featured,
  publishedAt: games.publishedAt,
};

async function findDetail(db: Database, where: SQL, drafts = false): Promise<GameDetail | null> {
  const [row] = await db
    .select(detailColumns)
    .from(games)
    .where(drafts ? where : and(isPublished, where))
    .limit(1);
  if (!row) return null;
  return {
    ...toGameCard(row),
    description: row.description,
    instructions: row.instructions,
    orientation: row.orientation,
    mobileFriendly: row.mobileFriendly,
    developer: row.developer,
    releaseDate: row.releaseDate,
    featured: row.featured,
    votesCount: row.votesCount,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** A public game's id (published, not hidden as broken) by its slug, for a play, a vote or a report; null when there is none. */
export async function publishedGameId(db: Database, slug: string): Promise<string | null> {
  if (!isValidSlug(slug)) return null;
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.slug, slug), isPublished))
    .limit(1);
  return game?.id ?? null;
}

/** A published game's page; with `drafts` (an administrator's preview), a draft's too. */
export async function gameBySlug(db: Database, slug: string, { drafts = false } = {}): Promise<GameDetail | null> {
  const normalized = slug.trim().toLowerCase();
  // Anything else (a NUL byte, say, which PostgreSQL refuses in text) cannot be a slug.
  if (!isValidSlug(normalized)) return null;
  return findDetail(db, eq(games.slug, normalized), drafts);
}

/** The hero game: the featured one, else the most played (pinned or not) so the hero is never empty. */
export async function featuredGame(db: Database): Promise<GameDetail | null> {
  const featured = await findDetail(db, eq(games.featured, true));
  if (featured) return featured;
  const [top] = await listCards(db, undefined, mostPlayedFirst, 1);
  return top ? findDetail(db, eq(games.id, top.id)) : null;
}

/**
 * The games a player of `game` may like next: those sharing its category or tags, the one
 * sharing more ranking higher (its category counts as one more), then the most played; the
 * most played of the rest fill what is left. Only the most played RELATED_CANDIDATES_LIMIT of
 * the matches are ranked. The ranking comes from an index in memory, and only the cards shown
 * are read; the most played order it ranks by may be up to RELATED_INDEX_MAX_AGE_MS old.
 */
export async function relatedGames(db: Database, game: Pick<GameCard, "id" | "category" | "tags">, limit = RELATED_GAMES_LIMIT): Promise<GameCard[]> {
  const index = relatedIndexes.current(db);
  if (!index) return relatedGamesFromDatabase(db, game, limit);
  const ids = index.related(game, limit, RELATED_CANDIDATES_LIMIT);
  // A game gone since the index was read (a change another instance made, not heard yet):
  // the database ranks this once.
  return (await relatedCards.read(db, ids)) ?? relatedGamesFromDatabase(db, game, limit);
}

/**
 * Cards read by id, kept until the catalog changes or HEARD_CHANGES_FRESH_MS has passed
 * (their plays and rating move without a change), as the page cache keeps whole pages, and
 * at most `max` of them, the least recently read going first.
 */
class KeptCards {
  private readonly kept = new WeakMap<Database, { version: number; cards: Map<string, { card: GameCard; readAt: number }> }>();

  constructor(private readonly max: number) {}

  /** The cards of `ids`, in their order, or null when one is no longer published. The missing ones are read in one query. */
  async read(db: Database, ids: readonly string[]): Promise<GameCard[] | null> {
    const version = currentCatalogVersion();
    let kept = this.kept.get(db);
    if (!kept || kept.version !== version) {
      kept = { version, cards: new Map() };
      this.kept.set(db, kept);
    }
    const { cards } = kept;
    const now = Date.now();
    const missing = ids.filter((id) => {
      const entry = cards.get(id);
      return !entry || now - entry.readAt >= HEARD_CHANGES_FRESH_MS;
    });
    if (missing.length === 0) return ids.map((id) => cards.get(id)!.card);
    const rows = await db
      .select(cardColumns)
      .from(games)
      .where(and(isPublished, inArray(games.id, missing)));
    if (rows.length < missing.length) return null;
    for (const row of rows) {
      // Last in, last out: a card read again moves to the end of the map.
      cards.delete(row.id);
      cards.set(row.id, { card: toGameCard(row), readAt: now });
    }
    const found = ids.map((id) => cards.get(id)!.card);
    for (const id of cards.keys()) {
      if (cards.size <= this.max) break;
      cards.delete(id);
    }
    return found;
  }
}

/**
 * The related games' cards: those of all pages are drawn from the few most played games of
 * each category and tag (2,000 pages of the 10,000-game bench catalog showed 417 games in
 * their 24,000 cards), so a few thousand cover nearly every page.
 */
const relatedCards = new KeptCards(2_000);

/**
 * Search's cards on a large catalog: a visitor typing asks for the same first games letter
 * after letter, and popular searches for the same pages.
 */
const searchCards = new KeptCards(2_000);

/**
 * How many games an index of the catalog (the related games', search's) reads at a time.
 * PGlite answers one query at a time, and the rows are parsed in the portal's thread: when it
 * ran in that thread too, a
 * 100,000-game catalog read at once stopped every request for 0.9–2 s, and in batches of
 * 5,000 for up to 0.2 s; batches of 1,000 stopped it for 67 ms at most, on a loaded machine
 * (docs/performance.md). A visitor's query still waits behind the batch being read.
 */
const INDEX_BATCH = 1_000;

/**
 * Every published game, in the order of `keys` (each descending, the last unique), as
 * arrays of the keys' values then the fields'. In batches of `batchSize`, each after the
 * last key read, with the thread let go between them.
 */
async function publishedInBatches(db: Database, keys: readonly AnyPgColumn[], fields: readonly AnyPgColumn[], batchSize: number): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  let after: unknown[] | null = null;
  for (;;) {
    const pastLast: SQL | undefined = after
      ? sql`(${sql.join([...keys], sql`, `)}) < (${sql.join(
          after.map((value) => sql`${value}`),
          sql`, `,
        )})`
      : undefined;
    const batch = db
      .select(Object.fromEntries([...keys, ...fields].map((column, n) => [`c${n}`, sql`${column}`.as(`c${n}`)])))
      .from(games)
      .where(and(isPublished, pastLast))
      .orderBy(...keys.map((key) => desc(key)))
      .limit(batchSize)
      .as("batch");
    const columns = [...keys, ...fields].map((_, n) => sql.identifier(`c${n}`));
    const order = keys.map((_, n) => sql`${sql.identifier(`c${n}`)} desc`);
    // One JSON text, not a row a game: PGlite's and Drizzle's handling of 10,000 rows with
    // their tags took three times as long as the database building the text and JSON.parse.
    const [read]: { games: string | null }[] = await db
      .select({ games: sql<string | null>`json_agg(json_build_array(${sql.join(columns, sql`, `)}) order by ${sql.join(order, sql`, `)})::text` })
      .from(batch);
    const found: unknown[][] = read?.games ? (JSON.parse(read.games) as unknown[][]) : [];
    rows.push(...found);
    const last = found.at(-1);
    if (!last || found.length < batchSize) return rows;
    after = last.slice(0, keys.length);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The related games' index (related-index.server.ts): every published game's category and
 * tags, most played first, as relatedGamesFromDatabase's query orders them. Read a batch at
 * a time after the last game read (plays, id): a game whose plays pass that mark during the
 * read is left out until the next one, which the index's age bounds.
 */
export async function relatedIndexRows(db: Database, batchSize = INDEX_BATCH): Promise<RelatedIndexRow[]> {
  const found = await publishedInBatches(db, [games.realPlays, games.plays, games.id], [games.category, games.tags], batchSize);
  const rows: RelatedIndexRow[] = [];
  const seen = new Set<string>();
  for (const [, , id, category, tags] of found as [number, number, string, string, string[]][]) {
    // Plays only grow, but an operator's correction may lower them: a game is ranked once.
    if (!seen.has(id)) rows.push([id, category, tags]);
    seen.add(id);
  }
  return rows;
}

/** Every published game's search keys, in search's order within a rank (SearchIndex). */
export async function searchIndexRows(db: Database, batchSize = INDEX_BATCH): Promise<SearchIndexRow[]> {
  const found = await publishedInBatches(
    db,
    [games.recentPlays, games.realPlays, games.plays, games.id],
    [games.searchTitle, games.searchText, games.tags],
    batchSize,
  );
  const rows: SearchIndexRow[] = [];
  const seen = new Set<string>();
  for (const [, , , id, title, text, tags] of found as [number, number, number, string, string | null, string | null, string[]][]) {
    // Plays move while the batches are read: a game is placed once.
    if (!seen.has(id)) rows.push([id, title ?? "", text ?? "", tags]);
    seen.add(id);
  }
  return rows;
}

export const relatedIndexes = new RelatedIndexes(relatedIndexRows);
export const searchIndexes = new SearchIndexes(searchIndexRows);

/**
 * relatedGames, ranked by the database: while the index is read, and what the index must
 * agree with. A large catalog is read through the plays, category and tags indexes, never
 * scored row by row, and only the games shown are sent back: parsing a few hundred rows of
 * candidates cost an uncached game page more than anything else it did (docs/performance.md).
 */
export async function relatedGamesFromDatabase(
  db: Database,
  game: Pick<GameCard, "id" | "category" | "tags">,
  limit = RELATED_GAMES_LIMIT,
): Promise<GameCard[]> {
  const notItself = ne(games.id, game.id);
  const matching = game.tags.length > 0 ? or(eq(games.category, game.category), arrayOverlaps(games.tags, game.tags)) : eq(games.category, game.category);
  const sharedTags = sql`(select count(*) from unnest(${games.tags}) as tag where tag = any(${sql.param(game.tags, games.tags)}))`;
  const candidates = db
    .select({
      id: games.id,
      realPlays: games.realPlays,
      plays: games.plays,
      closeness: sql<number>`${sharedTags} + (${games.category} = ${game.category})::int`.as("closeness"),
    })
    .from(games)
    .where(and(isPublished, notItself, matching))
    .orderBy(...mostPlayedFirst)
    .limit(RELATED_CANDIDATES_LIMIT)
    .as("candidates");
  // Equally close games keep the order they were found in: the most played first. Only the
  // games shown are then read whole.
  const closest = db
    .select({ id: candidates.id, closeness: candidates.closeness, realPlays: candidates.realPlays, plays: candidates.plays })
    .from(candidates)
    .orderBy(desc(candidates.closeness), desc(candidates.realPlays), desc(candidates.plays), desc(candidates.id))
    .limit(limit)
    .as("closest");
  const rows = await db
    .select(cardColumns)
    .from(closest)
    .innerJoin(games, eq(games.id, closest.id))
    .orderBy(desc(closest.closeness), desc(closest.realPlays), desc(closest.plays), desc(closest.id));
  const related = rows.map(toGameCard);
  if (related.length >= limit) return related;
  const shown = [game.id, ...related.map((card) => card.id)];
  return [...related, ...(await listCards(db, notInArray(games.id, shown), mostPlayedFirst, limit - related.length))];
}
