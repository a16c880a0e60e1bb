import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AcceptMentorshipRequest,
  type AlumniRequest,
  acceptGreeting,
  acceptMentorshipRequestSchema,
  MENTORSHIP_LIMITS,
  MENTORSHIP_MESSAGES,
} from '@mentorbridge/shared';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { TextArea, TextField } from '@/components/ui/field';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { ApiError } from '@/lib/api-client';
import { browserTimeZone, todayInBrowser } from '../format';

const FIELDS = ['responseMessage', 'meetingLink', 'meetingDate', 'meetingTime'] as const;

/** Plus "not before today" in the browser's own time zone. */
function acceptFormSchema(today: string) {
  return acceptMentorshipRequestSchema.refine(
    (values) => !values.meetingDate || values.meetingDate >= today,
    {
      path: ['meetingDate'],
      error: MENTORSHIP_MESSAGES.meetingDatePast,
    },
  );
}

interface AcceptRequestFormProps {
  id: string;
  request: AlumniRequest;
  /** Rejects with the server's error so its field errors land on the fields. */
  onAccept: (body: AcceptMentorshipRequest) => Promise<unknown>;
}

export function AcceptRequestForm({ id, request, onAccept }: AcceptRequestFormProps) {
  const today = todayInBrowser();
  const timeZone = browserTimeZone();
  const schema = useMemo(() => acceptFormSchema(today), [today]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      responseMessage: acceptGreeting(request.student.name, request.requestType),
      meetingLink: '',
      meetingDate: '',
      meetingTime: '',
    },
  });

  const leaveGuard = useUnsavedChangesGuard(isDirty);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onAccept({ ...values, timeZone });
    } catch (failure) {
      if (!(failure instanceof ApiError)) return;
      for (const fieldError of failure.errors ?? []) {
        const field = FIELDS.find((name) => name === fieldError.path);
        if (field) setError(field, { message: fieldError.message });
      }
    }
  });

  return (
    <form id={id} onSubmit={onSubmit} noValidate className="space-y-4">
      <TextArea
        label="Message to the student"
        rows={5}
        maxLength={MENTORSHIP_LIMITS.responseMax}
        required
        isRequired
        data-autofocus
        error={errors.responseMessage?.message}
        {...register('responseMessage')}
      />
      <TextField
        label="Meeting link"
        type="url"
        inputMode="url"
        placeholder="https://meet.google.com/abc-defg-hij"
        maxLength={500}
        error={errors.meetingLink?.message}
        {...register('meetingLink')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Meeting date"
          type="date"
          min={today}
          error={errors.meetingDate?.message}
          {...register('meetingDate')}
        />
        <TextField
          label="Meeting time"
          type="time"
          hint={timeZone ? `In your time zone (${timeZone}).` : undefined}
          error={errors.meetingTime?.message}
          {...register('meetingTime')}
        />
      </div>
      {leaveGuard.dialog}
    </form>
  );
}
