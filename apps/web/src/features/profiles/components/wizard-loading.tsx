import { Spinner } from '@/components/ui/spinner';

export function WizardLoading() {
  return (
    <div className="flex items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white p-10 text-slate-700 shadow-sm">
      <Spinner label="" className="size-5 text-indigo-600" />
      <p role="status">Loading your profile…</p>
    </div>
  );
}
