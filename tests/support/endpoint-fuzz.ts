/**
 * Random requests against every route of app/routes.ts and beyond: any method, path,
 * query string, header, content type and body, from four kinds of caller. Used by the
 * fuzz tests, which check that no request is answered with a 5xx, that the portal
 * stays up, and that callers without the admin role change nothing.
 */
import fc from "fast-check";
import http from "node:http";
import { AD_FILLS, CARD_PLACEMENTS, GAME_EVENTS, REFERRER_KINDS } from "~/lib/analytics";
import { CATEGORIES, PUBLISH_CATEGORIES } from "~/lib/categories";
import { CONTENT_PAGE_PATHS } from "../../content/pages/paths";
import { blogPage } from "../../content/pages/blog";
import { landingPages } from "../../content/landing";
import { ADMIN_PATH } from "./admin-accounts";

export const CALLERS = ["anonymous", "forged session", "member", "admin"] as const;
export type Caller = (typeof CALLERS)[number];

export interface FuzzRequest {
  caller: Caller;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** What the running install holds, so that requests can name real games, accounts and files. */
export interface KnownValues {
  slugs: string[];
  gameIds: string[];
  userIds: string[];
  emails: string[];
  thumbnailPaths: string[];
  /** Passwords that work; only the admin's requests may use them. */
  passwords: string[];
}

const INTENTS = [
  "sign-in",
  "sign-up",
  "two-factor",
  "forgot-password",
  "reset-password",
  "sign-out",
  "update",
  "delete",
  "set-role",
  "two-factor-start",
  "two-factor-confirm",
  "two-factor-off",
  "revoke",
  "add",
  "remove",
  "set",
  "reset",
  // Not "check" or "check-all": the admin's requests would send the checker to the catalog's hosts on the internet.
  "keep-up",
  "auto-hide",
  "settle",
];
const FIELD_NAMES = [
  "intent",
  "email",
  "password",
  "code",
  "backup",
  "token",
  "title",
  "description",
  "gameUrl",
  "thumbnail",
  "category",
  "tags",
  "id",
  "userId",
  "scope",
  "stars",
  "file",
  "host",
  "provider",
  "feedCategory",
  "on",
  "settlement",
  "kind",
  "text",
];
const QUERY_NAMES = [
  "q",
  "category",
  "view",
  "shown",
  "token",
  "error",
  "_routes",
  "index",
  "callbackURL",
  "page",
  "game",
  "days",
  "table",
  "who",
  "what",
  "from",
  "to",
  "target",
];
const ROUTE_IDS = [
  "root",
  "routes/home",
  "routes/game",
  "routes/blog-article",
  "routes/landing",
  "routes/admin/layout",
  "routes/admin/manage",
  "routes/admin/publish",
  "routes/admin/content",
  "routes/admin/content-editor",
  "admin-content-new",
  "routes/admin/content-history",
];
const CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-16",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=zowii-fuzz",
  "application/json",
  "text/plain",
  "text/html",
  "image/png",
  "application/octet-stream",
  "*/*",
  ";;;",
];

/** Odd pieces that have broken web servers before: bad percent escapes, traversal, NUL, huge. */
const NASTY_SEGMENTS = ["%", "%ff", "%E0%A4%A", "%00", "..", "%2e%2e", "%2F", "%25", "~", ".data", "_root.data", "index", "a".repeat(3000), "%C0%AF"];
const NASTY_QUERIES = ["?%", "?q=%ff", "?&&&=&", "?q=%00", `?q=${"a".repeat(9000)}`, "?_routes=", "?index&index", "?category=%E0%A4%A"];

/** Header values travel as Latin-1 without control characters. */
const headerText = (maxLength = 60) =>
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c !== 0x7f)
      .map((c) => String.fromCharCode(c)),
    maxLength,
  });

/** Mostly absent: an odd header on every request would stop most of them at the door. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>, oneIn = 6): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
}

/** Percent-encodes what may not travel raw in a request line, keeping ASCII (and broken escapes) as they are. */
function rawPath(text: string): string {
  return text.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}

function segment(known: KnownValues): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known.slugs) },
    { weight: 2, arbitrary: fc.webSegment() },
    { weight: 2, arbitrary: fc.string({ maxLength: 30 }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map(rawPath) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_SEGMENTS) },
  );
}

