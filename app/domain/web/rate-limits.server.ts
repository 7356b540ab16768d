/**
 * Rate limits: what is counted per key in a fixed window (failed sign-ins, the plays and
 * votes of one address), in the database so that every instance sees the same counts. A
 * key is over its limit until its window ends.
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/connection.server";
import { rateCounters } from "../db/schema.server";

export interface ThrottleRule {
  /** e.g. "sign-in-account" */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Wrong passwords (admin-auth.server.ts signIn). An account is guarded per address: five
 * for it from one address stop that address alone, so a stranger who knows the email cannot
 * lock its owner out. An address is stopped after twenty across accounts. The account's
 * own count is a ceiling for an attacker with many addresses: past it, only an address the
 * account has signed in from before may try, so guessing slows to a crawl while the owner,
 * at home or at the office, still gets in.
 */
export const SIGN_IN_PER_ACCOUNT_ADDRESS: ThrottleRule = { name: "sign-in-account-address", limit: 5, windowSeconds: 15 * 60 };
export const SIGN_IN_PER_ADDRESS: ThrottleRule = { name: "sign-in-address", limit: 20, windowSeconds: 15 * 60 };
export const SIGN_IN_PER_ACCOUNT: ThrottleRule = { name: "sign-in-account", limit: 50, windowSeconds: 15 * 60 };
export const SIGN_UP_PER_ADDRESS: ThrottleRule = { name: "sign-up-address", limit: 10, windowSeconds: 60 * 60 };
/**
 * Password-reset mails an account is sent, from whatever address they are asked: a mailbox
 * is not flooded however many addresses ask. A stranger can spend the allowance, but not
 * lock its owner out: the window is a mailed link's life (resetPasswordTokenExpiresIn), so
 * while the account is refused, the mails that spent it hold a link still good.
 */
export const RESET_PER_ACCOUNT: ThrottleRule = { name: "reset-account", limit: 3, windowSeconds: 60 * 60 };
/**
 * Wrong second-factor codes, per address alone: the second step is reached only with the
 * right password (its signed cookie), as is the library's own lock of an account after ten
 * wrong codes (ACCOUNT_TEMPORARILY_LOCKED), so no one without the password can spend
 * either for its owner.
 */
export const TWO_FACTOR_PER_ADDRESS: ThrottleRule = { name: "two-factor-address", limit: 10, windowSeconds: 15 * 60 };

/** An authenticator code is good once per account: its 30-second step and the ones either side. */
export const TOTP_CODE_ONCE: ThrottleRule = { name: "totp-code", limit: 1, windowSeconds: 2 * 60 };

/** Plays and votes one address may add, per game and in all, before the rest count as nothing. */
export const PLAYS_PER_ADDRESS_PER_GAME: ThrottleRule = { name: "plays-address-game", limit: 30, windowSeconds: 10 * 60 };
export const PLAYS_PER_ADDRESS: ThrottleRule = { name: "plays-address", limit: 1000, windowSeconds: 10 * 60 };
export const VOTES_PER_ADDRESS_PER_GAME: ThrottleRule = { name: "votes-address-game", limit: 10, windowSeconds: 24 * 60 * 60 };
export const VOTES_PER_ADDRESS: ThrottleRule = { name: "votes-address", limit: 300, windowSeconds: 24 * 60 * 60 };

/**
 * Visitors' reports of a problem with a game (health/game-reports.server.ts). One report of a
 * problem with a game an hour is all a visitor needs to say it (another problem with it is
 * another report); five an hour from one address leave a
 * household room to report a few games while a flood from it stops at five rows, and
 * counting per address keeps that flood from touching anyone else's reports.
 */
export const REPORTS_PER_VISITOR_PER_GAME: ThrottleRule = { name: "reports-visitor-game", limit: 1, windowSeconds: 60 * 60 };
export const REPORTS_PER_ADDRESS: ThrottleRule = { name: "reports-address", limit: 5, windowSeconds: 60 * 60 };

/**
 * Game frames that failed in visitors' browsers (health/game-reports.server.ts). A visitor's
 * failures of a game count once in the window; an address adds at most two visitors to a
 * game's count (a forged cookie makes a new visitor, so one address alone can never reach
 * the count that asks for a check) and 20 failures an hour in all. When the visitors
 * counted for a game in the window reach FAILING_VISITORS_PER_GAME's limit, the game is
 * checked soon: five different visitors in ten minutes is no one visitor's bad network.
 */
export const FAILURE_PER_VISITOR_PER_GAME: ThrottleRule = { name: "failure-visitor-game", limit: 1, windowSeconds: 10 * 60 };
export const FAILURES_PER_ADDRESS_PER_GAME: ThrottleRule = { name: "failures-address-game", limit: 2, windowSeconds: 10 * 60 };
export const FAILURES_PER_ADDRESS: ThrottleRule = { name: "failures-address", limit: 20, windowSeconds: 60 * 60 };
export const FAILING_VISITORS_PER_GAME: ThrottleRule = { name: "failing-visitors-game", limit: 5, windowSeconds: 10 * 60 };

