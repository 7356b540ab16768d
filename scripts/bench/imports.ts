import fs from "node:fs";
import path from "node:path";
import { createPostgresDatabase } from "../../tests/support/test-database";
import { freePort, startPortal } from "../../tests/support/portal-server";
import { FEED_GAMES, NPM_START_ENV, cachedFigure, cachedPageTimesOverHttp, cleanups, report, runFeedImport, startTestPostgres, temporary } from "./context";

/**
 * What an import alone costs a visitor of a cached page, its thumbnails left out (the feeds
 * part measures them): `npm run feed:import` is given a feed built to hold a thread (a record
 * with 60,000 tags among 2,000 with 5 KB descriptions) and then a 10,000-game feed, while `/`
 * is asked every 10 ms; the same before either, once the portal has settled, for the baseline
 * of the same run. On the embedded database the command hands the file to the portal, which
 * imports it; on PostgreSQL the command imports it and the portal hears of the changes.
 */
const IMPORTS_SETTLE_MS = 20_000;

export async function importResponsiveness(engine: "pglite" | "postgres") {
  const dataDir = path.join(temporary, `imports-${engine}`);
  // createPostgresDatabase makes its database on the server TEST_DATABASE_URL names.
  if (engine === "postgres") process.env.TEST_DATABASE_URL = startTestPostgres();
  const databaseUrl = engine === "postgres" ? (await createPostgresDatabase()).url : "";
  // The portal's own longest event-loop delay per phase (prom-client's, reset at each read):
  // what the import holds the portal's thread, told apart from the share of the two cores
  // the command and this client take.
  const metricsAddress = `127.0.0.1:${await freePort()}`;
  const portal = await startPortal({ ...NPM_START_ENV, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, METRICS_ADDRESS: metricsAddress });
  const eventLoopMaxMs = async () => {
    const metrics = await (await fetch(`http://${metricsAddress}/metrics`)).text();
    return Math.round(Number(/^nodejs_eventloop_lag_max_seconds (\S+)/m.exec(metrics)?.[1] ?? NaN) * 1000);
  };
  cleanups.push(() => portal.stop());
  const categories = ["Arcade", "Puzzles", "Racing", "Shooting", "Sports", "Girls"];
  const record = (n: number) => ({
    id: String(200_000 + n),
    title: `Import Game ${n}`,
    description: `Game ${n} of a distributor's feed, with a description of a few sentences as feeds have. `.repeat(3),
    url: `https://games.feed.example/import/${n}/`,
    category: categories[n % categories.length],
    tags: "kids, casual, html5",
    thumb: null,
  });
  const flood = Array.from({ length: 2_000 }, (_, n) => ({
    ...record(n),
    id: `flood-${n}`,
    url: `https://games.feed.example/flood/${n}/`,
    description: "x ".repeat(2_500),
  }));
  flood.splice(1_000, 0, {
    ...flood[0]!,
    id: "flood-tags",
    url: "https://games.feed.example/flood/tags/",
    tags: Array.from({ length: 60_000 }, (_, n) => `tag${n}`).join(","),
  });
  const floodFile = path.join(temporary, "feed-tag-flood.json");
  fs.writeFileSync(floodFile, JSON.stringify(flood));
  const largeFile = path.join(temporary, "feed-10000-no-images.json");
  fs.writeFileSync(largeFile, JSON.stringify(Array.from({ length: FEED_GAMES }, (_, n) => record(n))));

  // Settled first: a first start seeds, renders the seed's thumbnails and reads its indexes
  // in the background for several seconds, which the baseline would otherwise measure.
  await new Promise((resolve) => setTimeout(resolve, IMPORTS_SETTLE_MS));
  for (let i = 0; i < 200; i += 1) await (await fetch(`${portal.url}/`)).arrayBuffer();
  await eventLoopMaxMs();
  const started = performance.now();
  const quiet = await cachedPageTimesOverHttp(portal.url, () => performance.now() - started > 3_000);
  const quietLoopMs = await eventLoopMaxMs();
  const during = async (file: string) => {
    let importing = true;
    const run = runFeedImport(file, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }).finally(() => (importing = false));
    const times = await cachedPageTimesOverHttp(portal.url, () => !importing);
    return { times, imported: await run, loopMs: await eventLoopMaxMs() };
  };
  const floodRun = await during(floodFile);
  const largeRun = await during(largeFile);
  report(
    `A cached page (/) over HTTP while the portal imports, thumbnails aside, ${engine}`,
    `quiet ${cachedFigure(quiet)}, the portal's event loop held at most ${quietLoopMs} ms; ` +
      `during a ${(fs.statSync(floodFile).size / 1e6).toFixed(0)} MB feed with a 60,000-tag record ${cachedFigure(floodRun.times)}, event loop at most ${floodRun.loopMs} ms (${floodRun.imported.seconds.toFixed(1)} s: ${floodRun.imported.summary}); ` +
      `during a 10,000-game feed ${cachedFigure(largeRun.times)}, event loop at most ${largeRun.loopMs} ms (${largeRun.imported.seconds.toFixed(1)} s: ${largeRun.imported.summary})`,
    "slowest < 50 ms",
    floodRun.times.max < 50 && largeRun.times.max < 50,
  );
}
