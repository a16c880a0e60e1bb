import { Briefcase, School } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const ROLE_OPTIONS = [
  {
    value: 'student',
    label: 'Student',
    description: 'Find mentors and prepare for placements',
    Icon: School,
  },
  {
    value: 'alumni',
    label: 'Alumni',
    description: 'Guide students and share your experience',
    Icon: Briefcase,
  },
] as const;

interface RoleChoiceProps {
  field: UseFormRegisterReturn;
  error?: string;
  legend?: string;
}

export function RoleChoice({ field, error, legend = 'I am joining as' }: RoleChoiceProps) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {ROLE_OPTIONS.map(({ value, label, description, Icon }) => (
          <label
            key={value}
            className={`flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm transition-colors hover:bg-slate-50 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                value={value}
                aria-labelledby={`${baseId}-${value}`}
                aria-describedby={`${baseId}-${value}-hint`}
                className="size-4 accent-indigo-600 focus-visible:outline-none"
                aria-invalid={error ? true : undefined}
                {...field}
              />
              <Icon className="size-4 text-indigo-700" aria-hidden="true" />
              <span id={`${baseId}-${value}`} className="font-semibold text-slate-900">
                {label}
              </span>
            </span>
            <span id={`${baseId}-${value}-hint`} className="text-xs text-slate-600">
              {description}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
