/**
 * The daily mail to the administrators: the accounts waiting for their approval, the open
 * reports, the games the checker found broken and the times its checks could not reach
 * most game hosts (an outage, which hides nothing) since the last digest, sent only when
 * there is one of them. Its time is kept
 * in app_state so that every instance agrees on it: each looks once a minute, and the one
 * that moves the time on (a compare-and-set on the value it read) queues the digest job;
 * the job queue's key keeps a second one from waiting beside it. The operator can turn it
 * off on the Reports page.
 */
import { and, count, desc, eq, gte, isNull, or } from "drizzle-orm";
import { reportKindText } from "~/lib/game-reports";
import { ADMIN_PATH } from "~/lib/admin-path";
import { recordAudit, type AuditActor } from "../admin/audit-log.server";
import { waitingForApproval } from "../admin/accounts-admin.server";
import { ADMIN_ROLE } from "../auth/auth.server";
import type { ServerConfig } from "../platform/config.server";
import type { Database } from "../db/connection.server";
import { user } from "../db/auth-schema.server";
import { appState, auditLog } from "../db/schema.server";
import { defineJobKind, enqueueJobs } from "../jobs/queue.server";
import type { SendMail } from "../platform/mail.server";
import { openReportsByGame } from "./reports-review.server";
import { OUTAGE_ACTION } from "./game-health.server";
import { POLL_EVERY_MS, startPoller, type Poller } from "../jobs/poller.server";
import { countOf } from "~/lib/format";

export const REPORT_DIGEST_JOB = "report-digest";
/** One administrator's copy of a digest: each is sent, and tried again, on its own. */
export const REPORT_DIGEST_MAIL_JOB = "report-digest-mail";
export const DIGEST_KEY = "health.digest";
export const DIGEST_NEXT_KEY = "health.digestNextAt";
const DAY_MS = 24 * 60 * 60_000;
/** Games of each list a mail names; the rest are counted. */
const DIGEST_LIST_MAX = 10;

type Executor = Pick<Database, "select">;

/** Whether the daily digest is mailed: on until the operator turns it off. */
export async function digestEnabled(db: Executor): Promise<boolean> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, DIGEST_KEY));
  return row?.value !== "off";
}

export async function setDigest(db: Database, on: boolean, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(appState)
      .values({ key: DIGEST_KEY, value: on ? "on" : "off" })
      .onConflictDoUpdate({ target: appState.key, set: { value: on ? "on" : "off", updatedAt: new Date() } });
    await recordAudit(tx, actor, on ? "turned on the daily digest mail" : "turned off the daily digest mail", "administrators");
  });
}

/** When the next digest is due; null before the first look has set it. */
export async function nextDigestAt(db: Executor): Promise<Date | null> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, DIGEST_NEXT_KEY));
  return row ? new Date(row.value) : null;
}

interface ReportDigestPayload {
  /** The digest tells of the games found broken from this time on (ISO). */
  since: string;
}

/**
 * Queues the digest when it is due and moves its time on by whole days (days missed while
 * every instance was down make one digest, not several). The first look sets it a day
 * ahead. Whether this look queued it.
 */
export async function scheduleDueDigest(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .insert(appState)
      .values({ key: DIGEST_NEXT_KEY, value: new Date(now.getTime() + DAY_MS).toISOString() })
      .onConflictDoNothing();
    const [row] = await tx.select({ value: appState.value }).from(appState).where(eq(appState.key, DIGEST_NEXT_KEY));
    const due = row ? new Date(row.value) : null;
    // A value that is not a time (written by hand) is due now, and set right by this look.
    if (!row || (due && !Number.isNaN(due.getTime()) && due > now)) return false;
    const dueAt = due && !Number.isNaN(due.getTime()) ? due.getTime() : now.getTime();
    const next = new Date(dueAt + DAY_MS * (Math.floor((now.getTime() - dueAt) / DAY_MS) + 1));
    // Another instance that read the same time moves it first, and this update then finds nothing.
    const moved = await tx
      .update(appState)
      .set({ value: next.toISOString(), updatedAt: now })
      .where(and(eq(appState.key, DIGEST_NEXT_KEY), eq(appState.value, row.value)))
      .returning({ key: appState.key });
    if (moved.length === 0) return false;
    const payload: ReportDigestPayload = { since: new Date(dueAt - DAY_MS).toISOString() };
    await enqueueJobs(tx, [{ kind: REPORT_DIGEST_JOB, key: REPORT_DIGEST_JOB, payload: { ...payload }, maxAttempts: 3 }]);
    return true;
  });
}

export interface ReportDigest {
  subject: string;
  text: string;
}

/** As the panel says a time: "2031-05-04 10:17 UTC". */
const shownTime = (at: Date) => `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 16)} UTC`;

/**
 * The digest's mail: the accounts waiting for approval (every day until they are granted
 * the role or deleted), the open reports (the most recently reported games first), what
 * the checker found broken since `since`, as its audit entries say it, and the outages it
 * met. Null when there is none of these, and then no mail is sent.
 */
