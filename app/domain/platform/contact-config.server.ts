/**
 * Where visitors reach the team (CONTACT_EMAIL, SUPPORT_EMAIL, SAFETY_EMAIL,
 * DEVELOPERS_EMAIL, SUPPORT_PHONE, LIVE_CHAT_URL, OFFICE_ADDRESS): read by readServerConfig
 * (config.server.ts).
 */
import { z } from "zod";
import type { ContactConfig } from "~/lib/contact";
import { textOr, url } from "./config-schema.server";

/** Mail links are built from it, so it must be one plain address and nothing a URL could misread. */
const email = (otherwise: string) =>
  textOr(otherwise).pipe(
    z.string().regex(/^[^\s@?&#<>"]+@[^\s@?&#<>"]+\.[^\s@?&#<>"]+$/, {
      error: (issue) => `must be one email address such as team@zowii.example (got "${String(issue.input)}").`,
    }),
  );

/**
 * The defaults are in reserved ranges (the .example domain, the 555-01xx numbers), so an
 * install that has not set its own shows nothing that looks like a real address.
 */
export const contactSettings = z
  .object({
    CONTACT_EMAIL: email("hello@zowii.example"),
    SUPPORT_EMAIL: email("support@zowii.example"),
    SAFETY_EMAIL: email("safety@zowii.example"),
    DEVELOPERS_EMAIL: email("developers@zowii.example"),
    SUPPORT_PHONE: textOr("+1 555 0100").pipe(
      z.string().refine((phone) => /^\+?[0-9 ().-]{5,30}$/.test(phone) && phone.replace(/\D/g, "").length >= 5, {
        error: (issue) => `must be a phone number such as +1 555 0100 (got "${String(issue.input)}").`,
      }),
    ),
    LIVE_CHAT_URL: textOr("https://chat.zowii.example/").pipe(
      url({ invalid: (value) => `is not a valid URL (got "${value}"): expected e.g. https://chat.example.com/.`, protocols: ["http:", "https:"] }),
    ),
    OFFICE_ADDRESS: textOr("Zowii, 1 Example Street, Example City"),
  })
  .transform((env): ContactConfig => ({
    generalEmail: env.CONTACT_EMAIL,
    supportEmail: env.SUPPORT_EMAIL,
    safetyEmail: env.SAFETY_EMAIL,
    developersEmail: env.DEVELOPERS_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    liveChatUrl: env.LIVE_CHAT_URL,
    officeAddress: env.OFFICE_ADDRESS,
  }));

/** Where visitors reach the team on an install that has set none of it. */
export const DEFAULT_CONTACT: ContactConfig = contactSettings.parse({});
