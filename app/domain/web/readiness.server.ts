/**
 * Whether this instance should be sent visitors (`/readyz`): its database answers, holds
 * every migration of this release, and the instance is not shutting down. A load balancer
 * or a rolling upgrade asks it; a process supervisor asks `/healthz`, which needs none of this.
 */
import { migrationsApplied } from "../db/migrations.server";
import { database, databaseReachable } from "../platform/runtime.server";

export interface Readiness {
  ready: boolean;
  database: "reachable" | "unreachable";
  migrations: "applied" | "missing" | "unknown";
  shuttingDown: boolean;
}

export async function readiness({ shuttingDown }: { shuttingDown: boolean }): Promise<Readiness> {
  const reachable = await databaseReachable({ fresh: true });
  let migrations: Readiness["migrations"] = "unknown";
  if (reachable) {
    try {
      migrations = (await migrationsApplied(await database())) ? "applied" : "missing";
    } catch {
      // The database went away between the two questions: reported as unknown, so not ready.
    }
  }
  return {
    ready: reachable && migrations === "applied" && !shuttingDown,
    database: reachable ? "reachable" : "unreachable",
    migrations,
    shuttingDown,
  };
}
