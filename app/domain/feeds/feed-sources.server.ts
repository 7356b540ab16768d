/**
 * Where a feed is read from: a URL the server fetches (through the checked outbound fetch,
 * following a GamePix feed's `next_url` pages) or a file the operator hands over. Every
 * page is read and parsed before anything is written, so a source that fails part way
 * changes nothing; each failure has its own message.
 */
import { fetchOutbound, OutboundFetchError } from "../platform/outbound-fetch.server";
import { JsonSyntaxError, JsonTooLargeError, parseJson } from "../platform/json-in-thread.server";
import { FeedFormatError, parseFeed, type FeedFormat, type ParsedFeed } from "./feed-formats.server";
import { FEED_MAX_BYTES } from "~/lib/feed-formats";

export { FEED_MAX_BYTES };
export const FEED_TIMEOUT_MS = 30_000;
/** A paged feed stops here: 100 pages of GamePix's 100 games is more than any catalog we carry. */
export const FEED_MAX_PAGES = 100;

/** The source could not be read (fetched, decoded, parsed as a feed): nothing was imported. */
export class FeedSourceError extends Error {
  override name = "FeedSourceError";
}

async function parseDocument(text: string | Uint8Array, where: string, format: FeedFormat | undefined): Promise<ParsedFeed> {
  let document: unknown;
  try {
    document = await parseJson(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError) throw new FeedSourceError(`${where} is not JSON (${error.message}).`);
    if (error instanceof JsonTooLargeError) throw new FeedSourceError(`${where} is too large to read: import it in parts.`);
    throw error;
  }
  try {
    return await parseFeed(document, format);
  } catch (error) {
    if (error instanceof FeedFormatError) throw new FeedSourceError(`${where}: ${error.message}`);
    throw error;
  }
}

/** A feed file's text, as uploaded or read from disk. */
export async function readFeedText(text: string, name: string, format?: FeedFormat): Promise<ParsedFeed[]> {
  return [await parseDocument(text, name, format)];
}

export interface FeedUrlOptions {
  format?: FeedFormat;
  allowPrivate: boolean;
  /** How long one page may take; FEED_TIMEOUT_MS unless a test needs it shorter. */
  timeoutMs?: number;
  /** Told after each page: how many pages and records have been read. */
  onPage?(pages: number, records: number): void;
}

/** Every page of the feed at `url`. Throws FeedSourceError with the reason when one cannot be read. */
export async function readFeedUrl(url: string, options: FeedUrlOptions): Promise<ParsedFeed[]> {
  const pages: ParsedFeed[] = [];
  const seen = new Set<string>();
  let records = 0;
  for (let next: string | null = url; next;) {
    if (seen.has(next)) break;
    if (pages.length >= FEED_MAX_PAGES) throw new FeedSourceError(`The feed has more than ${FEED_MAX_PAGES} pages: import it in parts.`);
    seen.add(next);
    const where = pages.length === 0 ? "The feed" : `Page ${pages.length + 1} of the feed (${next})`;
    let body: Buffer;
    try {
      ({ body } = await fetchOutbound(next, {
        allowPrivate: options.allowPrivate,
        maxBytes: FEED_MAX_BYTES,
        timeoutMs: options.timeoutMs ?? FEED_TIMEOUT_MS,
        accept: "application/json, application/feed+json;q=0.9, */*;q=0.1",
      }));
    } catch (error) {
      if (error instanceof OutboundFetchError) throw new FeedSourceError(`${where} could not be read: ${error.message}`);
      throw error;
    }
    // Later pages are in the format the first one showed.
    const page = await parseDocument(body, where, options.format ?? pages[0]?.format);
    pages.push(page);
    records += page.records.length;
    options.onPage?.(pages.length, records);
    next = page.nextUrl;
  }
  return pages;
}
