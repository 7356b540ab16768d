/**
 * Between Express and React Router: Express's request as the Fetch API Request the router
 * takes, and the router's Response written back to Express's response.
 */
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { isAdminPath } from "~/lib/admin-path";
import { CLIENT_ADDRESS_HEADER } from "~/domain/web/request-context.server";
import { requestOrigin } from "~/domain/web/request-guards.server";
import { loadPageHeaders } from "./page-headers";

/**
 * The admin area's answers, pages and data alike, in whatever case its path was typed: kept
 * by no cache (the sessions page shows tokens) and out of every index. robots.txt does not
 * name the area, so it does not point anyone at it.
 */
const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/** The origin of a request that names one and a path on it, or null (see requestOrigin). */
export function originOf(req: ExpressRequest): string | null {
  return req.originalUrl.startsWith("/") ? requestOrigin(req.protocol, req.host) : null;
}

/** Express's request as the Fetch API Request React Router takes (as @react-router/express does). */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse, origin: string): Request {
  // Joined, not resolved: a path such as //evil.example/x stays a path on this origin.
  const url = new URL(`${origin}${req.originalUrl}`);
  const method = req.method;
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method, headers: forwardedHeaders(req), signal: controller.signal };
  if (method !== "GET" && method !== "HEAD") {
    const body: unknown = res.locals.body;
    if (Buffer.isBuffer(body)) init.body = new Uint8Array(body);
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new Request(url, init);
}

/** The request's headers as the router sees them: the client's address is the one this server decided. */
export function forwardedHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  headers.delete(CLIENT_ADDRESS_HEADER);
  if (req.ip) headers.set(CLIENT_ADDRESS_HEADER, req.ip);
  return headers;
}

export async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.set(await loadPageHeaders());
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (isAdminPath(res.req.path)) res.set(ADMIN_HEADERS);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
