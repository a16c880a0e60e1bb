import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isDevMailbox, linkBaseUrl, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the embedded defaults', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mb-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.PORT).toBe(5000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO_DATA).toBeUndefined();
    expect(isDevMailbox(config)).toBe(true);
    // The generated secret is kept, so sessions survive a restart.
    expect(config.JWT_SECRET).toBe(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dataDir }).JWT_SECRET).toBe(config.JWT_SECRET);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ CONTACT_INBOX: 'nobody' })).toThrow(/CONTACT_INBOX/);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail:25',
    });
    expect(config.JWT_SECRET).toBe('x'.repeat(32));
    expect(isDevMailbox(config)).toBe(false);
  });

  it('leaves PUBLIC_URL unset by default; links without a request then point at localhost:PORT', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mb-config-'));
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: '' });
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(linkBaseUrl(config)).toBe('http://localhost:5000');
    expect(linkBaseUrl(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }))).toBe('http://localhost:8080');
    const set = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://mentors.example.edu' });
    expect(linkBaseUrl(set)).toBe('https://mentors.example.edu');
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'mentors' })).toThrow(/PUBLIC_URL/);
  });

  it('keeps files in the local folder by default', () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mb-config-')) });
    expect(config.STORAGE_DRIVER).toBe('local');
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.S3_ENDPOINT).toBeUndefined();
    expect(config.S3_REGION).toBe('us-east-1');
  });

  it('reads the object-store settings', () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mb-config-')),
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'mentorbridge-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'ap-south-1',
    });
    expect(config).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'mentorbridge-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'ap-south-1',
    });
    // Empty values, as compose files often leave them, mean unset.
    const blank = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mb-config-')),
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      S3_REGION: '',
    });
    expect(blank).toMatchObject({ S3_BUCKET: undefined, S3_ENDPOINT: undefined, S3_REGION: 'us-east-1' });
  });

  it('refuses s3 without S3_BUCKET, naming it', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      'S3_BUCKET: required when STORAGE_DRIVER is s3',
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: '' })).toThrow(/S3_BUCKET/);
  });

  it('names the storage variable that is wrong', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 'gcs' })).toThrow(/STORAGE_DRIVER/);
    // S3 refuses bucket names under 3 characters (and upper case) with InvalidBucketName at the first upload.
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'mb' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'MentorBridge' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://minio:9000' })).toThrow(/S3_ENDPOINT/);
  });

  it('turns the dev mailbox off in production even without SMTP', () => {
    expect(isDevMailbox({ NODE_ENV: 'production', SMTP_URL: undefined })).toBe(false);
    expect(isDevMailbox({ NODE_ENV: 'development', SMTP_URL: 'smtp://x:25' })).toBe(false);
  });
});
