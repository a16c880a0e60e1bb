import { AVATAR_LIMITS, MESSAGES, PROFILE_MESSAGES } from '@mentorbridge/shared';

/** The alumni screen words its avatar errors with an exclamation mark. */
export type ProfileVariant = 'student' | 'alumni';

const EXTENSION = /\.(png|jpe?g)$/i;
// Some systems label JPEG files image/jpg.
const TYPES: readonly string[] = [...AVATAR_LIMITS.types, 'image/jpg'];

/** The server judges the bytes again. */
export function checkAvatarFile(file: File, variant: ProfileVariant): string | null {
  const isAlumni = variant === 'alumni';
  const isAllowedType = file.type ? TYPES.includes(file.type.toLowerCase()) : EXTENSION.test(file.name);
  if (!isAllowedType) return isAlumni ? PROFILE_MESSAGES.avatarTypeAlumni : PROFILE_MESSAGES.avatarType;
  if (file.size === 0) return MESSAGES.emptyFile;
  if (file.size > AVATAR_LIMITS.maxBytes) {
    return isAlumni ? PROFILE_MESSAGES.avatarSizeAlumni : PROFILE_MESSAGES.avatarSize;
  }
  return null;
}
