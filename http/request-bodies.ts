import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { IncomingMessage } from "node:http";
import { ADMIN_PATH, isAdminPath } from "~/lib/admin-path";
import { EVENTS_BODY_LIMIT_BYTES, EVENTS_PATH } from "~/lib/analytics";

/**
 * How many bytes a request body may have, by what it is for. Every body is read (and held)
 * before its route runs, so a body past its limit is refused before the rest of it is read:
 * a 100 MB post to the sign-in form costs nothing but the connection.
 */
const KB = 1024;
export const BODY_LIMITS = {
  /** Sign-in, sign-up, password reset, second factor: an email, a password and a code. */
  signIn: 8 * KB,
  /** The panel's forms: a game with its 5,000-character description, encoded (up to 9 bytes a character). */
  panel: 128 * KB,
  /** Plays, votes and anything else a visitor's page sends: a few fields at most. */
  visitor: 4 * KB,
  /** A page's batch of analytics events (app/lib/analytics.ts). */
  events: EVENTS_BODY_LIMIT_BYTES,
} as const;

/** The limit of a request's body, or null for the uploads (a thumbnail, a feed file), which read their own within their own limits. */
export function bodyLimit(path: string, adminPath: string): number | null {
  // A page's data request (`/x.data`) posts the same form as the page.
  const route = (path.endsWith(".data") ? path.slice(0, -".data".length) : path).toLowerCase();
  const admin = adminPath.toLowerCase();
  if (route === `${admin}/thumbnails` || route === `${admin}/import`) return null;
  if (route === `${admin}/auth` || route.startsWith("/api/auth/")) return BODY_LIMITS.signIn;
  if (isAdminPath(route, adminPath)) return BODY_LIMITS.panel;
  if (route === EVENTS_PATH) return BODY_LIMITS.events;
  return BODY_LIMITS.visitor;
}

/**
 * The body of a request, or null as soon as it passes `limit` bytes: then reading stops,
 * and what the client still sends is thrown away by Node as it arrives.
 */
export function readBodyWithin(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/** Seconds a client may go on sending a refused body before its connection is closed. */
const REFUSED_BODY_GRACE_MS = 5_000;

/**
 * What a body past its limit is answered, before the rest is read. The rest is thrown away
 * as it arrives (closing at once would reset the connection under a client still sending,
 * and it would never see the answer); a client still sending after a few seconds is cut off.
 */
function refuseLargeBody(req: ExpressRequest, res: ExpressResponse) {
  res.status(413).type("text/plain").send("This request is too large.");
  req.resume();
  if (req.complete) return;
  const cutOff = setTimeout(() => req.socket.destroy(), REFUSED_BODY_GRACE_MS);
  cutOff.unref();
  req.once("end", () => clearTimeout(cutOff));
  req.socket.once("close", () => clearTimeout(cutOff));
}

/** Request bodies are read here, within their purpose's limit, before any route sees them. */
export const readBodies: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const limit = bodyLimit(req.path, ADMIN_PATH);
  if (limit === null) return next();
  readBodyWithin(req, limit).then((body) => {
    if (!body) return refuseLargeBody(req, res);
    res.locals.body = body;
    next();
  }, next);
};
