import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compoundFile, windowsExecutable } from '../../../test/resources';
import { docxDocument, pdfDocument, xlsxWorkbook } from './demo-files';
import { containerScanner, HEAD_BYTES, judgeHead } from './resource-file-type';
import { zipArchive } from './zip-archive';

async function judge(file: Buffer, chunkSize = 1000) {
  const head = await judgeHead(file.subarray(0, HEAD_BYTES));
  if (head.kind !== 'container') return head.kind === 'known' ? head.ext : null;
  const scanner = containerScanner(head.family);
  for (let at = 0; at < file.length; at += chunkSize) scanner.push(file.subarray(at, at + chunkSize));
  return scanner.verdict();
}

describe('judging resource files by their bytes', () => {
  it('accepts PDF, DOCX and XLSX from their first bytes', async () => {
    expect(await judgeHead(pdfDocument('T', ['x']))).toEqual({ kind: 'known', ext: 'pdf' });
    expect(await judgeHead(docxDocument('T', ['x']))).toEqual({ kind: 'known', ext: 'docx' });
    expect(await judgeHead(xlsxWorkbook('S', [['a', 1]]))).toEqual({ kind: 'known', ext: 'xlsx' });
  });

  it('settles a DOCX whose [Content_Types].xml comes last (LibreOffice) from its central directory', async () => {
    const file = zipArchive([
      { name: '_rels/.rels', content: '<Relationships/>' },
      // Incompressible, so the later entries are well past the bytes read ahead.
      { name: 'docProps/thumbnail.bin', content: randomBytes(HEAD_BYTES * 2) },
      { name: 'word/document.xml', content: '<w:document/>' },
      { name: '[Content_Types].xml', content: '<Types/>' },
    ]);
    expect(await judgeHead(file.subarray(0, HEAD_BYTES))).toEqual({ kind: 'container', family: 'zip' });
    expect(await judge(file)).toBe('docx');
    for (const size of [1, 3, 45, 47, 4096]) expect(await judge(file, size)).toBe('docx');
    expect(await judge(docxDocument('T', ['x'], { contentTypesLast: true }), 7)).toBe('docx');
  });

  it('refuses ZIPs that are not Word or Excel documents', async () => {
    const zip = (names: string[]) => zipArchive(names.map((name) => ({ name, content: `<${name}/>` })));
    expect(await judge(zip(['readme.txt', 'word/document.xml']))).toBeNull();
    expect(await judge(zip(['[Content_Types].xml', 'ppt/presentation.xml']))).toBeNull();
    expect(
      await judge(zip(['_rels/.rels', 'word/document.xml', 'word/vbaProject.bin', '[Content_Types].xml'])),
    ).toBeNull();
    expect(await judge(zip(['_rels/.rels', 'word/a.xml', 'xl/b.xml', '[Content_Types].xml']))).toBeNull();
    expect(await judge(zip(['META-INF/MANIFEST.MF', 'Main.class']))).toBeNull();
  });

  it('tells a Word 97-2003 document from an Excel one by the streams its directory names', async () => {
    expect(await judgeHead(compoundFile('WordDocument'))).toEqual({ kind: 'container', family: 'cfb' });
    expect(await judge(compoundFile('WordDocument'))).toBe('doc');
    expect(await judge(compoundFile('Workbook'))).toBe('xls');
    expect(await judge(compoundFile('Book'))).toBe('xls');
    // The directory far past the bytes read ahead, reached in odd-sized chunks.
    expect(await judge(compoundFile('WordDocument', 300_000), 777)).toBe('doc');
    expect(await judge(compoundFile('SummaryInformation'))).toBeNull();
    expect(await judge(compoundFile('PowerPoint Document'))).toBeNull();
  });

  it('refuses everything else, whatever its name would say', async () => {
    expect(await judgeHead(windowsExecutable())).toEqual({ kind: 'refused' });
    expect(await judgeHead(Buffer.from('just some text, not a document'))).toEqual({ kind: 'refused' });
    expect(
      await judgeHead(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])),
    ).toEqual({
      kind: 'refused',
    });
    expect(await judgeHead(Buffer.alloc(0))).toEqual({ kind: 'refused' });
  });
});