function routePath(known: KnownValues): fc.Arbitrary<string> {
  const seg = segment(known);
  const adminSection = fc.constantFrom(
    "",
    "/publish",
    "/manage",
    "/import",
    "/featured",
    "/content",
    "/content/new",
    "/content/preview",
    "/hosts",
    "/categories",
    "/feeds",
    "/health",
    "/reports",
    "/analytics",
    "/analytics/export",
    "/analytics/games",
    "/users",
    "/sessions",
    "/audit",
    "/auth",
    "/thumbnails",
  );
  return fc.oneof(
    fc.constant("/"),
    seg.map((s) => `/game/${s}`),
    fc.constantFrom(...CONTENT_PAGE_PATHS).map((page) => `/${page}`),
    fc.oneof(fc.constantFrom(...blogPage.articles.map((article) => article.slug)), seg).map((slug) => `/blog/${slug}`),
    seg.map((s) => `/${s}`),
    adminSection.map((section) => `${ADMIN_PATH}${section}`),
    fc.tuple(adminSection, seg).map(([section, s]) => `${ADMIN_PATH}${section}/${s}`),
    fc
      .oneof(
        fc.constant("verify-email"),
        seg.map((s) => `reset-password/${s}`),
        seg,
      )
      .map((rest) => `/api/auth/${rest}`),
    fc
      .tuple(fc.oneof(fc.constant("game-thumbnails"), seg), fc.oneof(fc.constantFrom(...known.thumbnailPaths), seg))
      .map(([bucket, file]) => `/storage/${bucket}/${file}`),
    fc.tuple(seg, fc.constantFrom("plays", "vote", "framing", "report", "failure", "related")).map(([slug, what]) => `/api/games/${slug}/${what}`),
    fc.tuple(fc.oneof(fc.constantFrom("snake", "2048"), seg), fc.oneof(fc.constant(""), seg)).map(([game, file]) => `/games/${game}/${file}`),
    seg.map((s) => `/assets/${s}`),
    fc.constantFrom(
      "/favicon.svg",
      "/robots.txt",
      "/sitemap.xml",
      "/ads.txt",
      "/images/placeholder-thumbnail.svg",
      "/api/search/suggestions",
      "/api/events",
      "/healthz",
      "/readyz",
    ),
    fc
      .oneof(fc.constantFrom("pages.xml", "landing-pages.xml", "categories.xml", "games-1.xml", "games-0.xml", "games-99999999999.xml"), seg)
      .map((file) => `/sitemaps/${file}`),
    // The keyword landing pages, as written and in other cases (the lookup ignores case).
    fc
      .tuple(fc.constantFrom(...landingPages.map((page) => page.keyword)), fc.boolean())
      .map(([keyword, upper]) => `/${upper ? keyword.toUpperCase() : keyword}`),
    fc.webPath().map(rawPath),
    // Request targets that are not a path at all: asterisk and absolute forms.
    fc.constantFrom("*", "http://evil.example/", `http://127.0.0.1${ADMIN_PATH}`, "?", "#"),
    fc.array(seg, { minLength: 1, maxLength: 6 }).map((parts) => `/${parts.join("/")}`),
  );
}

