import type { SeedStep } from '../../platform/module';
import { findUserByEmail } from '../../platform/users/users.repository';
import { awardPoints } from '../leaderboard/leaderboard.module';
import { insertRequest } from './mentorship.repository';
import { noteAnswer } from './responsiveness.service';

const DAY = 24 * 60 * 60 * 1000;

export const mentorshipSeed: SeedStep = {
  name: 'mentorship',
  async run(tx, ctx) {
    const now = ctx.clock.now();
    const id = async (email: string) => (await findUserByEmail(tx, email))!.id;
    const arjun = await id('arjun.mehta@mentorbridge.demo');
    const sneha = await id('sneha.patel@mentorbridge.demo');
    const ananya = await id('ananya.iyer@mentorbridge.demo');
    const rahul = await id('rahul.verma@mentorbridge.demo');
    const meera = await id('meera.nair@mentorbridge.demo');
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const inDays = (days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

    await insertRequest(tx, {
      studentId: arjun,
      alumniId: ananya,
      requestType: 'Technical Interview Prep',
      message: 'I have my first on-site interview next month. Could we do a mock system-design round?',
      createdAt: ago(1),
    });
    const resumeReview = await insertRequest(tx, {
      studentId: arjun,
      alumniId: rahul,
      requestType: 'Resume Review',
      message: 'Could you review my resume for backend roles?',
      status: 'accepted',
      responseMessage: 'Happy to help, Arjun! Send me your resume and let us talk on Thursday evening.',
      meetingLink: 'https://meet.example.com/mentorbridge-demo',
      meetingDate: inDays(3),
      meetingTime: '18:30',
      meetingTimeZone: ctx.config.PLATFORM_TIME_ZONE,
      acceptedAt: ago(2),
      respondedAt: ago(2),
      createdAt: ago(4),
    });
    const referral = await insertRequest(tx, {
      studentId: arjun,
      alumniId: meera,
      requestType: 'Job Referral',
      message: 'Is there an opening in your team for a graduate engineer?',
      status: 'rejected',
      rejectionReason: 'No openings right now, but keep an eye on our careers page.',
      respondedAt: ago(5),
      createdAt: ago(6),
    });
    const careerGuidance = await insertRequest(tx, {
      studentId: sneha,
      alumniId: ananya,
      requestType: 'Career Guidance',
      message: 'Should I go for a master’s degree or join the industry first?',
      status: 'archived',
      responseMessage: 'Great question. Let us discuss on a call.',
      acceptedAt: ago(20),
      respondedAt: ago(20),
      archivedAt: ago(10),
      createdAt: ago(21),
    });
    const missed = await insertRequest(tx, {
      studentId: sneha,
      alumniId: rahul,
      requestType: 'Project Discussion',
      message: 'I would love feedback on my final-year project idea.',
      status: 'archived',
      autoArchived: true,
      archivedAt: ago(2),
      createdAt: ago(9),
    });
    await insertRequest(tx, {
      studentId: sneha,
      alumniId: meera,
      requestType: 'Behavioral Interview Prep',
      message: 'Could you help me prepare for HR rounds?',
      createdAt: ago(2),
    });
    // The demo alumni earn their points through the ledger, in the order the events happened.
    const accepted = (request: { id: string }) =>
      ({ kind: 'mentorship_accepted', sourceType: 'mentorship_request', sourceId: request.id }) as const;
    await awardPoints(ctx, tx, ananya, accepted(careerGuidance), ago(20));
    await awardPoints(ctx, tx, rahul, accepted(resumeReview), ago(2));
    await awardPoints(
      ctx,
      tx,
      rahul,
      { kind: 'request_missed', sourceType: 'mentorship_request', sourceId: missed.id },
      ago(2),
    );
    for (const answered of [careerGuidance, resumeReview, referral]) {
      await noteAnswer(tx, answered, answered.respondedAt!);
    }
    return ['6 requests: pending, accepted (with a meeting), rejected, archived and auto-archived'];
  },
};
