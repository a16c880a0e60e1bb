import { describe, expect, it } from 'vitest';
import { newStorageKey, STORAGE_KEY_PATTERN } from './storage';

describe('newStorageKey', () => {
  it('makes a random key in the folder with the extension', () => {
    const key = newStorageKey('resources', 'pdf');
    expect(key).toMatch(/^resources\/[0-9a-f]{32}\.pdf$/);
    expect(key).toMatch(STORAGE_KEY_PATTERN);
    expect(newStorageKey('resources', 'pdf')).not.toBe(key);
  });

  it.each([
    ['../x', 'pdf'],
    ['Resources', 'pdf'],
    ['resources', 'p'],
    ['resources', 'pdf/../x'],
    ['resources', ''],
  ])('refuses the folder %j with the extension %j', (folder, ext) => {
    expect(() => newStorageKey(folder, ext)).toThrow('invalid storage key');
  });
});
