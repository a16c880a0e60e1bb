import { describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../test/smtp-server';
import { createSmtpTransport } from './transport';

const mail = (n: number) => ({
  to: `student${n}@mb.test`,
  subject: `Mail ${n}`,
  text: `Body ${n}`,
  html: `<p>Body ${n}</p>`,
  attachments: [],
});

describe('SMTP transport', () => {
  it('sends mails one after another over one connection', async () => {
    const smtp = await startSmtpServer();
    const transport = createSmtpTransport(smtp.url, 'MentorBridge <no-reply@mb.test>');
    try {
      for (let n = 1; n <= 3; n++) await transport.send(mail(n));
      const received = await smtp.waitFor(3);
      expect(received.map((email) => email.subject)).toEqual(['Mail 1', 'Mail 2', 'Mail 3']);
      expect(smtp.connections()).toBe(1);
    } finally {
      await transport.close();
      await smtp.close();
    }
  });

  it('opens a new connection when the server closed the idle one', async () => {
    const first = await startSmtpServer();
    const port = Number(new URL(first.url).port);
    const transport = createSmtpTransport(first.url, 'mb@mb.test');
    try {
      await transport.send(mail(1));
      await first.close();
      const second = await startSmtpServer(port);
      try {
        await transport.send(mail(2));
        expect((await second.waitFor(1)).map((email) => email.subject)).toEqual(['Mail 2']);
      } finally {
        await second.close();
      }
    } finally {
      await transport.close();
    }
  });
});
