import type { Database } from "~/domain/db/connection.server";
import { startJobWorker } from "~/domain/jobs/queue.server";

/** Runs every due job of the kinds this process knows, as the portal's worker would, until none is left. */
export async function runJobsUntilIdle(db: Database): Promise<void> {
  const worker = startJobWorker(db, 50);
  try {
    await worker.idle();
  } finally {
    await worker.stop();
  }
}
