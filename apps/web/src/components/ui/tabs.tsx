import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useRef } from 'react';
import { useScrollEdges } from '@/hooks/use-scroll-edges';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  count?: number;
}

interface TabsProps<T extends string> {
  label: string;
  /** Pair it with the same `idBase` on <TabPanel>. */
  idBase: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
}

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
export const tabPanelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;

const FADE_PX = 32;

/** So a cut-off list reads as scrollable. */
const FADE_MASKS = {
  both: '[mask-image:linear-gradient(to_right,transparent,black_32px,black_calc(100%-32px),transparent)]',
  start: '[mask-image:linear-gradient(to_right,transparent,black_32px)]',
  end: '[mask-image:linear-gradient(to_left,transparent,black_32px)]',
  none: '',
} as const;

function fadeMask(start: boolean, end: boolean): string {
  return FADE_MASKS[start && end ? 'both' : start ? 'start' : end ? 'end' : 'none'];
}

/** Sideways only, never the page. */
function revealTab(list: HTMLElement, tab: HTMLElement) {
  const left = tab.offsetLeft - list.offsetLeft;
  const right = left + tab.offsetWidth;
  if (left < list.scrollLeft + FADE_PX) list.scrollLeft = Math.max(0, left - FADE_PX);
  else if (right > list.scrollLeft + list.clientWidth - FADE_PX)
    list.scrollLeft = right - list.clientWidth + FADE_PX;
}

/**
 * WAI-ARIA APG "Tabs with automatic activation"; when the tabs do not fit, the list scrolls
 * sideways and the selected tab is kept in view.
 */
export function Tabs<T extends string>({ label, idBase, items, value, onChange }: TabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(list);
  const mask = fadeMask(edges.start, edges.end);

  useEffect(() => {
    const tab = document.getElementById(tabId(idBase, value));
    if (list.current && tab) revealTab(list.current, tab);
  }, [idBase, value]);

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

  /** A pointer's way to hidden tabs (keyboards use the arrows). */
  const scrollBy = (direction: 1 | -1) => {
    const element = list.current;
    element?.scrollBy?.({ left: direction * element.clientWidth * 0.7, behavior: 'smooth' });
  };
  const arrowClasses =
    'absolute top-1/2 z-10 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-sm hover:bg-slate-50';

  return (
    <div className="relative">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        data-hidden-start={edges.start || undefined}
        data-hidden-end={edges.end || undefined}
        className={`relative -mx-4 flex snap-x snap-mandatory scroll-px-8 gap-1 overflow-x-auto border-b border-slate-200 px-4 [scrollbar-width:none] sm:mx-0 sm:px-0 ${mask}`}
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
              aria-controls={isSelected ? tabPanelId(idBase, item.value) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(item.value)}
              className={`-mb-px inline-flex shrink-0 snap-start items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 ${
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
      {/* Hidden from assistive technology and the Tab order: the arrow keys already reach every tab. */}
      {edges.start ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          data-scroll="start"
          onClick={() => scrollBy(-1)}
          className={`${arrowClasses} -left-3 sm:-left-2`}
        >
          <ChevronLeft className="size-4" />
        </button>
      ) : null}
      {edges.end ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          data-scroll="end"
          onClick={() => scrollBy(1)}
          className={`${arrowClasses} -right-3 sm:-right-2`}
        >
          <ChevronRight className="size-4" />
        </button>
      ) : null}
    </div>
  );
}

interface TabPanelProps {
  idBase: string;
  value: string;
  children: ReactNode;
  className?: string;
  /** Focusable (as the APG suggests): a place to send focus after an action. */
  ref?: Ref<HTMLDivElement>;
}

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
