import net from 'node:net';

export interface SlowRequest {
  finish(): Promise<{ status: number; headers: string; body: string; wasReset: boolean }>;
}

/** `Connection: close`, so the answer ends with the socket. */
export async function startSlowPost(
  port: number,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<SlowRequest> {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const chunks: Buffer[] = [];
  let wasReset = false;
  socket.on('data', (chunk) => chunks.push(chunk));
  const closed = new Promise<void>((resolve) => {
    socket.on('error', () => {
      wasReset = true;
    });
    socket.on('close', () => resolve());
  });
  const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\n` +
      `Content-Length: ${payload.length}\r\n${extra.join('')}\r\n`,
  );
  socket.write(payload.subarray(0, half));
  return {
    async finish() {
      socket.write(payload.subarray(half));
      await closed;
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const status = Number(head.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
      return { status, headers: head, body: rest.join('\r\n\r\n'), wasReset };
    },
  };
}
