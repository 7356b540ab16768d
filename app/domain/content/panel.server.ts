/**
 * The site's copy as the panel shows and edits it: every entry, drafts included, a page at a
 * time; an editor form read into the entry the writes module checks; and a saved version as
 * text, for the history's comparison. The rules and the writes stay in rules.server.ts and
 * writes.server.ts: this module only reads and translates.
 */
import { blockText, lineText } from "~/lib/visible-text";
import { and, asc, eq, like, or, sql } from "drizzle-orm";
import { CONTENT_PAGE_SIZE, type ContentFilters } from "~/lib/content-filters";
import { formText } from "~/lib/form-data";
import type { Database } from "../db/connection.server";
import { contentEntries, type ContentKind, type ContentStatus } from "../db/schema.server";
import { containsPattern, countedPage } from "../db/sql.server";
import { contentPath } from "./rules.server";
import { ContentInputError, type ContentSnapshot } from "./writes.server";

/** A row of the panel's Content list. */
export interface ListedContent {
  id: string;
  kind: ContentKind;
  slug: string;
  path: string;
  title: string;
  status: ContentStatus;
  updatedAt: Date;
  /** Who saved it last; null for an entry as the seed left it. */
  updatedBy: string | null;
}

export interface ContentListPage {
  entries: ListedContent[];
  total: number;
  page: number;
  pages: number;
}

/** Entries of a kind whose title or slug holds the search text, by title, a page at a time. */
export async function listContentEntries(db: Database, filters: ContentFilters): Promise<ContentListPage> {
  const text = filters.q
    .trim()
    .replace(/\p{Cc}/gu, "")
    .toLowerCase()
    .slice(0, 100);
  const where = and(
    eq(contentEntries.kind, filters.kind),
    text ? or(like(sql`lower(${contentEntries.title})`, containsPattern(text)), like(contentEntries.slug, containsPattern(text))) : undefined,
  );
  const { total, pages, page } = await countedPage(db, contentEntries, where, CONTENT_PAGE_SIZE, filters.page);
  const rows = await db
    .select({
      id: contentEntries.id,
      kind: contentEntries.kind,
      slug: contentEntries.slug,
      title: contentEntries.title,
      status: contentEntries.status,
      updatedAt: contentEntries.updatedAt,
      updatedBy: contentEntries.updatedBy,
    })
    .from(contentEntries)
    .where(where)
    .orderBy(asc(sql`lower(${contentEntries.title})`), asc(contentEntries.id))
    .limit(CONTENT_PAGE_SIZE)
    .offset((page - 1) * CONTENT_PAGE_SIZE);
  return { entries: rows.map((row) => ({ ...row, path: contentPath(row.kind, row.slug) })), total, page, pages };
}

/** Ids are UUIDs: anything longer, or with control characters, names no entry. */
export const isContentEntryId = (id: string) => id.length <= 100 && /^\P{Cc}+$/u.test(id);

/** An entry as the editor loads it: the whole row; undefined when there is no such entry. */
export async function contentEntryById(db: Database, id: string) {
  if (!isContentEntryId(id)) return undefined;
  const [row] = await db.select().from(contentEntries).where(eq(contentEntries.id, id)).limit(1);
  return row;
}

/** A comma-separated list as its items, blanks dropped. */
const commaList = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** A text of one item a line as its items, blank lines dropped. */
const lineList = (text: string) =>
  text
    .split("\n")
    .map((item) => item.trim())
    .filter(Boolean);

/** How many question and answer pairs a form may send: more than a landing page takes, so the rule, not the reading, refuses them. */
const FAQ_READ_LIMIT = 10;

/**
 * The editor's form as the entry a save checks. Its fields are named as the rules name the
 * problems ("fields.hero.title"), so each refusal finds its field. A content page's
 * structured copy comes as JSON, its layout kept from the entry (`keptFields`).
 */
