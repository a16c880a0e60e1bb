import type { SeedStep } from '../../platform/module';
import { findUserByEmail } from '../../platform/users/users.repository';
import { awardPoints, type PointSource } from '../leaderboard/leaderboard.module';
import { searchTextOf } from './interview-experiences.forms';
import { helpfulSource, postedSource } from './interview-experiences.points';
import { addToHelpfulCount, insertExperience, insertVote } from './interview-experiences.repository';
import {
  type DemoAuthor,
  type DemoExperience,
  type DemoReader,
  EARLIER_EXPERIENCES,
} from './interview-experiences.seed-data';
import { RECENT_EXPERIENCES } from './interview-experiences.seed-data-recent';

const DAY = 24 * 60 * 60 * 1000;

export const DEMO_EXPERIENCES: DemoExperience[] = [...EARLIER_EXPERIENCES, ...RECENT_EXPERIENCES];

const EMAILS: Record<DemoAuthor | DemoReader, string> = {
  ananya: 'ananya.iyer@mentorbridge.demo',
  rahul: 'rahul.verma@mentorbridge.demo',
  meera: 'meera.nair@mentorbridge.demo',
  arjun: 'arjun.mehta@mentorbridge.demo',
  sneha: 'sneha.patel@mentorbridge.demo',
};

export const interviewExperiencesSeed: SeedStep = {
  name: 'interview-experiences',
  async run(tx, ctx) {
    const now = ctx.clock.now();
    const ids = {} as Record<DemoAuthor | DemoReader, string>;
    for (const [who, email] of Object.entries(EMAILS) as Array<[DemoAuthor | DemoReader, string]>) {
      ids[who] = (await findUserByEmail(tx, email))!.id;
    }
    // Paid in the order they happened, so the authors' streaks and daily caps read like real history.
    const payments: Array<{ userId: string; source: PointSource; at: Date }> = [];
    let votes = 0;
    for (const demo of DEMO_EXPERIENCES) {
      const postedAt = new Date(now.getTime() - demo.postedDaysAgo * DAY);
      const interviewDate = new Date(postedAt.getTime() - demo.interviewedBefore * DAY);
      const experience = await insertExperience(tx, {
        alumniId: ids[demo.author],
        company: demo.company,
        role: demo.role,
        interviewDate: interviewDate.toISOString().slice(0, 10),
        difficulty: demo.difficulty,
        outcome: demo.outcome,
        rounds: demo.rounds,
        questionTypes: [...new Set(demo.questions.flatMap((question) => question.types))],
        questions: demo.questions,
        searchText: searchTextOf(demo.questions, demo.companyExpectations, demo.tips),
        companyExpectations: demo.companyExpectations,
        tips: demo.tips,
        createdAt: postedAt,
        updatedAt: postedAt,
      });
      payments.push({ userId: ids[demo.author], source: postedSource(experience.id), at: postedAt });
      for (const reader of demo.helpfulFrom) {
        const votedAt = new Date(postedAt.getTime() + DAY);
        await insertVote(tx, experience.id, ids[reader], votedAt);
        await addToHelpfulCount(tx, experience.id, 1);
        payments.push({
          userId: ids[demo.author],
          source: helpfulSource(experience.id, ids[reader]),
          at: votedAt,
        });
        votes++;
      }
    }
    payments.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const payment of payments) await awardPoints(ctx, tx, payment.userId, payment.source, payment.at);
    const companies = [...new Set(DEMO_EXPERIENCES.map((demo) => demo.company))];
    return [
      `${DEMO_EXPERIENCES.length} interview experiences by Ananya, Rahul and Meera at ${companies.join(', ')} ` +
        `(selected, rejected and pending; technical, HR, aptitude, group-discussion and case-study rounds), ` +
        `${votes} helpful votes from Arjun and Sneha`,
    ];
  },
};