function pathWithQuery(known: KnownValues): fc.Arbitrary<string> {
  const value = fc.oneof(
    fc.constantFrom(...CATEGORIES, "new", "All", ...ROUTE_IDS, ...known.slugs, "24", "-1", "1e9"),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: "grapheme", maxLength: 10 }),
  );
  const query = fc.oneof(
    { weight: 4, arbitrary: fc.constant("") },
    {
      weight: 4,
      arbitrary: fc
        .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 8 })), value), { maxLength: 4 })
        .map((pairs) => `?${new URLSearchParams(pairs).toString()}`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_QUERIES) },
  );
  const dataSuffix = fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
  return fc.tuple(routePath(known), dataSuffix, fc.boolean(), query).map(([path, data, slash, q]) => {
    // React Router's data requests: /game/x.data, and /_root.data for the index.
    if (!path.startsWith("/")) return path;
    let full = data ? (path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`) : path;
    if (slash && !full.endsWith("/")) full += "/";
    return `${full}${q}`;
  });
}

function fieldValue(known: KnownValues, caller: Caller): fc.Arbitrary<string> {
  const real = [
    ...INTENTS,
    ...PUBLISH_CATEGORIES,
    ...known.slugs,
    ...known.gameIds,
    ...known.userIds,
    ...known.emails,
    ...known.thumbnailPaths.map((path) => `/storage/game-thumbnails/${path}`),
    "https://krunker.io/",
    "/games/snake/",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "does-not-load",
    "controls",
    "inappropriate",
    "other",
    "local",
    "others",
    "global",
    "true",
    "3",
    "0",
    "6",
    ...(caller === "admin" ? known.passwords : []),
  ];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    { weight: 2, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
    { weight: 1, arbitrary: fc.constantFrom("", " ", "x".repeat(6000), "<script>alert(1)</script>", "\u0000", "%00") },
  );
}

type Body = { bytes: Buffer; contentType: string } | null;

function multipart(fields: [string, string][], file: Uint8Array | null, closed: boolean): Body {
  const boundary = "zowii-fuzz";
  const parts = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, "")}"\r\n\r\n${value}\r\n`);
  const chunks = [Buffer.from(parts.join(""))];
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.png"\r\nContent-Type: image/png\r\n\r\n`));
    chunks.push(Buffer.from(file), Buffer.from("\r\n"));
  }
  if (closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { bytes: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function body(known: KnownValues, caller: Caller): fc.Arbitrary<Body> {
  const fields = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 10 })), fieldValue(known, caller)), {
    maxLength: 7,
  });
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    {
      weight: 5,
      arbitrary: fields.map((pairs) => ({
        bytes: Buffer.from(new URLSearchParams(pairs).toString()),
        contentType: "application/x-www-form-urlencoded",
      })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(fields, fc.option(fc.uint8Array({ maxLength: 2048 })), fc.boolean()).map(([pairs, file, closed]) => multipart(pairs, file, closed)),
    },
    {
      weight: 1,
      arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ bytes: Buffer.from(JSON.stringify(value) ?? "null"), contentType: "application/json" })),
    },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 4096 }).map((bytes) => ({ bytes: Buffer.from(bytes), contentType: "application/octet-stream" })),
    },
    {
      // A visitor's report of a problem, in the shape the report form sends, with odd kinds and texts.
      weight: 1,
      arbitrary: fc
        .record(
          {
            kind: fc.oneof(fc.constantFrom("does-not-load", "controls", "inappropriate", "other"), fc.jsonValue({ maxDepth: 1 })),
            text: fc.oneof(fc.string({ maxLength: 600 }), fc.string({ unit: "binary", maxLength: 100 }), fc.jsonValue({ maxDepth: 1 })),
          },
          { requiredKeys: [] },
        )
        .map((report) => ({ bytes: Buffer.from(JSON.stringify(report)), contentType: "application/json" })),
    },
    {
      // A page's batch of analytics events, in the shape pages send, with odd fields among the right ones.
      weight: 1,
      arbitrary: fc
        .array(
          fc.record(
            {
              type: fc.oneof(fc.constantFrom("page-view", "ad", ...GAME_EVENTS), fc.jsonValue({ maxDepth: 1 })),
              path: fc.oneof(fc.constantFrom("/", "/category/action", "/about", ...known.slugs.map((slug) => `/game/${slug}`)), fc.string({ maxLength: 300 })),
              referrer: fc.oneof(fc.constantFrom(...REFERRER_KINDS), fc.jsonValue({ maxDepth: 1 })),
              entry: fc.jsonValue({ maxDepth: 1 }),
              game: fc.oneof(fc.constantFrom(...known.slugs), fc.string({ maxLength: 200 })),
              at: fc.oneof(fc.constantFrom(...CARD_PLACEMENTS), fc.jsonValue({ maxDepth: 1 })),
              landing: fc.oneof(fc.constant("/"), fc.jsonValue({ maxDepth: 1 })),
              block: fc.oneof(fc.integer({ min: -2, max: 10 }), fc.jsonValue({ maxDepth: 1 })),
              fill: fc.oneof(fc.constantFrom(...AD_FILLS), fc.jsonValue({ maxDepth: 1 })),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 60 },
        )
        .map((events) => ({ bytes: Buffer.from(JSON.stringify({ events })), contentType: "application/json" })),
    },
  );
}

/** A method: mostly the ones routes handle, sometimes any token at all. */
const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("GET", "POST") },
  { weight: 3, arbitrary: fc.constantFrom("HEAD", "PUT", "PATCH", "DELETE", "OPTIONS") },
  // CONNECT opens a tunnel rather than sending a request, so it is not one to fuzz over HTTP/1.1.
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Z]{3,10}$/).filter((m) => m !== "CONNECT") },
);

export interface CallerCookies {
  member: string;
  admin: string;
}

