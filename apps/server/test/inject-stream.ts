import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppInstance } from '../src/platform/context';

const FIRST_EVENT_MS = 5000;

/** A stream is read up to its first event, then let go; an error answer is read whole. */
export async function injectStream(
  app: AppInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_EVENT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    stream.on('data', (chunk: Buffer) => {
      chunks.push(Buffer.from(chunk));
      if (response.statusCode < 300 && Buffer.concat(chunks).toString().includes('data: ')) done();
    });
    stream.on('end', done);
    stream.on('error', done);
  });
  stream.destroy();
  const rawPayload = Buffer.concat(chunks);
  const body = rawPayload.toString();
  return Object.assign(response, { rawPayload, payload: body, body, json: () => JSON.parse(body) });
}
