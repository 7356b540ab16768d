/**
 * 200 visitors at once for 60 s on a seeded install, on the embedded database (the
 * default) and on PostgreSQL: home, searches, game pages, plays and analytics events. No
 * request fails, memory stays put, every play sent (each by a visitor of its own) is
 * counted exactly once in the database, and the analytics' roll-ups hold exactly the
 * events sent and the plays counted.
 */
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import fs from "node:fs";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/domain/db/connection.server";
import { seedCatalog } from "../../content/catalog/seed-games";
import { EVENTS_PER_BATCH, LoadMix, sendMixed, slowest, type Kind, type SentRequest } from "../support/load-mix";
import { startPortal, type RunningPortal } from "../support/portal-server";
import { createPostgresDatabase, pgliteDirectoryFrom, type Engine } from "../support/test-database";
import { stressSetting } from "../support/stress-settings";

const CONNECTIONS = Number.parseInt(process.env.LOAD_CONNECTIONS ?? "", 10) || 200;
const SECONDS = stressSetting("LOAD_SECONDS", { short: 20, long: 60 });

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Rows = (query: string) => Promise<Record<string, unknown>[]>;

/** A seeded portal on `engine`, and a way to read its database once it has stopped. */
async function install(engine: Engine): Promise<{ portal: RunningPortal; afterStop<T>(read: (rows: Rows) => Promise<T>): Promise<T> }> {
  if (engine === "pglite") {
    const dataDir = pgliteDirectoryFrom("seeded", "zowii-load-");
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const portal = await startPortal({ DATA_DIR: dataDir, TRUST_PROXY: "loopback" });
    cleanups.push(portal.stop);
    return {
      portal,
      async afterStop(read) {
        const handle = await openDatabase({ databaseUrl: undefined, dataDir });
        try {
          return await read(async (query) => ((await handle.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows);
        } finally {
          await handle.close();
        }
      },
    };
  }
  const database = await createPostgresDatabase("seeded");
  cleanups.push(database.drop);
  const portal = await startPortal({ DATABASE_URL: database.url, TRUST_PROXY: "loopback" });
  cleanups.push(portal.stop);
  return {
    portal,
    async afterStop(read) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return await read(async (query) => (await client.query(query)).rows as Record<string, unknown>[]);
      } finally {
        await client.end();
      }
    },
  };
}

/** The server's resident memory, in MB. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(status.match(/VmRSS:\s+(\d+) kB/)![1]) / 1024);
}

/** The game pages' rows, whose split over games the test does not fix: they must add up to one a batch. */
function gamePageViews(rollups: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(rollups).filter(([key]) => key.startsWith("page /game/")));
}

