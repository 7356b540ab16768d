/**
 * Search's index in memory: every published game's title keys and tags, in the order search
 * shows a rank's games (popularFirst, read at the index's build). Each rank of a search
 * (search.server.ts) is a condition on a game's row and the same condition answered here;
 * a large catalog is searched here, where the database took tens of milliseconds a search
 * at 100,000 games (docs/performance.md), a small one by the database.
 *
 * The texts of all games sit in a few long strings, one per kind of key, each game's
 * between two NULs (which no key holds): finding the games whose key holds a word is one
 * scan of a string by the engine's own substring search, a millisecond at 100,000 games,
 * and costs a few bytes a game where strings and arrays per game would cost their headers.
 */
import { typoKeys } from "~/lib/search";
import { CatalogIndexes } from "./catalog-indexes.server";
import type { Database } from "../db/connection.server";

/** A published game as the index reads it: its search_title, search_text and tags. Rows come in search's order. */
export type SearchIndexRow = readonly [id: string, title: string, text: string, tags: readonly string[]];

/** Title words whose typos are kept, as games_typo_keys keeps them (drizzle/0019_search_keys.sql). */
const TYPO_WORD_MIN = 4;
const TYPO_WORD_MAX = 30;

const SEPARATOR = "\0";
/** Between a game's tags, so that a tag is found whole. */
const TAG_SEPARATOR = "\u0001";

/** Keys of one kind, each game's in one string: game `n`'s starts at `starts[n]` and ends before the next NUL. */
class JoinedKeys {
  readonly text: string;
  readonly starts: Int32Array;

  constructor(keys: readonly string[]) {
    this.starts = new Int32Array(keys.length);
    let at = 1;
    keys.forEach((key, n) => {
      this.starts[n] = at;
      at += key.length + 1;
    });
    this.text = SEPARATOR + keys.join(SEPARATOR) + SEPARATOR;
  }

  /** The game whose key holds the character at `offset`. */
  private gameAt(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private end(game: number): number {
    return game + 1 < this.starts.length ? this.starts[game + 1]! - 1 : this.text.length - 1;
  }

  keyOf(game: number): string {
    return this.text.slice(this.starts[game], this.end(game));
  }

  /** The games whose key holds `part`, as a condition. */
  holding(part: string, rarity = part.length): IndexMatch {
    return { games: () => this.scan(part), has: (game) => this.keyOf(game).includes(part), rarity };
  }

  /** The games whose key holds `part` where `fits` accepts the place found, each once, in order. */
  *scan(part: string, fits: (offset: number) => boolean = () => true): Generator<number> {
    if (this.starts.length === 0) return;
    // Separators in `part` start it on the one before the key.
    const lead = part.startsWith(SEPARATOR) ? 1 : 0;
    let from = 0;
    for (;;) {
      const offset = this.text.indexOf(part, from);
      if (offset < 0) return;
      if (fits(offset)) {
        const game = this.gameAt(offset + lead);
        yield game;
        from = this.end(game);
      } else {
        from = offset + 1;
      }
    }
  }
}

/**
 * The games meeting a condition, in the index: `games()` lists them in order, reading the
 * index no further than asked (a search wants its first page); `has(game)` tests one game.
 * `rarity` guesses how few games a list holds (a longer word, fewer), so that all of
 * several conditions are listed from the rarest and tested for the others.
 */
export interface IndexMatch {
  games(): Iterable<number>;
  has(game: number): boolean;
  rarity: number;
}

/** The games meeting every one of `matches`. */
export function allMatch(matches: readonly IndexMatch[]): IndexMatch {
  const [first, ...others] = [...matches].sort((a, b) => b.rarity - a.rarity);
  return {
    *games() {
      for (const game of first!.games()) if (others.every((match) => match.has(game))) yield game;
    },
    has: (game) => matches.every((match) => match.has(game)),
    rarity: first!.rarity,
  };
}

/** The games meeting any of `matches`, each once, in order. */
export function anyMatch(matches: readonly IndexMatch[]): IndexMatch {
  if (matches.length === 1) return matches[0]!;
  return {
    *games() {
      const lists = matches.map((match) => match.games()[Symbol.iterator]());
      const heads = lists.map((list) => list.next());
      for (;;) {
        let least = Infinity;
        for (const head of heads) if (!head.done && head.value < least) least = head.value;
        if (least === Infinity) return;
        yield least;
        heads.forEach((head, n) => {
          if (!head.done && head.value === least) heads[n] = lists[n]!.next();
        });
      }
    },
    has: (game) => matches.some((match) => match.has(game)),
    rarity: Math.min(...matches.map((match) => match.rarity)),
  };
}

export class SearchIndex {
  private readonly ids: readonly string[];
  /** search_compact: the title's key without its spaces. */
  private readonly compacts: JoinedKeys;
  /** search_title: the title's key, words one space apart. */
  private readonly titles: JoinedKeys;
  /** search_text: the title and tags in lower case. */
  private readonly texts: JoinedKeys;
  private readonly tags: JoinedKeys;
  /** Each title word's typo keys (typoKeys), and the title words that have it. */
  private readonly wordsByTypoKey = new Map<string, string[]>();

