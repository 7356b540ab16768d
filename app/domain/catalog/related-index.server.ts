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
import { currentCatalogVersion } from "./changes.server";
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
/**
 * After a rebuild, none other starts for this many times as long as it took: a feed import
 * fetching thumbnails changes the catalog every few seconds, and rebuilding for each change
 * would spend the portal on rebuilds. Until the index is rebuilt, the database ranks.
 */
const REBUILD_SPACING = 10;
const RETRY_AFTER_FAILURE_MS = 10_000;

/** An index, and when the read it was built from started. */
export interface ReadIndex {
  index: RelatedIndex;
  readAt: number;
}

/**
 * Where a process's indexes come from: read from the database, or (in a render thread)
 * asked of the portal's thread, which reads once for all of them. `readSince`: the index
 * must have been read at or after that time, and after the call.
 */
export type RelatedIndexSource = (db: Database, readSince: number) => Promise<ReadIndex>;

interface Kept {
  index: RelatedIndex | null;
  /** The catalog version the index was read at, and when. */
  version: number;
  readAt: number;
  building: Promise<boolean> | null;
  nextBuildAt: number;
}

/**
 * The index of each database, rebuilt in the background: a page never waits for a build.
 * Pages asking while the index is out of date (the catalog changed since it was read) are
 * answered by the database, as before it existed.
 */
export class RelatedIndexes {
  private readonly kept = new WeakMap<Database, Kept>();
  private source: RelatedIndexSource;

  /** `read`: every published game, most played first (real plays, plays, id; all descending). */
  constructor(read: (db: Database) => Promise<RelatedIndexRow[]>) {
    this.source = async (db) => {
      const readAt = Date.now();
      return { index: new RelatedIndex(await read(db)), readAt };
    };
  }

  /** From now on, indexes come from `source` (a render thread's: the portal's thread). */
  takeFrom(source: RelatedIndexSource): void {
    this.source = source;
  }

  /** The index for the catalog as it is now, or null while it is being (re)built. */
  current(db: Database): RelatedIndex | null {
    const kept = this.keptFor(db);
    const now = Date.now();
    const upToDate = kept.index !== null && kept.version === currentCatalogVersion();
    if (!kept.building && now >= kept.nextBuildAt && (!upToDate || now - kept.readAt >= RELATED_INDEX_MAX_AGE_MS)) void this.build(db, kept);
    return upToDate ? kept.index : null;
  }

  /** An index read now, whatever the spacing of rebuilds (tests, and a start's warm-up). */
  async refresh(db: Database): Promise<RelatedIndex | null> {
    const kept = this.keptFor(db);
    if (kept.building) await kept.building;
    await this.build(db, kept);
    return kept.index;
  }

  /**
   * An index holding every catalog change heard before the call, read at or after
   * `readSince`: the one kept when it does, or the one being read if it will, or else one
   * read now. What the portal's thread answers a render thread asking for its index
   * (RelatedIndexSource). Rejects when the read fails.
   */
  async readSince(db: Database, readSince: number): Promise<ReadIndex> {
    const kept = this.keptFor(db);
    const asked = currentCatalogVersion();
    // A read that started at a later version holds every change up to this one.
    const keptWill = () => kept.index !== null && kept.version >= asked && kept.readAt >= readSince;
    while (!keptWill()) {
      if (kept.building) {
        await kept.building;
        continue;
      }
      if (!(await this.build(db, kept))) throw new Error("Reading the related games' index failed.");
      break; // Read from now: as new as an index can be, whatever the clock says.
    }
    return { index: kept.index!, readAt: kept.readAt };
  }

  private keptFor(db: Database): Kept {
    let kept = this.kept.get(db);
    if (!kept) {
      kept = { index: null, version: -1, readAt: 0, building: null, nextBuildAt: 0 };
      this.kept.set(db, kept);
    }
    return kept;
  }

  /** Reads an index into `kept`; resolves true when it did. */
  private build(db: Database, kept: Kept): Promise<boolean> {
    // The version before the read: a change landing while it runs leaves the index out of date.
    const version = currentCatalogVersion();
    const started = performance.now();
    // An index read for a render thread may be older than one this thread's own rebuild asks for.
    const readSince = Math.max(kept.readAt + 1, Date.now() - RELATED_INDEX_MAX_AGE_MS / 2);
    const building = this.source(db, readSince)
      .then(
        ({ index, readAt }) => {
          kept.index = index;
          kept.version = version;
          kept.readAt = readAt;
          kept.nextBuildAt = Date.now() + (performance.now() - started) * REBUILD_SPACING;
          return true;
        },
        (error: unknown) => {
          kept.nextBuildAt = Date.now() + RETRY_AFTER_FAILURE_MS;
          console.error("Reading the related games' index failed:", error);
          return false;
        },
      )
      .finally(() => {
        kept.building = null;
      });
    kept.building = building;
    return building;
  }
}
