/**
 * The portal installed where operators put it: under a folder whose name starts with a dot
 * (/srv/.apps, ~/.local) and started from another folder than its own. Its scripts and
 * styles must arrive in the encoding they say they have, or the site is unstyled and dead.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot, startPortal, type RunningPortal } from "../support/portal-server";
import { createPostgresDatabase } from "../support/test-database";

let install: string;
let portal: RunningPortal;
let drop: () => Promise<void>;

/** The install: the built portal's own files, copied; its packages, linked. */
function copyInstall(target: string) {
  fs.mkdirSync(target, { recursive: true });
  for (const item of ["server.js", "http", "build", "drizzle", "package.json"]) {
    fs.cpSync(path.join(projectRoot, item), path.join(target, item), { recursive: true });
  }
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(target, "node_modules"));
}

/** A GET with no decoding: the bytes and headers as they came. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

function decoded(answer: { headers: http.IncomingHttpHeaders; body: Buffer }): Buffer {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(answer.body);
  if (encoding === "gzip") return zlib.gunzipSync(answer.body);
  expect(encoding, "an encoding this test knows").toBeUndefined();
  return answer.body;
}

beforeAll(async () => {
  install = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "zowii-install-")), ".apps", "zowii");
  copyInstall(install);
  const database = await createPostgresDatabase("seeded");
  drop = database.drop;
  // Started from the system's temporary folder, by the server file's full path.
  portal = await startPortal({ DATABASE_URL: database.url }, { launch: { cwd: os.tmpdir(), entry: path.join(install, "server.js") } });
}, 120_000);

afterAll(async () => {
  await portal?.stop();
  await drop?.();
  if (install) fs.rmSync(path.dirname(path.dirname(install)), { recursive: true, force: true });
});

async function assetsOfHome(): Promise<string[]> {
  const html = (await rawGet(`${portal.url}/`, { "Accept-Encoding": "identity" })).body.toString("utf8");
  const assets = [...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/g)].map((match) => match[1]!))];
  expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
  expect(assets.some((asset) => asset.endsWith(".js"))).toBe(true);
  return assets;
}

const precompressed = (asset: string) => fs.existsSync(path.join(install, "build/client", `${asset}.br`));

describe("an install under a dot folder, started from elsewhere", () => {
  it("serves every script and style of the home page in the encoding it names, for every Accept-Encoding", async () => {
    const assets = await assetsOfHome();
    expect(assets.filter(precompressed).length).toBeGreaterThan(1);
    for (const asset of assets) {
      const plain = await rawGet(`${portal.url}${asset}`, { "Accept-Encoding": "identity" });
      expect(plain.status, asset).toBe(200);
      expect(plain.headers["content-encoding"], asset).toBeUndefined();
      for (const [acceptEncoding, expected] of [
        ["br", "br"],
        ["gzip, deflate, br", "br"],
        ["gzip", "gzip"],
        ["br;q=0, gzip", "gzip"],
        ["gzip, br;q=0", "gzip"],
        ["br;q=0, gzip;q=0", undefined],
      ] as const) {
        const answer = await rawGet(`${portal.url}${asset}`, { "Accept-Encoding": acceptEncoding });
        expect(answer.status, `${asset} ${acceptEncoding}`).toBe(200);
        // A file big enough to be compressed by the build must go out compressed; a small one may go plain.
        if (precompressed(asset)) expect(answer.headers["content-encoding"], `${asset} ${acceptEncoding}`).toBe(expected);
        else expect([expected, undefined], `${asset} ${acceptEncoding}`).toContain(answer.headers["content-encoding"]);
        expect(decoded(answer).equals(plain.body), `${asset} ${acceptEncoding}`).toBe(true);
      }
    }
  });

  it("serves our own games and the other files of the build", async () => {
    const game = await rawGet(`${portal.url}/games/snake/`, { "Accept-Encoding": "identity" });
    expect(game.status).toBe(200);
    expect(game.body.toString("utf8")).toContain("<html");
    expect((await rawGet(`${portal.url}/favicon.svg`)).status).toBe(200);
  });

  it("sends the plain file, labelled as plain, when a compressed copy cannot be sent", async () => {
    const script = (await assetsOfHome()).find((asset) => asset.endsWith(".js") && precompressed(asset))!;
    const plain = await rawGet(`${portal.url}${script}`, { "Accept-Encoding": "identity" });
    // Listed when the server started, gone now: sending it fails and the plain file is sent.
    fs.rmSync(path.join(install, "build/client", `${script}.br`));
    const answer = await rawGet(`${portal.url}${script}`, { "Accept-Encoding": "br" });
    expect(answer.status).toBe(200);
    expect(decoded(answer).equals(plain.body)).toBe(true);
    expect(answer.headers["content-type"]).toMatch(/javascript/);
  });
});
