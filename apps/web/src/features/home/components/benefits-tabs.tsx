import { CircleCheck } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { AUDIENCES, type AudienceId, BENEFITS } from '../home-data';
import { SectionHeading } from './section-heading';

const tabId = (id: AudienceId) => `benefits-tab-${id}`;
const panelId = (id: AudienceId) => `benefits-panel-${id}`;

/** WAI-ARIA tabs: one tab stop (roving tabindex), arrows move and select, Home/End jump to the ends. */
export function BenefitsTabs() {
  const [selected, setSelected] = useState<AudienceId>('students');
  const tabRefs = useRef(new Map<AudienceId, HTMLButtonElement>());

  function select(index: number) {
    const count = AUDIENCES.length;
    const audience = AUDIENCES[(index + count) % count]!;
    setSelected(audience.id);
    tabRefs.current.get(audience.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: AUDIENCES.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  const benefits = BENEFITS[selected];

  return (
    <section aria-labelledby="benefits-title">
      <SectionHeading
        id="benefits-title"
        eyebrow="Benefits"
        title="Built for everyone on campus"
        lead="Students prepare better, alumni give back on their terms, and colleges keep their network alive."
      />
      <div
        role="tablist"
        aria-labelledby="benefits-title"
        className="mx-auto flex max-w-xl gap-1 rounded-xl bg-slate-100 p-1"
      >
        {AUDIENCES.map(({ id, label, Icon }, index) => {
          const isSelected = id === selected;
          return (
            <button
              key={id}
              ref={(node) => {
                if (node) tabRefs.current.set(id, node);
                else tabRefs.current.delete(id);
              }}
              type="button"
              role="tab"
              id={tabId(id)}
              aria-selected={isSelected}
              aria-controls={panelId(id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`flex flex-1 items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:px-3 ${
                isSelected ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-700 hover:bg-white/60'
              }`}
            >
              <Icon className="hidden size-4 sm:block" aria-hidden="true" />
              {label}
            </button>
          );
        })}
      </div>
      {AUDIENCES.map(({ id }) => (
        <div
          key={id}
          role="tabpanel"
          id={panelId(id)}
          aria-labelledby={tabId(id)}
          hidden={id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes the panel focusable.
          tabIndex={0}
          className="mx-auto mt-6 max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {id === selected ? (
            <>
              <h3 className="text-lg font-semibold text-slate-900">{benefits.heading}</h3>
              <ul className="mt-4 space-y-3">
                {benefits.points.map((point) => (
                  <li key={point} className="flex gap-3 text-slate-700">
                    <CircleCheck className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ))}
    </section>
  );
}
