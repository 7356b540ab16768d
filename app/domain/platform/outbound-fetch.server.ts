/**
 * The one way the server asks a third-party URL for something (a game host's framing rules,
 * a feed, a thumbnail). Those URLs come from operators and feeds, so each request may only
 * reach public addresses (the address connected to is the one checked, redirects included),
 * ends by one deadline and never holds more than its size limit, even decompressed. Every
 * failure is an OutboundFetchError whose message can be shown as is in the admin panel or CLI.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { pipeline, type Readable, type Transform } from "node:stream";
import zlib from "node:zlib";

export interface OutboundFetchOptions {
  /** config.allowPrivateFetch: a game host on the LAN, tests. */
  allowPrivate: boolean;
  /** Largest body kept, counted after decompression. */
  maxBytes: number;
  /** For the whole request: look-up, connection, every redirect and the body. */
  timeoutMs: number;
  maxRedirects?: number;
  accept?: string;
  method?: "GET" | "HEAD";
  /** Answer once the headers are in, with an empty body (the body is never read). */
  headersOnly?: boolean;
}

export interface OutboundResponse {
  /** After redirects. */
  url: string;
  /** How many redirects led there. */
  redirects: number;
  status: number;
  headers: Headers;
  body: Buffer;
}

export type OutboundFetchFailure = "address" | "private" | "timeout" | "too-large" | "status" | "redirects" | "network" | "protocol";

export class OutboundFetchError extends Error {
  readonly reason: OutboundFetchFailure;
  /** The answer's status, for a "status" failure. */
  readonly status: number | null;
  /** Every address asked before the failure, the first one first (a game check tells a redirect loop by them). */
  addresses: string[] = [];

  constructor(reason: OutboundFetchFailure, message: string, options?: { cause?: unknown; status?: number }) {
    super(message, options);
    this.name = "OutboundFetchError";
    this.reason = reason;
    this.status = options?.status ?? null;
  }
}

const USER_AGENT = "Zowii/1.0";
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches `url`, following redirects, and resolves with the final 2xx answer; anything else
 * (a refused address, a timeout, a body over `maxBytes`, another status) rejects with an
 * OutboundFetchError.
 */
