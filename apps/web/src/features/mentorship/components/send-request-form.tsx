import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateMentorshipRequestBody,
  createMentorshipRequestSchema,
  DEFAULT_REQUEST_TYPE,
  MENTORSHIP_LIMITS,
  REQUEST_TYPES,
} from '@mentorbridge/shared';
import { useForm } from 'react-hook-form';
import { SelectField, TextArea } from '@/components/ui/field';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import type { SubmitGuard } from '@/hooks/use-submit-guard';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { ApiError } from '@/lib/api-client';

const FIELDS = ['requestType', 'message'] as const;

interface SendRequestFormProps {
  id: string;
  alumniId: string;
  /** Rejects with the server's error so its field errors land on the fields. */
  onSend: (body: CreateMentorshipRequestBody, idempotencyKey: string) => Promise<unknown>;
  guard: SubmitGuard;
}

export function SendRequestForm({ id, alumniId, onSend, guard }: SendRequestFormProps) {
  const keyFor = useIdempotencyKey();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(createMentorshipRequestSchema),
    defaultValues: { alumniId, requestType: DEFAULT_REQUEST_TYPE, message: '' },
  });
  const leaveGuard = useUnsavedChangesGuard(isDirty);
  const length = watch('message')?.length ?? 0;

  // The page drops `?mentor` once the request is sent, which must not ask about the input just sent.
  const onSubmit = handleSubmit(
    leaveGuard.allowLeavingDuring(async (values) => {
      try {
        const body = { alumniId: values.alumniId, requestType: values.requestType, message: values.message };
        await onSend(body, keyFor(body));
      } catch (failure) {
        if (!(failure instanceof ApiError)) return;
        for (const fieldError of failure.errors ?? []) {
          const field = FIELDS.find((name) => name === fieldError.path);
          if (field) setError(field, { message: fieldError.message });
        }
      }
    }),
  );

  return (
    <form id={id} onSubmit={guard(onSubmit)} noValidate className="space-y-4">
      <SelectField
        label="Request type"
        options={REQUEST_TYPES}
        required
        isRequired
        data-autofocus
        error={errors.requestType?.message}
        {...register('requestType')}
      />
      <TextArea
        label="Message"
        rows={6}
        maxLength={MENTORSHIP_LIMITS.messageMax}
        placeholder="Introduce yourself and explain what you would like help with."
        hint={`${length}/${MENTORSHIP_LIMITS.messageMax}`}
        required
        isRequired
        error={errors.message?.message}
        {...register('message')}
      />
      {leaveGuard.dialog}
    </form>
  );
}
