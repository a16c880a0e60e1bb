import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../context';
import { AppError } from '../errors';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export async function registerMultipart(app: AppInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fileSize: MAX_UPLOAD_BYTES } });
}

export interface UploadOptions {
  field: string;
  maxBytes: number;
  missing: () => AppError;
  tooLarge: () => AppError;
}

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  fields: Record<string, string>;
}

/** Cut off at `maxBytes` while streaming in, so an oversize upload is never buffered whole. */
export async function readUploadedFile(
  request: FastifyRequest,
  options: UploadOptions,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw options.missing();
  const file = await request
    .file({ limits: { fileSize: options.maxBytes, files: 1 } })
    .catch((error: unknown) => {
      throw asUploadError(error);
    });
  if (file?.fieldname !== options.field) throw options.missing();
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    throw asUploadError(error);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    const part = Array.isArray(value) ? value[0] : value;
    if (part && part.type === 'field' && typeof part.value === 'string') fields[name] = part.value;
  }
  return { bytes, filename: file.filename, fields };
}

const MALFORMED_UPLOAD = 'The upload was incomplete or malformed. Please try again.';

/** A parser failure is the client's (a cut-off or malformed body): 400. Ours and the plugin's limits keep theirs. */
export function asUploadError(error: unknown): unknown {
  if (error instanceof AppError || (error as { statusCode?: number }).statusCode) return error;
  return new AppError('VALIDATION_ERROR', MALFORMED_UPLOAD);
}
