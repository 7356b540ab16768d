import { sql } from "drizzle-orm";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "~/domain/db/connection.server";
import { games } from "~/domain/db/schema.server";
import { searchIndexes } from "~/domain/catalog/reads.server";
import { listManagedGames } from "~/domain/catalog/manage-list.server";
import { readManageFilters } from "~/lib/manage-filters";
import { startPortal } from "../../tests/support/portal-server";
import { addLargeCatalog } from "./large-catalog";
import { CRAWL_CONNECTIONS, LARGE_CATALOG, crawlGamePages, percentiles, report, startTestPostgres, temporary } from "./context";
import { crawlDeployment, homeRenderTimes } from "./pages";
import { searchTimes } from "./search";

/** What operators do in Manage: each order, a far page, each filter, a search. */
const MANAGE_VIEWS: Record<string, string>[] = [
  {},
  { page: "1500" },
  { sort: "title" },
  { sort: "plays" },
  { sort: "rating" },
  { category: "Puzzle" },
  { status: "draft" },
  { provider: "gamepix" },
  { host: "krunker.io" },
  { host: "*.krunker.io" },
  { q: "snake" },
  { q: "tank", sort: "plays", category: "Action" },
];

/** The list query of one Manage page (its count and its 50 rows), as the loader runs it. */
async function manageTimes(handle: DatabaseHandle) {
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const view of MANAGE_VIEWS) {
      const start = performance.now();
      await listManagedGames(handle.db, readManageFilters(new URLSearchParams(view)));
      times.push(performance.now() - start);
    }
  }
  return percentiles(times);
}

export async function catalogScale(engine: "pglite" | "postgres") {
  const env: NodeJS.ProcessEnv = {};
  let databaseUrl: string | undefined;
  if (engine === "pglite") {
    env.DATA_DIR = path.join(temporary, "scale-pglite");
  } else {
    databaseUrl = startTestPostgres();
    env.DATABASE_URL = databaseUrl;
  }
  const open = () => openDatabase({ databaseUrl, dataDir: env.DATA_DIR ?? "" });

  let portal = await startPortal(env);
  const small = await homeRenderTimes(portal);
  await portal.stop();

  const handle = await open();
  const smallSearch = await searchTimes(handle);
  const thumbnails = (await handle.db.select({ thumbnail: games.thumbnail }).from(games)).map((row) => row.thumbnail);
  const started = performance.now();
  await addLargeCatalog(handle.db, LARGE_CATALOG, thumbnails);
  // As the portal's upkeep on PGlite (runtime.server.ts) and PostgreSQL's autovacuum would
  // before long: fresh statistics, and a visibility map that lets counts read indexes alone.
  await handle.db.execute(sql`vacuum (analyze) games`);
  // The bulk insert's pages written out now, not by a checkpoint in the middle of the renders.
  await handle.db.execute(sql`checkpoint`);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  // Searched as a large catalog is: by search's index, read first (searchScale has the database's figures).
  await searchIndexes.refresh(handle.db);
  const largeSearch = await searchTimes(handle);
  const manage = await manageTimes(handle);
  await handle.close();

  portal = await startPortal(env);
  const large = await homeRenderTimes(portal);
  const crawl = await crawlGamePages(portal.url, [portal.pid], engine);
  // On PostgreSQL, the deployment's shape on one machine (deploy/): nginx in front of two
  // instances, one a core. Its walk starts a quarter of the catalog on: pages no instance
  // nor nginx has kept.
  await portal.stop();
  const deployed = engine === "postgres" ? await crawlDeployment(env) : null;

  report(
    `Manage Games page p95, ${LARGE_CATALOG.toLocaleString("en-US")} games, ${engine}`,
    `${manage.p95.toFixed(1)} ms (median ${manage.median.toFixed(1)} ms over ${MANAGE_VIEWS.length} sorts, filters and searches)`,
    "< 150 ms",
    manage.p95 < 150,
  );
  report(
    `Uncached game pages, a crawler walking a ${LARGE_CATALOG.toLocaleString("en-US")}-game catalog, ${CRAWL_CONNECTIONS} connections, ${engine}`,
    `${crawl.rps} req/s, p99 ${crawl.p99} ms, ${crawl.errors} errors (${crawl.requests.toLocaleString("en-US")} distinct pages); server CPU ${crawl.cpuPerPageMs.toFixed(1)} ms a page`,
    "≥ 250 req/s, p99 < 100 ms",
    crawl.rps >= 250 && crawl.p99 < 100 && crawl.errors === 0,
  );
  if (deployed) {
    report(
      `Uncached game pages, the same crawl through nginx to two instances (deploy/), ${engine}`,
      `${deployed.rps} req/s, p99 ${deployed.p99} ms, ${deployed.errors} errors (${deployed.requests.toLocaleString("en-US")} distinct pages); the instances' CPU ${deployed.cpuPerPageMs.toFixed(1)} ms a page`,
      "≥ 250 req/s, p99 < 100 ms",
      deployed.rps >= 250 && deployed.p99 < 100 && deployed.errors === 0,
    );
  }
  const growth = large.median / small.median - 1;
  report(
    `Search p95, ${LARGE_CATALOG.toLocaleString("en-US")} games, ${engine}`,
    `${largeSearch.p95.toFixed(1)} ms (median ${largeSearch.median.toFixed(1)} ms; with the seed catalog p95 ${smallSearch.p95.toFixed(1)} ms)`,
    "< 20 ms",
    largeSearch.p95 < 20,
  );
  report(
    `Home render, ${LARGE_CATALOG.toLocaleString("en-US")} vs seed catalog, ${engine}`,
    `median ${large.median.toFixed(1)} ms vs ${small.median.toFixed(1)} ms (${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(0)}%; ${LARGE_CATALOG.toLocaleString("en-US")} games added in ${seconds} s)`,
    "within 10%",
    growth <= 0.1,
  );
}
