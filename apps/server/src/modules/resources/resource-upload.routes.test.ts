import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { RESOURCE_MESSAGES as M, MESSAGES, RESOURCE_LIMITS, type Resource } from '@mentorbridge/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  compoundFile,
  multipartForm,
  RecordingStorage,
  resourceFields,
  resourcePeople,
  samplePdf,
  storedResourceFiles,
  upload,
  uploadResource,
  windowsExecutable,
} from '../../../test/resources';
import { createTestApp } from '../../../test/test-app';
import { resources } from '../../db/schema/resources';
import { docxDocument, pdfDocument, xlsxWorkbook } from './demo-files';
import { zipArchive } from './zip-archive';

const MB = 1024 * 1024;

function pdfOfSize(size: number): Buffer {
  const pdf = pdfDocument('Big', ['Padded to size.']);
  return Buffer.concat([pdf, Buffer.from('%'), Buffer.alloc(size - pdf.length - 2, 0x41), Buffer.from('\n')]);
}

const boundaryOf = (form: { headers: { 'content-type': string } }) =>
  form.headers['content-type'].split('boundary=')[1]!;
/** The form without its closing delimiter, for a test to add parts after it. */
const withoutEnd = (form: { payload: Buffer; headers: { 'content-type': string } }) =>
  form.payload.subarray(0, form.payload.lastIndexOf(`--${boundaryOf(form)}--`));

