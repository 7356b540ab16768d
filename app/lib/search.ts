import { SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS } from "./constants";

/**
 * The words a search matches on (spec section 5): the text is trimmed, and a game
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
