import path from 'node:path';
import type { Config } from '../../config';
import { LocalFileStorage } from './local-storage';
import type { FileStorage } from './storage';

export type StorageConfig = Pick<
  Config,
  'STORAGE_DRIVER' | 'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION'
>;

/** The S3 client is loaded only when selected: it is about 25 MB of a server's memory. */
export async function createFileStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.STORAGE_DRIVER === 'local') return new LocalFileStorage(path.resolve(config.DATA_DIR, 'files'));
  // loadConfig already refuses s3 without a bucket; this guards configurations built another way.
  if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required when STORAGE_DRIVER is s3');
  const { S3FileStorage } = await import('./s3-storage');
  return new S3FileStorage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
  });
}
