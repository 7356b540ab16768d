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

/** The mailboxes content may point to; the address behind each is configuration. */
export type Mailbox = "general" | "support" | "safety" | "developers";

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

/** The body of a message written in one of our forms, for the visitor's mail client. */
export function messageMailBody(fields: { name: string; email: string; category?: string; message: string }): string {
  const lines = [`Name: ${fields.name}`, `Email: ${fields.email}`];
  if (fields.category) lines.push(`Category: ${fields.category}`);
  return `${lines.join("\n")}\n\n${fields.message}`;
}
