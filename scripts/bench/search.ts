import { sql } from "drizzle-orm";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "~/domain/db/connection.server";
import { searchGames, searchIndexes, searchIndexRows, suggestGames } from "~/domain/catalog/reads.server";
import { SearchIndexes } from "~/domain/catalog/search-index.server";
import { applyMigrations } from "~/domain/db/migrations.server";
import { BENCH_SEARCHES, addLargeCatalog } from "./large-catalog";
import { LARGE_CATALOG, SUGGESTION_TEXTS, percentiles, report, startTestPostgres, temporary } from "./context";

export async function searchTimes(handle: DatabaseHandle, indexes?: SearchIndexes) {
  const times: number[] = [];
  for (let round = 0; round < 10; round += 1) {
    for (const query of BENCH_SEARCHES) {
      const start = performance.now();
      await searchGames(handle.db, { query }, indexes);
      times.push(performance.now() - start);
    }
  }
  return percentiles(times);
}

/**
 * Suggestions and the relevance-ordered search at LARGE_CATALOG games, on a database of
 * their own: answered by search's index, as a large catalog is, and by the database alone,
 * as while the index is read again after a catalog change.
 */
export async function searchScale(engine: "pglite" | "postgres") {
  const handle = await openDatabase(
    engine === "pglite" ? { dataDir: path.join(temporary, "search-pglite"), databaseUrl: undefined } : { dataDir: "", databaseUrl: startTestPostgres() },
  );
  await applyMigrations(handle);
  await addLargeCatalog(handle.db, LARGE_CATALOG, [""]);
  await handle.db.execute(sql`vacuum (analyze) games`);
  await handle.db.execute(sql`checkpoint`);
  const measure = async (indexes: SearchIndexes) => {
    const times: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const text of SUGGESTION_TEXTS) {
        const start = performance.now();
        await suggestGames(handle.db, text, undefined, indexes);
        times.push(performance.now() - start);
      }
    }
    return { suggestions: percentiles(times), search: await searchTimes(handle, indexes) };
  };
  const byDatabase = await measure(new SearchIndexes(searchIndexRows, Infinity));
  const buildStart = performance.now();
  const index = (await searchIndexes.refresh(handle.db))?.index;
  const buildMs = performance.now() - buildStart;
  if (!index) throw new Error("Search's index was not built");
  const byIndex = await measure(searchIndexes);
  await handle.close();
  const games = `${LARGE_CATALOG.toLocaleString("en-US")} games, ${engine}`;
  report(
    `Search suggestions p95, ${games}`,
    `${byIndex.suggestions.p95.toFixed(1)} ms (median ${byIndex.suggestions.median.toFixed(1)} ms over ${SUGGESTION_TEXTS.length} texts typed)`,
    "< 20 ms",
    byIndex.suggestions.p95 < 20,
  );
  report(
    `Search in relevance order p95, ${games}`,
    `${byIndex.search.p95.toFixed(1)} ms (median ${byIndex.search.median.toFixed(1)} ms over ${BENCH_SEARCHES.length} searches, typos and joined spellings among them)`,
    "< 20 ms",
    byIndex.search.p95 < 20,
  );
  report(`Search's index, ${games}`, `read and built in ${Math.round(buildMs)} ms; about ${(index.bytes / 1e6).toFixed(1)} MB`);
  report(
    `Search answered by the database alone (while the index is read again after a catalog change), ${games}`,
    `suggestions p95 ${byDatabase.suggestions.p95.toFixed(1)} ms (median ${byDatabase.suggestions.median.toFixed(1)}), search p95 ${byDatabase.search.p95.toFixed(1)} ms (median ${byDatabase.search.median.toFixed(1)})`,
  );
}
