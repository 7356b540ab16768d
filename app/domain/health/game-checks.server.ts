/**
 * One check of a game's URL, as a visitor's browser would meet it: the host answers, within
 * 10 s, with 2xx after at most 5 redirects that stay on the game's site, with a web page that
 * lets this site frame it. Only the answer's headers are read (a large or slow body costs
 * nothing). Our own games under /games/ are checked by their file being where the portal
 * serves it from. Checks go through one limiter per process: at most 2 at a time per host,
 * 16 in all, so a catalog of one distributor's games does not flood its host.
 */
import fs from "node:fs";
import path from "node:path";
import { OWN_GAME_PATH, ownGamePath } from "~/lib/game-url";
import type { CheckReason } from "~/lib/game-health";
import { migrationsFolder } from "../db/migrations.server";
import { framingVerdict } from "./game-framing.server";
import { fetchOutbound, OutboundFetchError } from "../platform/outbound-fetch.server";
import { InFlight } from "../platform/in-flight.server";

export interface GameCheckResult {
  passed: boolean;
  reason: CheckReason;
  /** The last answer's status; null when none came (a timeout, an own game's file). */
  httpStatus: number | null;
  /** Where the redirects ended; null when no answer came. */
  finalUrl: string | null;
  redirects: number;
  durationMs: number;
  contentType: string | null;
}

export interface GameCheckOptions {
  /** The portal's origin: the one a host's framing rules must admit. */
  siteOrigin: string;
  /** config.allowPrivateFetch: game hosts on a LAN, tests. */
  allowPrivate: boolean;
  timeoutMs?: number;
  /** An answer slower than this (to its headers) fails as too slow. */
  slowMs?: number;
  /** Where our own games' files are looked for; the folder the portal serves them from unless a test says. */
  ownGamesRoot?: string;
}

export const CHECK_TIMEOUT_MS = 10_000;
/** Half the deadline: a visitor waiting that long for the first byte has left. */
export const CHECK_SLOW_MS = 5_000;
export const CHECK_MAX_REDIRECTS = 5;

const PAGE_TYPES = new Set(["text/html", "application/xhtml+xml"]);

const checking = new InFlight<GameCheckResult>();

/**
 * Checks one game URL; never rejects (every failure is a result with its reason). Games
 * that share a URL, checked at once, share one request to its host.
 */
export function checkGameUrl(url: string, options: GameCheckOptions): Promise<GameCheckResult> {
  const key = [url, options.siteOrigin, options.allowPrivate, options.timeoutMs, options.slowMs, options.ownGamesRoot].join("\n");
  return checking.run(key, () => checkGameUrlNow(url, options));
}

async function checkGameUrlNow(url: string, options: GameCheckOptions): Promise<GameCheckResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const ownPath = ownGameFile(url, options.siteOrigin);
  if (ownPath !== null) {
    const found = ownGameFileExists(ownPath, options.ownGamesRoot ?? ownGamesRoot());
    return { passed: found, reason: found ? "ok" : "missing-file", httpStatus: null, finalUrl: null, redirects: 0, durationMs: elapsed(), contentType: null };
  }
  const failed = (reason: CheckReason, more: Partial<GameCheckResult> = {}): GameCheckResult => ({
    passed: false,
    reason,
    httpStatus: null,
    finalUrl: null,
    redirects: 0,
    durationMs: elapsed(),
    contentType: null,
    ...more,
  });
  try {
    const answer = await fetchOutbound(url, {
      allowPrivate: options.allowPrivate,
      timeoutMs: options.timeoutMs ?? CHECK_TIMEOUT_MS,
      maxBytes: 0,
      headersOnly: true,
      maxRedirects: CHECK_MAX_REDIRECTS,
      accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8",
    });
    const contentType = answer.headers.get("content-type");
    const seen = { httpStatus: answer.status, finalUrl: answer.url, redirects: answer.redirects, contentType };
    // An app-store page or a parked domain answers 200 too, but it is not the game.
    if (!sameSite(url, answer.url)) return failed("redirected-away", seen);
    if (framingVerdict(answer.headers, options.siteOrigin) === "refused") return failed("refuses-framing", seen);
    const mediaType = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
    // No type at all is left to the browser's sniffing, as the frame would.
    if (mediaType !== "" && !PAGE_TYPES.has(mediaType)) return failed("not-html", seen);
    const durationMs = elapsed();
    if (durationMs > (options.slowMs ?? CHECK_SLOW_MS)) return failed("too-slow", seen);
    return { passed: true, reason: "ok", ...seen, durationMs };
  } catch (error) {
    if (!(error instanceof OutboundFetchError)) throw error;
    const finalUrl = error.addresses.at(-1) ?? null;
    const redirects = Math.max(error.addresses.length - 1, 0);
    return failed(failureReason(error), { httpStatus: error.status, finalUrl, redirects });
  }
}

