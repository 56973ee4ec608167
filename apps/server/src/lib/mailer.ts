import nodemailer from "nodemailer";
import { AppError } from "@questhq/core";
import type { Db } from "../db/client";
import { devMail } from "../db/schema/index";
import type { FastifyBaseLogger } from "fastify";

/** `headers`: extra headers (List-Unsubscribe…); the development mailbox keeps them to be seen. */
export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
export type Mailer = { send(mail: Mail): Promise<void>; isDevMailbox: boolean };

type MailerOptions = {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  /** Development only: without SMTP, keep mail in the database for /dev/mailbox (mail holds sign-in codes). */
  keepInDevMailbox?: boolean;
};

/** What an SMTP failure may say in a log or a retry record: codes only, never the mail (it may hold a code). */
function smtpFailure(err: unknown): { code?: string; responseCode?: number; command?: string } {
  const e = (typeof err === "object" && err !== null ? err : {}) as Record<string, unknown>;
  return {
    ...(typeof e.code === "string" ? { code: e.code } : {}),
    ...(typeof e.responseCode === "number" ? { responseCode: e.responseCode } : {}),
    ...(typeof e.command === "string" ? { command: e.command } : {}),
  };
}

/**
 * With SMTP_URL mail goes out for real. Without it, in development, it is kept in the database for the development
 * mailbox page, so sign-in works on a fresh clone; anywhere else nothing is kept and sending fails.
 * No log line carries a subject or a body: sign-in codes travel in both.
 */
export function createMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      isDevMailbox: false,
      async send(mail) {
        try {
          await transport.sendMail({ from: opts.from, ...mail });
        } catch (err) {
          const smtp = smtpFailure(err);
          opts.log.error({ to: mail.to, smtp }, "mail not sent: the SMTP server failed");
          const detail = [smtp.code, smtp.responseCode].filter(Boolean).join(" ");
          throw new Error(`mail to ${mail.to} not sent (SMTP ${detail || "error"})`);
        }
      },
    };
  }
  if (opts.keepInDevMailbox) {
    return {
      isDevMailbox: true,
      async send(mail) {
        await opts.db.insert(devMail).values(mail);
        opts.log.info({ to: mail.to }, "mail kept in the development mailbox (/dev/mailbox)");
      },
    };
  }
  return {
    isDevMailbox: false,
    async send(mail) {
      opts.log.warn({ to: mail.to }, "mail not sent: no SMTP_URL is set");
      throw new AppError("not_ready", "This server does not send email (no SMTP_URL is set).");
    },
  };
}
