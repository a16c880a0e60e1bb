import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Server, type TestS3Server, useS3rverCredentials } from '../../../test/s3-server';
import { loadConfig } from '../../config';
import { createFileStorage } from './create-file-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';
import { newStorageKey } from './storage';

describe('createFileStorage', () => {
  let server: TestS3Server;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mb-storage-config-'));

  beforeAll(async () => {
    server = await startS3Server();
    useS3rverCredentials();
  });

  afterAll(async () => {
    await server?.close();
    vi.unstubAllEnvs();
  });

  it('keeps files under DATA_DIR/files by default', async () => {
    const storage = await createFileStorage(loadConfig({ DATA_DIR: dataDir }));
    expect(storage).toBeInstanceOf(LocalFileStorage);
    const key = newStorageKey('tests', 'txt');
    await storage.put(key, Buffer.from('on disk'));
    expect(await readFile(path.join(dataDir, 'files', key), 'utf8')).toBe('on disk');
  });

  it('uses the bucket, endpoint and region from S3_* with STORAGE_DRIVER=s3', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: server.bucket,
      S3_ENDPOINT: server.endpoint,
      S3_REGION: 'eu-west-1',
    });
    const storage = await createFileStorage(config);
    expect(storage).toBeInstanceOf(S3FileStorage);
    expect(await (storage as S3FileStorage).client.config.region()).toBe('eu-west-1');
    const key = newStorageKey('tests', 'txt');
    await storage.put(key, Buffer.from('in the bucket'), { contentType: 'text/plain' });
    expect(await server.filesOnDisk()).toContain(`${key}._S3rver_object`);
    const file = await storage.get(key);
    expect(await text(file!.stream)).toBe('in the bucket');
    await storage.close?.();
  });

  it('refuses s3 without a bucket', async () => {
    await expect(
      createFileStorage({
        STORAGE_DRIVER: 's3',
        DATA_DIR: dataDir,
        S3_BUCKET: undefined,
        S3_ENDPOINT: undefined,
        S3_REGION: 'us-east-1',
      }),
    ).rejects.toThrow(/S3_BUCKET/);
  });
});