describe('resources: upload', async () => {
  const { app, filesDir } = await createTestApp();
  const people = await resourcePeople(app);
  const storage = new RecordingStorage(app.ctx.storage);
  app.ctx.storage = storage;
  const row = async (id: string) =>
    (await app.ctx.db.select().from(resources).where(eq(resources.id, id)))[0]!;
  const storedBytes = async (id: string) => readFileSync(path.join(filesDir, (await row(id)).storageKey));

  it('stores a PDF as pending review under a random key and answers the thank-you message', async () => {
    const content = pdfDocument('Graph Algorithms Notes', ['BFS and DFS.']);
    const response = await upload(app, people.alumni.headers, {
      file: { filename: 'Graph Notes.pdf', content },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: M.uploaded,
      data: {
        title: 'Graph Algorithms Notes',
        description: 'BFS, DFS, Dijkstra and topological sort with worked examples.',
        category: 'Technical Preparation',
        tags: ['Graphs', 'DSA'],
        uploadedBy: { _id: people.alumni.id, name: people.alumni.name, email: people.alumni.email },
        isVerified: false,
        status: 'pending',
        refusalReason: null,
        averageRating: 0,
        totalRatings: 0,
        myRating: null,
        downloads: 0,
        views: 0,
        fileName: 'Graph Notes.pdf',
        fileExtension: 'pdf',
        fileSize: content.length,
        canEdit: true,
      },
    });
    const stored = await row(body.data._id);
    expect(stored.storageKey).toMatch(/^resources\/[0-9a-f]{32}\.pdf$/);
    expect(stored.contentType).toBe('application/pdf');
    expect(await storedBytes(body.data._id)).toEqual(content);
    expect(storage.puts.at(-1)).toMatchObject({
      key: stored.storageKey,
      isStream: true,
      bytes: content.length,
    });
  });

  it('lets admins upload, and refuses students before reading the file', async () => {
    expect((await upload(app, people.admin.headers)).statusCode).toBe(201);
    const before = storage.puts.length;
    const response = await upload(app, people.student.headers);
    expect(response.statusCode).toBe(403);
    expect(storage.puts.length).toBe(before);
  });

  it.each([
    ['Word', 'cv.docx', docxDocument('CV', ['Line']), 'docx'],
    ['Word (LibreOffice order)', 'cv.docx', docxDocument('CV', ['Line'], { contentTypesLast: true }), 'docx'],
    ['Excel', 'marks.xlsx', xlsxWorkbook('Marks', [['A', 1]]), 'xlsx'],
    ['Word 97-2003', 'old.doc', compoundFile('WordDocument'), 'doc'],
    ['Excel 97-2003', 'old.xls', compoundFile('Workbook', 200_000), 'xls'],
  ] as const)('accepts a %s file, judged by its bytes', async (_kind, filename, content, ext) => {
    const response = await upload(app, people.alumni.headers, {
      file: { filename, content, contentType: 'application/octet-stream' },
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data as Resource;
    expect(data).toMatchObject({ fileExtension: ext, fileSize: content.length });
    expect(await storedBytes(data._id)).toEqual(content);
    expect((await row(data._id)).contentType).toMatch(ext.startsWith('doc') ? /word/ : /excel|spreadsheet/);
  });

  it('names the file by the type it is, not by the name it came with', async () => {
    const response = await upload(app, people.alumni.headers, {
      file: { filename: 'sheet.pdf', content: xlsxWorkbook('S', [['a']]) },
    });
    expect(response.json().data).toMatchObject({ fileName: 'sheet.xlsx', fileExtension: 'xlsx' });
  });

  it('refuses a renamed executable called cv.pdf with the spec message, storing nothing', async () => {
    const before = storedResourceFiles(filesDir);
    const puts = storage.puts.length;
    const response = await upload(app, people.alumni.headers, {
      file: { filename: 'cv.pdf', contentType: 'application/pdf', content: windowsExecutable() },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: M.fileType, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(storage.puts.length).toBe(puts);
    expect(storedResourceFiles(filesDir)).toEqual(before);
  });

  it.each([
    ['text named .pdf', 'notes.pdf', Buffer.from('Just some plain text pretending to be a PDF.')],
    ['a PNG', 'scan.pdf', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    [
      'a PowerPoint file',
      'slides.docx',
      zipArchive([
        { name: '[Content_Types].xml', content: '<Types/>' },
        { name: 'ppt/presentation.xml', content: '<p/>' },
      ]),
    ],
    ['an installer (compound file)', 'setup.doc', compoundFile('SummaryInformation', 150_000)],
  ])('refuses %s', async (_kind, filename, content) => {
    const before = storedResourceFiles(filesDir);
    const response = await upload(app, people.alumni.headers, { file: { filename, content } });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(M.fileType);
    expect(storedResourceFiles(filesDir)).toEqual(before);
  });

  it.each([
    ['after the fields', undefined],
    ['sent first', 0],
  ])('refuses an empty .pdf %s with 400 "The file is empty.", storing nothing', async (how, fileAt) => {
    const before = storedResourceFiles(filesDir);
    const puts = storage.puts.length;
    const title = `Empty file ${how}`;
    const response = await upload(app, people.alumni.headers, {
      fields: resourceFields({ title }),
      file: { filename: 'empty.pdf', contentType: 'application/pdf', content: Buffer.alloc(0) },
      fileAt,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.emptyFile, code: 'VALIDATION_ERROR' });
    expect(MESSAGES.emptyFile).toBe('The file is empty.');
    expect(storage.puts.length).toBe(puts);
    expect(storedResourceFiles(filesDir)).toEqual(before);
    expect(await app.ctx.db.select().from(resources).where(eq(resources.title, title))).toEqual([]);
  });

  it('refuses an 11 MB upload with 413, stops reading at the limit and keeps nothing', async () => {
    const before = storedResourceFiles(filesDir);
    const puts = storage.puts.length;
    const response = await upload(app, people.alumni.headers, {
      file: { filename: 'big.pdf', content: pdfOfSize(11 * MB) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: M.fileSize, code: 'PAYLOAD_TOO_LARGE' });
    expect(storage.puts.length).toBe(puts + 1);
    const put = storage.puts.at(-1)!;
    expect(put.isStream).toBe(true);
    // The store saw at most the limit (plus the chunk that crossed it), never the whole 11 MB.
    expect(put.bytes).toBeLessThanOrEqual(RESOURCE_LIMITS.maxFileBytes + 256 * 1024);
    expect(put.error).toBeDefined();
    expect(storedResourceFiles(filesDir)).toEqual(before);
    expect(await app.ctx.db.select().from(resources).where(eq(resources.fileName, 'big.pdf'))).toEqual([]);
  });

  it('accepts a file of exactly 10 MB and refuses one byte more', async () => {
    const exact = await upload(app, people.alumni.headers, {
      file: { filename: 'exact.pdf', content: pdfOfSize(RESOURCE_LIMITS.maxFileBytes) },
    });
    expect(exact.statusCode).toBe(201);
    expect(exact.json().data.fileSize).toBe(RESOURCE_LIMITS.maxFileBytes);
    const before = storedResourceFiles(filesDir);
    const over = await upload(app, people.alumni.headers, {
      file: { filename: 'over.pdf', content: pdfOfSize(RESOURCE_LIMITS.maxFileBytes + 1) },
    });
    expect(over.statusCode).toBe(413);
    expect(storedResourceFiles(filesDir)).toEqual(before);
  });

  it('the store itself also stops an oversize stream (FileTooLargeError maps to 413)', async () => {
    // A store limit below the route's: the store's own error must still give the spec's answer.
    const real = app.ctx.storage;
    app.ctx.storage = {
      put: (key, source, options) => real.put(key, source, { ...options, maxBytes: 1000 }),
      get: (key) => real.get(key),
      delete: (key) => real.delete(key),
    };
    try {
      const response = await upload(app, people.alumni.headers, {
        file: { filename: 'a.pdf', content: pdfOfSize(5000) },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(M.fileSize);
    } finally {
      app.ctx.storage = real;
    }
  });

  it('answers 400 to a cut-off or malformed body, keeping nothing of it', async () => {
    const before = storedResourceFiles(filesDir);
    const puts = storage.puts.length;
    const cutOff = multipartForm(resourceFields(), { filename: 'a.pdf', content: pdfOfSize(300 * 1024) });
    for (const [payload, contentType] of [
      ['garbage', 'multipart/form-data; boundary=x'],
      [cutOff.payload.subarray(0, cutOff.payload.length - 200), cutOff.headers['content-type']],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/resources',
        headers: { ...people.alumni.headers, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The upload was incomplete or malformed. Please try again.',
        code: 'VALIDATION_ERROR',
      });
    }
    // The cut-off file had started streaming to the store, which then dropped it.
    expect(storage.puts.length).toBe(puts + 1);
    expect(storage.puts.at(-1)?.error).toBeDefined();
    expect(storedResourceFiles(filesDir)).toEqual(before);
  });

  it('answers "Please select a file to upload" without a file, or with it in another field', async () => {
    for (const input of [
      { file: null },
      { file: { field: 'document', filename: 'a.pdf', content: samplePdf() } },
    ]) {
      const response = await upload(app, people.alumni.headers, input);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: M.fileRequired, code: 'VALIDATION_ERROR' });
    }
    const json = await app.inject({
      method: 'POST',
      url: '/api/resources',
      headers: people.alumni.headers,
      payload: resourceFields(),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(M.fileRequired);
  });

  it.each([
    [{ title: '' }, 'title', M.titleRequired],
    [{ title: '   ' }, 'title', M.titleRequired],
    [{ category: '' }, 'category', M.categoryRequired],
    [{ category: 'Astrology' }, 'category', M.categoryRequired],
    [{ category: 'Other', customCategory: ' ' }, 'customCategory', M.customCategoryRequired],
    [{ description: '' }, 'description', M.descriptionRequired],
    [{ tags: '["unclosed"' }, 'tags', 'Tags must be a list of words'],
    [{ title: 'x'.repeat(151) }, 'title', 'Title must be at most 150 characters'],
  ])('checks the fields before storing anything: %j', async (override, field, message) => {
    const puts = storage.puts.length;
    const response = await upload(app, people.alumni.headers, { fields: resourceFields(override) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    expect(response.json().errors).toContainEqual({ path: field, message });
    expect(storage.puts.length).toBe(puts);
  });

  it('lists every missing field, in the form order', async () => {
    const response = await upload(app, people.alumni.headers, { fields: {} });
    expect(response.json()).toMatchObject({
      message: M.titleRequired,
      errors: [
        { path: 'title', message: M.titleRequired },
        { path: 'category', message: M.categoryRequired },
        { path: 'description', message: M.descriptionRequired },
      ],
    });
  });

  it('takes the file first, as the spec client and curl -F send it, with the fields after it', async () => {
    const content = samplePdf('File first');
    const response = await upload(app, people.alumni.headers, {
      fields: resourceFields({ title: 'File First Notes', tags: JSON.stringify(['Order', 'Multipart']) }),
      file: { filename: 'first.pdf', content },
      fileAt: 0,
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data as Resource;
    expect(data).toMatchObject({
      title: 'File First Notes',
      description: 'BFS, DFS, Dijkstra and topological sort with worked examples.',
      category: 'Technical Preparation',
      tags: ['Order', 'Multipart'],
      fileName: 'first.pdf',
      fileSize: content.length,
      status: 'pending',
    });
    expect(await storedBytes(data._id)).toEqual(content);
  });

  it('takes the file between the fields, and a container judged at its end', async () => {
    const content = docxDocument('Middle', ['Line'], { contentTypesLast: true });
    const response = await upload(app, people.alumni.headers, {
      fields: resourceFields({ title: 'File In The Middle', category: 'Other', customCategory: 'Brochures' }),
      file: { filename: 'middle.docx', content },
      fileAt: 2,
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data as Resource;
    expect(data).toMatchObject({ title: 'File In The Middle', category: 'Brochures', fileExtension: 'docx' });
    expect(await storedBytes(data._id)).toEqual(content);
  });

  it('refuses a file-first upload without a title, keeping nothing of the file it had stored', async () => {
    const before = storedResourceFiles(filesDir);
    const puts = storage.puts.length;
    const fields = resourceFields({ description: 'No title for this one.' });
    delete fields.title;
    const response = await upload(app, people.alumni.headers, { fields, fileAt: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: M.titleRequired,
      code: 'VALIDATION_ERROR',
      errors: [{ path: 'title', message: M.titleRequired }],
    });
    // The file came before the fields that refuse it: it was stored while they arrived, then removed.
    expect(storage.puts.length).toBe(puts + 1);
    expect(storage.deleted).toContain(storage.puts.at(-1)!.key);
    expect(storedResourceFiles(filesDir)).toEqual(before);
    expect(
      await app.ctx.db.select().from(resources).where(eq(resources.description, 'No title for this one.')),
    ).toEqual([]);
  });

  it('refuses an oversize file sent first with 413, keeping nothing', async () => {
    const before = storedResourceFiles(filesDir);
    const response = await upload(app, people.alumni.headers, {
      fields: resourceFields({ title: 'Too big, first' }),
      file: { filename: 'big-first.pdf', content: pdfOfSize(11 * MB) },
      fileAt: 0,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: M.fileSize, code: 'PAYLOAD_TOO_LARGE' });
    expect(storage.puts.at(-1)!.bytes).toBeLessThanOrEqual(RESOURCE_LIMITS.maxFileBytes + 256 * 1024);
    expect(storedResourceFiles(filesDir)).toEqual(before);
    expect(await app.ctx.db.select().from(resources).where(eq(resources.title, 'Too big, first'))).toEqual(
      [],
    );
  });

  it('refuses a renamed executable sent first with 415 before storing it', async () => {
    const before = storedResourceFiles(filesDir);
    const puts = storage.puts.length;
    const response = await upload(app, people.alumni.headers, {
      file: { filename: 'cv.pdf', content: windowsExecutable() },
      fileAt: 0,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: M.fileType, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(storage.puts.length).toBe(puts);
    expect(storedResourceFiles(filesDir)).toEqual(before);
  });

  it('keeps the first value of a repeated field, wherever the file is', async () => {
    const form = multipartForm(
      resourceFields({ title: 'First Title' }),
      { filename: 'notes.pdf', content: samplePdf() },
      { fileAt: 1 },
    );
    const repeated = Buffer.concat([
      withoutEnd(form),
      Buffer.from(`--${boundaryOf(form)}\r\nContent-Disposition: form-data; name="title"\r\n\r\nSecond\r\n`),
      Buffer.from(`--${boundaryOf(form)}--\r\n`),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/resources',
      headers: { ...people.alumni.headers, ...form.headers },
      payload: repeated,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.title).toBe('First Title');
  });

  it('removes a stored file when the form breaks after it (a cut-off field), answering 400', async () => {
    const before = storedResourceFiles(filesDir);
    const form = multipartForm(
      resourceFields({ title: 'Cut after the file' }),
      { filename: 'a.pdf', content: samplePdf() },
      { fileAt: 0 },
    );
    // The file's part and the next part's start, then (once the file is in the store) the rest cut off in
    // the last field: no closing boundary.
    const fileEnd = form.payload.indexOf('name="title"') + 20;
    async function* body() {
      yield form.payload.subarray(0, fileEnd);
      for (let tries = 0; tries < 100 && storedResourceFiles(filesDir).length === before.length; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      yield form.payload.subarray(fileEnd, form.payload.length - 30);
    }
    const response = await app.inject({
      method: 'POST',
      url: '/api/resources',
      headers: { ...people.alumni.headers, ...form.headers },
      payload: Readable.from(body(), { objectMode: false }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The upload was incomplete or malformed. Please try again.',
      code: 'VALIDATION_ERROR',
    });
    expect(storage.deleted).toContain(storage.puts.at(-1)!.key);
    expect(storedResourceFiles(filesDir)).toEqual(before);
  });

  it('refuses a form with a second file, keeping neither', async () => {
    const before = storedResourceFiles(filesDir);
    const form = multipartForm(
      resourceFields({ title: 'Two files' }),
      { content: samplePdf() },
      { fileAt: 0 },
    );
    const second = Buffer.from(
      `--${boundaryOf(form)}\r\nContent-Disposition: form-data; name="file"; filename="b.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/resources',
      headers: { ...people.alumni.headers, ...form.headers },
      payload: Buffer.concat([
        withoutEnd(form),
        second,
        samplePdf('Second'),
        Buffer.from(`\r\n--${boundaryOf(form)}--\r\n`),
      ]),
    });
    expect(response.statusCode).toBe(413);
    expect(storedResourceFiles(filesDir)).toEqual(before);
    expect(await app.ctx.db.select().from(resources).where(eq(resources.title, 'Two files'))).toEqual([]);
  });

  it('stores a custom category instead of Other, and takes tags as a JSON list or comma text', async () => {
    const custom = await uploadResource(app, people.alumni.headers, {
      fields: resourceFields({
        category: 'Other',
        customCategory: ' Placement Brochures ',
        tags: ' a, b ,, a ,c ',
      }),
    });
    expect(custom).toMatchObject({ category: 'Placement Brochures', tags: ['a', 'b', 'c'] });
    const listed = await uploadResource(app, people.alumni.headers, {
      fields: resourceFields({ tags: JSON.stringify([' DSA ', 'Graphs', '']) }),
    });
    expect(listed.tags).toEqual(['DSA', 'Graphs']);
    const none = await uploadResource(app, people.alumni.headers, { fields: resourceFields({ tags: '' }) });
    expect(none.tags).toEqual([]);
    const named = await uploadResource(app, people.alumni.headers, {
      fields: resourceFields({ category: 'Mock Tests', customCategory: 'Ignored' }),
    });
    expect(named.category).toBe('Mock Tests');
  });
});
