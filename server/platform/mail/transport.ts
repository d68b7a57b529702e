import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { devMailbox, type OutboxEmail } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../clock.ts';

export type OutgoingEmail = OutboxEmail & { messageId: string };

export type MailTransport = {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
};

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transporter.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        attachments: email.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
        })),
      });
    },
    close: () => transporter.close(),
  };
}

/** Development without SMTP: keep mail in the database and say so in the log (never the body: it may hold a code). */
export function createDevMailboxTransport(db: Db, clock: Clock, log: FastifyBaseLogger): MailTransport {
  return {
    async send(email) {
      await db
        .insert(devMailbox)
        .values({
          messageId: email.messageId,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html ?? null,
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: devMailbox.messageId });
      log.info({ to: email.to, subject: email.subject }, 'mail stored in the dev mailbox: see /dev/mail');
    },
    close: () => {},
  };
}