function failureReason(error: OutboundFetchError): CheckReason {
  switch (error.reason) {
    case "status": {
      const status = error.status ?? 0;
      if (status === 404 || status === 410) return "not-found";
      return status >= 500 ? "server-error" : "status";
    }
    case "redirects":
      return new Set(error.addresses).size < error.addresses.length ? "redirect-loop" : "too-many-redirects";
    case "timeout":
      return "timeout";
    case "private":
      return "private-address";
    case "address":
    case "protocol":
      return "bad-address";
    case "too-large":
      // Only the headers are read: a body never counts.
      return "status";
    case "network":
      return isTlsFailure(error.cause) ? "tls" : "unreachable";
  }
}

/** Node's codes for a certificate that cannot be trusted and a handshake that fails (EPROTO: no TLS on the other side). */
function isTlsFailure(cause: unknown): boolean {
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && (code === "EPROTO" || /CERT|TLS|SSL/.test(code));
}

/** The path of one of our own games (checked by its file, with no request), or null for a game on another host. */
export function ownGameFile(url: string, siteOrigin: string): string | null {
  return OWN_GAME_PATH.test(url) ? url : ownGamePath(url, new URL(siteOrigin).host);
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, "");

/**
 * Whether a redirect ended on the game's own site: its host, ignoring "www.", or one above or
 * below it (play.example.com to example.com and back). A host of another name (an app
 * store, a domain parking page) is not the game.
 */
export function sameSite(gameUrl: string, finalUrl: string): boolean {
  const from = bareHost(new URL(gameUrl).host);
  const to = bareHost(new URL(finalUrl).host);
  return from === to || from.endsWith(`.${to}`) || to.endsWith(`.${from}`);
}

/**
 * The folder our own games are served from: the client build when there is one (the
 * production server serves build/client), else public/ (the development server).
 */
export function ownGamesRoot(): string {
  const projectRoot = path.dirname(migrationsFolder());
  const built = path.join(projectRoot, "build", "client");
  return fs.existsSync(path.join(built, "games")) ? built : path.join(projectRoot, "public");
}

function ownGameFileExists(gamePath: string, root: string): boolean {
  const games = path.resolve(root, "games");
  const relative = gamePath.endsWith("/") ? `${gamePath}index.html` : gamePath;
  const file = path.resolve(root, `.${relative}`);
  // OWN_GAME_PATH admits ".." as a file name: nothing outside the games folder counts.
  if (!file.startsWith(`${games}${path.sep}`)) return false;
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Runs checks at most `perHost` at a time on one host and `overall` in all; the rest wait
 * their turn in order.
 */
export class CheckLimiter {
  private running = 0;
  private readonly perHostRunning = new Map<string, number>();
  private readonly waiting: { host: string; start: () => void }[] = [];

  constructor(
    private readonly perHost = 2,
    private readonly overall = 16,
  ) {}

  async run<T>(host: string, work: () => Promise<T>): Promise<T> {
    await new Promise<void>((start) => {
      this.waiting.push({ host, start });
      this.startWaiting();
    });
    try {
      return await work();
    } finally {
      this.running -= 1;
      const left = (this.perHostRunning.get(host) ?? 1) - 1;
      if (left === 0) this.perHostRunning.delete(host);
      else this.perHostRunning.set(host, left);
      this.startWaiting();
    }
  }

  private startWaiting(): void {
    for (let index = 0; index < this.waiting.length && this.running < this.overall;) {
      const next = this.waiting[index]!;
      const onHost = this.perHostRunning.get(next.host) ?? 0;
      if (onHost >= this.perHost) {
        index += 1;
        continue;
      }
      this.waiting.splice(index, 1);
      this.running += 1;
      this.perHostRunning.set(next.host, onHost + 1);
      next.start();
    }
  }
}

/** This process's limiter: every check of the scheduled jobs, "Check now" and the command shares it. */
export const gameCheckLimiter = new CheckLimiter();

/** The host a check counts against (our own games count against none but the overall limit). */
export function checkHost(gameUrl: string): string {
  try {
    return new URL(gameUrl).host.toLowerCase();
  } catch {
    return "";
  }
}
