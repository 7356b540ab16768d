/**
 * The related games' ranking, from memory: every published game's category and tags, and
 * its place in the most played order, kept per database and catalog version. The database
 * planned and ran the ranking query for each uncached game page (3 ms of PGlite's CPU, half
 * of it planning, docs/performance.md); the index answers in tens of microseconds, and the
 * page then reads only the cards it shows, by id.
 *
 * Compact on purpose: numbers in typed arrays and the ids in one string, never whole rows
 * (7.5 MB at 100,000 games, docs/performance.md). The arrays are in shared memory: the
 * portal's thread reads the index and every render thread uses the same arrays
 * (http/render-threads.ts), copying only the ids and the names of categories and tags.
 */
import { CatalogIndexes, type CatalogIndexSource, type ReadCatalogIndex } from "./catalog-indexes.server";
import type { Database } from "../db/connection.server";

/** A published game as the index reads it; rows come most played first (real plays, plays, id; all descending). */
export type RelatedIndexRow = readonly [id: string, category: string, tags: readonly string[]];

/** The game the related games are for: it need not be published (a draft's preview). */
export interface RelatedFor {
  id: string;
  category: string;
  tags: readonly string[];
}

/** Numbers that other threads may read without a copy: an index never changes once built. */
function sharedInts(length: number): Int32Array<SharedArrayBuffer> {
  return new Int32Array(new SharedArrayBuffer(length * Int32Array.BYTES_PER_ELEMENT));
}

/** Lists of ranks, one after another: list `n` is `ranks[start[n]]` to `ranks[start[n + 1]]`, ascending. */
interface RankLists {
  start: Int32Array;
  ranks: Int32Array;
}

/** The lists of `count` keys: `keysOf(rank, add)` adds each key of the game of that rank once. */
function rankLists(count: number, games: number, keysOf: (rank: number, add: (key: number) => void) => void): RankLists {
  const start = sharedInts(count + 1);
  for (let rank = 0; rank < games; rank++) keysOf(rank, (key) => start[key + 1]!++);
  for (let key = 0; key < count; key++) start[key + 1]! += start[key]!;
  const next = start.slice(0, count);
  const ranks = sharedInts(start[count]!);
  for (let rank = 0; rank < games; rank++) keysOf(rank, (key) => (ranks[next[key]!++] = rank));
  return { start, ranks };
}

export class RelatedIndex {
  /**
   * Game ids by rank (0 is the most played), one after another in one string: the id of rank
   * `r` is `ids.slice(idStart[r], idStart[r + 1])`. One flat string: 100,000 small ones would
   * cost about 1.6 times as much, in their headers and pointers.
   */
  private readonly ids: string;
  private readonly idStart: Int32Array;
  private readonly categoryOf: Int32Array;
  /** Each game's tags as numbers, `tags[tagStart[rank]]` to `tags[tagStart[rank + 1]]`; repeats kept, as the database counts each. */
  private readonly tagStart: Int32Array;
  private readonly tags: Int32Array;
  private readonly categoryNumbers = new Map<string, number>();
  private readonly tagNumbers = new Map<string, number>();
  private readonly byCategory: RankLists;
  private readonly byTag: RankLists;

  constructor(rows: readonly RelatedIndexRow[]) {
    const count = rows.length;
    this.ids = rows.map(([id]) => id).join("");
    this.idStart = sharedInts(count + 1);
    this.categoryOf = sharedInts(count);
    this.tagStart = sharedInts(count + 1);
    this.tags = sharedInts(rows.reduce((sum, [, , tags]) => sum + tags.length, 0));
    let at = 0;
    rows.forEach(([id, category, tags], rank) => {
      this.idStart[rank + 1] = this.idStart[rank]! + id.length;
      this.categoryOf[rank] = numberOf(this.categoryNumbers, category);
      this.tagStart[rank] = at;
      for (const tag of tags) this.tags[at++] = numberOf(this.tagNumbers, tag);
    });
    this.tagStart[count] = at;
    this.byCategory = rankLists(this.categoryNumbers.size, count, (rank, add) => add(this.categoryOf[rank]!));
    this.byTag = rankLists(this.tagNumbers.size, count, (rank, add) => {
      const first = this.tagStart[rank]!;
      for (let i = first; i < this.tagStart[rank + 1]!; i++) if (this.tags.indexOf(this.tags[i]!, first) === i) add(this.tags[i]!);
    });
  }

  /** The index as it crosses to another thread: its fields, which a structured clone keeps (the class it loses). */
  toMessage(): RelatedIndexMessage {
    return { ...this } as unknown as RelatedIndexMessage;
  }

