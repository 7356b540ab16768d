/**
 * The files the portal serves beside its pages: the client build (precompressed copies
 * first) and our own games, each with the headers files get.
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import fs from "node:fs";
import path from "node:path";
import { FILE_HEADERS, OWN_GAME_HEADERS } from "~/domain/web/security-headers.server";
import { pickEncoding } from "./page-cache";

/** nosniff on every answer, files too; the page headers go on what the app itself answers. */
export function setFileHeaders(_req: ExpressRequest, res: ExpressResponse, next: () => void) {
  res.set(FILE_HEADERS);
  next();
}

/** Our own games (under /games/) run sandboxed in an origin of their own. */
export function setOwnGameHeaders(_req: ExpressRequest, res: ExpressResponse, next: () => void) {
  res.set(OWN_GAME_HEADERS);
  next();
}

/**
 * Files of the client build as the build compressed them (scripts/compress-assets.ts):
 * the .br or .gz copy beside the file, when the browser takes that encoding.
 */
export function servePrecompressed(
  root: string,
  options: { maxAge: string; immutable?: boolean; etag?: boolean; lastModified?: boolean; acceptRanges?: boolean },
) {
  const base = path.resolve(root);
  // The build's files never change while the server runs: listed once, so a request for a
  // made-up name costs no file lookup and leaves nothing behind (a cache of misses would
  // grow with every name anyone invents).
  const precompressedFiles = new Set(
    fs.existsSync(base)
      ? fs
          .readdirSync(base, { recursive: true, encoding: "utf8" })
          .filter((name) => name.endsWith(".br") || name.endsWith(".gz"))
          .map((name) => path.join(base, name))
      : [],
  );
  return (req: ExpressRequest, res: ExpressResponse, next: () => void) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    let file: string;
    try {
      file = path.join(base, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!encoding || !file.startsWith(`${base}${path.sep}`)) return next();
    const compressed = `${file}.${encoding === "br" ? "br" : "gz"}`;
    if (!precompressedFiles.has(compressed)) return next();
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.type(path.extname(file));
    // The file is one of the build's own (listed above), so a dot in a folder above it (an
    // app installed under /srv/.apps or ~/.local) is no reason to refuse it.
    res.sendFile(compressed, { ...options, dotfiles: "allow" }, (error) => {
      if (!error || res.headersSent) return;
      // The plain file goes out next: it must not be labelled as compressed.
      res.removeHeader("Content-Encoding");
      res.removeHeader("Content-Type");
      next();
    });
  };
}
