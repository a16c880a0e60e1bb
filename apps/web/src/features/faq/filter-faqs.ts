import type { FaqCategoryId, FaqEntry } from './faq-data';

export interface FaqFilter {
  /** Free text matched case-insensitively against the question and the answer. */
  query: string;
  /** Only this category, or every category when null. */
  category: FaqCategoryId | null;
}

/** The entries that match both the search text and the chosen category, in their original order. */
export function filterFaqs(entries: readonly FaqEntry[], { query, category }: FaqFilter): FaqEntry[] {
  const needle = query.trim().toLocaleLowerCase();
  return entries.filter((entry) => {
    if (category !== null && entry.category !== category) return false;
    if (needle === '') return true;
    return (
      entry.question.toLocaleLowerCase().includes(needle) || entry.answer.toLocaleLowerCase().includes(needle)
    );
  });
}