  /** The index another thread sent (toMessage), its arrays the same memory as the sender's. */
  static fromMessage(message: RelatedIndexMessage): RelatedIndex {
    return Object.assign(Object.create(RelatedIndex.prototype) as RelatedIndex, message);
  }

  get size(): number {
    return this.categoryOf.length;
  }

  /** Bytes held, roughly (the ids' string counted at one byte a character, as V8 keeps ASCII). */
  get bytes(): number {
    const arrays = [this.idStart, this.categoryOf, this.tagStart, this.tags, this.byCategory.start, this.byCategory.ranks, this.byTag.start, this.byTag.ranks];
    return arrays.reduce((sum, array) => sum + array.byteLength, 0) + this.ids.length;
  }

  private idAt(rank: number): string {
    return this.ids.slice(this.idStart[rank], this.idStart[rank + 1]);
  }

  private isGame(rank: number, id: string): boolean {
    const start = this.idStart[rank]!;
    return this.idStart[rank + 1]! - start === id.length && this.ids.startsWith(id, start);
  }

  /**
   * The ids of the games related to `game`, best first, as relatedGames's query ranks them:
   * among the `candidates` most played games sharing its category or a tag, the closest first
   * (shared tags, its category counting one more), then the most played; the most played of
   * the rest fill what is left.
   */
  related(game: RelatedFor, limit: number, candidates: number): string[] {
    const lists: { ranks: Int32Array; at: number; end: number }[] = [];
    const addList = (from: RankLists, n: number | undefined) => {
      if (n !== undefined) lists.push({ ranks: from.ranks, at: from.start[n]!, end: from.start[n + 1]! });
    };
    const category = this.categoryNumbers.get(game.category);
    addList(this.byCategory, category);
    const wanted = new Set<number>();
    for (const tag of game.tags) {
      const n = this.tagNumbers.get(tag);
      if (n !== undefined && !wanted.has(n)) {
        wanted.add(n);
        addList(this.byTag, n);
      }
    }
    // The lists merged in rank order, each game once, until enough candidates.
    const found: { rank: number; closeness: number }[] = [];
    while (found.length < candidates) {
      let rank = NONE;
      for (const list of lists) if (list.at < list.end && list.ranks[list.at]! < rank) rank = list.ranks[list.at]!;
      if (rank === NONE) break;
      for (const list of lists) if (list.at < list.end && list.ranks[list.at] === rank) list.at++;
      if (this.isGame(rank, game.id)) continue;
      let closeness = this.categoryOf[rank] === category ? 1 : 0;
      for (let i = this.tagStart[rank]!; i < this.tagStart[rank + 1]!; i++) if (wanted.has(this.tags[i]!)) closeness++;
      found.push({ rank, closeness });
    }
    found.sort((a, b) => b.closeness - a.closeness || a.rank - b.rank);
    const chosen = found.slice(0, limit).map((candidate) => candidate.rank);
    if (chosen.length < limit) {
      const taken = new Set(chosen);
      for (let rank = 0; rank < this.size && chosen.length < limit; rank++) {
        if (!taken.has(rank) && !this.isGame(rank, game.id)) chosen.push(rank);
      }
    }
    return chosen.map((rank) => this.idAt(rank));
  }
}

const NONE = 2 ** 31;

/** A RelatedIndex's fields, opaque to all but the index: what crosses between threads. */
export type RelatedIndexMessage = Readonly<Record<string, unknown>>;

function numberOf(numbers: Map<string, number>, key: string): number {
  let n = numbers.get(key);
  if (n === undefined) {
    n = numbers.size;
    numbers.set(key, n);
  }
  return n;
}

/**
 * How old the most played order of an index may get while the catalog does not change:
 * plays move the order without a catalog change. Past this, the next page starts a rebuild
 * and it and the pages during the rebuild are answered from the old index, so the order a
 * page is ranked by is at most this old, plus one rebuild's time. Which games are picked is
 * what lags; the cards shown carry plays read within the last minute (relatedCards).
 */
export const RELATED_INDEX_MAX_AGE_MS = 5 * 60_000;

/** A related games' index, and when the read it was built from started. */
export type ReadIndex = ReadCatalogIndex<RelatedIndex>;

/** Where a process's related games' indexes come from (CatalogIndexSource). */
export type RelatedIndexSource = CatalogIndexSource<RelatedIndex>;

/** The related games' index of each database, rebuilt in the background (CatalogIndexes). */
export class RelatedIndexes extends CatalogIndexes<RelatedIndex> {
  /** `read`: every published game, most played first (real plays, plays, id; all descending). */
  constructor(read: (db: Database) => Promise<RelatedIndexRow[]>) {
    super(async (db) => new RelatedIndex(await read(db)), { what: "the related games' index", maxAgeMs: RELATED_INDEX_MAX_AGE_MS });
  }
}
