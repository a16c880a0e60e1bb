import { RESOURCE_MESSAGES as M } from '@mentorbridge/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  resourcePeople,
  samplePdf,
  storedResourceFiles,
  upload,
  uploadResource,
} from '../../../test/resources';
import { createTestApp } from '../../../test/test-app';
import { resources } from '../../db/schema/resources';

describe('resources: client file names', async () => {
  const { app, filesDir } = await createTestApp();
  const people = await resourcePeople(app);
  const row = async (id: string) =>
    (await app.ctx.db.select().from(resources).where(eq(resources.id, id)))[0]!;

  it('keeps a path-traversal name to a safe base name, never a path', async () => {
    for (const filenameStar of ['../../etc/passwd.pdf', '..\\..\\windows\\win.ini.pdf']) {
      const created = await uploadResource(app, people.alumni.headers, {
        file: { filenameStar, content: samplePdf() },
      });
      expect(created.fileName).toMatch(/^(passwd|win\.ini)\.pdf$/);
      expect((await row(created._id)).storageKey).toMatch(/^resources\/[0-9a-f]{32}\.pdf$/);
    }
    expect(storedResourceFiles(filesDir).every((name) => /^[0-9a-f]{32}\.[a-z]+$/.test(name))).toBe(true);
  });

  it('cleans header-injection names, and serves them under a safe Content-Disposition', async () => {
    // A raw CR LF ends the part's header line: the parser sees the name `a` and a stray header.
    const raw = await uploadResource(app, people.alumni.headers, {
      file: { filename: 'a"\r\nX-Evil: 1.pdf', content: samplePdf() },
    });
    expect(raw.fileName).toBe('a.pdf');
    const encoded = await uploadResource(app, people.alumni.headers, {
      file: { filenameStar: 'a";\tfilename=evil.exe\u0000\u2028\u001b.pdf', content: samplePdf() },
    });
    expect(encoded.fileName).toBe('a filename=evil.exe.pdf');
    const download = await app.inject({
      method: 'GET',
      url: `/api/resources/${encoded._id}/download-file`,
      headers: people.alumni.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="a filename=evil.exe.pdf"; filename*=UTF-8''a%20filename%3Devil.exe.pdf`,
    );
    expect(download.headers['x-evil']).toBeUndefined();
    // A CR or LF inside an encoded name makes the parser drop the part: there is no file then.
    const dropped = await upload(app, people.alumni.headers, {
      file: { filenameStar: 'a"\r\nX-Evil: 1.pdf', content: samplePdf() },
    });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().message).toBe(M.fileRequired);
  });
});
