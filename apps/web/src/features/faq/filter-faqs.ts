import type { FaqCategoryId, FaqEntry } from './faq-data';

export interface FaqFilter {
  query: string;
  category: FaqCategoryId | null;
}

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
