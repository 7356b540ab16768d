/**
 * A feed's games into the catalog. A game is known again by its provider and its id there,
 * and across providers by its game URL: importing the same feed twice changes nothing. A
 * new game comes in as a draft (published only when the operator asks and its host is
 * allowed) with a title card until its thumbnail is fetched in the background. A changed
 * record updates the fields the operator has not edited, and the game keeps what the feed
 * changed for Manage to show. A record that cannot be used is rejected with its id and the
 * reason; the others are imported. Each import has a row in feed_imports (its progress,
 * then its result) and an entry in the audit log.
 *
 * What an import that stops part way leaves: the source is read whole before anything is
 * written, and each chunk of records is one transaction together with the row's progress,
 * so the catalog holds exactly the chunks the row counts as processed. Importing the same
 * source again finishes the work: the records already imported come back unchanged.
 */
import { and, eq, inArray } from "drizzle-orm";
import { randomInt, randomUUID } from "node:crypto";
import { THUMBNAIL_BUCKET } from "~/lib/constants";
import { feedSummaryLine } from "~/lib/feed-formats";
import { DESCRIPTION_MAX } from "~/lib/game-form";
import { recordAudit, type AuditActor } from "../admin/audit-log.server";
import { healthOfNewUrl } from "../health/game-health.server";
import { assetUrl } from "../web/assets.server";
import { refreshGameStatistics } from "../catalog/statistics.server";
import { withCatalogChange } from "../catalog/changes.server";
import { refusedGameHost, refusedHostMessage, storedGameUrl } from "../catalog/game-hosts.server";
import { titleCardPath } from "../catalog/thumbnails.server";
import { gameValues, slugify } from "../catalog/writes.server";
import type { Database, Transaction } from "../db/connection.server";
import { feedImports, games, type FeedChange, type FeedField, type FeedRecordValues } from "../db/schema.server";
import { enqueueJobs, type NewJob } from "../jobs/queue.server";
import { loadCategoryMapper, mapRecordCategory, type CategoryMapper } from "./category-mapping.server";
import type { FeedGame, ParsedFeed } from "./feed-formats.server";
import { thumbnailFetchJob } from "./thumbnail-fetch.server";
import { GAME_URL_MESSAGES, gameUrlProblem } from "~/lib/game-url";
import { errorReason, log } from "../platform/log.server";

/** Records written per transaction: large enough to be quick, small enough to show progress. */
const CHUNK = 500;
/** New games per INSERT statement within a chunk's transaction. */
const ROWS_PER_INSERT = 50;
/** The panel lists this many rejections; the command prints them all. */
const REJECTIONS_KEPT = 500;

export const FEED_FIELDS: readonly FeedField[] = [
  "title",
  "description",
  "instructions",
  "orientation",
  "mobileFriendly",
  "gameUrl",
  "category",
  "tags",
  "imageUrl",
];

export interface Rejection {
  id: string;
  reason: string;
}

export interface FeedImportSummary {
  importId: string;
  added: number;
  updated: number;
  unchanged: number;
  rejected: number;
  rejections: Rejection[];
  /** Feed categories no mapping covers, with how many records had them. */
  unmapped: { category: string; records: number }[];
  /** Hosts of this import's games that are not allowed yet: their games stay drafts. */
  refusedHosts: { host: string; games: number }[];
  thumbnailsQueued: number;
}

export interface FeedImportOptions {
  /** Publish the new games (those whose host is allowed); otherwise they are drafts. */
  publish: boolean;
  actor: AuditActor;
  siteUrl: string;
  allowedHosts: readonly string[];
  /** The saved feed this import syncs: its row and its new games keep the feed's id (for its drip). */
  feedId?: string;
}

interface PreparedRecord {
  game: FeedGame;
  values: FeedRecordValues;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
/** A record kept before the feed gave instructions had none: "" then, not a change. */
const keptValue = (record: FeedRecordValues | null, field: FeedField) => (field === "instructions" ? (record?.instructions ?? "") : record?.[field]);
const shown = (value: unknown) => (Array.isArray(value) ? value.join(", ") : String(value ?? "")).slice(0, 300);

class ImportRun {
  added = 0;
  updated = 0;
  unchanged = 0;
  rejections: Rejection[] = [];
  rejectedCount = 0;
  unmapped = new Map<string, number>();
  refusedHosts = new Map<string, number>();
  thumbnailsQueued = 0;
  /** Provider ids and URLs seen in this import, to refuse a record given twice. */
  seenIds = new Set<string>();
  seenUrls = new Map<string, string>();

