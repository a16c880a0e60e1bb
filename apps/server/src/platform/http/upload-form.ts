import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppError } from '../errors';
import { asUploadError } from './multipart';

export interface UploadFormOptions {
  /** The form field that carries the file. */
  field: string;
  /** The largest file accepted; the file's stream errors with `tooLarge()` past it. */
  maxBytes: number;
  /** How many first bytes to read ahead into `head`, to judge the type before anything is stored. */
  headBytes: number;
  /** The error when the form has no file in `field`. */
  missing: () => AppError;
  tooLarge: () => AppError;
}

/** The file of a form as it arrives. */
export interface IncomingFile {
  /** The name the client gave the file: for display only, never for a storage key or a path. */
  filename: string;
  /**
   * The fields sent before the file. Final, since a repeated field keeps its first value; the fields sent
   * after the file are not known yet.
   */
  fieldsBefore: Readonly<Record<string, string>>;
  /** The file's first bytes (up to `headBytes`; fewer when the file is shorter). */
  head: Buffer;
  /** The whole file, `head` included, unbuffered; errors with `tooLarge()` before passing `maxBytes`. */
  stream: Readable;
  /** Stops reading the file, for an upload refused before it is stored. */
  discard(): void;
}

export interface ReceivedForm<T> {
  filename: string;
  /** The form's text fields, before and after the file (the first value of a repeated field). */
  fields: Record<string, string>;
  /** What `store` made of the file. */
  stored: T;
}

export interface UploadForm {
  /**
   * Reads the whole form, its parts in any order (the spec's client and `curl -F` send the file first).
   * `store` gets the file when its part begins and must consume or discard the stream: the parts after it
   * arrive only as it is read. Resolves once the form has ended and `store` has settled; when the form
   * fails after `store` succeeded, `unstore` undoes it before the error is thrown.
   */
  receive<T>(
    store: (file: IncomingFile) => Promise<T>,
    unstore: (stored: T) => Promise<void>,
  ): Promise<ReceivedForm<T>>;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A multipart form with one file too large to hold in memory (resources): only `headBytes` are read ahead. */
export function streamUploadForm(request: FastifyRequest, options: UploadFormOptions): UploadForm {
  return { receive: (store, unstore) => receiveForm(request, options, store, unstore) };
}

async function receiveForm<T>(
  request: FastifyRequest,
  options: UploadFormOptions,
  store: (file: IncomingFile) => Promise<T>,
  unstore: (stored: T) => Promise<void>,
): Promise<ReceivedForm<T>> {
  if (!request.isMultipart()) throw options.missing();
  const fields: Record<string, string> = {};
  let filename = '';
  let storing: Promise<Settled<T>> | null = null;
  let formError: unknown = null;
  try {
    // One byte over our limit, so the parser never cuts a too-large file silently at exactly maxBytes.
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes + 1, files: 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) {
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (part.fieldname !== options.field) {
        part.file.destroy();
        throw options.missing();
      }
      filename = part.filename;
      const file = await openFile(part, options, { ...fields });
      storing = store(file).then(
        (value): Settled<T> => ({ ok: true, value }),
        (error: unknown): Settled<T> => ({ ok: false, error }),
      );
      // A store that gave up without reading to the end would otherwise leave the parser waiting.
      void storing.then(() => {
        if (!part.file.readableEnded) file.discard();
      });
    }
  } catch (error) {
    formError = asUploadError(error);
  }
  if (!storing) throw formError ?? options.missing();
  const outcome = await storing;
  // The file's own failure (its size, its type, the body cut off inside it) is the cause of any other.
  if (!outcome.ok) throw outcome.error;
  if (formError) {
    await unstore(outcome.value).catch((error: unknown) =>
      request.log.warn({ err: error }, 'file of a failed upload not removed'),
    );
    throw formError;
  }
  return { filename, fields, stored: outcome.value };
}

async function nextChunk(iterator: AsyncIterator<Buffer>): Promise<IteratorResult<Buffer>> {
  try {
    return await iterator.next();
  } catch (error) {
    throw asUploadError(error);
  }
}

/** Reads the file's head, then hands out the whole file as a stream counted against `maxBytes`. */
async function openFile(
  part: MultipartFile,
  options: UploadFormOptions,
  fieldsBefore: Record<string, string>,
): Promise<IncomingFile> {
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
      if (source.truncated) throw options.tooLarge();
    } finally {
      if (!source.readableEnded) source.destroy();
    }
  }

  return {
    filename: part.filename,
    fieldsBefore,
    head: Buffer.concat(headChunks, Math.min(headSize, options.headBytes)),
    stream: Readable.from(whole(), { objectMode: false }),
    discard: () => source.destroy(),
  };
}
