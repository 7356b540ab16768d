/**
 * node scripts/lib/run-bundled.mjs scripts/<command>.ts [args...]: how `npm run` starts the
 * operator's commands. The command and the app code it uses are bundled by esbuild into one
 * file (packages stay in node_modules) and run in plain Node. Run through tsx instead, each of
 * the app's modules is compiled on import by a loader running in a second V8 isolate: about
 * 90 MB more at the peak of a 10,000-game feed import, on a server where the portal may be
 * running beside it. The bundle is built from the sources at each run (about a tenth of a
 * second), so a command never runs older code than the files hold.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";
import { build } from "esbuild";

// A command is short and runs beside the portal on a small server: V8 collects garbage
// sooner and keeps its heaps smaller, for a few per cent of speed (a 10,000-game import
// peaked at 282 MB instead of 399 MB, in the same time). The portal keeps V8's defaults:
// there the flag cost a third of its uncached page renders (docs/performance.md).
v8.setFlagsFromString("--optimize-for-size");

const root = path.resolve(import.meta.dirname, "../..");
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("Usage: node scripts/lib/run-bundled.mjs scripts/<command>.ts [args...]");
  process.exit(2);
}

const { outputFiles } = await build({
  absWorkingDir: root,
  entryPoints: [script],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  write: false,
  logLevel: "warning",
});
const code = outputFiles[0].contents;
// Inside the project, so that the bundle's packages resolve from its node_modules; named by
// content, so commands running at once share a file and none reads another's half-written one.
const folder = path.join(root, "node_modules", ".cache", "zowii-commands");
const file = path.join(folder, `${path.basename(script, ".ts")}-${crypto.createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`);
if (!fs.existsSync(file)) {
  fs.mkdirSync(folder, { recursive: true });
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, code);
  fs.renameSync(partial, file);
  // The bundles of older sources: a command already running has read its own.
  const name = path.basename(script, ".ts");
  for (const other of fs.readdirSync(folder)) {
    if (other.startsWith(`${name}-`) && other.endsWith(".mjs") && path.join(folder, other) !== file) fs.rmSync(path.join(folder, other), { force: true });
  }
}
// What the command creates from here on (the embedded database when it opens it itself) is
// the owner's only, as the portal's is; the bundle above stays readable to the project's users.
process.umask(0o077);
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
