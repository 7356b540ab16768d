/**
 * The metrics, from the production build on PostgreSQL: served in Prometheus's text format
 * at METRICS_ADDRESS alone (GET /metrics there, nothing else), never on the public port;
 * requests counted by route kind and status class whatever paths are asked, the page
 * cache's misses and hits, the database, jobs by kind and outcome, events counted and
 * dropped; and with METRICS_ADDRESS unset, no port but the public one is open. A malformed
 * or taken address is refused by tests/unit/config.test.ts and tests/unit/metrics.test.ts
 * (a StartupError, told in one line as startup.test.ts shows for the rest).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_KINDS, STATUS_CLASSES } from "~/domain/platform/metrics.server";
import { EVENTS_PATH } from "~/lib/analytics";
import { gameRow, startBareInstall, type BareInstall } from "../support/bare-install";
import { freePort, startPortal } from "../support/portal-server";
import { BROWSER } from "../support/user-agents";

const JOB_KINDS = ["feed-drip", "feed-sync", "game-checks", "report-digest", "report-digest-mail", "thumbnail-fetch"];

let install: BareInstall;
let metricsUrl: string;
/** Serves a thumbnail at /thumbnail.png, and 404 for anything else: one job done, one failed. */
let images: http.Server;
let imagesUrl: string;

beforeAll(async () => {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3080c0" } })
    .png()
    .toBuffer();
  images = http.createServer((req, res) =>
    req.url === "/thumbnail.png" ? res.writeHead(200, { "Content-Type": "image/png" }).end(png) : res.writeHead(404).end(),
  );
  await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
  imagesUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  install = await startBareInstall([gameRow("orbit-run", "Orbit Run"), gameRow("lava-hop", "Lava Hop")], {
    METRICS_ADDRESS: `127.0.0.1:${metricsPort}`,
    ALLOW_PRIVATE_FETCH: "true",
  });
});

afterAll(async () => {
  await install?.close();
  await new Promise((resolve) => images?.close(resolve));
});

/** Series name with its labels (as Prometheus writes them) -> value. */
type Scrape = Map<string, number>;

async function scrape(): Promise<Scrape> {
  const answer = await fetch(metricsUrl);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
  const series: Scrape = new Map();
  for (const line of (await answer.text()).split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    series.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return series;
}

/** Scrapes until `check` passes (a request's count is taken once its connection closes), at most `withinMs`. */
async function eventually(check: (series: Scrape) => void, withinMs = 10_000): Promise<Scrape> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const series = await scrape();
    try {
      check(series);
      return series;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const requests = (route: string, status: string) => `zowii_http_request_duration_seconds_count{route="${route}",status="${status}"}`;

/** How much each series grew from `before` to `after` (absent counts as 0). */
function grew(before: Scrape, after: Scrape, name: string): number {
  return (after.get(name) ?? 0) - (before.get(name) ?? 0);
}

function postEvents(events: object[] | string, userAgent = BROWSER) {
  return fetch(new URL(EVENTS_PATH, install.portal.url), {
    method: "POST",
    body: typeof events === "string" ? events : JSON.stringify({ events }),
    headers: { "Content-Type": "application/json", "User-Agent": userAgent, Origin: install.portal.url },
  });
}

/** The TCP ports a process listens on, from /proc: its sockets' inodes among the listening ones. */
function listeningPorts(pid: number): number[] {
  const inodes = new Set(
    fs
      .readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        } catch {
          return undefined;
        }
      })
      .filter(Boolean),
  );
  const ports = new Set<number>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of fs.readFileSync(table, "utf8").trim().split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // st 0A is LISTEN; the local address ends with the port in hexadecimal.
      if (fields[3] === "0A" && inodes.has(fields[9]!)) ports.add(parseInt(fields[1]!.split(":").at(-1)!, 16));
    }
  }
  return [...ports].sort((a, b) => a - b);
}

