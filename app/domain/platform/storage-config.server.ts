/**
 * Where the data is kept, and for how long (DATABASE_URL, DATA_DIR,
 * ANALYTICS_RETENTION_DAYS): read by readServerConfig (config.server.ts).
 */
import path from "node:path";
import { z } from "zod";
import { optionalText, textOr, url, wholeNumber } from "./config-schema.server";

const EXPECTED_DATABASE_URL = "expected postgres://USER:PASSWORD@HOST:5432/DATABASE, or unset it to use the embedded database";

export const storageSettings = z
  .object({
    /** Unset: the embedded database in DATA_DIR. Refusals never repeat it: it holds the password. */
    DATABASE_URL: optionalText.pipe(
      url({
        invalid: () => `is not a valid URL: ${EXPECTED_DATABASE_URL}.`,
        protocols: ["postgres:", "postgresql:"],
        afterProtocol: `: ${EXPECTED_DATABASE_URL}`,
        check: (url) =>
          !url.hostname && !url.searchParams.get("host")
            ? `names no host: ${EXPECTED_DATABASE_URL}.`
            : url.pathname.length <= 1
              ? `names no database: ${EXPECTED_DATABASE_URL}.`
              : undefined,
      }).optional(),
    ),
    DATA_DIR: textOr("./data").transform((dir) => path.resolve(dir)),
    ANALYTICS_RETENTION_DAYS: wholeNumber({
      min: 1,
      max: 36_500,
      otherwise: 730,
      refusal: (value) => `must be a whole number of days from 1 to 36500 (got "${value}"); the default keeps 730 (2 years).`,
    }),
  })
  .transform((env) => ({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS }));

/** The URL without its password, for messages. */
export function describeDatabaseUrl(raw: string): string {
  const url = new URL(raw);
  const host = url.hostname || url.searchParams.get("host") || "";
  return `${host}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}
