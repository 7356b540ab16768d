import type { Mailbox } from "../../content/pages/schema";

/** Where visitors reach the team (configuration, see the README), and links to it. */
export interface ContactConfig {
  generalEmail: string;
  supportEmail: string;
  safetyEmail: string;
  developersEmail: string;
  supportPhone: string;
  liveChatUrl: string;
  officeAddress: string;
}

export function mailboxAddress(contact: ContactConfig, mailbox: Mailbox): string {
  const addresses: Record<Mailbox, string> = {
    general: contact.generalEmail,
    support: contact.supportEmail,
    safety: contact.safetyEmail,
    developers: contact.developersEmail,
  };
  return addresses[mailbox];
}

/**
 * A mailto: link with a pre-filled subject and body. Mail clients read `%20`, not `+`,
 * as a space, and RFC 6068 wants line breaks as CRLF.
 */
export function mailtoHref(address: string, message: { subject?: string; body?: string } = {}): string {
  const fields = Object.entries(message)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value.replace(/\r?\n/g, "\r\n"))}`);
  return `mailto:${address}${fields.length > 0 ? `?${fields.join("&")}` : ""}`;
}

/** A tel: link: the number's digits, with its leading + kept. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;
}

/** What a visitor wrote in the contact or support form. */
export interface WrittenMessage {
  name: string;
  email: string;
  subject: string;
  /** Only the support form has one, and it is optional. */
  category?: string;
  message: string;
}

/** The support form's rule (docs/product.md §5): name, email, subject and message must not be empty. */
export function hasRequiredFields(message: WrittenMessage): boolean {
  return [message.name, message.email, message.subject, message.message].every((field) => field.trim() !== "");
}

/**
 * The mailto: link a form opens: the visitor's subject, and a body holding their
 * name, email, category (when chosen) and message.
 */
export function messageMailtoHref(address: string, message: WrittenMessage): string {
  const lines = [`Name: ${message.name.trim()}`, `Email: ${message.email.trim()}`];
  if (message.category?.trim()) lines.push(`Category: ${message.category.trim()}`);
  return mailtoHref(address, { subject: message.subject.trim(), body: `${lines.join("\n")}\n\n${message.message.trim()}` });
}
