import { formatInstant, renderNoticeText } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn } from '../../../test/factories';
import { mailsTo } from '../../../test/mail';
import { createTestApp } from '../../../test/test-app';
import { bookAs, createWorkshopAs } from '../../../test/workshops';
import { sendDigests } from './notifications.jobs';

const ZONE = 'America/New_York';
const HOUR = 60 * 60 * 1000;

describe('times in workshop mails and notifications', async () => {
  // Neither UTC nor the default Asia/Kolkata, so a time formatted in any other zone shows.
  const { app, clock, mail } = await createTestApp({
    now: new Date('2026-11-22T10:00:00Z'),
    env: { PLATFORM_TIME_ZONE: ZONE },
  });
  const alumni = await createUserWithProfile(app, 'alumni');
  const student = async () => {
    const user = await createUser(app, { role: 'student' });
    return { ...user, token: (await signIn(app, user.email)).token };
  };
  const call = (method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/api/alumni-features${url}`, headers: bearer(token), payload });
  const notices = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/api/notifications?limit=50', headers: bearer(token) })).json()
      .data as Array<{ title: string; body: string }>;
  const confirm = async (workshopId: string, bookingId: string) =>
    expect(
      (
        await call('PUT', `/workshop/${workshopId}/booking/${bookingId}`, alumni.token, {
          status: 'Confirmed',
        })
      ).statusCode,
    ).toBe(200);
  /** Every zone name the text gives: only the platform's may appear. */
  const zonesIn = (text: string) => [
    ...new Set(text.match(/\b(?:GMT[+-]?[\d:]*|UTC|IST|[A-Z][a-z]+\/[A-Za-z_]+)/g) ?? []),
  ];

  it('stores a held seat’s instant in the notification and mails it in the platform zone by its short name', async () => {
    const workshop = await createWorkshopAs(app, alumni.token, { maxParticipants: 1 });
    const [holder, waiting] = [await student(), await student()];
    const booking = (await bookAs(app, holder.token, workshop._id)).json().data._id as string;
    await confirm(workshop._id, booking);
    expect((await call('POST', `/workshop/${workshop._id}/waitlist`, waiting.token)).statusCode).toBe(201);
    expect((await call('PATCH', `/my-bookings/${booking}/cancel`, holder.token)).statusCode).toBe(200);

    const [entry] = (await call('GET', '/my-waitlists', waiting.token)).json().data as Array<{
      offerExpiresAt: string;
    }>;
    expect(entry!.offerExpiresAt).toBe(new Date(clock.now().getTime() + 12 * HOUR).toISOString());
    const [notice] = await notices(waiting.token);
    expect(notice!.body).toBe(
      `Take it before {{time:${entry!.offerExpiresAt}}}, or it goes to the next student waiting.`,
    );

    const [offer] = await mailsTo(app, mail, waiting.email);
    expect(offer!.subject).toMatch(/^A seat is held for you/);
    // 10:00 UTC on the 22nd, held 12 hours: 5 pm in New York.
    expect(offer!.text).toContain('Held until: Sun, 22 Nov, 2026, 5:00 pm GMT-5');
    expect(offer!.text).toContain('When: Sun, 29 Nov, 2026, 5:00 am GMT-5');
    for (const text of [offer!.text, offer!.html, renderNoticeText(notice!.body, ZONE)])
      expect(zonesIn(text)).toEqual(['GMT-5']);
  });

  it('formats a deferred notification’s time in the platform zone in the digest', async () => {
    const workshop = await createWorkshopAs(app, alumni.token);
    const reader = await student();
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(reader.token),
      payload: {
        email: { mentorship: 'instant', workshops: 'digest', resources: 'instant', moderation: 'instant' },
      },
    });
    expect(saved.statusCode).toBe(200);
    const booking = (await bookAs(app, reader.token, workshop._id)).json().data._id as string;
    await confirm(workshop._id, booking);
    const [confirmed] = await notices(reader.token);
    const startsAt = (await call('GET', '/my-bookings', reader.token)).json().data[0].scheduledDate as string;
    expect(confirmed!.body).toBe(`See you on {{time:${startsAt}}}.`);

    clock.advance(25 * HOUR);
    await sendDigests(app.ctx);
    const [digest] = await mailsTo(app, mail, reader.email);
    expect(digest!.subject).toMatch(/digest/);
    expect(digest!.text).toContain(`See you on ${formatInstant(startsAt, ZONE)}.`);
    expect(digest!.text).not.toContain('{{');
    expect(zonesIn(digest!.text)).toEqual(['GMT-5']);
  });
});
