import { CircleHelp, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CONTACT_REASONS, QUICK_ANSWERS, REPLY_TIME_NOTE } from '../contact-data';

export function ContactInfoPanel() {
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="contact-reasons-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="contact-reasons-title" className="text-lg font-semibold text-slate-900">
          How can we help?
        </h2>
        <ul className="mt-4 space-y-4">
          {CONTACT_REASONS.map(({ title, text, Icon }) => (
            <li key={title} className="flex gap-3">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
                <p className="text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-5 flex items-center gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <Clock className="size-4 shrink-0 text-indigo-700" aria-hidden="true" />
          {REPLY_TIME_NOTE}
        </p>
      </section>

      <section aria-labelledby="contact-quick-title" className="rounded-2xl bg-indigo-50 p-6">
        <h2 id="contact-quick-title" className="text-lg font-semibold text-slate-900">
          Quick answers
        </h2>
        <dl className="mt-4 space-y-4">
          {QUICK_ANSWERS.map(({ question, answer }) => (
            <div key={question}>
              <dt className="text-sm font-semibold text-slate-900">{question}</dt>
              <dd className="mt-1 text-sm text-slate-700">{answer}</dd>
            </div>
          ))}
        </dl>
        <Link
          to={paths.faq}
          className="mt-5 inline-flex items-center gap-2 rounded-md text-sm font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-800"
        >
          <CircleHelp className="size-4" aria-hidden="true" />
          Browse all FAQs
        </Link>
      </section>
    </div>
  );
}
