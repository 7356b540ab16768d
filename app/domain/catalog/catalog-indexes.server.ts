/**
 * Indexes of the published catalog kept in memory (the related games', search's): one per
 * database and catalog version, rebuilt in the background, so a page never waits for a
 * build. Pages asking while the index is out of date (the catalog changed since it was read)
 * are answered by the database, as before the index existed.
 */
import { currentIndexedCatalogVersion } from "./changes.server";
import type { Database } from "../db/connection.server";
import { logFailure } from "../platform/log.server";

/**
 * After a rebuild, none other starts for this many times as long as it took: a feed import
 * fetching thumbnails changes the catalog every few seconds, and rebuilding for each change
 * would spend the portal on rebuilds. Until the index is rebuilt, the database answers.
 */
const REBUILD_SPACING = 10;
const RETRY_AFTER_FAILURE_MS = 10_000;

/** An index, and when the read it was built from started. */
export interface ReadCatalogIndex<Index> {
  index: Index;
  readAt: number;
}

/**
 * Where a process's indexes come from: read from the database, or (in a render thread)
 * asked of the portal's thread, which reads once for all of them. `readSince`: the index
 * must have been read at or after that time, and after the call.
 */
export type CatalogIndexSource<Index> = (db: Database, readSince: number) => Promise<ReadCatalogIndex<Index>>;

interface Kept<Index> {
  index: Index | null;
  /** The catalog version the index was read at, and when. */
  version: number;
  readAt: number;
  building: Promise<boolean> | null;
  nextBuildAt: number;
}

export interface CatalogIndexesOptions {
  /** What the index is, for the log when reading it fails ("the related games' index"). */
  what: string;
  /**
   * How old the index may get while the catalog does not change (plays move the most
   * played order without a catalog change). Past this, the next ask starts a rebuild and is
   * answered from the old index meanwhile.
   */
  maxAgeMs: number;
}

export class CatalogIndexes<Index> {
  private readonly kept = new WeakMap<Database, Kept<Index>>();
  private source: CatalogIndexSource<Index> | null;

  /** `build`: the index of the catalog as the database holds it now. */
  constructor(
    build: (db: Database) => Promise<Index>,
    private readonly options: CatalogIndexesOptions,
  ) {
    this.source = async (db) => {
      const readAt = Date.now();
      return { index: await build(db), readAt };
    };
  }

  /** From now on, indexes come from `source` (a render thread's: the portal's thread), or none is kept (null). */
  takeFrom(source: CatalogIndexSource<Index> | null): void {
    this.source = source;
  }

  /** The index for the catalog as it is now, or null while it is being (re)built. */
  current(db: Database): Index | null {
    if (this.source === null) return null;
    const kept = this.keptFor(db);
    const now = Date.now();
    const upToDate = kept.index !== null && kept.version === currentIndexedCatalogVersion();
    if (!kept.building && now >= kept.nextBuildAt && (!upToDate || now - kept.readAt >= this.options.maxAgeMs)) void this.build(db, kept);
    return upToDate ? kept.index : null;
  }

  /** An index read now, whatever the spacing of rebuilds (tests, and a start's warm-up). */
  async refresh(db: Database): Promise<Index | null> {
    if (this.source === null) return null;
    const kept = this.keptFor(db);
    if (kept.building) await kept.building;
    await this.build(db, kept);
    return kept.index;
  }

  /**
   * An index holding every catalog change heard before the call, read at or after
   * `readSince`: the one kept when it does, or the one being read if it will, or else one
   * read now. What the portal's thread answers a render thread asking for its index
   * (CatalogIndexSource). Rejects when the read fails.
   */
  async readSince(db: Database, readSince: number): Promise<ReadCatalogIndex<Index>> {
    const kept = this.keptFor(db);
    const asked = currentIndexedCatalogVersion();
    // A read that started at a later version holds every change up to this one.
    const keptWill = () => kept.index !== null && kept.version >= asked && kept.readAt >= readSince;
    while (!keptWill()) {
      if (kept.building) {
        await kept.building;
        continue;
      }
      if (!(await this.build(db, kept))) throw new Error(`Reading ${this.options.what} failed.`);
      break; // Read from now: as new as an index can be, whatever the clock says.
    }
    return { index: kept.index!, readAt: kept.readAt };
  }

  private keptFor(db: Database): Kept<Index> {
    let kept = this.kept.get(db);
    if (!kept) {
      kept = { index: null, version: -1, readAt: 0, building: null, nextBuildAt: 0 };
      this.kept.set(db, kept);
    }
    return kept;
  }

  /** Reads an index into `kept`; resolves true when it did. */
  private build(db: Database, kept: Kept<Index>): Promise<boolean> {
    const source = this.source;
    if (source === null) return Promise.resolve(false);
    // The version before the read: a change landing while it runs leaves the index out of date.
    const version = currentIndexedCatalogVersion();
    const started = performance.now();
    // An index read for a render thread may be older than one this thread's own rebuild asks for.
    const readSince = Math.max(kept.readAt + 1, Date.now() - this.options.maxAgeMs / 2);
    const building = source(db, readSince)
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
          logFailure(`Reading ${this.options.what}`, error);
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
