import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { vi } from 'vitest';

/** The way production does it: AWS_* read by the SDK's default chain. Undo with `vi.unstubAllEnvs()`. */
export function useS3rverCredentials(accessKeyId = 'S3RVER'): void {
  vi.stubEnv('AWS_ACCESS_KEY_ID', accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  // The pinned SDK's notice that its 2027 releases need Node 22 (STACK.md): known, and noise in tests.
  vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
}

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  filesOnDisk(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'mentorbridge-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'mb-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    async filesOnDisk() {
      const entries = await readdir(path.join(directory, bucket), { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(path.join(directory, bucket), path.join(entry.parentPath, entry.name)));
    },
    async close() {
      const closing = server.close();
      // A test that failed before closing its S3 client leaves keep-alive sockets that would hold close().
      server.httpServer.closeAllConnections();
      await closing;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
