/**
 * Each request's id and, with LOG_REQUESTS, its access line. The id is nginx's
 * (`proxy_set_header X-Request-Id $request_id`, so its access log and ours name the same
 * request) or made here; it is sent back in the answer and carried by every entry logged
 * while the request is answered (domain/platform/log.server.ts).
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { inRequestScope, log, loggedPath } from "~/domain/platform/log.server";

/** An id a proxy may hand us: a UUID, nginx's 32 hex digits, or any short token of this kind. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/** The request's id: the proxy's when it is one, else a new one (a client's odd header is no id to keep). */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && FORWARDED_ID.test(header) ? header : randomUUID();
}

let accessLines = false;

/** Turns the access line of every request on (LOG_REQUESTS), as the configuration says. */
export function logEveryRequest(on: boolean): void {
  accessLines = on;
}

/** Answers the request (`answer`) inside its id's scope, and writes its access line once it is sent. */
export function answerLogged(req: IncomingMessage, res: ServerResponse, answer: () => void): void {
  const requestId = requestIdOf(req.headers["x-request-id"]);
  res.setHeader("X-Request-Id", requestId);
  if (accessLines) {
    const started = performance.now();
    res.once("close", () => {
      log.info(
        {
          requestId,
          method: req.method,
          path: loggedPath(req.url ?? ""),
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
          cache: res.getHeader("x-cache"),
          finished: res.writableFinished,
        },
        "request",
      );
    });
  }
  inRequestScope(requestId, answer);
}
