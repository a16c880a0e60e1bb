import path from 'node:path';
import type { Config } from '../../config';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';
import type { FileStorage } from './storage';

export type StorageConfig = Pick<
  Config,
  'STORAGE_DRIVER' | 'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION'
>;

/** The file store the configuration selects: DATA_DIR/files by default, a bucket with STORAGE_DRIVER=s3. */
export function createFileStorage(config: StorageConfig): FileStorage {
  if (config.STORAGE_DRIVER === 'local') return new LocalFileStorage(path.resolve(config.DATA_DIR, 'files'));
  // loadConfig already refuses s3 without a bucket; this guards configurations built another way.
  if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required when STORAGE_DRIVER is s3');
  return new S3FileStorage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
  });
}
