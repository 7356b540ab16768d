/**
 * Outgoing mail. With SMTP_URL set it is sent. Without, mail is off: in development each
 * mail is written to the log with its links, so sign-up confirmation and password reset
 * work on a laptop; in production the log says only that a mail was not sent, for a
 * mailed link is a key to an account and a log is read by more people than its owner.
 */
import nodemailer from "nodemailer";
import type { ServerConfig } from "./config.server";
import { log } from "./log.server";
import { mailHandled } from "./metrics.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/** What the portal logs at start when it cannot send mail. */
export const MAIL_OFF_WARNING =
  "Mail is off: SMTP_URL is unset, so sign-up confirmations, password resets and the daily digest are not sent. Set SMTP_URL to send them.";

export function createMailer(config: Pick<ServerConfig, "smtpUrl" | "mailFrom" | "production">): SendMail {
  if (!config.smtpUrl) {
    return async (mail) => {
      if (config.production) log.warn({ to: mail.to, subject: mail.subject }, "Mail is off (SMTP_URL is unset): a mail was not sent");
      else log.info(`Mail to ${mail.to} (not sent: SMTP_URL is unset): ${mail.subject}\n${mail.text}`);
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
