import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_KEY_PATTERN } from '../storage/storage';

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

export function dataPaths(dataDir: string) {
  return { pglite: path.join(dataDir, 'pglite'), files: path.join(dataDir, 'files') };
}

export interface BackupManifest {
  format: 'mentorbridge-backup';
  version: 1;
  createdAt: string;
  migrations: number;
  files: number | null;
}

export const MANIFEST_ENTRY = 'backup.json';
export const DATABASE_ENTRY = 'pglite.tar';
export const FILES_PREFIX = 'files/';

export function timestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/**
 * PGlite does not lock its folder: a second process would open it too and the two would corrupt each other.
 * While it runs, though, the folder holds `postmaster.pid`, which a clean shutdown removes.
 */
export function assertNotInUse(pgliteDir: string): void {
  const pidFile = path.join(pgliteDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  throw new BackupError(
    `The database in ${pgliteDir} is in use by a running server: stop the server first.\n` +
      `(If no server is running because it stopped abruptly, delete ${pidFile} and try again.)`,
  );
}

export function hasDatabase(pgliteDir: string): boolean {
  return existsSync(path.join(pgliteDir, 'PG_VERSION'));
}

export async function isNonEmptyFolder(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length > 0;
  } catch {
    return false;
  }
}

export async function listStoredFiles(filesDir: string): Promise<Array<{ key: string; size: number }>> {
  if (!existsSync(filesDir)) return [];
  const found: Array<{ key: string; size: number }> = [];
  for (const relative of await readdir(filesDir, { recursive: true })) {
    const key = relative.split(path.sep).join('/');
    if (!STORAGE_KEY_PATTERN.test(key)) continue;
    const info = await stat(path.join(filesDir, relative));
    if (info.isFile()) found.push({ key, size: info.size });
  }
  return found.sort((a, b) => a.key.localeCompare(b.key));
}
