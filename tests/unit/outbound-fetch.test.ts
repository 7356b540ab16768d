/**
 * The server's requests to third-party URLs, against real HTTP servers on this machine: what
 * they may reach, when they give up, how much they hold, and what they say when they fail.
 */
import http from "node:http";
import net, { type AddressInfo, type Socket } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { fetchOutbound, isPrivateAddress, OutboundFetchError, type OutboundFetchOptions } from "~/domain/platform/outbound-fetch.server";

const MB = 1024 * 1024;

interface TestServer {
  origin: string;
  port: number;
  /** Connections the server accepted, and requests it read. */
  connections: Socket[];
  requests: http.IncomingMessage[];
}

const open: http.Server[] = [];

async function serve(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<TestServer> {
  const server = http.createServer(handler);
  const connections: Socket[] = [];
  const requests: http.IncomingMessage[] = [];
  server.on("connection", (socket) => connections.push(socket));
  server.on("request", (req) => requests.push(req));
  open.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, port, connections, requests };
}

afterEach(async () => {
  await Promise.all(
    open.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

const LOCAL: OutboundFetchOptions = { allowPrivate: true, maxBytes: MB, timeoutMs: 5_000 };

/** The OutboundFetchError a fetch rejects with (the test fails if it resolves or throws anything else). */
async function failure(url: string, options: OutboundFetchOptions): Promise<OutboundFetchError> {
  const error = await fetchOutbound(url, options).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OutboundFetchError);
  return error as OutboundFetchError;
}

/** Resolves when the server's side of its first connection has closed. */
function closed(server: TestServer): Promise<void> {
  const socket = server.connections[0];
  if (!socket) throw new Error("no connection");
  return socket.closed ? Promise.resolve() : new Promise((resolve) => socket.once("close", () => resolve()));
}

describe("a plain answer", () => {
  it("comes back with its status, headers, body and URL, asked for as Zowii", async () => {
    const server = await serve((_req, res) => res.writeHead(200, { "Content-Type": "text/plain", "X-Frame-Options": "DENY" }).end("hello"));
    const answer = await fetchOutbound(`${server.origin}/game/?id=1`, { ...LOCAL, accept: "text/html" });
    expect(answer.status).toBe(200);
    expect(answer.url).toBe(`${server.origin}/game/?id=1`);
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    expect(answer.body.toString()).toBe("hello");
    const [request] = server.requests;
    expect(request?.url).toBe("/game/?id=1");
    expect(request?.headers["user-agent"]).toBe("Zowii/1.0");
    expect(request?.headers.accept).toBe("text/html");
    expect(request?.headers["accept-encoding"]).toBe("gzip, deflate, br");
  });

  it("is decompressed from gzip, deflate and br", async () => {
    const text = "a game page ".repeat(1_000);
    const encoders: Record<string, (body: Buffer) => Buffer> = { gzip: zlib.gzipSync, deflate: zlib.deflateSync, br: zlib.brotliCompressSync };
    const server = await serve((req, res) => {
      const encoding = req.url!.slice(1);
      res.writeHead(200, { "Content-Encoding": encoding }).end(encoders[encoding]!(Buffer.from(text)));
    });
    for (const encoding of Object.keys(encoders)) {
      expect((await fetchOutbound(`${server.origin}/${encoding}`, LOCAL)).body.toString(), encoding).toBe(text);
    }
  });

  it("may be asked for its headers only: the body is not read, and a HEAD sends no GET", async () => {
    const server = await serve((req, res) =>
      res.writeHead(200, { "X-Frame-Options": "SAMEORIGIN" }).end(req.method === "HEAD" ? undefined : Buffer.alloc(4 * MB)),
    );
    const headers = await fetchOutbound(server.origin, { ...LOCAL, maxBytes: 0, headersOnly: true });
    expect(headers.body.length).toBe(0);
    expect(headers.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const head = await fetchOutbound(server.origin, { ...LOCAL, method: "HEAD" });
    expect(head.status).toBe(200);
    expect(server.requests.map((req) => req.method)).toEqual(["GET", "HEAD"]);
  });
});

describe("what may be asked", () => {
  it("only http(s) addresses", async () => {
    for (const url of ["ftp://files.example.com/game.zip", "file:///etc/passwd", "javascript:alert(1)", "data:text/html,hi"]) {
      const error = await failure(url, LOCAL);
      expect(error.reason, url).toBe("protocol");
      expect(error.message, url).toMatch(/is not an http\(s\) address$/);
    }
    expect((await failure("ftp://player:hunter2@files.example.com/game.zip?key=1", LOCAL)).message).toBe(
      "ftp://files.example.com/game.zip is not an http(s) address",
    );
    expect((await failure("not a url", LOCAL)).reason).toBe("address");
  });

  it("no address with a user name or password", async () => {
    const error = await failure("https://admin:secret@games.example.com/", LOCAL);
    expect(error.reason).toBe("address");
    expect(error.message).not.toContain("secret");
  });

  it("no loopback address, however written, unless private fetches are allowed; the server is never reached", async () => {
    const server = await serve((_req, res) => res.end("private"));
    for (const host of ["127.0.0.1", "[::1]", "[::ffff:127.0.0.1]", "2130706433", "0x7f.1", "0.0.0.0", "[::]"]) {
      const error = await failure(`http://${host}:${server.port}/`, { ...LOCAL, allowPrivate: false });
      expect(error.reason, host).toBe("private");
      expect(error.message, host).toMatch(
        /^\S+ is a private or local address \(.+\); the server fetches only from public addresses unless ALLOW_PRIVATE_FETCH is true$/,
      );
    }
    expect(server.connections).toHaveLength(0);
    expect((await fetchOutbound(`${server.origin}/`, LOCAL)).body.toString()).toBe("private");
  });

  it("no name that resolves to a loopback address: localhost is refused before any connection", async () => {
    const server = await serve((_req, res) => res.end("private"));
    const error = await failure(`http://localhost:${server.port}/`, { ...LOCAL, allowPrivate: false });
    expect(error.reason).toBe("private");
    expect(error.message).toMatch(/^localhost:\d+ resolves to a private or local address \((127\.0\.0\.1|::1)\)/);
    expect(server.connections).toHaveLength(0);
    // Allowed, the checked address is the one connected to.
    expect((await fetchOutbound(`http://localhost:${server.port}/`, LOCAL)).body.toString()).toBe("private");
  });
});

describe("redirects", () => {
  it("are followed, and the final URL is the one reported", async () => {
    const server = await serve((req, res) => {
      const next: Record<string, [number, string]> = {
        "/a": [301, "/b"],
        "/b": [302, "/c?x=1"],
        "/c?x=1": [303, "/d"],
        "/d": [307, `http://localhost:${server.port}/e`],
        "/e": [308, "/end"],
      };
      const hop = next[req.url!];
      if (hop) res.writeHead(hop[0], { Location: hop[1] }).end();
      else res.end(`at ${req.url}`);
    });
    const answer = await fetchOutbound(`${server.origin}/a`, LOCAL);
    expect(answer.url).toBe(`http://localhost:${server.port}/end`);
    expect(answer.body.toString()).toBe("at /end");
  });

  it("are checked like the first address: one to another scheme is refused", async () => {
    const server = await serve((req, res) => res.writeHead(302, { Location: req.url === "/file" ? "file:///etc/passwd" : "ftp://files.example.com/" }).end());
    for (const path of ["/file", "/ftp"]) {
      const error = await failure(`${server.origin}${path}`, LOCAL);
      expect(error.reason, path).toBe("protocol");
    }
    expect((await failure(`${server.origin}/file`, LOCAL)).message).toBe("file:///etc/passwd is not an http(s) address");
  });

  it("are never reached from a refused address", async () => {
    const server = await serve((_req, res) => res.writeHead(302, { Location: "http://example.com/" }).end());
    expect((await failure(`http://localhost:${server.port}/`, { ...LOCAL, allowPrivate: false })).reason).toBe("private");
    expect(server.requests).toHaveLength(0);
  });

  it("stop after maxRedirects", async () => {
    const server = await serve((req, res) => {
      const step = Number(req.url!.slice(1));
      if (req.url === "/loop") res.writeHead(302, { Location: "/loop" }).end();
      else if (step > 0) res.writeHead(302, { Location: `/${step - 1}` }).end();
      else res.end("arrived");
    });
    const loop = await failure(`${server.origin}/loop`, LOCAL);
    expect(loop.reason).toBe("redirects");
    expect(loop.message).toBe(`127.0.0.1:${server.port} redirected more than 5 times`);
    expect(server.requests).toHaveLength(6);
    expect((await fetchOutbound(`${server.origin}/2`, { ...LOCAL, maxRedirects: 2 })).body.toString()).toBe("arrived");
    expect((await failure(`${server.origin}/3`, { ...LOCAL, maxRedirects: 2 })).reason).toBe("redirects");
  });
});

describe("failures", () => {
  it("an answer other than 2xx", async () => {
    const server = await serve((_req, res) => res.writeHead(404).end("gone"));
    const error = await failure(`${server.origin}/missing`, LOCAL);
    expect(error.reason).toBe("status");
    expect(error.message).toBe(`127.0.0.1:${server.port} answered 404 (Not Found)`);
  });

  it("a refused connection names the host and the code", async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const error = await failure(`http://127.0.0.1:${port}/`, LOCAL);
    expect(error.reason).toBe("network");
    expect(error.message).toBe(`Could not reach 127.0.0.1:${port}: connection refused (ECONNREFUSED)`);
  });

  it("an answer that is not HTTP", async () => {
    const server = net.createServer((socket) => {
      // Reading, it sees the client close and closes too.
      socket.on("error", () => undefined).resume();
      socket.end("SSH-2.0-OpenSSH_9.2\r\n\r\n");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const error = await failure(`http://127.0.0.1:${port}/`, LOCAL);
      expect(error.reason).toBe("network");
      expect(error.message).toMatch(new RegExp(`^127\\.0\\.0\\.1:${port} sent an answer that is not valid HTTP \\(HPE_\\w+\\)$`));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("a host that never answers: given up at the deadline, its connection closed", async () => {
    const server = await serve(() => undefined);
    const started = Date.now();
    const error = await failure(server.origin, { ...LOCAL, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(error.reason).toBe("timeout");
    expect(error.message).toBe(`127.0.0.1:${server.port} did not answer within 0.3 s`);
    await closed(server);
  });

  it("the deadline covers the body too", async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200);
      res.write("the start, then nothing");
    });
    const started = Date.now();
    expect((await failure(server.origin, { ...LOCAL, timeoutMs: 300 })).reason).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1_000);
    await closed(server);
  });
});

describe("the size limit", () => {
  it("refuses a declared Content-Length over it without reading the body", async () => {
    let sent = 0;
    const server = await serve((_req, res) => {
      res.writeHead(200, { "Content-Length": String(50 * MB) });
      // The rest would come slowly: only refusing at the headers is quick.
      res.write(Buffer.alloc(64 * 1024));
      sent += 64 * 1024;
    });
    const started = Date.now();
    const error = await failure(server.origin, { ...LOCAL, maxBytes: 20 * MB });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(error.reason).toBe("too-large");
    expect(error.message).toBe(`The answer from 127.0.0.1:${server.port} is larger than 20 MB`);
    await closed(server);
    expect(sent).toBe(64 * 1024);
  });

  it("stops a body streamed without a length as soon as it passes the limit, closing the connection", async () => {
    let sent = 0;
    let resolveDone: (bytes: number) => void = () => undefined;
    const done = new Promise<number>((resolve) => (resolveDone = resolve));
    const server = await serve((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/octet-stream" });
      const chunk = Buffer.alloc(64 * 1024, 97);
      const pump = () => {
        while (sent < 50 * MB && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        if (sent >= 50 * MB) res.end();
      };
      res.on("close", () => resolveDone(sent));
      pump();
    });
    const error = await failure(server.origin, { ...LOCAL, maxBytes: MB });
    expect(error.reason).toBe("too-large");
    expect(error.message).toContain("is larger than 1 MB");
    // What the sockets' buffers held when the connection closed, far from the 50 MB.
    expect(await done).toBeLessThan(20 * MB);
  });

  it("admits a body of exactly the limit, and not a byte more", async () => {
    const server = await serve((req, res) => {
      res.writeHead(200);
      res.end(Buffer.alloc(req.url === "/over" ? 1_001 : 1_000));
    });
    expect((await fetchOutbound(server.origin, { ...LOCAL, maxBytes: 1_000 })).body.length).toBe(1_000);
    expect((await failure(`${server.origin}/over`, { ...LOCAL, maxBytes: 1_000 })).message).toContain("is larger than 1000 bytes");
  });

  it("counts the decompressed bytes: a small gzip that inflates to 50 MB stops at the limit", async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(50 * MB));
    expect(bomb.length).toBeLessThan(MB);
    const server = await serve((_req, res) => res.writeHead(200, { "Content-Encoding": "gzip", "Content-Length": String(bomb.length) }).end(bomb));
    const error = await failure(server.origin, { ...LOCAL, maxBytes: MB });
    expect(error.reason).toBe("too-large");
  });

  it("refuses a compressed answer that cannot be decompressed", async () => {
    const server = await serve((_req, res) => res.writeHead(200, { "Content-Encoding": "gzip" }).end("not gzip at all"));
    const error = await failure(server.origin, LOCAL);
    expect(error.reason).toBe("network");
    expect(error.message).toBe(`127.0.0.1:${server.port} sent a compressed answer that could not be decompressed`);
  });
});

describe("isPrivateAddress", () => {
  it("refuses this machine, private networks, link-local, the metadata address and reserved ranges, in IPv4 and IPv6", () => {
    const refused = [
      ...["127.0.0.1", "127.255.255.254", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "100.127.255.255"],
      ...[
        "0.0.0.0",
        "0.1.2.3",
        "192.0.0.8",
        "192.0.2.1",
        "198.18.0.1",
        "198.19.255.255",
        "198.51.100.7",
        "203.0.113.9",
        "224.0.0.1",
        "239.255.255.250",
        "240.0.0.1",
        "255.255.255.255",
      ],
      ...["::", "::1", "[::1]", "fd00::1", "fc00::1", "fe80::1", "fe80::1%eth0", "febf::1", "fec0::1", "feff::1", "ff02::1", "100::1", "::127.0.0.1"],
      // IPv4 ones written in IPv6: mapped (dotted and hex), translated, NAT64, 6to4.
      ...[
        "::ffff:127.0.0.1",
        "::FFFF:7f00:1",
        "::ffff:a9fe:a9fe",
        "::ffff:10.0.0.1",
        "::ffff:0:127.0.0.1",
        "64:ff9b::127.0.0.1",
        "64:ff9b::a00:1",
        "64:ff9b:1::1",
        "2002:7f00:1::1",
        "2002:c0a8:101::",
      ],
      ...["2001:db8::1", "2001:0:4136:e378::1", "3fff::1"],
      // Not an address at all.
      ...["localhost", "", "example.com"],
    ];
    for (const address of refused) expect(isPrivateAddress(address), address).toBe(true);
  });

  it("lets public addresses through, in IPv4 and IPv6, however written", () => {
    const allowed = [
      ...[
        "93.184.216.34",
        "8.8.8.8",
        "1.1.1.1",
        "172.32.0.1",
        "172.15.255.255",
        "100.63.255.255",
        "100.128.0.1",
        "169.255.0.1",
        "192.0.1.1",
        "198.20.0.1",
        "223.255.255.255",
      ],
      ...["2606:4700::1111", "2606:4700::1", "2a00:1450:4001:80b::200e", "[2001:4860:4860::8888]"],
      ...["::ffff:8.8.8.8", "::ffff:808:808", "64:ff9b::8.8.8.8", "2002:808:808::1"],
    ];
    for (const address of allowed) expect(isPrivateAddress(address), address).toBe(false);
  });
});
