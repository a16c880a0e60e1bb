import type { LeaderboardEntry, Resource } from '@mentorbridge/shared';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/factories';
import { storedResourceFiles } from '../../../test/resources';
import { createTestApp } from '../../../test/test-app';
import { seedDemoData } from '../../seed/seed';
import { authModule, DEMO_ACCOUNTS } from '../auth/auth.module';
import { resourcesModule } from './resources.module';
import { DEMO_RESOURCES } from './resources.seed-data';

describe('resources demo data', async () => {
  const { app, filesDir } = await createTestApp();

  it('seeds real files: published (rated, downloaded, paid), pending and refused resources', async () => {
    const report = await seedDemoData(app.ctx, [authModule.seed!, resourcesModule.seed!]);
    expect(report.lines).toContain(
      'resources: 6 placement resources with real files (3 published with 5 ratings, 2 pending review, 1 refused)',
    );
    expect(storedResourceFiles(filesDir)).toHaveLength(DEMO_RESOURCES.length);
    const login = async (email: string) =>
      bearer(
        (await signIn(app, email, DEMO_ACCOUNTS.find((account) => account.email === email)!.password)).token,
      );
    const student = await login('arjun.mehta@mentorbridge.demo');
    const list = await app.inject({ method: 'GET', url: '/api/resources?sort=title', headers: student });
    const published = list.json() as Resource[];
    expect(published.map((resource) => resource.title)).toEqual([
      'Aptitude Formula Sheet',
      'DSA Interview Cheat Sheet',
      'One-Page Resume Template',
    ]);
    expect(published.find((resource) => resource.title === 'DSA Interview Cheat Sheet')).toMatchObject({
      averageRating: 4.5,
      totalRatings: 2,
      myRating: 5,
      downloads: 42,
      uploadedBy: { name: 'Ananya Iyer' },
    });

    for (const resource of published) {
      const file = await app.inject({
        method: 'GET',
        url: `/api/resources/${resource._id}/download-file`,
        headers: student,
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.length).toBe(resource.fileSize);
      expect((await fileTypeFromBuffer(file.rawPayload))?.ext).toBe(resource.fileExtension);
    }

    const admin = await login('admin@mentorbridge.demo');
    const stats = (await app.inject({ method: 'GET', url: '/api/resources/stats', headers: admin })).json()
      .data;
    expect(stats).toMatchObject({ totalUploads: 6, pending: 2, published: 3, refused: 1 });
    const refused = (
      await app.inject({ method: 'GET', url: '/api/resources/admin/all?status=refused', headers: admin })
    ).json() as Resource[];
    expect(refused).toMatchObject([{ category: 'Placement Brochures', refusalReason: expect.any(String) }]);
    const xlsx = (
      await app.inject({ method: 'GET', url: '/api/resources/admin/all?q=tracker', headers: admin })
    ).json() as Resource[];
    const preview = await app.inject({
      method: 'GET',
      url: `/api/resources/${xlsx[0]!._id}/preview`,
      headers: admin,
    });
    expect((await fileTypeFromBuffer(preview.rawPayload))?.ext).toBe('xlsx');

    const ananya = await login('ananya.iyer@mentorbridge.demo');
    const me = (await app.inject({ method: 'GET', url: '/api/leaderboard/me', headers: ananya })).json();
    expect(me as LeaderboardEntry).toMatchObject({ points: 10, contributions: { resourcesShared: 1 } });
    const own = (await app.inject({ method: 'GET', url: '/api/resources/stats', headers: ananya })).json()
      .data;
    expect(own).toEqual({
      totalUploads: 2,
      averageRating: 4.5,
      // 42 seeded, and the download above.
      totalDownloads: 43,
      pending: 1,
      published: 1,
      refused: 0,
    });
  });
});
