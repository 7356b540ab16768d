/**
 * What the checks of a game add up to. One or two failed checks in a row make a game flaky,
 * three make it broken; a broken game is healthy again only after two passes in a row, so
 * one lucky answer does not bring a dead game back. While auto-hide is on (the operator's
 * switch, on unless turned off), a broken game the operator has not kept up leaves the
 * public pages, search and sitemap: that is stored on the game as hidden_broken, recomputed
 * whenever its health, its keep-up or the switch changes, so every public read tests one
 * column (catalog/reads.server.ts, isPublished) instead of joining the setting. Each change
 * of what visitors see goes through withCatalogChange so that every instance's page cache
 * drops the old pages.
 *
 * A check that got no answer from the host (NETWORK_REASONS) looks the same whether the host
 * or the portal's own network is down, so it counts only when no such failure of the game
 * counted in the hour before: a short outage costs a game one step towards broken, not
 * three. A check made during an outage (most games of its pass got no answer) does not count
 * at all. Either is kept in the history, marked, so the operator sees what happened.
 */
import { and, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { checkReasonText, isNetworkFailure, NETWORK_REASONS, type CheckReason, type UncountedReason } from "~/lib/game-health";
import { recordAudit, type AuditActor } from "../admin/audit-log.server";
import { withCatalogChange } from "../catalog/changes.server";
import type { Database, Transaction } from "../db/connection.server";
import { appState, gameChecks, games, type GameHealth } from "../db/schema.server";
import type { GameCheckResult } from "./game-checks.server";

/** Who the audit log names for what the scheduled checks conclude. */
export const GAME_CHECKER: AuditActor = { id: null, email: "game checker" };

export const FAILURES_TO_BREAK = 3;
export const PASSES_TO_RECOVER = 2;
/** Checks kept per game for the panel's history. */
export const GAME_CHECKS_KEPT = 20;
export const AUTO_HIDE_KEY = "health.autoHide";
/** The last outage the checks met, for the panel (game-check-jobs.server.ts stores it). */
export const OUTAGE_KEY = "health.outage";
/** A failure without an answer counts at most once in this time. */
export const NETWORK_FAILURE_SPACING = "1 hour";

type Executor = Database | Transaction;

/** The health a game's checks in a row lead to. */
export function nextHealth(before: GameHealth, passed: boolean, failing: number, passing: number): GameHealth {
  if (passed) return before === "broken" && passing < PASSES_TO_RECOVER ? "broken" : "healthy";
  return before === "broken" || failing >= FAILURES_TO_BREAK ? "broken" : "flaky";
}

const hiddenWhen = (health: GameHealth, keepUp: boolean, autoHide: boolean) => autoHide && health === "broken" && !keepUp;

/**
 * What a game whose URL changes starts from: the checks of its old address say nothing of the
 * new one, so its verdict goes (a broken game the operator fixed is back on the site at once)
 * and it is checked within the minute.
 */
export function healthOfNewUrl() {
  return { health: "unchecked", failingChecks: 0, passingChecks: 0, checkedAt: null, hiddenBroken: false, nextCheckAt: sql`now()` } as const;
}

/** Whether broken games leave the site: on until the operator turns it off. */
export async function autoHideEnabled(db: Executor): Promise<boolean> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, AUTO_HIDE_KEY));
  return row?.value !== "off";
}

export interface RecordedCheck {
  health: GameHealth;
  healthBefore: GameHealth;
  /** Whether the game is off the public pages now. */
  hidden: boolean;
  /** Why this check did not count towards the game's health; null when it did. */
  notCounted: UncountedReason | null;
}

/** Whether a failure without an answer counted for the game within the last NETWORK_FAILURE_SPACING. */
async function networkFailureCountedLately(tx: Executor, gameId: string): Promise<boolean> {
  const [recent] = await tx
    .select({ id: gameChecks.id })
    .from(gameChecks)
    .where(
      and(
        eq(gameChecks.gameId, gameId),
        eq(gameChecks.passed, false),
        isNull(gameChecks.notCounted),
        inArray(gameChecks.reason, [...NETWORK_REASONS]),
        sql`${gameChecks.checkedAt} > now() - ${NETWORK_FAILURE_SPACING}::interval`,
      ),
    )
    .limit(1);
  return recent !== undefined;
}

