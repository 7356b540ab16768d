import fs from "node:fs";
import path from "node:path";
import { startFeedServer } from "../../tests/support/feed-server";
import { startPortal } from "../../tests/support/portal-server";
import { LIGHTHOUSE_PAGES, LIGHTHOUSE_SCORE_TARGET, measureLighthouse } from "./lighthouse";
import { NPM_START_ENV, cleanups, feedWithThumbnails, report, runFeedImport, temporary } from "./context";

const LIGHTHOUSE_RUNS = 3;

export async function lighthouseScores() {
  const feeds = await startFeedServer();
  cleanups.push(feeds.close);
  const env: NodeJS.ProcessEnv = {
    ...NPM_START_ENV,
    DATA_DIR: path.join(temporary, "lighthouse"),
    ALLOW_PRIVATE_FETCH: "true",
    ALLOWED_GAME_HOSTS: "krunker.io, games.feed.example",
  };
  const portal = await startPortal(env);
  cleanups.push(() => portal.stop());
  const reportLighthouse = async (when: string) => {
    // The first answer of each page fills the page cache: Lighthouse measures what later visitors get.
    for (const pathname of LIGHTHOUSE_PAGES) await fetch(`${portal.url}${pathname}`);
    for (const page of await measureLighthouse(portal.url, LIGHTHOUSE_RUNS)) {
      for (const [index, run] of page.runs.entries()) {
        console.log(`       Lighthouse ${page.path} ${when} run ${index + 1}: ${run.score.toFixed(2)}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms`);
        for (const finding of run.findings) console.log(`         ${finding}`);
      }
      const offMachine = [...new Set(page.runs.flatMap((run) => run.offMachine))];
      if (offMachine.length > 0) console.log(`MISSED Lighthouse ${page.path} fetched off the machine: ${offMachine.join(" ")}`);
      report(
        `Lighthouse 12 mobile performance ${page.path}, ${when} (median of ${LIGHTHOUSE_RUNS})`,
        `${page.score.toFixed(2)}, LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms`,
        `≥ ${LIGHTHOUSE_SCORE_TARGET}, nothing fetched off the machine`,
        page.score >= LIGHTHOUSE_SCORE_TARGET && offMachine.length === 0,
      );
    }
  };
  await reportLighthouse("portal at rest");

  // Where visitors are: the same pages while the portal takes a 10,000-game feed (published,
  // so each thumbnail it makes changes the catalog and the pages render again) and makes its
  // thumbnails, each at a URL of its own on a local server.
  const file = path.join(temporary, "feed-lighthouse.json");
  fs.writeFileSync(file, JSON.stringify(feedWithThumbnails(feeds.origin, "Lighthouse", 400_000)));
  let importing = true;
  const imported = runFeedImport(file, { DATA_DIR: env.DATA_DIR }, ["--publish"]).finally(() => (importing = false));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await reportLighthouse("during and after a 10,000-game import, its thumbnails being made");
  const stillImporting = importing;
  const thumbnails = feeds.hits.get("/images/good.png") ?? 0;
  const { seconds, summary } = await imported;
  console.log(
    `       the import took ${seconds.toFixed(1)} s (${summary})${stillImporting ? ", longer than the runs" : ""}; ${thumbnails.toLocaleString("en-US")} thumbnails fetched by the end of the runs`,
  );
  await portal.stop();
}
