interface SpinnerProps {
  /** Pass '' when a surrounding element already announces it. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading', className = 'size-4' }: SpinnerProps) {
  return (
    <span className="inline-flex items-center" role={label ? 'status' : undefined}>
      <svg
        className={`animate-spin ${className}`}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <circle className="opacity-25" cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" />
        <path className="opacity-75" fill="currentColor" d="M4 12a8 8 0 0 1 8-8v4a4 4 0 0 0-4 4H4z" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
