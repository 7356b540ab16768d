/**
 * Unique visitors without keeping anything that identifies one: a visitor is a hash of
 * the day's salt, their address and (one of a few places per address) their browser's user
 * agent. The salt is random, shared by every instance through the database, and deleted when its day is over
 * (pruneAnalytics); the address and user agent are never stored. The same visitor hashes
 * differently tomorrow, so days cannot be linked.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/connection.server";
import { analyticsSalts } from "../db/schema.server";
import { VISITORS_PER_ADDRESS } from "~/lib/analytics";

const cachedSalts = new WeakMap<Database, { day: string; salt: Promise<string> }>();

/** The salt of `day`, made by whichever instance needs it first. */
export function dailySalt(db: Database, day: string): Promise<string> {
  const cached = cachedSalts.get(db);
  if (cached?.day === day) return cached.salt;
  const salt = (async () => {
    await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
    if (!row) throw new Error(`The analytics salt of ${day} was not found after it was written.`);
    return row.salt;
  })();
  cachedSalts.set(db, { day, salt });
  // A failed read is tried again by the next request rather than kept for the day.
  salt.catch(() => {
    if (cachedSalts.get(db)?.salt === salt) cachedSalts.delete(db);
  });
  return salt;
}

/**
 * The browser picks one of its address's VISITORS_PER_ADDRESS places by the day's salt, and
 * the visitor is the address and the place: two browsers of one address share a place (and
 * count once) in one day of four, and no number of user agents makes more places. 128 bits:
 * collisions are negligible at any traffic a portal sees, and the rows stay small.
 */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  const place = createHash("sha256").update(`${salt}\n${userAgent}`).digest().readUInt32BE(0) % VISITORS_PER_ADDRESS;
  return createHash("sha256").update(`${salt}\n${address}\n${place}`).digest("base64url").slice(0, 22);
}