  constructor(rows: readonly SearchIndexRow[]) {
    this.ids = rows.map(([id]) => id);
    this.titles = new JoinedKeys(rows.map(([, title]) => title));
    this.compacts = new JoinedKeys(rows.map(([, title]) => title.replaceAll(" ", "")));
    this.texts = new JoinedKeys(rows.map(([, , text]) => text));
    this.tags = new JoinedKeys(rows.map(([, , , tags]) => TAG_SEPARATOR + tags.join(TAG_SEPARATOR) + TAG_SEPARATOR));
    const words = new Set(rows.flatMap(([, title]) => title.split(" ")));
    for (const word of words) {
      const length = [...word].length;
      if (length < TYPO_WORD_MIN || length > TYPO_WORD_MAX || !/\D/.test(word)) continue;
      for (const key of typoKeys(word)) {
        const list = this.wordsByTypoKey.get(key);
        if (list) list.push(word);
        else this.wordsByTypoKey.set(key, [word]);
      }
    }
  }

  get size(): number {
    return this.ids.length;
  }

  /** Bytes held, roughly: a string's characters at one byte each (two past Latin-1), 16 bytes a string or array besides. */
  get bytes(): number {
    const stringBytes = (text: string) => 16 + text.length * (/[\u0100-\uffff]/.test(text) ? 2 : 1);
    const keys = [this.compacts, this.titles, this.texts, this.tags].reduce((sum, joined) => sum + stringBytes(joined.text) + joined.starts.byteLength, 0);
    const ids = this.ids.reduce((sum, id) => sum + stringBytes(id) + 8, 0);
    let typoKeys = 0;
    for (const [key, words] of this.wordsByTypoKey) typoKeys += stringBytes(key) + 16 + words.length * 8;
    return keys + ids + typoKeys;
  }

  idAt(place: number): string {
    return this.ids[place]!;
  }

  /** Games whose title, without spaces, is `compact`. */
  compactIs(compact: string): IndexMatch {
    return {
      games: () => this.compacts.scan(SEPARATOR + compact + SEPARATOR),
      has: (game) => this.compacts.keyOf(game) === compact,
      rarity: Infinity,
    };
  }

  /** Games whose title, without spaces, starts with `prefix`. */
  compactStartsWith(prefix: string): IndexMatch {
    return {
      games: () => this.compacts.scan(SEPARATOR + prefix),
      has: (game) => this.compacts.keyOf(game).startsWith(prefix),
      rarity: prefix.length,
    };
  }

  /** Games whose title, without spaces, holds `part`. */
  compactHolds(part: string): IndexMatch {
    return this.compacts.holding(part);
  }

  /** Games whose title, without spaces, holds the parts one after another (LIKE '%a%b%'). */
  compactHoldsInOrder(parts: readonly string[]): IndexMatch {
    const has = (game: number) => {
      const key = this.compacts.keyOf(game);
      let from = 0;
      for (const part of parts) {
        const at = key.indexOf(part, from);
        if (at < 0) return false;
        from = at + part.length;
      }
      return true;
    };
    const longest = parts.reduce((a, b) => (b.length > a.length ? b : a));
    const compacts = this.compacts;
    return {
      *games() {
        for (const game of compacts.scan(longest)) if (has(game)) yield game;
      },
      has,
      rarity: parts.reduce((sum, part) => sum + part.length, 0),
    };
  }

  /** Games with `word` as a word of their title. */
  titleHasWord(word: string): IndexMatch {
    const { text } = this.titles;
    const bounds = (char: string | undefined) => char === " " || char === SEPARATOR;
    return {
      games: () => this.titles.scan(word, (at) => bounds(text[at - 1]) && bounds(text[at + word.length])),
      has: (game) => ` ${this.titles.keyOf(game)} `.includes(` ${word} `),
      rarity: word.length,
    };
  }

  /** Games whose title or tags, in lower case, hold `part`. */
  textHolds(part: string): IndexMatch {
    return this.texts.holding(part);
  }

  /** Games with the tag `tag`. */
  tagIs(tag: string): IndexMatch {
    return this.tags.holding(TAG_SEPARATOR + tag + TAG_SEPARATOR, tag.length);
  }

  /** Games with a title word sharing a typo key with `keys` (search_typos && keys). */
  titleWordSharesTypoKey(keys: readonly string[]): IndexMatch {
    const words = [...new Set(keys.flatMap((key) => this.wordsByTypoKey.get(key) ?? []))];
    if (words.length === 0) return { games: () => [], has: () => false, rarity: Infinity };
    return anyMatch(words.map((word) => this.titleHasWord(word)));
  }
}

/**
 * How many published games make searching in memory worth its memory: under this, the
 * database answers every rank of a search in a few milliseconds, and no index is kept.
 */
export const SEARCH_INDEX_MIN_GAMES = 1_000;

/**
 * How old search's order inside a rank may get while the catalog does not change, as the
 * related games' (RELATED_INDEX_MAX_AGE_MS): reading 100,000 games takes the embedded
 * database about 2 s (docs/performance.md), which every minute would be 3% of its time.
 */
export const SEARCH_INDEX_MAX_AGE_MS = 5 * 60_000;

/** A catalog's search index, or null for a small catalog, which the database searches. */
export interface KeptSearchIndex {
  index: SearchIndex | null;
}

/** The search index of each database, rebuilt in the background (CatalogIndexes). */
export class SearchIndexes extends CatalogIndexes<KeptSearchIndex> {
  /** `read`: every published game in search's order; `minGames`: the fewest worth an index. */
  constructor(read: (db: Database) => Promise<SearchIndexRow[]>, minGames = SEARCH_INDEX_MIN_GAMES) {
    super(
      async (db) => {
        const rows = await read(db);
        return { index: rows.length >= minGames ? new SearchIndex(rows) : null };
      },
      { what: "search's index", maxAgeMs: SEARCH_INDEX_MAX_AGE_MS },
    );
  }

  /** The index of the catalog as it is now, or null: a small catalog, or one changed since the index was read. */
  searchIndex(db: Database): SearchIndex | null {
    return this.current(db)?.index ?? null;
  }
}
