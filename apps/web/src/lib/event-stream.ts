import { getToken } from './session';

export interface StreamEvent {
  type: string;
  data: string;
}

/** WHATWG HTML "Server-sent events": comment lines (`:`) ignored, an empty line dispatches the event. */
export function createEventParser(onEvent: (event: StreamEvent) => void): (chunk: string) => void {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  // A chunk that ended with '\r' may be followed by one starting with the '
  // ' of the same line break.
  let isAfterCr = false;
  return (chunk) => {
    buffer += isAfterCr && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
    isAfterCr = chunk.endsWith('\r');
    const lines = buffer.split(/\r\n|\r|\n/);
    // The last piece is a line still arriving.
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) onEvent({ type: type || 'message', data: data.join('\n') });
        type = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
    }
  };
}

export interface EventStreamHandlers {
  onEvent: (event: StreamEvent) => void;
  /** Never called after the returned close function. */
  onError: (error: unknown) => void;
}

/**
 * fetch rather than EventSource, which cannot send the bearer token. It does not reconnect: the caller
 * decides when, from `onError`.
 */
export function openEventStream(path: string, { onEvent, onError }: EventStreamHandlers): () => void {
  const controller = new AbortController();
  let isClosed = false;

  const read = async () => {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(path, { headers, signal: controller.signal, cache: 'no-store' });
    if (!response.ok || !response.body) throw new Error(`The event stream answered ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parse = createEventParser((event) => {
      if (!isClosed) onEvent(event);
    });
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parse(decoder.decode(value, { stream: true }));
    }
    throw new Error('The event stream ended');
  };

  read().catch((error: unknown) => {
    if (!isClosed) onError(error);
  });

  return () => {
    isClosed = true;
    controller.abort();
  };
}
