import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { parseEnv } from "node:util";
import type { ContactConfig } from "~/lib/contact";
import { AD_BLOCK_COUNT } from "~/lib/constants";
import { DEFAULT_SITE_NAME, DEFAULT_SITE_URL } from "~/lib/site";

/** A problem that stops the portal from starting, told in one line with what to do. */
export class StartupError extends Error {
  override name = "StartupError";
}

/**
 * The game sites a game may be published from when ALLOWED_GAME_HOSTS is unset: the
 * distributors and studios the portal started with. A list of its own, so that editing the
 * seed catalog never widens what the panel accepts or what the page's CSP lets frame.
 */
export const DEFAULT_ALLOWED_GAME_HOSTS: readonly string[] = [
  "1v1.lol",
  "adarkroom.doublespeakgames.com",
  "agar.io",
  "arras.io",
  "basketbros.io",
  "bloxd.io",
  "bonk.io",
  "candybox2.github.io",
  "cardgames.io",
  "classic.minecraft.net",
  "codenames.game",
  "dan-ball.jp",
  "deeeep.io",
  "devast.io",
  "diep.io",
  "dominion.games",
  "ev.io",
  "florr.io",
  "garticphone.com",
  "generals.io",
  "hole-io.com",
  "jstris.jezevec10.com",
  "kirka.io",
  "krunker.io",
  "lichess.org",
  "littlealchemy2.com",
  "littlebigsnake.com",
  "lordz.io",
  "mapstd.com",
  "moomoo.io",
  "mope.io",
  "narrow.one",
  "orteil.dashnet.org",
  "paper-io.com",
  "play.typeracer.com",
  "play2048.co",
  "poki.com",
  "powerline.io",
  "quickdraw.withgoogle.com",
  "sandboxels.r74n.com",
  "sandspiel.club",
  "shellshock.io",
  "skribbl.io",
  "slither.io",
  "slowroads.io",
  "smashkarts.io",
  "snowball.io",
  "starve.io",
  "taming.io",
  "tanktrouble.com",
  "territorial.io",
  "tetr.io",
  "venge.io",
  "worldofsolitaire.com",
  "wormate.io",
  "www.coolmathgames.com",
  "www.crazygames.com",
  "www.decisionproblem.com",
  "www.foddy.net",
  "www.geo-fs.com",
  "www.geoguessr.com",
  "www.google.com",
  "www.haxball.com",
  "www.kodub.com",
  "www.lexaloffle.com",
  "www.linerider.com",
  "www.nytimes.com",
  "www.y8.com",
  "yohoho.io",
  "yorg.io",
  "zombs.io",
  "zombsroyale.io",
];

export interface ServerConfig {
  /** PostgreSQL connection string; unset means the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  siteName: string;
  /** The portal's public origin, for links in mails (and canonical URLs). */
  siteUrl: string;
  /** Whether SITE_URL was set: without it, links name the default and search engines index wrong ones. */
  siteUrlSet: boolean;
  /** Signs sessions; unset means one generated on first start and kept in the database. */
  authSecret: string | undefined;
  /** Where mail goes (smtp:// or smtps://); unset means mail is off (in development, mails are written to the log). */
  smtpUrl: string | undefined;
  /** NODE_ENV=production: nothing a visitor or operator could use (a mailed link) goes to the log. */
  production: boolean;
  mailFrom: string;
  /** Hosts a published game may come from; unset means DEFAULT_ALLOWED_GAME_HOSTS. */
  allowedGameHosts: readonly string[];
  /** Whether the server may fetch from private and loopback addresses (a LAN install, tests). */
  allowPrivateFetch: boolean;
  /** Where visitors reach the team: the content pages' mail, phone and chat links. */
  contact: ContactConfig;
  /** The ad network; none configured means house promotions in every ad slot. */
  ads: AdsConfig;
  /** How the HTTP server listens, stops and reads client addresses. */
  http: HttpConfig;
  /** How many days the analytics' daily roll-ups are kept. */
  analyticsRetentionDays: number;
  /** Where the Prometheus metrics are served, apart from the public port; unset serves (and counts) none. */
  metricsAddress: ListenAddress | undefined;
}

