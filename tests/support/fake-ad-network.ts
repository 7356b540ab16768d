import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const SCRIPT = fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/fake-ad-network.js"), "utf8");
const OPTIONS_MARKER = /\/\* FAKE_AD_NETWORK_OPTIONS \*\/ \{[^}]*\}/;

export interface FakeAdNetworkOptions {
  /** When the script becomes ready after it loads; null: never. */
  readyAfterMs: number | null;
  /** Ready, but renders no ad (no fill). */
  noFill: boolean;
}

export interface FakeAdNetwork {
  /** The script's address, for AD_NETWORK_SCRIPT_URL. */
  scriptUrl: string;
  /** How many times the script was asked for. */
  scriptRequests(): number;
  /** Options for the script served from now on. */
  serve(options: Partial<FakeAdNetworkOptions>): void;
  stop(): Promise<void>;
}

/** An ad network on its own origin (another port), serving tests/fixtures/fake-ad-network.js. */
export async function startFakeAdNetwork(): Promise<FakeAdNetwork> {
  let requests = 0;
  let options: FakeAdNetworkOptions = { readyAfterMs: 0, noFill: false };
  const server = http.createServer((req, res) => {
    if (req.url?.split("?")[0] !== "/network.js") {
      res.writeHead(404).end();
      return;
    }
    requests += 1;
    res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" });
    res.end(SCRIPT.replace(OPTIONS_MARKER, JSON.stringify(options)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    scriptUrl: `http://127.0.0.1:${port}/network.js`,
    scriptRequests: () => requests,
    serve(next) {
      options = { ...options, ...next };
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
