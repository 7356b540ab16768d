/**
 * Every change to the site's copy: a save (new or edited entry), publishing, deleting and
 * restoring an older version. Each runs in withCatalogChange, so every instance's page cache
 * and the sitemaps drop the old copy the moment it commits; each keeps a version and an
 * audit entry. What reads the copy lives in reads.server.ts.
 */
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { FieldErrors } from "~/lib/action-result";
import { recordAudit, type AuditAction, type AuditActor } from "../admin/audit-log.server";
import { withCatalogChange } from "../catalog/changes.server";
import type { Database, Transaction } from "../db/connection.server";
import { contentEntries, contentRedirects, contentVersions as versionRows, type ContentKind, type ContentStatus } from "../db/schema.server";
import { checkContentInput, contentPath, slugProblem, type CheckedContent, type ContentProblem } from "./rules.server";

/** A save the rules refuse: each problem names its field, in the panel's words; nothing was written. */
export class ContentInputError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(problems.map((problem) => (problem.field === "(entry)" ? problem.message : `${problem.field}: ${problem.message}`)).join("; "));
  }

  /** The problems as a form's messages by field (a refusal's `fieldErrors`): "" holds the whole entry's. */
  get fieldErrors(): FieldErrors {
    const errors: FieldErrors = {};
    for (const { field, message } of this.problems) (errors[field === "(entry)" ? "" : field] ??= []).push(message);
    return errors;
  }
}

/** Who saved the versions the seed made. */
export const SEED_SAVER = "content seed";

type EntryRow = typeof contentEntries.$inferSelect;

/** What a version keeps: the whole entry as saved, so it can be shown, compared and restored. */
export type ContentSnapshot = Pick<EntryRow, "kind" | "slug" | "status" | "title" | "description" | "keywords" | "body" | "fields">;

export function entrySnapshot(row: ContentSnapshot): ContentSnapshot {
  const { kind, slug, status, title, description, keywords, body, fields } = row;
  return { kind, slug, status, title, description, keywords, body, fields };
}

const KIND_NAMES: Record<ContentKind, string> = { landing: "landing page", article: "article", page: "content page" };

/**
 * Entries whose addresses sit at the same level: a keyword and a page's path are both
 * "/{slug}"; articles are under /blog/. Games (/game/) and categories (/category/) have
 * their own folders, so their slugs never clash with an entry's.
 */
function sameLevelKinds(kind: ContentKind): ContentKind[] {
  return kind === "article" ? ["article"] : ["landing", "page"];
}

/**
 * Why an entry of `kind` cannot take `slug`, or null: its shape, a path the portal keeps, or
 * another entry at the same address. `exceptId` is the entry being saved.
 */
export async function checkContentSlug(db: Database | Transaction, kind: ContentKind, slug: string, exceptId?: string): Promise<string | null> {
  const own = slugProblem(kind, slug);
  if (own) return own;
  const [other] = await db
    .select({ kind: contentEntries.kind, title: contentEntries.title })
    .from(contentEntries)
    .where(and(eq(contentEntries.slug, slug), inArray(contentEntries.kind, sameLevelKinds(kind)), exceptId ? ne(contentEntries.id, exceptId) : undefined))
    .limit(1);
  return other ? `"${contentPath(kind, slug)}" is the address of the ${KIND_NAMES[other.kind]} "${other.title}".` : null;
}

export interface ContentSave {
  /** The entry to change; none for a new one. */
  id?: string;
  /**
   * The version the editor started from: a save over a version someone else saved since is
   * refused rather than silently losing their change.
   */
  baseVersion?: number;
  entry: unknown;
}

/** The saved entry: what the panel shows after a save. */
export type SavedContent = Pick<EntryRow, "id" | "kind" | "slug" | "status" | "version">;

async function lockedEntry(tx: Transaction, id: string): Promise<EntryRow | undefined> {
  const [row] = await tx.select().from(contentEntries).where(eq(contentEntries.id, id)).for("update");
  return row;
}

/**
 * The redirects of an entry's address change: the old address answers 301 to the new one,
 * older addresses that led to the old one lead to the new one (never a chain), and the new
 * address is no longer a redirect of its own.
 */
async function moveAddress(tx: Transaction, from: string, to: string) {
  await tx.delete(contentRedirects).where(eq(contentRedirects.fromPath, to));
  if (from === to) return;
  await tx.update(contentRedirects).set({ toPath: to }).where(eq(contentRedirects.toPath, from));
  await tx
    .insert(contentRedirects)
    .values({ fromPath: from, toPath: to })
    .onConflictDoUpdate({ target: contentRedirects.fromPath, set: { toPath: to, createdAt: sql`now()` } });
}

