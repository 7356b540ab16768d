/**
 * The work queue: background work kept in the `jobs` table, so that it survives a restart
 * and is shared by every instance on one database. A job is claimed with
 * FOR UPDATE SKIP LOCKED and a lease: two instances never run the same job, and a job
 * whose instance died is claimed again once its lease has run out. A failed attempt is
 * tried again later, up to the job's max attempts; each job's last run and result stay in
 * the table. The same SQL works on PostgreSQL and on PGlite, which the
 * Postgres-only queues (pg-boss, graphile-worker) do not (README, Decisions).
 */
import { blockText } from "~/lib/visible-text";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/connection.server";
import { jobs } from "../db/schema.server";
import { log, logFailure } from "../platform/log.server";
import { jobFinished, jobKindDefined, type JobOutcome, type JobQueueDepth } from "../platform/metrics.server";

export interface JobKind<P> {
  /** How many of this kind one instance runs at a time. */
  concurrency: number;
  /** How long a claimed job is this instance's before another may take it over. */
  leaseMs: number;
  /** Does the work; what it returns is the job's result as the panel shows it. */
  run(payload: P, db: Database): Promise<string>;
  /** Called once, with the last error, when the job will not be tried again. */
  gaveUp?(payload: P, error: unknown, db: Database): Promise<void>;
}

/** Thrown by a job for a failure that another attempt would not mend (a 404, not an image). */
export class PermanentJobError extends Error {}

const kinds = new Map<string, JobKind<never>>();

export function defineJobKind<P>(name: string, kind: JobKind<P>): void {
  kinds.set(name, kind as JobKind<never>);
  jobKindDefined(name);
}

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** While a job with this key waits or runs, another with the same key is not added. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
}

const wakeups = new Set<() => void>();

/** Adds jobs (inside the caller's transaction, when given one); returns how many were new. */
export async function enqueueJobs(db: Pick<Database, "insert"> | Transaction, list: NewJob[]): Promise<number> {
  if (list.length === 0) return 0;
  const added = await db
    .insert(jobs)
    .values(
      list.map((job) => ({ kind: job.kind, key: job.key ?? null, payload: job.payload, runAt: job.runAt ?? new Date(), maxAttempts: job.maxAttempts ?? 3 })),
    )
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  // This instance's worker starts at once; others find the jobs on their next look.
  if (added.length > 0) setImmediate(() => wakeups.forEach((wake) => wake()));
  return added.length;
}

/** A retry waits 30 s, then 2 min, then 8 min…, at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 4 ** (attempt - 1), 60 * 60_000);
}

/** Kept on the job's row: as visible text, as a message quoting a host's answer may hold a NUL, which PostgreSQL refuses. */
function errorMessage(error: unknown): string {
  return blockText(error instanceof Error ? error.message : String(error)).slice(0, 500);
}