export async function reportDigest(db: Database, since: Date, site: Pick<ServerConfig, "siteName" | "siteUrl">): Promise<ReportDigest | null> {
  const reports = await openReportsByGame(db);
  const brokenWhere = and(eq(auditLog.action, "found game broken"), gte(auditLog.createdAt, since));
  const [brokenTotal] = await db.select({ games: count() }).from(auditLog).where(brokenWhere);
  const broken = await db
    .select({ target: auditLog.target })
    .from(auditLog)
    .where(brokenWhere)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(DIGEST_LIST_MAX);
  const brokenCount = brokenTotal?.games ?? 0;
  const outages = await db
    .select({ at: auditLog.createdAt, target: auditLog.target })
    .from(auditLog)
    .where(and(eq(auditLog.action, OUTAGE_ACTION), gte(auditLog.createdAt, since)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  const waiting = await waitingForApproval(db);
  if (waiting === 0 && reports.reportsTotal === 0 && brokenCount === 0 && outages.length === 0) return null;

  const panel = `${new URL(site.siteUrl).origin}${ADMIN_PATH}`;
  const lines: string[] = [];
  if (waiting > 0) {
    lines.push(`${countOf(waiting, "account is", "accounts are", String)} waiting for your approval in Users: ${panel}/users`, "");
  }
  if (outages.length > 0) {
    const last = outages[0]!;
    lines.push(
      `The checks could not reach most game hosts ${outages.length === 1 ? "once" : `${outages.length} times`} since the last digest, the last at ${shownTime(last.at)} (${last.target}).`,
      "Those failures did not count: no game was hidden for them. If it goes on, check the server's network connection (DNS, firewall, proxy).",
      `Health: ${panel}/health`,
      "",
    );
  }
  if (reports.reportsTotal > 0) {
    lines.push(`Open reports: ${countOf(reports.reportsTotal, "report", "reports", String)} on ${countOf(reports.gamesTotal, "game", "games", String)}.`);
    for (const game of reports.games.slice(0, DIGEST_LIST_MAX)) {
      const latest = game.latestText ? `: "${game.latestText.replace(/\s+/g, " ").slice(0, 120)}"` : "";
      lines.push(`- ${game.title}: ${countOf(game.reports, "report", "reports", String)} (${game.kinds.map(reportKindText).join(", ")})${latest}`);
    }
    if (reports.gamesTotal > DIGEST_LIST_MAX) lines.push(`- and ${countOf(reports.gamesTotal - DIGEST_LIST_MAX, "more game", "more games", String)}`);
    lines.push(`Reports: ${panel}/reports`, "");
  }
  if (brokenCount > 0) {
    lines.push(`Found broken since the last digest: ${countOf(brokenCount, "game", "games", String)}.`);
    for (const entry of broken) lines.push(`- ${entry.target}`);
    if (brokenCount > DIGEST_LIST_MAX) lines.push(`- and ${countOf(brokenCount - DIGEST_LIST_MAX, "more game", "more games", String)}`);
    lines.push(`Health: ${panel}/health`, "");
  }
  lines.push(`You can turn this daily mail off on the Reports page: ${panel}/reports`);
  const parts = [
    waiting > 0 ? countOf(waiting, "account waiting for approval", "accounts waiting for approval", String) : null,
    outages.length > 0 ? "game hosts unreachable" : null,
    reports.reportsTotal > 0 ? countOf(reports.reportsTotal, "open report", "open reports", String) : null,
    brokenCount > 0 ? countOf(brokenCount, "game found broken", "games found broken", String) : null,
  ].filter((part) => part !== null);
  return { subject: `${site.siteName} daily digest: ${parts.join(", ")}`, text: lines.join("\n") };
}

interface DigestMailPayload {
  to: string;
  subject: string;
  text: string;
}

/** Makes the digest's jobs known to this process's worker, with the mail transport the panel's account mails use. */
export function defineReportDigestJob(settings: Pick<ServerConfig, "siteName" | "siteUrl"> & { sendMail: SendMail }): void {
  defineJobKind<ReportDigestPayload>(REPORT_DIGEST_JOB, {
    concurrency: 1,
    leaseMs: 5 * 60_000,
    async run({ since }, db) {
      if (!(await digestEnabled(db))) return "The daily digest is turned off: no mail sent";
      const digest = await reportDigest(db, new Date(since), settings);
      if (!digest) return "No account waiting, no open reports, no game found broken and no outage: no mail sent";
      const admins = await db
        .select({ email: user.email })
        .from(user)
        .where(and(eq(user.role, ADMIN_ROLE), or(isNull(user.banned), eq(user.banned, false))));
      // A mail job each: a mailbox that refuses for a while is tried again without mailing the others twice.
      await enqueueJobs(
        db,
        admins.map((admin) => ({ kind: REPORT_DIGEST_MAIL_JOB, payload: { to: admin.email, ...digest } satisfies DigestMailPayload, maxAttempts: 5 })),
      );
      return `Queued the digest for ${countOf(admins.length, "administrator", "administrators", String)}: ${digest.subject}`;
    },
  });
  defineJobKind<DigestMailPayload>(REPORT_DIGEST_MAIL_JOB, {
    concurrency: 1,
    leaseMs: 5 * 60_000,
    async run(mail) {
      await settings.sendMail(mail);
      return `Mailed the digest to ${mail.to}`;
    },
  });
}

export type ReportDigestScheduler = Poller;

/** Looks for the due digest now and then every minute. */
export function startReportDigestScheduler(db: Database, lookEveryMs = POLL_EVERY_MS): ReportDigestScheduler {
  return startPoller("the daily digest", () => scheduleDueDigest(db), lookEveryMs);
}
