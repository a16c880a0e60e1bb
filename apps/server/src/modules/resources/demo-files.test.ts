import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { docxDocument, pdfDocument, xlsxWorkbook } from './demo-files';

function readZip(archive: Buffer): Map<string, string> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < entries; i++) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const checksum = archive.readUInt32LE(at + 16);
    const compressed = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    expect(archive.readUInt32LE(local)).toBe(0x04034b50);
    const dataAt = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const content = inflateRawSync(archive.subarray(dataAt, dataAt + compressed));
    expect(crc32(content)).toBe(checksum);
    files.set(name, content.toString('utf8'));
    at += 46 + nameLength;
  }
  return files;
}

describe('demo documents', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const pdf = pdfDocument('Cheat (Sheet)', ['First \\ line', 'Second line']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n \n/gm)].map((match) =>
      Number(match[1]),
    );
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
    const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf)!;
    expect(stream[2]!.length).toBe(Number(stream[1]));
    expect(stream[2]).toContain('(Cheat \\(Sheet\\)) Tj');
    expect(stream[2]).toContain('(First \\\\ line) Tj');
  });

  it('writes a Word document and a workbook as valid ZIPs of Office Open XML parts', () => {
    const docx = readZip(docxDocument('Title & more', ['<Body>']));
    expect([...docx.keys()]).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(docx.get('word/document.xml')).toContain('Title &amp; more');
    expect(docx.get('word/document.xml')).toContain('&lt;Body&gt;');
    expect(docx.get('[Content_Types].xml')).toContain('wordprocessingml.document.main+xml');

    const xlsx = readZip(
      xlsxWorkbook('Scores', [
        ['Test', 'Total'],
        ['Mock 1', 41],
      ]),
    );
    expect(xlsx.get('xl/worksheets/sheet1.xml')).toContain('<c r="B2"><v>41</v></c>');
    expect(xlsx.get('xl/worksheets/sheet1.xml')).toContain('<t xml:space="preserve">Mock 1</t>');
    expect(xlsx.get('[Content_Types].xml')).toContain('spreadsheetml.sheet.main+xml');
  });
});
