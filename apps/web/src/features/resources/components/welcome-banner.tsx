import { BookOpenCheck } from 'lucide-react';

export function WelcomeBanner({ name }: { name: string }) {
  const firstName = name.trim().split(/\s+/)[0] || 'there';
  return (
    <section
      aria-labelledby="resources-welcome"
      className="flex gap-4 rounded-2xl bg-gradient-to-r from-indigo-600 to-violet-600 p-5 text-white shadow-sm sm:p-6"
    >
      <BookOpenCheck className="hidden size-10 shrink-0 sm:block" aria-hidden="true" />
      <div>
        <h2 id="resources-welcome" className="text-lg font-semibold sm:text-xl">
          Welcome, {firstName}!
        </h2>
        <p className="mt-1 text-sm text-indigo-50 sm:text-base">
          Resume templates, interview questions, aptitude practice and study material shared by alumni and
          checked by our team. Download what helps you, and rate it so others find the best.
        </p>
      </div>
    </section>
  );
}
