/** Who did what in the admin panel, and when: kept for the Dashboard. */
import { desc } from "drizzle-orm";
import type { Database } from "../db/connection.server";
import { auditLog } from "../db/schema.server";

export interface AuditActor {
  /** Null for a command run from the shell (npm run catalog:import, admin:create), which has no account. */
  id: string | null;
  email: string;
}

export type AuditAction =
  | "published game"
  | "edited game"
  | "deleted game"
  | "unpublished game"
  | "created administrator"
  | "granted admin"
  | "changed role"
  | "changed password"
  | "deleted account"
  | "turned on two-factor authentication"
  | "turned off two-factor authentication"
  | "signed out other devices"
  | "imported catalog"
  | "imported feed"
  | "allowed game host"
  | "removed game host"
  | "mapped feed category"
  | "set hero game"
  | "cleared hero game"
  | "pinned trending game"
  | "unpinned trending game"
  | "moved trending pin"
  | "saved feed"
  | "changed saved feed"
  | "deleted saved feed"
  | "queued feed sync"
  | "found game broken"
  | "found game working again"
  | "could not reach most game hosts"
  | "kept game up"
  | "stopped keeping game up"
  | "turned on auto-hide of broken games"
  | "turned off auto-hide of broken games"
  | "queued game checks"
  | "resolved game reports"
  | "dismissed game reports"
  | "turned on the daily digest mail"
  | "turned off the daily digest mail"
  | "created content entry"
  | "edited content entry"
  | "restored content version"
  | "published content entry"
  | "unpublished content entry"
  | "deleted content entry"
  | "loaded seed content"
  | "failed sign-in"
  | "failed two-factor code";

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

export async function recentAudit(db: Database, limit = 20): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      target: auditLog.target,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
