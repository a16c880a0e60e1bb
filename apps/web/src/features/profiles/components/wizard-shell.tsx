import { ArrowLeft, ArrowRight, Save } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ProfileWizard } from '../use-profile-wizard';
import { WizardProgress } from './wizard-progress';

interface WizardShellProps {
  titles: readonly string[];
  wizard: ProfileWizard;
  children: ReactNode;
}

/** Focus moves to the new step's heading so keyboard and screen-reader users land at its first field. */
export function WizardShell({ titles, wizard, children }: WizardShellProps) {
  const { step, stepError, saveError, saveSuccess, isSaving, isSaved } = wizard;
  const heading = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  const isLast = step === titles.length - 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger, not an input.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isLast) void wizard.save();
    else void wizard.next();
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="wizard-step-title"
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <WizardProgress titles={titles} step={step} />
      <h2
        id="wizard-step-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 focus:outline-none"
      >
        {titles[step]}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
      {stepError ? <Alert tone="error">{stepError}</Alert> : null}
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      {saveSuccess ? <Alert tone="success">{saveSuccess}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between">
        {step > 0 ? (
          <Button variant="secondary" onClick={wizard.back} disabled={isSaving || isSaved}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        {isLast ? (
          <Button type="submit" isLoading={isSaving} disabled={isSaved}>
            {isSaving ? null : <Save className="size-4" aria-hidden="true" />}
            {isSaving ? 'Saving…' : 'Save Profile'}
          </Button>
        ) : (
          <Button type="submit">
            Next
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      {wizard.leaveDialog}
    </form>
  );
}
