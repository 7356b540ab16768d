/**
 * The production deployment's nginx (deploy/nginx/zowii.conf) in front of two instances on
 * one PostgreSQL: what nginx serves itself, what it keeps and what it never keeps, the
 * limits it answers for the portal, the client's address it passes on, HTTPS (HTTP/2,
 * HSTS, plain HTTP sent there, certbot's challenges), the machine's own door to the
 * instances, and a stopped instance's requests taken by the other.
 */
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_PAGE_PATHS } from "../../content/pages/paths";
import { landingPages } from "../../content/landing";
import { ADMIN_PATH } from "../support/admin-accounts";
import { startDeployNginx, type DeployNginx } from "../support/deploy-nginx";
import { freePort, projectRoot, startPortal, type RunningPortal } from "../support/portal-server";
import { createPostgresDatabase, temporaryDirectory } from "../support/test-database";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let nginx: DeployNginx;
let first: RunningPortal;
let second: RunningPortal;
let db: pg.Client;
let metricsPorts: number[];
const cleanups: (() => Promise<void> | void)[] = [];

/**
 * One request to nginx, on a connection of its own from `from` (any 127.x.y.z address is
 * this machine: each stands for a different visitor to nginx). With `declaredLength`, the
 * headers announce that many bytes and no body follows: nginx answers from the headers alone.
 */
function ask(
  target: string,
  {
    method = "GET",
    headers = {},
    body,
    from = "127.0.0.1",
    declaredLength,
    server = nginx.url,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer | string; from?: string; declaredLength?: number; server?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options: https.RequestOptions = { method, headers, localAddress: from, agent: false, ca: nginx.certificate };
    const onResponse = (response: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
        if (declaredLength !== undefined) request.destroy();
      });
    };
    const url = `${server}${target}`;
    const request = url.startsWith("https:") ? https.request(url, options, onResponse) : http.request(url, options, onResponse);
    request.on("error", reject);
    if (declaredLength !== undefined) {
      request.setHeader("Content-Length", String(declaredLength));
      request.flushHeaders();
      // No answer yet: nginx took the headers and waits for the body (status 0: not refused).
      setTimeout(() => {
        request.destroy();
        resolve({ status: 0, headers: {}, body: Buffer.alloc(0) });
      }, 5_000).unref();
      return;
    }
    request.end(body);
  });
}

/** An answer nginx made itself (its error pages name it), not one of the portal's. */
const fromNginx = (answer: Answer) => answer.body.toString("utf8").includes("<center>nginx</center>");

const cacheStatus = (answer: Answer) => answer.headers["x-cache-status"] ?? null;

/** nginx's cache key of a path asked with an encoding (deploy/nginx/zowii.conf's proxy_cache_key). */
const keyOf = (target: string, encoding: "br" | "gzip" | "" = "br") => `http127.0.0.1${target}${encoding}`;

function portOf(portal: RunningPortal): number {
  return Number(new URL(portal.url).port);
}

