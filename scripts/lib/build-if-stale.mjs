// Builds the portal when a source is newer than the build (or there is none): the integration
// and browser tests start the built server, so a run after an edit would test the old code.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const SOURCES = ["app", "content", "http", "public", "server.js", "vite.config.ts", "react-router.config.ts", "package-lock.json", "drizzle"];
const BUILT = "build/server/index.js";

function newest(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const built = fs.statSync(BUILT, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const changed = Math.max(...SOURCES.map(newest));
if (changed > built) {
  console.log(built === 0 ? "No build yet: building." : "Sources changed since the last build: building.");
  const result = spawnSync("npm", ["run", "--silent", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
