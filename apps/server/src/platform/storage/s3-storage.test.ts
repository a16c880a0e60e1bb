import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { byteSource, describeFileStorageContract } from '../../../test/file-storage-contract';
import { startS3Server, type TestS3Server, useS3rverCredentials } from '../../../test/s3-server';
import { S3FileStorage } from './s3-storage';
import { FileTooLargeError, newStorageKey } from './storage';

const MB = 1024 * 1024;

let server: TestS3Server;
let storage: S3FileStorage;

function newStorage(): S3FileStorage {
  return new S3FileStorage({ bucket: server.bucket, region: 'us-east-1', endpoint: server.endpoint });
}

function recordCommands(target: S3FileStorage): string[] {
  const sent: string[] = [];
  target.client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(context.commandName as string);
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  return sent;
}

beforeAll(async () => {
  server = await startS3Server();
  useS3rverCredentials();
  storage = newStorage();
});

afterAll(async () => {
  await storage?.close();
  await server?.close();
  vi.unstubAllEnvs();
});

describeFileStorageContract('S3FileStorage', () => ({
  storage,
  keepsContentType: true,
  filesOnDisk: async () => (await server.filesOnDisk()).sort(),
}));

describe('S3FileStorage', () => {
  afterEach(() => useS3rverCredentials());

  it('aborts the multipart upload when a large stream passes maxBytes', async () => {
    const target = newStorage();
    const sent = recordCommands(target);
    const key = newStorageKey('tests', 'bin');
    const source = byteSource(30 * MB);
    await expect(target.put(key, source.stream, { maxBytes: 7 * MB })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(source.state.pulled).toBeLessThan(8 * MB);
    expect(sent).toContain('UploadPartCommand');
    expect(sent).toContain('AbortMultipartUploadCommand');
    expect(sent).not.toContain('CompleteMultipartUploadCommand');
    expect(await storage.get(key)).toBeNull();
    await target.close();
  });

  it('aborts the multipart upload when the source fails after a part was sent', async () => {
    const target = newStorage();
    const sent = recordCommands(target);
    const key = newStorageKey('tests', 'bin');
    const source = byteSource(12 * MB, { failAfter: 6 * MB });
    await expect(target.put(key, source.stream)).rejects.toThrow('connection reset by the client');
    expect(sent).toContain('AbortMultipartUploadCommand');
    expect(sent).not.toContain('CompleteMultipartUploadCommand');
    expect(await storage.get(key)).toBeNull();
    await target.close();
  });

  it('signs with the credentials from the environment, and stops reading when the store refuses', async () => {
    useS3rverCredentials('NOT-S3RVER');
    const target = newStorage();
    const source = byteSource(64 * MB);
    await expect(target.put(newStorageKey('tests', 'bin'), source.stream)).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    // Each of the 2 uploaders holds at most one 5 MB part; the rest of the 64 MB is never read.
    expect(source.state.pulled).toBeLessThan(12 * MB);
    expect(source.state.isClosed).toBe(true);
    await target.close();
  });

  it('addresses the bucket in the path at a custom endpoint (no per-bucket host names)', async () => {
    // A host name, not an IP: the SDK would address an IP endpoint in the path anyway.
    const target = new S3FileStorage({
      bucket: server.bucket,
      region: 'us-east-1',
      endpoint: server.endpoint.replace('127.0.0.1', 'localhost'),
    });
    const requests: string[] = [];
    target.client.middlewareStack.add(
      (next) => (args) => {
        const request = args.request as { hostname: string; path: string };
        requests.push(`${request.hostname} ${request.path}`);
        return next(args);
      },
      { step: 'finalizeRequest', name: 'recordRequests' },
    );
    const key = newStorageKey('tests', 'bin');
    await target.put(key, Buffer.from('x'));
    expect(requests).toEqual([`localhost /${server.bucket}/${key}`]);
    await target.close();
  });

  it('uses the bucket it was given', async () => {
    const target = new S3FileStorage({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: server.endpoint,
    });
    await expect(target.put(newStorageKey('tests', 'bin'), Buffer.from('x'))).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    await target.close();
  });
});
