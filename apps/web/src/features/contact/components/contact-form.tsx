import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_LIMITS,
  type ContactRequest,
  contactRequestSchema,
  MESSAGES,
  TIMERS,
} from '@mentorbridge/shared';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextArea, TextField } from '@/components/ui/field';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS = ['name', 'email', 'subject', 'message'] as const satisfies readonly (keyof ContactRequest)[];

/** Otherwise (network down, empty body) the spec's fallback. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError) {
    const body = error.body as { message?: unknown } | undefined;
    if (body && typeof body === 'object' && typeof body.message === 'string') return error.message;
  }
  return MESSAGES.contact.failure;
}

export function ContactForm() {
  const session = useSession();
  const {
    register,
    handleSubmit,
    reset: resetForm,
    setError,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { name: session?.name ?? '', email: session?.email ?? '', subject: '', message: '' },
  });
  const { guard, isSubmitting } = useSubmitGuard();
  const {
    mutateAsync,
    reset: resetMutation,
    isPending,
    isSuccess,
    isError,
    data,
    error,
  } = useSendContactMessage();
  // A sent message stays on screen until the form clears.
  const leaveGuard = useUnsavedChangesGuard(isDirty && !isSuccess);

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(() => {
      resetMutation();
      resetForm();
    }, TIMERS.contactSuccessClear);
    return () => clearTimeout(timer);
  }, [isSuccess, resetMutation, resetForm]);

  const onSubmit = handleSubmit((values) =>
    mutateAsync(values, {
      onError: (failure) => {
        // Field errors from the server's validation go next to their fields, like the client's own.
        if (!(failure instanceof ApiError)) return;
        for (const fieldError of failure.errors ?? []) {
          const field = FIELDS.find((name) => name === fieldError.path);
          if (field) setError(field, { message: fieldError.message });
        }
      },
    }).catch(() => undefined),
  );

  return (
    <form onSubmit={guard(onSubmit)} noValidate aria-labelledby="contact-form-title" className="space-y-5">
      <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          required
          isRequired
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          required
          isRequired
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextField
        label="Subject"
        maxLength={CONTACT_LIMITS.subject}
        required
        isRequired
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextArea
        label="Message"
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        hint={`Up to ${CONTACT_LIMITS.message} characters.`}
        required
        isRequired
        error={errors.message?.message}
        {...register('message')}
      />
      <Button
        type="submit"
        size="lg"
        isLoading={isPending}
        disabled={isSubmitting}
        className="w-full sm:w-auto"
      >
        {isPending ? null : <Send className="size-4" aria-hidden="true" />}
        {isPending ? 'Sending…' : 'Send Message'}
      </Button>
      {isSuccess && data ? (
        <Alert tone="success" title={data.message || MESSAGES.contact.success}>
          Your reference number is{' '}
          <strong className="font-semibold whitespace-nowrap">{data.reference}</strong>. We have emailed you a
          confirmation.
        </Alert>
      ) : null}
      {isError ? <Alert tone="error">{failureMessage(error)}</Alert> : null}
      {leaveGuard.dialog}
    </form>
  );
}
