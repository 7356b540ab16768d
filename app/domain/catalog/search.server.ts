/**
 * What a search matches, rank by rank (docs/product.md §5). The visitor's results, the
 * suggestions under the search box, the panel's Featured search and Manage's search all
 * rank with these; only how many games they show, and what they show of them, differ.
 */
import { and, arrayContains, arrayOverlaps, eq, like, or, sql, type SQL } from "drizzle-orm";
import { TYPO_MIN_LENGTH } from "~/lib/constants";
import { SEARCH_SYNONYMS, compactKey, descriptionQuery, searchKeyWords, searchWords, typoKeys } from "~/lib/search";
import { games } from "../db/schema.server";
import { containsPattern, escapeLike } from "../db/sql.server";
import { allMatch, anyMatch, type IndexMatch, type SearchIndex } from "./search-index.server";

/** Shortest word looked for inside titles; a shorter one must be a whole word ("io"), as trigrams need three letters. */
const INSIDE_WORD_MIN_LENGTH = 3;
/** Longest word whose typos are kept (games_typo_keys in drizzle/0019_search_keys.sql). */
const TYPO_MAX_LENGTH = 30;

/**
 * A condition on a game: as SQL on its row, and as the games meeting it in search's index
 * (absent where only the database can tell: a description's words). The two say the same,
 * and tests hold them to it (tests/integration/search-index.test.ts).
 */
export interface SearchCondition {
  where: SQL;
  inIndex?: (index: SearchIndex) => IndexMatch;
}

/** One rank of a search: the games meeting its condition, and no rank before. */
export type SearchRank = SearchCondition;

function allOf(conditions: readonly SearchCondition[]): SearchCondition {
  const inIndex = conditions.every((condition) => condition.inIndex);
  return {
    where: and(...conditions.map((condition) => condition.where))!,
    inIndex: inIndex ? (index) => allMatch(conditions.map((condition) => condition.inIndex!(index))) : undefined,
  };
}

function anyOf(conditions: readonly SearchCondition[]): SearchCondition {
  const inIndex = conditions.every((condition) => condition.inIndex);
  return {
    where: or(...conditions.map((condition) => condition.where))!,
    inIndex: inIndex ? (index) => anyMatch(conditions.map((condition) => condition.inIndex!(index))) : undefined,
  };
}

/** A word of the title: inside it (through its trigram index), or whole when short. */
function inTitle(word: string): SearchCondition {
  return word.length >= INSIDE_WORD_MIN_LENGTH
    ? { where: like(games.searchCompact, containsPattern(word)), inIndex: (index) => index.compactHolds(word) }
    : { where: arrayContains(games.searchWords, [word]), inIndex: (index) => index.titleHasWord(word) };
}

/** A tag, whole. */
function hasTag(tags: readonly string[]): SearchCondition {
  return { where: arrayOverlaps(games.tags, [...tags]), inIndex: (index) => anyMatch(tags.map((tag) => index.tagIs(tag))) };
}

/** A word of the title or a tag, or a tag its common name stands for ("tetris": falling-block). */
function inTitleOrTags(word: string): SearchCondition {
  const inTags: SearchCondition =
    word.length >= INSIDE_WORD_MIN_LENGTH
      ? { where: like(games.searchText, containsPattern(word)), inIndex: (index) => index.textHolds(word) }
      : { where: arrayContains(games.tags, [word]), inIndex: (index) => index.tagIs(word) };
  const synonyms = SEARCH_SYNONYMS[word];
  return anyOf([inTitle(word), inTags, ...(synonyms ? [hasTag(synonyms)] : [])]);
}

/**
 * The ranks of a search for `query`, best first; a game is in the first it matches:
 * 1. the exact title, ignoring case, accents, punctuation and spaces ("agario": Agar.io);
 * 2. the words in the title in the order typed, or the title starting with them;
 * 3. every word in the title; 4. every word in the title or a tag;
 * 5. any word of two characters or more in the title or a tag; 6. any word, whole, in the description;
 * 7. a word of the title one typo away from one typed ("sanke": Snake).
 * Ranks that would be the same as one before (3 and 5 for one word) are left out. Empty
 * when the query has no words; a query of punctuation alone looks for it as typed.
 */
export function searchRanks(query: string): SearchRank[] {
  const words = searchKeyWords(query);
  if (words.length === 0) {
    // Punctuation alone ("%", "100%" less its number): the characters themselves, in a title or a tag.
    const typed = searchWords(query);
    if (typed.length === 0) return [];
    return [anyOf(typed.map((word) => ({ where: like(games.searchText, containsPattern(word)), inIndex: (index) => index.textHolds(word) })))];
  }
  const key = words.join(" ");
  const compact = compactKey(key);
  const ranks: SearchRank[] = [{ where: or(eq(games.searchTitle, key), eq(games.searchCompact, compact))!, inIndex: (index) => index.compactIs(compact) }];
  const startsWith: SearchCondition = { where: like(games.searchCompact, `${escapeLike(compact)}%`), inIndex: (index) => index.compactStartsWith(compact) };
  if (words.some((word) => word.length >= INSIDE_WORD_MIN_LENGTH)) {
    const inOrder: SearchCondition = {
      where: like(games.searchCompact, `%${words.map(escapeLike).join("%")}%`),
      inIndex: (index) => index.compactHoldsInOrder(words),
    };
    ranks.push(anyOf([inOrder, startsWith]));
  } else if (compact.length >= INSIDE_WORD_MIN_LENGTH) {
    ranks.push(anyOf([{ where: like(games.searchCompact, containsPattern(compact)), inIndex: (index) => index.compactHolds(compact) }, startsWith]));
  } else {
    const wholeWords: SearchCondition = {
      where: arrayContains(games.searchWords, words),
      inIndex: (index) => allMatch(words.map((word) => index.titleHasWord(word))),
    };
    ranks.push(anyOf([startsWith, wholeWords]));
  }
  if (words.length > 1) ranks.push(allOf(words.map(inTitle)));
  ranks.push(allOf(words.map(inTitleOrTags)));
  // A letter or digit alone ("2 0 4 8", "pac-man 2") is too little to find a game by.
  const anyWords = words.filter((word) => word.length > 1);
  if (words.length > 1 && anyWords.length > 0) ranks.push(anyOf(anyWords.map(inTitleOrTags)));
  // The visitor's own words, whole: a description match of a word's part ("io" in "action") is noise.
  const described = descriptionQuery(searchWords(query));
  if (described !== null) ranks.push({ where: sql`${games.descriptionWords} @@ to_tsquery('simple', ${described})` });
  const typoWords = words.filter((word) => word.length >= TYPO_MIN_LENGTH && word.length <= TYPO_MAX_LENGTH && /\D/.test(word));
  if (typoWords.length > 0) {
    const keys = [...new Set(typoWords.flatMap(typoKeys))];
    ranks.push({ where: arrayOverlaps(games.searchTypos, keys), inIndex: (index) => index.titleWordSharesTypoKey(keys) });
  }
  return ranks;
}

/** Whether a game matches any rank. */
export function matchesSearch(ranks: readonly SearchRank[]): SQL {
  return or(...ranks.map((rank) => rank.where))!;
}

/** A game's rank, 0 the best, for lists that read every match at once (Manage's). */
export function searchRankOf(ranks: readonly SearchRank[]): SQL<number> {
  return sql<number>`case ${sql.join(
    ranks.map((rank, n) => sql`when ${rank.where} then ${sql.raw(String(n))}`),
    sql` `,
  )} else ${sql.raw(String(ranks.length))} end`;
}
