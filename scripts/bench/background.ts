import { sql } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "~/domain/db/connection.server";
import { games } from "~/domain/db/schema.server";
import { startFeedServer } from "../../tests/support/feed-server";
import { createPostgresDatabase } from "../../tests/support/test-database";
import { startPortal } from "../../tests/support/portal-server";
import { addLargeCatalog } from "./large-catalog";
import {
  CRAWL_CONNECTIONS,
  FEED_GAMES,
  NPM_START_ENV,
  cleanups,
  crawlGamePages,
  feedWithThumbnails,
  report,
  residentMb,
  runFeedImport,
  startTestPostgres,
  temporary,
} from "./context";

const BACKGROUND_CATALOG = 40_000;
/** Issue 39: while background work runs, the crawl keeps at least this share of the quiet portal's rate. */
const BACKGROUND_CRAWL_RATIO_TARGET = 0.8;
const BACKGROUND_SETTLE_MS = 10_000;
const AFTER_CRAWL_MS = 10_000;

/**
 * Background work against visitors, in one run on `engine`: the crawler of uncached game
 * pages (CRAWL_CONNECTIONS connections, BACKGROUND_CATALOG bench games) on the portal at
 * rest, then while it fetches and processes the thumbnails of a FEED_GAMES-game feed it was
 * just handed with `npm run feed:import --publish` (published, so each stored thumbnail
 * changes the catalog; each image at a URL of its own on a local server, so no two jobs
 * share a fetch). The image server's count of requests says how many thumbnails were
 * fetched during the crawl, and in the AFTER_CRAWL_MS after it, with no visitors.
 */
export async function backgroundWorkAgainstCrawl(engine: "pglite" | "postgres") {
  const feeds = await startFeedServer();
  cleanups.push(feeds.close);
  const env: NodeJS.ProcessEnv = { ...NPM_START_ENV, ALLOW_PRIVATE_FETCH: "true", ALLOWED_GAME_HOSTS: "krunker.io, games.feed.example" };
  if (engine === "pglite") env.DATA_DIR = path.join(temporary, "background-pglite");
  else {
    // createPostgresDatabase makes its database on the server TEST_DATABASE_URL names.
    process.env.TEST_DATABASE_URL = startTestPostgres();
    env.DATABASE_URL = (await createPostgresDatabase()).url;
  }
  // A first start makes and seeds the database; the crawler's games are added with the portal stopped.
  await (await startPortal(env)).stop();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? "" });
  const thumbnails = (await handle.db.select({ thumbnail: games.thumbnail }).from(games)).map((row) => row.thumbnail);
  await addLargeCatalog(handle.db, BACKGROUND_CATALOG, thumbnails);
  await handle.db.execute(sql`vacuum (analyze) games`);
  await handle.db.execute(sql`checkpoint`);
  await handle.close();

  const records = feedWithThumbnails(feeds.origin, "Background", 300_000);
  const file = path.join(temporary, `feed-background-${engine}.json`);
  fs.writeFileSync(file, JSON.stringify(records));

  const portal = await startPortal(env);
  cleanups.push(() => portal.stop());
  await new Promise((resolve) => setTimeout(resolve, BACKGROUND_SETTLE_MS));
  const quiet = await crawlGamePages(portal.url, [portal.pid], `quiet-${engine}`, 0, BACKGROUND_CATALOG);
  const imported = await runFeedImport(file, { ...env }, ["--publish"]);
  const fetched = () => feeds.hits.get("/images/good.png") ?? 0;
  const atImport = fetched();
  const crawlStarted = performance.now();
  const busy = await crawlGamePages(portal.url, [portal.pid], `background-${engine}`, BACKGROUND_CATALOG / 4, BACKGROUND_CATALOG);
  const crawlSeconds = (performance.now() - crawlStarted) / 1000;
  const duringCrawl = fetched() - atImport;
  const portalRssMb = residentMb(portal.pid);
  // The portal's child processes (its background work's, when it has one): their peak memory so far.
  const children = fs.readFileSync(`/proc/${portal.pid}/task/${portal.pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  const childPeaks = children.map((pid) => {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return `pid ${pid} at nice ${fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[16]}, peak RSS ${(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024).toFixed(0)} MB`;
  });
  await new Promise((resolve) => setTimeout(resolve, AFTER_CRAWL_MS));
  const afterCrawl = fetched() - atImport - duringCrawl;
  await portal.stop();
  const ratio = busy.rps / quiet.rps;
  report(
    `Uncached game pages, ${CRAWL_CONNECTIONS} connections, ${BACKGROUND_CATALOG.toLocaleString("en-US")} games, at rest and while the thumbnails of a ${FEED_GAMES.toLocaleString("en-US")}-game feed (published) are made, ${engine}`,
    `at rest ${quiet.rps} req/s, p99 ${quiet.p99} ms; during ${busy.rps} req/s, p99 ${busy.p99} ms, ${busy.errors} errors: ${ratio.toFixed(2)} of the rate at rest. ` +
      `Thumbnails fetched during the crawl and its warm-up (${crawlSeconds.toFixed(0)} s) ${duringCrawl.toLocaleString("en-US")}, in the ${AFTER_CRAWL_MS / 1000} s after it ${afterCrawl.toLocaleString("en-US")}; ` +
      `portal RSS ${portalRssMb.toFixed(0)} MB after the crawl, its child processes: ${childPeaks.join("; ") || "none"}; ` +
      `the import ${imported.seconds.toFixed(1)} s (${imported.summary})`,
    `≥ ${BACKGROUND_CRAWL_RATIO_TARGET.toFixed(2)} of the rate at rest, 0 errors`,
    ratio >= BACKGROUND_CRAWL_RATIO_TARGET && busy.errors === 0 && quiet.errors === 0,
  );
}
