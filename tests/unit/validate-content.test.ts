import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(projectRoot, "node_modules/.bin/tsx");

/** Runs the build's content check on a folder; resolves with its exit code and output. */
async function validate(folder?: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(tsx, ["scripts/validate-content.ts", ...(folder ? [folder] : [])], {
      cwd: projectRoot,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const validEntry = {
  keyword: "sample-puzzle-games",
  title: "Sample Puzzle Games Online",
  description: "A sample landing page used by a test to check that the content check accepts a valid entry.",
  metaKeywords: ["a", "b", "c", "d", "e", "f", "g"].map((letter) => `keyword ${letter}`),
  gameSearch: "puzzle",
  content: {
    heroTitle: "Sample Puzzle Games",
    heroDescription: "A hero description long enough for the schema, written only for this test of the landing page content check.",
    features: [1, 2, 3].map((n) => ({ title: `Feature ${n}`, description: `Feature ${n} is described in a sentence long enough.` })),
    benefits: [1, 2, 3, 4, 5].map((n) => `Benefit number ${n} of this sample page`),
    faq: [1, 2].map((n) => ({ question: `Sample question ${n}?`, answer: `Sample answer ${n}, long enough for the schema.` })),
  },
};

function contentFolder(files: Record<string, unknown[]>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "zowii-content-"));
  for (const [name, entries] of Object.entries(files)) {
    fs.writeFileSync(path.join(folder, name), `export const pages = ${JSON.stringify(entries, null, 2)};\n`);
  }
  folders.push(folder);
  return folder;
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

// Each check is a process of its own (tsx compiling the script): seconds each on a busy machine.
describe("the landing page content check run by the build", { timeout: 30_000 }, () => {
  it("passes the real content", async () => {
    const { code, output } = await validate();
    expect(code, output).toBe(0);
    expect(output).toMatch(/Landing page content: \d+ pages in 6 files are valid/);
  });

  it("is part of npm run build", () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8"));
    // First, so a malformed entry stops the build before anything is built.
    expect(scripts.build).toMatch(/^tsx scripts\/validate-content\.ts && react-router build( |$)/);
  });

  it("accepts a folder of valid entries", async () => {
    const { code, output } = await validate(contentFolder({ "sample.ts": [validEntry] }));
    expect(code, output).toBe(0);
  });

  it("names the file, the entry and the field of a malformed entry", async () => {
    const malformed = { ...validEntry, content: { ...validEntry.content, heroDescription: "Too short." } };
    const { code, output } = await validate(contentFolder({ "broken.ts": [malformed] }));
    expect(code).toBe(1);
    expect(output).toContain('broken.ts: entry 0 ("sample-puzzle-games"): content.heroDescription:');
  });

  it("refuses a duplicate keyword, a repeated hero description and a path another page owns", async () => {
    const copy = { ...validEntry, keyword: "another-keyword" };
    const taken = {
      ...validEntry,
      keyword: "about",
      content: { ...validEntry.content, heroDescription: `${validEntry.content.heroDescription} Another one.` },
    };
    const { code, output } = await validate(contentFolder({ "a.ts": [validEntry], "b.ts": [validEntry, copy, taken] }));
    expect(code).toBe(1);
    expect(output).toContain('b.ts: entry 0 ("sample-puzzle-games"): keyword: "sample-puzzle-games" is also in');
    expect(output).toContain('b.ts: entry 1 ("another-keyword"): content.heroDescription: the same as');
    expect(output).toContain('b.ts: entry 2 ("about"): keyword: "/about" is a content page');
  });

  it("takes a page's games from a category or search words, one of them", async () => {
    const byCategory = {
      ...validEntry,
      keyword: "sample-category-games",
      gameSearch: "",
      gameCategory: "Puzzle",
      content: { ...validEntry.content, heroDescription: `${validEntry.content.heroDescription} By category.` },
    };
    expect((await validate(contentFolder({ "d.ts": [validEntry, byCategory] }))).code).toBe(0);
    const { code, output } = await validate(contentFolder({ "e.ts": [{ ...validEntry, gameCategory: "Puzzle" }] }));
    expect(code).toBe(1);
    expect(output).toContain('e.ts: entry 0 ("sample-puzzle-games"): gameSearch: A category or search words select the page\'s games, not both');
  });

  it("refuses the keyword category, the category pages' path", async () => {
    const { code, output } = await validate(contentFolder({ "c.ts": [{ ...validEntry, keyword: "category" }] }));
    expect(code).toBe(1);
    expect(output).toContain('c.ts: entry 0 ("category"): keyword: "/category" is the category pages');
  });
});
