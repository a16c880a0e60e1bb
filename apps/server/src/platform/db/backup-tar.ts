/**
 * The few tar (ustar) features a backup archive needs: regular files with short names, streamed in and out.
 * The server has no tar library, and the archives stay readable by `tar -tzf` (see docs/operations.md).
 */

const BLOCK = 512;
const MAX_NAME_BYTES = 100;
const MAX_SIZE = 8 ** 11 - 1;

export interface TarEntryIn {
  name: string;
  size: number;
  body: Buffer | AsyncIterable<Buffer>;
}

export interface TarEntryOut {
  name: string;
  size: number;
  body: AsyncIterable<Buffer>;
}

export class TarFormatError extends Error {
  override readonly name = 'TarFormatError';
}

/** The archive's bytes, entry by entry; a body that is not exactly `size` bytes (a file that changed) throws. */
export async function* writeTar(entries: AsyncIterable<TarEntryIn> | Iterable<TarEntryIn>) {
  for await (const entry of entries) {
    yield header(entry.name, entry.size);
    let written = 0;
    for await (const chunk of Buffer.isBuffer(entry.body) ? [entry.body] : entry.body) {
      written += chunk.length;
      if (written > entry.size) break;
      yield chunk;
    }
    if (written !== entry.size) throw new TarFormatError(`${entry.name} changed while it was being archived`);
    const padding = (BLOCK - (entry.size % BLOCK)) % BLOCK;
    if (padding) yield Buffer.alloc(padding);
  }
  yield Buffer.alloc(BLOCK * 2);
}

function header(name: string, size: number): Buffer {
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) throw new TarFormatError(`name too long for tar: ${name}`);
  if (size > MAX_SIZE) throw new TarFormatError(`${name} is too large for tar`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, MAX_NAME_BYTES, 'utf8');
  writeOctal(block, 0o644, 100, 8);
  writeOctal(block, 0, 108, 8);
  writeOctal(block, 0, 116, 8);
  writeOctal(block, size, 124, 12);
  writeOctal(block, Math.floor(Date.now() / 1000), 136, 12);
  block.write('0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  block.write(`${checksum(block).toString(8).padStart(6, '0')}\u0000 `, 148, 'ascii');
  return block;
}

function writeOctal(block: Buffer, value: number, offset: number, length: number) {
  block.write(`${value.toString(8).padStart(length - 1, '0')}\u0000`, offset, length, 'ascii');
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 32 : block[index]!;
  return sum;
}

/** The entries of an archive made by `writeTar`; a truncated or foreign archive throws `TarFormatError`. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntryOut> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (block.every((byte) => byte === 0)) return;
    const name = text(block, 0, MAX_NAME_BYTES);
    const size = Number.parseInt(text(block, 124, 12) || '0', 8);
    const type = block[156];
    if (Number.parseInt(text(block, 148, 8), 8) !== checksum(block) || Number.isNaN(size)) {
      throw new TarFormatError('not a backup archive (bad tar header)');
    }
    if (type !== 0x30 && type !== 0) throw new TarFormatError(`unexpected tar entry type for ${name}`);
    let consumed = false;
    const body = reader.take(size, () => {
      consumed = true;
    });
    yield { name, size, body };
    if (!consumed) for await (const _ of body);
    await reader.exactly((BLOCK - (size % BLOCK)) % BLOCK);
  }
}

function text(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field
    .subarray(0, end === -1 ? length : end)
    .toString('utf8')
    .trim();
}

class ByteReader {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async next(max: number): Promise<Buffer> {
    while (this.pending.length === 0) {
      const result = await this.source.next();
      if (result.done) throw new TarFormatError('the archive is truncated');
      this.pending = result.value;
    }
    const chunk = this.pending.subarray(0, max);
    this.pending = this.pending.subarray(chunk.length);
    return chunk;
  }

  async exactly(length: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for (let got = 0; got < length; ) {
      const chunk = await this.next(length - got);
      chunks.push(chunk);
      got += chunk.length;
    }
    return Buffer.concat(chunks, length);
  }

  async *take(length: number, onEnd: () => void): AsyncGenerator<Buffer> {
    for (let left = length; left > 0; ) {
      const chunk = await this.next(left);
      left -= chunk.length;
      yield chunk;
    }
    onEnd();
  }
}