function headers(origin: string, caller: Caller, cookies: () => CallerCookies, contentType: string | null) {
  const sessionCookie = fc.constant(caller === "member" ? cookies().member : caller === "admin" ? cookies().admin : "");
  const forged = fc.oneof(
    headerText(80).map((value) => `better-auth.session_token=${encodeURIComponent(value)}`),
    fc.uuid().map((id) => `better-auth.session_token=${id}.${"A".repeat(43)}`),
  );
  const extraCookie = fc.oneof(
    fc.uuid().map((id) => `zowii_visitor=${id}`),
    headerText(40).map((value) => `zowii_visitor=${value.replace(/[;,]/g, "")}`),
    fc.constantFrom("sidebar_state=false", "sidebar_state=%ff", "=", ";;", "a=b=c"),
    headerText(60).map((value) => value.replace(/[;]/g, "")),
  );
  return fc
    .record({
      session: caller === "forged session" ? forged : sessionCookie,
      extraCookies: fc.array(extraCookie, { maxLength: 3 }),
      origin: fc.oneof(
        { weight: 4, arbitrary: fc.constant(undefined) },
        { weight: 4, arbitrary: fc.constant(origin) },
        { weight: 1, arbitrary: fc.constantFrom("https://evil.example", "null", `${origin}.evil.example`) },
        { weight: 1, arbitrary: headerText(30) },
      ),
      secFetchSite: sometimes(fc.constantFrom("same-origin", "same-site", "cross-site", "none")),
      contentType: fc.oneof(
        { weight: 6, arbitrary: fc.constant(contentType ?? undefined) },
        { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
        { weight: 1, arbitrary: headerText(40) },
      ),
      accept: sometimes(fc.constantFrom("text/html", "application/json", "*/*", "text/x-script", "image/webp"), 2),
      acceptEncoding: sometimes(fc.constantFrom("br", "gzip", "gzip, deflate, br", "identity", "*", "br;q=0"), 2),
      ifNoneMatch: sometimes(fc.oneof(fc.constant("*"), headerText(30))),
      userAgent: sometimes(fc.constantFrom("Googlebot/2.1", "Mozilla/5.0 (X11; Linux x86_64) Chrome/140", "curl/8"), 2),
      forwardedFor: sometimes(fc.oneof(fc.ipV4(), fc.ipV6(), headerText(30))),
      forwardedProto: sometimes(fc.constantFrom("https", "http", "gopher", ""), 15),
      forwardedHost: sometimes(fc.oneof(fc.domain(), headerText(30)), 15),
      host: sometimes(fc.oneof(fc.domain(), fc.constantFrom("a b", "[::1", "localhost:99999", "", "%", "example.com:80:80")), 15),
      range: sometimes(fc.constantFrom("bytes=0-10", "bytes=-5", "bytes=9999999-", "bytes=x")),
      other: fc.dictionary(fc.stringMatching(/^x-[a-z0-9-]{1,20}$/), headerText(40), { maxKeys: 2 }),
    })
    .map((h) => {
      const out: Record<string, string> = { ...h.other };
      const cookie = [h.session, ...(h.extraCookies ?? [])].filter(Boolean).join("; ");
      if (cookie) out.cookie = cookie;
      if (h.origin !== undefined) out.origin = h.origin;
      if (h.secFetchSite) out["sec-fetch-site"] = h.secFetchSite;
      if (h.contentType !== undefined) out["content-type"] = h.contentType;
      if (h.accept) out.accept = h.accept;
      if (h.acceptEncoding) out["accept-encoding"] = h.acceptEncoding;
      if (h.ifNoneMatch) out["if-none-match"] = h.ifNoneMatch;
      if (h.userAgent) out["user-agent"] = h.userAgent;
      if (h.forwardedFor) out["x-forwarded-for"] = h.forwardedFor;
      if (h.forwardedProto !== undefined) out["x-forwarded-proto"] = h.forwardedProto;
      if (h.forwardedHost) out["x-forwarded-host"] = h.forwardedHost;
      if (h.host !== undefined) out.host = h.host;
      if (h.range) out.range = h.range;
      return out;
    });
}

/** One random request from one of `callers`. */
export function fuzzRequest(origin: string, known: KnownValues, cookies: () => CallerCookies, callers: readonly Caller[]): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...callers).chain((caller) =>
    fc.tuple(method, pathWithQuery(known), body(known, caller)).chain(([verb, path, payload]) =>
      headers(origin, caller, cookies, payload?.contentType ?? null).map((head) => ({
        caller,
        method: verb,
        path,
        headers: head,
        body: payload?.bytes ?? null,
      })),
    ),
  );
}

export interface FuzzResponse {
  status: number;
  /** The start of the body, for the report of a failure. */
  excerpt: string;
}

/** Sends a request exactly as generated: no header is normalised, no method refused. */
export function send(baseUrl: string, request: FuzzRequest, timeoutMs = 30_000): Promise<FuzzResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers };
    const setHost = headers.host === undefined;
    if (!setHost && headers.host === "") delete headers.host;
    if (request.body) headers["content-length"] = String(request.body.length);
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers,
        setHost,
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          if (size < 2000) chunks.push(chunk);
          size += chunk.length;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, excerpt: Buffer.concat(chunks).toString("utf8").slice(0, 300) }));
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on("error", reject);
    outgoing.end(request.body ?? undefined);
  });
}

export function describeRequest(request: FuzzRequest): string {
  const body = request.body ? ` body(${request.body.length} bytes): ${JSON.stringify(request.body.toString("latin1").slice(0, 200))}` : "";
  return `${request.caller}: ${request.method} ${request.path.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 600)}${body}`;
}
