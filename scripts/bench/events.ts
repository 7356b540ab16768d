import { sql } from "drizzle-orm";
import path from "node:path";
import { openDatabase } from "~/domain/db/connection.server";
import { createPostgresDatabase } from "../../tests/support/test-database";
import { startPortal } from "../../tests/support/portal-server";
import { runWrk } from "./wrk";
import { cpuMs } from "./cpu-time";
import { NPM_START_ENV, cleanups, report, residentMb, startTestPostgres, temporary } from "./context";

/** One page's batch in the event-ingest load: what a visit that plays a game sends, ten events. */
function eventBatchBody(slug: string): string {
  return JSON.stringify({
    events: [
      { type: "page-view", path: "/", referrer: "search", entry: true },
      { type: "card-click", game: slug, at: "trending" },
      { type: "interstitial-shown", game: slug },
      { type: "game-started", game: slug, landing: "/" },
      { type: "frame-loaded", game: slug },
      { type: "played-30s", game: slug },
      { type: "played-5m", game: slug },
      { type: "ad", block: 1, fill: "network" },
      { type: "ad", block: 2, fill: "house" },
      { type: "page-view", path: `/game/${slug}`, referrer: "internal", entry: false },
    ],
  });
}
const EVENTS_PER_BENCH_BATCH = 10;
const EVENT_PEAK_SECONDS = 15;
const EVENT_STEADY_SECONDS = 60;
/** Paced a little above the issue's 2,000 events a second: eleven connections, each a batch every 45 ms and its answer. */
const EVENT_STEADY_CONNECTIONS = 11;
const EVENT_STEADY_DELAY_MS = 45;

/** wrk's request(): the batch, each from an address of its own (a new visitor each, the costliest case). */
function eventLoadScript(firstAddress: number, delayMs?: number): string {
  const body = eventBatchBody("krunker-io").replaceAll("\\", "\\\\").replaceAll('"', '\\"');
  return `
local n = 0
local body = "${body}"
request = function()
  n = n + 1
  local a = ${firstAddress} + n
  local address = string.format("10.%d.%d.%d", math.floor(a / 65536) % 256, math.floor(a / 256) % 256, a % 256)
  return wrk.format("POST", "/api/events", {
    ["Content-Type"] = "application/json",
    ["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    ["X-Forwarded-For"] = address,
  }, body)
end
${delayMs === undefined ? "" : `delay = function() return ${delayMs} end`}`;
}

/**
 * Analytics ingest on `engine`: first as fast as the portal takes batches, then at the
 * issue's 2,000 events a second for a minute, with the portal's memory sampled every second.
 * Then the portal is stopped and its roll-ups counted: every batch answered must be there.
 */
export async function eventIngest(engine: "pglite" | "postgres") {
  const dataDir = path.join(temporary, `events-${engine}`);
  // createPostgresDatabase makes its database on the server TEST_DATABASE_URL names.
  if (engine === "postgres") process.env.TEST_DATABASE_URL = startTestPostgres();
  const databaseUrl = engine === "postgres" ? (await createPostgresDatabase()).url : "";
  const portal = await startPortal({ ...NPM_START_ENV, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, TRUST_PROXY: "loopback" });
  cleanups.push(() => portal.stop());
  const url = `${portal.url}/api/events`;
  const dir = path.join(temporary, "wrk");
  // A short run first, not counted, as for pages; its batches are in the roll-ups too.
  const warm = await runWrk(dir, url, { connections: 20, seconds: 3, request: eventLoadScript(1_000_000), name: "events-warm" });
  const cpuBefore = cpuMs(portal.pid);
  const peak = await runWrk(dir, url, { connections: 20, seconds: EVENT_PEAK_SECONDS, request: eventLoadScript(2_000_000), name: "events-peak" });
  const cpuPerEventUs = ((cpuMs(portal.pid) - cpuBefore) * 1000) / ((peak.requests - peak.errors) * EVENTS_PER_BENCH_BATCH);
  const rssSamples: number[] = [];
  const sampler = setInterval(() => rssSamples.push(residentMb(portal.pid)), 1_000);
  const steady = await runWrk(dir, url, {
    connections: EVENT_STEADY_CONNECTIONS,
    seconds: EVENT_STEADY_SECONDS,
    request: eventLoadScript(3_000_000, EVENT_STEADY_DELAY_MS),
    name: "events-steady",
  });
  clearInterval(sampler);
  await portal.stop();
  const handle = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
  const [row] = (
    (await handle.db.execute(
      sql`select coalesce(sum(count), 0)::bigint as batches from analytics_daily where scope = 'site' and metric = 'visits'`,
    )) as unknown as {
      rows: { batches: string }[];
    }
  ).rows;
  await handle.close();
  const answered = [warm, peak, steady].reduce((sum, run) => sum + run.requests - run.errors, 0);
  const inRollups = Number(row!.batches);
  const lost = Math.max(0, answered - inRollups);
  const perSecond = (run: { requests: number; errors: number }, seconds: number) =>
    Math.round(((run.requests - run.errors) * EVENTS_PER_BENCH_BATCH) / seconds);
  // The heap grows to its working size in the first seconds; after that it must hold.
  const settled = rssSamples.slice(Math.floor(rssSamples.length / 4));
  const riseMb = Math.max(...settled) - settled[0]!;
  report(
    `Event ingest at its peak, batches of ${EVENTS_PER_BENCH_BATCH}, a new visitor each, ${engine}`,
    `${perSecond(peak, EVENT_PEAK_SECONDS).toLocaleString("en-US")} events/s for ${EVENT_PEAK_SECONDS} s (p99 ${peak.p99} ms, ${peak.errors} errors); server CPU ${cpuPerEventUs.toFixed(0)} µs an event`,
  );
  report(
    `Event ingest sustained, ${engine}`,
    `${perSecond(steady, EVENT_STEADY_SECONDS).toLocaleString("en-US")} events/s for ${EVENT_STEADY_SECONDS} s (p99 ${steady.p99} ms, ${steady.errors} errors); ` +
      `RSS ${settled[0]?.toFixed(0)} → ${rssSamples.at(-1)?.toFixed(0)} MB after the first quarter, at most ${riseMb.toFixed(0)} MB above; ` +
      `${answered.toLocaleString("en-US")} batches answered in all, ${inRollups.toLocaleString("en-US")} in the roll-ups, ${lost} lost`,
    "≥ 2,000 events/s, 0 lost, memory flat (< 20 MB rise)",
    perSecond(steady, EVENT_STEADY_SECONDS) >= 2_000 && lost === 0 && steady.errors === 0 && riseMb < 20,
  );
}
