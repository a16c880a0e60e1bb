import {
  COMPANY_SIZES,
  CURRENCIES,
  INDUSTRIES,
  INSIGHT_LIMITS,
  type InsightInput,
} from '@mentorbridge/shared';
import { Save } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextArea, TextField } from '@/components/ui/field';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { type InsightFormMode, type InsightFormValues, insightResolver } from '../insight-form-values';
import { InsightFormSection } from './insight-form-section';

const L = INSIGHT_LIMITS;
const LIST_HINT = 'Separate items with commas.';

interface InsightFormProps {
  mode: InsightFormMode;
  defaultValues: InsightFormValues;
  /** The promise settles with the request (the form saves once at a time). */
  onSubmit: (body: InsightInput) => Promise<unknown>;
  isSaving: boolean;
  error: string | null;
  cancel: ReactNode;
}

export function InsightForm({ mode, defaultValues, onSubmit, isSaving, error, cancel }: InsightFormProps) {
  const resolver = useMemo(() => insightResolver(mode), [mode]);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<InsightFormValues, unknown, InsightInput>({ resolver, defaultValues });
  const { guard, isSubmitting } = useSubmitGuard();
  const leaveGuard = useUnsavedChangesGuard(isDirty);
  const isEdit = mode === 'edit';
  const isBusy = isSaving || isSubmitting;

  return (
    <form
      noValidate
      onSubmit={guard(handleSubmit(leaveGuard.allowLeavingDuring(onSubmit)))}
      className="space-y-6"
    >
      <InsightFormSection title="Basic Information">
        <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
          <TextField
            label="Company name"
            isRequired
            maxLength={L.companyMax}
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
          />
          <TextField
            label="Logo"
            maxLength={8}
            hint={`An emoji, up to ${L.logoMax} characters.`}
            error={errors.logo?.message}
            {...register('logo')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Industry"
            isRequired
            placeholder="Select an industry"
            options={INDUSTRIES}
            error={errors.industry?.message}
            {...register('industry')}
          />
          <TextField
            label="Location"
            maxLength={L.shortMax}
            placeholder="Bengaluru, India"
            error={errors.location?.message}
            {...register('location')}
          />
          <SelectField
            label="Company size"
            options={COMPANY_SIZES}
            error={errors.companySize?.message}
            {...register('companySize')}
          />
        </div>
      </InsightFormSection>

      <InsightFormSection title="Recruitment & Roles">
        <TextArea
          label="Recruitment pattern"
          isRequired
          rows={3}
          maxLength={L.longMax}
          placeholder="On-campus drive in August, then off-campus referrals…"
          error={errors.recruitmentPattern?.message}
          {...register('recruitmentPattern')}
        />
        <TextField
          label="Roles offered"
          isRequired
          placeholder="Software Engineer, Data Analyst"
          hint={LIST_HINT}
          error={errors.rolesOffered?.message}
          {...register('rolesOffered')}
        />
      </InsightFormSection>

      <InsightFormSection
        title="Salary Information"
        description={
          isEdit
            ? 'Yearly amounts in whole units of the currency.'
            : 'Yearly amounts in whole units of the currency; leave empty if not known.'
        }
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Minimum salary"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            isRequired={isEdit}
            placeholder="600000"
            error={errors.salaryRange?.min?.message}
            {...register('salaryRange.min')}
          />
          <TextField
            label="Maximum salary"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            isRequired={isEdit}
            placeholder="1200000"
            error={errors.salaryRange?.max?.message}
            {...register('salaryRange.max')}
          />
          <SelectField
            label="Currency"
            isRequired={isEdit}
            options={CURRENCIES}
            error={errors.salaryRange?.currency?.message}
            {...register('salaryRange.currency')}
          />
        </div>
      </InsightFormSection>

      <InsightFormSection title="Work Culture & Benefits">
        <TextArea
          label="Work culture"
          isRequired={isEdit}
          rows={3}
          maxLength={L.longMax}
          error={errors.workCulture?.message}
          {...register('workCulture')}
        />
        <TextField
          label="Benefits"
          placeholder="Health insurance, Remote work"
          hint={LIST_HINT}
          error={errors.benefits?.message}
          {...register('benefits')}
        />
      </InsightFormSection>

      <InsightFormSection title="Hiring Process">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Number of rounds"
            type="number"
            inputMode="numeric"
            min={isEdit ? 1 : 0}
            max={L.roundsMax}
            step={1}
            isRequired={isEdit}
            error={errors.hiringProcess?.rounds?.message}
            {...register('hiringProcess.rounds')}
          />
          <TextField
            label="Duration"
            maxLength={L.shortMax}
            isRequired={isEdit}
            placeholder="3-4 weeks"
            error={errors.hiringProcess?.duration?.message}
            {...register('hiringProcess.duration')}
          />
        </div>
        <TextArea
          label="Process description"
          isRequired={isEdit}
          rows={3}
          maxLength={L.longMax}
          placeholder="Online test, two technical interviews, then HR."
          error={errors.hiringProcess?.description?.message}
          {...register('hiringProcess.description')}
        />
      </InsightFormSection>

      <InsightFormSection title="Candidate Expectations">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Technical expectations"
            isRequired={isEdit}
            placeholder="Data structures, System design"
            hint={LIST_HINT}
            error={errors.expectations?.technical?.message}
            {...register('expectations.technical')}
          />
          <TextField
            label="Behavioral expectations"
            isRequired={isEdit}
            placeholder="Ownership, Communication"
            hint={LIST_HINT}
            error={errors.expectations?.behavioral?.message}
            {...register('expectations.behavioral')}
          />
        </div>
        <TextField
          label="Educational expectations"
          isRequired={isEdit}
          maxLength={L.longMax}
          placeholder="B.Tech in CS or related, CGPA 7+"
          error={errors.expectations?.educational?.message}
          {...register('expectations.educational')}
        />
      </InsightFormSection>

      <InsightFormSection title="Tips for Candidates">
        <TextArea
          label="Tips"
          rows={4}
          maxLength={L.longMax}
          error={errors.tips?.message}
          {...register('tips')}
        />
      </InsightFormSection>

      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" isLoading={isSaving} disabled={isBusy}>
          {isSaving ? null : <Save className="size-4" aria-hidden="true" />}
          {isSaving ? 'Saving…' : isEdit ? 'Save changes' : 'Add Company Insight'}
        </Button>
      </div>
      {leaveGuard.dialog}
    </form>
  );
}
