import path from "node:path";

/** A problem that stops the portal from starting, told in one line with what to do. */
export class StartupError extends Error {
  override name = "StartupError";
}

export interface ServerConfig {
  /** PostgreSQL connection string; unset means the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  siteName: string;
  /** The portal's public origin, for links in mails (and canonical URLs). */
  siteUrl: string;
  /** Signs sessions; unset means one generated on first start and kept in the database. */
  authSecret: string | undefined;
  /** Where mail goes (smtp:// or smtps://); unset means mails are written to the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Hosts a published game may come from; unset means the seed catalog's hosts. */
  allowedGameHosts: string[] | undefined;
}

import { DEFAULT_SITE_NAME } from "~/lib/site";

export { DEFAULT_SITE_NAME };
export const DEFAULT_DATA_DIR = "./data";
export const DEFAULT_SITE_URL = "http://localhost:3000";

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rawUrl = env.DATABASE_URL?.trim();
  const siteName = env.SITE_NAME?.trim() || DEFAULT_SITE_NAME;
  const siteUrl = validateSiteUrl(env.SITE_URL?.trim() || DEFAULT_SITE_URL);
  return {
    databaseUrl: rawUrl ? validateDatabaseUrl(rawUrl) : undefined,
    dataDir: path.resolve(env.DATA_DIR?.trim() || DEFAULT_DATA_DIR),
    siteName,
    siteUrl,
    authSecret: validateAuthSecret(env.BETTER_AUTH_SECRET?.trim() || undefined),
    smtpUrl: validateSmtpUrl(env.SMTP_URL?.trim() || undefined),
    mailFrom: env.MAIL_FROM?.trim() || `${siteName} <no-reply@${new URL(siteUrl).hostname}>`,
    allowedGameHosts: readHostList(env.ALLOWED_GAME_HOSTS),
  };
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
      "BETTER_AUTH_SECRET is shorter than 32 characters: use a long random value (openssl rand -base64 32), " +
        "or unset it to have one generated.",
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
    throw new StartupError(
      `ALLOWED_GAME_HOSTS holds "${bad}", which is not a host name: list hosts separated by commas, e.g. "krunker.io, *.crazygames.com".`,
    );
  }
  return hosts;
}

function validateDatabaseUrl(raw: string): string {
  const expected =
    "expected postgres://USER:PASSWORD@HOST:5432/DATABASE, or unset it to use the embedded database";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StartupError(`DATABASE_URL is not a valid URL: ${expected}.`);
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new StartupError(
      `DATABASE_URL must start with postgres:// or postgresql:// (got ${url.protocol}//): ${expected}.`,
    );
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
