import fs from "node:fs";
import path from "node:path";
import { startFeedServer } from "../../tests/support/feed-server";
import { startPortal } from "../../tests/support/portal-server";
import {
  FEED_GAMES,
  NPM_START_ENV,
  THUMBNAIL_WAIT_MS,
  cachedFigure,
  cachedPageTimesOverHttp,
  cleanups,
  memorySampler,
  report,
  residentMb,
  runFeedImport,
  suggestionTimesOverHttp,
  temporary,
} from "./context";

/**
 * `npm run feed:import` of a 10,000-game feed file, its images on a local server, the two
 * ways an operator runs it on the embedded database: with the portal stopped (the command
 * opens the database itself), and while the portal runs (the command hands the file to it and
 * the portal imports). Times until the command is done; peak memory read from /proc. The
 * portal fetches the thumbnails afterwards, at most 8 at a time: the time until the last is
 * fetched is measured by the image server's count of requests.
 */
export async function feedImportScale() {
  const feeds = await startFeedServer();
  cleanups.push(feeds.close);
  const categories = ["Arcade", "Puzzles", "Racing", "Shooting", "Sports", "Girls"];
  const records = Array.from({ length: FEED_GAMES }, (_, n) => ({
    id: String(100_000 + n),
    title: `Feed Game ${n}`,
    description: `Game ${n} of a distributor's feed, with a description of a few sentences as feeds have. `.repeat(3),
    instructions: "Arrow keys to move, space to jump.",
    url: `https://games.feed.example/${n}/`,
    category: categories[n % categories.length],
    tags: "kids, casual, html5",
    thumb: `${feeds.origin}/images/good.png`,
    width: 800,
    height: 600,
  }));
  const file = path.join(temporary, "feed-10000.json");
  fs.writeFileSync(file, JSON.stringify(records));

  // Portal stopped: the database is made (and seeded) by a first start, as an install's is.
  const alone = path.join(temporary, "feed-pglite-alone");
  await (await startPortal({ ...NPM_START_ENV, DATA_DIR: alone })).stop();
  const direct = await runFeedImport(file, { DATA_DIR: alone });
  report(
    `Feed import, ${FEED_GAMES.toLocaleString("en-US")}-game file, portal stopped, pglite`,
    `${direct.seconds.toFixed(1)} s, peak RSS of the command ${direct.peakMb.toFixed(0)} MB (${direct.summary})`,
    "< 60 s, < 400 MB",
    direct.seconds < 60 && direct.peakMb < 400,
  );

  // Portal running: the command hands the file over; the portal's memory is what grows.
  const shared = path.join(temporary, "feed-pglite-shared");
  const portal = await startPortal({ ...NPM_START_ENV, DATA_DIR: shared, ALLOW_PRIVATE_FETCH: "true" });
  cleanups.push(() => portal.stop());
  const portalMemory = memorySampler(portal.pid);
  const before = residentMb(portal.pid);
  const fetchedBefore = feeds.hits.get("/images/good.png") ?? 0;
  // A visitor typing in the search box before, during and after: the same texts, over HTTP.
  const quiet = await suggestionTimesOverHttp(portal.url, (round) => round >= 3);
  const cachedQuiet = await cachedPageTimesOverHttp(portal.url, () => true);
  let importing = true;
  const importRun = runFeedImport(file, { DATA_DIR: shared }).finally(() => (importing = false));
  const [duringImport, cachedDuringImport] = await Promise.all([
    suggestionTimesOverHttp(portal.url, () => !importing),
    cachedPageTimesOverHttp(portal.url, () => !importing),
  ]);
  const handed = await importRun;
  const added = Number(/(\d+) added/.exec(handed.summary)?.[1] ?? 0);
  const thumbnailsStarted = performance.now();
  const fetched = () => (feeds.hits.get("/images/good.png") ?? 0) - fetchedBefore;
  const duringThumbnails = await suggestionTimesOverHttp(
    portal.url,
    (round) => round >= 3 && (fetched() >= added || performance.now() - thumbnailsStarted >= THUMBNAIL_WAIT_MS),
  );
  while (fetched() < added && performance.now() - thumbnailsStarted < THUMBNAIL_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const after = await suggestionTimesOverHttp(portal.url, (round) => round >= 3);
  const thumbnailSeconds = handed.seconds + (performance.now() - thumbnailsStarted) / 1000;
  const thumbnails =
    fetched() >= added
      ? `thumbnails all fetched after ${thumbnailSeconds.toFixed(0)} s`
      : `${fetched().toLocaleString("en-US")} of ${added.toLocaleString("en-US")} thumbnails fetched after ${thumbnailSeconds.toFixed(0)} s`;
  const { highestRssMb } = portalMemory.stop();
  await portal.stop();
  report(
    `Feed import, ${FEED_GAMES.toLocaleString("en-US")}-game file, handed to the running portal, pglite`,
    `${handed.seconds.toFixed(1)} s (${thumbnails}); portal RSS ${before.toFixed(0)} MB before, at most ${highestRssMb.toFixed(0)} MB; the command ${handed.peakMb.toFixed(0)} MB (${handed.summary})`,
    "< 60 s, < 400 MB",
    handed.seconds < 60 && highestRssMb < 400 && handed.peakMb < 400,
  );
  const figure = (times: { median: number; p95: number }) => `p95 ${times.p95.toFixed(1)} ms (median ${times.median.toFixed(1)})`;
  report(
    "A cached page (/) over HTTP while the portal imports that feed and starts on its thumbnails, pglite",
    `quiet ${cachedFigure(cachedQuiet)}; during the import ${cachedFigure(cachedDuringImport)}`,
  );
  report(
    "Search suggestions over HTTP around that import, the seed catalog, pglite",
    `before ${figure(quiet)}; during the import ${figure(duringImport)}; while its thumbnails are fetched ${figure(duringThumbnails)}; after ${figure(after)}`,
  );
}
