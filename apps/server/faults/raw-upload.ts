import { randomBytes } from 'node:crypto';
import net from 'node:net';

export interface PartialUpload {
  more(bytes: number): Promise<void>;
  kill(): void;
  received(): string;
}

/** Declares the whole body's length but sends only part: a client killed mid-upload. */
export async function startPartialUpload(options: {
  port: number;
  path: string;
  token: string;
  fields: Record<string, string>;
  field: string;
  filename: string;
  contentType: string;
  head: Buffer;
  declaredFileBytes: number;
}): Promise<PartialUpload> {
  const boundary = `----mbfault${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(options.fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const opening = Buffer.from(
    `${fieldParts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${options.field}"; filename="${options.filename}"\r\nContent-Type: ${options.contentType}\r\n\r\n`,
  );
  const closing = `\r\n--${boundary}--\r\n`;
  const length = opening.length + options.declaredFileBytes + closing.length;
  const socket = net.connect(options.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  const write = (data: Buffer | string) =>
    new Promise<void>((resolve, reject) =>
      socket.write(data, (error) => (error ? reject(error) : resolve())),
    );
  await write(
    `POST ${options.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${options.token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`,
  );
  await write(opening);
  await write(options.head);
  return {
    async more(bytes) {
      await write(randomBytes(bytes));
    },
    kill: () => socket.destroy(),
    received: () => answer,
  };
}
