import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  url: string;
  received: Email[];
  /** SMTP connections opened to this server so far. */
  connections(): number;
  waitFor(count: number, timeoutMs?: number): Promise<Email[]>;
  close(): Promise<void>;
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: Email[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The app's pooled connection stays open while idle: closing ends it instead of waiting for its idle timeout.
    closeTimeout: 100,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            received.push(email);
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    connections: () => connections,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
