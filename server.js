// @ts-check
import compression from "compression";
import express from "express";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { addAcceptingCopies, closeCopies } from "./http/accepting-copies.js";

/**
 * The process: it mounts the portal (http/app.ts, or its build), listens, and shuts down
 * gracefully. Its settings (PORT, HOST, SHUTDOWN_TIMEOUT_MS, TRUST_PROXY) come from the
 * portal's one configuration (app/domain/platform/config.server.ts), read when the runtime starts.
 */

/** The build's files are found beside this file, whatever folder the portal is started from. */
const APP_DIRECTORY = import.meta.dirname;
const DEVELOPMENT = process.argv.includes("--dev");
/** Extra descriptors of the listening socket: one more connection accepted per event-loop turn each. */
const ACCEPTING_COPIES = 15;

/** @typedef {typeof import("./http/app.ts")} Portal http/app.ts, or the build made of it. */

/** The portal's log (app/domain/platform/log.server.ts), once the portal is loaded. */
/** @type {Portal["log"] | undefined} */
let log;

/**
 * One entry and exit: start-up problems are told, not dumped.
 * @param {Partial<Error> | undefined} error whatever was thrown, an Error or not
 */
function fail(error) {
  const message = error?.name === "StartupError" ? error.message : `Unexpected start-up error: ${error?.stack ?? error}`;
  if (log) log.fatal(`Zowii cannot start: ${message}`);
  else console.error(`Zowii cannot start: ${message}`);
  process.exit(1);
}

