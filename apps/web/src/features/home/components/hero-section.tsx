import { DASHBOARD_PATH } from '@mentorbridge/shared';
import { ArrowRight, GraduationCap, Handshake, Search } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

// Not buttonClasses(): on the dark hero the focus ring has to be white.
const BASE =
  'inline-flex h-12 items-center justify-center gap-2 rounded-md px-6 text-base font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const SOLID = `${BASE} bg-white text-indigo-800 hover:bg-indigo-50`;
const OUTLINE = `${BASE} border border-white/80 text-white hover:bg-white/10`;

export function HeroSection() {
  const session = useSession();
  return (
    <section
      aria-labelledby="hero-title"
      className="rounded-2xl bg-linear-to-br from-indigo-700 via-indigo-800 to-slate-900 px-5 py-12 text-white sm:px-10 sm:py-16"
    >
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-100">
          Campus mentoring and placement preparation
        </p>
        <h1 id="hero-title" className="mt-3 text-3xl font-extrabold tracking-tight sm:text-5xl">
          Bridge the gap between campus and career
        </h1>
        <p className="mt-4 text-base text-indigo-50 sm:text-lg">
          Learn from the alumni who walked the same path. Request mentorship, book workshops, read real
          interview experiences and prepare for placements with people who have been there.
        </p>
        {session ? (
          <div className="mt-8 flex flex-col items-center gap-3">
            <p className="text-indigo-50">Welcome back, {session.name}.</p>
            <Link to={DASHBOARD_PATH[session.role]} className={SOLID}>
              Go to Dashboard
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        ) : (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={`${paths.register}?role=student`} className={SOLID}>
              <GraduationCap className="size-5" aria-hidden="true" />
              Join as Student
            </Link>
            <Link to={`${paths.register}?role=alumni`} className={SOLID}>
              <Handshake className="size-5" aria-hidden="true" />
              Join as Alumni
            </Link>
            <Link to={paths.findMentor} className={OUTLINE}>
              <Search className="size-5" aria-hidden="true" />
              Explore Mentors
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
