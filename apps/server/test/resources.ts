import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Resource } from '@mentorbridge/shared';
import { pdfDocument } from '../src/modules/resources/demo-files';
import type { AppInstance } from '../src/platform/context';
import type { FileStorage, PutOptions } from '../src/platform/storage/storage';
import { bearer, createUser, signIn } from './factories';

export interface FilePart {
  field?: string;
  /** Sent as `filename="…"` exactly as given (a CR LF in it breaks the part's header, as a raw client would). */
  filename?: string;
  /** Sent as `filename*=utf-8''…` percent-encoded (RFC 5987), so any character reaches the parser. */
  filenameStar?: string;
  contentType?: string;
  content: Buffer;
}

/** A multipart/form-data body: text fields and one file part, after the first `fileAt` fields (all by default). */
export function multipartForm(
  fields: Record<string, string>,
  file?: FilePart,
  options: { fileAt?: number } = {},
) {
  const boundary = `----mbres${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileParts: Buffer[] = [];
  if (file) {
    const name =
      file.filenameStar !== undefined
        ? `filename*=utf-8''${encodeURIComponent(file.filenameStar)}`
        : `filename="${file.filename ?? 'file.pdf'}"`;
    fileParts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ${name}\r\nContent-Type: ${file.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  const at = options.fileAt ?? fieldParts.length;
  const parts = [...fieldParts.slice(0, at), ...fileParts, ...fieldParts.slice(at)];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function resourceFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Graph Algorithms Notes',
    description: 'BFS, DFS, Dijkstra and topological sort with worked examples.',
    category: 'Technical Preparation',
    tags: JSON.stringify(['Graphs', 'DSA']),
    ...overrides,
  };
}

export const samplePdf = (title = 'Sample') => pdfDocument(title, ['A line of text.']);

export function windowsExecutable(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;

/** The directory sector comes last, as in many real files: past the first bytes read. */
export function compoundFile(streamName: string, dataBytes = 4096): Buffer {
  const dataSectors = Math.max(1, Math.ceil(dataBytes / 512));
  let fatSectors = 1;
  while (fatSectors * 128 < fatSectors + dataSectors + 1) fatSectors++;
  const directorySector = fatSectors + dataSectors;

  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(fatSectors, 0x2c);
  header.writeUInt32LE(directorySector, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END_OF_CHAIN, 0x3c);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i < fatSectors ? i : NO_STREAM, 0x4c + i * 4);

  const fat = Buffer.alloc(fatSectors * 512, 0xff);
  for (let i = 0; i < fatSectors; i++) fat.writeUInt32LE(FAT_SECTOR, i * 4);
  for (let i = 0; i < dataSectors; i++) {
    const sector = fatSectors + i;
    fat.writeUInt32LE(i === dataSectors - 1 ? END_OF_CHAIN : sector + 1, sector * 4);
  }
  fat.writeUInt32LE(END_OF_CHAIN, directorySector * 4);

  const data = Buffer.alloc(dataSectors * 512, 0x20);
  const directory = Buffer.alloc(512);
  const entry = (index: number, name: string, type: number, child: number, start: number, size: number) => {
    const at = index * 128;
    directory.write(`${name}\0`, at, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    directory[at + 0x42] = type;
    directory[at + 0x43] = 1;
    directory.writeUInt32LE(NO_STREAM, at + 0x44);
    directory.writeUInt32LE(NO_STREAM, at + 0x48);
    directory.writeUInt32LE(child, at + 0x4c);
    directory.writeUInt32LE(start, at + 0x74);
    directory.writeUInt32LE(size, at + 0x78);
  };
  entry(0, 'Root Entry', 5, 1, END_OF_CHAIN, 0);
  entry(1, streamName, 2, NO_STREAM, fatSectors, dataSectors * 512);
  return Buffer.concat([header, fat, data, directory]);
}

export class RecordingStorage implements FileStorage {
  readonly puts: Array<{ key: string; isStream: boolean; bytes: number; error?: unknown }> = [];
  readonly deleted: string[] = [];

  constructor(private readonly inner: FileStorage) {}

  async put(key: string, source: Readable | Buffer, options?: PutOptions) {
    const record: (typeof this.puts)[number] = { key, isStream: !Buffer.isBuffer(source), bytes: 0 };
    this.puts.push(record);
    async function* counted(stream: Readable) {
      for await (const chunk of stream) {
        record.bytes += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    }
    try {
      return await this.inner.put(
        key,
        Buffer.isBuffer(source) ? source : Readable.from(counted(source), { objectMode: false }),
        options,
      );
    } catch (error) {
      record.error = error;
      throw error;
    }
  }

  get(key: string) {
    return this.inner.get(key);
  }

  async delete(key: string) {
    this.deleted.push(key);
    await this.inner.delete(key);
  }
}

export function storedResourceFiles(filesDir: string): string[] {
  const folder = path.join(filesDir, 'resources');
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

let address = 0;

function* chunks(payload: Buffer, size: number) {
  for (let at = 0; at < payload.length; at += size) yield payload.subarray(at, at + size);
}

export async function resourcePeople(app: AppInstance) {
  const person = async (role: 'student' | 'alumni' | 'admin') => {
    const user = await createUser(app, { role });
    return { ...user, headers: bearer((await signIn(app, user.email)).token) };
  };
  return {
    student: await person('student'),
    otherStudent: await person('student'),
    alumni: await person('alumni'),
    otherAlumni: await person('alumni'),
    admin: await person('admin'),
    person,
  };
}

export interface UploadInput {
  fields?: Record<string, string>;
  file?: FilePart | null;
  /** How many fields come before the file part (all of them by default; 0 sends the file first). */
  fileAt?: number;
}

export function upload(app: AppInstance, headers: Record<string, string>, input: UploadInput = {}) {
  const body = multipartForm(
    input.fields ?? resourceFields(),
    input.file === null ? undefined : (input.file ?? { filename: 'notes.pdf', content: samplePdf() }),
    { fileAt: input.fileAt },
  );
  address++;
  return app.inject({
    method: 'POST',
    url: '/api/resources',
    headers: { ...headers, ...body.headers },
    // In 64 KB chunks, as a network delivers it (one buffer would reach the parser as one huge chunk).
    payload: Readable.from(chunks(body.payload, 64 * 1024), { objectMode: false }),
    remoteAddress: `10.13.${Math.floor(address / 250)}.${(address % 250) + 1}`,
  });
}

export async function uploadResource(
  app: AppInstance,
  headers: Record<string, string>,
  input: UploadInput = {},
): Promise<Resource> {
  const response = await upload(app, headers, input);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().data as Resource;
}

export function verify(
  app: AppInstance,
  headers: Record<string, string>,
  id: string,
  payload: { isVerified: boolean; reason?: string },
) {
  return app.inject({ method: 'PUT', url: `/api/resources/admin/${id}/verify`, headers, payload });
}

export async function publishedResource(
  app: AppInstance,
  uploader: Record<string, string>,
  admin: Record<string, string>,
  input: UploadInput = {},
): Promise<Resource> {
  const created = await uploadResource(app, uploader, input);
  const response = await verify(app, admin, created._id, { isVerified: true });
  if (response.statusCode !== 200) throw new Error(`publish failed: ${response.body}`);
  return response.json().data as Resource;
}
