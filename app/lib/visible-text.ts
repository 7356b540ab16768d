/**
 * Text as it is stored and shown: nothing in it that a reader cannot see yet that changes
 * what they read. A feed's or a form's title could otherwise hide words (zero-width
 * characters), run backwards ("Snake\u202Eexe.elif" shows as "Snakefile.exe"), or carry a
 * NUL, which PostgreSQL refuses in text and which failed whole writes.
 */

/**
 * Controls (C0 and C1, DEL), the soft hyphen, the Arabic letter mark, the Mongolian vowel
 * separator, zero-width spaces, joiners and directional marks, bidirectional embeddings,
 * overrides and isolates, the invisible operators, the byte-order mark and the tag
 * characters. Tab and line breaks are not here: each kind of text decides about those.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- these characters are the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]|\uDB40[\uDC00-\uDC7F]/g;

/** A surrogate without its pair: no database encoding takes it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One line (a title, a tag, a name): invisible characters dropped, any run of spaces, tabs and line breaks one space, the ends trimmed. */
export function lineText(text: string): string {
  return text.replace(INVISIBLE, "").replace(LONE_SURROGATE, "\uFFFD").replace(/\s+/g, " ").trim();
}

/** Several lines (a description, a message): invisible characters dropped, line breaks as \n, tabs kept, the ends trimmed. */
export function blockText(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(INVISIBLE, "").replace(LONE_SURROGATE, "\uFFFD").trim();
}
