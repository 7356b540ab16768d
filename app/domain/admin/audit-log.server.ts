/** Who did what in the admin panel, and when: kept for the Dashboard and the Audit Log. */
import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from "drizzle-orm";
import { AUDIT_FILTERS, AUDIT_PAGE_SIZE, type AuditAction, type AuditFilters } from "~/lib/audit-filters";
import { countedPages } from "~/lib/paging";
import type { Database } from "../db/connection.server";
import { auditLog } from "../db/schema.server";
import { containsPattern } from "../db/sql.server";

export interface AuditActor {
  /** Null for a command run from the shell (npm run catalog:import, admin:create), which has no account. */
  id: string | null;
  email: string;
}

export type { AuditAction };

type Executor = Pick<Database, "insert">;

export async function recordAudit(db: Executor, actor: AuditActor, action: AuditAction, target: string) {
  await db.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, action, target });
}

export interface AuditEntry {
  id: number;
  actorEmail: string;
  action: string;
  target: string;
  createdAt: string;
}

/** What an entry shows, read the same for the Dashboard and the Audit Log. */
const ENTRY_COLUMNS = {
  id: auditLog.id,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  target: auditLog.target,
  createdAt: auditLog.createdAt,
};

export async function recentAudit(db: Database, limit = 20): Promise<AuditEntry[]> {
  const rows = await db.select(ENTRY_COLUMNS).from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pages: number;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The conditions of the Audit Log's filters, each answered by an index of drizzle/0022:
 * the actor and the action with the time they are listed by, the target's text by its
 * trigrams, a time alone by the log's own index on it.
 */
function conditions(filters: AuditFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.who) where.push(eq(sql`lower(${auditLog.actorEmail})`, filters.who.toLowerCase()));
  if (filters.what) where.push(eq(auditLog.action, filters.what));
  if (filters.from) where.push(gte(auditLog.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) where.push(lt(auditLog.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)));
  if (filters.target) where.push(ilike(auditLog.target, containsPattern(filters.target)));
  return where;
}

/** A page of the Audit Log, newest first; a page past the last shows the last. */
export async function listAuditLog(db: Database, filters: AuditFilters = AUDIT_FILTERS.parse({})): Promise<AuditPage> {
  const where = and(...conditions(filters));
  const [totals] = await db.select({ total: count() }).from(auditLog).where(where);
  const total = totals?.total ?? 0;
  const { pages, page } = countedPages(total, AUDIT_PAGE_SIZE, filters.page);
  const rows = await db
    .select(ENTRY_COLUMNS)
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return { entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total, page, pages };
}