/** A host (a name or an address; IPv6 without its brackets) and a port to listen on. */
export interface ListenAddress {
  host: string;
  port: number;
}

export interface HttpConfig {
  port: number;
  host: string;
  /** How long a shutdown lets requests in progress finish, and the database close. */
  shutdownTimeoutMs: number;
  /** Which proxies' X-Forwarded-For to believe, as Express's "trust proxy" takes it: a hop count, true/false, or addresses such as "loopback". */
  trustProxy: boolean | number | string;
  /** How many threads render the pages shared by every visitor; 0 renders them in the portal's own thread. */
  renderThreads: number;
  /** Whether every request gets an access line in the log (nginx usually writes one already). */
  logRequests: boolean;
}

export interface AdsConfig {
  /** The network's script, loaded in the browser after the visitor accepts ads. */
  networkScriptUrl: string | undefined;
  /** The network's id of each block 1-8 (index 0 is block 1); null shows a house promotion. */
  blockIds: (string | null)[];
  /** Origins the network needs besides its script's (frames, images, reports), for the Content-Security-Policy. */
  extraOrigins: string[];
  /** The body of /ads.txt; unset answers 404. */
  adsTxt: string | undefined;
}

export { DEFAULT_SITE_NAME, DEFAULT_SITE_URL };
export const DEFAULT_DATA_DIR = "./data";

/**
 * The environment file an operator's command reads before its configuration: `--env-file FILE`,
 * else ZOWII_ENV_FILE, else none. The service's own file (/etc/zowii/zowii.env) makes a command
 * use the database the running site uses.
 */
export function commandEnvironmentFile(option: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  return option?.trim() || env.ZOWII_ENV_FILE?.trim() || undefined;
}

/**
 * Sets the variables of an environment file (NAME=value lines, as systemd's EnvironmentFile and
 * Node's --env-file read them) in `env`. The file wins over what the shell already has: a
 * command given the service's file sees what the service sees, not a DATABASE_URL or DATA_DIR
 * left in the operator's shell.
 */
export function loadEnvironmentFile(file: string, env: NodeJS.ProcessEnv = process.env): void {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new StartupError(`The environment file ${path.resolve(file)} cannot be read (${code}): name the service's file, as its unit's EnvironmentFile does.`);
  }
  Object.assign(env, parseEnv(text));
}

/**
 * Where visitors reach the team. The defaults are in reserved ranges (the .example
 * domain, the 555-01xx numbers), so an install that has not set its own shows nothing
 * that looks like a real address.
 */
export const DEFAULT_CONTACT: ContactConfig = {
  generalEmail: "hello@zowii.example",
  supportEmail: "support@zowii.example",
  safetyEmail: "safety@zowii.example",
  developersEmail: "developers@zowii.example",
  supportPhone: "+1 555 0100",
  liveChatUrl: "https://chat.zowii.example/",
  officeAddress: "Zowii, 1 Example Street, Example City",
};

/** Said at start and on the dashboard while SITE_URL is unset. */
export function siteUrlWarning(siteUrl: string): string {
  return (
    `SITE_URL is not set, so pages, mails and the sitemap link to ${siteUrl}: search engines will see wrong links ` +
    "until SITE_URL is set to this site's public address (for example https://games.example.com) and the portal is restarted."
  );
}

/**
 * A hop count or `true` believes X-Forwarded-For from whoever connects: behind a proxy on
 * this machine that is the proxy, but a portal listening on a public address is reached
 * directly too, and such a client names its own address, stepping round every per-address
 * limit (sign-ins, plays, votes). Null when the setting is safe.
 */
