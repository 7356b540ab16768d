import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/connection.server";
import { authThrottle } from "../db/schema.server";

/**
 * Failed attempts counted per key in a fixed window, in the database so that every
 * instance sees the same counts. A key is over its limit until its window ends.
 */

export interface ThrottleRule {
  /** e.g. "sign-in-account" */
  name: string;
  limit: number;
  windowSeconds: number;
}

export const SIGN_IN_PER_ACCOUNT: ThrottleRule = { name: "sign-in-account", limit: 5, windowSeconds: 15 * 60 };
export const SIGN_IN_PER_ADDRESS: ThrottleRule = { name: "sign-in-address", limit: 20, windowSeconds: 15 * 60 };
export const SIGN_UP_PER_ADDRESS: ThrottleRule = { name: "sign-up-address", limit: 10, windowSeconds: 60 * 60 };
export const RESET_PER_ACCOUNT: ThrottleRule = { name: "reset-account", limit: 3, windowSeconds: 60 * 60 };
export const TWO_FACTOR_PER_ADDRESS: ThrottleRule = { name: "two-factor-address", limit: 10, windowSeconds: 15 * 60 };

const keyOf = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject.toLowerCase().slice(0, 320)}`;

/** Seconds until the subject may try again, or 0 when it may now. */
export async function secondsUntilAllowed(db: Database, rule: ThrottleRule, subject: string): Promise<number> {
  const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, keyOf(rule, subject))).limit(1);
  if (!row || row.attempts < rule.limit) return 0;
  const endsAt = row.windowStartedAt.getTime() + rule.windowSeconds * 1000;
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/** Counts one attempt; a window that has ended starts again at 1. One statement, so racing requests all count. */
export async function countAttempt(db: Database, rule: ThrottleRule, subject: string): Promise<void> {
  const expired = sql`${authThrottle.windowStartedAt} < now() - make_interval(secs => ${rule.windowSeconds})`;
  await db
    .insert(authThrottle)
    .values({ key: keyOf(rule, subject), attempts: 1 })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${authThrottle.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${authThrottle.windowStartedAt} end`,
      },
    });
}

export async function clearAttempts(db: Database, rule: ThrottleRule, subject: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, keyOf(rule, subject)));
}

export function tooManyAttemptsMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

export async function pruneThrottle(db: Database): Promise<void> {
  await db.delete(authThrottle).where(sql`${authThrottle.windowStartedAt} < now() - interval '1 day'`);
}
