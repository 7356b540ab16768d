/**
 * Checks the content before a build: every keyword landing page in content/landing/, every
 * seed game in content/catalog/ and every blog article in content/pages/blog.ts against its schema. A malformed entry stops the
 * build with its file, entry and field named. The landing pages, articles and content pages are
 * the seed of the database's content, so they are checked with the rules a save in the running
 * portal is checked with (app/domain/content/rules.server.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readAdminPath } from "../app/lib/admin-path";
import { blogPage } from "../content/pages/blog";
import { blogArticlesSchema } from "../content/pages/schema";
import { landingPageSchema, type LandingPage } from "../content/landing/schema";
import { checkContentInput, contentSetProblems, slugProblem } from "../app/domain/content/rules.server";
import { landingPageInput, seedContentInputs } from "../app/domain/content/seed.server";
import { seedGameSchema } from "../content/catalog/schema";
import { seedCatalog } from "../content/catalog/seed-games";
import { categoryMap } from "../content/catalog/category-map";
import { categoryMappingSchema } from "../content/catalog/schema";
import { FEED_FORMATS } from "../app/domain/feeds/feed-formats.server";
import { isPublishCategory } from "../app/lib/categories";

// `npm run build` runs this on content/landing; a folder given as argument is checked instead.
const folder = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../content/landing"));
const shownFolder = path.relative(process.cwd(), folder) || ".";

const adminPath = readAdminPath(process.env.ADMIN_PATH);

const files = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith(".ts") && !["schema.ts", "index.ts"].includes(name))
  .sort();

const problems: string[] = [];
// The entries of every file, for the rules between entries (checked as a save checks them).
const landingEntries: { where: string; page: LandingPage }[] = [];
let count = 0;

for (const file of files) {
  const module = (await import(pathToFileURL(path.join(folder, file)).href)) as Record<string, unknown>;
  const arrays = Object.values(module).filter(Array.isArray);
  if (arrays.length !== 1) {
    problems.push(`${shownFolder}/${file}: must export exactly one array of landing pages`);
    continue;
  }
  for (const [index, entry] of (arrays[0] as unknown[]).entries()) {
    const keyword = (entry as { keyword?: unknown })?.keyword;
    const where = `${shownFolder}/${file}: entry ${index}${typeof keyword === "string" ? ` ("${keyword}")` : ""}`;
    const result = landingPageSchema.safeParse(entry);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`${where}: ${issue.path.join(".") || "(entry)"}: ${issue.message}`);
      }
      continue;
    }
    count += 1;
    const slug = slugProblem("landing", result.data.keyword, adminPath);
    if (slug) problems.push(`${where}: keyword: ${slug}`);
    landingEntries.push({ where, page: result.data });
  }
}
const landingInputs = landingEntries.map(({ page }) => landingPageInput(page));
for (const clash of contentSetProblems(landingInputs)) {
  const { where, page } = landingEntries[clash.index]!;
  const first = landingEntries[clash.other]!.where;
  if (clash.field === "slug") problems.push(`${where}: keyword: "${page.keyword}" is also in ${first}`);
  else problems.push(`${where}: content.heroDescription: the same as ${first}`);
}

const seedSlugs = new Set<string>();
for (const [index, entry] of seedCatalog.entries()) {
  const where = `content/catalog/seed-games.ts: entry ${index} ("${entry.slug}")`;
  const result = seedGameSchema.safeParse(entry);
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(`${where}: ${issue.path.join(".") || "(entry)"}: ${issue.message}`);
    continue;
  }
  if (!isPublishCategory(entry.category)) problems.push(`${where}: category: "${entry.category}" is not a category a game is published in`);
  if (seedSlugs.has(entry.slug)) problems.push(`${where}: slug: "${entry.slug}" is taken by another seed game`);
  seedSlugs.add(entry.slug);
}
if (seedCatalog.filter((game) => game.featured).length > 1) problems.push("content/catalog/seed-games.ts: more than one game is featured: the hero shows one");

let mappings = 0;
for (const [provider, entries] of Object.entries(categoryMap)) {
  if (provider !== "*" && !(FEED_FORMATS as readonly string[]).includes(provider)) {
    problems.push(`content/catalog/category-map.ts: "${provider}" is not a feed format (${FEED_FORMATS.join(", ")}) or "*"`);
  }
  for (const [feedCategory, entry] of Object.entries(entries)) {
    const where = `content/catalog/category-map.ts: ${provider} "${feedCategory}"`;
    if (feedCategory !== feedCategory.trim().toLowerCase()) problems.push(`${where}: the key must be in lower case`);
    const result = categoryMappingSchema.safeParse(entry);
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(`${where}: ${issue.path.join(".") || "(entry)"}: ${issue.message}`);
      continue;
    }
    if (!isPublishCategory(entry.category)) problems.push(`${where}: category: "${entry.category}" is not a category a game is published in`);
    mappings += 1;
  }
}

const articles = blogArticlesSchema.safeParse(blogPage.articles);
for (const issue of articles.error?.issues ?? []) {
  const [index, ...field] = issue.path;
  const slug = typeof index === "number" ? blogPage.articles[index]?.slug : undefined;
  const where = `content/pages/blog.ts: article ${String(index ?? "list")}${slug ? ` ("${slug}")` : ""}`;
  problems.push(`${where}: ${field.join(".") || "(entry)"}: ${issue.message}`);
}

// What the first start loads into the database: every entry as a save in the panel checks it.
const seedInputs = seedContentInputs();
const seedChecked = [];
for (const input of seedInputs) {
  const checked = checkContentInput(input, adminPath);
  if (checked.ok) seedChecked.push(checked.entry);
  else for (const problem of checked.problems) problems.push(`content seed: ${input.kind} "${input.slug}": ${problem.field}: ${problem.message}`);
}
for (const clash of contentSetProblems(seedChecked)) {
  problems.push(
    `content seed: ${seedChecked[clash.index]?.kind} "${seedChecked[clash.index]?.slug}": ${clash.field}: the same as "${seedChecked[clash.other]?.slug}"`,
  );
}

if (problems.length > 0) {
  console.error(`Content is invalid:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`Landing page content: ${count} pages in ${files.length} files are valid.`);
console.log(`Seed catalog: ${seedCatalog.length} games are valid.`);
console.log(`Category map: ${mappings} entries are valid.`);
console.log(`Blog: ${blogPage.articles.length} articles are valid.`);
console.log(`Content seed: ${seedInputs.length} entries pass the rules of a save.`);
