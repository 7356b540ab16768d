/**
 * The distributors' game feeds, read into one shape. A feed is a JSON document in one of
 * four formats: GameMonetize (an array), GamePix (JSON Feed v2, paged by `next_url`),
 * GameDistribution (an array), or our own catalog export. The format is detected, or named
 * by the operator. Each record is checked on its own: a malformed one is rejected with its
 * id and the reason while the others are read; a document that is not a feed at all is
 * refused whole (FeedFormatError), so nothing is imported from it.
 */
import { z } from "zod";
import { GAME_ORIENTATIONS, type GameOrientation } from "~/lib/game";
import type { FeedRecordValues } from "~/lib/managed-game";
import { INSTRUCTIONS_MAX, DESCRIPTION_MAX, TAG_MAX, TAGS_MAX, TITLE_MAX, URL_MAX } from "~/lib/game-form";
import { CATALOG_FORMAT } from "../catalog/transfer.server";

export { FEED_FORMATS, type FeedFormat } from "~/lib/feed-formats";
import type { FeedFormat } from "~/lib/feed-formats";
import { blockText, lineText } from "~/lib/visible-text";
import { mapInSlices } from "../platform/event-loop.server";
import { errorReason, log } from "../platform/log.server";

/**
 * A game as a feed describes it, before our categories and hosts are applied: the values a
 * game takes from its record (how to play "" and how it fits the screen and whether it plays
 * on a phone null where the feed does not say; its tags in lower case; the image to fetch for
 * the thumbnail, or null when the record has none), with the feed's own categories as written
 * in place of ours, mapped onto ours later.
 */
export interface FeedGame extends Omit<FeedRecordValues, "category"> {
  /** Which feed it came from, and its id there: together, how a game is known again. */
  provider: FeedFormat;
  providerId: string;
  categories: string[];
  /** When the provider published it, as an ISO date-time, when the feed says. */
  publishedAt: string | null;
}

export type FeedRecord = { ok: true; game: FeedGame } | { ok: false; id: string; reason: string };

export interface ParsedFeed {
  format: FeedFormat;
  records: FeedRecord[];
  /** The next page of a paged feed (GamePix), or null. */
  nextUrl: string | null;
}

/** A document that is not a feed of the named or any known format. */
export class FeedFormatError extends Error {
  override name = "FeedFormatError";
}

/**
 * What one record may hold before it is rejected rather than read: a real feed's record has a
 * few tags and a description of a few paragraphs, and one with 60,000 tags took seconds to
 * read. Below these, long texts are cut to our own limits and lists to TAGS_MAX.
 */
export const FEED_LIST_MAX = 100;
export const FEED_WORD_MAX = 200;
export const FEED_TEXT_MAX = 50_000;

const count = (n: number) => n.toLocaleString("en-US");
const tooLong = (max: number) => `is longer than ${count(max)} characters`;

/** A one-line text (a title): what cannot be seen dropped (visible-text.ts). */
const text = (max: number) => z.string().max(FEED_TEXT_MAX, tooLong(FEED_TEXT_MAX)).overwrite(lineText).max(max);
/** A longer text (a description, how to play): the same, line breaks kept, cut to `max`. */
const optionalText = (max: number) =>
  z
    .string()
    .max(FEED_TEXT_MAX, tooLong(FEED_TEXT_MAX))
    .nullish()
    .transform((value) => blockText(value ?? "").slice(0, max));
/** A feed's own word for a thing (its category): one line, cut to `max`. */
const optionalLine = (max: number) =>
  z
    .string()
    .max(FEED_WORD_MAX, tooLong(FEED_WORD_MAX))
    .nullish()
    .transform((value) => lineText(value ?? "").slice(0, max));
const webUrl = z
  .string()
  .trim()
  .max(URL_MAX)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), "expected an http(s) address");
