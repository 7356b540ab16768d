// The Vitest runs' figures that tests/support/summary-reporter.ts wrote, one JSON line a run:
// each project's time, the tests' time on each engine, the 20 slowest files of all runs, and
// every failed test, then one closing line of every test counted.
import fs from "node:fs";

const runs = fs
  .readFileSync(process.argv[2], "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line));
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(8);
console.log("  Vitest projects (wall clock; files' time added up):");
for (const project of runs.flatMap((run) => run.projects)) console.log(`    ${project.name.padEnd(42)} ${seconds(project.wallMs)} ${seconds(project.filesMs)}`);
console.log("  Tests' own time by project and engine:");
for (const [key, ms] of runs.flatMap((run) => Object.entries(run.engines)).sort()) console.log(`    ${key.padEnd(42)} ${seconds(ms)}`);
console.log("  The 20 slowest files:");
for (const { file, ms } of runs
  .flatMap((run) => run.slowest)
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 20))
  console.log(`    ${seconds(ms)}  ${file}`);
// Every failed test of the run, last, where a CI log cut to its tail still shows them.
const failures = runs.flatMap((run) => run.failures ?? []);
if (failures.length > 0) {
  console.log("\n  Failed:");
  for (const { file, test, error } of failures) console.log(`    ${file} > ${test}\n        ${error}`);
}
const counts = runs.reduce(
  (sum, run) => ({ passed: sum.passed + run.counts.passed, failed: sum.failed + run.counts.failed, skipped: sum.skipped + run.counts.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