describe.each(["pglite", "postgres"] as const)(`${CONNECTIONS} connections for ${SECONDS} s on %s`, (engine) => {
  it("serves home, searches, game pages and plays without an error, in stable memory, counting every play once", { timeout: 15 * 60_000 }, async () => {
    const { portal, afterStop } = await install(engine);
    const mix = new LoadMix(seedCatalog.map((game) => game.slug));
    const countedPlays = await mix.warmUp(portal.url);
    const sentPlays = mix.sentPlays;
    const rssAtStart = rssMb(portal.pid);

    const unexpected: string[] = [];
    const byKind: Record<Kind, number> = { home: 0, search: 0, game: 0, play: 0, events: 0 };
    const latencies: Record<Kind, number[]> = { home: [], search: [], game: [], play: [], events: [] };
    let batchesNoted = 0;
    let clockStart = 0;
    /** When slow answers (over 2 s) were asked for: second of the run -> how many. */
    const slowAt: Record<number, number> = {};
    const rssSamples: number[] = [];
    const sampler = setInterval(() => rssSamples.push(rssMb(portal.pid)), 5_000);

    clockStart = performance.now();
    const result = await autocannon({
      url: portal.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { "accept-encoding": "br" },
      requests: [
        {
          setupRequest: (request, context: SentRequest) => {
            const next = mix.next();
            return sendMixed(request, context, next);
          },
          onResponse: (status, body, context: SentRequest) => {
            byKind[context.kind!] += 1;
            const latency = performance.now() - context.sentAt!;
            latencies[context.kind!].push(latency);
            if (latency > 2_000) {
              const second = Math.floor((context.sentAt! - clockStart) / 1000);
              slowAt[second] = (slowAt[second] ?? 0) + 1;
            }
            if (context.kind === "events") {
              if (status === 202) batchesNoted += 1;
              else unexpected.push(`events answered ${status}: ${body.slice(0, 100)}`);
            } else if (context.kind === "play") {
              if (status === 200 && body.includes('"counted"')) countedPlays.add(context.visitor!);
              else unexpected.push(`play answered ${status}: ${body.slice(0, 100)}`);
            } else if (status !== 200) {
              unexpected.push(`${context.kind} answered ${status}`);
            }
          },
        },
      ],
    });
    clearInterval(sampler);
    // Plays still on the wire when the clock stopped may land a moment later.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const rssAtEnd = rssMb(portal.pid);

    // The embedded database serves one process: stop the portal, then read what it kept.
    await portal.stop();
    const { kept, playsAdded, rollups } = await afterStop(async (rows) => {
      const visitors = new Set((await rows("select visitor_id from play_counts")).map((row) => String(row.visitor_id)));
      const [{ total }] = (await rows("select sum(plays)::bigint as total from games")) as [{ total: string }];
      // A day boundary may fall inside the run: the roll-ups are summed over every day.
      const summed = await rows("select scope, subject, metric, sum(count)::bigint as n from analytics_daily group by 1, 2, 3");
      const rollupsByKey: Record<string, number> = {};
      for (const row of summed) {
        // A game's rows are added up over games: their subject is a game's id.
        const key = row.scope === "game" ? `game * ${String(row.metric)}` : `${String(row.scope)} ${String(row.subject)} ${String(row.metric)}`;
        rollupsByKey[key] = (rollupsByKey[key] ?? 0) + Number(row.n);
      }
      return { kept: visitors, playsAdded: Number(total) - seedCatalog.reduce((sum, game) => sum + game.plays, 0), rollups: rollupsByKey };
    });

    const lost = [...countedPlays].filter((visitor) => !kept.has(visitor)).length;
    const strangers = [...kept].filter((visitor) => !sentPlays.has(visitor)).length;
    const figures = {
      requests: result.requests.total,
      perSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      byKind,
      slowestMs: slowest(latencies),
      over2sBySecond: slowAt,
      playsSent: sentPlays.size,
      playsAnswered: countedPlays.size,
      playsStillOnTheWire: sentPlays.size - byKind.play,
      playsInDatabase: playsAdded,
      playsLost: lost,
      eventBatchesSent: mix.batchesSent,
      eventBatchesNoted: batchesNoted,
      eventBatchesInRollups: rollups["site  visits"] ?? 0,
      eventsPerSecond: Math.round((batchesNoted * EVENTS_PER_BATCH) / SECONDS),
      rssMb: { start: rssAtStart, every5s: rssSamples, end: rssAtEnd },
    };
    console.log(`Load on ${engine}: ${JSON.stringify(figures)}`);

    expect(unexpected.slice(0, 5)).toEqual([]);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    // Every answered play is in the database, once; the database holds no play nobody sent.
    expect(lost).toBe(0);
    expect(strangers).toBe(0);
    expect(playsAdded).toBe(kept.size);
    expect(kept.size).toBeGreaterThanOrEqual(countedPlays.size);
    expect(kept.size).toBeLessThanOrEqual(sentPlays.size);
    // The roll-ups hold every batch answered, and any still on the wire when the clock stopped,
    // each exactly: every figure is one batch's worth times the batches taken (each batch from
    // an address of its own: a visitor each), and the plays are what the counter added.
    const batchesTaken = rollups["site  visits"] ?? 0;
    expect(batchesTaken).toBeGreaterThanOrEqual(batchesNoted);
    expect(batchesTaken).toBeLessThanOrEqual(mix.batchesSent);
    expect(batchesNoted).toBeGreaterThan(0);
    expect(rollups).toEqual({
      "site  page-views": 2 * batchesTaken,
      "site  visits": batchesTaken,
      "site  visitors": batchesTaken,
      "referrer search page-views": batchesTaken,
      "referrer search visits": batchesTaken,
      "referrer internal page-views": batchesTaken,
      "page / page-views": batchesTaken,
      "page / visits": batchesTaken,
      "page / plays": batchesTaken,
      "placement trending card-click": batchesTaken,
      "game * card-click": batchesTaken,
      "game * interstitial-shown": batchesTaken,
      "game * game-started": batchesTaken,
      "game * frame-loaded": batchesTaken,
      "game * played-30s": batchesTaken,
      "game * plays": playsAdded,
      "ad 1 house": batchesTaken,
      ...gamePageViews(rollups),
    });
    expect(Object.values(gamePageViews(rollups)).reduce((sum, n) => sum + n, 0)).toBe(batchesTaken);
    // Memory: the heap grows to its working size early in the run, then holds; it does not
    // keep growing with the requests served.
    const half = rssSamples.slice(Math.floor(rssSamples.length / 2));
    expect(Math.max(...half, rssAtEnd) - half[0]!, `RSS every 5 s: ${rssSamples.join(", ")} MB`).toBeLessThan(100);
    expect(rssAtEnd - rssAtStart).toBeLessThan(300);
  });
});
