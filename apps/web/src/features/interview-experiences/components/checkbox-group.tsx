import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface CheckboxGroupProps {
  legend: string;
  options: readonly string[];
  /** One registration for every box: react-hook-form reads the checked values as a list. */
  registration: UseFormRegisterReturn;
  error?: string;
  isRequired?: boolean;
}

export function CheckboxGroup({ legend, options, registration, error, isRequired }: CheckboxGroupProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {isRequired ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-800 hover:bg-slate-50 has-checked:border-indigo-400 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600"
          >
            <input type="checkbox" value={option} className="size-4 accent-indigo-600" {...registration} />
            {option}
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
