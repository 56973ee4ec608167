import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { devMail } from "../db/schema/index";
import type { FastifyBaseLogger } from "fastify";

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void>; isDevMailbox: boolean };

/**
 * With SMTP_URL mail goes out for real; without it, it is logged and kept in the
 * database for the development mailbox page, so sign-in works on a fresh clone.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Db; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      isDevMailbox: false,
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  return {
    isDevMailbox: true,
    async send(mail) {
      await opts.db.insert(devMail).values(mail);
      opts.log.info({ to: mail.to, subject: mail.subject }, "mail kept in the development mailbox (/dev/mailbox)");
    },
  };
}
