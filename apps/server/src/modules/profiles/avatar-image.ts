import { AVATAR_LIMITS, MESSAGES, PROFILE_MESSAGES } from '@mentorbridge/shared';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors';

export const AVATAR_FOLDER = 'avatars';

/** Judged by the bytes; re-encoding drops metadata (location, camera) and anything smuggled in. */
export async function processAvatar(
  bytes: Buffer,
  messages: { avatarType: string } = PROFILE_MESSAGES,
): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', MESSAGES.emptyFile);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(AVATAR_LIMITS.types as readonly string[]).includes(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.avatarType);
  }
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(AVATAR_LIMITS.maxPixels, AVATAR_LIMITS.maxPixels, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.avatarType);
  }
}
