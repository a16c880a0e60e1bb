import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ByteLimitedSource } from './byte-limit';
import {
  assertStorageKey,
  type FileStorage,
  type PutOptions,
  STORAGE_KEY_PATTERN,
  type StoredFile,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
}

/** Credentials come from the SDK's default chain, never from our own configuration. */
export class S3FileStorage implements FileStorage {
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      // Most S3-compatible stores have no per-bucket DNS names: address buckets in the path.
      forcePathStyle: options.endpoint !== undefined,
    });
  }

  async put(key: string, source: Readable | Buffer, options: PutOptions = {}): Promise<{ size: number }> {
    assertStorageKey(key);
    const body = new ByteLimitedSource(source, options.maxBytes);
    // lib-storage holds at most `queueSize + 1` parts of 5 MB; a failed body aborts the multipart upload.
    const upload = new Upload({
      client: this.client,
      queueSize: 2,
      params: { Bucket: this.bucket, Key: key, Body: body.stream, ContentType: options.contentType },
    });
    try {
      await upload.done();
    } catch (error) {
      body.destroy();
      // The source's own failure (or the size limit) is the cause; the upload's error is its consequence.
      throw body.failure ?? error;
    }
    return { size: body.bytes };
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!STORAGE_KEY_PATTERN.test(key)) return null;
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(response.Body instanceof Readable)) throw new Error('S3 returned a body that is not a stream');
      return { stream: response.Body, size: response.ContentLength ?? 0, contentType: response.ContentType };
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!STORAGE_KEY_PATTERN.test(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
