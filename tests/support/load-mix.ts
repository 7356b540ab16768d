import { randomUUID } from "node:crypto";
import type autocannon from "autocannon";
import { expect } from "vitest";
import { BROWSER } from "./user-agents";

/*
 * The stress tests' visitors (tests/stress/load.test.ts on one portal,
 * tests/stress/deployment.test.ts through nginx): home pages, searches, game pages, plays
 * and analytics events, in one fixed mix.
 */

/** Where event batches come from: addresses apart from the plays' ones. */
const EVENTS_ADDRESS_BASE = 5_000_000;
export const EVENTS_PER_BATCH = 8;
export const SEARCHES = ["io", "snake", "puzzle", "racing", "tank", "chess", "war", "block", "word", "zombie"];

/** A page's batch of events about one game, as the site's pages send them. */
function eventBatch(slug: string): string {
  return JSON.stringify({
    events: [
      { type: "page-view", path: "/", referrer: "search", entry: true },
      { type: "page-view", path: `/game/${slug}`, referrer: "internal", entry: false },
      { type: "card-click", game: slug, at: "trending" },
      { type: "interstitial-shown", game: slug },
      { type: "game-started", game: slug, landing: "/" },
      { type: "frame-loaded", game: slug },
      { type: "played-30s", game: slug },
      { type: "ad", block: 1, fill: "house" },
    ],
  });
}

/** The n-th visitor's address, in 10.0.0.0/8. */
const visitorAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export type Kind = "home" | "search" | "game" | "play" | "events";

export interface MixedRequest {
  kind: Kind;
  method: "GET" | "POST";
  path: string;
  /** Added to the load's own headers. */
  headers: Record<string, string>;
  body: string | undefined;
  /** A play's visitor, to find it in the database. */
  visitor?: string;
}

/** What autocannon keeps of a request of the mix until its answer (its context): its kind, its visitor and when it left. */
export interface SentRequest {
  kind?: Kind;
  visitor?: string;
  sentAt?: number;
}

/** autocannon's `request` made into `next`, with `context` noting what it is and when it left. */
export function sendMixed(request: autocannon.Request, context: SentRequest, next: MixedRequest): autocannon.Request {
  context.sentAt = performance.now();
  context.kind = next.kind;
  context.visitor = next.visitor;
  return { ...request, method: next.method, path: next.path, headers: { ...request.headers, ...next.headers }, body: next.body };
}

/** The requests of the load, one after the other, and the plays and event batches sent. */
export class LoadMix {
  private turn = 0;
  batchesSent = 0;
  /** Every play's visitor, warm-up included: each play is by a visitor of its own. */
  readonly sentPlays = new Set<string>();

  constructor(private readonly slugs: readonly string[]) {}

  next(): MixedRequest {
    this.turn += 1;
    const turn = this.turn;
    // Of every 9 requests: 2 home pages, 2 searches, 3 game pages, 1 play, 1 batch of events.
    const slot = turn % 9;
    const slug = this.slugs[turn % this.slugs.length]!;
    if (slot < 2) return { kind: "home", method: "GET", path: "/", headers: {}, body: undefined };
    if (slot < 4) return { kind: "search", method: "GET", path: `/?q=${SEARCHES[turn % SEARCHES.length]}`, headers: {}, body: undefined };
    if (slot < 7) return { kind: "game", method: "GET", path: `/game/${slug}`, headers: {}, body: undefined };
    if (slot === 8) {
      this.batchesSent += 1;
      return {
        kind: "events",
        method: "POST",
        path: "/api/events",
        headers: { "content-type": "application/json", "user-agent": BROWSER, "x-forwarded-for": visitorAddress(EVENTS_ADDRESS_BASE + this.batchesSent) },
        body: eventBatch(slug),
      };
    }
    const visitor = randomUUID();
    this.sentPlays.add(visitor);
    return {
      kind: "play",
      method: "POST",
      path: `/api/games/${slug}/plays`,
      // Each play from a visitor of its own, at an address of its own, as real visitors are
      // (one address is held to a few dozen plays of a game in ten minutes).
      headers: { cookie: `zowii_visitor=${visitor}`, "user-agent": BROWSER, "x-forwarded-for": visitorAddress(this.sentPlays.size) },
      body: undefined,
      visitor,
    };
  }

  /**
   * Before the clock starts, as on a live site: every page visitors will ask for rendered
   * once, and every game played once (a live catalog's rows have been written to before).
   * Returns the warm-up plays answered as counted.
   */
  async warmUp(baseUrl: string): Promise<Set<string>> {
    for (const path of ["/", ...SEARCHES.map((q) => `/?q=${q}`), ...this.slugs.map((slug) => `/game/${slug}`)]) {
      expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(200);
    }
    const counted = new Set<string>();
    for (const slug of this.slugs) {
      const visitor = randomUUID();
      this.sentPlays.add(visitor);
      const response = await fetch(`${baseUrl}/api/games/${slug}/plays`, {
        method: "POST",
        headers: { cookie: `zowii_visitor=${visitor}`, "user-agent": BROWSER },
      });
      if (response.status === 200 && (await response.text()).includes('"counted"')) counted.add(visitor);
    }
    return counted;
  }
}

/** The slowest answers of each kind, in ms: p99 and max. */
export function slowest(latencies: Record<Kind, number[]>) {
  return Object.fromEntries(
    Object.entries(latencies).map(([kind, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return [kind, { p99: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0), max: Math.round(sorted.at(-1) ?? 0) }];
    }),
  );
}
