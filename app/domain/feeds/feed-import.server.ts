/**
 * One feed import, from its source to its end: the import's row in feed_imports exists
 * while the source is read, the records are merged into the catalog (feed-merge.server.ts),
 * and how it ended (its counts, or why it failed) is kept on the row and in the audit log.
 * A source that cannot be read fails the import and changes nothing.
 */
import { eq } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../admin/audit-log.server";
import type { Database } from "../db/connection.server";
import { feedImports } from "../db/schema.server";
import type { FeedFormat, ParsedFeed } from "./feed-formats.server";
import { FeedSourceError, readFeedText, readFeedUrl } from "./feed-sources.server";
import { blockText, lineText } from "~/lib/visible-text";
import { logFailure } from "../platform/log.server";
import { importFeedPages, type FeedImportOptions, type FeedImportSummary } from "./feed-merge.server";
import { endedUnrecorded } from "./feed-import-reads.server";

export type FeedSource = { url: string } | { text: string; name: string };

export interface FeedSourceImport extends FeedImportOptions {
  format?: FeedFormat;
  allowPrivateFetch: boolean;
  /** How long each page of a feed URL may take (feed-sources.server.ts). */
  fetchTimeoutMs?: number;
}

/**
 * Reads a source whole, then imports it. A source that cannot be read fails the import
 * (FeedSourceError, its message kept on the import's row) and changes nothing.
 */
export async function importFeedSource(db: Database, source: FeedSource, options: FeedSourceImport): Promise<FeedImportSummary> {
  return (await beginFeedImport(db, source, options)).finished;
}

/**
 * Starts an import and answers its id once its row exists; the import goes on in the
 * background (feedImportProgress follows it), and how it ends is kept on its row.
 */
export async function startFeedImport(db: Database, source: FeedSource, options: FeedSourceImport): Promise<string> {
  const { importId, finished } = await beginFeedImport(db, source, options);
  // Its row holds the outcome, failures included; nobody waits for this promise.
  finished.catch(() => {});
  return importId;
}

async function beginFeedImport(
  db: Database,
  source: FeedSource,
  options: FeedSourceImport,
): Promise<{ importId: string; finished: Promise<FeedImportSummary> }> {
  const name = ("url" in source ? source.url : source.name).slice(0, 2048);
  // The import's row exists while the source is read, so a failure is kept there too.
  const [row] = await db
    .insert(feedImports)
    .values({ source: name, feedId: options.feedId ?? null, startedBy: options.actor.email })
    .returning({ id: feedImports.id });
  const importId = row!.id;
  return { importId, finished: runFeedImport(db, importId, name, source, options) };
}

async function runFeedImport(db: Database, importId: string, name: string, source: FeedSource, options: FeedSourceImport): Promise<FeedImportSummary> {
  let pages: ParsedFeed[];
  try {
    pages =
      "url" in source
        ? await readFeedUrl(source.url, {
            format: options.format,
            allowPrivate: options.allowPrivateFetch,
            timeoutMs: options.fetchTimeoutMs,
            // Each page read shows the import is alive; a lost write here only delays that.
            onPage: () =>
              void db
                .update(feedImports)
                .set({ updatedAt: new Date() })
                .where(eq(feedImports.id, importId))
                .catch(() => {}),
          })
        : await readFeedText(source.text, source.name, options.format);
  } catch (error) {
    const message = error instanceof FeedSourceError ? error.message : "The feed could not be read.";
    await failImport(db, importId, message, options.actor, `${name}: failed: ${message}`);
    throw error instanceof FeedSourceError ? error : new FeedSourceError(message, { cause: error });
  }
  try {
    return await importFeedPages(db, importId, name, pages, options);
  } catch (error) {
    logFailure(`Feed import ${importId}`, error);
    // The chunks before the one that failed are in the catalog, and the row counts them.
    const [progress] = await db
      .select({ processed: feedImports.processed, total: feedImports.total })
      .from(feedImports)
      .where(eq(feedImports.id, importId))
      .catch(() => []);
    const message =
      progress && progress.processed > 0
        ? `The import failed after ${progress.processed} of ${progress.total} records: those were imported, nothing after them was changed. Run it again to finish.`
        : "The import failed before any record was written. Please try again.";
    await failImport(db, importId, message, options.actor, `${name}: failed: ${message}`);
    throw error;
  }
}

const RECORD_FAILURE_RETRIES_MS = [1_000, 5_000, 30_000, 120_000];

/**
 * Marks an import failed with its message. The message may quote what the feed sent (a
 * binary file's NUL bytes in a JSON error), which PostgreSQL refuses in text: it is stored
 * as visible text.
 */
async function failImport(db: Database, importId: string, message: string, actor: AuditActor, auditTarget: string): Promise<void> {
  const record = async () => {
    const now = new Date();
    await db
      .update(feedImports)
      .set({ state: "failed", message: blockText(message), finishedAt: now, updatedAt: now })
      .where(eq(feedImports.id, importId));
    endedUnrecorded.delete(importId);
    await recordAudit(db, actor, "imported feed", lineText(auditTarget));
  };
  try {
    await record();
  } catch (error) {
    logFailure(`Recording the failure of feed import ${importId}`, error);
    if (!endedUnrecorded.has(importId)) {
      endedUnrecorded.set(importId, blockText(message));
      retryRecording(importId, record, 0);
    }
  }
}

function retryRecording(importId: string, record: () => Promise<void>, attempt: number) {
  const delay = RECORD_FAILURE_RETRIES_MS[attempt];
  if (delay === undefined) return;
  setTimeout(() => {
    if (!endedUnrecorded.has(importId)) return;
    record().catch(() => retryRecording(importId, record, attempt + 1));
  }, delay).unref();
}
