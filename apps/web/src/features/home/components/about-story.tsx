import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { VALUES } from '../home-data';
import { IconCardGrid } from './icon-card-grid';
import { SectionHeading } from './section-heading';

const LINK = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-800';

export function AboutStory() {
  return (
    <>
      <section aria-labelledby="story-title" className="mx-auto max-w-3xl">
        <h2 id="story-title" className="text-2xl font-bold tracking-tight text-slate-900">
          Why MentorBridge exists
        </h2>
        <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
          <p>
            Every placement season, students ask the same questions: what does this company really ask, how
            many rounds are there, what should I prepare first? The people who know the answers are the alumni
            who sat those interviews a year or two earlier, but finding and reaching them has always depended
            on luck and personal contacts.
          </p>
          <p>
            MentorBridge gives every student of a campus the same access. Students browse verified alumni,
            request mentorship, book workshops and mock interviews, and read interview experiences and company
            insights. Alumni choose how they help, and earn points, levels, stars and badges for it. College
            administrators keep the platform safe by managing accounts and reviewing shared resources.
          </p>
          <p>
            Have a question? Read our{' '}
            <Link to={paths.faq} className={LINK}>
              frequently asked questions
            </Link>{' '}
            or{' '}
            <Link to={paths.contact} className={LINK}>
              contact us
            </Link>
            .
          </p>
        </div>
      </section>
      <section aria-labelledby="values-title">
        <SectionHeading id="values-title" eyebrow="What we stand for" title="Our values" />
        <IconCardGrid cards={VALUES} />
      </section>
    </>
  );
}
