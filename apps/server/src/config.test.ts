import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isDevMailbox, loadConfig } from './config';

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

  it('turns the dev mailbox off in production even without SMTP', () => {
    expect(isDevMailbox({ NODE_ENV: 'production', SMTP_URL: undefined })).toBe(false);
    expect(isDevMailbox({ NODE_ENV: 'development', SMTP_URL: 'smtp://x:25' })).toBe(false);
  });
});
