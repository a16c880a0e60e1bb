import { RESOURCE_LIMITS, RESOURCE_MESSAGES } from '@mentorbridge/shared';
import { Upload } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { failureMessage } from '@/lib/failure-message';
import { useReloadMyResources, useUploadResource } from '../api/upload-resource';
import type { UploadFormOutput } from '../resource-form-values';
import { UploadProgress } from './upload-progress';
import { UploadResourceForm } from './upload-resource-form';
import { UploadThankYou } from './upload-thank-you';

const M = RESOURCE_MESSAGES;

type Phase =
  | { step: 'form'; notice: { tone: 'error' | 'info'; text: string } | null }
  | { step: 'uploading'; percent: number; fileName: string }
  | { step: 'done'; message: string };

const FORM: Phase = { step: 'form', notice: null };

interface UploadResourceDialogProps {
  open: boolean;
  onClose: () => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function UploadResourceDialog({ open, onClose }: UploadResourceDialogProps) {
  const formId = useId();
  const upload = useUploadResource();
  const reload = useReloadMyResources();
  const { guard, isSubmitting } = useSubmitGuard();
  const [phase, setPhase] = useState<Phase>(FORM);
  const controller = useRef<AbortController | null>(null);

  // Each opening starts with an empty form.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPhase(FORM);
  }

  // Leaving the page mid-upload stops it.
  useEffect(() => () => controller.current?.abort(), []);

  const finish = () => {
    setPhase(FORM);
    onClose();
    void reload();
  };
  // The timer calls the latest `finish` (it closes over the latest onClose).
  const latestFinish = useRef(finish);
  useLayoutEffect(() => {
    latestFinish.current = finish;
  });

  useEffect(() => {
    if (phase.step !== 'done') return;
    const timer = setTimeout(() => latestFinish.current(), RESOURCE_LIMITS.thankYouMs);
    return () => clearTimeout(timer);
  }, [phase.step]);

  const send = async ({ details, file }: UploadFormOutput) => {
    const abort = new AbortController();
    controller.current = abort;
    setPhase({ step: 'uploading', percent: 0, fileName: file.name });
    try {
      const result = await upload.mutateAsync({
        details,
        file,
        signal: abort.signal,
        onProgress: (percent) =>
          setPhase((current) => (current.step === 'uploading' ? { ...current, percent } : current)),
      });
      setPhase({ step: 'done', message: result?.message || M.uploaded });
    } catch (error) {
      setPhase({
        step: 'form',
        notice: isAbort(error)
          ? { tone: 'info', text: 'Upload cancelled. Nothing was saved; you can send the file again.' }
          : { tone: 'error', text: failureMessage(error, M.uploadFailed) },
      });
    } finally {
      controller.current = null;
    }
  };

  const isUploading = phase.step === 'uploading' || isSubmitting;
  const close = () => {
    if (phase.step === 'done') finish();
    else onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      isBusy={isUploading}
      size="lg"
      title="Upload Resource"
      description={
        phase.step === 'done'
          ? undefined
          : 'Share a file that helps students prepare. Our team reviews it before students can see it.'
      }
      footer={
        phase.step === 'done' ? (
          <Button key="upload-done-close" onClick={finish} autoFocus>
            Close
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={isUploading}>
              Cancel
            </Button>
            <Button type="submit" form={formId} isLoading={isUploading}>
              {isUploading ? null : <Upload className="size-4" aria-hidden="true" />}
              {isUploading ? 'Uploading…' : 'Upload Resource'}
            </Button>
          </>
        )
      }
    >
      {phase.step === 'done' ? (
        <UploadThankYou message={phase.message} />
      ) : (
        <div className="space-y-4">
          <UploadResourceForm id={formId} guard={guard} onUpload={send} isLocked={isUploading} />
          {phase.step === 'uploading' ? (
            <UploadProgress
              percent={phase.percent}
              fileName={phase.fileName}
              onCancel={() => controller.current?.abort()}
            />
          ) : null}
          {phase.step === 'form' && phase.notice ? (
            <Alert tone={phase.notice.tone}>{phase.notice.text}</Alert>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
