import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeFileStorageContract } from '../../../test/file-storage-contract';
import { LocalFileStorage } from './local-storage';
import { newStorageKey } from './storage';

const root = mkdtempSync(path.join(tmpdir(), 'mb-files-'));
const storage = new LocalFileStorage(root);

async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describeFileStorageContract('LocalFileStorage', () => ({ storage, keepsContentType: false, filesOnDisk }));

describe('LocalFileStorage', () => {
  it('keeps each file at <root>/<key>', async () => {
    const key = newStorageKey('avatars', 'webp');
    await storage.put(key, Buffer.from('hello'));
    expect(await readFile(path.join(root, key), 'utf8')).toBe('hello');
  });

  it('answers null when a folder has the shape of a key', async () => {
    const key = newStorageKey('tests', 'bin');
    await mkdir(path.join(root, key), { recursive: true });
    expect(await storage.get(key)).toBeNull();
  });
});
