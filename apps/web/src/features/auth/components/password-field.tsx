import { EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { CONTROL_CLASSES } from '@/components/ui/field';

/** Drawn here, not imported: a module shared with the home page becomes its own chunk in the JS for '/'. */
function EyeIcon() {
  return (
    <svg
      className="size-4"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  /** It stays the same while aria-pressed tells the state. */
  toggleLabel?: string;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function PasswordField({
  label,
  toggleLabel = 'Show password',
  error,
  hint,
  isRequired,
  id,
  className = '',
  ref,
  ...rest
}: PasswordFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const [isVisible, setVisible] = useState(false);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
        {isRequired ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="relative">
        <input
          {...rest}
          ref={ref}
          id={controlId}
          type={isVisible ? 'text' : 'password'}
          className={`${CONTROL_CLASSES} pr-11 ${error ? 'border-red-600' : 'border-slate-300'} ${className}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          onClick={() => setVisible((visible) => !visible)}
          aria-pressed={isVisible}
          aria-label={toggleLabel}
          aria-controls={controlId}
          title={isVisible ? 'Hide password' : 'Show password'}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600"
        >
          {isVisible ? <EyeOff className="size-4" aria-hidden="true" /> : <EyeIcon />}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