export function contentInputFromForm(kind: ContentKind, form: FormData | null, keptFields?: unknown): Record<string, unknown> {
  // What cannot be seen is dropped (visible-text.ts); a one-line field is one line.
  const text = (name: string, max = 10_000) => blockText(formText(form, name, max));
  const line = (name: string, max = 10_000) => lineText(formText(form, name, max));
  const common = {
    kind,
    slug: line("slug", 200),
    title: line("title", 500),
    description: text("description", 2_000),
    keywords: commaList(text("keywords", 5_000)),
    // The body keeps its own spacing: Markdown reads it.
    body: formText(form, "body", 200_000).replace(/\r\n/g, "\n"),
  };
  if (kind === "landing") {
    const faq = [];
    for (let index = 0; index < FAQ_READ_LIMIT; index++) {
      const question = line(`fields.faq.${index}.question`, 1_000);
      const answer = text(`fields.faq.${index}.answer`, 2_000);
      if (form?.has(`fields.faq.${index}.question`) || form?.has(`fields.faq.${index}.answer`)) faq.push({ question, answer });
    }
    return {
      ...common,
      fields: {
        gameSearch: line("fields.gameSearch", 1_000),
        // "None" sends "": the search words then find the games.
        ...(line("fields.gameCategory", 100) && { gameCategory: line("fields.gameCategory", 100) }),
        hero: { title: line("fields.hero.title", 500), description: text("fields.hero.description", 2_000) },
        features: [0, 1, 2].map((index) => ({
          title: line(`fields.features.${index}.title`, 500),
          description: text(`fields.features.${index}.description`, 2_000),
        })),
        benefits: lineList(text("fields.benefits", 5_000)),
        faq,
      },
    };
  }
  if (kind === "article") {
    return {
      ...common,
      fields: {
        excerpt: text("fields.excerpt", 2_000),
        author: text("fields.author", 200),
        date: text("fields.date", 40),
        category: text("fields.category", 200),
        icon: text("fields.icon", 100),
      },
    };
  }
  return { ...common, fields: pagePartsFromForm(form, keptFields) };
}

/** The most a page's parts may take as JSON: every seeded page's are under 10,000 characters. */
const PAGE_PARTS_MAX = 100_000;

/**
 * A content page's structured copy, sent as JSON ("fields"); the entry's own when the form
 * has none. Its layout (`kind`) is the entry's whatever the JSON says: it picks the page's
 * view, which the form does not change. Throws ContentInputError for what is not a JSON object.
 */
function pagePartsFromForm(form: FormData | null, keptFields: unknown): unknown {
  const kept = (keptFields ?? {}) as Record<string, unknown>;
  if (!form?.has("fields")) return kept;
  const json = formText(form, "fields", PAGE_PARTS_MAX + 1);
  const refuse = (message: string) => {
    throw new ContentInputError([{ field: "fields", message }]);
  };
  if (json.length > PAGE_PARTS_MAX) refuse(`Page parts take at most ${PAGE_PARTS_MAX.toLocaleString("en-US")} characters.`);
  let parts: unknown;
  try {
    parts = JSON.parse(json);
  } catch (error) {
    refuse(`Not valid JSON: ${(error as Error).message}`);
  }
  if (parts === null || typeof parts !== "object" || Array.isArray(parts)) refuse("Page parts are a JSON object: { ... }.");
  return { ...(parts as Record<string, unknown>), kind: kept.kind };
}

/** A page's parts as the editor shows them: its layout (`kind`) left out, since it stays. */
export function pagePartsJson(fields: unknown): string {
  const parts = { ...(fields as Record<string, unknown>) };
  delete parts.kind;
  return JSON.stringify(parts, null, 2);
}

/**
 * A saved version as lines of text, field by field and then the body, so that two versions
 * compare line by line and a change reads as the field it is in.
 */
export function snapshotText(snapshot: ContentSnapshot): string {
  const lines = [
    `Title: ${snapshot.title}`,
    `Slug: ${snapshot.slug}`,
    `Status: ${snapshot.status}`,
    `Meta description: ${snapshot.description}`,
    `Keywords: ${snapshot.keywords.join(", ")}`,
  ];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path} ${index + 1}`));
    else if (value !== null && typeof value === "object") for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path} › ${key}` : key);
    else lines.push(`${path}: ${String(value)}`);
  };
  walk(snapshot.fields, "");
  return [...lines, "", "Body:", ...snapshot.body.split("\n")].join("\n");
}
