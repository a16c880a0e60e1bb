import type { CompanyInsight } from '@mentorbridge/shared';

/** Currency symbols of part 2 section 9: rupee, euro, pound, else dollar. */
const CURRENCY_SYMBOLS: Record<string, string> = { INR: '₹', EUR: '€', GBP: '£', USD: '$' };

export const currencySymbol = (currency: string) => CURRENCY_SYMBOLS[currency] ?? '$';

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const inThousands = (amount: number) => `${thousands.format(amount / 1000)}K`;

export const SALARY_NOT_SPECIFIED = 'Not specified';

/**
 * The salary range as part 2 section 9 shows it: the currency's symbol and min/1000 and max/1000 with a K
 * ('₹600K - ₹1,200K'); 'Not specified' when neither is given (the forms store an empty salary as 0).
 */
export function formatSalary(range: CompanyInsight['salaryRange'] | null | undefined): string {
  if (!range || (!range.min && !range.max)) return SALARY_NOT_SPECIFIED;
  const symbol = currencySymbol(range.currency);
  if (!range.max) return `${symbol}${inThousands(range.min)}+`;
  return `${symbol}${inThousands(range.min)} - ${symbol}${inThousands(range.max)}`;
}

export type RatingTone = 'green' | 'blue' | 'yellow' | 'orange' | 'none';

/** The rating's colour (part 2 section 9): 4.5 and above green, 4 blue, 3.5 yellow, else orange. */
export function ratingTone(average: number, count: number): RatingTone {
  if (count === 0) return 'none';
  if (average >= 4.5) return 'green';
  if (average >= 4) return 'blue';
  if (average >= 3.5) return 'yellow';
  return 'orange';
}

/** The average to one decimal (part 2 section 9). */
export const formatAverage = (average: number) => average.toFixed(1);

export const reviewCount = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** The first `max` items and how many more there are ('+N'). */
export function splitOverflow<T>(items: readonly T[], max: number): { shown: T[]; hidden: number } {
  return { shown: items.slice(0, max), hidden: Math.max(0, items.length - max) };
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** Stable React keys for a list of texts that may repeat ('SDE', 'SDE' → 'SDE#0', 'SDE#1'). */
export function keyedTexts(items: readonly string[]): { key: string; text: string }[] {
  const seen = new Map<string, number>();
  return items.map((text) => {
    const count = seen.get(text) ?? 0;
    seen.set(text, count + 1);
    return { key: `${text}#${count}`, text };
  });
}
