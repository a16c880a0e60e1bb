import { PROFILE_MESSAGES, TIMERS } from '@mentorbridge/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';

export interface WizardStep<TValues extends FieldValues> {
  title: string;
  fields: readonly Path<TValues>[];
}

interface ProfileWizardOptions<TValues extends FieldValues, TBody> {
  form: UseFormReturn<TValues>;
  steps: readonly WizardStep<TValues>[];
  stepRules?: readonly ((body: TBody) => string | null)[];
  toBody: (values: TValues) => TBody;
  mutation: UseMutationResult<unknown, Error, TBody>;
  redirectTo: string;
}

/** Save re-checks every step in order and shows the first failing one. */
export function useProfileWizard<TValues extends FieldValues, TBody>({
  form,
  steps,
  stepRules = [],
  toBody,
  mutation,
  redirectTo,
}: ProfileWizardOptions<TValues, TBody>) {
  const [step, setStep] = useState(0);
  const [stepError, setStepError] = useState<string | null>(null);
  const navigate = useNavigate();
  const { isSuccess } = mutation;
  // Saved, it leaves by itself a moment later.
  const leaveGuard = useUnsavedChangesGuard(form.formState.isDirty && !isSuccess);

  // A field marked invalid is checked again as it changes, so its message goes once it is fixed.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).invalid) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(() => navigate(redirectTo), TIMERS.redirectDelay);
    return () => clearTimeout(timer);
  }, [isSuccess, navigate, redirectTo]);

  /** On the step on screen, focus goes to its first invalid field. */
  const checkStep = async (index: number): Promise<boolean> => {
    const areFieldsValid = await form.trigger(steps[index]!.fields as Path<TValues>[], {
      shouldFocus: index === step,
    });
    const message = stepRules[index]?.(toBody(form.getValues())) ?? null;
    setStepError(message);
    return areFieldsValid && message === null;
  };

  const next = async () => {
    if (step >= steps.length - 1) return;
    if (await checkStep(step)) setStep(step + 1);
  };

  const back = () => {
    setStepError(null);
    setStep((current) => Math.max(0, current - 1));
  };

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    let firstStep: number | null = null;
    for (const { path, message } of error.errors ?? []) {
      const index = steps.findIndex((candidate) => (candidate.fields as readonly string[]).includes(path));
      if (index === -1) continue;
      form.setError(path as Path<TValues>, { type: 'server', message });
      firstStep = firstStep === null ? index : Math.min(firstStep, index);
    }
    if (firstStep !== null) setStep(firstStep);
  };

  const save = async () => {
    for (let index = 0; index < steps.length; index += 1) {
      if (!(await checkStep(index))) {
        setStep(index);
        return;
      }
    }
    mutation.mutate(toBody(form.getValues()), { onError: showServerErrors });
  };

  return {
    step,
    stepError,
    back,
    next,
    save,
    isSaving: mutation.isPending,
    isSaved: isSuccess,
    saveError: mutation.isError ? failureMessage(mutation.error, PROFILE_MESSAGES.saveFailed) : null,
    saveSuccess: isSuccess ? PROFILE_MESSAGES.saved : null,
    leaveDialog: leaveGuard.dialog,
  };
}

export type ProfileWizard = ReturnType<typeof useProfileWizard>;
