import fs from "node:fs";
import path from "node:path";
import type { SerializedError } from "vitest";
import type { Reporter, TestModule } from "vitest/node";

/** Where `npm test` collects what each Vitest run it starts measured (scripts/test-phases.mjs). */
const PHASES_FILE = process.env.ZOWII_TEST_PHASES;

const ENGINE_OF_TEST = [
  ["pglite", /\bpglite\b|embedded database/i],
  ["postgres", /\bpostgres(ql)?\b/i],
] as const;

interface ProjectTimes {
  /** When its first file started and its last file ended, in ms since the epoch. */
  first: number;
  last: number;
  /** Its files' own time added up (set-up, import, tests and hooks), in ms. */
  files: number;
}

/**
 * Ends the run with one plain line, "Tests: N passed, N failed, N skipped", for CI logs,
 * after each project's time, its tests' time on each database engine and the slowest files.
 * Under `npm test` it also hands those figures to the run's phase table.
 */
export default class SummaryReporter implements Reporter {
  private readonly projects = new Map<string, ProjectTimes>();

  onTestModuleStart(module: TestModule) {
    const now = Date.now();
    const times = this.projects.get(module.project.name);
    if (times) times.first = Math.min(times.first, now);
    else this.projects.set(module.project.name, { first: now, last: now, files: 0 });
  }

  onTestModuleEnd(module: TestModule) {
    const times = this.projects.get(module.project.name)!;
    times.last = Math.max(times.last, Date.now());
    times.files += fileTime(module);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const failures: Failure[] = [];
    const engines = new Map<string, number>();
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed" || state === "failed" || state === "skipped") counts[state] += 1;
        if (state === "failed")
          failures.push({ file: path.relative(process.cwd(), module.moduleId), test: test.fullName, error: firstLine(test.result().errors?.[0]?.message) });
        const engine = ENGINE_OF_TEST.find(([, pattern]) => pattern.test(test.fullName))?.[0] ?? "no engine";
        const key = `${module.project.name} (${engine})`;
        engines.set(key, (engines.get(key) ?? 0) + (test.diagnostic()?.duration ?? 0));
      }
    }
    const slowest = testModules
      .map((module) => ({ file: path.relative(process.cwd(), module.moduleId), project: module.project.name, ms: fileTime(module) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 20);
    const projects = [...this.projects].map(([name, times]) => ({ name, wallMs: times.last - times.first, filesMs: times.files }));

    // A file whose set-up failed has no failed test to name: it stands for itself.
    for (const module of testModules) {
      if (module.state() === "failed" && !failures.some((failure) => failure.file === path.relative(process.cwd(), module.moduleId))) {
        failures.push({ file: path.relative(process.cwd(), module.moduleId), test: "(the file itself)", error: firstLine(module.errors()[0]?.message) });
      }
    }
    // An error outside any test fails the run as surely as a failed test.
    for (const error of unhandledErrors) failures.push({ file: "(outside any file)", test: "(an unhandled error)", error: firstLine(error.message) });
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log("\nTime by project (wall clock; its files' time added up):");
    for (const project of projects) console.log(`  ${project.name}: ${seconds(project.wallMs)}; ${seconds(project.filesMs)}`);
    console.log("Tests' own time by engine:");
    for (const [key, ms] of [...engines].sort()) console.log(`  ${key}: ${seconds(ms)}`);
    console.log("Slowest files:");
    for (const { file, ms } of slowest) console.log(`  ${seconds(ms).padStart(8)}  ${file}`);
    if (PHASES_FILE) {
      fs.appendFileSync(PHASES_FILE, `${JSON.stringify({ counts, failures, projects, engines: Object.fromEntries(engines), slowest })}\n`);
    }
    printFailures(failures);
    console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}

interface Failure {
  file: string;
  test: string;
  error: string;
}

/** The failed tests again at the very end, where a CI log cut to its last lines still shows them all. */
function printFailures(failures: Failure[]) {
  if (failures.length === 0) return;
  console.log("\nFailed:");
  for (const { file, test, error } of failures) console.log(`  ${file} > ${test}\n      ${error}`);
}

function firstLine(message: string | undefined): string {
  return (message ?? "").split("\n")[0]!.slice(0, 300);
}

/** A file's own time: its set-up, import and collection, then its tests and hooks. */
function fileTime(module: TestModule): number {
  const { environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration } = module.diagnostic();
  return environmentSetupDuration + prepareDuration + collectDuration + setupDuration + duration;
}
