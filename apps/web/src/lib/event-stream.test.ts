import { describe, expect, it } from 'vitest';
import { createEventParser, type StreamEvent } from './event-stream';

function parseAll(chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = [];
  const parse = createEventParser((event) => events.push(event));
  for (const chunk of chunks) parse(chunk);
  return events;
}

describe('createEventParser', () => {
  it('reads named events, data lines and skips comments', () => {
    expect(
      parseAll([': keep-alive\n\n', 'event: unread\ndata: {"count":3}\n\n', 'data: plain\ndata:two\n\n']),
    ).toEqual([
      { type: 'unread', data: '{"count":3}' },
      { type: 'message', data: 'plain\ntwo' },
    ]);
  });

  it('joins an event split across chunks, whatever the line endings', () => {
    expect(parseAll(['event: unr', 'ead\r\ndata: {"co', 'unt":1}\r', '\ndata: x\r\n\r\n'])).toEqual([
      { type: 'unread', data: '{"count":1}\nx' },
    ]);
  });

  it('dispatches nothing for an event without data, or before its blank line', () => {
    expect(parseAll(['event: unread\n\n', 'event: unread\ndata: 1\n'])).toEqual([]);
  });
});
