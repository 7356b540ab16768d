/** What the blog's pages say about an article besides its copy: its address and its reading time. */
import type { ArticleSection } from "../../content/pages/schema";
import { articleWordCount } from "../../content/pages/word-count";

/** An article's own page. */
export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

/** A common figure for reading on a screen; the read time is worked out from the text, so it cannot drift from it. */
const WORDS_PER_MINUTE = 200;

export function readTime(body: readonly ArticleSection[]): string {
  return readTimeOfWords(articleWordCount(body));
}

/** The read time of a text of `words` words (an article's Markdown body, counted on the server). */
export function readTimeOfWords(words: number): string {
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}
