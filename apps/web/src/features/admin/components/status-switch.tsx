interface StatusSwitchProps {
  isActive: boolean;
  label: string;
  isBusy: boolean;
  onToggle: () => void;
}

export function StatusSwitch({ isActive, label, isBusy, onToggle }: StatusSwitchProps) {
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={isActive}
        aria-label={label}
        aria-busy={isBusy || undefined}
        disabled={isBusy}
        onClick={onToggle}
        className={`relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-60 ${
          isActive ? 'bg-green-600' : 'bg-slate-300'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            isActive ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </button>
      <span
        aria-hidden="true"
        className={`text-xs font-medium ${isActive ? 'text-green-800' : 'text-slate-600'}`}
      >
        {isActive ? 'Active' : 'Inactive'}
      </span>
    </span>
  );
}

/** An admin may not deactivate themselves. */
export function StatusText({ isActive }: { isActive: boolean }) {
  return (
    <span className={`text-xs font-medium ${isActive ? 'text-green-800' : 'text-slate-600'}`}>
      {isActive ? 'Active' : 'Inactive'}
    </span>
  );
}