const optionalWebUrl = z
  .string()
  .nullish()
  .transform((value) => (value && /^https?:\/\//i.test(value.trim()) && URL.canParse(value.trim()) ? value.trim() : null));
/** "Landscape", "portrait"…; anything else (or nothing) is not known. */
const orientation = z
  .string()
  .nullish()
  .transform((value) => value?.trim().toLowerCase() ?? "")
  .transform((value) => ((GAME_ORIENTATIONS as readonly string[]).includes(value) ? (value as GameOrientation) : null))
  .catch(null);
/** A yes or no as feeds write it (true, "true", "Yes", 1…); anything else (or nothing) is not known. */
const yesOrNo = z
  .union([z.string(), z.boolean(), z.number()])
  .nullish()
  .transform((value) => {
    const word = String(value ?? "")
      .trim()
      .toLowerCase();
    if (["true", "yes", "1"].includes(word)) return true;
    if (["false", "no", "0"].includes(word)) return false;
    return null;
  })
  .catch(null);
/** A record's id in its feed, as stored: what cannot be seen (a NUL PostgreSQL refuses) dropped. */
const id = z.union([z.string().max(1000).overwrite(lineText).min(1).max(200), z.number().int().nonnegative()]).transform(String);
/**
 * A list as feeds write it: an array, or one comma-separated string; tags in lower case,
 * each once, in the feed's order.
 */
const list = (lowerCase: boolean) =>
  z
    .unknown()
    .optional()
    .transform((value, context) => {
      if (value === null || value === undefined) return [];
      let entries: unknown[];
      if (Array.isArray(value)) entries = value;
      else if (typeof value === "string") entries = value.split(",", FEED_LIST_MAX + 1);
      else {
        context.addIssue({ code: "custom", message: "expected a list or a comma-separated text" });
        return z.NEVER;
      }
      if (entries.length > FEED_LIST_MAX) {
        context.addIssue({ code: "custom", message: `has more than ${count(FEED_LIST_MAX)} entries: a record may have at most ${count(FEED_LIST_MAX)}` });
        return z.NEVER;
      }
      const kept = new Set<string>();
      for (const entry of entries) {
        if (typeof entry !== "string" && typeof entry !== "number") {
          context.addIssue({ code: "custom", message: "expected a list of words" });
          return z.NEVER;
        }
        const word = String(entry);
        if (word.length > FEED_WORD_MAX) {
          context.addIssue({ code: "custom", message: `has an entry that ${tooLong(FEED_WORD_MAX)}` });
          return z.NEVER;
        }
        const visible = lineText(lowerCase ? word.toLowerCase() : word).slice(0, TAG_MAX);
        if (visible) kept.add(visible);
      }
      return [...kept].slice(0, TAGS_MAX);
    });
const words = list(true);
const labels = list(false);

const gameMonetizeRecord = z.object({
  id,
  title: text(TITLE_MAX).min(1, "has no title"),
  description: optionalText(DESCRIPTION_MAX),
  instructions: optionalText(INSTRUCTIONS_MAX),
  url: webUrl,
  category: optionalLine(100),
  tags: words,
  thumb: optionalWebUrl,
});

const gamePixRecord = z.object({
  id,
  title: text(TITLE_MAX).min(1, "has no title"),
  description: optionalText(DESCRIPTION_MAX),
  url: webUrl,
  category: optionalLine(100),
  image: optionalWebUrl,
  banner_image: optionalWebUrl,
  orientation,
  date_published: z.iso.datetime({ offset: true }).nullish().catch(null),
});

const gameDistributionRecord = z.object({
  Md5: id,
  Title: text(TITLE_MAX).min(1, "has no title"),
  Description: optionalText(DESCRIPTION_MAX),
  Instructions: optionalText(INSTRUCTIONS_MAX),
  Mobile: yesOrNo,
  MobileMode: orientation,
  Url: webUrl,
  Category: labels,
  Tag: words,
  Asset: z
    .array(z.unknown())
    .nullish()
    .transform((assets) => (assets ?? []).find((asset): asset is string => typeof asset === "string" && optionalWebUrl.parse(asset) !== null) ?? null),
});

const zowiiRecord = z.object({
  slug: z.string().max(1000).overwrite(lineText).min(1).max(200),
  title: text(TITLE_MAX).min(1, "has no title"),
  description: optionalText(DESCRIPTION_MAX),
  instructions: optionalText(INSTRUCTIONS_MAX),
  orientation,
  mobileFriendly: yesOrNo,
  gameUrl: z.string().trim().min(1).max(URL_MAX),
  category: optionalLine(100),
  tags: words,
  publishedAt: z.iso.datetime({ offset: true }).nullish().catch(null),
});

const gamePixFeed = z.object({ items: z.array(z.unknown()), next_url: z.string().nullish() });
const zowiiFeed = z.object({ format: z.literal(CATALOG_FORMAT), games: z.array(z.unknown()) });

/** Which format a document is in, by its shape; null when it is none of them. */
export function detectFeedFormat(document: unknown): FeedFormat | null {
  if (zowiiFeed.safeParse(document).success) return "zowii";
  if (gamePixFeed.safeParse(document).success) return "gamepix";
  if (!Array.isArray(document)) return null;
  const first = document.find((record) => record && typeof record === "object") as Record<string, unknown> | undefined;
  if (!first) return document.length === 0 ? "gamemonetize" : null;
  if ("Md5" in first || "Title" in first) return "gamedistribution";
  if ("title" in first && ("thumb" in first || "url" in first)) return "gamemonetize";
  return null;
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

/** The record's id as the feed gives it, for a rejection's message; "record N" when it has none. */
function recordId(raw: unknown, index: number, key: string): string {
  const value = raw && typeof raw === "object" ? (raw as Record<string, unknown>)[key] : undefined;
  const shown = typeof value === "string" || typeof value === "number" ? lineText(String(value).slice(0, 1000)).slice(0, 200) : "";
  return shown || `record ${index + 1}`;
}

/**
 * Each record on its own: one that does not fit its format, or that fails in any way while
 * it is read, is that record's rejection and never the feed's. In slices (mapInSlices), so
 * that visitors are answered while a large feed is read.
 */
function readRecords<T>(raw: unknown[], schema: z.ZodType<T>, idKey: string, toGame: (record: T) => FeedGame): Promise<FeedRecord[]> {
  return mapInSlices(raw, (entry, index): FeedRecord => {
    try {
      const parsed = schema.safeParse(entry);
      if (!parsed.success) return { ok: false, id: recordId(entry, index, idKey), reason: describeIssue(parsed.error) };
      return { ok: true, game: toGame(parsed.data) };
    } catch (error) {
      log.warn({ record: index + 1, reason: errorReason(error) }, "A feed record could not be read");
      return { ok: false, id: recordId(entry, index, idKey), reason: "it could not be read" };
    }
  });
}

/**
 * Reads a feed document: in `format` when the operator names one, else in the format its
 * shape shows. Throws FeedFormatError when it is not a feed (of that format).
 */
export async function parseFeed(document: unknown, format?: FeedFormat): Promise<ParsedFeed> {
  const chosen = format ?? detectFeedFormat(document);
  if (!chosen) {
    throw new FeedFormatError(
      "The file is not a game feed this portal reads: expected GameMonetize, GamePix or GameDistribution JSON, or a Zowii catalog export.",
    );
  }
  switch (chosen) {
    case "gamemonetize": {
      if (!Array.isArray(document)) throw new FeedFormatError("A GameMonetize feed is a JSON array of games.");
      return {
        format: chosen,
        nextUrl: null,
        records: await readRecords(document, gameMonetizeRecord, "id", (record) => ({
          provider: chosen,
          providerId: record.id,
          title: record.title,
          description: record.description,
          instructions: record.instructions,
          orientation: null,
          mobileFriendly: null,
          gameUrl: record.url,
          categories: record.category ? [record.category] : [],
          tags: record.tags,
          imageUrl: record.thumb,
          publishedAt: null,
        })),
      };
    }
    case "gamepix": {
      const feed = gamePixFeed.safeParse(document);
      if (!feed.success) throw new FeedFormatError('A GamePix feed is a JSON Feed with an "items" list.');
      return {
        format: chosen,
        nextUrl: optionalWebUrl.parse(feed.data.next_url),
        records: await readRecords(feed.data.items, gamePixRecord, "id", (record) => ({
          provider: chosen,
          providerId: record.id,
          title: record.title,
          description: record.description,
          instructions: "",
          orientation: record.orientation,
          mobileFriendly: null,
          gameUrl: record.url,
          categories: record.category ? [record.category] : [],
          tags: [],
          imageUrl: record.image ?? record.banner_image,
          publishedAt: record.date_published ?? null,
        })),
      };
    }
    case "gamedistribution": {
      if (!Array.isArray(document)) throw new FeedFormatError("A GameDistribution feed is a JSON array of games.");
      return {
        format: chosen,
        nextUrl: null,
        records: await readRecords(document, gameDistributionRecord, "Md5", (record) => ({
          provider: chosen,
          providerId: record.Md5,
          title: record.Title,
          description: record.Description,
          instructions: record.Instructions,
          orientation: record.MobileMode,
          mobileFriendly: record.Mobile,
          gameUrl: record.Url,
          categories: record.Category,
          tags: record.Tag,
          imageUrl: record.Asset,
          publishedAt: null,
        })),
      };
    }
    case "zowii": {
      const feed = zowiiFeed.safeParse(document);
      if (!feed.success) throw new FeedFormatError(`A Zowii catalog export has "format": "${CATALOG_FORMAT}" and a "games" list.`);
      return {
        format: chosen,
        nextUrl: null,
        records: await readRecords(feed.data.games, zowiiRecord, "slug", (record) => ({
          provider: chosen,
          providerId: record.slug,
          title: record.title,
          description: record.description,
          instructions: record.instructions,
          orientation: record.orientation,
          mobileFriendly: record.mobileFriendly,
          gameUrl: record.gameUrl,
          categories: record.category ? [record.category] : [],
          tags: record.tags,
          imageUrl: null,
          publishedAt: record.publishedAt ?? null,
        })),
      };
    }
  }
}