describe("metrics at METRICS_ADDRESS", () => {
  it("counts a page's miss then its hit, a 404, a play, events counted and dropped, and the queries they made", async () => {
    const before = await scrape();
    const page = `${install.portal.url}/game/orbit-run`;
    const first = await fetch(page);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    await first.text();
    const second = await fetch(page);
    expect(second.headers.get("x-cache")).toBe("HIT");
    await second.text();
    const missing = await fetch(`${install.portal.url}/no/such/page`);
    expect(missing.status).toBe(404);
    await missing.text();
    const play = await fetch(`${install.portal.url}/api/games/orbit-run/plays`, {
      method: "POST",
      headers: { Origin: install.portal.url, "User-Agent": BROWSER, Cookie: "zowii_visitor=6b1c0a9e-5555-4000-8000-000000000000" },
    });
    expect(await play.json()).toEqual({ result: "counted" });
    expect(
      (
        await postEvents([
          { type: "frame-loaded", game: "orbit-run" },
          { type: "card-click", game: "lava-hop", at: "trending" },
        ])
      ).status,
    ).toBe(202);
    expect(
      (await postEvents([{ type: "frame-loaded", game: "lava-hop" }], "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).status,
    ).toBe(202);
    expect((await postEvents("{")).status).toBe(400);

    const after = await eventually((series) => expect(grew(before, series, requests("api", "4xx"))).toBe(1));
    expect(grew(before, after, requests("page", "2xx"))).toBe(1);
    expect(grew(before, after, requests("cached-page", "2xx"))).toBe(1);
    expect(grew(before, after, requests("page", "4xx"))).toBe(1);
    // The play and the two batches answered, the malformed batch refused.
    expect(grew(before, after, requests("api", "2xx"))).toBe(3);
    expect(grew(before, after, 'zowii_http_request_duration_seconds_bucket{le="+Inf",route="cached-page",status="2xx"}')).toBe(1);
    expect(grew(before, after, 'zowii_page_cache_answers_total{result="miss"}')).toBe(1);
    expect(grew(before, after, 'zowii_page_render_duration_seconds_count{thread="portal"}')).toBeGreaterThanOrEqual(1);
    expect(grew(before, after, 'zowii_page_cache_answers_total{result="hit"}')).toBe(1);
    expect(after.get("zowii_page_cache_pages")).toBeGreaterThanOrEqual(1);
    expect(after.get("zowii_page_cache_bytes")).toBeGreaterThan(0);
    expect(grew(before, after, "zowii_events_ingested_total")).toBe(2);
    expect(grew(before, after, 'zowii_events_dropped_total{reason="robot"}')).toBe(1);
    expect(grew(before, after, 'zowii_events_dropped_total{reason="malformed"}')).toBe(1);
    expect(after.get('zowii_events_dropped_total{reason="over-limit"}')).toBe(0);
    expect(after.get("zowii_analytics_counts_lost_total")).toBe(0);
    // The page's read and the play's write went through the pool (the job worker's looks may hold a connection now).
    expect(grew(before, after, "zowii_db_query_duration_seconds_count")).toBeGreaterThanOrEqual(2);
    expect(after.get('zowii_db_connections{state="max"}')).toBe(10);
    expect(after.get('zowii_db_connections{state="busy"}')! + after.get('zowii_db_connections{state="idle"}')!).toBeGreaterThanOrEqual(1);
    expect(after.get('zowii_db_connections{state="busy"}')! + after.get('zowii_db_connections{state="idle"}')!).toBeLessThanOrEqual(10);
    expect(after.get("zowii_db_waiting")).toBeGreaterThanOrEqual(0);
    expect(after.get('zowii_renders_in_progress{thread="portal"}')).toBe(0);
    expect(after.get('zowii_renders_in_progress{thread="render-threads"}')).toBe(0);
    expect(after.has("zowii_render_threads")).toBe(true);
    expect(after.get("zowii_page_refreshes_waiting")).toBe(0);
    expect(after.get('zowii_mails_total{outcome="logged"}')).toBe(0);
    // Node's own figures, under their usual names.
    expect(after.get("process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(after.has("nodejs_eventloop_lag_p99_seconds")).toBe(true);
  });

  it("keeps as many request series however many different paths are asked", async () => {
    const token = () => randomUUID().slice(0, 8);
    const shapes = [
      () => `/${token()}`,
      () => `/game/${token()}`,
      () => `/a/${token()}/b?q=${token()}`,
      () => `/api/${token()}`,
      () => `/${token()}.data?_routes=${token()}`,
      () => `/assets/${token()}.js`,
      () => `/games/${token()}/index.html`,
      () => `/sitemaps/${token()}.xml`,
    ];
    const askAll = async () => {
      for (const shape of shapes) {
        for (let n = 0; n < 5; n += 1) {
          const answer = await fetch(`${install.portal.url}${shape()}`, { redirect: "manual" });
          await answer.arrayBuffer();
        }
      }
    };
    const requestSeries = (series: Scrape) => [...series.keys()].filter((name) => name.startsWith("zowii_http_request_duration_seconds_count"));
    const counted = (series: Scrape) => requestSeries(series).reduce((sum, name) => sum + series.get(name)!, 0);
    const before = await scrape();
    await askAll();
    const settled = await eventually((series) => expect(counted(series) - counted(before)).toBe(40));
    await askAll();
    const later = await eventually((series) => expect(counted(series) - counted(settled)).toBe(40));
    expect(requestSeries(later)).toEqual(requestSeries(settled));
    expect(requestSeries(later).length).toBeLessThanOrEqual(ROUTE_KINDS.length * STATUS_CLASSES.length);
    for (const name of requestSeries(later)) expect(name).toMatch(/^zowii_http_request_duration_seconds_count\{route="[a-z-]+",status="(\dxx|aborted)"\}$/);
    for (const kind of ["page", "api", "data", "asset", "other"])
      expect(
        requestSeries(later).some((name) => name.includes(`route="${kind}"`)),
        kind,
      ).toBe(true);
  });

  it("counts each kind of job's attempts by outcome, and the queue's depth by kind", async () => {
    const before = await scrape();
    for (const kind of JOB_KINDS) {
      expect(before.has(`zowii_job_queue_depth{kind="${kind}",state="due"}`), kind).toBe(true);
      expect(before.has(`zowii_job_queue_oldest_due_seconds{kind="${kind}"}`), kind).toBe(true);
      expect(before.has(`zowii_jobs_finished_total{kind="${kind}",outcome="failed"}`), kind).toBe(true);
    }
    // Jobs due in an hour wait; two due now run, one fetching a picture, one a missing file.
    const job = (imageUrl: string, runAt: string) =>
      install.db.query("insert into jobs (kind, payload, max_attempts, run_at) values ('thumbnail-fetch', $1, 1, now() + $2::interval)", [
        { gameId: randomUUID(), imageUrl },
        runAt,
      ]);
    await job(`${imagesUrl}/later.png`, "1 hour");
    await job(`${imagesUrl}/thumbnail.png`, "0 seconds");
    await job(`${imagesUrl}/missing.png`, "0 seconds");
    // The picture is made by the background process at nice 19: on a busy machine it waits.
    const after = await eventually((series) => {
      expect(grew(before, series, 'zowii_jobs_finished_total{kind="thumbnail-fetch",outcome="done"}')).toBe(1);
      expect(grew(before, series, 'zowii_jobs_finished_total{kind="thumbnail-fetch",outcome="failed"}')).toBe(1);
    }, 45_000);
    expect(grew(before, after, 'zowii_job_duration_seconds_count{kind="thumbnail-fetch"}')).toBe(2);
    expect(after.get('zowii_job_queue_depth{kind="thumbnail-fetch",state="scheduled"}')).toBe(1);
    expect(after.get('zowii_job_queue_depth{kind="thumbnail-fetch",state="due"}')).toBe(0);
    expect(after.get('zowii_job_queue_oldest_due_seconds{kind="thumbnail-fetch"}')).toBe(0);
  });

  it("answers GET /metrics alone at its address, and the public port's /metrics is not them", async () => {
    const elsewhere = await fetch(metricsUrl.replace("/metrics", "/"));
    expect(elsewhere.status).toBe(404);
    const posted = await fetch(metricsUrl, { method: "POST" });
    expect(posted.status).toBe(405);
    expect(posted.headers.get("allow")).toBe("GET, HEAD");
    const head = await fetch(metricsUrl, { method: "HEAD" });
    expect(head.status).toBe(200);

    const publicMetrics = await fetch(`${install.portal.url}/metrics`, { redirect: "manual" });
    const body = await publicMetrics.text();
    expect(publicMetrics.headers.get("content-type") ?? "").not.toMatch(/version=0\.0\.4/);
    expect(body).not.toContain("zowii_");
    expect(body).not.toContain("# TYPE");
    // What it always was: an unknown one-segment path, sent home by the landing pages' catch-all.
    expect(publicMetrics.status).toBe(302);
    expect(publicMetrics.headers.get("location")).toBe("/");
    expect(listeningPorts(install.portal.pid)).toEqual([Number(new URL(install.portal.url).port), Number(new URL(metricsUrl).port)].sort((a, b) => a - b));
  });

  it("is off while METRICS_ADDRESS is unset: no port but the public one listens", async () => {
    const plain = await startPortal({ DATABASE_URL: install.databaseUrl });
    try {
      expect(plain.output()).not.toContain("Metrics are served");
      expect(listeningPorts(plain.pid)).toEqual([Number(new URL(plain.url).port)]);
    } finally {
      await plain.stop();
    }
  });
});
