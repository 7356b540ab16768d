/**
 * What the job queue is doing, for the panel: per kind of job, how many wait, run and
 * failed and its latest job; per subject (a job key's first two parts, "feed-sync:<feed>"),
 * that subject's latest job, so a feed's row can show its own last sync and drip.
 */
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../db/connection.server";
import { jobs, type JobState } from "../db/schema.server";

export interface JobRun {
  kind: string;
  key: string | null;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  /** What the last attempt did, or why it failed (a job waiting for a retry keeps its error here). */
  result: string | null;
  /** When it is (or was) due: for a job waiting for a retry, when the next attempt is. */
  runAt: string;
  finishedAt: string | null;
}

export interface JobKindStatus {
  kind: string;
  waiting: number;
  running: number;
  failed: number;
  done: number;
  /** The job running now, else the next waiting, else the last finished. */
  latest: JobRun | null;
}

export interface JobSubjectStatus {
  subject: string;
  latest: JobRun;
}

export interface JobStatuses {
  kinds: JobKindStatus[];
  subjects: JobSubjectStatus[];
}

// Running first, then waiting, then the most recently finished.
const latestFirst = sql`case ${jobs.state} when 'running' then 0 when 'queued' then 1 else 2 end, ${jobs.finishedAt} desc nulls last, ${jobs.id} desc`;
const subjectOf = sql<string>`split_part(${jobs.key}, ':', 1) || ':' || split_part(${jobs.key}, ':', 2)`;

function toRun(row: typeof jobs.$inferSelect): JobRun {
  return {
    kind: row.kind,
    key: row.key,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    result: row.result,
    runAt: row.runAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Every kind in the table (finished jobs are kept a week), and the subjects of the kinds in
 * `subjectsOf` (a thumbnail fetch's subject is one game: too many to list).
 */
export async function jobStatuses(db: Database, { subjectsOf = [] as readonly string[] } = {}): Promise<JobStatuses> {
  const counts = await db
    .select({
      kind: jobs.kind,
      waiting: sql<number>`count(*) filter (where ${jobs.state} = 'queued')::int`,
      running: sql<number>`count(*) filter (where ${jobs.state} = 'running')::int`,
      failed: sql<number>`count(*) filter (where ${jobs.state} = 'failed')::int`,
      done: sql<number>`count(*) filter (where ${jobs.state} = 'done')::int`,
    })
    .from(jobs)
    .groupBy(jobs.kind)
    .orderBy(jobs.kind);
  const latestOfKinds = await db.selectDistinctOn([jobs.kind]).from(jobs).orderBy(jobs.kind, latestFirst);
  const latestByKind = new Map(latestOfKinds.map((row) => [row.kind, toRun(row)]));
  const subjects =
    subjectsOf.length === 0
      ? []
      : await db
          .selectDistinctOn([subjectOf], { subject: subjectOf, job: jobs })
          .from(jobs)
          .where(sql`${jobs.key} is not null and ${inArray(jobs.kind, [...subjectsOf])}`)
          .orderBy(subjectOf, latestFirst);
  return {
    kinds: counts.map((row) => ({ ...row, latest: latestByKind.get(row.kind) ?? null })),
    subjects: subjects.map((row) => ({ subject: row.subject, latest: toRun(row.job) })),
  };
}
