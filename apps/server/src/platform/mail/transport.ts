import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailAttachment } from '../../db/schema/mail';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export interface MailTransport {
  readonly name: 'smtp' | 'console';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export function createSmtpTransport(url: string, from: string): MailTransport {
  // Bounded waits: a hanging server fails the attempt well within the outbox's two-minute lease, so no other
  // instance sends the mail again. One pooled connection, as the outbox sends one mail at a time: a connection
  // (greeting, EHLO, QUIT) per mail cost more CPU than composing the mail; the pool closes it when idle.
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    idleTimeout: 20_000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(mail) {
      // Composed into one buffer first: streamed, a mail went out in one socket write per MIME part and line
      // group (17 for a mail with an .ics), each a system call on both ends.
      const message = new MailComposer({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.content, 'base64'),
        })),
      }).compile();
      await transporter.sendMail({ envelope: message.getEnvelope(), raw: await message.build() });
    },
    async close() {
      transporter.close();
    },
  };
}

interface MailLogger {
  info(object: object, message: string): void;
}

export function createConsoleTransport(logger: MailLogger): MailTransport {
  return {
    name: 'console',
    async send(mail) {
      logger.info(
        {
          mail: { to: mail.to, subject: mail.subject, attachments: mail.attachments.map((a) => a.filename) },
        },
        `mail to ${mail.to}: ${mail.subject}\n${mail.text}`,
      );
    },
    async close() {},
  };
}
