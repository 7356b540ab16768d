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
}

import { DEFAULT_SITE_NAME } from "~/lib/site";

export { DEFAULT_SITE_NAME };
export const DEFAULT_DATA_DIR = "./data";

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rawUrl = env.DATABASE_URL?.trim();
  return {
    databaseUrl: rawUrl ? validateDatabaseUrl(rawUrl) : undefined,
    dataDir: path.resolve(env.DATA_DIR?.trim() || DEFAULT_DATA_DIR),
    siteName: env.SITE_NAME?.trim() || DEFAULT_SITE_NAME,
  };
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
