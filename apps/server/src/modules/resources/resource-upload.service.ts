import { Readable } from 'node:stream';
import {
  ERROR_CODES,
  RESOURCE_MESSAGES as M,
  RESOURCE_FILE_TYPES,
  RESOURCE_LIMITS,
  type ResourceDetails,
  resourceDetailsSchema,
} from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { StreamedUpload } from '../../platform/http/multipart';
import { FileTooLargeError, newStorageKey } from '../../platform/storage/storage';
import { cleanFileName } from './resource-file-name';
import { type ContainerScanner, containerScanner, judgeHead } from './resource-file-type';
import { insertResource } from './resources.repository';
import { readResource } from './resources.service';

/** The file-store folder of resource files (private: served only through the guarded download routes). */
export const RESOURCE_FOLDER = 'resources';

export const fileRequired = () => new AppError(ERROR_CODES.VALIDATION_ERROR, M.fileRequired);
export const fileTooLarge = () => new AppError(ERROR_CODES.PAYLOAD_TOO_LARGE, M.fileSize);
const fileTypeRefused = () => new AppError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, M.fileType);

/** The form's text fields, checked before any byte of the file is stored. */
function parseDetails(upload: StreamedUpload): ResourceDetails {
  const parsed = resourceDetailsSchema.safeParse(upload.fields);
  if (parsed.success) return parsed.data;
  upload.discard();
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError(ERROR_CODES.VALIDATION_ERROR, errors[0]!.message, {}, errors);
}

/** Passes the file on while the scanner reads its container directory; refuses it at the end if it must. */
async function* scanned(source: Readable, scanner: ContainerScanner): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    scanner.push(chunk as Buffer);
    yield chunk as Buffer;
  }
  // Thrown before the source ends, so the store keeps nothing of it.
  if (!scanner.verdict()) throw fileTypeRefused();
}

/**
 * Stores an upload as a resource pending review. The fields are checked first, then the file's first bytes;
 * the rest streams to the store under a random key, counted against the 10 MB limit on the way (an
 * oversize or refused file leaves nothing behind). The client's name is kept, cleaned, for display only.
 */
export async function uploadResource(ctx: AppContext, uploader: AuthUser, upload: StreamedUpload) {
  const details = parseDetails(upload);
  const head = await judgeHead(upload.head);
  if (head.kind === 'refused') {
    upload.discard();
    throw fileTypeRefused();
  }
  const scanner = head.kind === 'container' ? containerScanner(head.family) : null;
  // A container's kind is settled only at its end: its key gets a neutral extension (keys are opaque).
  const key = newStorageKey(RESOURCE_FOLDER, head.kind === 'known' ? head.ext : 'bin');
  let size: number;
  try {
    ({ size } = await ctx.storage.put(
      key,
      scanner ? Readable.from(scanned(upload.stream, scanner)) : upload.stream,
      {
        maxBytes: RESOURCE_LIMITS.maxFileBytes,
        contentType: head.kind === 'known' ? RESOURCE_FILE_TYPES[head.ext] : undefined,
      },
    ));
  } catch (error) {
    if (error instanceof FileTooLargeError) throw fileTooLarge();
    throw error;
  }
  const ext = head.kind === 'known' ? head.ext : scanner!.verdict()!;
  const now = ctx.clock.now();
  let id: string;
  try {
    ({ id } = await insertResource(ctx.db, {
      ...details,
      uploaderId: uploader.id,
      status: 'pending',
      storageKey: key,
      fileName: cleanFileName(upload.filename, ext),
      fileExtension: ext,
      contentType: RESOURCE_FILE_TYPES[ext],
      fileSize: size,
      createdAt: now,
      updatedAt: now,
    }));
  } catch (error) {
    // No row points at the file: remove it rather than leave it unreachable.
    await ctx.storage.delete(key).catch(() => {});
    throw error;
  }
  return { success: true as const, message: M.uploaded, data: await readResource(ctx.db, uploader, id) };
}
