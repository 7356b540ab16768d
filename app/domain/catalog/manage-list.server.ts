/**
 * Manage Games' list: the whole catalog, drafts included, a page of 50 at a time, sorted
 * and filtered on the server so that it answers as quickly at 100,000 games as at 100
 * (npm run bench measures it).
 */
import { and, asc, desc, eq, inArray, isNull, like, sql, type SQL } from "drizzle-orm";
import { PUBLISH_CATEGORIES } from "~/lib/categories";
import type { ManagedGame } from "~/lib/managed-game";
import { MANAGE_FILTERS, MANAGE_PAGE_SIZE, type ManageFilters } from "~/lib/manage-filters";
import type { Database } from "../db/connection.server";
import { games } from "../db/schema.server";
import { countedPage, escapeLike } from "../db/sql.server";
import { BY_RATING, toGameCard } from "./reads.server";
import { matchesSearch, searchRankOf, searchRanks, type SearchRank } from "./search.server";

export interface ManagedPage {
  games: ManagedGame[];
  total: number;
  page: number;
  pages: number;
}

const ORDER: Record<ManageFilters["sort"], SQL[]> = {
  newest: [desc(games.createdAt), desc(games.id)],
  title: [asc(sql`lower(${games.title})`), asc(games.id)],
  plays: [desc(games.realPlays), desc(games.plays), desc(games.id)],
  rating: BY_RATING,
};

/**
 * The ranks of Manage's search: the site's search ranks (search.server.ts), then a category
 * whose name holds the text.
 */
function manageSearchRanks(q: string): SearchRank[] {
  const text = q
    .trim()
    .replace(/\p{Cc}/gu, "")
    .toLowerCase()
    .slice(0, 100);
  if (!text) return [];
  const categories = PUBLISH_CATEGORIES.filter((category) => category.toLowerCase().includes(text));
  return [...searchRanks(text), ...(categories.length > 0 ? [{ where: inArray(games.category, categories) }] : [])];
}

function conditions(filters: ManageFilters, ranks: readonly SearchRank[]): SQL[] {
  const where: SQL[] = [];
  if (ranks.length > 0) where.push(matchesSearch(ranks));
  if (filters.category) where.push(eq(games.category, filters.category));
  if (filters.status) where.push(eq(games.status, filters.status));
  if (filters.provider === "manual") where.push(isNull(games.provider));
  else if (filters.provider) where.push(eq(games.provider, filters.provider));
  if (filters.host) {
    // "*.example.com" is the same pattern the allow-list uses: its subdomains, found as the
    // prefix "moc.elpmaxe." of the reversed host (drizzle/0012's index).
    const host = filters.host.toLowerCase();
    where.push(
      host.startsWith("*.") ? like(sql`reverse(${games.gameHost})`, `${escapeLike([...host.slice(1)].reverse().join(""))}%`) : eq(games.gameHost, host),
    );
  }
  return where;
}

export async function listManagedGames(db: Database, filters: ManageFilters = MANAGE_FILTERS.parse({})): Promise<ManagedPage> {
  const ranks = manageSearchRanks(filters.q);
  const where = and(...conditions(filters, ranks));
  // A search lists the best matches first, as the site's does; the chosen order applies within a rank.
  const order = ranks.length > 0 ? [asc(searchRankOf(ranks)), ...ORDER[filters.sort]] : ORDER[filters.sort];
  const { total, pages, page } = await countedPage(db, games, where, MANAGE_PAGE_SIZE, filters.page);
  const rows = await db
    .select({
      id: games.id,
      slug: games.slug,
      title: games.title,
      description: games.description,
      instructions: games.instructions,
      orientation: games.orientation,
      mobileFriendly: games.mobileFriendly,
      gameUrl: games.gameUrl,
      thumbnail: games.thumbnail,
      category: games.category,
      tags: games.tags,
      rating: games.shownRating,
      // The plays visitors made, as Analytics counts them: not the starting figure.
      plays: games.realPlays,
      status: games.status,
      draftReason: games.draftReason,
      provider: games.provider,
      feedChanges: games.feedChanges,
      feedChangedAt: games.feedChangedAt,
      featured: games.featured,
      trendingPin: games.trendingPin,
    })
    .from(games)
    .where(where)
    .orderBy(...order)
    .limit(MANAGE_PAGE_SIZE)
    .offset((page - 1) * MANAGE_PAGE_SIZE);
  return {
    games: rows.map((row) => ({
      ...row,
      ...toGameCard(row),
      description: row.description,
      status: row.status,
      feedChangedAt: row.feedChangedAt?.toISOString() ?? null,
    })),
    total,
    page,
    pages,
  };
}
