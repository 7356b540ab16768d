import fs from "node:fs";
import path from "node:path";
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

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const engines = new Map<string, number>();
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed" || state === "failed" || state === "skipped") counts[state] += 1;
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

    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log("\nTime by project (wall clock; its files' time added up):");
    for (const project of projects) console.log(`  ${project.name}: ${seconds(project.wallMs)}; ${seconds(project.filesMs)}`);
    console.log("Tests' own time by engine:");
    for (const [key, ms] of [...engines].sort()) console.log(`  ${key}: ${seconds(ms)}`);
    console.log("Slowest files:");
    for (const { file, ms } of slowest) console.log(`  ${seconds(ms).padStart(8)}  ${file}`);
    if (PHASES_FILE) {
      fs.appendFileSync(PHASES_FILE, `${JSON.stringify({ counts, projects, engines: Object.fromEntries(engines), slowest })}\n`);
    }
    console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}

/** A file's own time: its set-up, import and collection, then its tests and hooks. */
function fileTime(module: TestModule): number {
  const { environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration } = module.diagnostic();
  return environmentSetupDuration + prepareDuration + collectDuration + setupDuration + duration;
}
