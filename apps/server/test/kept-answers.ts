import type { AppInstance } from '../src/platform/context';

/**
 * The answer objects a route handed to Fastify for paths starting with `pathPrefix`, newest last: a test
 * checks that a kept answer itself was sent (platform/cache/kept-values.ts), so its bytes are written once.
 * Pass `record` as `beforeReady` of createTestApp.
 */
export function answersSent(pathPrefix: string) {
  const sent: unknown[] = [];
  const record = (app: AppInstance) => {
    app.addHook('preSerialization', async (request, _reply, payload) => {
      if (request.url.startsWith(pathPrefix)) sent.push(payload);
      return payload;
    });
  };
  return { sent, record, last: () => sent.at(-1) };
}
