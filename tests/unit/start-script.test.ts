import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { npmStartEnvironment } from "../support/start-script";

const startScript = (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;

/** The settings that keep a portal on the embedded database small (README, "Memory on a small server"). */
describe("npm start", () => {
  it("keeps glibc to two arenas", () => {
    expect(startScript).toMatch(/(^|\s)MALLOC_ARENA_MAX=2\s/);
  });

  const nodeOptions = npmStartEnvironment().NODE_OPTIONS?.split(" ") ?? [];

  it("caps V8's heap at 1 GB, under which V8 collects garbage before its heap has grown fourfold", () => {
    expect(nodeOptions).toContain("--max-old-space-size=1024");
  });

  it("keeps V8's young generation small: 4 MB semi-spaces in place of 16", () => {
    expect(nodeOptions).toContain("--max-semi-space-size=4");
  });

  it("runs the server in production", () => {
    expect(startScript).toMatch(/(^|\s)NODE_ENV=production\s.*\bnode server\.js$/);
  });
});