/**
 * The subject that stands for a client address: an IPv4 address as it is (also when written
 * as IPv6, ::ffff:1.2.3.4), an IPv6 address by its /64, the block one home or host is given,
 * so that one client cannot step round a limit by taking the next address of its block.
 */
export function addressSubject(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.toLowerCase().split("%")[0]!.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(":") : [];
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * An address's subject (addressSubject) as a digest, for counts that must not keep a
 * visitor's address readable in the table: the same address always gives the same key
 * (in hex, which the keys' lower-casing leaves whole).
 */
export function hiddenAddressSubject(address: string): string {
  return createHash("sha256").update(addressSubject(address)).digest("hex").slice(0, 24);
}

const keyOf = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject.toLowerCase().slice(0, 320)}`;

/** Seconds until the subject may try again, or 0 when it may now. */
export async function secondsUntilAllowed(db: Database, rule: ThrottleRule, subject: string): Promise<number> {
  const [row] = await db
    .select()
    .from(rateCounters)
    .where(eq(rateCounters.key, keyOf(rule, subject)))
    .limit(1);
  if (!row || row.attempts < rule.limit) return 0;
  const endsAt = row.windowStartedAt.getTime() + rule.windowSeconds * 1000;
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/** Counts one attempt; a window that has ended starts again at 1. One statement, so racing requests all count. */
export async function countAttempt(db: Database, rule: ThrottleRule, subject: string): Promise<void> {
  const expired = sql`${rateCounters.windowStartedAt} < now() - make_interval(secs => ${rule.windowSeconds})`;
  await db
    .insert(rateCounters)
    .values({ key: keyOf(rule, subject), attempts: 1 })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${rateCounters.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateCounters.windowStartedAt} end`,
      },
    });
}

/**
 * Counts one attempt toward each rule and answers whether every count is within its limit.
 * One statement for all of them (countAttempts), so a vote costs one round trip more, not
 * one per rule.
 */
export async function countWithinLimits(db: Database, counts: readonly { rule: ThrottleRule; subject: string }[]): Promise<boolean> {
  const attempts = await countAttempts(db, counts);
  return counts.every(({ rule }, index) => attempts[index]! <= rule.limit);
}

/**
 * Counts one attempt toward each entry, as countWithinLimits does, and answers each entry's
 * count in its window so far. Entries may share a key (the plays of one batch, say): each is
 * answered the count it would have had had they come one after another, in the order given.
 * One statement, whatever their number; its keys go in sorted, so that two processes
 * counting the same keys lock them in the same order and never wait on each other in a circle.
 */
export async function countAttempts(db: Database, counts: readonly { rule: ThrottleRule; subject: string }[]): Promise<number[]> {
  if (counts.length === 0) return [];
  const keys = counts.map(({ rule, subject }) => keyOf(rule, subject));
  const perKey = new Map<string, number>();
  for (const key of keys) perKey.set(key, (perKey.get(key) ?? 0) + 1);
  const rows = [...perKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // Each key's window is its rule's, found by the rule's name, which leads the key.
  const rules = new Map(counts.map(({ rule }) => [rule.name, rule.windowSeconds]));
  const windowSeconds = sql`case split_part(${rateCounters.key}, ':', 1) ${sql.join(
    [...rules].map(([name, seconds]) => sql`when ${name} then ${sql.raw(String(Math.trunc(seconds)))}`),
    sql` `,
  )} end`;
  const expired = sql`${rateCounters.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
  const result = await db.execute(sql`
    insert into ${rateCounters} (key, attempts) values ${sql.join(
      rows.map(([key, added]) => sql`(${key}, ${added})`),
      sql`, `,
    )}
    on conflict (key) do update set
      attempts = case when ${expired} then excluded.attempts else ${rateCounters.attempts} + excluded.attempts end,
      window_started_at = case when ${expired} then now() else ${rateCounters.windowStartedAt} end
    returning key, attempts`);
  const totals = new Map((result as unknown as { rows: { key: string; attempts: number }[] }).rows.map((row) => [row.key, Number(row.attempts)]));
  const before = new Map([...perKey].map(([key, added]) => [key, (totals.get(key) ?? added) - added]));
  return keys.map((key) => {
    const attempt = before.get(key)! + 1;
    before.set(key, attempt);
    return attempt;
  });
}

export async function clearAttempts(db: Database, rule: ThrottleRule, subject: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, keyOf(rule, subject)));
}

export function tooManyAttemptsMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/** Counts kept a short time (per play, per address, per failing frame) go as soon as their window ends: there are many of them. */
const SHORT_RULES = [PLAYS_PER_ADDRESS_PER_GAME, PLAYS_PER_ADDRESS, FAILURE_PER_VISITOR_PER_GAME, FAILURES_PER_ADDRESS_PER_GAME];

export async function pruneThrottle(db: Database): Promise<void> {
  await db.delete(rateCounters).where(sql`${rateCounters.windowStartedAt} < now() - interval '1 day'`);
  for (const rule of SHORT_RULES) {
    await db
      .delete(rateCounters)
      .where(sql`${rateCounters.key} like ${`${rule.name}:%`} and ${rateCounters.windowStartedAt} < now() - make_interval(secs => ${rule.windowSeconds})`);
  }
}