  constructor(
    readonly mapper: CategoryMapper,
    readonly options: FeedImportOptions,
  ) {}

  reject(id: string, reason: string) {
    this.rejectedCount += 1;
    this.rejections.push({ id, reason });
  }

  /** The counts as they stand, to put back when a chunk's transaction rolls back. */
  counts() {
    const { added, updated, unchanged, rejectedCount, thumbnailsQueued } = this;
    return { added, updated, unchanged, rejectedCount, thumbnailsQueued, rejections: this.rejections.length, refusedHosts: new Map(this.refusedHosts) };
  }

  restore(counts: ReturnType<ImportRun["counts"]>) {
    this.added = counts.added;
    this.updated = counts.updated;
    this.unchanged = counts.unchanged;
    this.rejectedCount = counts.rejectedCount;
    this.thumbnailsQueued = counts.thumbnailsQueued;
    this.rejections.length = counts.rejections;
    this.refusedHosts = counts.refusedHosts;
  }

  /** The record as the game's values, or a rejection. */
  prepare(game: FeedGame): PreparedRecord | null {
    const key = `${game.provider}\n${game.providerId}`;
    if (this.seenIds.has(key)) {
      this.reject(game.providerId, "the feed has this id twice; the first record was imported");
      return null;
    }
    this.seenIds.add(key);
    const mapped = mapRecordCategory(this.mapper, game.provider, game.categories, game.tags);
    if (!mapped.ok) {
      for (const category of mapped.unmapped) this.unmapped.set(category, (this.unmapped.get(category) ?? 0) + 1);
      this.reject(
        game.providerId,
        mapped.unmapped.length > 0
          ? `its category ${mapped.unmapped.map((c) => `"${c}"`).join(", ")} is not mapped to one of ours (Category mapping in the panel)`
          : "it has no category",
      );
      return null;
    }
    // The publish form's rule: "/games/../../adminzowii" is no game of ours, and an address
    // that cannot be read is rejected here, not found unreadable later in the chunk's write.
    const gameUrl = storedGameUrl(game.gameUrl, this.options.siteUrl);
    const problem = gameUrlProblem(gameUrl);
    if (problem) {
      this.reject(game.providerId, `gameUrl: ${GAME_URL_MESSAGES[problem]}`);
      return null;
    }
    const sameUrl = this.seenUrls.get(gameUrl);
    if (sameUrl !== undefined) {
      this.reject(game.providerId, `it has the same game URL as record ${sameUrl}`);
      return null;
    }
    this.seenUrls.set(gameUrl, game.providerId);
    return {
      game,
      values: {
        title: game.title,
        description: game.description.slice(0, DESCRIPTION_MAX),
        instructions: game.instructions,
        orientation: game.orientation,
        mobileFriendly: game.mobileFriendly,
        gameUrl,
        category: mapped.mapped.category,
        tags: mapped.mapped.tags,
        imageUrl: game.imageUrl,
      },
    };
  }

