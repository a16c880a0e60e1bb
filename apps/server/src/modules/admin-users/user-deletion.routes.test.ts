import { existsSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_MESSAGES } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  account,
  aggregateMismatches,
  auditOf,
  type Person,
  person,
  review,
  rows,
  rowsReferring,
  scalar,
  uploadPdf,
} from '../../../test/admin-users';
import { bearer, createUserWithProfile } from '../../../test/factories';
import { mailsTo } from '../../../test/mail';
import { createTestApp } from '../../../test/test-app';
import { bookAs, createWorkshopAs } from '../../../test/workshops';
import { fileReport } from '../content-reports/content-reports.module';

const experienceForm = (companyName: string) => ({
  companyName,
  questions: [{ questionText: 'Reverse a linked list.', studentAnswer: 'Three pointers.' }],
});
const INSIGHT = {
  company: 'Deletion Labs',
  industry: 'Technology',
  recruitmentPattern: 'Campus',
  rolesOffered: ['Engineer'],
};

describe('admin users: deleting accounts', async () => {
  const { app, mail, filesDir } = await createTestApp();
  const admin = await person(app, 'admin', { name: 'Head Admin' });
  const inject = (who: Pick<Person, 'headers'>, method: string, url: string, payload?: object) =>
    app.inject({ method: method as 'GET', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const ok = async (response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
    const answer = await response;
    if (answer.statusCode >= 300) throw new Error(`${answer.statusCode} ${answer.body}`);
    return answer.json() as { data: { _id: string } & Record<string, unknown> };
  };
  const published = async (uploader: Pick<Person, 'headers'>) => {
    const id = await uploadPdf(app, uploader.headers);
    await review(app, admin.headers, id, { isVerified: true });
    return id;
  };
  const withProfile = async (role: 'student' | 'alumni', name: string) => {
    const user = await createUserWithProfile(app, role);
    await app.ctx.db.execute(sql`update users set name = ${name} where id = ${user.id}`);
    return { ...user, name, headers: bearer(user.token) };
  };
  const deleteOne = (id: string, who: Pick<Person, 'headers'> = admin) =>
    inject(who, 'DELETE', `/api/users/${id}`);
  const bulk = (ids: string[], who: Pick<Person, 'headers'> = admin) =>
    inject(who, 'POST', '/api/users/bulk-delete', { ids });
  const exists = (table: string, id: string) =>
    scalar(app, sql`select count(*)::int as n from ${sql.identifier(table)} where id = ${id}`);
  const statsOf = async (userId: string) =>
    (
      await rows<Record<string, number>>(
        app,
        sql`select points, rating_sum, rating_count, five_star_ratings, helpful_votes from user_stats where user_id = ${userId}`,
      )
    )[0];

  // Bob stays; Sam, a student, and Alice, an alumni, are deleted. Tess and Uma are bystanders.
  const bob = await withProfile('alumni', 'Bob Stays');
  const alice = await withProfile('alumni', 'Alice Leaves');
  const sam = await withProfile('student', 'Sam Leaves');
  const tess = await withProfile('student', 'Tess Stays');
  const uma = await withProfile('student', 'Uma Stays');

  // Bob's content, which Sam and Tess vote on, rate and give feedback to.
  const bobExperience = (
    await ok(inject(bob, 'POST', '/api/alumni-features/interview-experience', experienceForm('Google')))
  ).data._id as string;
  const bobInsight = (await ok(inject(bob, 'POST', '/api/company-insights', INSIGHT))).data._id as string;
  const bobResource = await published(bob);
  for (const [who, insightRating, resourceRating] of [
    [sam, 5, 4],
    [tess, 3, 2],
  ] as const) {
    await ok(inject(who, 'PUT', `/api/interviews/${bobExperience}/helpful`));
    await ok(inject(who, 'POST', `/api/company-insights/${bobInsight}/rate`, { rating: insightRating }));
    await ok(inject(who, 'POST', `/api/resources/${bobResource}/rate`, { rating: resourceRating }));
  }
  const held = await createWorkshopAs(app, bob.token, { title: 'Held Workshop' });
  const samBooking = (await bookAs(app, sam.token, held._id)).json().data._id as string;
  await ok(
    inject(bob, 'PUT', `/api/alumni-features/workshop/${held._id}/booking/${samBooking}`, {
      status: 'Confirmed',
      meetingLink: 'https://meet.example.com/held',
    }),
  );
  await ok(inject(bob, 'PATCH', `/api/alumni-features/workshop/${held._id}/complete`));
  await ok(
    inject(sam, 'POST', '/api/alumni-features/feedback', {
      workshopId: held._id,
      rating: 5,
      comment: 'Great',
    }),
  );
  await ok(inject(sam, 'POST', `/api/interviews/${bobExperience}/report`, { reason: 'Other' }));

  // Alice's content: published (kept) and unpublished (deleted), and an open workshop with three bookings.
  const aliceExperience = (
    await ok(inject(alice, 'POST', '/api/alumni-features/interview-experience', experienceForm('Kept Co')))
  ).data._id as string;
  const aliceInsight = (
    await ok(inject(alice, 'POST', '/api/company-insights', { ...INSIGHT, company: 'Kept Insight' }))
  ).data._id as string;
  const alicePublished = await published(alice);
  const alicePending = await uploadPdf(app, alice.headers);
  const aliceRefused = await uploadPdf(app, alice.headers);
  await review(app, admin.headers, aliceRefused, { isVerified: false, reason: 'Blurry scan' });
  await ok(inject(tess, 'POST', `/api/resources/${alicePublished}/rate`, { rating: 4 }));
  const upcoming = await createWorkshopAs(app, alice.token, { title: 'Cancelled Workshop' });
  const tessBooking = (await bookAs(app, tess.token, upcoming._id)).json().data._id as string;
  await ok(
    inject(alice, 'PUT', `/api/alumni-features/workshop/${upcoming._id}/booking/${tessBooking}`, {
      status: 'Confirmed',
      meetingLink: 'https://meet.example.com/cancelled',
    }),
  );
  await bookAs(app, uma.token, upcoming._id);
  await bookAs(app, sam.token, upcoming._id);
  await ok(
    inject(sam, 'POST', '/api/mentorship-requests', { alumniId: alice.id, message: 'Please guide me' }),
  );
  const avatarKey = 'avatars/0123456789abcdef0123456789abcdef.webp';
  await app.ctx.storage.put(avatarKey, Buffer.from('not really a picture'));
  await app.ctx.db.execute(sql`update users set avatar_key = ${avatarKey} where id = ${alice.id}`);
  // Reports about Alice's and Sam's profiles, by Tess.
  const tessUser = { id: tess.id, name: tess.name, email: tess.email, role: 'student' as const };
  for (const target of [alice.id, sam.id]) {
    await fileReport(
      app.ctx,
      tessUser,
      { kind: 'profile', id: target, authorId: target },
      {
        reason: 'Spam or advertising',
        details: '',
      },
    );
  }
  await app.ctx.mail.deliver();
  mail.sent.length = 0;
  const openProfileReports = (id: string) =>
    scalar(
      app,
      sql`select count(*)::int as n from content_reports where kind = 'profile' and target_id = ${id} and status = 'open'`,
    );
  const storedFile = (key: string) => existsSync(path.join(filesDir, key));
  const storageKey = async (id: string) =>
    (await rows<{ key: string }>(app, sql`select storage_key as key from resources where id = ${id}`))[0]!
      .key;
  const pendingFile = await storageKey(alicePending);
  const refusedFile = await storageKey(aliceRefused);
  const publishedFile = await storageKey(alicePublished);

  it('deletes an alumni: account gone, open workshops cancelled with mails, published content kept', async () => {
    expect(storedFile(pendingFile) && storedFile(refusedFile) && storedFile(avatarKey)).toBe(true);
    expect(await openProfileReports(alice.id)).toBe(1);
    const response = await deleteOne(alice.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ADMIN_MESSAGES.deleted });

    expect(await rowsReferring(app, [alice.id])).toEqual({});
    expect((await inject(alice, 'GET', '/api/auth/profile')).statusCode).toBe(401);
    expect((await inject(tess, 'GET', `/api/users/${alice.id}`)).statusCode).toBe(404);

    // Her open workshop: each booked student was told, and nothing of it is left.
    for (const student of [tess, uma, sam]) {
      const mails = await mailsTo(app, mail, student.email);
      expect(mails.map((sent) => sent.subject)).toEqual(['Booking cancelled: Cancelled Workshop']);
      expect(mails[0]!.text).toContain("its host's account was closed");
    }
    expect(await exists('workshops', upcoming._id)).toBe(0);
    expect(
      await scalar(
        app,
        sql`select count(*)::int as n from workshop_bookings where workshop_id = ${upcoming._id}`,
      ),
    ).toBe(0);

    // Published content stays under 'Former member'; unpublished resources go, with their files.
    const experience = await ok(inject(tess, 'GET', `/api/interviews/${aliceExperience}`));
    expect(experience.data).toMatchObject({ company: 'Kept Co', alumni: null });
    const insight = await ok(inject(tess, 'GET', `/api/company-insights/${aliceInsight}`));
    expect(insight).toMatchObject({ company: 'Kept Insight', creator: null });
    const resource = await ok(inject(tess, 'GET', `/api/resources/${alicePublished}`));
    expect(resource.data).toMatchObject({ uploadedBy: null, isVerified: true, totalRatings: 1 });
    expect(await exists('resources', alicePending)).toBe(0);
    expect(await exists('resources', aliceRefused)).toBe(0);
    expect([storedFile(pendingFile), storedFile(refusedFile), storedFile(avatarKey)]).toEqual([
      false,
      false,
      false,
    ]);
    expect(storedFile(publishedFile)).toBe(true);

    expect(await openProfileReports(alice.id)).toBe(0);
    const board = await ok(inject(tess, 'GET', '/api/leaderboard?limit=100'));
    expect(JSON.stringify(board)).not.toContain(alice.id);
    expect(await aggregateMismatches(app)).toEqual([]);

    expect(await auditOf(app, alice.id)).toEqual([
      {
        action: 'user.delete',
        actor_id: admin.id,
        target_type: 'user',
        target_label: 'Alice Leaves',
        reason: null,
        before: { name: 'Alice Leaves', email: alice.email, role: 'alumni' },
        after: null,
      },
    ]);
  });

  it('deletes a student: their votes, ratings and feedback leave every count they fed', async () => {
    const vic = await account(app, 'student', { name: 'Vic Leaves' });
    const bobBefore = await statsOf(bob.id);
    const paid = async (kind: string, sourceId: string) =>
      scalar(
        app,
        sql`select points as n from points_ledger where kind = ${kind} and source_id = ${sourceId} and not is_reversal`,
      );
    const votePaid = await paid('helpful_vote', `${bobExperience}:${sam.id}`);
    const feedbackId = (
      await rows<{ id: string }>(app, sql`select id from workshop_feedback where student_id = ${sam.id}`)
    )[0]!.id;
    const fiveStarPaid = await paid('five_star_feedback', feedbackId);
    expect([votePaid, fiveStarPaid]).toEqual([2, 10]);
    expect(bobBefore).toMatchObject({
      rating_sum: 5,
      rating_count: 1,
      five_star_ratings: 1,
      helpful_votes: 2,
    });

    const response = await bulk([sam.id, vic.id, sam.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ADMIN_MESSAGES.bulkDeleted, deleted: 2 });
    expect(await rowsReferring(app, [sam.id, vic.id])).toEqual({});

    const experience = await ok(inject(tess, 'GET', `/api/interviews/${bobExperience}`));
    expect(experience.data.helpfulCount).toBe(1);
    const insight = await ok(inject(tess, 'GET', `/api/company-insights/${bobInsight}`));
    expect(insight).toMatchObject({ averageRating: 3, totalRatings: 1 });
    const resource = await ok(inject(tess, 'GET', `/api/resources/${bobResource}`));
    expect(resource.data).toMatchObject({ averageRating: 2, totalRatings: 1 });
    expect(await statsOf(bob.id)).toEqual({
      ...bobBefore,
      points: bobBefore!.points! - votePaid - fiveStarPaid,
      rating_sum: 0,
      rating_count: 0,
      five_star_ratings: 0,
      helpful_votes: 1,
    });
    expect(await aggregateMismatches(app)).toEqual([]);
    expect(await openProfileReports(sam.id)).toBe(0);
    // The report Sam filed went with him; the completed workshop he attended stays Bob's.
    expect(
      await scalar(
        app,
        sql`select count(*)::int as n from content_reports where target_id = ${bobExperience}`,
      ),
    ).toBe(0);
    expect(await exists('workshops', held._id)).toBe(1);

    for (const gone of [sam, vic]) {
      const entries = await auditOf(app, gone.id);
      expect(entries.map((entry) => [entry.action, entry.before])).toEqual([
        ['user.delete', { name: gone.name, email: gone.email, role: 'student' }],
      ]);
    }
  });

  it('deletes all or nothing: an unknown id or a refused account deletes none', async () => {
    const keep = await account(app, 'student', { name: 'Kept Student' });
    const host = await person(app, 'alumni', { name: 'Kept Host' });
    const workshop = await createWorkshopAs(app, host.token, { title: 'Kept Workshop' });
    await bookAs(app, uma.token, workshop._id);
    const outbox = () => scalar(app, sql`select count(*)::int as n from mail_outbox`);
    const mailsBefore = await outbox();

    const unknown = await bulk([keep.id, host.id, '0d9c7f3e-2b1a-4c5d-8e6f-7a8b9c0d1e2f']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_MESSAGES.someUsersNotFound);
    // With another active admin about, the caller among the ids is refused as themselves.
    await person(app, 'admin');
    const self = await bulk([keep.id, host.id, admin.id]);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(ADMIN_MESSAGES.notSelf);

    for (const id of [keep.id, host.id]) expect(await exists('users', id)).toBe(1);
    expect(await auditOf(app, keep.id)).toEqual([]);
    const still = await rows<{ is_active: boolean }>(
      app,
      sql`select is_active from workshops where id = ${workshop._id}`,
    );
    expect(still).toEqual([{ is_active: true }]);
    expect(await outbox()).toBe(mailsBefore);
  });

  it('validates the bulk body', async () => {
    const cases: Array<[object, string]> = [
      [{}, ADMIN_MESSAGES.idsRequired],
      [{ ids: [] }, ADMIN_MESSAGES.idsRequired],
      [{ ids: ['not-a-uuid'] }, ADMIN_MESSAGES.idInvalid],
      [{ ids: Array.from({ length: 101 }, () => admin.id) }, ADMIN_MESSAGES.idsMax],
    ];
    for (const [payload, message] of cases) {
      const response = await inject(admin, 'POST', '/api/users/bulk-delete', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(message);
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await deleteOne('0d9c7f3e-2b1a-4c5d-8e6f-7a8b9c0d1e2f');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_MESSAGES.userNotFound);
    expect((await deleteOne('not-a-uuid')).statusCode).toBe(404);
  });

  it('never deletes the caller, and lets an admin delete other admins', async () => {
    const other = await person(app, 'admin');
    const self = await deleteOne(admin.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(ADMIN_MESSAGES.notSelf);
    expect((await deleteOne(other.id)).statusCode).toBe(200);
    expect(await auditOf(app, admin.id)).toEqual([]);
  });
});

describe('admin users: deleting the last active admin', async () => {
  const { app } = await createTestApp();

  it('is refused, however many inactive admins there are; inactive admins may be deleted', async () => {
    const sole = await person(app, 'admin');
    const dormant = await account(app, 'admin', { isActive: false });
    const alsoDormant = await account(app, 'admin', { isActive: false });
    for (const request of [
      { method: 'DELETE' as const, url: `/api/users/${sole.id}` },
      { method: 'POST' as const, url: '/api/users/bulk-delete', payload: { ids: [dormant.id, sole.id] } },
    ]) {
      const response = await app.inject({ ...request, headers: sole.headers });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(ADMIN_MESSAGES.lastAdmin);
    }
    expect(await scalar(app, sql`select count(*)::int as n from users where role = 'admin'`)).toBe(3);
    const removed = await app.inject({
      method: 'POST',
      url: '/api/users/bulk-delete',
      headers: sole.headers,
      payload: { ids: [dormant.id, alsoDormant.id] },
    });
    expect(removed.json()).toMatchObject({ deleted: 2 });
    expect(await scalar(app, sql`select count(*)::int as n from users where role = 'admin'`)).toBe(1);
  });
});
