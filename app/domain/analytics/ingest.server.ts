/**
 * Taking in a page's events: bots are not counted, one address cannot flood the figures,
 * and what is counted goes to the buffer, never straight to the database.
 */
import { isbot } from "isbot";
import { publishedPaths } from "../content/reads.server";
import type { Database } from "../db/connection.server";
import { eventsCounted, eventsNotCounted } from "../platform/metrics.server";
import { addressSubject } from "../web/rate-limits.server";
import { incrementsOf, readEventBatch, type Increment } from "./events.server";
import { utcDay, type RollupBuffer } from "./rollups.server";
import { dailySalt, visitorHash } from "./visitor-hash.server";

/**
 * Events one address may add in a minute: a class of thirty behind one school address
 * browsing and playing stays well inside it; a script sending batches in a loop does not.
 */
export const EVENTS_PER_ADDRESS_PER_MINUTE = 1_200;
/** Addresses remembered in a minute before the count starts afresh: memory stays bounded under any spread of addresses. */
const MAX_ADDRESSES_TRACKED = 50_000;

let allowanceWindow = { startedAt: 0, used: new Map<string, number>() };

/** Whether `address` may add `n` more events this minute (and takes them if so). */
function takeAllowance(address: string, n: number, now: number): boolean {
  if (now < allowanceWindow.startedAt || now - allowanceWindow.startedAt >= 60_000 || allowanceWindow.used.size >= MAX_ADDRESSES_TRACKED) {
    allowanceWindow = { startedAt: now, used: new Map() };
  }
  const subject = addressSubject(address);
  const used = allowanceWindow.used.get(subject) ?? 0;
  if (used + n > EVENTS_PER_ADDRESS_PER_MINUTE) return false;
  allowanceWindow.used.set(subject, used + n);
  return true;
}

/** Crawlers and monitors (and a sender that names nothing) are not visitors: their events and plays count for nothing. */
export function isRobot(userAgent: string | null): boolean {
  return !userAgent || isbot(userAgent);
}

export interface EventSender {
  address: string;
  userAgent: string;
}

export type IngestResult = { result: "counted"; events: number } | { result: "not-counted" } | { result: "malformed" };

export async function ingestEvents(db: Database, buffer: RollupBuffer, body: string, sender: EventSender, now: Date = new Date()): Promise<IngestResult> {
  // Never read in this process and the database not answering: the copy's pages go uncounted, the rest still counts.
  const contentPaths = await publishedPaths(db).catch(() => new Set<string>());
  const events = readEventBatch(body, contentPaths);
  if (events === null) {
    eventsNotCounted("malformed", 1);
    return { result: "malformed" };
  }
  // Answered as counted alike: nothing tells a robot apart.
  if (isRobot(sender.userAgent)) {
    eventsNotCounted("robot", events.length);
    return { result: "not-counted" };
  }
  if (events.length === 0) return { result: "counted", events: 0 };
  if (!takeAllowance(sender.address, events.length, now.getTime())) {
    eventsNotCounted("over-limit", events.length);
    return { result: "not-counted" };
  }
  const day = utcDay(now);
  const increments: Increment[] = events.flatMap(incrementsOf);
  buffer.add(day, increments);
  eventsCounted(events.length);
  if (events.some((event) => event.type === "page-view")) {
    // While the database does not answer, the events still count; only the visitor goes uncounted.
    const salt = await dailySalt(db, day).catch(() => null);
    if (salt !== null) buffer.addVisitor(day, visitorHash(salt, sender.address, sender.userAgent));
  }
  return { result: "counted", events: events.length };
}

/**
 * A play the server counted, added to the game's daily plays: by the visible counter's own
 * rule, so the plays of a period are what the game's counter rose by.
 */
export function recordCountedPlay(buffer: RollupBuffer, slug: string, now: Date = new Date()): void {
  buffer.add(utcDay(now), [{ scope: "game", subject: slug, metric: "plays" }]);
}

/** A play withdrawn (its frame failed to load: withdrawPlay), taken off the game's plays of today. */
export function recordWithdrawnPlay(buffer: RollupBuffer, slug: string, now: Date = new Date()): void {
  buffer.add(utcDay(now), [{ scope: "game", subject: slug, metric: "plays" }], -1);
}
