import { eq, sql } from "drizzle-orm";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { openDatabase } from "~/domain/db/connection.server";
import { gameChecks } from "~/domain/db/schema.server";
import { applyMigrations } from "~/domain/db/migrations.server";
import { startJobWorker } from "~/domain/jobs/queue.server";
import { checkAllGamesNow, defineGameCheckJobs, scheduleDueGameChecks } from "~/domain/health/game-check-jobs.server";
import { addLargeCatalog } from "./large-catalog";
import { cleanups, memorySampler, report, residentMb, temporary } from "./context";

const CHECKED_GAMES = 10_000;
const GAME_HOSTS = 16;
/** How long each game host takes to answer: a distant host's round trips, roughly. */
const GAME_HOST_LATENCY_MS = 50;

/** A game host on this machine that answers every page after GAME_HOST_LATENCY_MS; counts the requests in flight. */
function startGameHost(inFlight: { now: number; most: number }): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    inFlight.now += 1;
    inFlight.most = Math.max(inFlight.most, inFlight.now);
    setTimeout(() => {
      inFlight.now -= 1;
      res.writeHead(200, { "Content-Type": "text/html" }).end("<!doctype html><title>Game</title><canvas></canvas>");
    }, GAME_HOST_LATENCY_MS);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

/**
 * "Check all now" on a catalog of CHECKED_GAMES: every game through the scheduler's claims
 * and the job queue, as the portal does (the claims here follow one another, where the
 * portal's looks come a minute apart), against GAME_HOSTS hosts on this machine, so that
 * the limit of 16 checks in flight, not the 2 per host, sets the pace. Memory is this
 * process's, which holds the embedded database and the worker.
 */
export async function gameChecksScale() {
  const inFlight = { now: 0, most: 0 };
  const hosts = await Promise.all(Array.from({ length: GAME_HOSTS }, () => startGameHost(inFlight)));
  for (const host of hosts) cleanups.push(host.close);
  const handle = await openDatabase({ databaseUrl: undefined, dataDir: path.join(temporary, "checks-pglite") });
  cleanups.push(() => handle.close());
  await applyMigrations(handle);
  await addLargeCatalog(handle.db, CHECKED_GAMES, [""], (n) => `${hosts[n % GAME_HOSTS]!.origin}/game/${n}/`);
  defineGameCheckJobs({ siteUrl: "https://play.zowii.example", allowPrivateFetch: true });
  const memory = memorySampler(process.pid);
  const before = residentMb(process.pid);
  const started = performance.now();
  await checkAllGamesNow(handle.db, { id: null, email: "npm run bench" });
  const worker = startJobWorker(handle.db, 50);
  while ((await scheduleDueGameChecks(handle.db)) > 0);
  await worker.idle();
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  const { highestRssMb } = memory.stop();
  const after = residentMb(process.pid);
  const [checked] = await handle.db
    .select({ count: sql<number>`count(distinct ${gameChecks.gameId})::int` })
    .from(gameChecks)
    .where(eq(gameChecks.passed, true));
  report(
    `Game checks, ${CHECKED_GAMES.toLocaleString("en-US")} games on ${GAME_HOSTS} local hosts answering in ${GAME_HOST_LATENCY_MS} ms, pglite`,
    `${(seconds / 60).toFixed(1)} min (${(CHECKED_GAMES / seconds).toFixed(0)} checks/s, ${checked!.count.toLocaleString("en-US")} passed, at most ${inFlight.most} in flight); RSS ${before.toFixed(0)} MB before, at most ${highestRssMb.toFixed(0)} MB, ${after.toFixed(0)} MB after`,
    "< 10 min",
    seconds < 600 && checked!.count === CHECKED_GAMES,
  );
}
