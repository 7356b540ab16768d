/**
 * Checks every keyword landing page in content/landing/ against its schema before a
 * build. A malformed entry stops the build with its file, entry and field named.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { landingPageSchema } from "../content/landing/schema";

const folder = path.resolve(import.meta.dirname, "../content/landing");
const files = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith(".ts") && !["schema.ts", "index.ts"].includes(name))
  .sort();

const problems: string[] = [];
const keywords = new Map<string, string>();
const heroDescriptions = new Map<string, string>();
let count = 0;

for (const file of files) {
  const module = (await import(pathToFileURL(path.join(folder, file)).href)) as Record<string, unknown>;
  const arrays = Object.values(module).filter(Array.isArray);
  if (arrays.length !== 1) {
    problems.push(`content/landing/${file}: must export exactly one array of landing pages`);
    continue;
  }
  for (const [index, entry] of (arrays[0] as unknown[]).entries()) {
    const keyword = (entry as { keyword?: unknown })?.keyword;
    const where = `content/landing/${file}: entry ${index}${typeof keyword === "string" ? ` ("${keyword}")` : ""}`;
    const result = landingPageSchema.safeParse(entry);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`${where}: ${issue.path.join(".") || "(entry)"}: ${issue.message}`);
      }
      continue;
    }
    count += 1;
    const page = result.data;
    const seenIn = keywords.get(page.keyword);
    if (seenIn) problems.push(`${where}: keyword: "${page.keyword}" is also in ${seenIn}`);
    keywords.set(page.keyword, where);
    const sameHero = heroDescriptions.get(page.content.heroDescription);
    if (sameHero) problems.push(`${where}: content.heroDescription: the same as ${sameHero}`);
    heroDescriptions.set(page.content.heroDescription, where);
  }
}

if (problems.length > 0) {
  console.error(`Landing page content is invalid:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`Landing page content: ${count} pages in ${files.length} files are valid.`);
