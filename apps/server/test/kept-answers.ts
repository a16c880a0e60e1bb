import type { AppInstance } from '../src/platform/context';

/** Pass `record` as `beforeReady` of createTestApp. */
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