export function trustProxyWarning({ trustProxy, host }: Pick<HttpConfig, "trustProxy" | "host">): string | null {
  const anyHop = trustProxy === true || typeof trustProxy === "number";
  const loopback = /^(127\.|::1$|localhost$|::ffff:127\.)/i.test(host);
  if (!anyHop || loopback) return null;
  return (
    `TRUST_PROXY=${String(trustProxy)} believes X-Forwarded-For from whoever connects, and the portal listens on ${host}: a client that reaches it directly ` +
    "chooses its own address and steps round the limits per address. Set TRUST_PROXY=loopback (a proxy on this machine) or to the proxy's address, or HOST=127.0.0.1."
  );
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rawUrl = env.DATABASE_URL?.trim();
  const siteName = env.SITE_NAME?.trim() || DEFAULT_SITE_NAME;
  const siteUrl = validateSiteUrl(env.SITE_URL?.trim() || DEFAULT_SITE_URL);
  const http = readHttpConfig(env);
  return {
    databaseUrl: rawUrl ? validateDatabaseUrl(rawUrl) : undefined,
    dataDir: path.resolve(env.DATA_DIR?.trim() || DEFAULT_DATA_DIR),
    siteName,
    siteUrl,
    siteUrlSet: Boolean(env.SITE_URL?.trim()),
    authSecret: validateAuthSecret(env.BETTER_AUTH_SECRET?.trim() || undefined),
    smtpUrl: validateSmtpUrl(env.SMTP_URL?.trim() || undefined),
    production: env.NODE_ENV === "production",
    mailFrom: env.MAIL_FROM?.trim() || `${siteName} <no-reply@${new URL(siteUrl).hostname}>`,
    allowedGameHosts: readHostList(env.ALLOWED_GAME_HOSTS) ?? DEFAULT_ALLOWED_GAME_HOSTS,
    allowPrivateFetch: readBoolean("ALLOW_PRIVATE_FETCH", env.ALLOW_PRIVATE_FETCH),
    contact: readContactConfig(env),
    ads: readAdsConfig(env),
    http,
    analyticsRetentionDays: readRetentionDays(env.ANALYTICS_RETENTION_DAYS),
    metricsAddress: readMetricsAddress(env.METRICS_ADDRESS, http.port),
  };
}

/**
 * METRICS_ADDRESS: HOST:PORT ([::1]:9464 for IPv6). The host is required: listening on
 * every address by default would show the metrics to whoever reaches the machine. The
 * public port is refused, so that the metrics can never be the visitors' to read.
 */
function readMetricsAddress(raw: string | undefined, publicPort: number): ListenAddress | undefined {
  const value = raw?.trim() ?? "";
  if (value === "") return undefined;
  const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)):(\d{1,5})$/.exec(value);
  const port = Number(match?.[3]);
  if (!match || port < 1 || port > 65535) {
    throw new StartupError(
      `METRICS_ADDRESS must be HOST:PORT, such as 127.0.0.1:9464 ([::1]:9464 for IPv6), with a port from 1 to 65535 (got "${value}"); unset it to serve no metrics.`,
    );
  }
  if (port === publicPort) {
    throw new StartupError(
      `METRICS_ADDRESS uses the portal's own port ${port} (PORT): the metrics are served on a port of their own, never to visitors; choose another, such as 127.0.0.1:9464.`,
    );
  }
  return { host: match[1] ?? match[2]!, port };
}

export const DEFAULT_ANALYTICS_RETENTION_DAYS = 730;

function readRetentionDays(raw: string | undefined): number {
  const value = raw?.trim() ?? "";
  if (value === "") return DEFAULT_ANALYTICS_RETENTION_DAYS;
  const days = Number(value);
  if (!/^\d+$/.test(value) || days < 1 || days > 36_500) {
    throw new StartupError(`ANALYTICS_RETENTION_DAYS must be a whole number of days from 1 to 36500 (got "${value}"); the default keeps 730 (2 years).`);
  }
  return days;
}

