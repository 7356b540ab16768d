import { SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS } from "./constants";

/**
 * The words a search matches on (docs/product.md §5): the text is trimmed, and a game
 * matches when any space-separated word is found in its title or tags, ignoring case.
 * Matching the whole text is implied: every word of it is then found too.
 */
export function searchWords(text: string): string[] {
  const words = text
    .trim()
    .slice(0, SEARCH_MAX_LENGTH)
    .toLowerCase()
    // Control characters (NUL above all, which PostgreSQL refuses in text) separate words.
    .replace(/\p{Cc}/gu, " ")
    .split(/\s+/)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}

/**
 * Common names of what a game is, and the tags that say it: a visitor searching
 * "tetris" means falling-block games, though none is called Tetris. Each entry adds
 * its tags to the words a search looks for, so it stays one trigram search, with no
 * work per game. To make a game findable by one of these names, give it the tag; to
 * teach search a new name, add a line here (keys and tags lower case).
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  tetris: ["falling-block"],
  breakout: ["paddle"],
  arkanoid: ["paddle"],
  pictionary: ["drawing"],
  football: ["soccer"],
};

/** The words a search looks for: the visitor's words and the tags their common names stand for. */
export function searchTerms(text: string): string[] {
  const words = searchWords(text);
  return [...new Set(words.flatMap((word) => [word, ...(SEARCH_SYNONYMS[word] ?? [])]))];
}

/** Most words a search looks for in descriptions. */
const DESCRIPTION_WORDS_MAX = 16;

/**
 * The text-search query (`to_tsquery('simple', ...)`) that finds descriptions holding any
 * of the terms' words, or null when there is none. Only runs of letters and digits make it
 * in, so nothing a visitor types reaches the query syntax; one-letter runs are left out.
 * Whole words, not word starts: PostgreSQL estimates a prefix query as 2% of the table
 * whatever the word, and then walks the plays index through every game for a rare one.
 */
export function descriptionQuery(terms: readonly string[]): string | null {
  const words = [...new Set(terms.flatMap((term) => term.match(/[\p{L}\p{N}]{2,}/gu) ?? []))].slice(0, DESCRIPTION_WORDS_MAX);
  return words.length > 0 ? words.join(" | ") : null;
}

/** The text suggestions are looked up by: the search's words, in order, one space apart. */
export function suggestionText(text: string): string {
  return searchWords(text).join(" ");
}
