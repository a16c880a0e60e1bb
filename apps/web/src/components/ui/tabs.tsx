import type { KeyboardEvent, ReactNode, Ref } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  /** A number shown in a pill beside the label (for example how many items the tab holds). */
  count?: number;
}

interface TabsProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  /** A prefix for the tab and panel ids; pair it with the same `idBase` on <TabPanel> (useId works). */
  idBase: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
}

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
export const tabPanelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;

/**
 * An ARIA tab list (WAI-ARIA APG "Tabs with automatic activation"): one tab in the Tab order, arrow keys,
 * Home and End move between tabs and select them.
 */
export function Tabs<T extends string>({ label, idBase, items, value, onChange }: TabsProps<T>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next]!;
    onChange(item.value);
    document.getElementById(tabId(idBase, item.value))?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
    >
      {items.map((item) => {
        const isSelected = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(idBase, item.value)}
            aria-selected={isSelected}
            // Only the selected tab's panel exists in the DOM.
            aria-controls={isSelected ? tabPanelId(idBase, item.value) : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(item.value)}
            className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 ${
              isSelected
                ? 'border-indigo-600 text-indigo-700'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {item.label}
            {/* The space keeps the accessible name 'Pending 3' rather than 'Pending3'. */}
            {item.count !== undefined ? ' ' : null}
            {item.count !== undefined ? (
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                  isSelected ? 'bg-indigo-100 text-indigo-700' : 'bg-slate-100 text-slate-700'
                }`}
              >
                {item.count}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  idBase: string;
  /** The selected tab's value; the panel is labelled by that tab. */
  value: string;
  children: ReactNode;
  className?: string;
  /** The panel is focusable (tabIndex 0, as the APG suggests): a place to send focus after an action. */
  ref?: Ref<HTMLDivElement>;
}

/** The panel of the selected tab; render one, for the selected value. */
export function TabPanel({ idBase, value, children, className = '', ref }: TabPanelProps) {
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={tabPanelId(idBase, value)}
      aria-labelledby={tabId(idBase, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes the panel focusable.
      tabIndex={0}
      className={`focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 ${className}`}
    >
      {children}
    </div>
  );
}
