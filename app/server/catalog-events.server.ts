import { sql } from "drizzle-orm";
import type { Database } from "./db/connection.server";

/**
 * "The catalog changed": what keeps cached pages honest. A write announces it inside
 * its transaction (PostgreSQL delivers a NOTIFY only on commit, to every instance
 * listening, PGlite likewise within its process) and to this process at once after.
 */

export const CATALOG_CHANNEL = "zowii_catalog";

const listeners = new Set<() => void>();

export function onCatalogChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitCatalogChange(): void {
  for (const listener of listeners) listener();
}

export async function notifyCatalogChange(tx: Pick<Database, "execute">): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
}
