import type { SeedStep } from '../../platform/module';
import { findUserByEmail } from '../../platform/users/users.repository';
import { awardPoints, recordRatingReceived } from '../leaderboard/leaderboard.module';
import { insertBooking } from './bookings.repository';
import { insertFeedback } from './feedback.repository';
import { insertWorkshop } from './workshops.repository';

const DAY = 24 * 60 * 60 * 1000;

export const workshopsSeed: SeedStep = {
  name: 'workshops',
  async run(tx, ctx) {
    const now = ctx.clock.now();
    const id = async (email: string) => (await findUserByEmail(tx, email))!.id;
    const ananya = await id('ananya.iyer@mentorbridge.demo');
    const rahul = await id('rahul.verma@mentorbridge.demo');
    const arjun = await id('arjun.mehta@mentorbridge.demo');
    const sneha = await id('sneha.patel@mentorbridge.demo');
    // Whole hours in the evening, platform time (13:00 UTC is 18:30 in Kolkata).
    const at = (days: number) => {
      const date = new Date(now.getTime() + days * DAY);
      date.setUTCHours(13, 0, 0, 0);
      return date;
    };
    const base = {
      createdAt: now,
      updatedAt: now,
      meetingLink: 'https://meet.example.com/mentorbridge-workshop',
    };

    const systemDesign = await insertWorkshop(tx, {
      ...base,
      alumniId: ananya,
      title: 'System Design for New Grads',
      description: 'Walk through designing a URL shortener and a chat service, then review your own designs.',
      category: 'System Design',
      workshopType: 'workshop',
      duration: 90,
      maxParticipants: 12,
      scheduledAt: at(5),
      topics: ['Caching', 'Sharding', 'Queues'],
      prerequisites: 'Comfortable with one backend language',
    });
    const resume = await insertWorkshop(tx, {
      ...base,
      alumniId: rahul,
      title: 'Resume Clinic',
      description: 'Bring your resume: we fix it live, one bullet at a time.',
      category: 'Resume Review',
      isPaid: true,
      price: 299,
      duration: 60,
      maxParticipants: 3,
      scheduledAt: at(9),
      meetingLink: null,
      topics: ['Impact bullets', 'ATS'],
    });
    const mock = await insertWorkshop(tx, {
      ...base,
      alumniId: ananya,
      title: 'Mock Technical Interview',
      description: 'A realistic 45-minute coding round with feedback.',
      category: 'Mock Interview',
      workshopType: 'mock-interview',
      duration: 60,
      maxParticipants: 5,
      scheduledAt: at(-10),
      completedAt: at(-10),
      topics: ['Arrays', 'Graphs'],
    });
    await insertWorkshop(tx, {
      ...base,
      alumniId: rahul,
      title: 'Negotiating Your First Offer',
      description: 'Cancelled: rescheduled to next month.',
      category: 'Career Guidance',
      isActive: false,
      scheduledAt: at(3),
    });

    await insertBooking(tx, {
      workshopId: systemDesign.id,
      studentId: arjun,
      status: 'Confirmed',
      notes: 'Excited!',
      meetingLink: base.meetingLink,
      bookedAt: new Date(now.getTime() - 2 * DAY),
      decidedAt: new Date(now.getTime() - DAY),
    });
    await insertBooking(tx, {
      workshopId: systemDesign.id,
      studentId: sneha,
      status: 'Pending',
      notes: 'First time doing system design.',
      bookedAt: new Date(now.getTime() - DAY),
    });
    await insertBooking(tx, {
      workshopId: resume.id,
      studentId: sneha,
      status: 'Cancelled',
      bookedAt: new Date(now.getTime() - 3 * DAY),
      decidedAt: new Date(now.getTime() - 2 * DAY),
    });
    const arjunAttended = await insertBooking(tx, {
      workshopId: mock.id,
      studentId: arjun,
      status: 'Completed',
      bookedAt: new Date(now.getTime() - 14 * DAY),
    });
    const snehaAttended = await insertBooking(tx, {
      workshopId: mock.id,
      studentId: sneha,
      status: 'Completed',
      bookedAt: new Date(now.getTime() - 13 * DAY),
    });
    // The host earns through the ledger, as completing the workshop and the feedback would pay.
    await awardPoints(
      ctx,
      tx,
      ananya,
      { kind: 'workshop_hosted', sourceType: 'workshop', sourceId: mock.id },
      at(-10),
    );
    for (const booking of [arjunAttended, snehaAttended]) {
      await awardPoints(
        ctx,
        tx,
        ananya,
        { kind: 'workshop_attendee', sourceType: 'workshop_booking', sourceId: booking.id },
        at(-10),
      );
    }
    const feedback = await insertFeedback(tx, {
      workshopId: mock.id,
      studentId: arjun,
      alumniId: ananya,
      rating: 5,
      comment: 'Felt exactly like the real thing. The feedback on my approach was gold.',
      submittedAt: new Date(now.getTime() - 9 * DAY),
    });
    await recordRatingReceived(tx, ananya, feedback.rating);
    await awardPoints(
      ctx,
      tx,
      ananya,
      { kind: 'five_star_feedback', sourceType: 'workshop_feedback', sourceId: feedback.id },
      feedback.submittedAt,
    );
    return ['4 workshops (upcoming, paid, completed, cancelled), bookings in every state, feedback'];
  },
};
