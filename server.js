import compression from "compression";
import express from "express";

const PORT = Number.parseInt(process.env.PORT || "3000", 10);
const HOST = process.env.HOST || "0.0.0.0";
const DEVELOPMENT = process.argv.includes("--dev");

/** TRUST_PROXY as Express reads it: a hop count, true/false, or addresses such as "loopback". */
function trustProxy(value = "") {
  const text = value.trim();
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** One line on stderr and exit: start-up problems are told, not dumped. */
function fail(error) {
  const message = error?.name === "StartupError" ? error.message : `Unexpected start-up error: ${error?.stack ?? error}`;
  console.error(`Zowii cannot start: ${message}`);
  process.exit(1);
}

async function main() {
  const server = express();
  server.disable("x-powered-by");
  // Behind a reverse proxy, the client's address (sign-in throttling) comes from X-Forwarded-For.
  server.set("trust proxy", trustProxy(process.env.TRUST_PROXY));

  let portal;
  if (DEVELOPMENT) {
    server.use(compression());
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    server.use(devServer.middlewares);
    // Vite serves public files by exact name only; our games are folders with an index.html.
    server.use(express.static("public"));
    const load = () => devServer.ssrLoadModule("./server/app.ts");
    portal = await load();
    server.use(async (req, res, next) => {
      try {
        (await load()).app(req, res, next);
      } catch (error) {
        if (error instanceof Error) devServer.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    portal = await import("./build/server/index.js");
    server.use(portal.setFileHeaders);
    // Before anything else: a cached page needs no routing, file lookup or compression.
    server.use(portal.servePageCache);
    // Fingerprinted files never change: no ETag or Last-Modified to revalidate, no ranges.
    const immutable = { immutable: true, maxAge: "1y", etag: false, lastModified: false, acceptRanges: false };
    server.use("/assets", portal.servePrecompressed("build/client/assets", immutable));
    server.use(compression());
    server.use("/assets", express.static("build/client/assets", immutable));
    server.use(express.static("build/client", { maxAge: "1h" }));
    server.use(portal.app);
  }

  await portal.startRuntime();

  const listener = server.listen(PORT, HOST, () => {
    console.log(`Zowii is ready at http://localhost:${PORT}`);
  });
  listener.on("error", (error) => fail(Object.assign(new Error(`port ${PORT} is not available (${error.code}): set PORT to a free port.`), { name: "StartupError" })));

  const shutdown = () => {
    listener.close(async () => {
      await portal.stopRuntime().catch((error) => console.error(error));
      process.exit(0);
    });
    listener.closeIdleConnections?.();
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

main().catch(fail);
