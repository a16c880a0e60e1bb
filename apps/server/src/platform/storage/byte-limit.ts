import { Readable } from 'node:stream';
import { FileTooLargeError } from './storage';

/**
 * A counting stage rather than a Transform: when the store stops reading, Node destroys the pipeline with a
 * generic AbortError that would hide the store's error. `failure` is only the source's error or the limit.
 */
export class ByteLimitedSource {
  bytes = 0;
  failure: unknown;
  readonly stream: Readable;
  private readonly source: Readable;
  private isWithConsumer = false;

  constructor(source: Readable | Buffer, maxBytes = Number.POSITIVE_INFINITY) {
    this.source = Buffer.isBuffer(source) ? Readable.from(source) : source;
    this.stream = Readable.from(this.count(maxBytes), { objectMode: false });
  }

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
