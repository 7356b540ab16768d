/**
 * What npm run bench's measures share: the report's rows and its file, the temporary folder
 * and its clean-ups, the load, timing and memory readers, and the feed import they run.
 */
import { execSync, fork, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { npmStartEnvironment } from "../../tests/support/start-script";
import { BENCH_SEARCHES } from "./large-catalog";
import { runWrk } from "./wrk";
import { cpuMs } from "./cpu-time";

export const root = path.resolve(import.meta.dirname, "../..");

/** What `npm start` sets (MALLOC_ARENA_MAX among them): the bench's portals run as an operator's do. */
export const NPM_START_ENV: NodeJS.ProcessEnv = npmStartEnvironment();
export const LARGE_CATALOG = 100_000;
export const FEED_GAMES = 10_000;
/** How long the bench waits for the portal's thumbnail fetching after an import. */
export const THUMBNAIL_WAIT_MS = 180_000;
export const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

interface Row {
  figure: string;
  value: string;
  target: string;
  ok: boolean | null;
}
export const rows: Row[] = [];
export function report(figure: string, value: string, target = "", ok: boolean | null = null) {
  rows.push({ figure, value, target, ok });
  console.log(`${ok === false ? "MISSED" : "      "} ${figure}: ${value}${target ? ` (target ${target})` : ""}`);
}

export const temporary = fs.mkdtempSync(path.join(os.tmpdir(), "zowii-bench-"));
export const cleanups: (() => unknown)[] = [() => fs.rmSync(temporary, { recursive: true, force: true })];

/** A short run first, not counted: each server answers from warm code and warm connections. */
export async function load(url: string, options: { connections?: number } = {}) {
  const settings = { connections: options.connections ?? 100 };
  await runWrk(path.join(temporary, "wrk"), url, { ...settings, seconds: 3 });
  return runWrk(path.join(temporary, "wrk"), url, { ...settings, seconds: LOAD_SECONDS });
}

/** Lighthouse's mobile performance score of the pages a visitor lands on, the median of 3 runs each. */
/**
 * A FEED_GAMES-game feed whose games are "`name` Game n", ids from `firstId`, each thumbnail
 * at a URL of its own on the local image server at `origin`, so no two jobs share a fetch.
 */
export function feedWithThumbnails(origin: string, name: string, firstId: number) {
  const categories = ["Arcade", "Puzzles", "Racing", "Shooting", "Sports", "Girls"];
  return Array.from({ length: FEED_GAMES }, (_, n) => ({
    id: String(firstId + n),
    title: `${name} Game ${n}`,
    description: `Game ${n} of a distributor's feed, with a description of a few sentences as feeds have. `.repeat(3),
    url: `https://games.feed.example/${name.toLowerCase()}/${n}/`,
    category: categories[n % categories.length],
    tags: "kids, casual, html5",
    thumb: `${origin}/images/good.png?game=${n}`,
    width: 800,
    height: 600,
  }));
}

export const CRAWL_CONNECTIONS = 8;

/**
 * A crawler walking the long tail: each request is a game page no one asked for before
 * (none is in the page cache), spread over the whole catalog of `catalogSize` bench games.
 * The run not counted walks other games than the counted one.
 */
export async function crawlGamePages(url: string, pids: number[], label: string, first = 0, catalogSize = LARGE_CATALOG) {
  // 7919 is prime to the catalog's size: n = 0, 1, 2 ... name a different game each time.
  const walk = (from: number) => `
local n = ${from}
request = function()
  n = n + 1
  return wrk.format(nil, "/game/bench-" .. (n * 7919 % ${catalogSize}))
end`;
  const dir = path.join(temporary, "wrk");
  const settings = { connections: CRAWL_CONNECTIONS };
  await runWrk(dir, `${url}/`, { ...settings, seconds: 3, request: walk(first + catalogSize / 2), name: `crawl-warm-${label}` });
  const cpu = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const cpuBefore = cpu();
  const crawl = await runWrk(dir, `${url}/`, { ...settings, seconds: LOAD_SECONDS, request: walk(first), name: `crawl-${label}` });
  const cpuPerPageMs = (cpu() - cpuBefore) / Math.max(1, crawl.requests);
  if (crawl.requests > catalogSize / 4) throw new Error(`the crawl asked for ${crawl.requests} pages: some were asked for twice`);
  return { ...crawl, cpuPerPageMs };
}

export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

/** Samples a process's memory from /proc until stopped: its peak (VmHWM) and its highest VmRSS seen. */
/** A process's resident memory now, in MB. */
export function residentMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
}

export function memorySampler(pid: number) {
  let hwmKb = 0;
  let rssKb = 0;
  const timer = setInterval(() => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      hwmKb = Math.max(hwmKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
      rssKb = Math.max(rssKb, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // The process has ended between two samples.
    }
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return { peakMb: hwmKb / 1024, highestRssMb: rssKb / 1024 };
    },
  };
}

/** Runs `npm run feed:import` (as its script does) on `file`; resolves with its time, peak memory and summary line. */
export async function runFeedImport(file: string, env: NodeJS.ProcessEnv, options: string[] = []) {
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/lib/run-bundled.mjs", "scripts/feed-import.ts", file, ...options], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", ALLOW_PRIVATE_FETCH: "true", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const memory = memorySampler(child.pid!);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  const { peakMb } = memory.stop();
  if (code !== 0) throw new Error(`feed:import failed:\n${output.slice(-2000)}`);
  const summary = output.trim().split("\n").at(-1) ?? "";
  return { seconds: (performance.now() - started) / 1000, peakMb, summary };
}

