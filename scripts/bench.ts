/**
 * npm run bench: builds and starts the production server, seeds it, and measures what
 * issue "Performance" asks for — throughput of the cached home page beside nginx serving
 * the same bytes, uncached server rendering, search and home rendering with 100,000
 * games on PGlite and on PostgreSQL, page weight, LCP and CLS in a phone-sized Chromium.
 * Prints one table and writes it, with the machine, to docs/performance.md. Each measure is
 * a module of scripts/bench/ (the shared helpers and the report in context.ts); this file
 * runs them in order, or the parts `--only` names.
 */
import { execSync } from "node:child_process";
import path from "node:path";
import { startPortal } from "../tests/support/portal-server";
import { NPM_START_ENV, cleanups, report, residentMb, root, rows, temporary, writeReport } from "./bench/context";
import { browserMetrics, throughput } from "./bench/pages";
import { lighthouseScores } from "./bench/lighthouse-scores";
import { idleMemory } from "./bench/memory";
import { feedImportScale } from "./bench/feeds";
import { importResponsiveness } from "./bench/imports";
import { backgroundWorkAgainstCrawl } from "./bench/background";
import { gameChecksScale } from "./bench/checks";
import { jobQueueScale } from "./bench/queue";
import { catalogScale } from "./bench/catalog";
import { searchScale } from "./bench/search";
import { eventIngest } from "./bench/events";
import { playBursts } from "./bench/play-bursts";

/** `npm run bench -- --only=pages,lighthouse,memory,feeds,imports,background,checks,queue,catalog,search,events,plays` measures those parts alone, without writing the report. */
const only =
  process.argv
    .find((arg) => arg.startsWith("--only="))
    ?.slice("--only=".length)
    .split(",") ?? null;
const measures = (
  part: "pages" | "lighthouse" | "memory" | "feeds" | "imports" | "background" | "checks" | "queue" | "catalog" | "search" | "events" | "plays",
) => only === null || only.includes(part);

try {
  if (!process.argv.includes("--no-build")) execSync("npm run build", { cwd: root, stdio: "inherit" });
  if (measures("pages")) {
    const portal = await startPortal({ ...NPM_START_ENV, DATA_DIR: path.join(temporary, "data") });
    cleanups.push(() => portal.stop());
    await throughput(portal);
    const afterLoadMb = residentMb(portal.pid);
    report("Portal after the throughput runs, pglite", `${afterLoadMb.toFixed(0)} MB resident`, "< 500 MB", afterLoadMb < 500);
    await browserMetrics(portal);
    await portal.stop();
  }
  if (measures("lighthouse")) await lighthouseScores();
  if (measures("memory")) await idleMemory();
  if (measures("feeds")) await feedImportScale();
  if (measures("imports")) {
    await importResponsiveness("pglite");
    await importResponsiveness("postgres");
  }
  if (measures("background")) {
    await backgroundWorkAgainstCrawl("pglite");
    await backgroundWorkAgainstCrawl("postgres");
  }
  if (measures("checks")) await gameChecksScale();
  if (measures("queue")) {
    await jobQueueScale("pglite");
    await jobQueueScale("postgres");
  }
  if (measures("catalog")) {
    await catalogScale("pglite");
    await catalogScale("postgres");
  }
  if (measures("search")) {
    await searchScale("pglite");
    await searchScale("postgres");
  }
  if (measures("events")) {
    await eventIngest("pglite");
    await eventIngest("postgres");
  }
  if (measures("plays")) await playBursts();
  // A partial run prints its figures but leaves the full run's report as it is.
  if (only)
    console.log(rows.map((row) => `${row.figure}: ${row.value}${row.target ? ` (target ${row.target}: ${row.ok ? "met" : "missed"})` : ""}`).join("\n"));
  else writeReport();
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}
