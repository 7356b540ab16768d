/**
 * node scripts/lib/run-bundled.mjs scripts/<command>.ts [args...]: how `npm run` starts the
 * operator's commands. The command and the app code it uses are bundled by esbuild (packages
 * stay in node_modules) and run in plain Node: one file, and a chunk apart for each part of
 * the app the command imports only on some paths (the runtime, once it opens the database).
 * Run through tsx instead, each of the app's modules is compiled on import by a loader
 * running in a second V8 isolate: about 90 MB more at the peak of a 10,000-game feed import,
 * on a server where the portal may be running beside it. The bundle is built from the
 * sources at each run (about a tenth of a second), so a command never runs older code than
 * the files hold.
 */
import fs from "node:fs";
import { isBuiltin } from "node:module";
import os from "node:os";
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
/**
 * A package the bundle imports, by its file URL in the project's node_modules: the bundle runs
 * from a temporary folder, where a bare name would not resolve.
 */
const packagesFromProject = {
  name: "packages-from-project",
  setup(on) {
    on.onResolve({ filter: /^[^./~]/ }, (args) => {
      if (isBuiltin(args.path)) return undefined;
      return { path: import.meta.resolve(args.path), external: true };
    });
  },
};

const [script, ...given] = process.argv.slice(2);
// npm's scripts end in "--", before the operator's arguments: Node 20 reads an --env-file
// anywhere in its command line, even after the script, and stops with its own message when
// the file is missing (the command's --env-file is the command's to read).
const args = given[0] === "--" ? given.slice(1) : given;
if (!script) {
  console.error("Usage: node scripts/lib/run-bundled.mjs scripts/<command>.ts [args...]");
  process.exit(2);
}

const entry = path.resolve(root, script);
// The service's user may not write the code folder (nor node_modules in it): the bundle goes to
// a folder of this user's own, readable by it alone, and is gone when the command ends.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "zowii-command-"));
process.on("exit", () => fs.rmSync(folder, { recursive: true, force: true }));
const { outputFiles } = await build({
  absWorkingDir: root,
  entryPoints: [script],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // A dynamic import() of the app's code becomes a chunk of its own, loaded when it runs: in one
  // file, the packages behind it would be imported at the top and loaded first, even by a
  // command that never reaches it. The app's runtime is about 2 s of loading (better-auth,
  // the password dictionaries, sharp, prom-client, pg...) that a command handed to the running
  // portal, or refused before it opens a database, does not need (run-command.ts).
  splitting: true,
  outdir: folder,
  outExtension: { ".js": ".mjs" },
  write: false,
  logLevel: "warning",
  // The bundle runs from a temporary folder, not from the code folder: as if it were the script
  // itself, for the code that finds the migrations and the packages from where it runs. A
  // define applies to the sources before they are split: every chunk has it.
  define: { "import.meta.url": JSON.stringify(pathToFileURL(entry.replace(/\.ts$/, ".mjs")).href) },
  plugins: [packagesFromProject],
});
for (const output of outputFiles) fs.writeFileSync(output.path, output.contents, { mode: 0o600 });
const file = path.join(folder, `${path.basename(script, ".ts")}.mjs`);
// What the command creates from here on (the embedded database when it opens it itself) is
// the owner's only, as the portal's is.
process.umask(0o077);
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
