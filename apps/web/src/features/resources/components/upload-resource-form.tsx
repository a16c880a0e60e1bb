import { RESOURCE_ACCEPT, RESOURCE_LIMITS } from '@mentorbridge/shared';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import type { SubmitGuard } from '@/hooks/use-submit-guard';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import {
  emptyResourceValues,
  type ResourceFormValues,
  type UploadFormOutput,
  uploadResolver,
} from '../resource-form-values';
import { formatFileSize } from '../resource-format';
import { ResourceDetailsFields } from './resource-details-fields';

interface UploadResourceFormProps {
  id: string;
  guard: SubmitGuard;
  onUpload: (output: UploadFormOutput) => Promise<unknown>;
  isLocked: boolean;
}

const MAX_MB = RESOURCE_LIMITS.maxFileBytes / (1024 * 1024);

export function UploadResourceForm({ id, guard, onUpload, isLocked }: UploadResourceFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    trigger,
    formState: { errors, isSubmitted, isDirty },
  } = useForm<ResourceFormValues, unknown, UploadFormOutput>({
    resolver: uploadResolver,
    defaultValues: emptyResourceValues(),
  });
  // Once sent, the form gives way to the thank-you panel.
  const leaveGuard = useUnsavedChangesGuard(isDirty);
  const category = watch('category');
  const file = watch('file')?.[0];
  const fileField = register('file', {
    // A wrong file is named at once; the other fields wait for the first submit.
    onChange: () => void trigger(isSubmitted ? undefined : 'file'),
  });

  return (
    <form id={id} noValidate onSubmit={guard(handleSubmit(onUpload))}>
      <fieldset disabled={isLocked} className="space-y-4">
        <legend className="sr-only">Resource details</legend>
        <TextField
          label="File"
          type="file"
          isRequired
          accept={RESOURCE_ACCEPT}
          data-autofocus
          hint={
            file
              ? `${file.name} · ${formatFileSize(file.size)}`
              : `PDF, DOC, DOCX, XLS or XLSX, up to ${MAX_MB} MB.`
          }
          error={errors.file?.message}
          className="file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100"
          {...fileField}
        />
        <ResourceDetailsFields register={register} errors={errors} category={category} />
      </fieldset>
      {leaveGuard.dialog}
    </form>
  );
}
