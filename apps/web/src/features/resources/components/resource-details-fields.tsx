import { RESOURCE_CATEGORIES, RESOURCE_LIMITS } from '@mentorbridge/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField, TextArea, TextField } from '@/components/ui/field';
import type { ResourceFormValues } from '../resource-form-values';

const L = RESOURCE_LIMITS;

interface ResourceDetailsFieldsProps {
  register: UseFormRegister<ResourceFormValues>;
  errors: FieldErrors<ResourceFormValues>;
  category: string;
  /** The edit form starts at the title; the upload starts at the file. */
  isTitleFirst?: boolean;
}

export function ResourceDetailsFields({
  register,
  errors,
  category,
  isTitleFirst,
}: ResourceDetailsFieldsProps) {
  return (
    <>
      <TextField
        label="Title"
        isRequired
        maxLength={L.titleMax}
        placeholder="Software engineer resume template"
        error={errors.title?.message}
        data-autofocus={isTitleFirst || undefined}
        {...register('title')}
      />
      <SelectField
        label="Category"
        isRequired
        placeholder="Select a category"
        options={RESOURCE_CATEGORIES}
        error={errors.category?.message}
        {...register('category')}
      />
      {category === 'Other' ? (
        <TextField
          label="Custom category"
          isRequired
          maxLength={L.categoryMax}
          placeholder="Group discussion topics"
          hint="Used as the category instead of Other."
          error={errors.customCategory?.message}
          {...register('customCategory')}
        />
      ) : null}
      <TextArea
        label="Description"
        isRequired
        rows={4}
        maxLength={L.descriptionMax}
        placeholder="What is in it, and who is it for?"
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label="Tags"
        maxLength={L.tagsMax * (L.tagMax + 2)}
        placeholder="resume, freshers, software"
        hint={`Separate tags with commas (up to ${L.tagsMax}).`}
        error={errors.tags?.message}
        {...register('tags')}
      />
    </>
  );
}
