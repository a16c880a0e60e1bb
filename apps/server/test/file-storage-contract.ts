import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  type FileStorage,
  FileTooLargeError,
  InvalidStorageKeyError,
  newStorageKey,
  type StoredFile,
} from '../src/platform/storage/storage';

export interface ContractSubject {
  storage: FileStorage;
  keepsContentType: boolean;
  filesOnDisk(): Promise<string[]>;
}

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

export function byteSource(total: number, options: { failAfter?: number } = {}) {
  const hash = createHash('sha256');
  const state = { pulled: 0, isClosed: false, sha256: '' };
  async function* generate() {
    try {
      while (state.pulled < total) {
        if (options.failAfter !== undefined && state.pulled >= options.failAfter) {
          throw new Error('connection reset by the client');
        }
        const chunk = randomBytes(Math.min(CHUNK, total - state.pulled));
        hash.update(chunk);
        state.pulled += chunk.length;
        if (state.pulled === total) state.sha256 = hash.digest('hex');
        yield chunk;
      }
    } finally {
      state.isClosed = true;
    }
  }
  return { stream: Readable.from(generate(), { objectMode: false }), state };
}

export async function sha256Of(file: StoredFile): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of file.stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function describeFileStorageContract(name: string, subject: () => ContractSubject): void {
  describe(`${name}: the FileStorage contract`, () => {
    const newKey = () => newStorageKey('tests', 'bin');

    it('streams a multi-megabyte file in and out unchanged, and reports its size', async () => {
      const { storage, keepsContentType } = subject();
      const key = newKey();
      const source = byteSource(12 * MB + 123);
      const stored = await storage.put(key, source.stream, {
        contentType: 'application/pdf',
        maxBytes: 20 * MB,
      });
      expect(stored.size).toBe(12 * MB + 123);
      const file = await storage.get(key);
      expect(file?.size).toBe(12 * MB + 123);
      expect(file?.contentType).toBe(keepsContentType ? 'application/pdf' : undefined);
      expect(await sha256Of(file!)).toBe(source.state.sha256);
    });

    it('stores a Buffer, and replaces the file under a key', async () => {
      const { storage } = subject();
      const key = newKey();
      expect(await storage.put(key, Buffer.from('first'))).toEqual({ size: 5 });
      await storage.put(key, Buffer.from('second'));
      const file = await storage.get(key);
      expect(file?.size).toBe(6);
      expect(await text(file!.stream)).toBe('second');
    });

    it('accepts a file of exactly maxBytes', async () => {
      const { storage } = subject();
      const key = newKey();
      const source = byteSource(MB);
      expect(await storage.put(key, source.stream, { maxBytes: MB })).toEqual({ size: MB });
      expect(await sha256Of((await storage.get(key))!)).toBe(source.state.sha256);
    });

    it('answers null for a key that does not exist', async () => {
      const { storage } = subject();
      expect(await storage.get(newKey())).toBeNull();
    });

    it('deletes, and deleting a missing key is not an error', async () => {
      const { storage } = subject();
      const key = newKey();
      await storage.put(key, Buffer.from('x'));
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
      await expect(storage.delete(newKey())).resolves.toBeUndefined();
    });

    it('stops reading at maxBytes, keeps nothing and throws FileTooLargeError', async () => {
      const { storage, filesOnDisk } = subject();
      const before = await filesOnDisk();
      const key = newKey();
      const source = byteSource(64 * MB);
      const error = await storage.put(key, source.stream, { maxBytes: MB }).catch((caught) => caught);
      expect(error).toBeInstanceOf(FileTooLargeError);
      expect((error as FileTooLargeError).maxBytes).toBe(MB);
      // Read-ahead is a few stream buffers, not the rest of the 64 MB.
      expect(source.state.pulled).toBeLessThan(MB + 512 * 1024);
      expect(source.state.isClosed).toBe(true);
      expect(await storage.get(key)).toBeNull();
      expect(await filesOnDisk()).toEqual(before);
    });

    it('refuses a Buffer over maxBytes', async () => {
      const { storage, filesOnDisk } = subject();
      const before = await filesOnDisk();
      const key = newKey();
      await expect(storage.put(key, Buffer.alloc(11), { maxBytes: 10 })).rejects.toBeInstanceOf(
        FileTooLargeError,
      );
      expect(await storage.get(key)).toBeNull();
      expect(await filesOnDisk()).toEqual(before);
    });

    it('keeps nothing when the source fails midway', async () => {
      const { storage, filesOnDisk } = subject();
      const before = await filesOnDisk();
      const key = newKey();
      const source = byteSource(4 * MB, { failAfter: 1.5 * MB });
      await expect(storage.put(key, source.stream)).rejects.toThrow('connection reset by the client');
      expect(await storage.get(key)).toBeNull();
      expect(await filesOnDisk()).toEqual(before);
    });

    it.each([
      '../../etc/passwd',
      'tests/../../secret.webp',
      '/etc/passwd',
      'tests/short.bin',
      'Tests/abcdefghijklmnop1234.bin',
      'tests/abcdefghijklmnop1234.bin/..',
      'tests/abcdefghijklmnop1234.BIN',
    ])('refuses the key %j', async (key) => {
      const { storage, filesOnDisk } = subject();
      const before = await filesOnDisk();
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
      expect(await filesOnDisk()).toEqual(before);
    });
  });
}
