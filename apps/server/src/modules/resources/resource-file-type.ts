import type { ResourceFileExtension } from '@mentorbridge/shared';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Judged by bytes, never by name or declared type. Two kinds need the whole file, checked while it streams:
 * a ZIP whose `[Content_Types].xml` is last (LibreOffice), decided by its central directory; and an OLE2
 * compound file (also .msi, .msg, .ppt), whose directory must name a `WordDocument` or `Workbook` stream.
 */

/** Read ahead before storing: file-type's magic numbers and a typical document's first ZIP entries. */
export const HEAD_BYTES = 64 * 1024;

export type HeadVerdict =
  | { kind: 'known'; ext: ResourceFileExtension }
  | { kind: 'container'; family: 'zip' | 'cfb' }
  | { kind: 'refused' };

const KNOWN_FROM_HEAD: ReadonlySet<string> = new Set(['pdf', 'docx', 'xlsx']);

export async function judgeHead(head: Buffer): Promise<HeadVerdict> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return { kind: 'refused' };
  if (KNOWN_FROM_HEAD.has(detected.ext)) return { kind: 'known', ext: detected.ext as ResourceFileExtension };
  // Undecided from the first entries; any other ZIP-based type (docm, xlsm, pptx, odt, jar, apk…) is refused.
  if (detected.ext === 'zip') return { kind: 'container', family: 'zip' };
  if (detected.ext === 'cfb') return { kind: 'container', family: 'cfb' };
  return { kind: 'refused' };
}

export interface ContainerScanner {
  push(chunk: Buffer): void;
  verdict(): ResourceFileExtension | null;
}

export function containerScanner(family: 'zip' | 'cfb'): ContainerScanner {
  return family === 'zip' ? new ZipDirectoryScanner() : new CompoundFileScanner();
}

const CENTRAL_HEADER = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
const CENTRAL_HEADER_SIZE = 46;
const MAX_NAME_BYTES = 1024;

class ZipDirectoryScanner implements ContainerScanner {
  private carry: Buffer = Buffer.alloc(0);
  private hasContentTypes = false;
  private hasWord = false;
  private hasSpreadsheet = false;
  private hasMacros = false;

  push(chunk: Buffer): void {
    const data = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    let from = 0;
    for (;;) {
      const at = data.indexOf(CENTRAL_HEADER, from);
      if (at === -1) {
        // A signature may be split across chunks: keep its possible first three bytes.
        this.carry = Buffer.from(data.subarray(Math.max(from, data.length - 3)));
        return;
      }
      const nameLength = at + CENTRAL_HEADER_SIZE <= data.length ? data.readUInt16LE(at + 28) : 0;
      const end = at + CENTRAL_HEADER_SIZE + nameLength;
      if (at + CENTRAL_HEADER_SIZE > data.length || (end > data.length && nameLength <= MAX_NAME_BYTES)) {
        this.carry = Buffer.from(data.subarray(at));
        return;
      }
      if (end <= data.length) this.see(data.toString('utf8', at + CENTRAL_HEADER_SIZE, end));
      from = at + CENTRAL_HEADER.length;
    }
  }

  private see(name: string): void {
    if (name === '[Content_Types].xml') this.hasContentTypes = true;
    else if (name.startsWith('word/')) this.hasWord = true;
    else if (name.startsWith('xl/')) this.hasSpreadsheet = true;
    // Macro-enabled documents (.docm, .xlsm) are not among the accepted types.
    if (name.toLowerCase().endsWith('vbaproject.bin')) this.hasMacros = true;
  }

  verdict(): ResourceFileExtension | null {
    if (!this.hasContentTypes || this.hasMacros || this.hasWord === this.hasSpreadsheet) return null;
    return this.hasWord ? 'docx' : 'xlsx';
  }
}

/** [MS-CFB] 2.6: 128-byte directory records, so every entry starts at a multiple of 128 from the start. */
class CompoundFileScanner implements ContainerScanner {
  private pending: Buffer = Buffer.alloc(0);
  private hasWord = false;
  private hasWorkbook = false;

  push(chunk: Buffer): void {
    const data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    let start = 0;
    for (; start + 128 <= data.length; start += 128) this.entry(data, start);
    this.pending = Buffer.from(data.subarray(start));
  }

  private entry(data: Buffer, start: number): void {
    const nameBytes = data.readUInt16LE(start + 0x40);
    const type = data[start + 0x42];
    if (type !== 2 || nameBytes < 4 || nameBytes > 64 || nameBytes % 2 !== 0) return;
    const name = data.toString('utf16le', start, start + nameBytes - 2);
    if (name === 'WordDocument') this.hasWord = true;
    else if (name === 'Workbook' || name === 'Book') this.hasWorkbook = true;
  }

  verdict(): ResourceFileExtension | null {
    if (this.hasWord === this.hasWorkbook) return null;
    return this.hasWord ? 'doc' : 'xls';
  }
}
