/**
 * The site: its name and public address, how it sends mail, what signs its sessions, and
 * whether it runs in production (SITE_NAME, SITE_URL, MAIL_FROM, SMTP_URL,
 * BETTER_AUTH_SECRET, NODE_ENV): read by readServerConfig (config.server.ts).
 */
import { z } from "zod";
import { DEFAULT_SITE_NAME, DEFAULT_SITE_URL } from "~/lib/site";
import { optionalText, textOr, url } from "./config-schema.server";

export const siteSettings = z
  .object({
    SITE_NAME: textOr(DEFAULT_SITE_NAME),
    /** The origin alone; unset is DEFAULT_SITE_URL, and a warning (siteUrlWarning). */
    SITE_URL: optionalText.pipe(
      url({ invalid: (value) => `is not a valid URL (got "${value}"): expected e.g. https://games.example.com.`, protocols: ["http:", "https:"] })
        .transform((value) => new URL(value).origin)
        .optional(),
    ),
    /** Unset: "{SITE_NAME} <no-reply@{SITE_URL's host}>". */
    MAIL_FROM: optionalText,
    /** Refusals never repeat it: it may hold the mail server's password. */
    SMTP_URL: optionalText.pipe(
      url({
        invalid: () => "is not a valid URL: expected smtp://USER:PASSWORD@HOST:587, or unset it to log mails.",
        protocols: ["smtp:", "smtps:"],
      }).optional(),
    ),
    BETTER_AUTH_SECRET: optionalText.pipe(
      z
        .string()
        .min(32, { error: "is shorter than 32 characters: use a long random value (openssl rand -base64 32), or unset it to have one generated." })
        .optional(),
    ),
    NODE_ENV: z
      .string()
      .optional()
      .transform((mode) => mode === "production"),
  })
  .transform((env) => {
    const siteUrl = env.SITE_URL ?? DEFAULT_SITE_URL;
    return {
      siteName: env.SITE_NAME,
      siteUrl,
      siteUrlSet: env.SITE_URL !== undefined,
      mailFrom: env.MAIL_FROM ?? `${env.SITE_NAME} <no-reply@${new URL(siteUrl).hostname}>`,
      smtpUrl: env.SMTP_URL,
      authSecret: env.BETTER_AUTH_SECRET,
      production: env.NODE_ENV,
    };
  });
