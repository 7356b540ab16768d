import { createRequestHandler } from "@react-router/express";
import express from "express";
import "react-router";
import { startRuntime, stopRuntime } from "~/server/runtime.server";

/** The portal's request handler; server.js mounts it behind static files and compression. */
export const app = express();

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
  }),
);

export { startRuntime, stopRuntime };