export async function fetchOutbound(url: string, options: OutboundFetchOptions): Promise<OutboundResponse> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const firstTarget = parseAddress(url);
  let target = firstTarget;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  const addresses: string[] = [];
  try {
    for (let redirects = 0; ; redirects += 1) {
      addresses.push(target.href);
      checkTarget(target, options.allowPrivate);
      const response = await send(target, options, deadline.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        response.destroy();
        if (redirects >= maxRedirects) {
          throw new OutboundFetchError("redirects", `${firstTarget.host} redirected more than ${maxRedirects} times`);
        }
        target = redirectTarget(target, location);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        const text = http.STATUS_CODES[status];
        throw new OutboundFetchError("status", `${target.host} answered ${status}${text ? ` (${text})` : ""}`, { status });
      }
      const headers = toHeaders(response.rawHeaders);
      if (options.headersOnly || options.method === "HEAD") {
        response.destroy();
        return { url: target.href, redirects, status, headers, body: Buffer.alloc(0) };
      }
      const body = await readBody(response, target, options, deadline.signal);
      return { url: target.href, redirects, status, headers, body };
    }
  } catch (error) {
    if (error instanceof OutboundFetchError) error.addresses = addresses;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The checks a URL must pass before it is fetched (its scheme, no credentials, an IP
 * address that is public), for forms that keep a URL to fetch later: they refuse it at
 * once. A host name's addresses are checked only when it is fetched, as they may change.
 */
export function checkOutboundAddress(url: string, allowPrivate: boolean): void {
  checkTarget(parseAddress(url), allowPrivate);
}

/** Addresses no server-side fetch may reach: this machine, its networks, link-local, the cloud metadata address, multicast, reserved ranges, and those same addresses written in IPv6. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIP(bare) === 4) return isPrivateV4(bare.split(".").map(Number));
  if (isIP(bare) === 6) return isPrivateV6(ipv6Groups(bare));
  // Nothing vouches for a string that is no address being public.
  return true;
}

function isPrivateV4([a = 0, b = 0, c = 0]: number[]): boolean {
  return (
    a === 0 || // "this network", 0.0.0.0 included
    a === 10 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    a === 127 ||
    (a === 169 && b === 254) || // link-local, the cloud metadata address
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) || // IETF protocol assignments, documentation
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    (a === 198 && b === 51 && c === 100) || // documentation
    (a === 203 && b === 0 && c === 113) || // documentation
    a >= 224 // multicast, reserved 240.0.0.0/4, broadcast
  );
}

function isPrivateV6(groups: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embedded = (high: number, low: number) => isPrivateV4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  // An IPv4 address written in IPv6 reaches that IPv4 address: ::ffff:a.b.c.d (mapped,
  // also spelt ::ffff:7f00:1), ::ffff:0:a.b.c.d (translated), 64:ff9b::a.b.c.d (NAT64), 6to4.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return embedded(g6, g7);
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0xffff && g5 === 0) return embedded(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return embedded(g6, g7);
  if (g0 === 0x2002) return embedded(g1, g2);
  // Only 2000::/3 is global unicast: this leaves out ::, ::1 and the deprecated ::a.b.c.d,
  // unique-local fc00::/7, link-local fe80::/10, site-local fec0::/10, multicast ff00::/8,
  // discard 100::/64 and local-use NAT64 64:ff9b:1::/48.
  if ((g0 & 0xe000) !== 0x2000) return true;
  return (
    (g0 === 0x2001 && g1 === 0) || // Teredo: a tunnel to an address it hides
    (g0 === 0x2001 && g1 === 0xdb8) || // documentation
    (g0 === 0x3fff && g1 <= 0x0fff) // documentation
  );
}

/** The eight 16-bit groups of a valid IPv6 address. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  if (tail === undefined) return headGroups.map((group) => parseInt(group, 16));
  const tailGroups = tail === "" ? [] : tail.split(":");
  const zeros = Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => "0");
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
}

function parseAddress(url: string): URL {
  try {
    return new URL(url);
  } catch {
    const shown = url.length > 100 ? `${url.slice(0, 100)}…` : url;
    throw new OutboundFetchError("address", `"${shown}" is not a web address`);
  }
}

function redirectTarget(from: URL, location: string): URL {
  try {
    return new URL(location, from);
  } catch {
    throw new OutboundFetchError("address", `${from.host} redirected to "${location.slice(0, 100)}", which is not a web address`);
  }
}

/** What every hop must pass before any connection: its scheme, and an IP literal's address (a name's addresses are checked as it is looked up). */
function checkTarget(target: URL, allowPrivate: boolean): void {
  if (target.protocol !== "http:" && target.protocol !== "https:") {
    throw new OutboundFetchError("protocol", `${shownAddress(target)} is not an http(s) address`);
  }
  // A password in the address would go to whichever host a redirect names.
  if (target.username !== "" || target.password !== "") {
    throw new OutboundFetchError("address", `The address on ${target.host} contains a user name or password; give it without them`);
  }
  const host = bareHost(target);
  if (!allowPrivate && isIP(host) !== 0 && isPrivateAddress(host)) throw privateRefusal(target, host, false);
}

/** An address as a message may show it: no credentials, query or fragment, not too long. */
function shownAddress(target: URL): string {
  const shown = new URL(target.href);
  shown.username = "";
  shown.password = "";
  shown.search = "";
  shown.hash = "";
  return shown.href.length > 100 ? `${shown.href.slice(0, 100)}…` : shown.href;
}

function privateRefusal(target: URL, address: string, resolved: boolean): OutboundFetchError {
  return new OutboundFetchError(
    "private",
    `${target.host} ${resolved ? "resolves to" : "is"} a private or local address (${address}); the server fetches only from public addresses unless ALLOW_PRIVATE_FETCH is true`,
  );
}

function bareHost(target: URL): string {
  return target.hostname.replace(/^\[|\]$/g, "");
}

/**
 * Looks the name up once and hands the socket only addresses that passed the check, so a
 * name that changes its answer between a check and the connection (DNS rebinding) cannot
 * lead to a private address. For https the certificate is still checked against the name.
 */
function pinnedLookup(target: URL, allowPrivate: boolean): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { family: lookupOptions.family, hints: lookupOptions.hints, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = allowPrivate ? undefined : addresses.find(({ address }) => isPrivateAddress(address));
      if (refused) return callback(privateRefusal(target, refused.address, true), []);
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error(`No address for ${hostname}`), { code: "ENOTFOUND" }), []);
      // Node asks for every address when it may try both families in turn.
      if (lookupOptions.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}

