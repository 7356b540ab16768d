import { createRequestHandler } from "@react-router/express";
import express from "express";
import "react-router";
import { isCrossSiteWrite } from "~/server/request-guards.server";
import { createRequestContext } from "~/server/request-context.server";
import { startRuntime, stopRuntime } from "~/server/runtime.server";

/** The portal's request handler; server.js mounts it behind static files and compression. */
export const app = express();

// Every state-changing request, whatever route it reaches, must come from our own pages.
app.use((req, res, next) => {
  const origin = req.get("origin");
  const ownOrigin = `${req.protocol}://${req.get("host")}`;
  if (isCrossSiteWrite(req.method, { origin, secFetchSite: req.get("sec-fetch-site") }, ownOrigin)) {
    res.status(403).type("text/plain").send("Cross-site request refused");
    return;
  }
  next();
});

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext: (req) => createRequestContext(req.ip),
  }),
);

export { startRuntime, stopRuntime };
