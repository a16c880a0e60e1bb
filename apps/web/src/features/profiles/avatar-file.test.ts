import { AVATAR_LIMITS, PROFILE_MESSAGES } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { checkAvatarFile } from './avatar-file';

const fileOf = (name: string, type: string, size = 1024) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('checkAvatarFile', () => {
  it.each([
    ['me.png', 'image/png'],
    ['me.jpg', 'image/jpeg'],
    ['me.jpeg', 'image/jpeg'],
    ['me.JPG', 'image/jpg'],
    ['me.jpeg', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkAvatarFile(fileOf(name, type), 'student')).toBeNull();
  });

  it.each([
    ['anim.gif', 'image/gif'],
    ['vector.svg', 'image/svg+xml'],
    ['photo.webp', 'image/webp'],
    ['notes.pdf', ''],
  ])('refuses %s with the student and the alumni wording', (name, type) => {
    expect(checkAvatarFile(fileOf(name, type), 'student')).toBe('Only PNG and JPG images are allowed');
    expect(checkAvatarFile(fileOf(name, type), 'alumni')).toBe('Only PNG and JPG images are allowed!');
  });

  it('allows exactly 3 MB and refuses one byte more, in both wordings', () => {
    expect(checkAvatarFile(fileOf('big.png', 'image/png', AVATAR_LIMITS.maxBytes), 'student')).toBeNull();
    const tooBig = fileOf('big.png', 'image/png', AVATAR_LIMITS.maxBytes + 1);
    expect(checkAvatarFile(tooBig, 'student')).toBe(PROFILE_MESSAGES.avatarSize);
    expect(checkAvatarFile(tooBig, 'alumni')).toBe('File size must be less than 3MB!');
  });

  it("says 'The file is empty.' for 0 bytes, in both wordings", () => {
    expect(checkAvatarFile(fileOf('me.png', 'image/png', 0), 'student')).toBe('The file is empty.');
    expect(checkAvatarFile(fileOf('me.png', 'image/png', 0), 'alumni')).toBe('The file is empty.');
  });
});