async function claim(db: Database, kind: string, limit: number, leaseMs: number) {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`((${jobs.state} = 'queued' and ${jobs.runAt} <= now()) or (${jobs.state} = 'running' and ${jobs.leaseUntil} < now()))`))
    .orderBy(jobs.runAt, jobs.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(jobs)
    .set({ state: "running", attempts: sql`${jobs.attempts} + 1`, leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(inArray(jobs.id, due))
    .returning();
}

async function settle(
  db: Database,
  job: typeof jobs.$inferSelect,
  kind: JobKind<never>,
  outcome: { result: string } | { error: unknown },
): Promise<JobOutcome> {
  if ("result" in outcome) {
    await db.update(jobs).set({ state: "done", finishedAt: new Date(), result: outcome.result, leaseUntil: null }).where(eq(jobs.id, job.id));
    return "done";
  }
  const finalFailure = outcome.error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
  const message = errorMessage(outcome.error);
  // The operator's trace of background work that went wrong: which kind, on what, and why.
  const entry = { job: job.id, kind: job.kind, target: job.payload, attempt: job.attempts, reason: message };
  if (finalFailure) log.error(entry, `Job ${job.kind} failed and will not be tried again`);
  else log.warn(entry, `Job ${job.kind} failed and will be tried again`);
  if (!finalFailure) {
    await db
      .update(jobs)
      .set({ state: "queued", runAt: new Date(Date.now() + retryDelayMs(job.attempts)), result: message, leaseUntil: null })
      .where(eq(jobs.id, job.id));
    return "retry";
  }
  await db.update(jobs).set({ state: "failed", finishedAt: new Date(), result: message, leaseUntil: null }).where(eq(jobs.id, job.id));
  await kind.gaveUp?.(job.payload as never, outcome.error, db);
  return "failed";
}

export interface JobWorker {
  /** Stops claiming and waits for the jobs it runs. */
  stop(): Promise<void>;
  /** Resolves when no job of these kinds is due (tests, benchmarks). */
  idle(): Promise<void>;
}

const POLL_EVERY_MS = 2_000;

/** Runs due jobs of every defined kind in this process until stopped. */
export function startJobWorker(db: Database, lookEveryMs = POLL_EVERY_MS): JobWorker {
  const running = new Map<string, Set<Promise<void>>>();
  let stopped = false;
  let looking: Promise<void> | null = null;
  let again = false;

  const look = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (looking) {
      again = true;
      return looking;
    }
    looking = (async () => {
      do {
        again = false;
        for (const [name, kind] of kinds) {
          const active = running.get(name) ?? new Set();
          running.set(name, active);
          const free = kind.concurrency - active.size;
          if (free <= 0 || stopped) continue;
          const claimed = await claim(db, name, free, kind.leaseMs).catch((error: unknown) => {
            logFailure("Reading the job queue", error);
            return [];
          });
          for (const job of claimed) {
            const startedAt = performance.now();
            const work = kind
              .run(job.payload as never, db)
              .then(
                (result) => settle(db, job, kind, { result }),
                (error: unknown) => settle(db, job, kind, { error }),
              )
              .then((outcome) => jobFinished(name, outcome, startedAt))
              .catch((error: unknown) => logFailure(`Settling job ${name} ${job.id}`, error))
              .finally(() => {
                active.delete(work);
                void look();
              });
            active.add(work);
          }
        }
      } while (again && !stopped);
    })().finally(() => {
      looking = null;
    });
    return looking;
  };

  const wake = () => void look();
  wakeups.add(wake);
  const timer = setInterval(wake, lookEveryMs);
  timer.unref();
  wake();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      wakeups.delete(wake);
      await looking;
      await Promise.all([...running.values()].flatMap((set) => [...set]));
    },
    async idle() {
      for (;;) {
        await look();
        await Promise.all([...running.values()].flatMap((set) => [...set]));
        const [row] = await db
          .select({ waiting: sql<number>`count(*)::int` })
          .from(jobs)
          .where(and(inArray(jobs.kind, [...kinds.keys()]), sql`(${jobs.state} = 'running' or (${jobs.state} = 'queued' and ${jobs.runAt} <= now()))`));
        if (!row || row.waiting === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** The jobs waiting and running now, per defined kind (every kind listed, 0 when it has none), for the metrics. */
export async function jobQueueDepth(db: Database): Promise<JobQueueDepth[]> {
  const rows = await db
    .select({
      kind: jobs.kind,
      due: sql<number>`count(*) filter (where ${jobs.state} = 'queued' and ${jobs.runAt} <= now())::int`,
      scheduled: sql<number>`count(*) filter (where ${jobs.state} = 'queued' and ${jobs.runAt} > now())::int`,
      running: sql<number>`count(*) filter (where ${jobs.state} = 'running')::int`,
      oldestDueSeconds: sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt}) filter (where ${jobs.state} = 'queued' and ${jobs.runAt} <= now())), 0)::float8`,
    })
    .from(jobs)
    .where(inArray(jobs.state, ["queued", "running"]))
    .groupBy(jobs.kind);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return [...kinds.keys()].map((kind) => byKind.get(kind) ?? { kind, due: 0, scheduled: 0, running: 0, oldestDueSeconds: 0 });
}

/** Finished jobs are kept a week for the panel, then removed. */
export async function pruneFinishedJobs(db: Database, olderThanMs = 7 * 24 * 60 * 60_000): Promise<void> {
  await db.delete(jobs).where(and(inArray(jobs.state, ["done", "failed"]), lt(jobs.finishedAt, new Date(Date.now() - olderThanMs))));
}
