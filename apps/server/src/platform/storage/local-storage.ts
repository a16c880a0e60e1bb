import { randomBytes } from 'node:crypto';
import { type FileHandle, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteLimitedSource } from './byte-limit';
import {
  assertStorageKey,
  type FileStorage,
  type PutOptions,
  STORAGE_KEY_PATTERN,
  type StoredFile,
} from './storage';

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, source: Readable | Buffer, options: PutOptions = {}): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Temporary file then rename: a reader never sees half a file. The name cannot match STORAGE_KEY_PATTERN.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    const handle = await open(temporary, 'wx');
    const body = new ByteLimitedSource(source, options.maxBytes);
    try {
      // `flush`: on disk before the rename, so a crash cannot leave a truncated file under the key.
      await pipeline(body.stream, handle.createWriteStream({ flush: true }));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { size: body.bytes };
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!STORAGE_KEY_PATTERN.test(key)) return null;
    let handle: FileHandle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      // Size and stream come from one open file, so a concurrent replace or delete cannot mix them up.
      const info = await handle.stat();
      if (info.isFile()) return { stream: handle.createReadStream(), size: info.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
    await handle.close();
    return null;
  }

  async delete(key: string): Promise<void> {
    if (!STORAGE_KEY_PATTERN.test(key)) return;
    await rm(this.pathOf(key), { force: true });
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