/**
 * Stores a check of the game and what it concludes; keeps the game's last GAME_CHECKS_KEPT
 * checks. `outage`: the check was part of a pass that could not reach most game hosts, and
 * a failure does not count. Null when the game is gone.
 */
export async function recordGameCheck(
  db: Database,
  gameId: string,
  result: GameCheckResult,
  options: { outage?: boolean } = {},
): Promise<RecordedCheck | null> {
  let recorded: RecordedCheck | null = null;
  await withCatalogChange(db, async (tx) => {
    // Locked first: a change of the switch or of keep-up waits for this row, or this waits for it.
    const [game] = await tx
      .select({
        title: games.title,
        slug: games.slug,
        status: games.status,
        health: games.health,
        failingChecks: games.failingChecks,
        passingChecks: games.passingChecks,
        keepUp: games.keepUp,
        hiddenBroken: games.hiddenBroken,
      })
      .from(games)
      .where(eq(games.id, gameId))
      .for("update");
    if (!game) return null;
    const notCounted: UncountedReason | null = result.passed
      ? null
      : options.outage
        ? "outage"
        : isNetworkFailure(result.reason) && (await networkFailureCountedLately(tx, gameId))
          ? "within-hour"
          : null;
    await tx.insert(gameChecks).values({
      gameId,
      notCounted,
      passed: result.passed,
      reason: result.reason,
      httpStatus: result.httpStatus,
      finalUrl: result.finalUrl?.slice(0, 2048) ?? null,
      redirects: result.redirects,
      durationMs: result.durationMs,
      contentType: result.contentType?.slice(0, 200) ?? null,
    });
    await tx.execute(sql`
      delete from ${gameChecks} where ${gameChecks.gameId} = ${gameId} and ${gameChecks.id} <= (
        select ${gameChecks.id} from ${gameChecks} where ${gameChecks.gameId} = ${gameId}
        order by ${gameChecks.checkedAt} desc, ${gameChecks.id} desc offset ${GAME_CHECKS_KEPT} limit 1
      )`);
    if (notCounted) {
      await tx
        .update(games)
        .set({ checkedAt: sql`now()` })
        .where(eq(games.id, gameId));
      recorded = { health: game.health, healthBefore: game.health, hidden: game.hiddenBroken, notCounted };
      return null;
    }
    const failing = result.passed ? 0 : game.failingChecks + 1;
    const passing = result.passed ? game.passingChecks + 1 : 0;
    const health = nextHealth(game.health, result.passed, failing, passing);
    const hidden = hiddenWhen(health, game.keepUp, await autoHideEnabled(tx));
    await tx
      .update(games)
      .set({ health, failingChecks: failing, passingChecks: passing, checkedAt: sql`now()`, hiddenBroken: hidden })
      .where(eq(games.id, gameId));
    const named = `${game.title} (${game.slug})`;
    if (health === "broken" && game.health !== "broken") {
      await recordAudit(tx, GAME_CHECKER, "found game broken", `${named}: ${checkReasonText(result.reason)}${hidden ? "; hidden from the site" : ""}`);
    } else if (health !== "broken" && game.health === "broken") {
      await recordAudit(tx, GAME_CHECKER, "found game working again", `${named}${game.hiddenBroken ? ": back on the site" : ""}`);
    }
    recorded = { health, healthBefore: game.health, hidden, notCounted };
    return game.status === "published" && hidden !== game.hiddenBroken ? true : null;
  });
  return recorded;
}

/**
 * Keeps a game on the site whatever the checker finds (a host that refuses our checker but
 * not visitors), or hands it back to the checker. The game's title, or null when it is gone.
 */
export async function setKeepUp(db: Database, gameId: string, on: boolean, actor: AuditActor): Promise<string | null> {
  let title: string | null = null;
  await withCatalogChange(db, async (tx) => {
    const [game] = await tx
      .select({ title: games.title, slug: games.slug, status: games.status, health: games.health, keepUp: games.keepUp, hiddenBroken: games.hiddenBroken })
      .from(games)
      .where(eq(games.id, gameId))
      .for("update");
    if (!game) return null;
    title = game.title;
    if (game.keepUp === on) return null;
    const hidden = hiddenWhen(game.health, on, await autoHideEnabled(tx));
    await tx.update(games).set({ keepUp: on, hiddenBroken: hidden }).where(eq(games.id, gameId));
    await recordAudit(tx, actor, on ? "kept game up" : "stopped keeping game up", `${game.title} (${game.slug})`);
    return game.status === "published" && hidden !== game.hiddenBroken ? true : null;
  });
  return title;
}

