/**
 * The headers every answer carries, and the Content-Security-Policy of the pages.
 *
 * Scripts: our own files, plus the inline scripts React Router writes into each page,
 * allowed one by one: by a nonce made for each live answer, or, for a page served from
 * the shared cache, by the hashes of exactly the scripts it holds (a nonce shared by every
 * visitor of a cached page would be no secret at all). No 'unsafe-inline' for scripts.
 */
import { createHash, randomBytes } from "node:crypto";
import type { ServerConfig } from "../platform/config.server";

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** For every answer, files included: a file is never taken for another type than it says. */
export const FILE_HEADERS = { "X-Content-Type-Options": "nosniff" } as const;

/**
 * For our own games' files. They are served from the portal's own origin, so in a frame that
 * allows scripts and same-origin (as third-party games need) a game's script would run as the
 * portal and could read or change the page around it. The sandbox gives each game document an
 * origin of its own: it can run, take input, go fullscreen and open links, not reach the portal.
 * (Its storage is then its own for the visit: the best score lasts until the page closes.)
 */
export const OWN_GAME_HEADERS = {
  "Content-Security-Policy": "sandbox allow-scripts allow-forms allow-popups allow-presentation allow-pointer-lock",
} as const;

/**
 * For the pages and answers the app makes (not its script and image files, where they
 * would only add bytes to every request of a first visit).
 */
export function pageSecurityHeaders(config: Pick<ServerConfig, "siteUrl">): Record<string, string> {
  return {
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // Games in frames may use what the game frame's `allow` list grants; nothing else may.
    "Permissions-Policy":
      "fullscreen=*, gamepad=*, autoplay=*, accelerometer=*, gyroscope=*, encrypted-media=*, camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    ...(config.siteUrl.startsWith("https:") ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

export interface PolicyInput {
  /** The game hosts in force: the environment's and the panel's. */
  gameHosts: readonly string[];
  /** `'nonce-…'` or `'sha256-…'` entries for the page's inline scripts. */
  scriptSources: string[];
  /** Origins a configured ad network needs (scripts, frames, images, requests). */
  adOrigins?: readonly string[];
  /** The admin area may not be framed by anyone; public pages by ourselves only. */
  framing: "none" | "self";
}

export function contentSecurityPolicy({ gameHosts, scriptSources, adOrigins = [], framing }: PolicyInput): string {
  // A bare host ("krunker.io", "*.crazygames.com") matches the page's own scheme and https.
  const gameSources = gameHosts;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptSources, ...adOrigins],
    // Tailwind's classes live in our stylesheet; inline style attributes set animation delays.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...adOrigins],
    "font-src": ["'self'"],
    // The game window checks a game answers before showing it (a no-cors request).
    "connect-src": ["'self'", ...gameSources, ...adOrigins],
    "frame-src": ["'self'", ...gameSources, ...adOrigins],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": [framing === "none" ? "'none'" : "'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`)
    .join("; ");
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The `'sha256-…'` source of every inline script in a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash("sha256").update(match[1]!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
