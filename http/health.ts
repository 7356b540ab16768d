/**
 * `/healthz` (the process answers: no database asked) and `/readyz` (it may be sent
 * visitors: domain/web/readiness.server.ts). Answered before the page cache and the router,
 * never kept by a cache, never logged: a monitor asks every few seconds.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { readiness } from "~/domain/web/readiness.server";

const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);

/** Answers a health request and says true; false for any other request. */
export function answerHealth(req: IncomingMessage, res: ServerResponse, { shuttingDown }: { shuttingDown: () => boolean }): boolean {
  const path = (req.url ?? "").split("?")[0]!;
  if (!HEALTH_PATHS.has(path)) return false;
  const send = (status: number, body: object) => {
    if (res.headersSent || res.destroyed) return;
    const headers: Record<string, string> = { "Content-Type": "application/json", "Cache-Control": "no-store" };
    if (status === 405) headers.Allow = "GET, HEAD";
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : JSON.stringify(body));
  };
  if (req.method !== "GET" && req.method !== "HEAD") send(405, { status: "Method Not Allowed" });
  else if (path === "/healthz") send(200, { status: "ok" });
  else {
    readiness({ shuttingDown: shuttingDown() }).then(
      (state) => send(state.ready ? 200 : 503, { status: state.ready ? "ready" : "not ready", ...state }),
      () => send(503, { status: "not ready" }),
    );
  }
  return true;
}