/**
 * Turns auto-hide on or off: broken games not kept up leave the site, or come back, at once.
 * How many games changed sides (published ones; drafts are off the site anyway).
 */
export async function setAutoHide(db: Database, on: boolean, actor: AuditActor): Promise<number> {
  let moved = 0;
  await withCatalogChange(db, async (tx) => {
    await tx
      .insert(appState)
      .values({ key: AUTO_HIDE_KEY, value: on ? "on" : "off" })
      .onConflictDoUpdate({ target: appState.key, set: { value: on ? "on" : "off", updatedAt: sql`now()` } });
    const hiddenNow = on ? sql`(${games.health} = 'broken' and not ${games.keepUp})` : sql`false`;
    const changed = await tx
      .update(games)
      .set({ hiddenBroken: hiddenNow })
      .where(sql`${games.hiddenBroken} <> ${hiddenNow}`)
      .returning({ status: games.status });
    moved = changed.filter((game) => game.status === "published").length;
    await recordAudit(
      tx,
      actor,
      on ? "turned on auto-hide of broken games" : "turned off auto-hide of broken games",
      moved === 1 ? "1 game" : `${moved} games`,
    );
    return moved > 0 ? true : null;
  });
  return moved;
}

export interface Outage {
  /** When its first pass was seen, and its last (ISO). */
  since: string;
  at: string;
  /** Games its passes got no answer from, of those they checked at their hosts. */
  unreachable: number;
  checked: number;
}

/** The audit log's word for an outage: the daily digest counts them. */
export const OUTAGE_ACTION = "could not reach most game hosts";
/** Passes this close together are one outage: the batches of one "Check all now" run minutes apart. */
const OUTAGE_JOIN_MS = 15 * 60_000;

function parseOutage(value: string | undefined): Outage | null {
  try {
    const outage = JSON.parse(value ?? "") as Partial<Outage> | null;
    if (typeof outage?.since !== "string" || typeof outage.at !== "string" || Number.isNaN(Date.parse(outage.at))) return null;
    return { since: outage.since, at: outage.at, unreachable: Number(outage.unreachable) || 0, checked: Number(outage.checked) || 0 };
  } catch {
    return null;
  }
}

/**
 * Stores a pass that was an outage, joined to the one before when it came within
 * OUTAGE_JOIN_MS; a new outage is audited. What the panel now shows.
 */
export async function recordOutage(db: Database, unreachable: number, checked: number, now = new Date()): Promise<Outage> {
  return db.transaction(async (tx) => {
    // Batches of one pass end together: the row is made once and then each waits its turn on it.
    await tx.insert(appState).values({ key: OUTAGE_KEY, value: "" }).onConflictDoNothing();
    const [row] = await tx.select({ value: appState.value }).from(appState).where(eq(appState.key, OUTAGE_KEY)).for("update");
    const before = parseOutage(row?.value);
    const joined = before !== null && now.getTime() - Date.parse(before.at) < OUTAGE_JOIN_MS;
    const outage: Outage = joined
      ? { since: before.since, at: now.toISOString(), unreachable: before.unreachable + unreachable, checked: before.checked + checked }
      : { since: now.toISOString(), at: now.toISOString(), unreachable, checked };
    await tx
      .update(appState)
      .set({ value: JSON.stringify(outage), updatedAt: now })
      .where(eq(appState.key, OUTAGE_KEY));
    if (!joined) await recordAudit(tx, GAME_CHECKER, OUTAGE_ACTION, `${unreachable} of ${checked} games checked got no answer`);
    return outage;
  });
}

/** A pass that reached the game hosts ends the outage the panel shows, unless a later pass stored it. */
export async function clearOutage(db: Database, passStarted: Date): Promise<void> {
  await db.delete(appState).where(and(eq(appState.key, OUTAGE_KEY), lt(appState.updatedAt, passStarted)));
}

