import path from "node:path";
import { openDatabase } from "~/domain/db/connection.server";
import { applyMigrations } from "~/domain/db/migrations.server";
import { defineJobKind, enqueueJobs, startJobWorker } from "~/domain/jobs/queue.server";
import { report, startTestPostgres, temporary } from "./context";

const QUEUE_JOBS = 5_000;

/**
 * The job queue's own cost: jobs that do nothing, claimed and settled by one worker (8 at a
 * time, as thumbnail fetches run), so the figure is the queue's statements alone.
 */
export async function jobQueueScale(engine: "pglite" | "postgres") {
  const handle = await openDatabase(
    engine === "pglite" ? { dataDir: path.join(temporary, "queue-pglite"), databaseUrl: undefined } : { dataDir: "", databaseUrl: startTestPostgres() },
  );
  await applyMigrations(handle);
  defineJobKind<Record<string, never>>("bench-nothing", { concurrency: 8, leaseMs: 60_000, run: async () => "done" });
  for (let start = 0; start < QUEUE_JOBS; start += 500) {
    await enqueueJobs(
      handle.db,
      Array.from({ length: 500 }, (_, n) => ({ kind: "bench-nothing", payload: {}, key: `bench:${start + n}` })),
    );
  }
  const started = performance.now();
  const worker = startJobWorker(handle.db, 50);
  await worker.idle();
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  await handle.close();
  report(
    `Job queue, ${QUEUE_JOBS.toLocaleString("en-US")} jobs that do nothing, ${engine}`,
    `${(QUEUE_JOBS / seconds).toFixed(0)} jobs/s (${seconds.toFixed(1)} s)`,
  );
}
