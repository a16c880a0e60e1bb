import { Sparkles } from 'lucide-react';

export function ComingSoonPanel({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Sparkles className="mx-auto size-10 text-indigo-400" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">Coming soon: {text}</p>
    </div>
  );
}
