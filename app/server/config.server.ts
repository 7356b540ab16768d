import path from "node:path";
import type { ContactConfig } from "~/lib/contact";
import { DEFAULT_SITE_NAME, DEFAULT_SITE_URL } from "~/lib/site";

/** A problem that stops the portal from starting, told in one line with what to do. */
export class StartupError extends Error {
  override name = "StartupError";
}

export interface ServerConfig {
  /** PostgreSQL connection string; unset means the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  siteName: string;
  /** The public origin (no path, no trailing slash): canonical URLs, Open Graph and sitemaps. */
  siteUrl: string;
  contact: ContactConfig;
}

export { DEFAULT_SITE_NAME, DEFAULT_SITE_URL };
export const DEFAULT_DATA_DIR = "./data";

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

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rawUrl = env.DATABASE_URL?.trim();
  return {
    databaseUrl: rawUrl ? validateDatabaseUrl(rawUrl) : undefined,
    dataDir: path.resolve(env.DATA_DIR?.trim() || DEFAULT_DATA_DIR),
    siteName: env.SITE_NAME?.trim() || DEFAULT_SITE_NAME,
    siteUrl: new URL(validateWebUrl("SITE_URL", env.SITE_URL?.trim() || DEFAULT_SITE_URL)).origin,
    contact: readContactConfig(env),
  };
}

function readContactConfig(env: NodeJS.ProcessEnv): ContactConfig {
  const value = (name: string, fallback: string) => env[name]?.trim() || fallback;
  return {
    generalEmail: validateEmail("CONTACT_EMAIL", value("CONTACT_EMAIL", DEFAULT_CONTACT.generalEmail)),
    supportEmail: validateEmail("SUPPORT_EMAIL", value("SUPPORT_EMAIL", DEFAULT_CONTACT.supportEmail)),
    safetyEmail: validateEmail("SAFETY_EMAIL", value("SAFETY_EMAIL", DEFAULT_CONTACT.safetyEmail)),
    developersEmail: validateEmail("DEVELOPERS_EMAIL", value("DEVELOPERS_EMAIL", DEFAULT_CONTACT.developersEmail)),
    supportPhone: validatePhone(value("SUPPORT_PHONE", DEFAULT_CONTACT.supportPhone)),
    liveChatUrl: validateWebUrl("LIVE_CHAT_URL", value("LIVE_CHAT_URL", DEFAULT_CONTACT.liveChatUrl)),
    officeAddress: value("OFFICE_ADDRESS", DEFAULT_CONTACT.officeAddress),
  };
}

function validateWebUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StartupError(`${name} is not a valid URL (got "${raw}"): expected something like https://zowii.example.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new StartupError(`${name} must start with http:// or https:// (got "${raw}").`);
  }
  return raw;
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