async function writeEntry(tx: Transaction, actor: AuditActor, save: ContentSave, action: (created: boolean) => AuditAction): Promise<SavedContent> {
  const checked = checkContentInput(save.entry);
  if (!checked.ok) throw new ContentInputError(checked.problems);
  const entry: CheckedContent = checked.entry;
  const refuse = (field: string, message: string): never => {
    throw new ContentInputError([{ field, message }]);
  };

  const current = save.id === undefined ? undefined : await lockedEntry(tx, save.id);
  if (save.id !== undefined && !current) refuse("(entry)", "This entry was deleted: nothing was saved.");
  if (current && current.kind !== entry.kind) refuse("kind", `This entry is a ${KIND_NAMES[current.kind]}: its kind cannot change.`);
  if (current && save.baseVersion !== undefined && save.baseVersion !== current.version) {
    refuse("(entry)", `Someone saved version ${current.version} since you opened version ${save.baseVersion}: reload it and make your change again.`);
  }
  const slugTaken = await checkContentSlug(tx, entry.kind, entry.slug, current?.id);
  if (slugTaken) refuse("slug", slugTaken);
  if (entry.kind === "landing") {
    // Two landing pages with one hero text are one page twice to a search engine.
    const [same] = await tx
      .select({ slug: contentEntries.slug })
      .from(contentEntries)
      .where(
        and(
          eq(contentEntries.kind, "landing"),
          sql`${contentEntries.fields} -> 'hero' ->> 'description' = ${entry.fields.hero.description}`,
          current ? ne(contentEntries.id, current.id) : undefined,
        ),
      )
      .limit(1);
    if (same) refuse("fields.hero.description", `The same as the hero text of "/${same.slug}".`);
  }

  const values = { ...entry, status: entry.status ?? current?.status ?? "published", updatedBy: actor.email, updatedAt: new Date() };
  const [row] = current
    ? await tx
        .update(contentEntries)
        .set({ ...values, version: current.version + 1 })
        .where(eq(contentEntries.id, current.id))
        .returning()
    : await tx
        .insert(contentEntries)
        .values({ ...values, version: 1 })
        .returning();
  if (!row) throw new Error("The content entry was not written.");
  await tx.insert(versionRows).values({ entryId: row.id, version: row.version, snapshot: entrySnapshot(row), savedBy: actor.email });
  await moveAddress(tx, current ? contentPath(current.kind, current.slug) : contentPath(row.kind, row.slug), contentPath(row.kind, row.slug));
  await recordAudit(tx, actor, action(!current), contentPath(row.kind, row.slug));
  return { id: row.id, kind: row.kind, slug: row.slug, status: row.status, version: row.version };
}

/**
 * Saves an entry (a new one without `id`) after checking it against its kind's rules and its
 * slug against every address it could clash with. Each save is a new version; a changed
 * slug leaves a permanent redirect from the old address. Throws ContentInputError.
 */
export function saveContentEntry(db: Database, actor: AuditActor, save: ContentSave): Promise<SavedContent> {
  return withCatalogChange(db, (tx) => writeEntry(tx, actor, save, (created) => (created ? "created content entry" : "edited content entry")));
}

/** Publishes or unpublishes an entry; false when there is no such entry or it already was. */
export function setContentStatus(db: Database, actor: AuditActor, id: string, status: ContentStatus): Promise<boolean> {
  return withCatalogChange(db, async (tx) => {
    const [row] = await tx
      .update(contentEntries)
      .set({ status, updatedBy: actor.email, updatedAt: new Date() })
      .where(and(eq(contentEntries.id, id), ne(contentEntries.status, status)))
      .returning({ kind: contentEntries.kind, slug: contentEntries.slug });
    if (!row) return false;
    await recordAudit(tx, actor, status === "published" ? "published content entry" : "unpublished content entry", contentPath(row.kind, row.slug));
    return true;
  });
}

/**
 * Deletes an entry with its versions; the redirects to its address go too, since they
 * would now lead to a missing page. False when there was no such entry.
 */
export function deleteContentEntry(db: Database, actor: AuditActor, id: string): Promise<boolean> {
  return withCatalogChange(db, async (tx) => {
    const [row] = await tx.delete(contentEntries).where(eq(contentEntries.id, id)).returning({ kind: contentEntries.kind, slug: contentEntries.slug });
    if (!row) return false;
    const path = contentPath(row.kind, row.slug);
    await tx.delete(contentRedirects).where(eq(contentRedirects.toPath, path));
    await recordAudit(tx, actor, "deleted content entry", path);
    return true;
  });
}

export interface ContentVersion {
  version: number;
  savedAt: Date;
  savedBy: string;
}

/**
 * An entry's saved versions, newest first, without their copies (up to 100 KB each, and an
 * entry saved every day for years has thousands); empty when there is no such entry.
 */
export function contentVersions(db: Database, id: string): Promise<ContentVersion[]> {
  return db
    .select({ version: versionRows.version, savedAt: versionRows.savedAt, savedBy: versionRows.savedBy })
    .from(versionRows)
    .where(eq(versionRows.entryId, id))
    .orderBy(desc(versionRows.version));
}

/** The saved copies of some of an entry's versions (the two a history compares), by version. */
export async function contentSnapshots(db: Database, id: string, versions: readonly number[]): Promise<Map<number, ContentSnapshot>> {
  if (versions.length === 0) return new Map();
  const rows = await db
    .select({ version: versionRows.version, snapshot: versionRows.snapshot })
    .from(versionRows)
    .where(and(eq(versionRows.entryId, id), inArray(versionRows.version, [...versions])));
  return new Map(rows.map((row) => [row.version, row.snapshot as ContentSnapshot]));
}

/**
 * Saves an older version's copy again, as a new version: the history keeps what it replaced.
 * The entry stays published or draft as it is now (publishing is its own step). It is
 * checked like any save: the rules or the addresses may have changed since it was saved.
 * Throws ContentInputError when there is no such version.
 */
export function restoreContentVersion(db: Database, actor: AuditActor, id: string, version: number): Promise<SavedContent> {
  return withCatalogChange(db, async (tx) => {
    const current = await lockedEntry(tx, id);
    if (!current) throw new ContentInputError([{ field: "(entry)", message: "This entry was deleted: nothing was restored." }]);
    const [saved] = await tx
      .select({ snapshot: versionRows.snapshot })
      .from(versionRows)
      .where(and(eq(versionRows.entryId, id), eq(versionRows.version, version)));
    if (!saved) throw new ContentInputError([{ field: "version", message: `This entry has no version ${version}.` }]);
    const { kind, slug, title, description, keywords, body, fields } = saved.snapshot as ContentSnapshot;
    const entry = { kind, slug, status: current.status, title, description, keywords, body, fields };
    return writeEntry(tx, actor, { id, entry }, () => "restored content version");
  });
}
