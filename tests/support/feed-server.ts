/**
 * A distributor's servers, on this machine: feeds (paged or not), game pages and images,
 * including the bad ones an import must survive: a server that never answers, HTML sent
 * as an image, a 50 MB answer, a missing image, and any answer late (LATE_PREFIX).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

export interface FeedServer {
  origin: string;
  /** Serves `body` (JSON unless a string or bytes) at `path`. */
  serve(path: string, body: unknown, contentType?: string): void;
  /** How many times each path was asked for. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

const FIFTY_MB = 50 * 1024 * 1024;
/** Any path under it answers as the path without it, 300 ms late. */
export const LATE_PREFIX = "/after-300ms/";

/**
 * A GameMonetize record whose game page and image live on the feed server at `origin`,
 * with `more` over its fields.
 */
export function gameMonetizeRecord(origin: string, id: string, title: string, more: Record<string, unknown> = {}) {
  return {
    id,
    title,
    description: `${title}: a game for everyone.`,
    instructions: "",
    url: `${origin}/play/${id}/`,
    category: "Puzzles",
    tags: "logic, kids",
    thumb: `${origin}/images/good.png`,
    width: 800,
    height: 600,
    ...more,
  };
}

export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, { body: Buffer; contentType: string }>();
  const hits = new Map<string, number>();
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();
  routes.set("/images/good.png", { body: png, contentType: "image/png" });
  routes.set("/images/html.png", { body: Buffer.from("<!doctype html><title>Not here</title><h1>Moved</h1>"), contentType: "image/png" });
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === "/slow") return; // never answers
    if (path === "/huge") {
      // 50 MB of JSON-looking bytes, without a declared length: the reader must stop counting.
      res.writeHead(200, { "Content-Type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < FIFTY_MB) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      res.on("close", () => (sent = FIFTY_MB));
      return pump();
    }
    // "/after-300ms/x" is "/x", answered 300 ms late: callers that ask at once overlap.
    const late = path.startsWith(LATE_PREFIX);
    const route = routes.get(late ? path.slice(LATE_PREFIX.length - 1) : path);
    const answer = () => {
      if (!route) return void res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      res.writeHead(200, { "Content-Type": route.contentType, "Content-Length": route.body.length }).end(route.body);
    };
    if (late) setTimeout(answer, 300);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits,
    serve(path, body, contentType = "application/json") {
      routes.set(path, { body: Buffer.isBuffer(body) ? body : Buffer.from(typeof body === "string" ? body : JSON.stringify(body)), contentType });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
