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

/** Shortest word looked for inside titles; a shorter one must be a whole word ("io"), as trigrams need three letters. */
const INSIDE_WORD_MIN_LENGTH = 3;
/** Longest word whose typos are kept (games_typo_keys in drizzle/0019_search_keys.sql). */
const TYPO_MAX_LENGTH = 30;

/** A word of the title: inside it (through its trigram index), or whole when short. */
function inTitle(word: string): SQL {
  return word.length >= INSIDE_WORD_MIN_LENGTH ? like(games.searchCompact, containsPattern(word)) : arrayContains(games.searchWords, [word]);
}

/** A word of the title or a tag, or a tag its common name stands for ("tetris": falling-block). */
function inTitleOrTags(word: string): SQL {
  const inTags = word.length >= INSIDE_WORD_MIN_LENGTH ? like(games.searchText, containsPattern(word)) : arrayContains(games.tags, [word]);
  const synonyms = SEARCH_SYNONYMS[word];
  return or(inTitle(word), inTags, synonyms ? arrayOverlaps(games.tags, [...synonyms]) : undefined)!;
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
export function searchRanks(query: string): SQL[] {
  const words = searchKeyWords(query);
  if (words.length === 0) {
    // Punctuation alone ("%", "100%" less its number): the characters themselves, in a title or a tag.
    const typed = searchWords(query);
    return typed.length === 0 ? [] : [or(...typed.map((word) => like(games.searchText, containsPattern(word))))!];
  }
  const key = words.join(" ");
  const compact = compactKey(key);
  const ranks: SQL[] = [or(eq(games.searchTitle, key), eq(games.searchCompact, compact))!];
  const startsWith = like(games.searchCompact, `${escapeLike(compact)}%`);
  if (words.some((word) => word.length >= INSIDE_WORD_MIN_LENGTH)) {
    ranks.push(or(like(games.searchCompact, `%${words.map(escapeLike).join("%")}%`), startsWith)!);
  } else if (compact.length >= INSIDE_WORD_MIN_LENGTH) {
    ranks.push(or(like(games.searchCompact, containsPattern(compact)), startsWith)!);
  } else {
    ranks.push(or(startsWith, arrayContains(games.searchWords, words))!);
  }
  if (words.length > 1) ranks.push(and(...words.map(inTitle))!);
  ranks.push(and(...words.map(inTitleOrTags))!);
  // A letter or digit alone ("2 0 4 8", "pac-man 2") is too little to find a game by.
  const anyWords = words.filter((word) => word.length > 1);
  if (words.length > 1 && anyWords.length > 0) ranks.push(or(...anyWords.map(inTitleOrTags))!);
  // The visitor's own words, whole: a description match of a word's part ("io" in "action") is noise.
  const described = descriptionQuery(searchWords(query));
  if (described !== null) ranks.push(sql`${games.descriptionWords} @@ to_tsquery('simple', ${described})`);
  const typoWords = words.filter((word) => word.length >= TYPO_MIN_LENGTH && word.length <= TYPO_MAX_LENGTH && /\D/.test(word));
  if (typoWords.length > 0) ranks.push(arrayOverlaps(games.searchTypos, [...new Set(typoWords.flatMap(typoKeys))]));
  return ranks;
}

/** Whether a game matches any rank. */
export function matchesSearch(ranks: readonly SQL[]): SQL {
  return or(...ranks)!;
}

/** A game's rank, 0 the best, for lists that read every match at once (Manage's). */
export function searchRankOf(ranks: readonly SQL[]): SQL<number> {
  return sql<number>`case ${sql.join(
    ranks.map((rank, n) => sql`when ${rank} then ${sql.raw(String(n))}`),
    sql` `,
  )} else ${sql.raw(String(ranks.length))} end`;
}
