import type { Handler } from './mock-api';

interface Connection {
  headers: Headers;
  controller: ReadableStreamDefaultController<Uint8Array>;
  isOpen: boolean;
}

const encoder = new TextEncoder();

/** `handler` answers each connection with a stream the test writes to (`emit`) or breaks (`fail`). */
export function fakeEventStream() {
  const connections: Connection[] = [];
  const open = () => connections.filter((connection) => connection.isOpen);

  const handler: Handler = ({ init }) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (started) => {
        controller = started;
      },
    });
    const connection: Connection = { headers: new Headers(init?.headers), controller, isOpen: true };
    init?.signal?.addEventListener('abort', () => {
      if (!connection.isOpen) return;
      connection.isOpen = false;
      controller.error(new DOMException('The operation was aborted.', 'AbortError'));
    });
    connections.push(connection);
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  };

  return {
    handler,
    connections,
    get current(): Connection | undefined {
      return open().at(-1);
    },
    emit(type: string, payload: unknown) {
      const connection = open().at(-1);
      if (!connection) throw new Error('No open event stream');
      connection.controller.enqueue(encoder.encode(`event: ${type}\ndata: ${JSON.stringify(payload)}\n\n`));
    },
    /** As a dropped network or a restarted server does. */
    fail() {
      const connection = open().at(-1);
      if (!connection) throw new Error('No open event stream');
      connection.isOpen = false;
      connection.controller.error(new TypeError('network error'));
    },
  };
}
