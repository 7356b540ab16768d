/** The Users section: accounts, the admin role, and deleting accounts; never the last admin. */
import { and, asc, count, eq, isNull, or } from "drizzle-orm";
import { done, refused, type ActionResult } from "~/lib/action-result";
import { isPanelRole, ROLE_NAMES, withArticle, type PanelRole } from "~/lib/panel-roles";
import { ADMIN_ROLE, USER_ROLE } from "../auth/auth.server";
import type { Database, Transaction } from "../db/connection.server";
import { account, session, user } from "../db/schema.server";
import { recordAudit, type AuditActor } from "./audit-log.server";

export interface AccountSummary {
  id: string;
  email: string;
  /** Null while the account waits for an administrator's approval. */
  panelRole: PanelRole | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
}

export async function listAccounts(db: Database): Promise<AccountSummary[]> {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
    })
    .from(user)
    .orderBy(asc(user.createdAt), asc(user.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    panelRole: isPanelRole(row.role) ? row.role : null,
    emailVerified: row.emailVerified,
    twoFactorEnabled: row.twoFactorEnabled ?? false,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Accounts waiting for an administrator's approval: signed up, the address confirmed, no
 * role yet. One whose address is not confirmed cannot sign in, and is not counted: a
 * stranger who signs up with someone else's address would otherwise be announced to the
 * administrators every day. A banned account waits for nothing.
 */
export async function waitingForApproval(db: Pick<Database, "select">): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(user)
    .where(and(or(eq(user.role, USER_ROLE), isNull(user.role)), eq(user.emailVerified, true), or(isNull(user.banned), eq(user.banned, false))));
  return row?.waiting ?? 0;
}

export type AccountChange = ActionResult;

const LAST_ADMIN = "The last administrator cannot lose the role: grant it to another account first.";

/**
 * Locks every admin row for the rest of the transaction, so two admins demoting each
 * other at once cannot leave none.
 */
async function lockedAdminIds(tx: Transaction): Promise<string[]> {
  const rows = await tx.select({ id: user.id }).from(user).where(eq(user.role, ADMIN_ROLE)).for("update");
  return rows.map((row) => row.id);
}

/**
 * Gives an account its part of the panel, or none (it then waits for approval again);
 * never takes the role from the last administrator.
 */
export async function setPanelRole(db: Database, actor: AuditActor, userId: string, role: PanelRole | null): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    const admins = await lockedAdminIds(tx);
    const [target] = await tx.select({ email: user.email, role: user.role }).from(user).where(eq(user.id, userId)).for("update");
    if (!target) return refused("That account no longer exists", 404);
    if (role !== ADMIN_ROLE && admins.includes(userId) && admins.length === 1) return refused(LAST_ADMIN, 409);
    const before = isPanelRole(target.role) ? target.role : null;
    if (before === role) return done(null);
    await tx
      .update(user)
      .set({ role: role ?? USER_ROLE, updatedAt: new Date() })
      .where(eq(user.id, userId));
    await recordAudit(tx, actor, "changed role", `${target.email}: ${roleName(before)} → ${roleName(role)}`);
    return done(role ? `${target.email} is now ${withArticle(roleName(role))}` : `${target.email} no longer has access to the panel`);
  });
}

function roleName(role: PanelRole | null): string {
  return role ? ROLE_NAMES[role] : "No access";
}

/** What `npm run admin:create` is recorded as in the audit log: a shell command has no account. */
export const ADMIN_CREATE_ACTOR: AuditActor = { id: null, email: "npm run admin:create" };

/**
 * Makes the account of `email` an administrator with a verified address, creating it
 * first (through `createAccount`, which holds the password rules) when there is none.
 * Audited like a grant in the panel.
 */
export async function makeAdministrator(
  db: Database,
  actor: AuditActor,
  email: string,
  createAccount: (() => Promise<void>) | null,
  /** The hash of a new password for an existing account (admin:create given a password). */
  passwordHash?: string,
): Promise<{ created: boolean; wasAdmin: boolean; passwordChanged: boolean }> {
  const [existing] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, email));
  if (!existing) {
    if (!createAccount) throw new AccountError("a new account needs a password");
    await createAccount();
  }
  let passwordChanged = false;
  await db.transaction(async (tx) => {
    const [target] = await tx
      .update(user)
      .set({ role: ADMIN_ROLE, emailVerified: true, updatedAt: new Date() })
      .where(eq(user.email, email))
      .returning({ id: user.id });
    if (!target) throw new AccountError(`the account ${email} was not created`);
    await recordAudit(tx, actor, existing ? "granted admin" : "created administrator", email);
    if (existing && passwordHash !== undefined) {
      const changed = await tx
        .update(account)
        .set({ password: passwordHash, updatedAt: new Date() })
        .where(and(eq(account.userId, target.id), eq(account.providerId, "credential")))
        .returning({ id: account.id });
      if (changed.length === 0) throw new AccountError(`${email} signs in without a password here: no password was set`);
      // As a reset does: whoever was signed in with the old password is signed out.
      await tx.delete(session).where(eq(session.userId, target.id));
      await recordAudit(tx, actor, "changed password", email);
      passwordChanged = true;
    }
  });
  return { created: !existing, wasAdmin: existing?.role === ADMIN_ROLE, passwordChanged };
}

export class AccountError extends Error {
  override name = "AccountError";
}

export async function deleteAccount(db: Database, actor: AuditActor, userId: string): Promise<AccountChange> {
  if (userId === actor.id) return refused("You cannot delete your own account here", 409);
  return db.transaction(async (tx) => {
    const admins = await lockedAdminIds(tx);
    const [target] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).for("update");
    if (!target) return refused("That account no longer exists", 404);
    if (admins.includes(userId) && admins.length === 1) return refused(LAST_ADMIN, 409);
    // Sessions, passwords and two-factor secrets go with the account (ON DELETE CASCADE).
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(user).where(eq(user.id, userId));
    await recordAudit(tx, actor, "deleted account", target.email);
    return done(`${target.email} was deleted`);
  });
}
