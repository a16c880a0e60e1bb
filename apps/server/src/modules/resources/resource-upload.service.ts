import { Readable } from 'node:stream';
import {
  ERROR_CODES,
  RESOURCE_MESSAGES as M,
  MESSAGES,
  RESOURCE_FILE_TYPES,
  RESOURCE_LIMITS,
  type ResourceFileExtension,
  resourceDetailsSchema,
} from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { IncomingFile, UploadForm } from '../../platform/http/upload-form';
import { FileTooLargeError, newStorageKey } from '../../platform/storage/storage';
import { cleanFileName } from './resource-file-name';
import { type ContainerScanner, containerScanner, judgeHead } from './resource-file-type';
import { insertResource } from './resources.repository';
import { readResource } from './resources.service';

export const RESOURCE_FOLDER = 'resources';

export const fileRequired = () => new AppError(ERROR_CODES.VALIDATION_ERROR, M.fileRequired);
export const fileTooLarge = () => new AppError(ERROR_CODES.PAYLOAD_TOO_LARGE, M.fileSize);
const fileTypeRefused = () => new AppError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, M.fileType);
const fileEmpty = () => new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.emptyFile);

function invalidFields(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): AppError {
  const errors = issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new AppError(ERROR_CODES.VALIDATION_ERROR, errors[0]!.message, {}, errors);
}

/**
 * Fields sent before the file that already fail refuse the upload before any byte is stored: a field keeps
 * its first value, so nothing after the file can mend them. Each rule reads its own field (the custom
 * category's also reads the category, and fires only once Other has come). A field not sent yet may still
 * come after the file.
 */
function refuseFieldsBefore(file: IncomingFile): void {
  const parsed = resourceDetailsSchema.safeParse(file.fieldsBefore);
  if (parsed.success) return;
  const final = parsed.error.issues.filter((issue) =>
    Object.hasOwn(file.fieldsBefore, String(issue.path[0])),
  );
  if (final.length === 0) return;
  file.discard();
  throw invalidFields(final);
}

async function* scanned(source: Readable, scanner: ContainerScanner): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    scanner.push(chunk as Buffer);
    yield chunk as Buffer;
  }
  // Thrown before the source ends, so the store keeps nothing of it.
  if (!scanner.verdict()) throw fileTypeRefused();
}

interface StoredFile {
  key: string;
  size: number;
  ext: ResourceFileExtension;
}

/** The file under its final key, judged by its bytes and counted while it streams; no row points at it yet. */
async function storeFile(ctx: AppContext, file: IncomingFile): Promise<StoredFile> {
  refuseFieldsBefore(file);
  // The head is shorter than asked only when the file is: an empty head is an empty file.
  if (file.head.length === 0) {
    file.discard();
    throw fileEmpty();
  }
  const head = await judgeHead(file.head);
  if (head.kind === 'refused') {
    file.discard();
    throw fileTypeRefused();
  }
  const scanner = head.kind === 'container' ? containerScanner(head.family) : null;
  // A container's kind is settled only at its end: its key gets a neutral extension (keys are opaque).
  const key = newStorageKey(RESOURCE_FOLDER, head.kind === 'known' ? head.ext : 'bin');
  let size: number;
  try {
    ({ size } = await ctx.storage.put(
      key,
      scanner ? Readable.from(scanned(file.stream, scanner)) : file.stream,
      {
        maxBytes: RESOURCE_LIMITS.maxFileBytes,
        contentType: head.kind === 'known' ? RESOURCE_FILE_TYPES[head.ext] : undefined,
      },
    ));
  } catch (error) {
    if (error instanceof FileTooLargeError) throw fileTooLarge();
    throw error;
  }
  return { key, size, ext: head.kind === 'known' ? head.ext : scanner!.verdict()! };
}

/** A file no row points at is removed rather than left unreachable. */
async function removeFile(ctx: AppContext, key: string): Promise<void> {
  await ctx.storage
    .delete(key)
    .catch((error: unknown) => ctx.logger.warn({ err: error, key }, 'file of a refused upload not removed'));
}

/**
 * Stores an upload as a resource pending review, its parts in any order: the file streams to the store while
 * the fields arrive (an oversize or refused file leaves nothing behind), then the fields are checked and the
 * row inserted, or the file removed. The client's name is kept, cleaned, for display only.
 */
export async function uploadResource(ctx: AppContext, uploader: AuthUser, upload: UploadForm) {
  const { fields, filename, stored } = await upload.receive(
    (file) => storeFile(ctx, file),
    (file) => ctx.storage.delete(file.key),
  );
  const details = resourceDetailsSchema.safeParse(fields);
  if (!details.success) {
    await removeFile(ctx, stored.key);
    throw invalidFields(details.error.issues);
  }
  const now = ctx.clock.now();
  let id: string;
  try {
    ({ id } = await insertResource(ctx.db, {
      ...details.data,
      uploaderId: uploader.id,
      status: 'pending',
      storageKey: stored.key,
      fileName: cleanFileName(filename, stored.ext),
      fileExtension: stored.ext,
      contentType: RESOURCE_FILE_TYPES[stored.ext],
      fileSize: stored.size,
      createdAt: now,
      updatedAt: now,
    }));
  } catch (error) {
    await removeFile(ctx, stored.key);
    throw error;
  }
  return { success: true as const, message: M.uploaded, data: await readResource(ctx.db, uploader, id) };
}
