import { Readable } from 'node:stream';
import { FileTooLargeError } from './storage';

/**
 * The bytes of an upload on their way to a store: counted while they stream, cut off at `maxBytes`.
 *
 * A counting stage rather than a Transform in a pipeline because the store's driver must tell the two ends'
 * failures apart: when the store stops reading (a refused request), Node destroys this stream with a generic
 * AbortError that would otherwise hide the store's error. `failure` is only ever the source's own error or
 * the size limit.
 */
export class ByteLimitedSource {
  bytes = 0;
  /** Why reading stopped early on this side: the source failed or passed `maxBytes`. */
  failure: unknown;
  /** The counted bytes, for the store to read; destroying it stops reading the source. */
  readonly stream: Readable;
  private readonly source: Readable;
  private isWithConsumer = false;

  constructor(source: Readable | Buffer, maxBytes = Number.POSITIVE_INFINITY) {
    // Node emits a Buffer as one chunk, not byte by byte.
    this.source = Buffer.isBuffer(source) ? Readable.from(source) : source;
    this.stream = Readable.from(this.count(maxBytes), { objectMode: false });
  }

  /** Stops reading the source (for a consumer that gave up without destroying `stream`). */
  destroy(): void {
    this.stream.destroy();
    this.source.destroy();
  }

  private async *count(maxBytes: number): AsyncGenerator<Buffer> {
    try {
      // Leaving this loop early (the limit, or an error from the consumer) destroys the source.
      for await (const chunk of this.source) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
        this.bytes += bytes.length;
        if (this.bytes > maxBytes) throw new FileTooLargeError(maxBytes);
        this.isWithConsumer = true;
        yield bytes;
        this.isWithConsumer = false;
      }
    } catch (error) {
      // An error thrown in at `yield` comes from the consumer's side, not from here.
      if (!this.isWithConsumer) this.failure = error;
      throw error;
    }
  }
}
