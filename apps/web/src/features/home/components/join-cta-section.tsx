import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

export function JoinCtaSection() {
  const session = useSession();
  if (session) return null;
  return (
    <section
      aria-labelledby="join-title"
      className="rounded-2xl border border-indigo-100 bg-indigo-50 px-5 py-10 text-center sm:px-10"
    >
      <h2 id="join-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Ready to start your journey?
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">
        Join MentorBridge today. Students find mentors and prepare for placements; alumni share what they know
        and get recognised for it.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={`${paths.register}?role=student`} className={buttonClasses('primary', 'lg')}>
          Join as Student
        </Link>
        <Link to={`${paths.register}?role=alumni`} className={buttonClasses('secondary', 'lg')}>
          Join as Alumni
        </Link>
      </div>
      <p className="mt-4 text-sm text-slate-700">
        Already a member?{' '}
        <Link
          to={paths.login}
          className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Log in
        </Link>
      </p>
    </section>
  );
}
