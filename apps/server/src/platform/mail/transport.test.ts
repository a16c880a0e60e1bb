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

  it('delivers the sender, the recipient, both parts and the attachments as composed', async () => {
    const smtp = await startSmtpServer();
    const transport = createSmtpTransport(smtp.url, 'MentorBridge <no-reply@mb.test>');
    try {
      const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
      await transport.send({
        ...mail(1),
        subject: 'Session booked ✓',
        attachments: [
          {
            filename: 'session.ics',
            contentType: 'text/calendar; method=REQUEST',
            content: Buffer.from(ics).toString('base64'),
          },
        ],
      });
      const [email] = await smtp.waitFor(1);
      expect(email!.from).toMatchObject({ name: 'MentorBridge', address: 'no-reply@mb.test' });
      expect(email!.to).toEqual([expect.objectContaining({ address: 'student1@mb.test' })]);
      expect(email!.subject).toBe('Session booked ✓');
      expect(email!.text?.trim()).toBe('Body 1');
      expect(email!.html).toContain('<p>Body 1</p>');
      expect(email!.attachments).toHaveLength(1);
      expect(email!.attachments[0]).toMatchObject({ filename: 'session.ics' });
      expect(email!.attachments[0]!.mimeType).toBe('text/calendar');
      const content = email!.attachments[0]!.content;
      const decoded = typeof content === 'string' ? content : new TextDecoder().decode(content);
      // Line ends as the parser gives them back, for the old and the new way of sending alike.
      expect(decoded.replace(/\r\n/g, '\n')).toBe(ics.replace(/\r\n/g, '\n'));
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