async function main() {
  // Before anything is written: what the portal creates (the embedded database, its pid file
  // and command socket) is the owner's only, 0600 and 0700 (app/domain/db/data-directory.server.ts).
  process.umask(0o077);
  const server = express();
  server.disable("x-powered-by");
  // Requests being answered, so that a shutdown can let them finish and then close their connections.
  const inFlight = new Set();
  let stopping = false;
  /** @type {http.Server} */
  let listener;
  /** @param {http.ServerResponse} res */
  const track = (res) => {
    inFlight.add(res);
    // For the metrics (METRICS_ADDRESS): how long the request took, answered when it closes.
    const startedAt = performance.now();
    res.on("close", () => {
      inFlight.delete(res);
      portal.requestAnswered(res, startedAt);
      if (stopping) setImmediate(() => listener.closeIdleConnections());
    });
    if (stopping) res.setHeader("Connection", "close");
  };
  /** @type {Portal} */
  let portal;
  if (DEVELOPMENT) {
    server.use(compression());
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    const load = () => devServer.ssrLoadModule("./http/app.ts");
    portal = /** @type {Portal} */ (await load());
    log = portal.log;
    server.use("/games", (req, res, next) => portal.setOwnGameHeaders(req, res, next));
    server.use(devServer.middlewares);
    // Vite serves public files by exact name only; our games are folders with an index.html.
    server.use(express.static("public"));
    server.use(async (req, res, next) => {
      try {
        (await load()).app(req, res, next);
      } catch (error) {
        if (error instanceof Error) devServer.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    // Named through a variable: tsc takes the portal's types from http/app.ts, not from a build
    // that may not exist yet.
    const build = "./build/server/index.js";
    portal = await import(build);
    log = portal.log;
    server.use(portal.setFileHeaders);
    server.use("/games", portal.setOwnGameHeaders);
    // Before anything else: a cached page needs no routing, file lookup or compression.
    server.use(portal.servePageCache);
    // Fingerprinted files never change: no ETag or Last-Modified to revalidate, no ranges.
    const immutable = { immutable: true, maxAge: "1y", etag: false, lastModified: false, acceptRanges: false };
    server.use("/assets", portal.servePrecompressed(path.join(APP_DIRECTORY, "build/client/assets"), immutable));
    server.use(compression());
    server.use("/assets", express.static(path.join(APP_DIRECTORY, "build/client/assets"), immutable));
    // Only the build's own top-level names (favicon.svg, games/, images/ ...) can be files:
    // a page's request, most of all one no cache holds, costs no file lookup.
    const clientDirectory = path.join(APP_DIRECTORY, "build/client");
    const clientNames = new Set(fs.readdirSync(clientDirectory));
    const clientFiles = express.static(clientDirectory, { maxAge: "1h" });
    server.use((req, res, next) => (clientNames.has(req.path.split("/")[1] ?? "") ? clientFiles(req, res, next) : next()));
    server.use(portal.app);
  }
  // A refusal Express's file handlers pass on (a Range past a file's end, a path that is no
  // file name) is the request's: answered with its status, where Express would log its stack.
  /** @type {express.ErrorRequestHandler} */
  const answerRefusal = (error, req, res, next) => {
    const status = error?.status ?? error?.statusCode;
    if (!Number.isInteger(status) || status < 400 || status > 499 || res.headersSent) return next(error);
    res
      .status(status)
      .set(error.headers ?? {})
      .type("text/plain")
      .send(http.STATUS_CODES[status] ?? "Bad Request");
  };
  server.use(answerRefusal);

  // Render threads load the build: the development server renders in its own thread.
  const buildUrl = DEVELOPMENT ? undefined : pathToFileURL(path.join(APP_DIRECTORY, "build/server/index.js")).href;
  const { port: PORT, host: HOST, shutdownTimeoutMs: SHUTDOWN_TIMEOUT_MS, trustProxy } = await portal.startRuntime({ buildUrl });
  // Behind a reverse proxy, the client's address (sign-in throttling, play limits) comes from X-Forwarded-For.
  server.set("trust proxy", trustProxy);

  // A fresh cached page is answered before Express (see answerFromPageCache); the development
  // server renders every time.
  const answerFromPageCache = DEVELOPMENT ? () => false : portal.answerFromPageCache;
  const health = { shuttingDown: () => stopping };
  listener = http.createServer((req, res) => {
    track(res);
    if (portal.answerHealth(req, res, health)) return;
    portal.answerLogged(req, res, () => {
      if (!answerFromPageCache(req, res)) server(req, res);
    });
  });
  /** @type {import("node:net").Server[]} */
  let copies = [];
  const addCopies = async () => {
    copies = await addAcceptingCopies(listener, ACCEPTING_COPIES, portal.log);
    // A signal while the copies were on their way: the shutdown has closed the listener already,
    // without waiting for these, and closing them cannot fail.
    if (stopping) void closeCopies(copies);
    portal.log.info(`Zowii is ready at http://localhost:${PORT}`);
  };
  // Nothing waits for the copies: when they cannot be made, the portal accepts through its one socket.
  listener.listen(PORT, HOST, () => void addCopies());
  listener.on("error", (/** @type {NodeJS.ErrnoException} */ error) =>
    fail(Object.assign(new Error(`port ${PORT} is not available (${error.code}): set PORT to a free port.`), { name: "StartupError" })),
  );

  /**
   * Graceful shutdown: no new connections; requests in progress are answered, each on a
   * connection that then closes; the database is closed last, cleanly (PGlite writes its
   * files out). Requests still running after SHUTDOWN_TIMEOUT_MS lose their connection.
   * A second signal ends the process at once.
   */
  /** @param {NodeJS.Signals} signal */
  const shutdown = (signal) => {
    portal.log.info(`${signal}: finishing ${inFlight.size} request(s) in progress, then closing the database.`);
    stopping = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    const deadline = setTimeout(() => {
      portal.log.error(`${inFlight.size} request(s) still running after ${SHUTDOWN_TIMEOUT_MS} ms: closing their connections.`);
      listener.closeAllConnections();
    }, SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    const closed = new Promise((resolve) => listener.close(resolve));
    // The shutdown ends the process itself, a failure to close the database included: nothing waits for it.
    void Promise.all([closed, closeCopies(copies)]).then(async () => {
      clearTimeout(deadline);
      const stalled = setTimeout(() => {
        portal.log.error(`The database did not close within ${SHUTDOWN_TIMEOUT_MS} ms.`);
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS);
      stalled.unref();
      try {
        await portal.stopRuntime();
        portal.log.info("Zowii stopped.");
        process.exit(0);
      } catch (error) {
        portal.log.error({ err: error }, "Closing the database failed");
        process.exit(1);
      }
    });
    listener.closeIdleConnections();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch(fail);
