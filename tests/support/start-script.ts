import fs from "node:fs";
import path from "node:path";

/**
 * The variables `npm start` gives the portal (package.json): `NAME=value` or
 * `NAME='value with spaces'`, quotes taken off. The bench starts its portals with them, and
 * tests hold the systemd unit and the memory settings to them.
 */
export function npmStartEnvironment(): Record<string, string> {
  const { start } = (JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8")) as { scripts: { start: string } }).scripts;
  return Object.fromEntries([...start.matchAll(/(\w+)=('[^']*'|\S+)/g)].map(([, name, value]) => [name!, value!.replace(/^'(.*)'$/, "$1")]));
}
