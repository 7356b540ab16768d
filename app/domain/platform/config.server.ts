/**
 * The portal's one configuration, read from the environment once at start and checked:
 * a wrong value stops the start with one line that says what to do (StartupError). Each
 * section has its module: http-config, contact-config, and the ads' (ads/ads-settings).
 */
import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import type { ContactConfig } from "~/lib/contact";
import { DEFAULT_SITE_NAME, DEFAULT_SITE_URL } from "~/lib/site";
import { readAdsConfig, type AdsConfig } from "../ads/ads-settings.server";
import { readContactConfig } from "./contact-config.server";
import { readHttpConfig, readMetricsAddress, type HttpConfig, type ListenAddress } from "./http-config.server";
import { readBoolean, StartupError } from "./startup-error.server";

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

/** Said at start and on the dashboard while SITE_URL is unset. */
export function siteUrlWarning(siteUrl: string): string {
  return (
    `SITE_URL is not set, so pages, mails and the sitemap link to ${siteUrl}: search engines will see wrong links ` +
    "until SITE_URL is set to this site's public address (for example https://games.example.com) and the portal is restarted."
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