/** Resolves with the answer once its headers are in. */
function send(target: URL, options: OutboundFetchOptions, deadline: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    if (deadline.aborted) return reject(timeoutError(target, options.timeoutMs));
    let request: http.ClientRequest;
    try {
      request = (target.protocol === "https:" ? https : http).request({
        protocol: target.protocol,
        hostname: bareHost(target),
        port: target.port || undefined,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? "GET",
        headers: {
          "User-Agent": USER_AGENT,
          Accept: options.accept ?? "*/*",
          "Accept-Encoding": "gzip, deflate, br",
        },
        // A connection of its own, closed after this request: nothing pooled outlives a failure.
        agent: false,
        lookup: pinnedLookup(target, options.allowPrivate),
      });
    } catch (error) {
      return reject(outboundError(error, target));
    }
    const onDeadline = () => request.destroy(timeoutError(target, options.timeoutMs));
    deadline.addEventListener("abort", onDeadline, { once: true });
    // Stays attached after the answer: the socket may still fail while the body is read.
    request.on("error", (error) => {
      deadline.removeEventListener("abort", onDeadline);
      reject(outboundError(error, target));
    });
    request.on("response", (response) => {
      deadline.removeEventListener("abort", onDeadline);
      // The body's reader sees its errors; this keeps one before reading from being uncaught.
      response.on("error", () => undefined);
      resolve(response);
    });
    request.end();
  });
}

/** The body, decompressed, stopping as soon as it passes `maxBytes`. */
async function readBody(response: http.IncomingMessage, target: URL, options: OutboundFetchOptions, deadline: AbortSignal): Promise<Buffer> {
  const tooLarge = () => new OutboundFetchError("too-large", `The answer from ${target.host} is larger than ${formatBytes(options.maxBytes)}`);
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  let decoders: Transform[];
  try {
    decoders = decodersFor(response.headers["content-encoding"], target);
  } catch (error) {
    response.destroy();
    throw error;
  }
  const source = (decoders.length === 0 ? response : pipeline([response, ...decoders], () => undefined)) as Readable;
  const onDeadline = () => source.destroy(timeoutError(target, options.timeoutMs));
  if (deadline.aborted) onDeadline();
  deadline.addEventListener("abort", onDeadline, { once: true });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > options.maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    throw outboundError(error, target);
  } finally {
    deadline.removeEventListener("abort", onDeadline);
    source.destroy();
    response.destroy();
  }
  return Buffer.concat(chunks, size);
}

/** Decompressors for a Content-Encoding, in the order they undo it. */
function decodersFor(contentEncoding: string | undefined, target: URL): Transform[] {
  const encodings = (contentEncoding ?? "")
    .split(",")
    .map((encoding) => encoding.trim().toLowerCase())
    .filter((encoding) => encoding !== "" && encoding !== "identity");
  return encodings.reverse().map((encoding) => {
    if (encoding === "gzip" || encoding === "x-gzip") return zlib.createGunzip();
    if (encoding === "deflate") return zlib.createInflate();
    if (encoding === "br") return zlib.createBrotliDecompress();
    throw new OutboundFetchError("network", `${target.host} sent its answer in an encoding the server cannot read (${encoding})`);
  });
}

function toHeaders(rawHeaders: string[]): Headers {
  const headers = new Headers();
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    try {
      headers.append(rawHeaders[index]!, rawHeaders[index + 1]!);
    } catch {
      // A header Headers will not hold is one no caller could use.
    }
  }
  return headers;
}

const NETWORK_CODES: Record<string, string> = {
  ENOTFOUND: "no such host",
  EAI_AGAIN: "the name could not be looked up",
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ETIMEDOUT: "connection timed out",
  EPIPE: "connection closed",
};

/** Any failure of a hop, as the product says it; ours pass through unchanged. */
function outboundError(error: unknown, target: URL): OutboundFetchError {
  if (error instanceof OutboundFetchError) return error;
  const code = typeof (error as { code?: unknown })?.code === "string" ? (error as { code: string }).code : undefined;
  // zlib's codes, and Brotli's (ERR__ERROR_FORMAT_PADDING_1 and the like).
  if (code?.startsWith("Z_") || code?.startsWith("ERR__ERROR")) {
    return new OutboundFetchError("network", `${target.host} sent a compressed answer that could not be decompressed`, { cause: error });
  }
  if (code?.startsWith("HPE_")) {
    return new OutboundFetchError("network", `${target.host} sent an answer that is not valid HTTP (${code})`, { cause: error });
  }
  const known = code ? (NETWORK_CODES[code] ?? (/CERT|TLS|SSL/.test(code) ? "its certificate could not be verified" : undefined)) : undefined;
  const detail = known ? `${known} (${code})` : (code ?? (error instanceof Error ? error.message : String(error)));
  return new OutboundFetchError("network", `Could not reach ${target.host}: ${detail}`, { cause: error });
}

function timeoutError(target: URL, timeoutMs: number): OutboundFetchError {
  return new OutboundFetchError("timeout", `${target.host} did not answer within ${Number((timeoutMs / 1000).toFixed(1))} s`);
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
