import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

/** Each control takes `ref` as a prop (React 19), so `{...register('email')}` works directly. */
interface FieldChrome {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** A visual marker only; pass `required` as well to make the browser enforce it. */
  isRequired?: boolean;
  wrapperClassName?: string;
}

export const CONTROL_CLASSES =
  'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 disabled:cursor-not-allowed disabled:bg-slate-100';

function controlClasses(hasError: boolean, extra = ''): string {
  return `${CONTROL_CLASSES} ${hasError ? 'border-red-600' : 'border-slate-300'} ${extra}`;
}

function useFieldIds(id: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown, own?: string) {
  return [own, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
}

interface FieldFrameProps extends FieldChrome {
  controlId: string;
  hintId: string;
  errorId: string;
  children: ReactNode;
}

function FieldFrame({
  label,
  error,
  hint,
  isRequired,
  wrapperClassName = '',
  controlId,
  hintId,
  errorId,
  children,
}: FieldFrameProps) {
  return (
    <div className={`flex flex-col gap-1 ${wrapperClassName}`}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
        {isRequired ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
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

export interface TextFieldProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  isRequired,
  wrapperClassName,
  id,
  className,
  ref,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame {...{ label, error, hint, isRequired, wrapperClassName }} {...ids}>
      <input
        {...rest}
        ref={ref}
        id={ids.controlId}
        className={controlClasses(Boolean(error), className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.hintId, ids.errorId, hint, error, rest['aria-describedby'])}
      />
    </FieldFrame>
  );
}

export interface TextAreaProps
  extends FieldChrome,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  label,
  error,
  hint,
  isRequired,
  wrapperClassName,
  id,
  className,
  ref,
  rows = 4,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame {...{ label, error, hint, isRequired, wrapperClassName }} {...ids}>
      <textarea
        {...rest}
        ref={ref}
        id={ids.controlId}
        rows={rows}
        className={controlClasses(Boolean(error), className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.hintId, ids.errorId, hint, error, rest['aria-describedby'])}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends FieldChrome,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly (SelectOption | string)[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  error,
  hint,
  isRequired,
  wrapperClassName,
  id,
  className,
  options,
  placeholder,
  ref,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame {...{ label, error, hint, isRequired, wrapperClassName }} {...ids}>
      <select
        {...rest}
        ref={ref}
        id={ids.controlId}
        className={controlClasses(Boolean(error), className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.hintId, ids.errorId, hint, error, rest['aria-describedby'])}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}
