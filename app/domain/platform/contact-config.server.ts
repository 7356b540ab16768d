/**
 * Where visitors reach the team (CONTACT_EMAIL, SUPPORT_EMAIL, SAFETY_EMAIL,
 * DEVELOPERS_EMAIL, SUPPORT_PHONE, LIVE_CHAT_URL, OFFICE_ADDRESS): read by readServerConfig
 * (config.server.ts).
 */
import type { ContactConfig } from "~/lib/contact";
import { StartupError } from "./startup-error.server";

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

export function readContactConfig(env: NodeJS.ProcessEnv): ContactConfig {
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