function readHttpConfig(env: NodeJS.ProcessEnv): HttpConfig {
  const rawPort = env.PORT?.trim() || "3000";
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) throw new StartupError(`PORT must be a port number from 0 to 65535 (got "${rawPort}").`);
  const rawTimeout = env.SHUTDOWN_TIMEOUT_MS?.trim() ?? "";
  const shutdownTimeoutMs = rawTimeout === "" ? 10_000 : Number(rawTimeout);
  if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs <= 0) {
    throw new StartupError(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds (got "${env.SHUTDOWN_TIMEOUT_MS}").`);
  }
  const proxy = env.TRUST_PROXY?.trim() ?? "";
  const trustProxy = proxy === "" || proxy === "false" ? false : proxy === "true" ? true : /^\d+$/.test(proxy) ? Number(proxy) : proxy;
  return {
    port,
    host: env.HOST?.trim() || "0.0.0.0",
    shutdownTimeoutMs,
    trustProxy,
    renderThreads: readRenderThreads(env.RENDER_THREADS),
    logRequests: readBoolean("LOG_REQUESTS", env.LOG_REQUESTS),
  };
}

export const MAX_RENDER_THREADS = 16;

/**
 * One render thread a core, up to four: the portal's own thread answers requests and the
 * cache, the embedded database's thread its queries, and a single core gains nothing.
 */
export function defaultRenderThreads(cores = os.availableParallelism()): number {
  return cores < 2 ? 0 : Math.min(cores, 4);
}

function readRenderThreads(raw: string | undefined): number {
  const value = raw?.trim() ?? "";
  if (value === "") return defaultRenderThreads();
  const count = Number(value);
  if (!/^\d+$/.test(value) || count > MAX_RENDER_THREADS) {
    throw new StartupError(
      `RENDER_THREADS must be a whole number from 0 to ${MAX_RENDER_THREADS} (got "${value}"); 0 renders pages in the portal's own thread.`,
    );
  }
  return count;
}

function readContactConfig(env: NodeJS.ProcessEnv): ContactConfig {
  const value = (name: string, fallback: string) => env[name]?.trim() || fallback;
  return {
    generalEmail: validateEmail("CONTACT_EMAIL", value("CONTACT_EMAIL", DEFAULT_CONTACT.generalEmail)),
    supportEmail: validateEmail("SUPPORT_EMAIL", value("SUPPORT_EMAIL", DEFAULT_CONTACT.supportEmail)),
    safetyEmail: validateEmail("SAFETY_EMAIL", value("SAFETY_EMAIL", DEFAULT_CONTACT.safetyEmail)),
    developersEmail: validateEmail("DEVELOPERS_EMAIL", value("DEVELOPERS_EMAIL", DEFAULT_CONTACT.developersEmail)),
    supportPhone: validatePhone(value("SUPPORT_PHONE", DEFAULT_CONTACT.supportPhone)),
    liveChatUrl: validateChatUrl(value("LIVE_CHAT_URL", DEFAULT_CONTACT.liveChatUrl)),
    officeAddress: value("OFFICE_ADDRESS", DEFAULT_CONTACT.officeAddress),
  };
}

function validateEmail(name: string, raw: string): string {
  // Mail links are built from it, so it must be one plain address and nothing a URL could misread.
  if (!/^[^\s@?&#<>"]+@[^\s@?&#<>"]+\.[^\s@?&#<>"]+$/.test(raw)) {
    throw new StartupError(`${name} must be one email address such as team@zowii.example (got "${raw}").`);
  }
  return raw;
}

function validatePhone(raw: string): string {
  if (!/^\+?[0-9 ().-]{5,30}$/.test(raw) || raw.replace(/\D/g, "").length < 5) {
    throw new StartupError(`SUPPORT_PHONE must be a phone number such as +1 555 0100 (got "${raw}").`);
  }
  return raw;
}

function validateChatUrl(raw: string): string {
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    throw new StartupError(`LIVE_CHAT_URL is not a valid URL (got "${raw}"): expected e.g. https://chat.example.com/.`);
  }
  if (protocol !== "http:" && protocol !== "https:") {
    throw new StartupError(`LIVE_CHAT_URL must start with http:// or https:// (got ${protocol}//).`);
  }
  return raw;
}

function validateSiteUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StartupError(`SITE_URL is not a valid URL (got "${raw}"): expected e.g. https://games.example.com.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new StartupError(`SITE_URL must start with http:// or https:// (got ${url.protocol}//).`);
  }
  return url.origin;
}

function validateAuthSecret(secret: string | undefined): string | undefined {
  if (secret !== undefined && secret.length < 32) {
    throw new StartupError(
      "BETTER_AUTH_SECRET is shorter than 32 characters: use a long random value (openssl rand -base64 32), " + "or unset it to have one generated.",
    );
  }
  return secret;
}

function validateSmtpUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    throw new StartupError("SMTP_URL is not a valid URL: expected smtp://USER:PASSWORD@HOST:587, or unset it to log mails.");
  }
  if (protocol !== "smtp:" && protocol !== "smtps:") {
    throw new StartupError(`SMTP_URL must start with smtp:// or smtps:// (got ${protocol}//).`);
  }
  return raw;
}

/** "a.com, *.b.com" -> ["a.com", "*.b.com"]; a host is a name with an optional port. */
function readHostList(raw: string | undefined): string[] | undefined {
  const hosts = (raw ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (hosts.length === 0) return undefined;
  const bad = hosts.find((host) => !/^(\*\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/.test(host));
  if (bad) {
    throw new StartupError(`ALLOWED_GAME_HOSTS holds "${bad}", which is not a host name: list hosts separated by commas, e.g. "krunker.io, *.crazygames.com".`);
  }
  return hosts;
}

function readAdsConfig(env: NodeJS.ProcessEnv): AdsConfig {
  const networkScriptUrl = validateAdScriptUrl(env.AD_NETWORK_SCRIPT_URL?.trim() || undefined);
  const blockIds = readAdBlockIds(env.AD_BLOCK_IDS);
  const extraOrigins = readAdOrigins(env.AD_NETWORK_ORIGINS);
  const configured = blockIds.some((id) => id !== null);
  if (networkScriptUrl && !configured) {
    throw new StartupError(
      'AD_NETWORK_SCRIPT_URL is set but AD_BLOCK_IDS names no block: set e.g. AD_BLOCK_IDS="1=1234567, 2=1234568", or unset AD_NETWORK_SCRIPT_URL.',
    );
  }
  if (!networkScriptUrl && (configured || extraOrigins.length > 0)) {
    const name = configured ? "AD_BLOCK_IDS" : "AD_NETWORK_ORIGINS";
    throw new StartupError(`${name} is set but AD_NETWORK_SCRIPT_URL is not: set the ad network's script URL, or unset ${name}.`);
  }
  return { networkScriptUrl, blockIds, extraOrigins, adsTxt: readAdsTxt(env.ADS_TXT) };
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https only: an ad script over plain http could be swapped on the way. Plain http is for this machine. */
function isSecureEnough(url: URL): boolean {
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
}

function validateAdScriptUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StartupError(`AD_NETWORK_SCRIPT_URL is not a valid URL (got "${raw}"): expected e.g. https://ads.example.net/tag.js.`);
  }
  if (!isSecureEnough(url) || url.username || url.password) {
    throw new StartupError(
      `AD_NETWORK_SCRIPT_URL must be an https:// address without a user name (got ${url.protocol}//${url.host}); http:// is accepted for localhost only.`,
    );
  }
  return url.href;
}

/** "1=1234567, 2=ca-pub-1/leaderboard" -> the network's id per block; blocks not named stay null. */
function readAdBlockIds(raw: string | undefined): (string | null)[] {
  const ids: (string | null)[] = Array.from({ length: AD_BLOCK_COUNT }, () => null);
  const entries = (raw ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const match = entry.match(/^(\d+)\s*=\s*([A-Za-z0-9][A-Za-z0-9_.:/-]{0,127})$/);
    const block = Number(match?.[1]);
    if (!match || block < 1 || block > AD_BLOCK_COUNT) {
      throw new StartupError(
        `AD_BLOCK_IDS holds "${entry}": expected BLOCK=ID pairs with blocks 1 to ${AD_BLOCK_COUNT} and ids of letters, digits and _.:/-, e.g. "1=1234567, 2=1234568".`,
      );
    }
    if (ids[block - 1] !== null) throw new StartupError(`AD_BLOCK_IDS names block ${block} twice: keep one id per block.`);
    ids[block - 1] = match[2]!;
  }
  return ids;
}

/** "https://cdn.ads.example, https://*.ads.example" -> the origins, as a Content-Security-Policy writes them. */
function readAdOrigins(raw: string | undefined): string[] {
  const origins = (raw ?? "")
    .split(",")
    .map((origin) => origin.trim().toLowerCase().replace(/\/$/, ""))
    .filter(Boolean);
  for (const origin of origins) {
    const match = origin.match(/^(https?):\/\/(\*\.)?([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(:\d{1,5})?$/);
    const secure = match && (match[1] === "https" || (!match[2] && LOOPBACK_HOSTS.has(match[3]!)));
    if (!secure) {
      throw new StartupError(
        `AD_NETWORK_ORIGINS holds "${origin}", which is not an https:// origin: list origins separated by commas, e.g. "https://cdn.ads.example, https://*.ads.example".`,
      );
    }
  }
  return [...new Set(origins)];
}

const ADS_TXT_VARIABLE = /^(contact|subdomain|inventorypartnerdomain|ownerdomain|managerdomain)=\S/i;
const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i;

/** One ads.txt line: a record (domain, account, DIRECT or RESELLER, optional authority id), a variable, or a comment. */
function isAdsTxtLine(line: string): boolean {
  const content = line.replace(/#.*$/, "").trim();
  if (content === "" || ADS_TXT_VARIABLE.test(content)) return true;
  const fields = content.split(",").map((field) => field.trim());
  if (fields.length < 3 || fields.length > 4 || fields.some((field) => !field || /\s/.test(field))) return false;
  return DOMAIN.test(fields[0]!) && /^(direct|reseller)$/i.test(fields[2]!);
}

/** ADS_TXT: the lines of /ads.txt, separated by newlines or semicolons (environment variables rarely hold newlines). */
function readAdsTxt(raw: string | undefined): string | undefined {
  const lines = (raw ?? "")
    .split(/[;\n]/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return undefined;
  lines.forEach((line, index) => {
    if (/[^\x20-\x7e]/.test(line) || !isAdsTxtLine(line)) {
      throw new StartupError(
        `ADS_TXT line ${index + 1} ("${line.slice(0, 80)}") is not an ads.txt line: expected e.g. "ads.example.net, pub-1234567, DIRECT, f08c47fec0942fa0" or "contact=ads@example.com", lines separated by ";".`,
      );
    }
  });
  return `${lines.join("\n")}\n`;
}

function validateDatabaseUrl(raw: string): string {
  const expected = "expected postgres://USER:PASSWORD@HOST:5432/DATABASE, or unset it to use the embedded database";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StartupError(`DATABASE_URL is not a valid URL: ${expected}.`);
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new StartupError(`DATABASE_URL must start with postgres:// or postgresql:// (got ${url.protocol}//): ${expected}.`);
  }
  const socketHost = url.searchParams.get("host");
  if (!url.hostname && !socketHost) {
    throw new StartupError(`DATABASE_URL names no host: ${expected}.`);
  }
  if (url.pathname.length <= 1) {
    throw new StartupError(`DATABASE_URL names no database: ${expected}.`);
  }
  return raw;
}

/** The URL without its password, for messages. */
export function describeDatabaseUrl(raw: string): string {
  const url = new URL(raw);
  const host = url.hostname || url.searchParams.get("host") || "";
  return `${host}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}

/** "true" or "false" (any case), unset meaning false; anything else stops the start. */
function readBoolean(name: string, raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase() ?? "";
  if (value === "" || value === "false") return false;
  if (value === "true") return true;
  throw new StartupError(`${name} must be true or false (got "${raw}").`);
}
