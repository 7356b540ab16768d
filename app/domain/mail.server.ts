/**
 * Outgoing mail. With SMTP_URL set it is sent; without, it is written to the log with
 * its links, so sign-up confirmation and password reset work on a laptop too.
 */
import nodemailer from "nodemailer";
import type { ServerConfig } from "./config.server";
import { mailHandled } from "./metrics.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

export function createMailer(config: Pick<ServerConfig, "smtpUrl" | "mailFrom">): SendMail {
  if (!config.smtpUrl) {
    return async (mail) => {
      console.log(`Mail to ${mail.to} (not sent: SMTP_URL is unset): ${mail.subject}\n${mail.text}`);
      mailHandled("logged");
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return async (mail) => {
    try {
      await transport.sendMail({ from: config.mailFrom, ...mail });
    } catch (error) {
      mailHandled("failed");
      throw error;
    }
    mailHandled("sent");
  };
}
