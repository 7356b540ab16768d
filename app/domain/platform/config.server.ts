/**
 * The portal's one configuration, read from the environment once at start and checked:
 * a wrong value stops the start with one line that says what to do (StartupError). Each
 * section is a zod schema over the environment, in a module of its own: site-config,
 * storage-config, game-hosts-config, http-config, contact-config, and the ads'
 * (ads/ads-settings); their shapes are in config-schema.
 */
import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import type { ContactConfig } from "~/lib/contact";
import { DEFAULT_SITE_NAME, DEFAULT_SITE_URL } from "~/lib/site";
import { adsSettings, type AdsConfig } from "../ads/ads-settings.server";
import { readSection } from "./config-schema.server";
import { contactSettings } from "./contact-config.server";
import { DEFAULT_ALLOWED_GAME_HOSTS, gameHostSettings } from "./game-hosts-config.server";
import { httpSettings, type HttpConfig, type ListenAddress } from "./http-config.server";
import { siteSettings } from "./site-config.server";
import { StartupError } from "./startup-error.server";
import { describeDatabaseUrl, storageSettings } from "./storage-config.server";

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

export { DEFAULT_ALLOWED_GAME_HOSTS, DEFAULT_SITE_NAME, DEFAULT_SITE_URL, describeDatabaseUrl };

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

/** The whole configuration: each section parsed once over `env`; the first refusal stops the start. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    ...readSection(storageSettings, env),
    ...readSection(siteSettings, env),
    ...readSection(gameHostSettings, env),
    ...readSection(httpSettings, env),
    contact: readSection(contactSettings, env),
    ads: readSection(adsSettings, env),
  };
}
