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

/**
 * One SMTP connection kept open and reused for mail after mail (decision 047): a connection per
 * mail pays the TCP handshake, the server's greeting (often held back on purpose against spammers)
 * and EHLO each time, which made a bulk send a tenth of a second per mail. A connection the server
 * drops is replaced for the next mail; a mail it cut off goes again, at once or by the outbox's retry.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    // The outbox worker sends one mail at a time, in priority order: one connection per instance.
    maxConnections: 1,
    // A fresh session now and then, so no server's per-session limit is ever reached.
    maxMessages: 1_000,
  });
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
    // Called once nothing more is to be sent (shutdown, or a worker that dies on the spot): a mail
    // still being handed over is cut off, like a killed process's, and the outbox sends it again.
    close: () => transporter.close({ force: true }),
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
