import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/factories';
import { mailsTo } from '../../../test/mail';
import { listOf, notify } from '../../../test/notifications';
import { createTestApp } from '../../../test/test-app';
import { insertMail } from '../../platform/mail/outbox.repository';
import { sendDigests } from './notifications.jobs';

const HOUR_MS = 60 * 60 * 1000;

describe('mail follows each user’s notification preferences', async () => {
  const { app, clock, mail } = await createTestApp();
  const person = async (email?: Record<string, string>) => {
    const user = await createUser(app);
    const { token } = await signIn(app, user.email);
    if (email) {
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: bearer(token),
        payload: {
          email: {
            mentorship: 'instant',
            workshops: 'instant',
            resources: 'instant',
            moderation: 'instant',
            ...email,
          },
        },
      });
      expect(saved.statusCode).toBe(200);
    }
    return { ...user, token };
  };

  it('mails at once by default, and always leaves the notification', async () => {
    const user = await person();
    const title = await notify(app, user);
    expect((await mailsTo(app, mail, user.email)).map((sent) => sent.subject)).toEqual([title]);
    expect((await listOf(app, user.token)).data.map((item) => item.title)).toEqual([title]);
  });

  it('sends no mail for a category set to off, but other categories still mail', async () => {
    const user = await person({ workshops: 'off' });
    const silent = await notify(app, user, { category: 'workshops' });
    const mailed = await notify(app, user, { category: 'mentorship' });
    expect((await mailsTo(app, mail, user.email)).map((sent) => sent.subject)).toEqual([mailed]);
    expect((await listOf(app, user.token)).data.map((item) => item.title).sort()).toEqual(
      [silent, mailed].sort(),
    );
  });

  it('sends an urgent mail at once under digest, but not under off', async () => {
    const digest = await person({ workshops: 'digest' });
    const off = await person({ workshops: 'off' });
    const urgent = await notify(app, digest, { urgent: true });
    await notify(app, off, { urgent: true });
    expect((await mailsTo(app, mail, digest.email)).map((sent) => sent.subject)).toEqual([urgent]);
    expect(await mailsTo(app, mail, off.email)).toEqual([]);
    clock.advance(25 * HOUR_MS);
    await sendDigests(app.ctx);
    // Already mailed: no digest repeats it.
    expect(await mailsTo(app, mail, digest.email)).toHaveLength(1);
  });

  it('gathers digest items into one mail a day, sent by the digest job, then cleared', async () => {
    const user = await person({ mentorship: 'digest', resources: 'digest' });
    const bystander = await person({ mentorship: 'digest' });
    const first = await notify(app, user, { category: 'mentorship', body: 'First body' });
    clock.advance(HOUR_MS);
    const second = await notify(app, user, { category: 'resources', body: 'Second body' });
    const instant = await notify(app, user, { category: 'workshops' });
    expect((await mailsTo(app, mail, user.email)).map((sent) => sent.subject)).toEqual([instant]);

    // Not yet a day since the first was deferred: nothing.
    clock.advance(22 * HOUR_MS);
    expect(await sendDigests(app.ctx)).toBe(0);
    expect(await mailsTo(app, mail, user.email)).toHaveLength(1);

    clock.advance(2 * HOUR_MS);
    await notify(app, bystander, { category: 'mentorship' });
    expect(await sendDigests(app.ctx)).toBe(1);
    const mails = await mailsTo(app, mail, user.email);
    expect(mails).toHaveLength(2);
    const digest = mails[1]!;
    expect(digest.subject).toBe('Your MentorBridge digest: 2 updates');
    expect(digest.text).toContain(`${first}: First body`);
    expect(digest.text).toContain(`${second}: Second body`);
    expect(digest.text.indexOf(first)).toBeLessThan(digest.text.indexOf(second));
    expect(digest.text).not.toContain(instant);
    expect(await mailsTo(app, mail, bystander.email)).toEqual([]);

    // Cleared: running again sends nothing more to the user.
    expect(await sendDigests(app.ctx)).toBe(0);
    clock.advance(25 * HOUR_MS);
    expect(await sendDigests(app.ctx)).toBe(1);
    expect(await mailsTo(app, mail, user.email)).toHaveLength(2);
    expect((await mailsTo(app, mail, bystander.email)).map((sent) => sent.subject)).toEqual([
      'Your MentorBridge digest: 1 update',
    ]);
  });

  it('sends each digest once when two runs race', async () => {
    const user = await person({ workshops: 'digest' });
    await notify(app, user);
    clock.advance(25 * HOUR_MS);
    const sent = await Promise.all([sendDigests(app.ctx), sendDigests(app.ctx)]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await mailsTo(app, mail, user.email)).toHaveLength(1);
  });

  it('queues mail without a notice as before, with no notification', async () => {
    const user = await person({ workshops: 'off' });
    await insertMail(
      app.ctx.db,
      [{ to: user.email, subject: 'Plain', text: 'Plain', html: '<p>Plain</p>' }],
      clock.now(),
    );
    expect((await mailsTo(app, mail, user.email)).map((sent) => sent.subject)).toEqual(['Plain']);
    expect((await listOf(app, user.token)).total).toBe(0);
  });
});