  /** Writes one chunk; true when a visitor could see the difference (a published game added or changed). */
  async writeChunk(tx: Transaction, provider: string, chunk: PreparedRecord[]): Promise<boolean> {
    const ids = chunk.map((record) => record.game.providerId);
    const known = new Map(
      (
        await tx
          .select({
            id: games.id,
            providerId: games.providerId,
            status: games.status,
            feedRecord: games.feedRecord,
            editedFields: games.editedFields,
          })
          .from(games)
          .where(and(eq(games.provider, provider), inArray(games.providerId, ids)))
      ).map((row) => [row.providerId!, row]),
    );
    const fresh = chunk.filter((record) => !known.has(record.game.providerId));
    const urlsInCatalog = new Set(
      fresh.length === 0
        ? []
        : (
            await tx
              .select({ gameUrl: games.gameUrl })
              .from(games)
              .where(
                inArray(
                  games.gameUrl,
                  fresh.map((record) => record.values.gameUrl),
                ),
              )
          ).map((row) => row.gameUrl),
    );
    const jobs: NewJob[] = [];
    let visible = false;

    // Games the catalog does not have yet.
    const newRows = [];
    const slugBases = fresh.map((record) => slugify(record.values.title));
    const takenSlugs = new Set(
      slugBases.length === 0 ? [] : (await tx.select({ slug: games.slug }).from(games).where(inArray(games.slug, slugBases))).map((row) => row.slug),
    );
    for (const [index, record] of fresh.entries()) {
      // The same game from another provider (or added by hand) is already in the catalog.
      if (urlsInCatalog.has(record.values.gameUrl)) {
        this.unchanged += 1;
        continue;
      }
      const host = refusedGameHost(record.values.gameUrl, this.options.allowedHosts, this.options.siteUrl);
      if (host) this.refusedHosts.set(host, (this.refusedHosts.get(host) ?? 0) + 1);
      const id = randomUUID();
      let slug = slugBases[index]!;
      if (takenSlugs.has(slug)) slug = `${slug.slice(0, 70)}-${randomInt(2, 1_000_000)}`;
      takenSlugs.add(slug);
      const publish = this.options.publish && !host;
      newRows.push({
        id,
        slug,
        ...gameValues({
          ...record.values,
          // No starting figures: a feed's game is "New" until visitors play and rate it.
          rating: null,
          plays: 0,
          thumbnail: assetUrl(THUMBNAIL_BUCKET, titleCardPath(id)),
          status: publish ? "published" : "draft",
          releaseDate: record.game.publishedAt?.slice(0, 10) ?? null,
        }),
        draftReason: this.options.publish && host ? refusedHostMessage(host) : null,
        provider,
        providerId: record.game.providerId,
        feedRecord: record.values,
        feedId: this.options.feedId ?? null,
      });
      if (record.values.imageUrl) jobs.push(thumbnailFetchJob(id, record.values.imageUrl));
    }
    if (newRows.length > 0) {
      const inserted = new Set<string>();
      // A few rows a statement: building one for a whole chunk (its parameters, the rows'
      // texts) held the portal's thread for a few hundred milliseconds.
      for (let start = 0; start < newRows.length; start += ROWS_PER_INSERT) {
        const written = await tx
          .insert(games)
          .values(newRows.slice(start, start + ROWS_PER_INSERT))
          .onConflictDoNothing()
          .returning({ id: games.id });
        for (const row of written) inserted.add(row.id);
      }
      for (const row of newRows) {
        if (inserted.has(row.id)) continue;
        // A slug taken between the look and the write: one more try under a fresh one.
        const [again] = await tx
          .insert(games)
          .values({ ...row, slug: `${row.slug.slice(0, 70)}-${randomInt(1_000_000, 100_000_000)}` })
          .onConflictDoNothing()
          .returning({ id: games.id });
        if (again) inserted.add(again.id);
        else this.reject(row.providerId, "another import added the same game at the same time");
      }
      this.added += inserted.size;
      visible ||= newRows.some((row) => row.status === "published" && inserted.has(row.id));
      for (let i = jobs.length - 1; i >= 0; i -= 1) if (!inserted.has(String(jobs[i]!.payload.gameId))) jobs.splice(i, 1);
    }

    // Games the feed gave before.
    for (const record of chunk) {
      const row = known.get(record.game.providerId);
      if (!row) continue;
      const before = row.feedRecord;
      const fields = FEED_FIELDS.filter((field) => !sameValue(keptValue(before, field), record.values[field]));
      if (fields.length === 0) {
        this.unchanged += 1;
        continue;
      }
      const set: Partial<typeof games.$inferInsert> = {};
      const changes: FeedChange[] = fields.map((field) => {
        let applied = !row.editedFields.includes(field);
        if (applied && field === "gameUrl" && refusedGameHost(record.values.gameUrl, this.options.allowedHosts, this.options.siteUrl)) applied = false;
        if (applied && field !== "imageUrl") Object.assign(set, { [field]: record.values[field] });
        if (applied && field === "imageUrl") {
          if (record.values.imageUrl) jobs.push(thumbnailFetchJob(row.id, record.values.imageUrl));
        }
        return { field, from: shown(keptValue(before, field)), to: shown(record.values[field]), applied };
      });
      await tx
        .update(games)
        .set({ ...set, ...("gameUrl" in set ? healthOfNewUrl() : {}), feedRecord: record.values, feedChanges: changes, feedChangedAt: new Date() })
        .where(eq(games.id, row.id));
      this.updated += 1;
      visible ||= row.status === "published";
    }
    this.thumbnailsQueued += await enqueueJobs(tx, jobs);
    return visible;
  }
}

/** Writes records (a chunk, or one of them) in one transaction with `alongside`. */
async function writeRecords(
  db: Database,
  run: ImportRun,
  records: { provider: string; record: PreparedRecord }[],
  alongside: (tx: Transaction) => Promise<void>,
) {
  const byProvider = new Map<string, PreparedRecord[]>();
  for (const { provider, record } of records) {
    const list = byProvider.get(provider) ?? [];
    list.push(record);
    byProvider.set(provider, list);
  }
  // Drafts are on no public page: a chunk of them leaves every cached page as it is.
  await withCatalogChange(db, async (tx) => {
    let visible = false;
    for (const [provider, chunk] of byProvider) visible = (await run.writeChunk(tx, provider, chunk)) || visible;
    await alongside(tx);
    return visible || null;
  });
}

/**
 * PostgreSQL's refusal of a value (a data exception, class 22, or a broken constraint, class
 * 23), as opposed to a database that is not there: the first is a record's problem.
 */
function refusedByDatabase(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && /^2[23][0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/**
 * Imports the records of a feed's pages (already read in full) under the import `importId`.
 * Chunks are written one transaction each; the import's row follows along, for the panel.
 */
export async function importFeedPages(
  db: Database,
  importId: string,
  source: string,
  pages: ParsedFeed[],
  options: FeedImportOptions,
): Promise<FeedImportSummary> {
  const run = new ImportRun(await loadCategoryMapper(db), options);
  const records = pages.flatMap((page) => page.records.map((record) => ({ record, provider: page.format })));
  const total = records.length;
  await db.update(feedImports).set({ total, updatedAt: new Date() }).where(eq(feedImports.id, importId));
  let processed = 0;
  for (let start = 0; start < total; start += CHUNK) {
    const slice = records.slice(start, start + CHUNK);
    const prepared: { provider: string; record: PreparedRecord }[] = [];
    for (const { record, provider } of slice) {
      if (!record.ok) {
        run.reject(record.id, record.reason);
        continue;
      }
      try {
        const ready = run.prepare(record.game);
        if (ready) prepared.push({ provider, record: ready });
      } catch (error) {
        // A record is never the import's failure: it is that record's rejection.
        log.warn({ importId, record: record.game.providerId, reason: errorReason(error) }, "Feed import: a record could not be read");
        run.reject(record.game.providerId, "it could not be read");
      }
    }
    processed += slice.length;
    const progress = () => ({
      processed,
      added: run.added,
      updated: run.updated,
      unchanged: run.unchanged,
      rejected: run.rejectedCount,
      updatedAt: new Date(),
    });
    const before = run.counts();
    try {
      await writeRecords(db, run, prepared, async (tx) => {
        // In the chunk's transaction: the row never counts records the catalog does not have.
        await tx.update(feedImports).set(progress()).where(eq(feedImports.id, importId));
      });
    } catch (error) {
      if (!refusedByDatabase(error) || prepared.length === 0) throw error;
      // One record the database refuses (a value no check here foresaw) rolled the chunk
      // back: the chunk again one record at a time, and only the refused ones are rejected.
      run.restore(before);
      for (const one of prepared) {
        const counts = run.counts();
        try {
          await writeRecords(db, run, [one], async () => {});
        } catch (oneError) {
          if (!refusedByDatabase(oneError)) throw oneError;
          run.restore(counts);
          log.warn({ importId, record: one.record.game.providerId, reason: errorReason(oneError) }, "Feed import: the database refused a record");
          run.reject(one.record.game.providerId, "it could not be stored");
        }
      }
      await db.update(feedImports).set(progress()).where(eq(feedImports.id, importId));
    }
  }
  const summary: FeedImportSummary = {
    importId,
    added: run.added,
    updated: run.updated,
    unchanged: run.unchanged,
    rejected: run.rejectedCount,
    rejections: run.rejections,
    unmapped: [...run.unmapped].map(([category, count]) => ({ category, records: count })).sort((a, b) => b.records - a.records),
    refusedHosts: [...run.refusedHosts].map(([host, count]) => ({ host, games: count })).sort((a, b) => b.games - a.games),
    thumbnailsQueued: run.thumbnailsQueued,
  };
  await db.transaction(async (tx) => {
    await tx
      .update(feedImports)
      .set({
        state: "done",
        finishedAt: new Date(),
        updatedAt: new Date(),
        rejections: summary.rejections.slice(0, REJECTIONS_KEPT),
        unmapped: summary.unmapped.map((entry) => entry.category),
        message: summary.refusedHosts.length > 0 ? `Not on the allowed game hosts: ${summary.refusedHosts.map((entry) => entry.host).join(", ")}` : null,
      })
      .where(eq(feedImports.id, importId));
    await recordAudit(tx, options.actor, "imported feed", `${source}: ${feedSummaryLine(summary)}`);
  });
  await refreshGameStatistics(db, summary.added + summary.updated);
  return summary;
}
