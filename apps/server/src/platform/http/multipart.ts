import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../context';
import { AppError } from '../errors';

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
  // A body cut off before its file (or not multipart inside) fails in the parser: 400, as for streams.
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

export interface StreamUploadOptions {
  /** The form field that carries the file. */
  field: string;
  /** The largest file accepted; the stream errors with `tooLarge()` past it. */
  maxBytes: number;
  /** How many first bytes to read ahead into `head`, to judge the type before anything is stored. */
  headBytes: number;
  /** The error when the request has no file in `field`. */
  missing: () => AppError;
  /** The error when the file passes `maxBytes`. */
  tooLarge: () => AppError;
}

export interface StreamedUpload {
  /** The name the client gave the file: for display only, never for a storage key or a path. */
  filename: string;
  /** The form's fields that came before the file, as text (the first value of a repeated field). */
  fields: Record<string, string>;
  /** The file's first bytes (up to `headBytes`; fewer when the file is shorter). */
  head: Buffer;
  /**
   * The whole file, `head` included, as it arrives: nothing is buffered beyond `head`. Errors with
   * `tooLarge()` before passing on a chunk that would go past `maxBytes`, and with the client's own failure
   * (an aborted upload); destroying it stops reading the request.
   */
  stream: Readable;
  /** Stops reading the file, for an upload refused before it is stored. */
  discard(): void;
}

/** A body the multipart parser cannot read (cut off, or not multipart at all): the client's fault, not ours. */
const MALFORMED_UPLOAD = 'The upload was incomplete or malformed. Please try again.';

/** Errors of the parser itself become 400; our own and the plugin's limit errors (with a status) stay. */
function asUploadError(error: unknown): unknown {
  if (error instanceof AppError || (error as { statusCode?: number }).statusCode) return error;
  return new AppError('VALIDATION_ERROR', MALFORMED_UPLOAD);
}

/** The next chunk of the file, with the parser's failures as upload errors. */
async function nextChunk(iterator: AsyncIterator<Buffer>): Promise<IteratorResult<Buffer>> {
  try {
    return await iterator.next();
  } catch (error) {
    throw asUploadError(error);
  }
}

/**
 * The one file of a multipart request as a stream, with the fields sent before it, for files too large to
 * hold in memory (resources). Only `headBytes` are read ahead; the caller pipes `stream` to the store.
 */
export async function streamUploadedFile(
  request: FastifyRequest,
  options: StreamUploadOptions,
): Promise<StreamedUpload> {
  if (!request.isMultipart()) throw options.missing();
  // One byte over our limit, so the parser never cuts a too-large file silently at exactly maxBytes: the
  // count below sees it pass and refuses it.
  const part = await request
    .file({ limits: { fileSize: options.maxBytes + 1, files: 1 } })
    .catch((error: unknown) => {
      throw asUploadError(error);
    });
  if (!part) throw options.missing();
  if (part.fieldname !== options.field) {
    part.file.destroy();
    throw options.missing();
  }
  const source = part.file;
  // Read by hand, not with `for await … break`, which would destroy the stream after the head.
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const headChunks: Buffer[] = [];
  let headSize = 0;
  let isDone = false;
  while (headSize < options.headBytes) {
    const next = await nextChunk(iterator);
    if (next.done) {
      isDone = true;
      break;
    }
    headChunks.push(next.value);
    headSize += next.value.length;
  }
  if (headSize > options.maxBytes) {
    source.destroy();
    throw options.tooLarge();
  }

  async function* whole(): AsyncGenerator<Buffer> {
    let total = headSize;
    try {
      yield* headChunks;
      while (!isDone) {
        const next = await nextChunk(iterator);
        if (next.done) break;
        total += next.value.length;
        if (total > options.maxBytes) throw options.tooLarge();
        yield next.value;
      }
      // The parser stopped at its own limit (the count above normally refuses first).
      if (source.truncated) throw options.tooLarge();
    } finally {
      // Early end (refused, too large, consumer gone): stop reading the request.
      if (!source.readableEnded) source.destroy();
    }
  }

  // `part.fields` keeps filling while the parser runs ahead, in the order of the form: what follows the
  // file may or may not be there yet, so only the fields before it count, whatever the timing.
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first === part) break;
    if (first && first.type === 'field' && typeof first.value === 'string') fields[name] = first.value;
  }
  // Only the head is copied, however large the parser's first chunk was.
  const head = Buffer.concat(headChunks, Math.min(headSize, options.headBytes));
  return {
    filename: part.filename,
    fields,
    head,
    stream: Readable.from(whole(), { objectMode: false }),
    discard: () => source.destroy(),
  };
}
