import { ChevronDown } from 'lucide-react';
import type { FaqEntry } from '../faq-data';

interface FaqAccordionItemProps {
  entry: FaqEntry;
  isOpen: boolean;
  onToggle: () => void;
}

/** WAI-ARIA accordion: a heading holding a disclosure button, and the answer it controls. */
export function FaqAccordionItem({ entry, isOpen, onToggle }: FaqAccordionItemProps) {
  const buttonId = `faq-${entry.id}-button`;
  const panelId = `faq-${entry.id}-panel`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h4>
        <button
          id={buttonId}
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 rounded-xl px-4 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:px-5"
        >
          <span>{entry.question}</span>
          <ChevronDown
            className={`size-5 shrink-0 text-slate-600 transition-transform ${isOpen ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      </h4>
      <section
        id={panelId}
        aria-labelledby={buttonId}
        hidden={!isOpen}
        className="px-4 pb-4 text-sm leading-relaxed text-slate-700 sm:px-5"
      >
        {entry.answer}
      </section>
    </li>
  );
}
