import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local-storage';

describe('LocalFileStorage', () => {
  const storage = new LocalFileStorage(mkdtempSync(path.join(tmpdir(), 'mb-files-')));
  const key = 'avatars/abcdefghijklmnop1234.webp';

  it('stores, reads and deletes a file', async () => {
    await storage.put(key, Buffer.from('hello'));
    const file = await storage.get(key);
    expect(file?.size).toBe(5);
    expect(await text(file!.stream)).toBe('hello');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('refuses keys that could escape the folder', async () => {
    await expect(storage.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow('invalid storage key');
    expect(await storage.get('avatars/../../secret.webp')).toBeNull();
    expect(await storage.get('/etc/passwd')).toBeNull();
  });
});
