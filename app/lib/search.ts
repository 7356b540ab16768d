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

/**
 * Accented letters and the plain ones a search key has in their place. The database's
 * games_search_key (drizzle/0019_search_keys.sql) holds the same two lists: change both.
 */
export const SEARCH_KEY_ACCENTED = "àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿźžż";
export const SEARCH_KEY_PLAIN = "aaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooorrsssstuuuuuuuuyyzzz";

/** What separates words of a search key: spaces and punctuation, as games_search_key has it. */
const SEARCH_KEY_SEPARATORS = /[\s\p{Cc}\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e\u00a0-\u00bf\u2000-\u206f]+/gu;

/**
 * A text as search compares it (docs/product.md §5): lower case, accents and punctuation
 * gone, words one space apart. "Agar.io" is "agar io", "Pokémon" "pokemon". Titles are
 * stored this way when written (games.search_title), and a search's text is made the same.
 */
export function searchKey(text: string): string {
  let lower = "";
  for (const char of text.slice(0, SEARCH_MAX_LENGTH).toLowerCase()) {
    const at = SEARCH_KEY_ACCENTED.indexOf(char);
    lower += at < 0 ? char : SEARCH_KEY_PLAIN[at]!;
  }
  return lower.replace(SEARCH_KEY_SEPARATORS, " ").trim();
}

/** A search key without its spaces: "agario" and "2 0 4 8" meet "Agar.io" and "2048" here. */
export function compactKey(key: string): string {
  return key.replaceAll(" ", "");
}

/** The words of a search, as keys: at most SEARCH_MAX_WORDS, each once. */
export function searchKeyWords(text: string): string[] {
  return [
    ...new Set(
      searchKey(text)
        .split(" ")
        .filter((word) => word.length > 0),
    ),
  ].slice(0, SEARCH_MAX_WORDS);
}

/**
 * A word and the words one letter shorter ("snake": "nake", "sake", "snke", "snae", "snak").
 * Two words are one typo apart (a letter missing, added, changed or two swapped) when their
 * lists share one: "sanke" and "snake" both give "snke". Titles keep theirs
 * (games.search_typos, from games_typo_keys); a search looks its words' lists up there.
 */
export function typoKeys(word: string): string[] {
  const chars = [...word];
  return [...new Set([word, ...chars.map((_, n) => [...chars.slice(0, n), ...chars.slice(n + 1)].join(""))])];
}

/** The text suggestions are looked up by: the search's words as keys, in order, one space apart. */
export function suggestionText(text: string): string {
  return searchKeyWords(text).join(" ");
}
