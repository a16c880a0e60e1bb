import { MessageCircleQuestion, SearchX } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FAQ_CATEGORIES, FAQ_ENTRIES, type FaqCategoryId } from '../faq-data';
import { filterFaqs } from '../filter-faqs';
import { FaqAccordionItem } from './faq-accordion-item';
import { FaqCategoryCards } from './faq-category-cards';
import { FaqSearch } from './faq-search';

function elsewhereText(count: number, categoryLabel: string): string {
  const answers = count === 1 ? '1 answer in other topics does' : `${count} answers in other topics do`;
  return `Nothing in ${categoryLabel} matches, but ${answers}.`;
}

export function FaqBrowser() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategoryId | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const results = filterFaqs(FAQ_ENTRIES, { query, category });
  // The answer may be in another category: say so instead of a bare 'No results found'.
  const elsewhere =
    results.length === 0 && category !== null ? filterFaqs(FAQ_ENTRIES, { query, category: null }).length : 0;
  const categoryLabel = FAQ_CATEGORIES.find((group) => group.id === category)?.label;
  const groups = FAQ_CATEGORIES.map((group) => ({
    ...group,
    entries: results.filter((entry) => entry.category === group.id),
  })).filter((group) => group.entries.length > 0);

  function clearSearch() {
    setQuery('');
    searchRef.current?.focus();
  }

  return (
    <div className="space-y-10">
      <FaqSearch ref={searchRef} value={query} onChange={setQuery} />
      <FaqCategoryCards selected={category} onSelect={setCategory} />

      <section aria-labelledby="faq-results-title">
        <h2 id="faq-results-title" className="text-lg font-semibold text-slate-900">
          Questions and answers
        </h2>
        <p role="status" className="mt-1 mb-4 text-sm text-slate-600">
          {results.length === 0
            ? 'No questions match your search.'
            : `Showing ${results.length} of ${FAQ_ENTRIES.length} questions`}
        </p>

        {results.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            <SearchX className="mx-auto size-10 text-slate-500" aria-hidden="true" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">No results found</h3>
            <p className="mt-1 text-sm text-slate-600">
              {elsewhere > 0
                ? elsewhereText(elsewhere, categoryLabel ?? 'this topic')
                : 'Try other words, choose another category, or ask us directly.'}
            </p>
            <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
              {elsewhere > 0 ? <Button onClick={() => setCategory(null)}>Search all topics</Button> : null}
              <Button variant="secondary" onClick={clearSearch}>
                Clear Search
              </Button>
            </div>
          </div>
        ) : (
          <div className="space-y-8">
            {groups.map((group) => (
              <section key={group.id} aria-labelledby={`faq-group-${group.id}`}>
                <h3 id={`faq-group-${group.id}`} className="mb-3 font-semibold text-indigo-700">
                  {group.label}
                </h3>
                <ul className="space-y-3">
                  {group.entries.map((entry) => (
                    <FaqAccordionItem
                      key={entry.id}
                      entry={entry}
                      isOpen={openId === entry.id}
                      onToggle={() => setOpenId((current) => (current === entry.id ? null : entry.id))}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </section>

      <aside
        aria-labelledby="faq-contact-title"
        className="flex flex-col items-center gap-3 rounded-2xl bg-indigo-50 px-6 py-8 text-center"
      >
        <MessageCircleQuestion className="size-8 text-indigo-700" aria-hidden="true" />
        <h2 id="faq-contact-title" className="text-lg font-semibold text-slate-900">
          Still have questions?
        </h2>
        <p className="max-w-md text-sm text-slate-700">
          Can't find the answer you're looking for? Our team is happy to help.
        </p>
        <Link to={paths.contact} className={buttonClasses('primary', 'md')}>
          Contact Us
        </Link>
      </aside>
    </div>
  );
}