export const cachedFigure = (times: { median: number; p95: number; max: number }) => `p95 ${times.p95.toFixed(1)} ms, slowest ${times.max.toFixed(0)} ms`;

/**
 * A visitor's cached page (`/`, from the page cache) asked every 10 ms until `done`: what a
 * long piece of work on the portal's thread (reading a feed) makes every visitor wait.
 */
/**
 * `/` asked every 10 ms until `done`, timed by scripts/lib/time-cached-page.mjs: in a process
 * of its own, as a browser asks (compressed, a new connection each time). Timed here with
 * `fetch`, the answers waited on this process (its memory sampler, its decompressing of
 * 234 KB each time) and not on the portal: on a quiet portal that answers in 1 ms, fetch saw
 * up to 47 ms where the timer sees 6 (docs/performance.md, 2026-11-28).
 */
export async function cachedPageTimesOverHttp(url: string, done: () => boolean) {
  const timer = fork(path.join(root, "scripts/lib/time-cached-page.mjs"), [`${url}/`], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const times = new Promise<number[]>((resolve, reject) => {
    timer.once("message", (message) => resolve(message as number[]));
    timer.once("exit", (code) => reject(new Error(`The page timer stopped (exit ${code}) before it sent its times.`)));
  });
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 10));
  timer.send("stop");
  const measured = await times;
  return { ...percentiles(measured), max: Math.max(...measured) };
}

/** The header box's suggestions asked over HTTP, one after another, a round of SUGGESTION_TEXTS at a time until `done`. */
export async function suggestionTimesOverHttp(url: string, done: (round: number) => boolean) {
  const times: number[] = [];
  for (let round = 0; !done(round); round += 1) {
    for (const text of SUGGESTION_TEXTS) {
      const start = performance.now();
      const response = await fetch(`${url}/api/search/suggestions?q=${encodeURIComponent(text)}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`Suggestions for ${text} answered ${response.status}`);
      times.push(performance.now() - start);
    }
  }
  return percentiles(times);
}

/** Starts the test PostgreSQL server (scripts/start-test-postgres.sh), stopped with the bench. */
export function startTestPostgres(): string {
  const out = execSync("bash scripts/start-test-postgres.sh", { cwd: root }).toString();
  const dir = out.match(/TEST_POSTGRES_DIR=(\S+)/)![1]!;
  cleanups.push(() => execSync("bash scripts/stop-test-postgres.sh", { cwd: root, env: { ...process.env, TEST_POSTGRES_DIR: dir } }));
  return out.match(/TEST_DATABASE_URL=(\S+)/)![1]!;
}

/**
 * What the header's box asks while a visitor types the bench's searches: each text from its
 * second character on (the box asks nothing under two), and a few with typos.
 */
export const SUGGESTION_TEXTS = [
  ...new Set(BENCH_SEARCHES.flatMap((query) => Array.from({ length: query.length - 1 }, (_, n) => query.slice(0, n + 2)))),
  "snaek",
  "dragn",
  "pixle quest",
  "sanke",
  "candyfarm",
];

export function writeReport() {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
  const table = [
    "| figure | measured | target | |",
    "|---|---|---|---|",
    ...rows.map((row) => `| ${row.figure} | ${row.value} | ${row.target} | ${row.ok === null ? "" : row.ok ? "met" : "**missed**"} |`),
  ].join("\n");
  const doc = `# Performance

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, on ${machine}.
Load runs last ${LOAD_SECONDS} s each, after 3 s not counted, with wrk (one thread) on 127.0.0.1: the
load generator shares the machine. nginx runs one worker, as the portal runs one process.

${table}

How each figure is taken: see scripts/bench.ts and its measures, one module each in scripts/bench/. Page weight counts every byte on the wire
(headers included) until the page has loaded and the network is quiet, in Chromium sized as a
phone (412x823, device scale 1.75), nothing cached. LCP and CLS come from PerformanceObserver
with the CPU slowed down four times. Search times are the database query of the home page's
search (trigram index), measured in-process; home render times are uncached server renders
over HTTP, one at a time. Throughput: the portal, nginx and a bare node:http server send
byte for byte the same answer (body and headers) to the same wrk, and the bench stops when
their bytes per answer differ (an error page would make any ratio meaningless). The bare
server does nothing else, so its figure is the most a Node process answers here; the gap
between it and the portal is the portal's own work per answer (the cache lookup, the
bookkeeping that lets a shutdown finish requests in progress). A load generator written in
JavaScript (autocannon) is not used here: it decodes every body into a string and tops out
near 5,000 answers a second for any server, nginx included. A CDN or nginx in front,
honouring the pages' \`s-maxage\`, serves cached pages at nginx's figure.
`;
  // The dated sections under the table (measures taken between full runs) are kept.
  const file = path.join(root, "docs/performance.md");
  const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const dated = previous.indexOf("\n## ");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, dated === -1 ? doc : `${doc}${previous.slice(dated)}`);
  console.log(`\n${table}\n\nWritten to docs/performance.md`);
}