/** The outage the panel shows: the last one, until a pass reaches the hosts again. */
export async function lastOutage(db: Pick<Database, "select">): Promise<Outage | null> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, OUTAGE_KEY));
  return parseOutage(row?.value);
}

export interface HealthSummary {
  broken: number;
  flaky: number;
  /** Broken games off the site now (auto-hide on, not kept up). */
  hidden: number;
  autoHide: boolean;
  outage: Outage | null;
}

/** The dashboard's and the Health page's counts, over published games. */
export async function healthSummary(db: Database): Promise<HealthSummary> {
  const rows = await db
    .select({ health: games.health, hidden: games.hiddenBroken, games: count() })
    .from(games)
    .where(and(eq(games.status, "published"), inArray(games.health, ["broken", "flaky"])))
    .groupBy(games.health, games.hiddenBroken);
  const total = (match: (row: (typeof rows)[number]) => boolean) => rows.filter(match).reduce((sum, row) => sum + row.games, 0);
  return {
    broken: total((row) => row.health === "broken"),
    flaky: total((row) => row.health === "flaky"),
    hidden: total((row) => row.hidden),
    autoHide: await autoHideEnabled(db),
    outage: await lastOutage(db),
  };
}

export interface UnhealthyGame {
  id: string;
  slug: string;
  title: string;
  health: GameHealth;
  keepUp: boolean;
  hidden: boolean;
  failingChecks: number;
  checkedAt: string | null;
  /** The last check's reason code (see checkReasonText). */
  reason: CheckReason | null;
}

/** Broken games first, then flaky ones, most recently checked first: the Health page's list. */
export async function unhealthyGames(db: Database, limit = 500, offset = 0): Promise<UnhealthyGame[]> {
  const rows = await db
    .select({
      id: games.id,
      slug: games.slug,
      title: games.title,
      health: games.health,
      keepUp: games.keepUp,
      hidden: games.hiddenBroken,
      failingChecks: games.failingChecks,
      checkedAt: games.checkedAt,
      // Spelt out: in a select list the builder leaves columns unqualified, and "id" would be the check's.
      reason: sql<CheckReason | null>`(select c.reason from game_checks as c where c.game_id = games.id order by c.checked_at desc, c.id desc limit 1)`,
    })
    .from(games)
    .where(and(eq(games.status, "published"), inArray(games.health, ["broken", "flaky"])))
    // "broken" sorts before "flaky".
    .orderBy(games.health, desc(games.checkedAt), desc(games.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, checkedAt: row.checkedAt?.toISOString() ?? null }));
}

export interface GameCheckEntry extends GameCheckResult {
  checkedAt: string;
  notCounted: UncountedReason | null;
}

/** A game's last checks, newest first. */
export async function gameCheckHistory(db: Database, gameId: string): Promise<GameCheckEntry[]> {
  const rows = await db
    .select()
    .from(gameChecks)
    .where(eq(gameChecks.gameId, gameId))
    .orderBy(desc(gameChecks.checkedAt), desc(gameChecks.id))
    .limit(GAME_CHECKS_KEPT);
  return rows.map((row) => ({
    checkedAt: row.checkedAt.toISOString(),
    passed: row.passed,
    reason: row.reason as CheckReason,
    httpStatus: row.httpStatus,
    finalUrl: row.finalUrl,
    redirects: row.redirects,
    durationMs: row.durationMs,
    contentType: row.contentType,
    notCounted: row.notCounted as UncountedReason | null,
  }));
}

export interface GameHealthHistory {
  game: { id: string; slug: string; title: string; health: GameHealth; keepUp: boolean; hidden: boolean };
  checks: GameCheckEntry[];
}

/** A game's health and its last checks, for the panel's history of one game; null when the game is gone. */
export async function gameHealthHistory(db: Database, gameId: string): Promise<GameHealthHistory | null> {
  const [game] = await db
    .select({ id: games.id, slug: games.slug, title: games.title, health: games.health, keepUp: games.keepUp, hidden: games.hiddenBroken })
    .from(games)
    .where(eq(games.id, gameId));
  return game ? { game, checks: await gameCheckHistory(db, gameId) } : null;
}
