import { STEPS } from '../home-data';
import { SectionHeading } from './section-heading';

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-it-works-title">
      <SectionHeading
        id="how-it-works-title"
        eyebrow="How it works"
        title="From sign-up to success in five steps"
      />
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {STEPS.map(({ title, text, Icon }, index) => (
          <li key={title} className="relative rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">
                <span className="sr-only">Step </span>
                {index + 1}
              </span>
              <Icon className="size-5 text-indigo-700" aria-hidden="true" />
            </div>
            <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
