import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../context';
import type { AppError } from '../errors';

/** The largest file any route accepts; each route sets its own, lower limit when it reads the file. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Multipart bodies are streamed, never parsed ahead of the route: one file and a few fields at most. */
export async function registerMultipart(app: AppInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fileSize: MAX_UPLOAD_BYTES } });
}

export interface UploadOptions {
  /** The form field that carries the file. */
  field: string;
  maxBytes: number;
  /** The error when the request has no file in `field`. */
  missing: () => AppError;
  /** The error when the file passes `maxBytes`. */
  tooLarge: () => AppError;
}

export interface UploadedFile {
  bytes: Buffer;
  /** The name the client gave the file: for display only, never for a storage key or a path. */
  filename: string;
  /** The form's other fields that came before the file, as text. */
  fields: Record<string, string>;
}

/**
 * Reads the one file of a multipart request into memory, cut off at `maxBytes` while it streams in (an
 * oversize upload is never buffered whole). For small files such as avatars.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: UploadOptions,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw options.missing();
  const file = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  if (file?.fieldname !== options.field) throw options.missing();
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    throw error;
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    const part = Array.isArray(value) ? value[0] : value;
    if (part && part.type === 'field' && typeof part.value === 'string') fields[name] = part.value;
  }
  return { bytes, filename: file.filename, fields };
}