beforeAll(async () => {
  const database = await createPostgresDatabase("seeded");
  cleanups.push(database.drop);
  const port = await freePort();
  const env = { DATABASE_URL: database.url, TRUST_PROXY: "loopback", SITE_URL: `http://127.0.0.1:${port}` };
  // Each instance its own metrics port, as docs/deploy.md sets them (a drop-in per instance).
  metricsPorts = [await freePort(), await freePort()];
  first = await startPortal({ ...env, METRICS_ADDRESS: `127.0.0.1:${metricsPorts[0]}` });
  cleanups.push(first.stop);
  second = await startPortal({ ...env, METRICS_ADDRESS: `127.0.0.1:${metricsPorts[1]}` });
  cleanups.push(second.stop);
  const dir = temporaryDirectory("zowii-nginx-");
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  nginx = await startDeployNginx(dir, { port, instancePorts: [portOf(first), portOf(second)] });
  cleanups.push(nginx.stop);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  cleanups.push(() => db.end());
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const assets = path.join(projectRoot, "build/client/assets");
/** A script of the build with its brotli and gzip copies. */
const asset = fs.readdirSync(assets).find((name) => name.endsWith(".js") && fs.existsSync(path.join(assets, `${name}.br`)))!;

describe("nginx with the deployment's configuration", () => {
  it("serves the build's fingerprinted files from the disk, in the encoding each browser takes", async () => {
    const file = (suffix: string) => fs.readFileSync(path.join(assets, `${asset}${suffix}`));
    const cases: [string, string | undefined, Buffer][] = [
      ["br", "br", file(".br")],
      ["gzip", "gzip", file(".gz")],
      ["gzip, deflate, br, zstd", "br", file(".br")],
      ["br;q=0, gzip", "gzip", file(".gz")],
      ["identity", undefined, file("")],
    ];
    for (const [acceptEncoding, encoding, bytes] of cases) {
      const answer = await ask(`/assets/${asset}`, { headers: { "Accept-Encoding": acceptEncoding } });
      expect(answer.status, acceptEncoding).toBe(200);
      expect(answer.headers["content-encoding"], acceptEncoding).toBe(encoding);
      expect(answer.body.equals(bytes), acceptEncoding).toBe(true);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      // Only nginx dates the build's files: the portal sends them without Last-Modified.
      expect(answer.headers["last-modified"]).toBeDefined();
      expect(cacheStatus(answer)).toBeNull();
    }
    expect((await ask("/assets/made-up-name.js")).status).toBe(404);
  });

  it("keeps every kind of public page and serves it from its cache, a copy per encoding", async () => {
    const pages = [
      "/",
      "/?q=io",
      "/game/krunker-io",
      "/category/action",
      `/${landingPages[0]!.keyword}`,
      `/${CONTENT_PAGE_PATHS[1]}`,
      "/storage/made-up/none.webp",
    ];
    for (const page of pages) {
      const miss = await ask(page, { headers: { "Accept-Encoding": "br" } });
      if (page.startsWith("/storage/")) {
        // A missing upload is not kept, whatever asks for it.
        expect([miss.status, cacheStatus(miss)]).toEqual([404, "MISS"]);
        expect(cacheStatus(await ask(page, { headers: { "Accept-Encoding": "br" } }))).toBe("MISS");
        continue;
      }
      expect([page, miss.status, cacheStatus(miss)]).toEqual([page, 200, "MISS"]);
      expect(miss.headers["cache-control"], page).toMatch(/public.*s-maxage=\d+/);
      const hit = await ask(page, { headers: { "Accept-Encoding": "br" } });
      expect([page, hit.status, cacheStatus(hit), hit.headers["content-encoding"]]).toEqual([page, 200, "HIT", "br"]);
      expect(hit.body.equals(miss.body), page).toBe(true);
    }
    // A browser taking gzip only never gets the brotli copy, nor one taking neither a compressed one.
    for (const [acceptEncoding, encoding] of [
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const answers = [
        await ask("/game/krunker-io", { headers: { "Accept-Encoding": acceptEncoding } }),
        await ask("/game/krunker-io", { headers: { "Accept-Encoding": acceptEncoding } }),
      ];
      expect(
        answers.map((answer) => answer.headers["content-encoding"]),
        acceptEncoding,
      ).toEqual([encoding, encoding]);
      expect(cacheStatus(answers[1]!), acceptEncoding).toBe("HIT");
    }
    const keys = nginx.cachedKeys();
    for (const page of pages.filter((page) => !page.startsWith("/storage/"))) expect(keys, JSON.stringify(keys)).toContain(keyOf(page));
    expect(keys).toEqual(expect.arrayContaining([keyOf("/game/krunker-io", "gzip"), keyOf("/game/krunker-io", "")]));
  });

  it("never keeps the admin area, the API, data requests or the route manifest", async () => {
    const privatePaths = [
      ADMIN_PATH,
      `${ADMIN_PATH}/`,
      `${ADMIN_PATH.toUpperCase()}/manage`,
      `${ADMIN_PATH}.data`,
      `${ADMIN_PATH}/auth`,
      "/api/search/suggestions?q=kr",
      "/api/games/krunker-io/related",
      "/api/auth/get-session",
      "/game/krunker-io.data",
      "/_root.data",
      "/__manifest?p=%2F&version=1",
    ];
    const sharedByThePortal: string[] = [];
    for (const target of privatePaths) {
      for (let i = 0; i < 3; i += 1) {
        const answer = await ask(target, { headers: { "Accept-Encoding": "br" } });
        expect(answer.status, target).toBeLessThan(500);
        expect(cacheStatus(answer), target).toBeNull();
        if (i === 0 && /s-maxage/.test(answer.headers["cache-control"] ?? "")) sharedByThePortal.push(target);
      }
    }
    // Some of these the portal itself calls shareable: only nginx's locations keep them out.
    expect(sharedByThePortal).toContain("/api/search/suggestions?q=kr");
    const keys = nginx.cachedKeys();
    for (const target of privatePaths) {
      expect(
        keys.filter((key) => key.toLowerCase().includes(target.toLowerCase().split("?")[0]!)),
        target,
      ).toEqual([]);
    }
  });

  it("passes /healthz and /readyz to an instance, keeps and logs neither, and limits no monitor", async () => {
    const logged = nginx.answers().length;
    for (let i = 0; i < 30; i += 1) {
      for (const target of ["/healthz", "/readyz"]) {
        const answer = await ask(target);
        expect([answer.status, answer.headers["cache-control"], cacheStatus(answer)], target).toEqual([200, "no-store", null]);
      }
    }
    expect(nginx.cachedKeys().filter((key) => /healthz|readyz/.test(key))).toEqual([]);
    expect(
      nginx
        .answers()
        .slice(logged)
        .filter((answer) => /healthz|readyz/.test(answer.target)),
    ).toEqual([]);
  });

  it("never passes on the instances' metrics: they answer on their own ports, nginx's /metrics is a page of the portal's", async () => {
    for (const target of ["/metrics", `/metrics?port=${metricsPorts[0]}`]) {
      const answer = await ask(target);
      expect(answer.status, target).toBe(302);
      expect(answer.body.toString("utf8"), target).not.toContain("zowii_http_request_duration_seconds");
    }
    for (const port of metricsPorts) {
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain("# TYPE zowii_http_request_duration_seconds histogram");
    }
  });

  it("serves the portal over HTTPS, in HTTP/2 to a client that speaks it, always with HSTS", async () => {
    const hsts = "max-age=31536000";
    for (const target of ["/game/krunker-io", `/assets/${asset}`, "/readyz", "/?q=io"]) {
      const answer = await ask(target, { server: nginx.httpsUrl, headers: { "Accept-Encoding": "br" } });
      expect([target, answer.status, answer.headers["strict-transport-security"]]).toEqual([target, 200, hsts]);
    }
    const session = http2.connect(nginx.httpsUrl, { ca: nginx.certificate });
    try {
      const { status, headers, body } = await new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const stream = session.request({ ":path": "/game/krunker-io" });
        let text = "";
        let answerHeaders: http2.IncomingHttpHeaders = {};
        stream.setEncoding("utf8");
        stream.on("response", (received) => (answerHeaders = received));
        stream.on("data", (chunk: string) => (text += chunk));
        stream.on("end", () => resolve({ status: Number(answerHeaders[":status"]), headers: answerHeaders, body: text }));
        stream.on("error", reject);
      });
      expect(session.alpnProtocol).toBe("h2");
      expect([status, headers["strict-transport-security"]]).toEqual([200, hsts]);
      expect(body).toContain("Krunker");
    } finally {
      session.close();
    }
  });

  it("sends every plain HTTP request to HTTPS at the site's name, and serves certbot's challenges in plain HTTP", async () => {
    for (const [method, target] of [
      ["GET", "/game/krunker-io?ref=mail"],
      ["HEAD", "/"],
      ["POST", "/api/events"],
      ["GET", "/.well-known/security.txt"],
    ] as const) {
      // Whatever host the request names: the redirect is to the name the certificate holds.
      const answer = await ask(target, { server: nginx.port80Url, method, headers: { Host: "elsewhere.example" } });
      expect([method, target, answer.status, answer.headers.location]).toEqual([method, target, 301, `${nginx.httpsUrl}${target}`]);
    }
    const challenges = path.join(nginx.acmeDir, ".well-known/acme-challenge");
    fs.mkdirSync(challenges, { recursive: true });
    fs.writeFileSync(path.join(challenges, "Tk3n-0f_the-CA"), "Tk3n-0f_the-CA.account-thumbprint");
    const challenge = await ask("/.well-known/acme-challenge/Tk3n-0f_the-CA", { server: nginx.port80Url });
    expect([challenge.status, challenge.headers["content-type"], challenge.body.toString()]).toEqual([200, "text/plain", "Tk3n-0f_the-CA.account-thumbprint"]);
    // A token certbot did not leave is not found, never sent on to HTTPS or to the portal.
    const unknown = await ask("/.well-known/acme-challenge/none", { server: nginx.port80Url });
    expect([unknown.status, fromNginx(unknown)]).toEqual([404, true]);
  });

  it("lets the machine ask /readyz through the upstream, saying which instance answered, and nothing more", async () => {
    const instances = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const answer = await ask("/readyz", { server: nginx.doorUrl });
      expect(answer.status).toBe(200);
      instances.add(String(answer.headers["x-zowii-instance"]));
    }
    expect([...instances].sort()).toEqual([first, second].map((portal) => `127.0.0.1:${portOf(portal)}`).sort());
    for (const target of ["/", "/healthz", "/game/krunker-io"]) expect((await ask(target, { server: nginx.doorUrl })).status, target).toBe(404);
    // Visitors are not told which instance answered.
    expect((await ask("/readyz", { server: nginx.httpsUrl })).headers["x-zowii-instance"]).toBeUndefined();
  });

  it("serves a page past its time while it fetches a fresh copy in the background", { timeout: 150_000 }, async () => {
    const page = "/?q=snake";
    const first = await ask(page, { headers: { "Accept-Encoding": "br" } });
    expect(cacheStatus(first)).toBe("MISS");
    const freshSeconds = Number(/s-maxage=(\d+)/.exec(first.headers["cache-control"] ?? "")?.[1]);
    expect(freshSeconds).toBeGreaterThan(0);
    expect(freshSeconds).toBeLessThanOrEqual(60);
    await new Promise((resolve) => setTimeout(resolve, freshSeconds * 1000 + 1500));
    const stale = await ask(page, { headers: { "Accept-Encoding": "br" } });
    expect(stale.status).toBe(200);
    expect(cacheStatus(stale)).toMatch(/^(STALE|UPDATING)$/);
    // The background fetch replaces the copy: the next visitors get a fresh one.
    const deadline = Date.now() + 5_000;
    for (;;) {
      const next = await ask(page, { headers: { "Accept-Encoding": "br" } });
      if (cacheStatus(next) === "HIT") break;
      expect(Date.now(), `still ${cacheStatus(next)}`).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it("refuses a body over the limit itself, for every method, and lets the admin area's uploads through", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const target of ["/", "/game/krunker-io", "/api/events", "/api/games/krunker-io/plays", `${ADMIN_PATH}/auth`]) {
        const answer = await ask(target, { method, declaredLength: 33 * 1024 });
        expect([method, target, answer.status, fromNginx(answer)]).toEqual([method, target, 413, true]);
      }
      // The panel's forms are held to 256 KB; its uploads take the feed file (20 MB) and its form.
      const form = await ask(`${ADMIN_PATH}/manage`, { method, declaredLength: 257 * 1024 });
      expect([method, form.status, fromNginx(form)]).toEqual([method, 413, true]);
      for (const upload of ["import", "thumbnails", "IMPORT.data"]) {
        const tooLarge = await ask(`${ADMIN_PATH}/${upload}`, { method, declaredLength: 21 * 1024 * 1024 + 1 });
        expect([method, upload, tooLarge.status, fromNginx(tooLarge)]).toEqual([method, upload, 413, true]);
      }
    }
    // nginx reads a body whole before passing it on: an upload under its limit reaches the
    // portal, which refuses a visitor without the role.
    const upload = await ask(`${ADMIN_PATH}/thumbnails`, { method: "POST", body: Buffer.alloc(6 * 1024 * 1024) });
    expect(fromNginx(upload)).toBe(false);
    expect(upload.status).not.toBe(413);
    // Under nginx's limit, the portal still holds each purpose to its own.
    const signIn = await ask(`${ADMIN_PATH}/auth`, {
      method: "POST",
      body: Buffer.alloc(20 * 1024, "a"),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect([signIn.status, fromNginx(signIn), signIn.body.toString()]).toEqual([413, false, "This request is too large."]);
  });

  it("answers 429 to a burst over each rate, counting each client apart and leaving the machine itself alone", async () => {
    const burst = async (count: number, target: string, from: string, method = "GET", body?: string) => {
      const answers = await Promise.all(
        Array.from({ length: count }, () => ask(target, { method, from, body, headers: body ? { "Content-Type": "application/x-www-form-urlencoded" } : {} })),
      );
      const refused = answers.filter((answer) => answer.status === 429);
      for (const answer of refused) expect(fromNginx(answer)).toBe(true);
      return { refused: refused.length, served: answers.length - refused.length };
    };
    // Pages: 100 at once pass, more are refused.
    const pages = await burst(160, "/about", "127.0.0.3");
    expect(pages.refused).toBeGreaterThan(0);
    expect(pages.served).toBeGreaterThanOrEqual(101);
    expect((await burst(160, "/about", "127.0.0.1")).refused).toBe(0);
    // Writes to the API: 20 at once pass; reading the API is only held to the pages' rate.
    const plays = await burst(40, "/api/games/krunker-io/plays", "127.0.0.4", "POST");
    expect(plays.refused).toBeGreaterThan(0);
    expect(plays.served).toBeGreaterThanOrEqual(21);
    expect(plays.served).toBeLessThan(40);
    expect((await burst(40, "/api/search/suggestions?q=kr", "127.0.0.4")).refused).toBe(0);
    // Sign-in, on both of its paths: 5 at once pass.
    for (const [target, from] of [
      [`${ADMIN_PATH}/auth`, "127.0.0.5"],
      ["/api/auth/sign-in/email", "127.0.0.6"],
    ] as const) {
      const attempts = await burst(12, target, from, "POST", "intent=sign-in&email=nobody%40example.com&password=wrong-password-123");
      expect(attempts.refused, target).toBeGreaterThan(0);
      expect(attempts.served, target).toBeGreaterThanOrEqual(6);
      expect(attempts.served, target).toBeLessThan(12);
    }
  });

  it("passes the visitor's address to the portal, which records it with the session", async () => {
    const signUp = await ask(`${ADMIN_PATH}/auth`, {
      method: "POST",
      from: "127.0.0.8",
      body: new URLSearchParams({ intent: "sign-up", email: "owner@example.com", password: "linden-parcel-aurora-6" }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(JSON.parse(signUp.body.toString())).toMatchObject({ enter: true });
    const { rows } = await db.query("select ip_address from session");
    expect(rows).toEqual([{ ip_address: "127.0.0.8" }]);
    // nginx names each request ($request_id) and the instance answers with that id, the one its log entries carry.
    expect(signUp.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
    const page = await ask("/privacy-policy", { headers: { "X-Request-Id": "a-visitor-chose-this-id" } });
    expect(page.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("sends a stopped instance's requests to the other, and serves its own files and kept pages with none", async () => {
    await first.stop();
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => ask(`/?q=retried${i}`)),
      ...Array.from({ length: 6 }, (_, i) => ask(`/api/search/suggestions?q=re${i}`)),
      ...Array.from({ length: 6 }, () => ask("/api/games/krunker-io/plays", { method: "POST" })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    await second.stop();
    // Nothing behind nginx: the build's files and the pages it keeps are still served.
    const file = await ask(`/assets/${asset}`, { headers: { "Accept-Encoding": "br" } });
    expect([file.status, file.headers["content-encoding"]]).toEqual([200, "br"]);
    const kept = await ask("/game/krunker-io", { headers: { "Accept-Encoding": "br" } });
    expect(kept.status).toBe(200);
    expect(kept.body.length).toBeGreaterThan(1000);
  });
});
