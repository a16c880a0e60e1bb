import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppInstance } from '../src/platform/context';

const FIRST_EVENT_MS = 5000;

/**
 * `app.inject` for a route whose answer may never end (Server-Sent Events): an error answer is read whole;
 * a stream is read up to its first event, then let go (the app ends it when it closes). The result carries
 * what was read as its body, like any injected answer.
 */
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
