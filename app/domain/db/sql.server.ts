/** SQL pieces more than one query needs. */

/**
 * A LIKE/ILIKE pattern that matches `text` anywhere, with the `%`, `_` and `\` typed by a
 * visitor or operator matched literally rather than as wildcards.
 */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
